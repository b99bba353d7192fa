/**
 * Tile swap — the grid, its notation, and the swaps that change it.
 *
 * Vocabulary:
 *   grid      rows × cols cells, each 0 or 1, stored row-major in a Uint8Array. Cell (r, c) has
 *             index r * cols + c; rows and columns are numbered from 0 in code. The reader sees
 *             one numbering only, from 1: the cell label r2c3 is row 2, column 3 (cellLabel).
 *   one       a cell holding 1 (the source calls them pieces). A zero is an empty cell.
 *   notation  rows of 0/1 separated by "/": `1101/0110/0100/1010`. Spaces are ignored.
 *   pair      a start grid and a goal grid of the same shape with the same number of ones,
 *             written `start goal` (whitespace between). Without a goal, the goal is the same
 *             shape with all the ones first in row-major order (the source's "sorted state").
 *   swap      two orthogonally adjacent cells exchanged, as [i, j] cell indices. Only swaps of a 1
 *             with a 0 change anything; a shortest sequence has no others.
 *   cost      the Manhattan distance |r1 − r2| + |c1 − c2| between two cells.
 *   NotationError  what the parsers throw (contract.ts); the message names the row, column and character.
 */
import { NotationError } from '../contract.ts'

export { NotationError }

export type Cells = Uint8Array // row-major, 1 = one, 0 = empty
export type Grid = { rows: number; cols: number; cells: Cells }
export type Swap = readonly [number, number] // adjacent cell indices, in the order played
export type Pair = { start: Grid; goal: Grid }

/** The largest side the parsers accept; the notebook's widgets go up to 64 × 64. */
export const MAX_SIDE = 128

/** The longest stretch of the reader's text a message quotes (the rest is cut, with "…"). */
export const MAX_QUOTE = 60

/** `text` in quotes for a message, cut to MAX_QUOTE characters. */
export function quote(text: string): string {
  return JSON.stringify(text.length > MAX_QUOTE ? `${text.slice(0, MAX_QUOTE)}…` : text)
}

// #region parse
/** Read `1101/0110/0100/1010`; throws NotationError naming the bad row, column or character. */
export function parseGrid(text: string, what = 'grid'): Grid {
  const rowsText = text.replace(/\s+/g, '').split('/')
  if (rowsText.length === 1 && rowsText[0] === '') throw new NotationError(`The ${what} is empty.`)
  const cols = rowsText[0].length
  if (rowsText.every((row) => row === '')) {
    throw new NotationError(
      `The ${what} ${quote(text.trim())} has no cells: each of its ${rowsText.length} rows is empty (a row is 0s and 1s, such as 1101).`,
    )
  }
  if (rowsText.length > MAX_SIDE || cols > MAX_SIDE) {
    throw new NotationError(
      `The ${what} is ${rowsText.length} × ${cols}; the largest side allowed is ${MAX_SIDE}.`,
    )
  }
  const cells = new Uint8Array(rowsText.length * cols)
  rowsText.forEach((row, r) => {
    if (row.length !== cols) {
      throw new NotationError(`Row ${r + 1} of the ${what} has ${row.length} cells, but row 1 has ${cols}.`)
    }
    for (let c = 0; c < cols; c++) {
      const ch = row[c]
      if (ch !== '0' && ch !== '1') {
        throw new NotationError(
          `Row ${r + 1}, column ${c + 1} of the ${what} is ${quote(ch)}: a cell is 0 or 1.`,
        )
      }
      cells[r * cols + c] = ch === '1' ? 1 : 0
    }
  })
  return { rows: rowsText.length, cols, cells }
}
// #endregion parse

/** `1101/0110/0100/1010` for a grid. */
export function formatGrid(grid: Grid): string {
  const rows: string[] = []
  for (let r = 0; r < grid.rows; r++)
    rows.push(grid.cells.subarray(r * grid.cols, (r + 1) * grid.cols).join(''))
  return rows.join('/')
}

export function countOnes(cells: Cells): number {
  let n = 0
  for (let i = 0; i < cells.length; i++) n += cells[i]
  return n
}

/** The same shape as `grid` with its ones first in row-major order: the source's sorted state. */
export function sortedGoal(grid: Grid): Grid {
  const cells = new Uint8Array(grid.cells.length)
  cells.fill(1, 0, countOnes(grid.cells))
  return { rows: grid.rows, cols: grid.cols, cells }
}

/** Why `start` cannot be turned into `goal`, or null when it can. */
export function mismatch(start: Grid, goal: Grid): string | null {
  if (start.rows !== goal.rows || start.cols !== goal.cols) {
    return `The start grid is ${start.rows} × ${start.cols} but the goal grid is ${goal.rows} × ${goal.cols}; they must have the same shape.`
  }
  const a = countOnes(start.cells)
  const b = countOnes(goal.cells)
  if (a !== b)
    return `The start grid has ${a} ones but the goal grid has ${b}; a swap never changes the number of ones.`
  return null
}

/** Read `start goal` (or `start` alone, with the sorted goal); throws NotationError. */
export function parsePair(text: string): Pair {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '')
  if (words.length === 0) throw new NotationError('Expected a start grid such as 1101/0110/0100/1010.')
  if (words.length > 2) {
    throw new NotationError(
      `Expected a start grid and a goal grid, got ${words.length} grids (rows are joined by "/", not spaces).`,
    )
  }
  const start = parseGrid(words[0], 'start grid')
  const goal = words.length === 2 ? parseGrid(words[1], 'goal grid') : sortedGoal(start)
  const why = mismatch(start, goal)
  if (why) throw new NotationError(why)
  return { start, goal }
}

export function formatPair(pair: Pair): string {
  return `${formatGrid(pair.start)} ${formatGrid(pair.goal)}`
}

/** The indices of the ones, ascending. */
export function onesOf(cells: Cells): Int32Array {
  const out = new Int32Array(countOnes(cells))
  for (let i = 0, k = 0; i < cells.length; i++) if (cells[i]) out[k++] = i
  return out
}

/** Manhattan distance between cells a and b of a grid with `cols` columns. */
export function manhattan(a: number, b: number, cols: number): number {
  const dr = Math.floor(a / cols) - Math.floor(b / cols)
  const dc = (a % cols) - (b % cols)
  return (dr < 0 ? -dr : dr) + (dc < 0 ? -dc : dc)
}

export function areAdjacent(a: number, b: number, cols: number, cellCount: number): boolean {
  if (a < 0 || b < 0 || a >= cellCount || b >= cellCount) return false
  return manhattan(a, b, cols) === 1
}

export type ReplayResult = { ok: true; cells: Cells } | { ok: false; at: number; reason: string }

/**
 * Plays `swaps` on a copy of `start`: every swap must join two adjacent cells. Returns the cells
 * reached, or where and why the sequence is illegal. Tests, widgets and the CLI all use it.
 */
export function replay(start: Grid, swaps: readonly Swap[]): ReplayResult {
  const cells = start.cells.slice()
  for (let k = 0; k < swaps.length; k++) {
    const [a, b] = swaps[k]
    if (!areAdjacent(a, b, start.cols, cells.length)) {
      const name = (i: number): string =>
        i >= 0 && i < cells.length ? cellLabel(i, start.cols) : 'a cell outside the grid'
      const why = a === b ? 'the same cell twice' : 'cells that do not share a side'
      return { ok: false, at: k, reason: `Swap ${k + 1} joins ${name(a)} and ${name(b)}: ${why}.` }
    }
    const t = cells[a]
    cells[a] = cells[b]
    cells[b] = t
  }
  return { ok: true, cells }
}

/** True when `swaps` replays legally from `start` and ends exactly on `goal`. */
export function isSolution(start: Grid, goal: Grid, swaps: readonly Swap[]): boolean {
  const r = replay(start, swaps)
  return r.ok && sameCells(r.cells, goal.cells)
}

export function sameCells(a: Cells, b: Cells): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

/** "row 2, column 3" (counting from 1, as the article numbers them): the words for cellLabel. */
export function cellName(index: number, cols: number): string {
  return `row ${Math.floor(index / cols) + 1}, column ${(index % cols) + 1}`
}

/** "r2c3": row 2, column 3, counting from 1 from the top left; the name the move notation uses. */
export function cellLabel(index: number, cols: number): string {
  return `r${Math.floor(index / cols) + 1}c${(index % cols) + 1}`
}

/** A grid of the given shape with exactly `ones` ones at random places (Fisher–Yates on indices). */
export function randomGrid(
  rows: number,
  cols: number,
  ones: number,
  random: () => number = Math.random,
): Grid {
  const n = rows * cols
  const order = Int32Array.from({ length: n }, (_, i) => i)
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    const t = order[i]
    order[i] = order[j]
    order[j] = t
  }
  const cells = new Uint8Array(n)
  for (let k = 0; k < ones; k++) cells[order[k]] = 1
  return { rows, cols, cells }
}
