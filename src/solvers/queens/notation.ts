/**
 * N-queens notation. A placement lists, row by row from the top, the column of that row's queen
 * (1-based) or `.` for an empty row, separated by spaces or slashes: `2 4 1 3` is a solution of
 * the 4-queens puzzle, `. . . .` an empty 4×4 board. A bare number `8` is the empty 8×8 board.
 *
 * Vocabulary:
 *   Placement  { n, cols }: cols[r] is row r's queen column (0-based) or -1 for an empty row.
 *   Move       the column (0-based) of a queen placed in the first empty row.
 */
import { NotationError } from '../contract.ts'

export type Placement = { n: number; cols: Int8Array }
export type Move = number

/** The largest board the notation accepts (the counters and the CLI go further with a bare n). */
export const MAX_N = 64
export const EXAMPLE = '1 5 8 6 3 7 2 4'

export function emptyPlacement(n: number): Placement {
  return { n, cols: new Int8Array(n).fill(-1) }
}

/** Reads a board size: a whole number from 1 to `max`. */
export function parseSize(text: string, max = MAX_N): number {
  const t = text.trim()
  if (!/^\d+$/.test(t))
    throw new NotationError(
      `Expected a board size n (a whole number from 1 to ${max.toLocaleString('en-US')}), got "${t.slice(0, 20)}".`,
    )
  const n = Number(t)
  if (n < 1 || n > max)
    throw new NotationError(
      `The board size must be from 1 to ${max.toLocaleString('en-US')}, not ${n.toLocaleString('en-US')}.`,
    )
  return n
}

export function parsePlacement(text: string): Placement {
  const t = text.trim()
  if (/^\d+$/.test(t)) return emptyPlacement(parseSize(t))
  const cells = t.split(/[\s/,]+/).filter((s) => s !== '')
  const n = cells.length
  if (n === 0)
    throw new NotationError(
      'Expected a board size ("8") or one column a row ("2 4 1 3", "." for an empty row).',
    )
  if (n > MAX_N) throw new NotationError(`At most ${MAX_N} rows, got ${n}.`)
  const cols = new Int8Array(n)
  cells.forEach((cell, r) => {
    if (cell === '.') {
      cols[r] = -1
      return
    }
    if (!/^\d+$/.test(cell))
      throw new NotationError(`Row ${r + 1}: expected a column 1–${n} or ".", got "${cell.slice(0, 10)}".`)
    const c = Number(cell)
    if (c < 1 || c > n)
      throw new NotationError(`Row ${r + 1}: column ${c} is off the ${n}×${n} board (columns 1–${n}).`)
    cols[r] = c - 1
  })
  return { n, cols }
}

export function formatPlacement(p: Placement): string {
  return Array.from(p.cols, (c) => (c < 0 ? '.' : String(c + 1))).join(' ')
}

export function parseMoves(text: string): Move[] {
  return text
    .split(/[\s,]+/)
    .filter((s) => s !== '')
    .map((s, k) => {
      if (!/^\d+$/.test(s) || Number(s) < 1)
        throw new NotationError(`Move ${k + 1}: expected a column number from 1, got "${s.slice(0, 10)}".`)
      return Number(s) - 1
    })
}

export function formatMoves(moves: readonly Move[]): string {
  return moves.map((c) => String(c + 1)).join(' ')
}
