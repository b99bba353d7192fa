/**
 * Triangular peg solitaire — the public API: board and checker, notation, counting, the shortest
 * solution in moves, symmetries and the position-class certificate.
 */
export * from './board.ts'
export * from './notation.ts'
export * from './reach.ts'
export * from './count.ts'
export * from './shortest.ts'
export * from './meet.ts'
export * from './modcount.ts'
export * from './symmetry.ts'
export * from './invariant.ts'
