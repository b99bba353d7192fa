/**
 * Rubik's Clock — the puzzle's description (`puzzle`, the contract every puzzle shares) and its
 * public API: model and checker, pins and wheels, notation and WCA scrambles, any solution by
 * linear algebra over Z/12 (CRT), the optimal solver, and the census.
 */
import { definePuzzle } from '../contract.ts'
import { jobs } from './jobs.ts'
import { isSolution, replay, type Dials, type Move } from './model.ts'
import { EXAMPLE, formatMoves, formatPosition, parseMoves, parsePosition } from './notation.ts'

export * from './model.ts'
export * from './pins.ts'
export * from './notation.ts'
export * from './linear.ts'
export * from './optimal.ts'
export * from './census.ts'

export const puzzle = definePuzzle<Dials, Move, typeof jobs>({
  id: 'rubiks-clock',
  name: "Rubik's Clock",
  slug: 'rubiks-clock',
  example: EXAMPLE,
  position: { parse: parsePosition, format: formatPosition },
  moves: { parse: parseMoves, format: formatMoves },
  replay,
  isSolution,
  jobs,
})
