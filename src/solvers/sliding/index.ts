/**
 * Sliding puzzles — the public API: model and checker, notation, parity, ranking, breadth-first
 * search, heuristics, A*, IDA* and additive pattern databases.
 */
export * from './model.ts'
export * from './notation.ts'
export * from './parity.ts'
export * from './rank.ts'
export * from './bfs.ts'
export * from './heuristics.ts'
export * from './pdb.ts'
export * from './idastar.ts'
export * from './ida-fast.ts'
export * from './astar.ts'
export * from './solve.ts'
