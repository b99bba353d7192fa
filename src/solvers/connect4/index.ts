/**
 * Connect Four — the description (`puzzle`, the contract every puzzle shares) and the public API:
 * the board and its notation (board.ts), the game as a `Game` for the generic searches, and the
 * perfect solver on bitboards (solver.ts). Its article is the games notebook, /games/.
 */
import { definePuzzle } from '../contract.ts'
import { endsTheGame } from '../game.ts'
import {
  formatColumns,
  formatPosition,
  isOver,
  parseColumns,
  parsePosition,
  replay,
  type Position,
} from './board.ts'
import { EXAMPLE } from './example.ts'
import { jobs } from './jobs.ts'

export * from './board.ts'
export * from './solver.ts'
export * from './random.ts'
export { EXAMPLE }

export const puzzle = definePuzzle<Position, number, typeof jobs>({
  id: 'connect4',
  name: 'Connect Four',
  slug: 'games',
  example: EXAMPLE,
  position: { parse: (text) => parsePosition(text), format: formatPosition },
  moves: { parse: parseColumns, format: formatColumns },
  replay,
  isSolution: endsTheGame(replay, isOver),
  jobs,
})
