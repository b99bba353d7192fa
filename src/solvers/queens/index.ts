/**
 * N-queens — the puzzle's description (the contract every puzzle shares) and its public API:
 * notation and checker, backtracking plain and by bit masks, symmetry classes, local search.
 * Its article is the constraints notebook (/constraints/), shared with Sudoku.
 */
import { definePuzzle } from '../contract.ts'
import { jobs } from './jobs.ts'
import { isSolution, replay } from './model.ts'
import {
  EXAMPLE,
  formatMoves,
  formatPlacement,
  parseMoves,
  parsePlacement,
  type Move,
  type Placement,
} from './notation.ts'

export * from './notation.ts'
export * from './model.ts'
export * from './backtrack.ts'
export * from './symmetry.ts'
export * from './local.ts'

export const puzzle = definePuzzle<Placement, Move, typeof jobs>({
  id: 'queens',
  name: 'N-queens',
  slug: 'constraints',
  example: EXAMPLE,
  position: { parse: parsePlacement, format: formatPlacement },
  moves: { parse: parseMoves, format: formatMoves },
  replay,
  isSolution,
  jobs,
})
