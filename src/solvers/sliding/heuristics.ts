/**
 * Lower bounds on the number of moves left — the heuristics of A* and IDA*.
 *
 * Vocabulary:
 *   Manhattan distance  for each tile, rows plus columns to its goal cell, summed. Every move
 *                       moves one tile one cell, so it never overestimates (it is admissible).
 *   linear conflict     two tiles in their goal row (or column) but in the wrong order: one of
 *                       them must leave the line and come back, two moves Manhattan does not
 *                       count. Per line we add 2 × (tiles that must leave), the tiles not on a
 *                       longest increasing subsequence of goal positions.
 *   GoalTable           dist[tile · n + cell] = Manhattan distance of `tile` on `cell`.
 */
import type { Board, Tiles } from './model.ts'

export type GoalTable = { width: number; height: number; n: number; goalCell: Int32Array; dist: Uint8Array }

export function goalTable(goal: Board): GoalTable {
  const { width, height } = goal
  const n = width * height
  const goalCell = new Int32Array(n)
  goal.tiles.forEach((tile, cell) => {
    goalCell[tile] = cell
  })
  const dist = new Uint8Array(n * n)
  for (let tile = 1; tile < n; tile++) {
    const g = goalCell[tile]
    for (let cell = 0; cell < n; cell++) {
      dist[tile * n + cell] =
        Math.abs(Math.floor(cell / width) - Math.floor(g / width)) + Math.abs((cell % width) - (g % width))
    }
  }
  return { width, height, n, goalCell, dist }
}

// #region manhattan
/** Sum over the tiles (not the blank) of rows plus columns to the goal cell. */
export function manhattan(tiles: Tiles, table: GoalTable): number {
  let h = 0
  for (let cell = 0; cell < table.n; cell++)
    if (tiles[cell] !== 0) h += table.dist[tiles[cell] * table.n + cell]
  return h
}
// #endregion manhattan

// #region linear-conflict
/** Tiles of one line that must leave it: those off a longest increasing subsequence of goal places. */
function mustLeave(goalPlaces: number[]): number {
  const ends: number[] = [] // ends[k] = smallest last value of an increasing subsequence of length k + 1
  for (const p of goalPlaces) {
    let lo = 0
    let hi = ends.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (ends[mid] < p) lo = mid + 1
      else hi = mid
    }
    ends[lo] = p
  }
  return goalPlaces.length - ends.length
}

/** Tiles of row r that must leave it and return: those in their goal row, taken left to right. */
export function rowConflicts(tiles: Tiles, table: GoalTable, r: number): number {
  const { width, goalCell } = table
  const places: number[] = [] // goal columns of tiles in row r whose goal row is r, left to right
  for (let c = 0; c < width; c++) {
    const t = tiles[r * width + c]
    if (t !== 0 && Math.floor(goalCell[t] / width) === r) places.push(goalCell[t] % width)
  }
  return mustLeave(places)
}

/** Tiles of column c that must leave it and return: those in their goal column, top to bottom. */
export function columnConflicts(tiles: Tiles, table: GoalTable, c: number): number {
  const { width, height, goalCell } = table
  const places: number[] = []
  for (let r = 0; r < height; r++) {
    const t = tiles[r * width + c]
    if (t !== 0 && goalCell[t] % width === c) places.push(Math.floor(goalCell[t] / width))
  }
  return mustLeave(places)
}

/** Manhattan distance plus 2 for every tile that must leave its goal row or column and return. */
export function linearConflict(tiles: Tiles, table: GoalTable): number {
  let extra = 0
  for (let r = 0; r < table.height; r++) extra += rowConflicts(tiles, table, r)
  for (let c = 0; c < table.width; c++) extra += columnConflicts(tiles, table, c)
  return manhattan(tiles, table) + 2 * extra
}
// #endregion linear-conflict
