/**
 * One entry for the three Sudoku methods, as the CLI and the widgets call them:
 *   propagate  naked and hidden singles alone (may stop with open cells);
 *   backtrack  propagation plus search on the cell with fewest candidates (MRV);
 *   dlx        exact cover by Algorithm X with dancing links.
 */
import type { JobOptions } from '../contract.ts'
import { solveDlx } from './dlx.ts'
import type { Grid } from './grid.ts'
import { initialState, openCells, propagate } from './propagate.ts'
import { solveSearch } from './search.ts'

export type SudokuMethod = 'propagate' | 'backtrack' | 'dlx'
export const SUDOKU_METHODS: readonly SudokuMethod[] = ['propagate', 'backtrack', 'dlx']

export type SolveAnswer = {
  method: SudokuMethod
  /** Solutions found up to the cap (propagate: 1 when it filled the grid, 0 on a contradiction, null when stuck). */
  count: number | null
  capped: boolean
  /** The first solution, or propagate's partial grid. */
  grid: Grid | null
  second: Grid | null
  nodes: number
  /** Cells propagation left open (propagate only). */
  open: number
}

export function solveWith(
  puzzle: Grid,
  method: SudokuMethod,
  cap: number,
  options: JobOptions = {},
): SolveAnswer {
  if (method === 'propagate') {
    const s = initialState(puzzle)
    const ok = s !== null && propagate(s)
    if (!ok) return { method, count: 0, capped: false, grid: null, second: null, nodes: 1, open: 0 }
    const open = openCells(s)
    return { method, count: open === 0 ? 1 : null, capped: false, grid: s.grid, second: null, nodes: 1, open }
  }
  const r = method === 'dlx' ? solveDlx(puzzle, cap, options) : solveSearch(puzzle, { ...options, cap })
  return {
    method,
    count: r.count,
    capped: r.capped,
    grid: r.solutions[0] ?? null,
    second: r.solutions[1] ?? null,
    nodes: r.nodes,
    open: 0,
  }
}
