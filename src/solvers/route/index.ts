/**
 * Route finding — the notebook's description (`puzzle`, the contract every puzzle shares) and its
 * public surface: graphs (Romania, CS188 test graphs), grids with walls and weighted terrain, the
 * Moving AI benchmark files, and the searches over them, which are the search lab's own
 * (src/solvers/search/). The position of the main widget is a grid task in the notation of
 * grid.ts; a move is a direction. Page code imports from the specific modules, not from here.
 */
import { definePuzzle } from '../contract.ts'
import {
  formatMoves,
  formatTask,
  parseMoves,
  parseTask,
  replayMoves,
  solvesMoves,
  type Direction,
  type GridTask,
} from './grid.ts'
import { jobs } from './jobs.ts'
import { EXAMPLE_GRID } from './examples.ts'

export * from './graph.ts'
export * from './grid.ts'
export * from './movingai.ts'
export * from './romania.ts'
export * from './search.ts'

export const puzzle = definePuzzle<GridTask, Direction, typeof jobs>({
  id: 'route',
  name: 'Route finding',
  slug: 'route-finding',
  example: EXAMPLE_GRID,
  position: { parse: parseTask, format: formatTask },
  moves: { parse: parseMoves, format: formatMoves },
  replay: replayMoves,
  isSolution: solvesMoves,
  jobs,
})
