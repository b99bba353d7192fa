/**
 * Tic-tac-toe as a `Game` (src/solvers/game.ts).
 *
 * Vocabulary:
 *   Board    one number: X's cells in bits 0..8, O's cells in bits 9..17. Cells are numbered
 *            1..9 row by row from the top left, as the article and the CLI number them; cell n
 *            is bit n − 1. A number is immutable, so `play` returns a new board for free.
 *   line     three cells in a row, a column or a diagonal (eight lines).
 *   value    for the side to move at the end: −1 (the other side made a line), 0 a draw.
 */
import { popcount } from '../bits.ts'
import type { Game, Player } from '../game.ts'

export type Board = number
/** A cell, 1..9, row by row from the top left. */
export type Cell = number

export const EMPTY: Board = 0
const ALL = 0x1ff
export const LINES: readonly number[] = [
  0b000000111,
  0b000111000,
  0b111000000, // rows
  0b001001001,
  0b010010010,
  0b100100100, // columns
  0b100010001,
  0b001010100, // diagonals
]

export const xs = (b: Board): number => b & ALL
export const os = (b: Board): number => (b >> 9) & ALL

export function hasLine(mask: number): boolean {
  for (const line of LINES) if ((mask & line) === line) return true
  return false
}

export function toMove(b: Board): Player {
  return popcount(xs(b)) === popcount(os(b)) ? 0 : 1
}

/** 'x', 'o' or null: who made a line. */
export function winner(b: Board): 'x' | 'o' | null {
  if (hasLine(xs(b))) return 'x'
  if (hasLine(os(b))) return 'o'
  return null
}

export function isOver(b: Board): boolean {
  return winner(b) !== null || (xs(b) | os(b)) === ALL
}

/** The empty cells, 1..9 in order; none when the game is over. */
export function emptyCells(b: Board): Cell[] {
  if (isOver(b)) return []
  const taken = xs(b) | os(b)
  const cells: Cell[] = []
  for (let i = 0; i < 9; i++) if (!(taken & (1 << i))) cells.push(i + 1)
  return cells
}

export function play(b: Board, cell: Cell): Board {
  return b | (1 << (cell - 1 + (toMove(b) === 0 ? 0 : 9)))
}

export function cellAt(b: Board, cell: Cell): 'x' | 'o' | null {
  const bit = 1 << (cell - 1)
  return xs(b) & bit ? 'x' : os(b) & bit ? 'o' : null
}

export const ticTacToe: Game<Board, Cell> = {
  toMove,
  moves: emptyCells,
  play,
  terminal: isOver,
  value: (b) => (winner(b) === null ? 0 : -1), // the side to move never made the line: the last mover did
  key: (b) => b,
}

/** The eight symmetries of the square, as cell permutations (index: new cell − 1, value: old cell − 1). */
export const SYMMETRIES: readonly number[][] = (() => {
  const rotate = (i: number): number => (i % 3) * 3 + (2 - Math.floor(i / 3)) // (r, c) → (c, 2 − r)
  const mirror = (i: number): number => Math.floor(i / 3) * 3 + (2 - (i % 3))
  const out: number[][] = []
  let perm = [0, 1, 2, 3, 4, 5, 6, 7, 8]
  for (let r = 0; r < 4; r++) {
    out.push(perm, perm.map(mirror))
    perm = perm.map(rotate)
  }
  return out.map((p) => {
    const inv = new Array(9)
    p.forEach((to, from) => {
      inv[to] = from
    })
    return inv
  })
})()

function permute(mask: number, perm: readonly number[]): number {
  let out = 0
  for (let i = 0; i < 9; i++) if (mask & (1 << perm[i])) out |= 1 << i
  return out
}

/** The smallest board among the eight images of `b`: equal for boards equal up to symmetry. */
export function canonical(b: Board): Board {
  let best = Infinity
  for (const p of SYMMETRIES) {
    const image = permute(xs(b), p) | (permute(os(b), p) << 9)
    if (image < best) best = image
  }
  return best
}
