/**
 * Peg solitaire notation — text a person types ⇄ the position the solvers use.
 *
 * Vocabulary:
 *   board text  rows from the apex separated by "/", 1 = peg, 0 = empty hole; row k has k
 *               characters: `1/01/111/1111` is T4 with hole 2 empty. Spaces are ignored.
 *   Position    { side, board }: the side n of the triangle and the bit mask (see board.ts).
 *   move text   moves separated by spaces (or commas), each as the holes its peg visits joined by
 *               "-": `7-2 1-4 9-7-2` is three moves and four jumps, as formatMoves writes them.
 *   NotationError  the only error the parsers throw; its message names the row and character,
 *               or the move and what is wrong with it.
 */
import { MAX_SIDE, holeCount, jumpIndex, type Board, type Jump } from './board.ts'
import { NotationError } from '../contract.ts'

export { NotationError } // one definition for every puzzle (contract.ts)

export type Position = { side: number; board: Board }

/** The source's board, T4 with hole 2 empty. */
export const EXAMPLE = '1/01/111/1111'

function quote(text: string): string {
  return JSON.stringify(text.length > 20 ? `${text.slice(0, 20)}…` : text)
}

/** Read `1/01/111/1111`; throws NotationError naming what is wrong and where. */
export function parseBoard(text: string): Position {
  const rows = text.replace(/\s+/g, '').split('/')
  if (rows.length === 1 && rows[0] === '')
    throw new NotationError('Expected a board such as 1/01/111/1111, got nothing.')
  if (rows.length > MAX_SIDE)
    throw new NotationError(`Expected at most ${MAX_SIDE} rows, got ${rows.length}.`)
  let board = 0
  rows.forEach((row, r) => {
    const bad = row.search(/[^01]/)
    if (bad >= 0) {
      throw new NotationError(
        `Row ${r + 1} has ${quote(row[bad])} at position ${bad + 1}: use 1 for a peg and 0 for an empty hole.`,
      )
    }
    if (row.length !== r + 1) {
      throw new NotationError(
        `Row ${r + 1} has ${row.length} hole${row.length === 1 ? '' : 's'}; row ${r + 1} of a triangle has ${r + 1}.`,
      )
    }
    for (let c = 0; c <= r; c++) if (row[c] === '1') board += 2 ** ((r * (r + 1)) / 2 + c)
  })
  return { side: rows.length, board }
}

/** `1/01/111/1111` for a position. */
export function formatBoard({ side, board }: Position): string {
  const rows: string[] = []
  for (let r = 0, i = 0; r < side; r++) {
    let row = ''
    for (let c = 0; c <= r; c++, i++) row += Math.floor(board / 2 ** i) % 2 === 1 ? '1' : '0'
    rows.push(row)
  }
  return rows.join('/')
}

/** Every hole of T_side filled except hole `vacancy` (1-based). */
export function vacancyPosition(side: number, vacancy: number): Position {
  return { side, board: 2 ** holeCount(side) - 1 - 2 ** (vacancy - 1) }
}

/**
 * Read moves such as `7-2 1-4 9-7-2` for a board of side `side`: the jumps [from, to] in order.
 * Empty text is no moves. Throws NotationError naming the first bad move and why; whether each
 * jump is legal on the board is the checker's job (replay in board.ts).
 */
export function parseMoves(text: string, side: number): Jump[] {
  const holes = holeCount(side)
  const jumps: Jump[] = []
  const tokens = text.split(/[\s,]+/).filter((t) => t !== '')
  tokens.forEach((token, k) => {
    const where = `Move ${k + 1}, ${quote(token)}`
    const parts = token.split(/[-–]/)
    const bad = parts.find((p) => !/^\d+$/.test(p))
    if (bad !== undefined) {
      throw new NotationError(
        bad === ''
          ? `${where}: a "-" needs a hole number on each side, as in 9-7-2.`
          : `${where}: ${quote(bad)} is not a hole number; write a move as the holes its peg visits, as in 9-7-2.`,
      )
    }
    if (parts.length < 2)
      throw new NotationError(
        `${where}: a move names at least two holes, where the peg starts and where it lands, as in 7-2.`,
      )
    const numbers = parts.map(Number)
    const off = numbers.find((h) => h < 1 || h > holes)
    if (off !== undefined)
      throw new NotationError(`${where}: hole ${off} is not on T${side}, which has holes 1 to ${holes}.`)
    for (let i = 1; i < numbers.length; i++) {
      const [from, to] = [numbers[i - 1], numbers[i]]
      if (jumpIndex(side, from, to) < 0) {
        throw new NotationError(
          `${where}: ${from} → ${to} is not a jump on T${side}; a peg jumps over one neighbouring hole, along a row or a diagonal.`,
        )
      }
      jumps.push([from, to])
    }
  })
  return jumps
}
