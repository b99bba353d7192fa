/**
 * Peg solitaire notation — text a person types ⇄ the position the solvers use.
 *
 * Vocabulary:
 *   board text  rows from the apex separated by "/", 1 = peg, 0 = empty hole; row k has k
 *               characters: `1/01/111/1111` is T4 with hole 2 empty. Spaces are ignored.
 *   Position    { side, board }: the side n of the triangle and the bit mask (see board.ts).
 *   NotationError  the only error the parser throws; its message names the row and character.
 */
import { MAX_SIDE, NotationError, holeCount, type Board } from './board.ts'

export type Position = { side: number; board: Board }

function quote(text: string): string {
  return JSON.stringify(text.length > 20 ? `${text.slice(0, 20)}…` : text)
}

/** Read `1/01/111/1111`; throws NotationError naming what is wrong and where. */
export function parseBoard(text: string): Position {
  const rows = text.replace(/\s+/g, '').split('/')
  if (rows.length === 1 && rows[0] === '') throw new NotationError('Expected a board such as 1/01/111/1111, got nothing.')
  if (rows.length > MAX_SIDE) throw new NotationError(`Expected at most ${MAX_SIDE} rows, got ${rows.length}.`)
  let board = 0
  rows.forEach((row, r) => {
    const bad = row.search(/[^01]/)
    if (bad >= 0) {
      throw new NotationError(`Row ${r + 1} has ${quote(row[bad])} at position ${bad + 1}: use 1 for a peg and 0 for an empty hole.`)
    }
    if (row.length !== r + 1) {
      throw new NotationError(`Row ${r + 1} has ${row.length} hole${row.length === 1 ? '' : 's'}; row ${r + 1} of a triangle has ${r + 1}.`)
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
