/** The MCTS widget's position: which game, and a position of it in that game's notation. */
import { formatPosition, parsePosition } from '../../src/solvers/connect4/board.ts'
import { EXAMPLE as C4_EXAMPLE } from '../../src/solvers/connect4/example.ts'
import type { GameName } from '../../src/solvers/mcts-jobs.ts'
import { formatBoard, parseBoard } from '../../src/solvers/tictactoe/notation.ts'

export interface GamePosition {
  game: GameName
  /** The position in the game's notation, as formatted. */
  text: string
}

/** Each game's example: a tic-tac-toe middle game with one perfect move, and Connect Four's (only column 5 keeps the win). */
export const MCTS_EXAMPLES: Record<GameName, string> = { tictactoe: 'x.o/.x./..o', connect4: C4_EXAMPLE }

/** Reads `text` as a position of `game` (throws NotationError or InputError with the reason). */
export function readGamePosition(game: GameName, text: string): GamePosition {
  return game === 'tictactoe'
    ? { game, text: formatBoard(parseBoard(text)) }
    : { game, text: formatPosition(parsePosition(text)) }
}

/** The link's parameters (`?mcts-game=…&mcts-position=…#mcts`). */
export const MCTS_PARAMS = {
  game: 'mcts-game',
  position: 'mcts-position',
  playouts: 'mcts-playouts',
  exploration: 'mcts-c',
  seed: 'mcts-seed',
} as const
