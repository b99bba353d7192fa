/**
 * Tic-tac-toe — the description and public API: the board as a `Game` (model.ts), the notation,
 * the whole game counted (count.ts) and the alpha-beta trace the tree widget draws (trace.ts).
 * Its article is the games notebook, /games/ (Connect Four owns that article's main widget).
 */
import { definePuzzle } from '../contract.ts'
import { endsTheGame } from '../game.ts'
import { isOver, type Board, type Cell } from './model.ts'
import { EXAMPLE, formatBoard, formatCells, parseBoard, parseCells, replay } from './notation.ts'

export * from './model.ts'
export * from './notation.ts'
export * from './count.ts'

export const puzzle = definePuzzle<Board, Cell, Record<string, never>>({
  id: 'tictactoe',
  name: 'Tic-tac-toe',
  slug: 'games',
  example: EXAMPLE,
  position: { parse: parseBoard, format: formatBoard },
  moves: { parse: parseCells, format: formatCells },
  replay,
  isSolution: endsTheGame(replay, isOver),
  jobs: {},
})
