/**
 * Sliding puzzles — the puzzle's description (`puzzle`, the contract every puzzle shares) and its
 * public API: model and checker, notation, parity, ranking, breadth-first search, heuristics, A*
 * and IDA* (the search lab's, on sliding boards), the 15-puzzle's fast IDA*, and additive pattern
 * databases. The jobs the worker runs are in jobs.ts.
 *
 * A position is a board; the goal travels beside it (the CLI's `--goal`, the page's `&goal=`).
 * The description's `isSolution` checks against the default goal, 1, 2, … with the blank last.
 */
import { definePuzzle } from '../contract.ts'
import { jobs } from './jobs.ts'
import { defaultGoal, isSolution, positionAfter, type Board, type Move } from './model.ts'
import { EXAMPLE, formatBoard, formatMoves, parseBoard, parseMoves } from './notation.ts'

export * from './model.ts'
export * from './notation.ts'
export * from './parity.ts'
export * from './rank.ts'
export * from './bfs.ts'
export * from './heuristics.ts'
export * from './pdb.ts'
export * from './search.ts'
export * from './ida-fast.ts'
export * from './solve.ts'
export * from './frame.ts'
export * from './big-bfs.ts'

export const puzzle = definePuzzle<Board, Move, typeof jobs>({
  id: 'sliding',
  name: 'Sliding puzzles',
  slug: 'sliding-puzzles',
  example: EXAMPLE,
  position: { parse: parseBoard, format: formatBoard },
  moves: { parse: (text) => parseMoves(text), format: formatMoves },
  replay: positionAfter,
  isSolution: (start, moves) => isSolution(start, defaultGoal(start.width, start.height), moves),
  jobs,
})
