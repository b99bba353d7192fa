/**
 * Iterative deepening on a sliding board, without the `Problem` interface: the one search of the
 * race specialised to one puzzle, because it expands by far the most nodes (2.2 million per
 * position on average over the race bench's 100 random 3×3 positions, 64 million on the first 30
 * alone) and the generic form spent most of its time making each successor's state
 * (src/solvers/search/sliding.ts's encoding) only to test it for the goal.
 *
 * It is `iterativeDeepening` of iddfs.ts, step for step, on the tiles themselves: the slide is
 * made in place and undone on the way back, and the goal test is a count of the cells that differ
 * from the goal, carried down the recursion and changed by each slide (tables made once per search
 * say by how much, and which slides a blank cell has besides the one back). The same order (the tile above the blank, then
 * left, right, below: the adapter's order), the same "never undo the last move" (a slide that
 * puts the blank back on the cell it just left), the same counters at the same moments (`Tally`:
 * node budget, stored path, progress and Cancel), so the same solution and the same counts; a unit
 * test holds the two to that on the race bench's positions. The trace view and the experiment use
 * the generic form; the race uses this one for unit costs (race.ts, `RaceSpec.special`).
 */
import { neighbourTable, type Board } from '../sliding/model.ts'
import { Tally, type SearchOptions, type SearchResult } from './problem.ts'

export function slidingIterativeDeepening(
  start: Board,
  goal: Board,
  maxDepth: number,
  options: SearchOptions = {},
): SearchResult<number> {
  const tally = new Tally(options)
  const cells = start.tiles.length
  const tiles = Uint8Array.from(start.tiles)
  // near[4c + k]: the k-th cell a tile slides from into blank cell c; sides[c]: how many
  const near = new Int8Array(4 * cells)
  const sides = new Uint8Array(cells)
  neighbourTable(start.width, start.height).forEach((from, c) => {
    sides[c] = from.length
    from.forEach((f, k) => (near[4 * c + k] = f))
  })
  // onwardFrom[4a + k], a = b(cells + 1) + p + 1: the k-th of those cells but p, the blank's cell before
  // (never undo the last move; p = −1 at the start); onward[a]: how many
  const onward = new Uint8Array(cells * (cells + 1))
  const onwardFrom = new Int8Array(4 * cells * (cells + 1))
  for (let b = 0; b < cells; b++)
    for (let p = -1; p < cells; p++) {
      const at = b * (cells + 1) + p + 1
      for (let k = 0; k < sides[b]; k++)
        if (near[4 * b + k] !== p) onwardFrom[4 * at + onward[at]++] = near[4 * b + k]
    }
  // off[16c + t]: 1 when tile t (0: the blank) on cell c is not the goal's
  const off = new Uint8Array(16 * cells)
  for (let c = 0; c < cells; c++) for (let t = 0; t < 16; t++) off[16 * c + t] = goal.tiles[c] === t ? 0 : 1
  // shift[(cells · b + f) · 16 + t]: the change in the cells off the goal when tile t slides from f into b
  const shift = new Int8Array(cells * cells * 16)
  for (let b = 0; b < cells; b++)
    for (let f = 0; f < cells; f++)
      for (let t = 0; t < 16; t++)
        shift[(cells * b + f) * 16 + t] = off[16 * b + t] + off[16 * f] - off[16 * f + t] - off[16 * b]
  let wrong = 0 // the cells that differ from the goal: the goal is reached when none do
  for (let c = 0; c < cells; c++) wrong += off[16 * c + tiles[c]]
  const solution: number[] = [] // filled backwards once the goal is found

  /**
   * Depth-first below the board as it is (blank on `blank`, which was on `before`; `wrong` cells off
   * the goal), at `depth`, down to `limit`.
   */
  function limited(blank: number, before: number, wrong: number, depth: number, limit: number): boolean {
    tally.stored(depth + 1) // the states on the path: all that is stored
    if (wrong === 0) return true
    if (depth === limit) return false
    tally.admit() // the node budget is exact: never a node past it
    const count = sides[blank]
    tally.expand(depth, count) // every successor is generated, the one back to `before` too
    const at = blank * (cells + 1) + before + 1
    const ways = onward[at]
    if (depth + 1 === limit) {
      // The children are leaves: test each here rather than in a call of its own (most calls were
      // leaves), with the same count and the same order as the call would make.
      if (ways > 0) tally.stored(limit + 1)
      for (let k = 0; k < ways; k++) {
        const from = onwardFrom[4 * at + k]
        const tile = tiles[from]
        if (wrong + shift[(cells * blank + from) * 16 + tile] === 0) {
          solution.push(tile)
          return true
        }
      }
      return false
    }
    for (let k = 0; k < ways; k++) {
      const from = onwardFrom[4 * at + k]
      const tile = tiles[from]
      tiles[blank] = tile // slide
      tiles[from] = 0
      const found = limited(from, blank, wrong + shift[(cells * blank + from) * 16 + tile], depth + 1, limit)
      tiles[from] = tile // and back
      tiles[blank] = 0
      if (found) {
        solution.push(tile)
        return true
      }
    }
    return false
  }

  const blank = tiles.indexOf(0)
  for (let limit = 0; limit <= maxDepth; limit++) {
    if (limited(blank, -1, wrong, 0, limit)) return tally.result(solution.reverse())
    tally.checkIn(limit)
  }
  return tally.result(null)
}
