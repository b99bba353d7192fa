/** Tile swap solvers: the public surface used by the CLI, the worker, the widgets and the tests. */
export * from './grid.ts'
export * from './hungarian.ts'
export * from './swaps.ts'
export * from './flow.ts'
export * from './bfs.ts'
export * from './solve.ts'
export * from './examples.ts'
