// The heuristics census against a brute-force check: every position's true distance by its own
// BFS, every move's change of h by replaying the move, on the whole 2×3 state space; on the 3×3,
// the counts the theory predicts.
import { describe, expect, it } from 'vitest'
import { expectStopsOnSignal } from './helpers.ts'
import { bfsPath } from '../../src/solvers/sliding/bfs.ts'
import { defaultGoal, legalMoves, slide, type Board } from '../../src/solvers/sliding/model.ts'
import { isReachable } from '../../src/solvers/sliding/parity.ts'
import { FACTORIAL, unrank } from '../../src/solvers/sliding/rank.ts'
import { parseBoard } from '../../src/solvers/sliding/notation.ts'
import {
  CENSUS_HEURISTICS,
  branchingFactors,
  censusHeuristic,
  effectiveBranchingFactor,
  heuristicCensus,
} from '../../src/solvers/search/census.ts'

function bruteForce(
  goal: Board,
  name: (typeof CENSUS_HEURISTICS)[number],
): { admissible: number; consistent: number } {
  const h = censusHeuristic(goal, name)
  const n = goal.tiles.length
  let admissible = 0
  let consistent = 0
  for (let r = 0; r < FACTORIAL[n]; r++) {
    const board: Board = { width: goal.width, height: goal.height, tiles: unrank(r, new Uint8Array(n)) }
    if (!isReachable(board, goal)) continue
    const d = bfsPath(board, goal)!.moves.length
    const hs = h(board.tiles)
    if (hs > d) admissible++
    for (const tile of legalMoves(board)) if (hs > 1 + h(slide(board, tile).tiles)) consistent++
  }
  return { admissible, consistent }
}

describe('heuristic census', () => {
  it('matches a brute-force check of every 2×3 position and move', () => {
    for (const goal of [defaultGoal(3, 2), parseBoard('1 2 3/4 0 5')]) {
      const census = heuristicCensus(goal)
      expect(census.positions).toBe(360)
      for (const row of census.heuristics) {
        const brute = bruteForce(goal, row.heuristic)
        expect([row.admissibleViolations, row.consistencyViolations], row.heuristic).toEqual([
          brute.admissible,
          brute.consistent,
        ])
      }
    }
  })

  it('on all 181,440 3×3 positions, finds what the theory says', () => {
    const census = heuristicCensus(defaultGoal(3, 3))
    expect(census.positions).toBe(181_440)
    expect(census.maxDistance).toBe(31)
    const row = Object.fromEntries(census.heuristics.map((h) => [h.heuristic, h]))
    // Misplaced tiles, Manhattan and linear conflict change by at most one a move and are 0 at the goal.
    for (const name of ['misplaced', 'manhattan', 'linear-conflict'] as const) {
      expect([row[name].admissibleViolations, row[name].consistencyViolations], name).toEqual([0, 0])
    }
    // Every admissible heuristic (and their max) never overestimates.
    for (const name of ['pdb', 'max', 'manhattan-even'] as const)
      expect(row[name].admissibleViolations, name).toBe(0)
    // Rounding Manhattan down to even is admissible but not consistent; doubling it is neither.
    expect(row['manhattan-even'].consistencyViolations).toBeGreaterThan(0)
    expect(row['double-manhattan'].admissibleViolations).toBeGreaterThan(0)
    expect(row['double-manhattan'].consistencyViolations).toBeGreaterThan(0)
    // An example of inconsistency is a real move whose h drops by 2 or more.
    const ex = row['manhattan-even'].inconsistentExample!
    expect(ex.hFrom - ex.hTo).toBeGreaterThanOrEqual(2)
    const from: Board = { width: 3, height: 3, tiles: Uint8Array.from(ex.from) }
    expect(legalMoves(from).some((t) => slide(from, t).tiles.join() === ex.to.join())).toBe(true)
    // The joint counts add up to every position.
    for (const h of census.heuristics) expect(h.counts.flat().reduce((a, b) => a + b, 0)).toBe(181_440)
  }, 60_000)

  it('the effective branching factor solves N + 1 = 1 + b + … + b^d', () => {
    expect(effectiveBranchingFactor(52, 5)).toBeCloseTo(1.92, 2) // Russell & Norvig's example
    expect(effectiveBranchingFactor(0, 0)).toBe(1)
    const goal = defaultGoal(3, 3)
    const starts = ['8 6 7/2 5 4/3 0 1', '1 2 3/4 5 6/0 7 8', '4 1 3/7 2 6/0 5 8'].map(parseBoard)
    const rows = branchingFactors(starts, goal, ['misplaced', 'manhattan'])
    expect(rows[0].ebf).toBeGreaterThan(rows[1].ebf) // the better-informed heuristic branches less
    expect(rows[0].meanLength).toBe(rows[1].meanLength)
  })

  it('stops on Cancel', async () => {
    await expectStopsOnSignal((signal) => heuristicCensus(defaultGoal(3, 3), CENSUS_HEURISTICS, { signal }))
  })
})
