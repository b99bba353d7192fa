// The search lab's page helpers: sentences (words.ts), the ranking, log bars and tree layout
// (logic.ts), and the position notation (position.ts).
import { describe, expect, it } from 'vitest'
import { messageOf } from './helpers.ts'
import { defaultGoal, sameTiles } from '../../src/solvers/sliding/model.ts'
import { isReachable } from '../../src/solvers/sliding/parity.ts'
import { parseBoard } from '../../src/solvers/sliding/notation.ts'
import { boardData } from '../../src/solvers/sliding/model.ts'
import { slidingRace } from '../../src/solvers/search/jobs.ts'
import { decades, logFraction, randomBoard, rankByNodes } from '../../components/search/logic.ts'
import { EXAMPLE, formatPosition, parsePosition } from '../../components/search/position.ts'
import {
  boardLabel,
  formatMs,
  judgeSolution,
  raceSentence,
  rankingVerdict,
  rowCells,
  stepLabel,
} from '../../components/search/words.ts'
import { mulberry32 } from '../../bench/lib.ts'

const GOAL = boardData(defaultGoal(3, 3))
const result = slidingRace({
  start: boardData(parseBoard(EXAMPLE)),
  goal: GOAL,
  heuristic: 'manhattan',
  weight: 2,
})

describe('position notation', () => {
  it('reads a board or "board to goal", writes the goal only when it is not the default', () => {
    expect(formatPosition(parsePosition(EXAMPLE))).toBe(EXAMPLE)
    const t = '7 2 4/5 0 6/8 3 1 to 0 1 2/3 4 5/6 7 8'
    expect(formatPosition(parsePosition(t))).toBe(t)
    expect(messageOf(() => parsePosition('1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0'))).toMatch(
      /boards of up to 9 cells/,
    )
  })
})

describe('words', () => {
  it('the race sentence names the distance, the extremes and the non-optimal rows', () => {
    const s = raceSentence(result.rows, result.distance!)
    expect(s).toMatch(
      /^The shortest solution takes 20 moves\. Fewest nodes expanded: Greedy best-first, 26; most: Iterative deepening, 369,738\./,
    )
    expect(s).toMatch(/Longer than the shortest: Depth-first \(bounded\) \(30\), Greedy best-first \(26\)\./)
    expect(raceSentence(result.rows, 1, 'swap')).toMatch(/^The shortest solution takes 1 swap\./)
  })

  it('the race sentence tells "found nothing within depth D" from "stopped at the budget", and counts budget stops in "most"', () => {
    const rows = result.rows.map((r) =>
      r.algorithm === 'dfs'
        ? {
            ...r,
            length: null,
            cost: null,
            optimal: null,
            outcome: 'none' as const,
            note: 'no solution within depth 5',
          }
        : r.algorithm === 'iddfs'
          ? {
              ...r,
              length: null,
              cost: null,
              optimal: null,
              outcome: 'budget' as const,
              expanded: 5_000_000,
              note: 'gave up at its budget of 5,000,000 nodes',
            }
          : r,
    )
    const s = raceSentence(rows, 20)
    expect(s).toContain('most: Iterative deepening, at least 5,000,000.')
    expect(s).toContain('Found nothing: Depth-first (bounded) (no solution within depth 5).')
    expect(s).toContain('Stopped at the node budget: Iterative deepening (5,000,000 nodes).')
    expect(s).not.toMatch(/Stopped at the node budget: .*Depth-first/)
  })

  it('under costs the sentence judges by cost', () => {
    const rows = result.rows.map((r) => ({
      ...r,
      cost: r.algorithm === 'bfs' ? 90 : 80,
      optimal: r.algorithm !== 'bfs',
    }))
    expect(raceSentence(rows, 20, 'move', 80)).toMatch(
      /^The cheapest solution costs 80; the shortest takes 20 moves\. .* Dearer than the cheapest: Breadth-first \(cost 90, 20 moves\)\./,
    )
  })

  it('rows, times and budget stops', () => {
    const bfs = result.rows.find((r) => r.algorithm === 'bfs')!
    expect(rowCells(bfs)).toMatchObject({ length: '20', optimal: 'yes', expanded: '44,344' })
    // A row with no solution writes its counts, 0 included, as numbers (the issue: "–" for 0).
    expect(
      rowCells({
        ...bfs,
        length: null,
        cost: null,
        optimal: null,
        outcome: 'budget',
        generated: 0,
        peakStored: 0,
        note: 'gave up at its budget of 3,000,000 nodes',
      }),
    ).toMatchObject({
      length: 'none (gave up at its budget of 3,000,000 nodes)',
      cost: 'none',
      optimal: 'no answer',
      generated: '0',
      stored: '0',
    })
    expect([formatMs(0.2), formatMs(3.25), formatMs(1234.5)]).toEqual(['< 1 ms', '3.3 ms', '1,235 ms'])
  })

  it('the ranking verdict counts the right places', () => {
    const actual = rankByNodes(result.rows)
    expect(actual[0]).toBe('greedy')
    expect(rankingVerdict(actual, actual)).toBe('Your ranking put 9 of 9 in the right place.')
    const reversed = [...actual].reverse()
    expect(rankingVerdict(reversed, actual)).toBe(
      'Your ranking put 1 of 9 in the right place; the fewest nodes went to Greedy best-first; the most to Iterative deepening.',
    )
  })

  it('the exercise verdict never gives the length away unless allowed', () => {
    expect(judgeSolution(22, true, 20, false)).toBe('Solved in 22 moves, but a shorter solution exists.')
    expect(judgeSolution(22, true, 20, true)).toBe('Solved in 22 moves, but the shortest takes 20.')
    expect(judgeSolution(20, true, 20, false)).toBe('Solved in 20 moves: a shortest solution.')
    expect(judgeSolution(3, false, 20, false)).toBe(
      'Legal, but after these 3 moves the board is not the goal yet.',
    )
  })

  it('labels boards and steps for screen readers', () => {
    expect(boardLabel(parseBoard(EXAMPLE), 'Your position')).toBe(
      'Your position 3×3, rows: 7 2 4 / 5 blank 6 / 8 3 1',
    )
    expect(stepLabel(2, 60, { id: 7, g: 2, h: 14 }, [{ fate: 'new' }, { fate: 'duplicate' }], true)).toBe(
      'Expansion 3 of 60: node 7 (g = 2, h = 14, f = 16); 1 new child, 1 duplicate dropped.',
    )
    expect(stepLabel(0, 60, { id: 0, g: 0, h: 0 }, [{ fate: 'new' }, { fate: 'new' }], false)).toBe(
      'Expansion 1 of 60: node 0 (g = 0); 2 new children.',
    )
  })
})

describe('logic', () => {
  it('log bars put every decade at its place', () => {
    expect(logFraction(0, 1000)).toBe(0)
    expect(logFraction(1000, 1000)).toBe(1)
    expect(logFraction(10, 1000)).toBeCloseTo(Math.log10(11) / Math.log10(1001))
    expect(decades(369_738)).toEqual([1, 10, 100, 1000, 10_000, 100_000])
  })

  it('random boards can reach the goal and are not the goal', () => {
    const random = mulberry32(3)
    for (const [w, h] of [
      [3, 3],
      [4, 2],
      [2, 2],
    ]) {
      const goal = defaultGoal(w, h)
      for (let k = 0; k < 50; k++) {
        const b = randomBoard(goal, random)
        expect(isReachable(b, goal)).toBe(true)
        expect(sameTiles(b.tiles, goal.tiles)).toBe(false)
      }
    }
  })
})
