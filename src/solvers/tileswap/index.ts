/**
 * Tile swap — the puzzle's description (`puzzle`, the contract every puzzle shares) and the public
 * surface used by the CLI, the bench, the article and the tests: grids and their notation, the
 * move notation, both exact methods (Hungarian, grid min-cost flow), the relabel construction and
 * the BFS census. Page code imports from the specific modules, not from here.
 */
import { definePuzzle } from '../contract.ts'
import { formatPair, parsePair, type Pair } from './grid.ts'
import { jobs } from './jobs.ts'
import { formatMoves, parseMoves, replayMoves, solvesMoves, type Move } from './moves.ts'
import { SOURCE_SMALL } from './examples.ts'

export * from './grid.ts'
export * from './hungarian.ts'
export * from './swaps.ts'
export * from './flow.ts'
export * from './bfs.ts'
export * from './solve.ts'
export * from './examples.ts'
export * from './moves.ts'

export const puzzle = definePuzzle<Pair, Move, typeof jobs>({
  id: 'tileswap',
  name: 'Tile swap',
  slug: 'tile-swap',
  example: `${SOURCE_SMALL.start} ${SOURCE_SMALL.goal}`,
  position: { parse: parsePair, format: formatPair },
  moves: { parse: parseMoves, format: formatMoves },
  replay: replayMoves,
  isSolution: solvesMoves,
  jobs,
})
