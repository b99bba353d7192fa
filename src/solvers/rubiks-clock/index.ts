/**
 * Rubik's Clock — the public API: model and checker, notation and WCA scrambles, any solution by
 * linear algebra over Z/12 (CRT), and the optimal solver.
 */
export * from './model.ts'
export * from './notation.ts'
export * from './linear.ts'
export * from './optimal.ts'
export * from './census.ts'
