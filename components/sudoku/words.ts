/** Sentences and labels of the Sudoku widgets (pure, unit-tested). */
import { cellName, type Grid } from '../../src/solvers/sudoku/grid.ts'
import type { Placement } from '../../src/solvers/sudoku/propagate.ts'

const fmt = (n: number): string => n.toLocaleString('en-US')

export function gridLabel(puzzle: Grid, shown: Grid): string {
  const givens = puzzle.reduce((k, d) => k + (d ? 1 : 0), 0)
  const filled = shown.reduce((k, d) => k + (d ? 1 : 0), 0)
  return `Sudoku grid: ${givens} givens, ${filled} of 81 cells filled`
}

/** The grid's digits row by row, as a screen reader reads them in the board's table ("blank" for an open cell). */
export function gridRows(shown: Grid): string[][] {
  return Array.from({ length: 9 }, (_, r) =>
    Array.from(shown.subarray(r * 9, r * 9 + 9), (d) => (d ? String(d) : 'blank')),
  )
}

export type SolveFigures = {
  method: string
  count: number | null
  capped: boolean
  nodes: number
  open: number
}

export function solveSentence(r: SolveFigures, counting: boolean, ms: number): string {
  const time = ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`
  if (r.method === 'propagate') {
    if (r.count === 0) return `Propagation found a contradiction: this puzzle has no solution (${time}).`
    if (r.count === 1) return `Naked and hidden singles alone solve it (${time}).`
    return `Naked and hidden singles stop with ${r.open} of 81 cells open; search has to guess from here (${time}).`
  }
  const how = `${r.method === 'dlx' ? 'dancing links' : 'MRV search with propagation'}, ${fmt(r.nodes)} nodes, ${time}`
  if (r.count === 0) return `No solution (${how}).`
  if (!counting) return `Solved (${how}).`
  if (r.count === 1) return `Exactly one solution (${how}).`
  const count = r.count ?? 0
  return `${r.capped ? `At least ${fmt(count)}` : fmt(count)} solutions: not a proper puzzle. Showing a second one, with the cells where it differs marked (${how}).`
}

const REASONS = {
  given: 'given',
  naked: 'naked single (the only candidate left)',
  hidden: 'hidden single (the only place in a unit)',
  choice: 'choice (the search guesses)',
}

export function stepLabel(p: Placement, k: number, total: number): string {
  return `Step ${k} of ${total}: ${p.digit} in ${cellName(p.cell)}, ${REASONS[p.reason]}`
}
