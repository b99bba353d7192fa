/** The reader's Sudoku, shared by the page's Sudoku widgets (the solver widget owns it). */
import { createStore } from '../kit/store.ts'
import { formatRows, parseGrid, type Grid } from '../../src/solvers/sudoku/grid.ts'
import { HARD } from '../../src/solvers/sudoku/puzzles.ts'

export const EXAMPLE = formatRows(parseGrid(HARD[0].grid))
export const NOTATION = { parse: parseGrid, format: formatRows }
export const sudoku = createStore<Grid>(parseGrid(EXAMPLE), (g) => Uint8Array.from(g))
