/**
 * <ttt-exercise>: the kit's exercise on alpha-beta's pruning. The reader lists pruned branches as
 * move paths; the verdict compares them with the recorded search (traceNegamax, natural order),
 * naming what is missing or wrong without giving the count away in class mode.
 */
import { InputError } from '../../src/solvers/contract.ts'
import { traceNegamax } from '../../src/solvers/game.ts'
import { emptyCells, ticTacToe, type Board } from '../../src/solvers/tictactoe/model.ts'
import { formatBoard, parseBoard } from '../../src/solvers/tictactoe/notation.ts'
import { $, setText } from '../kit/dom.ts'
import { KitExercise, type Solution } from '../kit/exercise.ts'
import { drawBoard } from './draw.ts'
import { pruneVerdict, randomSmallBoard, readPaths } from './logic.ts'
import { pathHint, position, TREE_LIMIT } from './position.ts'
import { prunedPaths } from './words.ts'

export class TicTacToeExercise extends KitExercise<Board> {
  protected setup(): void {
    this.follow = position
    this.notation = { parse: parseBoard, format: formatBoard }
    this.toggleAttribute('data-focusable', true) // focus view, for a projector
  }

  protected copy(b: Board): Board {
    return b
  }
  protected randomPuzzle(): Board {
    return randomSmallBoard(3 + Math.floor(Math.random() * 2), Math.random) // hand-sized: 3 or 4 empty cells
  }
  protected draw(b: Board): void {
    drawBoard($(this, '[data-board]'), b)
    // The answer's example uses moves of this position, so it can be typed here as it is.
    setText($(this, `#${CSS.escape(this.id)}-answer-hint`), pathHint(b))
  }

  #truth(b: Board): string[] {
    if (emptyCells(b).length > TREE_LIMIT)
      throw new InputError(
        `This position has ${emptyCells(b).length} empty cells; the exercise takes at most ${TREE_LIMIT}. Press “New puzzle”.`,
      )
    return prunedPaths(traceNegamax(ticTacToe, b, true).nodes)
  }

  protected check(b: Board, answer: string, reveal: boolean): string {
    return pruneVerdict(this.#truth(b), readPaths(b, answer), reveal)
  }

  protected solution(b: Board): Solution | null {
    let truth: string[]
    try {
      truth = this.#truth(b)
    } catch (err) {
      this.say((err as Error).message)
      return null
    }
    const text =
      truth.length === 0
        ? 'Alpha-beta prunes nothing here: every move matters.'
        : `Alpha-beta prunes ${truth.length} ${truth.length === 1 ? 'branch' : 'branches'}: ${truth.join(', ')}.`
    return { length: truth.length, text }
  }
}

if (!customElements.get('ttt-exercise')) customElements.define('ttt-exercise', TicTacToeExercise)
