/**
 * Connect Four, readable form: a board of any size from 4×4 to 7×6, the notation, and the game as
 * a `Game` (src/solvers/game.ts) for the generic searches. The fast solver (solver.ts) keeps the
 * same position in bitboards; a test proves the two agree.
 *
 * Vocabulary (as Pons and Tromp write it):
 *   size       width (columns) × height (rows): 7×6 is the commercial game. Width and height are
 *              4..7 with width × height ≤ 42.
 *   position   the columns played so far, 1-based from the left, first player first: `4453`.
 *              Another size is written before a colon: `5x4:3324`. The empty 7×6 board is `.`;
 *              the empty 5×4 board `5x4:`.
 *   stone      red (the first player, 1) or yellow (2).
 *   score      Pons's score, for the side to move: 0 a draw; positive when it wins, larger the
 *              sooner: (cells + 1 − stones before its winning stone) / 2, rounded down, so on 7×6
 *              winning with your 4th stone scores 18 and with your last (21st) scores 1;
 *              negative when it loses, by the same count for the opponent.
 */
import { InputError, NotationError } from '../contract.ts'
import type { Game, Player } from '../game.ts'

export interface Size {
  width: number
  height: number
}

export const DEFAULT_SIZE: Size = { width: 7, height: 6 }
export const MIN_SIDE = 4
export const MAX_SIDE = 7
export const MAX_CELLS = 42

export interface Position {
  width: number
  height: number
  /** Columns played, 0-based. */
  moves: number[]
  /** cells[c * height + r]: 0 empty, 1 red (first player), 2 yellow; row 0 is the bottom. */
  cells: Uint8Array
  heights: Uint8Array
  /** The move (index into `moves`) that made four in a row, or −1. */
  wonAt: number
}

export function checkSize(width: number, height: number): void {
  for (const [name, v] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isInteger(v) || v < MIN_SIDE || v > MAX_SIDE)
      throw new NotationError(`The ${name} must be a whole number from ${MIN_SIDE} to ${MAX_SIDE}, got ${v}.`)
  }
  if (width * height > MAX_CELLS)
    throw new NotationError(
      `A ${width}×${height} board has ${width * height} cells; this solver takes at most ${MAX_CELLS} (7×6).`,
    )
}

export function emptyPosition(size: Size = DEFAULT_SIZE): Position {
  checkSize(size.width, size.height)
  return {
    width: size.width,
    height: size.height,
    moves: [],
    cells: new Uint8Array(size.width * size.height),
    heights: new Uint8Array(size.width),
    wonAt: -1,
  }
}

export const stones = (p: Position): number => p.moves.length
export const isWon = (p: Position): boolean => p.wonAt >= 0
export const isFull = (p: Position): boolean => p.moves.length === p.width * p.height
export const isOver = (p: Position): boolean => isWon(p) || isFull(p)
export const canPlay = (p: Position, col: number): boolean =>
  !isOver(p) && col >= 0 && col < p.width && p.heights[col] < p.height
export const toMove = (p: Position): Player => (p.moves.length % 2) as Player

/** The stone at (col, row), row 0 at the bottom: 0, 1 or 2. */
export const stoneAt = (p: Position, col: number, row: number): number => p.cells[col * p.height + row]

const DIRECTIONS = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
]

/** True when the stone at (col, row) is in four (or more) in a row of its colour. */
export function makesFour(p: Position, col: number, row: number): boolean {
  const who = stoneAt(p, col, row)
  for (const [dc, dr] of DIRECTIONS) {
    let run = 1
    for (const sign of [1, -1]) {
      for (
        let c = col + sign * dc, r = row + sign * dr;
        c >= 0 && c < p.width && r >= 0 && r < p.height && stoneAt(p, c, r) === who;
        c += sign * dc, r += sign * dr
      )
        run++
    }
    if (run >= 4) return true
  }
  return false
}

/** The position after dropping a stone in `col` (0-based); a new position, `p` is unchanged. */
export function play(p: Position, col: number): Position {
  const q: Position = { ...p, moves: [...p.moves, col], cells: p.cells.slice(), heights: p.heights.slice() }
  const row = q.heights[col]++
  q.cells[col * q.height + row] = (p.moves.length % 2) + 1
  if (makesFour(q, col, row)) q.wonAt = p.moves.length
  return q
}

/** The columns that can be played (0-based), left to right; none when the game is over. */
export function legalColumns(p: Position): number[] {
  const cols: number[] = []
  for (let c = 0; c < p.width; c++) if (canPlay(p, c)) cols.push(c)
  return cols
}

/** Pons's score of a finished game for the side to move: minus the winner's score, or 0. */
export function finalValue(p: Position): number {
  return isWon(p) ? -((p.width * p.height + 2 - p.moves.length) >> 1) : 0
}

/** A unique number for a position of its size: Pons's key (stones of the side to move + mask), < 2^49. */
export function positionKey(p: Position): number {
  const mover = (p.moves.length % 2) + 1
  let key = 0
  for (let c = p.width - 1; c >= 0; c--) {
    let column = 0
    for (let r = 0; r < p.heights[c]; r++) column += (1 << r) + (stoneAt(p, c, r) === mover ? 1 << r : 0)
    key = key * 2 ** (p.height + 1) + column
  }
  return key
}

export const connectFour: Game<Position, number> = {
  toMove,
  moves: legalColumns,
  play,
  terminal: isOver,
  value: finalValue,
  key: positionKey,
}

/** Columns in the order the solver tries them when nothing else tells them apart: centre first. */
export function centreFirst(width: number): number[] {
  const order: number[] = []
  for (let i = 0; i < width; i++) order.push((width >> 1) + (1 - 2 * (i % 2)) * ((i + 1) >> 1))
  return order
}

// --- notation -------------------------------------------------------------------------------

const SIZE_PREFIX = /^\s*(\d+)\s*[x×]\s*(\d+)\s*:/i

/** Splits `5x4:3324` into its size and its moves text; no prefix means 7×6 (or `fallback`). */
export function splitSize(text: string, fallback: Size = DEFAULT_SIZE): { size: Size; moves: string } {
  const m = SIZE_PREFIX.exec(text)
  if (!m) return { size: fallback, moves: text }
  const size = { width: Number(m[1]), height: Number(m[2]) }
  checkSize(size.width, size.height)
  return { size, moves: text.slice(m[0].length) }
}

/**
 * The position after a move list like `4453` on a board of `size` (spaces and commas are skipped;
 * `.` alone is no moves). Throws NotationError or InputError naming the move and what is wrong:
 * a column out of range, a full column, a move after the game ended.
 */
export function parseMovesOn(text: string, size: Size): Position {
  let p = emptyPosition(size)
  const body = text.trim()
  if (body === '.' || body === '') return p
  let index = 0
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]
    if (ch === ' ' || ch === ',') continue
    index++
    if (ch < '0' || ch > '9')
      throw new NotationError(
        `Move ${index} (character ${i + 1}) is "${ch}", not a column number 1..${p.width}.`,
      )
    const col = Number(ch)
    if (col < 1 || col > p.width)
      throw new InputError(
        `Move ${index} (character ${i + 1}): column ${col} is out of range; the board has columns 1..${p.width}.`,
      )
    if (isWon(p))
      throw new InputError(
        `Move ${index} (column ${col}) comes after the game ended: move ${p.wonAt + 1} made four in a row.`,
      )
    if (p.heights[col - 1] === p.height)
      throw new InputError(`Move ${index}: column ${col} is full (${p.height} stones).`)
    p = play(p, col - 1)
  }
  return p
}

/** A position in the notation: `4453`, `5x4:3324`, `.` (empty 7×6) or `5x4:` (empty 5×4). */
export function parsePosition(text: string, fallback: Size = DEFAULT_SIZE): Position {
  const { size, moves } = splitSize(text, fallback)
  return parseMovesOn(moves, size)
}

export function formatPosition(p: Position): string {
  const moves = p.moves.map((c) => c + 1).join('')
  const isDefault = p.width === DEFAULT_SIZE.width && p.height === DEFAULT_SIZE.height
  if (isDefault) return moves === '' ? '.' : moves
  return `${p.width}x${p.height}:${moves}`
}

/** Column numbers as a reader types them, 1-based: `4 4 5` or `445`. */
export function parseColumns(text: string): number[] {
  const digits = text.replace(/[\s,]+/g, '')
  return [...digits].map((ch, i) => {
    if (ch < '1' || ch > '9') throw new NotationError(`Move ${i + 1} is "${ch}", not a column number.`)
    return Number(ch) - 1
  })
}

export const formatColumns = (cols: readonly number[]): string => cols.map((c) => c + 1).join('')

/** The position after `cols` (0-based); throws InputError naming the first move that cannot be played. */
export function replay(start: Position, cols: readonly number[]): Position {
  let p = start
  cols.forEach((col, i) => {
    if (isWon(p)) throw new InputError(`Move ${i + 1} (column ${col + 1}) comes after the game ended.`)
    if (col < 0 || col >= p.width)
      throw new InputError(`Move ${i + 1}: column ${col + 1} is out of range 1..${p.width}.`)
    if (p.heights[col] === p.height) throw new InputError(`Move ${i + 1}: column ${col + 1} is full.`)
    p = play(p, col)
  })
  return p
}
