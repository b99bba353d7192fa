/** N-queens and Sudoku as CSPs on the one interface of csp.ts. */
import type { CSP } from './csp.ts'
import { PEERS } from '../sudoku/grid.ts'
import type { Grid } from '../sudoku/grid.ts'

/** N-queens: a variable per row, its value the queen's column; rows constrain each other pairwise. */
export function queensCsp(n: number): CSP {
  if (n < 1 || n > 30) throw new RangeError(`The CSP form of N-queens takes n from 1 to 30, not ${n}.`)
  const rows = Array.from({ length: n }, (_, r) => r)
  return {
    names: rows.map((r) => `row ${r + 1}`),
    domains: rows.map(() => (2 ** n - 1) | 0),
    neighbors: rows.map((r) => rows.filter((s) => s !== r)),
    consistent: (x, a, y, b) => a !== b && Math.abs(a - b) !== Math.abs(x - y),
  }
}

/** Sudoku: a variable per cell, values 0–8 for digits 1–9, a given's domain its one digit; peers differ. */
export function sudokuCsp(grid: Grid): CSP {
  const cells = Array.from({ length: 81 }, (_, k) => k)
  return {
    names: cells.map((k) => `r${Math.floor(k / 9) + 1}c${(k % 9) + 1}`),
    domains: cells.map((k) => (grid[k] ? 1 << (grid[k] - 1) : 0x1ff)),
    neighbors: PEERS,
    consistent: (_x, a, _y, b) => a !== b,
  }
}

/** Map colouring: a variable per region, values 0..K−1 for the colours; neighbouring regions differ. */
export function mapCsp(
  map: { regions: readonly string[]; neighbors: readonly (readonly number[])[] },
  colours: number,
): CSP {
  if (!Number.isInteger(colours) || colours < 1 || colours > 30)
    throw new RangeError(`Map colouring takes 1 to 30 colours, not ${colours}.`)
  return {
    names: [...map.regions],
    domains: map.regions.map(() => (2 ** colours - 1) | 0),
    neighbors: map.neighbors,
    consistent: (_x, a, _y, b) => a !== b,
  }
}
