/**
 * "Check yourself": the reader types swaps ("14-10 10-11 …", cell numbers from 0 in row-major
 * order, as the command line prints them); the checker replays them and says whether they reach
 * the goal and whether they are the fewest. Pure (unit-tested); the DOM wiring is in exercise.ts.
 */
import { replay, sameCells, type Grid, type Swap } from '../../src/solvers/tileswap/grid.ts'
import { parseSwaps } from '../../src/solvers/tileswap/moves.ts'

export { parseSwaps }

/** The feedback sentence for `swaps` from `start` to `goal`, whose fewest is `fewest`. */
export function checkSwaps(start: Grid, goal: Grid, swaps: readonly Swap[], fewest: number): { ok: boolean; text: string } {
  const r = replay(start, swaps)
  if (!r.ok) return { ok: false, text: `Not legal: ${r.reason}` }
  if (!sameCells(r.cells, goal.cells)) {
    let off = 0
    for (let i = 0; i < r.cells.length; i++) if (r.cells[i] !== goal.cells[i]) off++
    return { ok: false, text: `Legal, but after ${swaps.length} swaps ${off} cells still differ from the goal.` }
  }
  if (swaps.length === fewest) return { ok: true, text: `Solved in ${swaps.length} swaps: that is the fewest possible.` }
  return { ok: true, text: `Solved in ${swaps.length} swaps; the fewest is ${fewest}, so ${swaps.length - fewest} could be saved.` }
}
