/**
 * Sudoku: the grid, its notation and its units.
 *
 * Vocabulary:
 *   Grid        Uint8Array(81), row by row; 1–9 a digit, 0 a blank. Cell k is row ⌊k/9⌋, column k mod 9.
 *   unit        a row, a column or a 3×3 box: nine cells that hold 1–9 once each.
 *   peers       the 20 other cells that share a unit with a cell.
 *   Candidates  Uint16Array(81): bit d−1 set when digit d can still go in the cell.
 *
 * Notation: 81 characters row by row, a digit or `.`/`0` for a blank (spaces ignored), or nine
 * rows of nine separated by newlines or `/`. Cells are named as the article names them, r3c5
 * (row 3, column 5), rows and columns counted from 1.
 */
import { InputError, NotationError } from '../contract.ts'

export type Grid = Uint8Array
export type Candidates = Uint16Array
/** A placement as a reader types it: r3c5=7. */
export type Move = { cell: number; digit: number }

export const ALL = 0x1ff

export const cellName = (k: number): string => `r${Math.floor(k / 9) + 1}c${(k % 9) + 1}`

function buildUnits(): number[][] {
  const units: number[][] = []
  for (let i = 0; i < 9; i++) {
    units.push(Array.from({ length: 9 }, (_, j) => i * 9 + j))
    units.push(Array.from({ length: 9 }, (_, j) => j * 9 + i))
    const r0 = 3 * Math.floor(i / 3),
      c0 = 3 * (i % 3)
    units.push(Array.from({ length: 9 }, (_, j) => (r0 + Math.floor(j / 3)) * 9 + c0 + (j % 3)))
  }
  return units
}

/** The 27 units: for each i, row i, column i, box i. */
export const UNITS: readonly number[][] = buildUnits()
/** The three units of each cell. */
export const UNITS_OF: readonly number[][][] = Array.from({ length: 81 }, (_, k) =>
  UNITS.filter((u) => u.includes(k)),
)
/** The 20 peers of each cell. */
export const PEERS: readonly number[][] = Array.from({ length: 81 }, (_, k) =>
  [...new Set(UNITS_OF[k].flat())].filter((p) => p !== k),
)

/** The digit of a one-bit mask. */
export const digitOf = (bit: number): number => 32 - Math.clz32(bit)
export const digitsOf = (mask: number): number[] =>
  [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << (d - 1)))

const UNIT_WORDS = ['Row', 'Column', 'Box']

/** Throws InputError naming the first unit that holds a digit twice. */
export function checkGivens(grid: Grid): void {
  UNITS.forEach((unit, u) => {
    const at = new Map<number, number>()
    for (const k of unit) {
      const d = grid[k]
      if (d === 0) continue
      if (at.has(d))
        throw new InputError(
          `Contradictory givens: ${UNIT_WORDS[u % 3].toLowerCase()} ${Math.floor(u / 3) + 1} has two ${d}s, at ${cellName(at.get(d)!)} and ${cellName(k)}.`,
        )
      at.set(d, k)
    }
  })
}

/** Reads a puzzle; NotationError names the bad character's cell, InputError two clashing givens. */
export function parseGrid(text: string): Grid {
  const rows = /[/\n]/.test(text.trim())
    ? text
        .trim()
        .split(/\s*[/\n]\s*/)
        .map((r) => r.replace(/\s+/g, ''))
    : null
  let cells: string
  if (rows) {
    if (rows.length !== 9) throw new NotationError(`Expected 9 rows, got ${rows.length}.`)
    rows.forEach((r, i) => {
      if ([...r].length !== 9) throw new NotationError(`Row ${i + 1} has ${[...r].length} cells, not 9.`)
    })
    cells = rows.join('')
  } else {
    cells = text.replace(/\s+/g, '')
    const len = [...cells].length
    if (len !== 81)
      throw new NotationError(`Expected 81 cells (a digit, or "." or "0" for a blank), got ${len}.`)
  }
  const grid = new Uint8Array(81)
  ;[...cells].forEach((ch, k) => {
    if (ch === '.' || ch === '0') return
    if (ch < '1' || ch > '9')
      throw new NotationError(
        `Cell ${cellName(k)} (row ${Math.floor(k / 9) + 1}, column ${(k % 9) + 1}): "${ch}" is not a digit 1–9, "." or "0".`,
      )
    grid[k] = ch.charCodeAt(0) - 48
  })
  checkGivens(grid)
  return grid
}

export function formatGrid(grid: Grid): string {
  let s = ''
  for (let k = 0; k < 81; k++) s += grid[k] ? String(grid[k]) : '.'
  return s
}

/** Nine rows, slash-separated: the `?board=` form. */
export function formatRows(grid: Grid): string {
  const s = formatGrid(grid)
  return Array.from({ length: 9 }, (_, r) => s.slice(r * 9, r * 9 + 9)).join('/')
}

export function parseMoves(text: string): Move[] {
  return text
    .split(/[\s,]+/)
    .filter((s) => s !== '')
    .map((s, i) => {
      const m = /^r([1-9])c([1-9])=([1-9])$/i.exec(s)
      if (!m)
        throw new NotationError(`Move ${i + 1}: expected a placement like r3c5=7, got "${s.slice(0, 12)}".`)
      return { cell: (Number(m[1]) - 1) * 9 + Number(m[2]) - 1, digit: Number(m[3]) }
    })
}

export const formatMoves = (moves: readonly Move[]): string =>
  moves.map((m) => `${cellName(m.cell)}=${m.digit}`).join(' ')

/** The grid after the placements; throws InputError at the first filled cell or clash. */
export function replay(start: Grid, moves: readonly Move[]): Grid {
  const g = Uint8Array.from(start)
  moves.forEach((m, i) => {
    if (g[m.cell]) throw new InputError(`Move ${i + 1}: ${cellName(m.cell)} already holds ${g[m.cell]}.`)
    const clash = PEERS[m.cell].find((p) => g[p] === m.digit)
    if (clash !== undefined)
      throw new InputError(
        `Move ${i + 1}: ${m.digit} at ${cellName(m.cell)} clashes with the ${m.digit} at ${cellName(clash)}.`,
      )
    g[m.cell] = m.digit
  })
  return g
}

/** True when every unit holds 1–9 once. */
export function isSolvedGrid(g: Grid): boolean {
  return UNITS.every(
    (u) => u.reduce((m, k) => m | (g[k] ? 1 << (g[k] - 1) : 0), 0) === ALL && u.every((k) => g[k] > 0),
  )
}

export function isSolution(start: Grid, moves: readonly Move[]): boolean {
  try {
    return isSolvedGrid(replay(start, moves))
  } catch {
    return false
  }
}

/** True when `solution` is solved and keeps every given of `puzzle`. */
export function solves(puzzle: Grid, solution: Grid): boolean {
  return isSolvedGrid(solution) && puzzle.every((d, k) => d === 0 || solution[k] === d)
}
