/**
 * Tic-tac-toe notation: three rows of three cells, top row first, rows separated by "/":
 * `x` and `o` for the marks, `.` (or `-`, `_`) for an empty cell: `x.o/.x./..o`. Moves are cell
 * numbers 1..9, row by row from the top left: `5 1 9`.
 */
import { popcount } from '../bits.ts'
import { NotationError, InputError } from '../contract.ts'
import { cellAt, emptyCells, hasLine, isOver, os, play, winner, xs, type Board, type Cell } from './model.ts'

export const EXAMPLE = 'x.o/.x./...'

export function parseBoard(text: string): Board {
  const rows = text
    .trim()
    .toLowerCase()
    .split('/')
    .map((r) => r.replace(/\s+/g, ''))
  if (rows.length !== 3) throw new NotationError(`Expected 3 rows separated by "/", got ${rows.length}.`)
  let x = 0
  let o = 0
  rows.forEach((row, r) => {
    if (row.length !== 3)
      throw new NotationError(
        `Row ${r + 1} has ${row.length} cells ("${row.slice(0, 12)}"); each row has 3 (x, o or .).`,
      )
    for (let c = 0; c < 3; c++) {
      const ch = row[c]
      const bit = 1 << (r * 3 + c)
      if (ch === 'x') x |= bit
      else if (ch === 'o' || ch === '0') o |= bit
      else if (ch !== '.' && ch !== '-' && ch !== '_')
        throw new NotationError(`Row ${r + 1}, cell ${c + 1}: "${ch}" is not x, o or "." (empty).`)
    }
  })
  const nx = popcount(x)
  const no = popcount(o)
  if (nx !== no && nx !== no + 1)
    throw new InputError(
      `X moves first, so X has as many marks as O or one more; this board has ${nx} X and ${no} O.`,
    )
  const b = x | (o << 9)
  const w = winner(b)
  if (w && hasBoth(b)) throw new InputError('Both X and O have a line: a game stops at the first line.')
  if (w === 'x' && nx !== no + 1)
    throw new InputError('X has a line but O has moved since: the game stopped when X made it.')
  if (w === 'o' && nx !== no)
    throw new InputError('O has a line but X has moved since: the game stopped when O made it.')
  return b
}

const hasBoth = (b: Board): boolean => hasLine(xs(b)) && hasLine(os(b))

export function formatBoard(b: Board): string {
  const rows: string[] = []
  for (let r = 0; r < 3; r++) {
    let row = ''
    for (let c = 1; c <= 3; c++) row += cellAt(b, r * 3 + c) ?? '.'
    rows.push(row)
  }
  return rows.join('/')
}

export function parseCells(text: string): Cell[] {
  const words = text
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean)
  return words.map((w, i) => {
    if (!/^[1-9]$/.test(w)) throw new NotationError(`Move ${i + 1} ("${w.slice(0, 12)}") is not a cell 1..9.`)
    return Number(w)
  })
}

export const formatCells = (cells: readonly Cell[]): string => cells.join(' ')

/** The board after `cells`; throws InputError naming the first move that is not legal. */
export function replay(start: Board, cells: readonly Cell[]): Board {
  let b = start
  cells.forEach((cell, i) => {
    if (isOver(b)) throw new InputError(`Move ${i + 1} (cell ${cell}) comes after the game ended.`)
    if (!emptyCells(b).includes(cell)) throw new InputError(`Move ${i + 1}: cell ${cell} is taken.`)
    b = play(b, cell)
  })
  return b
}
