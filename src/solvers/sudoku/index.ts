/**
 * Sudoku — the puzzle's description and public API: notation, propagation (naked and hidden
 * singles), search with MRV, exact cover by dancing links, the hard set. Its article is the
 * constraints notebook (/constraints/), shared with N-queens; its main widget there is the queens
 * board, so components/sudoku/ has no Play.astro and the site's puzzle list keeps N-queens for
 * this slug.
 */
import { definePuzzle } from '../contract.ts'
import { jobs } from './jobs.ts'
import {
  formatMoves,
  formatRows,
  isSolution,
  parseGrid,
  parseMoves,
  replay,
  type Grid,
  type Move,
} from './grid.ts'
import { HARD } from './puzzles.ts'

export * from './grid.ts'
export * from './propagate.ts'
export * from './search.ts'
export * from './dlx.ts'
export * from './solve.ts'
export * from './puzzles.ts'

export const puzzle = definePuzzle<Grid, Move, typeof jobs>({
  id: 'sudoku',
  name: 'Sudoku',
  slug: 'constraints',
  example: formatRows(parseGrid(HARD[0].grid)),
  position: { parse: parseGrid, format: formatRows },
  moves: { parse: parseMoves, format: formatMoves },
  replay,
  isSolution,
  jobs,
})
