/** The reader's tic-tac-toe position, shared by the tree widget and the exercise. */
import { createStore } from '../kit/store.ts'
import { parseBoard } from '../../src/solvers/tictactoe/notation.ts'
import type { Board } from '../../src/solvers/tictactoe/model.ts'

/** The tree's example: X to move with five empty cells (X has 1 and 5, O has 3 and 9). */
export const TREE_EXAMPLE = 'x.o/.x./..o'
/** The tree is drawn for positions with at most this many empty cells (5: at most 326 positions). */
export const TREE_LIMIT = 5

export const position = createStore<Board>(parseBoard(TREE_EXAMPLE), (b) => b)
