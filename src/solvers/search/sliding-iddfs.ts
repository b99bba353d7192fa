/**
 * Iterative deepening on a sliding board, without the `Problem` interface: the one search of the
 * race specialised to one puzzle, because it expands by far the most nodes (2.2 million per
 * position on average over the race bench's 100 random 3×3 positions, 64 million on the first 30
 * alone) and the generic form spent most of its time making each successor's state
 * (src/solvers/search/sliding.ts's encoding) only to test it for the goal.
 *
 * It is `iterativeDeepening` of iddfs.ts, step for step, on the tiles themselves: the slide is
 * made in place and undone on the way back, and the goal test is a count of the cells that differ
 * from the goal, kept up to date by each slide. The same order (the tile above the blank, then
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
  // off[16c + t]: 1 when tile t (0: the blank) on cell c is not the goal's
  const off = new Uint8Array(16 * cells)
  for (let c = 0; c < cells; c++) for (let t = 0; t < 16; t++) off[16 * c + t] = goal.tiles[c] === t ? 0 : 1
  let wrong = 0 // the cells that differ from the goal: the goal is reached when none do
  for (let c = 0; c < cells; c++) wrong += off[16 * c + tiles[c]]
  const solution: number[] = [] // filled backwards once the goal is found

  /** Depth-first below the board as it is (blank on `blank`, which was on `before`), at `depth`, down to `limit`. */
  function limited(blank: number, before: number, depth: number, limit: number): boolean {
    tally.stored(depth + 1) // the states on the path: all that is stored
    if (wrong === 0) return true
    if (depth === limit) return false
    tally.admit() // the node budget is exact: never a node past it
    const count = sides[blank]
    tally.expand(depth, count) // every successor is generated, the one back to `before` too
    for (let k = 0; k < count; k++) {
      const from = near[4 * blank + k]
      if (from === before) continue // never undo the last move
      const tile = tiles[from]
      const change = off[16 * blank + tile] + off[16 * from] - off[16 * from + tile] - off[16 * blank]
      tiles[blank] = tile // slide
      tiles[from] = 0
      wrong += change
      const found = limited(from, blank, depth + 1, limit)
      tiles[from] = tile // and back
      tiles[blank] = 0
      wrong -= change
      if (found) {
        solution.push(tile)
        return true
      }
    }
    return false
  }

  const blank = tiles.indexOf(0)
  for (let limit = 0; limit <= maxDepth; limit++) {
    if (limited(blank, -1, 0, limit)) return tally.result(solution.reverse())
    tally.checkIn(limit)
  }
  return tally.result(null)
}
