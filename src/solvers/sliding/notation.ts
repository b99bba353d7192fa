/**
 * Sliding-puzzle notation — text a person types ⇄ the typed board the solvers use.
 *
 * Vocabulary:
 *   board text  rows separated by "/", tiles by spaces, 0 = blank: `1 2 3/4 0 5/6 7 8`.
 *               Rows must all have the same length; sides 2..4 (2×3, 3×4 … are fine).
 *               A flat list of 4, 9 or 16 numbers (no slashes) is read as a square board,
 *               so a line of Korf's instance file can be pasted as it is.
 *   tiles       each of 0 .. n − 1 exactly once, where n = width × height.
 *   moves text  tile numbers separated by spaces and/or commas: `5 8 7`.
 *   task text   a board and its goal joined by "to": `1 2 3/0 5 8/4 6 7 to 1 2 3/4 0 5/6 7 8`;
 *               without "to …" the goal is the default one (1, 2, … with the blank last).
 *   NotationError  the only error these parsers throw; its message names the value and where.
 */
import { MAX_SIDE, MIN_SIDE, defaultGoal, type Board, type Move } from './model.ts'
import { NotationError } from '../contract.ts'

export { NotationError }

/** The seed's example in our numbering (its tiles 6–9 are our 5–8), and its goal: blank in the centre. */
export const EXAMPLE = '1 2 3/0 5 8/4 6 7'
export const EXAMPLE_GOAL = '1 2 3/4 0 5/6 7 8'

function quote(token: string): string {
  return JSON.stringify(token.length > 20 ? `${token.slice(0, 20)}…` : token)
}

function words(text: string): string[] {
  return text.split(/\s+/).filter((w) => w !== '')
}

/** The rows of a board text; a flat square list is cut into rows. */
function splitRows(text: string): string[][] {
  if (text.includes('/')) return text.split('/').map(words)
  const flat = words(text)
  if (flat.length === 0) throw new NotationError('Expected a board such as "1 2 3/4 0 5/6 7 8", got nothing.')
  const side = Math.round(Math.sqrt(flat.length))
  if (side * side !== flat.length || side < MIN_SIDE || side > MAX_SIDE) {
    // Name what was typed: "3 numbers", or the first word that is not a number at all.
    const odd = flat.find((w) => !/^\d+$/.test(w))
    const got =
      odd !== undefined
        ? `"${odd.length > 20 ? odd.slice(0, 20) + '…' : odd}", which is not a number`
        : `${flat.length} number${flat.length === 1 ? '' : 's'}`
    throw new NotationError(
      `Expected rows separated by "/" (or 4, 9 or 16 numbers for a square board), got ${got}.`,
    )
  }
  return Array.from({ length: side }, (_, r) => flat.slice(r * side, (r + 1) * side))
}

/** Which shapes a parser accepts: sides from MIN_SIDE to `maxSide`, at most `maxCells` cells. */
export type ShapeLimits = { maxSide: number; maxCells: number }
/** Every solver's boards: 2×2 up to 4×4. */
export const BOARD_LIMITS: ShapeLimits = { maxSide: MAX_SIDE, maxCells: MAX_SIDE * MAX_SIDE }
/** The complete BFS's boards (`sliding distances`, the census of 12 cells): up to 12 cells, sides up to 6 (2×6, 3×4 …). */
export const CENSUS_LIMITS: ShapeLimits = { maxSide: 6, maxCells: 12 }

function checkShape(rows: string[][], limits: ShapeLimits): void {
  const width = rows[0].length
  const ragged = rows.findIndex((row) => row.length !== width)
  if (ragged >= 0) {
    throw new NotationError(
      `Row ${ragged + 1} has ${rows[ragged].length} tiles but row 1 has ${width}: every row needs the same number.`,
    )
  }
  for (const [what, side] of [
    ['rows', rows.length],
    ['columns', width],
  ] as const) {
    if (side < MIN_SIDE || side > limits.maxSide) {
      throw new NotationError(`A board has ${MIN_SIDE} to ${limits.maxSide} ${what}, got ${side}.`)
    }
  }
  if (width * rows.length > limits.maxCells) {
    throw new NotationError(
      `A board here has at most ${limits.maxCells} cells, got ${width}×${rows.length} = ${width * rows.length}.`,
    )
  }
}

function checkTiles(tiles: number[], rows: string[][]): void {
  const n = tiles.length
  const width = rows[0].length
  const seen = new Int32Array(n).fill(-1)
  tiles.forEach((tile, cell) => {
    const where = `row ${Math.floor(cell / width) + 1}, column ${(cell % width) + 1}`
    if (tile >= n)
      throw new NotationError(
        `Tile ${tile} (${where}) is too big: a ${width}×${rows.length} board has tiles 0 to ${n - 1}.`,
      )
    if (seen[tile] >= 0) {
      const first = seen[tile]
      throw new NotationError(
        `Tile ${tile} appears twice (row ${Math.floor(first / width) + 1}, column ${(first % width) + 1} and ${where}).`,
      )
    }
    seen[tile] = cell
  })
}

/** Read a board such as `1 2 3/4 0 5/6 7 8`; throws NotationError naming what is wrong. */
export function parseBoard(text: string): Board {
  return parseBoardWithin(text, BOARD_LIMITS)
}

/** `parseBoard` for the complete BFS's boards: up to 12 cells, sides up to 6 (2×6, 3×4 …). */
export function parseCensusBoard(text: string): Board {
  return parseBoardWithin(text, CENSUS_LIMITS)
}

function parseBoardWithin(text: string, limits: ShapeLimits): Board {
  const rows = splitRows(text.trim())
  const tokens = rows.flat()
  tokens.forEach((token, k) => {
    if (!/^\d+$/.test(token))
      throw new NotationError(`${quote(token)} is not a tile number (tile #${k + 1}).`)
  })
  if (tokens.length === 0)
    throw new NotationError('Expected a board such as "1 2 3/4 0 5/6 7 8", got nothing.')
  checkShape(rows, limits)
  const tiles = tokens.map(Number)
  checkTiles(tiles, rows)
  return { width: rows[0].length, height: rows.length, tiles: Uint8Array.from(tiles) }
}

/** `1 2 3/4 0 5/6 7 8` for that board. */
export function formatBoard(board: Board): string {
  const rows: string[] = []
  for (let r = 0; r < board.height; r++)
    rows.push(Array.from(board.tiles.subarray(r * board.width, (r + 1) * board.width)).join(' '))
  return rows.join('/')
}

/** Read moves such as `5 8 7` or `5,8,7`; throws NotationError naming the bad token. */
export function parseMoves(text: string, board?: Board): Move[] {
  const n = board ? board.width * board.height : 16
  return text
    .split(/[\s,]+/)
    .filter((t) => t !== '')
    .map((token, k) => {
      const tile = /^\d+$/.test(token) ? Number(token) : NaN
      if (!(tile >= 1 && tile < n))
        throw new NotationError(
          `${quote(token)} (move ${k + 1}) is not a tile: tiles are numbered 1 to ${n - 1}.`,
        )
      return tile
    })
}

/** `5 8 7`: the tiles that slide, separated by spaces (empty when the board is already the goal). */
export function formatMoves(moves: readonly Move[]): string {
  return moves.join(' ')
}

/** A start and the goal it is to reach. */
export type Task = { board: Board; goal: Board }

/** Read `<board> to <goal>` (or a board alone, for the default goal); throws NotationError. */
export function parseTask(text: string): Task {
  const parts = text.split(/\s+to\s+/i)
  if (parts.length > 2)
    throw new NotationError('Expected a board, optionally followed by "to" and its goal, got "to" twice.')
  const board = parseBoard(parts[0])
  const goal = parts.length === 2 ? parseBoard(parts[1]) : defaultGoal(board.width, board.height)
  checkSameShape(board, goal)
  return { board, goal }
}

/** `1 2 3/0 5 8/4 6 7 to 1 2 3/4 0 5/6 7 8`. */
export function formatTask(task: Task): string {
  return `${formatBoard(task.board)} to ${formatBoard(task.goal)}`
}

/** Check that `goal` has the shape of `board`; throws NotationError saying how they differ. */
export function checkSameShape(board: Board, goal: Board): void {
  if (board.width !== goal.width || board.height !== goal.height) {
    throw new NotationError(
      `The goal is ${goal.width}×${goal.height} but the board is ${board.width}×${board.height} (columns × rows).`,
    )
  }
}
