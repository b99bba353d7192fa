/**
 * Tic-tac-toe against an opponent who plays uniformly at random: expectimax (src/solvers/game.ts)
 * with the opponent's turns as chance nodes. The side to move maximises +1 win, 0 draw, −1 loss.
 *
 * Vocabulary:
 *   expectation  a move's expected value for the side to move, and the probabilities that the
 *                game then ends in a win, a draw or a loss, when the side to move keeps playing
 *                its best (expectimax) moves and the opponent picks any empty cell, each equally likely.
 *   best         the moves of largest expected value (several when they tie).
 */
import { expectimaxMoves, moveValues, TIE, type Expectation } from '../game.ts'
import { isOver, ticTacToe, winner, type Board, type Cell } from './model.ts'

export interface MoveExpectation extends Expectation {
  cell: Cell
}

export interface ChanceAnalysis extends Expectation {
  /** The moves of largest value, cells 1..9 (empty when the game is over). */
  best: Cell[]
  moves: MoveExpectation[]
}

/** The side to move's expectation at `b` and every move's, against a uniformly random opponent. */
export function expectimaxAnalysis(b: Board): ChanceAnalysis {
  if (isOver(b)) {
    const lost = winner(b) !== null // the side to move never made the line
    return { value: lost ? -1 : 0, win: 0, draw: lost ? 0 : 1, loss: lost ? 1 : 0, best: [], moves: [] }
  }
  const moves = expectimaxMoves(ticTacToe, b).map(({ move, expectation }) => ({ cell: move, ...expectation }))
  const top = Math.max(...moves.map((m) => m.value))
  const best = moves.filter((m) => m.value >= top - TIE)
  const { value, win, draw, loss } = best[0]
  return { value, win, draw, loss, best: best.map((m) => m.cell), moves }
}

/** The cells that keep minimax's value (the perfect moves against a perfect opponent). */
export function perfectCells(b: Board): Cell[] {
  const values = moveValues(ticTacToe, b)
  const top = Math.max(...values.map((v) => v.value))
  return values.filter((v) => v.value === top).map((v) => v.move)
}
