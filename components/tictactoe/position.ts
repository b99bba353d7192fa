/** The reader's tic-tac-toe position, shared by the tree widget and the exercise. */
import { createStore } from '../kit/store.ts'
import { parseBoard } from '../../src/solvers/tictactoe/notation.ts'
import { emptyCells, toMove, type Board } from '../../src/solvers/tictactoe/model.ts'

/**
 * The tree's example: O to move with four empty cells (4, 6, 8, 9); a draw with perfect play, and
 * alpha-beta prunes five branches of it: few enough to find by hand in the exercise.
 */
export const TREE_EXAMPLE = 'oxo/.x./x..'
/** The tree is drawn for positions with at most this many empty cells (5: at most 326 positions). */
export const TREE_LIMIT = 5

/** The answer box's hint for a position, with an example valid there when it has three empty cells or more. */
export function pathHint(b: Board): string {
  const example = pathExample(b)
  const format = example
    ? `: ${example.text} (so ${example.meaning})`
    : ', each branch as its cells in order, separated by spaces'
  return `Each branch as the moves from this position that reach it, branches separated by commas${format}. Moves are tried in the order 1 to 9.`
}

/**
 * The answer box's example for a position: two legal branches written as the reader writes them
 * ("4 6, 8"), and what the first means; valid on the position (its moves can be played there).
 */
export function pathExample(b: Board): { text: string; meaning: string } | null {
  const cells = emptyCells(b)
  if (cells.length < 3) return null
  const [a, c, d] = cells
  const first = toMove(b) === 0 ? 'X' : 'O'
  const second = first === 'X' ? 'O' : 'X'
  return {
    text: `${a} ${c}, ${d}`,
    meaning: `“${a} ${c}” is ${second}’s reply ${c} after ${first} plays ${a}`,
  }
}

/** The expectimax widget's start: the empty board, where minimax rates every move a draw and a random opponent does not. */
export const CHANCE_EXAMPLE = '.../.../...'

export const position = createStore<Board>(parseBoard(TREE_EXAMPLE), (b) => b)
