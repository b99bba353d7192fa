/**
 * <search-exercise>: the kit's exercise on the lab's position. The reader types a solution (the
 * tiles that slide); the verdict says whether it is legal, reaches the goal, and is a shortest
 * one — the question every row of the race answers, asked of the reader.
 */
import { bfsPath } from '../../src/solvers/sliding/bfs.ts'
import { positionAfter, sameTiles, shuffle } from '../../src/solvers/sliding/model.ts'
import { parseMoves } from '../../src/solvers/sliding/notation.ts'
import { $ } from '../kit/dom.ts'
import { KitExercise, type Solution } from '../kit/exercise.ts'
import { drawBoard } from './draw.ts'
import { copyTask, NOTATION, position, type Task } from './position.ts'
import { judgeSolution, shortestSentence } from './words.ts'

export class SearchExercise extends KitExercise<Task> {
  protected setup(): void {
    this.follow = position
    this.notation = NOTATION
  }

  protected copy(p: Task): Task {
    return copyTask(p)
  }

  /** A scramble of 8 to 14 random moves from the goal (never the goal itself). */
  protected randomPuzzle(): Task {
    const goal = this.follow?.get().goal ?? position.get().goal
    for (;;) {
      const board = shuffle(goal, 8 + Math.floor(Math.random() * 7))
      if (!sameTiles(board.tiles, goal.tiles)) return { board, goal }
    }
  }

  protected draw(p: Task): void {
    drawBoard($(this, '[data-board]'), p.board, 'Position to solve')
  }

  #shortest(p: Task): number | null {
    return bfsPath(p.board, p.goal)?.moves.length ?? null
  }

  protected check(p: Task, answer: string, reveal: boolean): string {
    const moves = parseMoves(answer, p.board)
    const end = positionAfter(p.board, moves)
    return judgeSolution(moves.length, sameTiles(end.tiles, p.goal.tiles), this.#shortest(p), reveal)
  }

  protected solution(p: Task): Solution | null {
    const r = bfsPath(p.board, p.goal)
    if (!r) {
      this.say('This position cannot reach its goal (parity), so there is no shortest solution.')
      return null
    }
    return { length: r.moves.length, text: shortestSentence(r.moves) }
  }
}

if (!customElements.get('search-exercise')) customElements.define('search-exercise', SearchExercise)
