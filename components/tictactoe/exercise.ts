/**
 * <ttt-exercise>: the kit's exercise on alpha-beta's pruning. The reader lists pruned branches as
 * move paths; the verdict compares them with the recorded search (traceNegamax, natural order),
 * naming what is missing or wrong without giving the count away in class mode.
 */
import { InputError, NotationError } from '../../src/solvers/contract.ts'
import { traceNegamax } from '../../src/solvers/game.ts'
import { emptyCells, ticTacToe, type Board } from '../../src/solvers/tictactoe/model.ts'
import { formatBoard, parseBoard, replay } from '../../src/solvers/tictactoe/notation.ts'
import { $ } from '../kit/dom.ts'
import { KitExercise, type Solution } from '../kit/exercise.ts'
import { drawBoard } from './draw.ts'
import { randomSmallBoard } from './logic.ts'
import { position, TREE_LIMIT } from './position.ts'
import { prunedPaths } from './words.ts'

/** Reads "7 9, 4" into paths ["7 9", "4"]; every path must be legal from `b`. */
export function readPaths(b: Board, text: string): string[] {
  const parts = text.split(',').map((t) => t.trim()).filter((t) => t !== '')
  return parts.map((part, i) => {
    const cells = part.split(/\s+/).map((w) => {
      if (!/^[1-9]$/.test(w)) throw new NotationError(`Branch ${i + 1} ("${part.slice(0, 20)}"): "${w.slice(0, 8)}" is not a cell 1..9.`)
      return Number(w)
    })
    try {
      replay(b, cells)
    } catch (err) {
      throw new InputError(`Branch ${i + 1} (${part}): ${(err as Error).message}`)
    }
    return cells.join(' ')
  })
}

/** The verdict on `answer` against the true pruned branches; `reveal` false keeps the count hidden. */
export function pruneVerdict(truth: readonly string[], answer: readonly string[], reveal: boolean): string {
  const want = new Set(truth)
  const got = new Set(answer)
  const wrong = [...got].filter((p) => !want.has(p))
  const missing = [...want].filter((p) => !got.has(p))
  if (wrong.length === 0 && missing.length === 0) return `Right: alpha-beta prunes exactly ${truth.length === 0 ? 'nothing here' : `these ${truth.length === 1 ? 'branch' : `${truth.length} branches`}`}.`
  const parts: string[] = []
  if (wrong.length) parts.push(`alpha-beta does search ${wrong.join(', ')}`)
  if (missing.length) parts.push(reveal ? `it also prunes ${missing.join(', ')}` : `it prunes ${missing.length === 1 ? 'one more branch' : 'more branches'}`)
  return `Not quite: ${parts.join('; ')}.`
}

export class TicTacToeExercise extends KitExercise<Board> {
  protected setup(): void {
    this.follow = position
    this.notation = { parse: parseBoard, format: formatBoard }
  }

  protected copy(b: Board): Board { return b }
  protected randomPuzzle(): Board { return randomSmallBoard(4 + Math.floor(Math.random() * 2), Math.random) }
  protected draw(b: Board): void { drawBoard($(this, '[data-board]'), b) }

  #truth(b: Board): string[] {
    if (emptyCells(b).length > TREE_LIMIT) throw new InputError(`This position has ${emptyCells(b).length} empty cells; the exercise takes at most ${TREE_LIMIT}. Press “New puzzle”.`)
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
    const text = truth.length === 0 ? 'Alpha-beta prunes nothing here: every move matters.' : `Alpha-beta prunes ${truth.length} ${truth.length === 1 ? 'branch' : 'branches'}: ${truth.join(', ')}.`
    return { length: truth.length, text }
  }
}

if (!customElements.get('ttt-exercise')) customElements.define('ttt-exercise', TicTacToeExercise)
