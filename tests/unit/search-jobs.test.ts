// The search lab's jobs, called as the worker calls them: the race on the sliding puzzle and on
// tile swap, the frontier trace, the heuristics of one position; each long one stops on Cancel.
import { describe, expect, it } from 'vitest'
import { expectStopsOnSignal } from './helpers.ts'
import { boardData, defaultGoal, isSolution } from '../../src/solvers/sliding/model.ts'
import { parseBoard } from '../../src/solvers/sliding/notation.ts'
import { parsePair } from '../../src/solvers/tileswap/grid.ts'
import { solvesPair } from '../../src/solvers/tileswap/moves.ts'
import { ALGORITHMS } from '../../src/solvers/search/algorithms.ts'
import { census, heuristics, jobs, slidingRace, swapRace, trace } from '../../src/solvers/search/jobs.ts'
import { OPEN_SHOWN } from '../../src/solvers/search/trace.ts'
import { race, RACE_BUDGET } from '../../src/solvers/search/race.ts'
import { HEURISTICS, slidingProblem } from '../../src/solvers/search/sliding.ts'
import { tileSwapProblem } from '../../src/solvers/search/tileswap.ts'
import { runAlgorithm } from '../../src/solvers/search/algorithms.ts'
import { assign } from '../../src/solvers/tileswap/hungarian.ts'
import { randomGrid } from '../../src/solvers/tileswap/grid.ts'
import { mulberry32 } from '../../bench/lib.ts'

const ctx = () => ({ signal: new AbortController().signal, onProgress: () => {} })
const GOAL = boardData(defaultGoal(3, 3))
const TYPICAL = parseBoard('8 1 3/4 0 2/7 6 5') // a mid-length position

describe('race', () => {
  it('runs every algorithm, checks optimality against the true distance, and every solution replays', () => {
    const r = slidingRace({ start: boardData(TYPICAL), goal: GOAL, heuristic: 'manhattan', weight: 2 })
    expect(r.reason).toBeNull()
    expect(r.rows.map((x) => x.algorithm)).toEqual([...ALGORITHMS])
    for (const row of r.rows) {
      expect(row.length, row.algorithm).not.toBeNull()
      expect(row.optimal).toBe(row.length === r.distance)
      expect(row.cost).toBe(row.length)
      expect(row.outcome).toBe('solved')
      expect(isSolution(TYPICAL, defaultGoal(3, 3), row.moves as number[])).toBe(true)
      expect(row.heuristic === null).toBe(
        ['dfs', 'bfs', 'iddfs', 'bidirectional', 'ucs'].includes(row.algorithm),
      )
    }
    const row = Object.fromEntries(r.rows.map((x) => [x.algorithm, x]))
    for (const a of ['bfs', 'iddfs', 'bidirectional', 'ucs', 'astar', 'idastar'])
      expect(row[a].optimal, a).toBe(true)
    expect(row.bfs.expanded).toBeGreaterThanOrEqual(row.astar.expanded)
    expect(row.idastar.peakStored).toBe(r.distance! + 1)
  })

  it('gives the parity reason for an unreachable goal and runs nothing', () => {
    const r = jobs.race(
      {
        kind: 'race',
        start: boardData(parseBoard('2 1 3/4 5 6/7 8 0')),
        goal: GOAL,
        heuristic: 'manhattan',
        weight: 2,
      },
      ctx(),
    )
    expect(r.rows).toEqual([])
    expect(r.reason).toMatch(/^Unreachable/)
  })

  it('on both positions 31 moves away, with every heuristic, every algorithm but DFS finishes within its race budget', () => {
    for (const text of ['8 6 7/2 5 4/3 0 1', '6 4 7/8 5 0/3 2 1']) {
      for (const heuristic of HEURISTICS) {
        // Iterative deepening ignores the heuristic (and takes seconds here): once per position.
        const algorithms = ALGORITHMS.filter(
          (a) => a !== 'dfs' && (a !== 'iddfs' || heuristic === 'misplaced'),
        )
        const r = slidingRace({
          start: boardData(parseBoard(text)),
          goal: GOAL,
          heuristic,
          weight: 2,
          algorithms,
        })
        expect(r.distance).toBe(31)
        for (const row of r.rows) {
          const what = `${text} ${heuristic} ${row.algorithm}`
          expect(row.note, what).toBe('')
          expect(row.expanded, what).toBeLessThan(RACE_BUDGET[row.algorithm])
          expect(isSolution(parseBoard(text), defaultGoal(3, 3), row.moves as number[]), what).toBe(true)
          if (row.algorithm === 'iddfs') expect(row.optimal, what).toBe(true)
        }
      }
    }
  }, 120_000)

  it('reports a row that ran out of budget instead of failing', () => {
    const start = parseBoard('8 6 7/2 5 4/3 0 1')
    const rows = race({
      problem: () => slidingProblem(start, defaultGoal(3, 3), 'zero'),
      heuristic: 'zero',
      weight: 2,
      distance: 31,
      algorithms: ['iddfs'],
      budget: { iddfs: 1_000_000 },
    })
    expect(rows[0]).toMatchObject({ algorithm: 'iddfs', length: null, optimal: null })
    expect(rows[0].note).toMatch(/gave up at its budget of 1,000,000 nodes/)
    expect(rows[0].expanded).toBeGreaterThanOrEqual(1_000_000)
  })

  it('stops on Cancel', async () => {
    await expectStopsOnSignal((signal) =>
      slidingRace(
        { start: boardData(parseBoard('8 6 7/2 5 4/3 0 1')), goal: GOAL, heuristic: 'misplaced', weight: 2 },
        { signal },
      ),
    )
  })
})

describe('the same algorithms on tile swap', () => {
  it('optimal ones agree with the matching, which the tile-swap article proves exact', () => {
    const random = mulberry32(4)
    for (let k = 0; k < 25; k++) {
      const start = randomGrid(3, 4, 6, random)
      const goal = randomGrid(3, 4, 6, random)
      const d = assign(start, goal).cost
      for (const [algorithm, h] of [
        ['bfs', 'zero'],
        ['bidirectional', 'zero'],
        ['astar', 'mismatch'],
        ['astar', 'matching'],
        ['idastar', 'matching'],
      ] as const) {
        const r = runAlgorithm(tileSwapProblem({ start, goal }, h), { algorithm })
        expect(r.moves.length, `${algorithm} ${h}`).toBe(d)
        expect(solvesPair({ start, goal }, r.moves)).toBe(true)
      }
      const perfect = runAlgorithm(tileSwapProblem({ start, goal }, 'matching'), { algorithm: 'astar' })
      expect(perfect.expanded).toBe(d) // a perfect heuristic walks straight down the solution
    }
  })

  it('races on a 4×4 pair from the tile-swap article', () => {
    const r = swapRace(
      { kind: 'swapRace', pair: '1101/0110/0100/1010 1111/1111/0000/0000', heuristic: 'matching', weight: 2 },
      ctx(),
    )
    expect(r.distance).toBe(8)
    for (const row of r.rows) {
      if (row.algorithm === 'iddfs') {
        expect(row.note).toMatch(/gave up at its budget of 5,000,000/)
        continue
      } // 13.8 M nodes needed: ~12 swaps a grid, 8 deep
      expect(row.length, row.algorithm).not.toBeNull()
      expect(
        solvesPair(parsePair('1101/0110/0100/1010 1111/1111/0000/0000'), row.moves as [number, number][]),
      ).toBe(true)
    }
    expect(r.rows.find((x) => x.algorithm === 'dfs')!.optimal).toBe(false)
  })
})

describe('trace', () => {
  it('records the real expansions: the first ones in full, counts for all', () => {
    for (const algorithm of ['bfs', 'dfs', 'greedy', 'astar'] as const) {
      const t = trace(
        {
          kind: 'trace',
          start: boardData(TYPICAL),
          goal: GOAL,
          algorithm,
          heuristic: 'manhattan',
          limit: 60,
        },
        ctx(),
      )
      expect(t.steps.length, algorithm).toBe(Math.min(60, t.expanded))
      expect(t.byDepth.reduce((a, b) => a + b, 0)).toBe(t.expanded)
      // Only the informed searches have an h to count by f.
      expect(t.byF.reduce((a, b) => a + b, 0)).toBe(
        algorithm === 'greedy' || algorithm === 'astar' ? t.expanded : 0,
      )
      expect(t.steps[0].node).toMatchObject({ id: 0, parent: null, g: 0, state: Array.from(TYPICAL.tiles) })
      for (const step of t.steps) {
        expect(step.open.length).toBeLessThanOrEqual(OPEN_SHOWN)
        for (const c of step.children) expect(c.parent).toBe(step.node.id)
      }
    }
    // A*'s next choice is the first entry of the open list it showed, with the smallest f.
    const a = trace(
      {
        kind: 'trace',
        start: boardData(TYPICAL),
        goal: GOAL,
        algorithm: 'astar',
        heuristic: 'manhattan',
        limit: 60,
      },
      ctx(),
    )
    for (let k = 1; k < a.steps.length; k++) {
      const open = a.steps[k].open
      expect(open[0].id).toBe(a.steps[k].node.id)
      for (const e of open) expect(e.g + e.h).toBeGreaterThanOrEqual(open[0].g + open[0].h)
    }
    // BFS takes nodes in order of depth; duplicates are reported.
    const b = trace(
      {
        kind: 'trace',
        start: boardData(TYPICAL),
        goal: GOAL,
        algorithm: 'bfs',
        heuristic: 'manhattan',
        limit: 60,
      },
      ctx(),
    )
    for (let k = 1; k < b.steps.length; k++)
      expect(b.steps[k].node.g).toBeGreaterThanOrEqual(b.steps[k - 1].node.g)
    expect(b.steps.some((s) => s.children.some((c) => c.fate === 'duplicate'))).toBe(true)
  })

  it('stops on Cancel', async () => {
    await expectStopsOnSignal((signal) =>
      trace(
        {
          kind: 'trace',
          start: boardData(parseBoard('8 6 7/2 5 4/3 0 1')),
          goal: GOAL,
          algorithm: 'dfs',
          heuristic: 'manhattan',
          limit: 60,
          maxDepth: 40,
        },
        { signal, onProgress: () => {} },
      ),
    )
  })
})

describe('heuristics of one position, and the census job', () => {
  it('lists the four heuristics beside the true distance', () => {
    const r = heuristics(
      { kind: 'heuristics', start: boardData(parseBoard('8 6 7/2 5 4/3 0 1')), goal: GOAL },
      ctx(),
    )
    expect(r.distance).toBe(31)
    expect(r.values.map((v) => v.heuristic)).toEqual(['misplaced', 'manhattan', 'linear-conflict', 'pdb'])
    for (const v of r.values) expect(v.h).toBeLessThanOrEqual(31)
  })

  it('the census job stops on Cancel', async () => {
    await expectStopsOnSignal((signal) =>
      census({ kind: 'census', goal: GOAL }, { signal, onProgress: () => {} }),
    )
  })
})
