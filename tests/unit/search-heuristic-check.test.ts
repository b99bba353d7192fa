// The heuristic checker (src/solvers/search/heuristic-check.ts) against the census: the same
// counts for every built-in heuristic, and a deliberately wrong heuristic of each kind caught.
import { describe, expect, it } from 'vitest'
import { defaultGoal, legalMoves, slide, type Board } from '../../src/solvers/sliding/model.ts'
import { parseBoard } from '../../src/solvers/sliding/notation.ts'
import { goalTable, manhattan } from '../../src/solvers/sliding/heuristics.ts'
import { CENSUS_HEURISTICS, censusHeuristic, heuristicCensus } from '../../src/solvers/search/census.ts'
import { positions, tableProblem, valuesOf, verdict } from '../../src/solvers/search/heuristic-check.ts'
import { runAlgorithm } from '../../src/solvers/search/algorithms.ts'
import { slidingProblem } from '../../src/solvers/search/sliding.ts'
import { isInputError } from '../../src/solvers/contract.ts'

const GOAL = defaultGoal(3, 3)
const pos = positions(GOAL)
const table = goalTable(GOAL)
const md = (tiles: number[]): number => manhattan(Uint8Array.from(tiles), table)

describe('heuristic check', () => {
  it('gives the census counts for every built-in heuristic on all 181,440 positions', () => {
    const census = heuristicCensus(GOAL)
    expect(pos.ranks.length).toBe(181_440)
    for (const row of census.heuristics) {
      const h = censusHeuristic(GOAL, row.heuristic)
      const v = verdict(
        pos,
        valuesOf(pos, (t) => h(Uint8Array.from(t))),
      )
      expect([v.positions, v.overestimates, v.inconsistentMoves, v.exact], row.heuristic).toEqual([
        census.positions,
        row.admissibleViolations,
        row.consistencyViolations,
        row.exact,
      ])
      v.meanByDistance.forEach((m, d) =>
        expect(m, `${row.heuristic} d=${d}`).toBeCloseTo(row.meanByDistance[d], 9),
      )
    }
    expect(CENSUS_HEURISTICS.length).toBe(census.heuristics.length)
  }, 120_000)

  it('Manhattan: admissible, consistent, never above or below itself', () => {
    const v = verdict(pos, valuesOf(pos, md))
    expect([v.overestimates, v.inconsistentMoves, v.aboveManhattan, v.belowManhattan, v.atGoal]).toEqual([
      0, 0, 0, 0, 0,
    ])
    expect(v.overestimateExample).toBeNull()
    expect(v.inconsistentExample).toBeNull()
  })

  it('catches an overestimate and draws a real one', () => {
    const v = verdict(
      pos,
      valuesOf(pos, (t) => md(t) + 1),
    ) // 1 at the goal: overestimates there and near it
    expect(v.overestimates).toBeGreaterThan(0)
    expect(v.aboveManhattan).toBe(181_440)
    const ex = v.overestimateExample!
    expect(ex.h).toBeGreaterThan(ex.d)
    expect(ex.h).toBe(md(ex.tiles) + 1)
  })

  it('catches an inconsistent move that is admissible (h drops by 2 in one move)', () => {
    // Manhattan, but 0 on every position one move from the goal's neighbours: admissible, not consistent.
    const v = verdict(
      pos,
      valuesOf(pos, (t) => (md(t) === 2 ? 0 : md(t))),
    )
    expect(v.overestimates).toBe(0)
    expect(v.inconsistentMoves).toBeGreaterThan(0)
    const { from, to } = v.inconsistentExample!
    expect(from.h).toBeGreaterThan(1 + to.h)
    const board: Board = { width: 3, height: 3, tiles: Uint8Array.from(from.tiles) }
    expect(legalMoves(board).some((m) => slide(board, m).tiles.join() === to.tiles.join())).toBe(true)
  })

  it('names a bad return value and the position', () => {
    const bad = (h: (t: number[]) => unknown): string => {
      try {
        valuesOf(pos, h as never)
        return 'no error'
      } catch (e) {
        expect(isInputError(e)).toBe(true)
        return (e as Error).message
      }
    }
    expect(bad((t) => (t[0] === 1 ? NaN : 0))).toMatch(/^h returned NaN for 1 \d \d\/\d \d \d\/\d \d \d/)
    expect(bad(() => -1)).toMatch(/^h returned -1 for /)
    expect(bad(() => '3')).toMatch(/^h returned "3" for /)
    expect(bad(() => undefined)).toMatch(/^h returned undefined for /)
    expect(() => verdict(pos, new Float64Array(5))).toThrow(/Expected 181440 values/)
  })

  it('a table of the values is the same heuristic to A*', () => {
    const start = parseBoard('8 6 7/2 5 4/3 0 1')
    const values = valuesOf(pos, md)
    const a = runAlgorithm(tableProblem(start, pos, values), { algorithm: 'astar' })
    const b = runAlgorithm(slidingProblem(start, GOAL, 'manhattan'), { algorithm: 'astar' })
    expect([a.moves.length, a.expanded, a.generated]).toEqual([b.moves.length, b.expanded, b.generated])
  })
})
