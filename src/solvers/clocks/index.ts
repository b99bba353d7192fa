/**
 * Clocks (IOI'94) — the puzzle's description (`puzzle`, the contract every puzzle shares) and its
 * public API: model and checker, notation, and four solvers that agree (brute force, elimination
 * mod 4, inverse matrix, closed form), plus the census.
 */
import { definePuzzle } from '../contract.ts'
import { jobs } from './jobs.ts'
import { isSolution, replay, type Dials, type Move } from './model.ts'
import { EXAMPLE, formatDials, formatMoves, parseDials, parseMoves } from './notation.ts'

export * from './model.ts'
export * from './notation.ts'
export * from './brute.ts'
export * from './elimination.ts'
export * from './inverse.ts'
export * from './closed-form.ts'
export * from './census.ts'

export const puzzle = definePuzzle<Dials, Move, typeof jobs>({
  id: 'clocks',
  name: 'Clocks',
  slug: 'clocks',
  example: EXAMPLE,
  position: { parse: parseDials, format: formatDials },
  moves: { parse: parseMoves, format: formatMoves },
  replay,
  isSolution,
  jobs,
})
