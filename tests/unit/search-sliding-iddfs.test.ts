// Iterative deepening on the tiles (sliding-iddfs.ts, what the sliding race runs) against the
// generic iterative deepening over the `Problem` interface (iddfs.ts, what the trace view and the
// experiment run): the same solution and the same counts (expanded, generated, peak stored,
// deepest) on the race bench's positions, on every board shape of the lab, towards other goals,
// and when the node budget stops them.
import { describe, expect, it } from 'vitest'
import { POSITIONS } from '../../bench/search.bench.ts'
import { mulberry32 } from '../../bench/lib.ts'
import { defaultGoal, type Board } from '../../src/solvers/sliding/model.ts'
import { isReachable } from '../../src/solvers/sliding/parity.ts'
import { iterativeDeepening } from '../../src/solvers/search/iddfs.ts'
import { BudgetStop, type SearchOptions } from '../../src/solvers/search/problem.ts'
import { slidingIterativeDeepening } from '../../src/solvers/search/sliding-iddfs.ts'
import { slidingProblem } from '../../src/solvers/search/sliding.ts'
import { slidingRace } from '../../src/solvers/search/jobs.ts'
import { boardData } from '../../src/solvers/sliding/model.ts'

/** Both forms' outcome: the result, or the counts a budget stop carries. */
function both(start: Board, goal: Board, options: SearchOptions = {}) {
  const problem = slidingProblem(start, goal, 'zero')
  const outcome = (run: () => unknown) => {
    try {
      return run()
    } catch (error) {
      if (error instanceof BudgetStop) return { stopped: error.stats }
      throw error
    }
  }
  return {
    generic: outcome(() => iterativeDeepening(problem, options)),
    special: outcome(() => slidingIterativeDeepening(start, goal, problem.depthBound ?? Infinity, options)),
  }
}

/** A random position of a width × height board from which `goal` can be reached. */
function shuffled(width: number, height: number, goal: Board, random: () => number): Board {
  for (;;) {
    const tiles = Uint8Array.from({ length: width * height }, (_, k) => k)
    for (let k = tiles.length - 1; k > 0; k--) {
      const j = Math.floor(random() * (k + 1))
      ;[tiles[k], tiles[j]] = [tiles[j], tiles[k]]
    }
    const board = { width, height, tiles }
    if (isReachable(board, goal)) return board
  }
}

describe('iterative deepening on the tiles', () => {
  const goal = defaultGoal(3, 3)

  it('agrees with the generic form on the race bench’s first positions: solution and counts', () => {
    for (const start of POSITIONS.slice(0, 8)) {
      const { generic, special } = both(start, goal)
      expect(special).toEqual(generic)
    }
  }, 120_000)

  it('agrees on every lab board shape, towards other goals, and at the start', () => {
    const random = mulberry32(31)
    for (const [width, height] of [
      [2, 2],
      [2, 3],
      [3, 2],
      [2, 4],
      [4, 2],
      [3, 3],
    ]) {
      for (let k = 0; k < 3; k++) {
        const to =
          k === 0 ? defaultGoal(width, height) : shuffled(width, height, defaultGoal(width, height), random)
        const from = shuffled(width, height, to, random)
        const { generic, special } = both(from, to, { budget: { maxNodes: 300_000 } })
        expect(special).toEqual(generic)
        const still = both(to, to) // already there: found at once, nothing expanded
        expect(still.special).toEqual(still.generic)
      }
    }
  })

  it('stops at the same node when the budget runs out, with the same counts', () => {
    for (const maxNodes of [0, 1, 5, 1000, 54_321]) {
      const { generic, special } = both(POSITIONS[0], goal, { budget: { maxNodes } })
      expect(generic).toHaveProperty('stopped')
      expect(special).toEqual(generic)
    }
  })

  it('is what the race runs for iterative deepening on unit costs', () => {
    const start = POSITIONS[1]
    const [row] = slidingRace({
      start: boardData(start),
      goal: boardData(goal),
      heuristic: 'manhattan',
      weight: 2,
      algorithms: ['iddfs'],
    }).rows
    const generic = iterativeDeepening(slidingProblem(start, goal, 'zero'))
    expect({ ...row, ms: 0 }).toMatchObject({
      moves: generic.moves,
      expanded: generic.expanded,
      generated: generic.generated,
      peakStored: generic.peakStored,
      deepest: generic.deepest,
      optimal: true,
    })
  })
})
