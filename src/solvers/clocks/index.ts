/**
 * Clocks (IOI'94) — the public API: model and checker, notation, and four solvers that agree
 * (brute force, elimination mod 4, inverse matrix, closed form), plus the census.
 */
export * from './model.ts'
export * from './notation.ts'
export * from './brute.ts'
export * from './elimination.ts'
export * from './inverse.ts'
export * from './closed-form.ts'
export * from './census.ts'
