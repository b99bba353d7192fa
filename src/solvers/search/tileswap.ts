/**
 * Tile swap as a search problem (grids of up to 16 cells), for the "beyond sliding" race.
 *
 * Vocabulary:
 *   state      the grid as a bit mask: bit i set when cell i (row-major) holds a one. It is its
 *              own key.
 *   move       a swap [a, b] of two adjacent cells holding a one and a zero, a < b.
 *   order      successors in one fixed order: pairs (a, a + 1) and (a, a + cols) for a = 0, 1, …,
 *              the right neighbour before the one below.
 *   heuristics 'mismatch': cells that differ from the goal, halved and rounded up (one swap mends
 *              at most two). 'matching': the min-cost matching of ones to goal cells by Manhattan
 *              distance (src/solvers/tileswap/hungarian.ts) — admissible because a swap moves one
 *              one by one cell; the tile-swap article proves it is exactly the fewest swaps.
 */
import { popcount } from '../bits.ts'
import { InputError } from '../contract.ts'
import { hungarian, manhattanCosts } from '../tileswap/hungarian.ts'
import { mismatch, type Grid, type Pair, type Swap } from '../tileswap/grid.ts'
import type { Problem, Successor } from './problem.ts'

export const SWAP_HEURISTICS = ['mismatch', 'matching'] as const
export type SwapHeuristic = (typeof SWAP_HEURISTICS)[number] | 'zero'

export const MAX_SWAP_CELLS = 16

export function maskOfGrid(grid: Grid): number {
  let mask = 0
  for (let i = 0; i < grid.cells.length; i++) if (grid.cells[i]) mask |= 1 << i
  return mask
}

/** The cells holding ones, in increasing order. */
function onesOfMask(mask: number, cells: number): Int32Array {
  const out: number[] = []
  for (let i = 0; i < cells; i++) if ((mask >>> i) & 1) out.push(i)
  return Int32Array.from(out)
}

/** The adjacent pairs of a rows × cols grid, in the documented order. */
export function adjacentPairs(rows: number, cols: number): Swap[] {
  const pairs: Swap[] = []
  for (let a = 0; a < rows * cols; a++) {
    if (a % cols < cols - 1) pairs.push([a, a + 1])
    if (a + cols < rows * cols) pairs.push([a, a + cols])
  }
  return pairs
}

export function swapHeuristic(goal: Grid, name: SwapHeuristic): (mask: number) => number {
  const goalMask = maskOfGrid(goal)
  const n = goal.cells.length
  const goalOnes = onesOfMask(goalMask, n)
  if (name === 'zero') return () => 0
  if (name === 'mismatch') return (mask) => Math.ceil(popcount(mask ^ goalMask) / 2)
  return (mask) => hungarian(goalOnes.length, manhattanCosts(onesOfMask(mask, n), goalOnes, goal.cols)).cost
}

// #region tileswap-problem
export function tileSwapProblem(pair: Pair, heuristic: SwapHeuristic = 'matching'): Problem<number, Swap> {
  const { start, goal } = pair
  const n = start.cells.length
  if (n > MAX_SWAP_CELLS)
    throw new InputError(
      `The search lab takes tile-swap grids of up to ${MAX_SWAP_CELLS} cells; this one has ${n}.`,
    )
  const wrong = mismatch(start, goal)
  if (wrong) throw new InputError(wrong)
  const pairs = adjacentPairs(start.rows, start.cols)
  const goalMask = maskOfGrid(goal)
  const successors = (mask: number): Successor<number, Swap>[] => {
    const out: Successor<number, Swap>[] = []
    for (const [a, b] of pairs) {
      if (((mask >>> a) & 1) !== ((mask >>> b) & 1))
        out.push({ state: mask ^ (1 << a) ^ (1 << b), move: [a, b] })
    }
    return out
  }
  return {
    start: maskOfGrid(start),
    goal: goalMask,
    isGoal: (mask) => mask === goalMask,
    successors,
    predecessors: successors, // a swap undoes itself
    key: (mask) => mask,
    h: swapHeuristic(goal, heuristic),
    depthBound: n * n, // no one travels farther than the grid's span; a loose, safe bound
  }
}
// #endregion tileswap-problem
