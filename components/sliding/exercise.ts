/**
 * <sliding-exercise>: the kit's exercise on a sliding position and its goal. The reader types the
 * tiles that slide; the verdict says whether they are legal, reach the goal and are the fewest
 * (the optimum comes from the worker, through the shell's `run`). Class mode hides the optimum
 * until Reveal, after the class has predicted it. "New puzzle" keeps the goal.
 */
import { boardData, positionAfter, sameTiles } from '../../src/solvers/sliding/model.ts'
import { formatBoard, formatTask, parseMoves, parseTask } from '../../src/solvers/sliding/notation.ts'
import type { SlidingJobs } from '../../src/solvers/sliding/jobs.ts'
import { $ } from '../kit/dom.ts'
import { KitExercise, type Solution } from '../kit/exercise.ts'
import { drawBoard } from './draw.ts'
import { exercisePuzzle } from './logic.ts'
import { copyPosition, store, type Position } from './position.ts'
import { keepTables, tablesFor } from './tables.ts'
import { jobsRunner } from '../kit/worker-runner.ts'
import { shortestSentence, verdict } from './words.ts'

/** Boards above this many cells are not solved just to grade an answer (Reveal still solves them). */
const GRADE_UP_TO_CELLS = 9

export class SlidingExercise extends KitExercise<Position, SlidingJobs> {
  protected setup(): void {
    this.follow = store
    this.notation = { parse: parseTask, format: formatTask }
    this.runner = jobsRunner('sliding')
  }

  protected copy(p: Position): Position {
    return copyPosition(p)
  }

  protected randomPuzzle(): Position {
    const { goal } = (this.store ?? this.follow ?? store).get()
    return { board: exercisePuzzle(goal), goal }
  }

  protected describe(p: Position, own: boolean): string {
    const text = `${formatBoard(p.board)}, goal ${formatBoard(p.goal)}`
    return own
      ? `This exercise has its own puzzle, ${text}; your position elsewhere on the page is unchanged.`
      : `The puzzle is your position, ${text}.`
  }

  protected draw(p: Position): void {
    drawBoard($(this, '[data-ex-start] [data-board]'), p.board)
    drawBoard($(this, '[data-ex-goal] [data-board]'), p.goal)
  }

  protected async check(p: Position, answer: string, reveal: boolean): Promise<string | null> {
    const moves = parseMoves(answer, p.board)
    const reached = sameTiles(positionAfter(p.board, moves).tiles, p.goal.tiles)
    if (!reached || !reveal || p.board.tiles.length > GRADE_UP_TO_CELLS)
      return verdict(reached, moves.length, null)
    const best = await this.#optimum(p, 'Checking the optimum…')
    return best === null ? null : verdict(true, moves.length, best.length)
  }

  protected async solution(p: Position): Promise<Solution | null> {
    const best = await this.#optimum(p, 'Solving…')
    return best === null ? null : { length: best.length, text: shortestSentence(best) }
  }

  /** An optimal solution from the worker, or null when there is none to show (the status says why). */
  async #optimum(p: Position, busy: string): Promise<number[] | null> {
    const goal = boardData(p.goal)
    const done = await this.run(
      { kind: 'solve', start: boardData(p.board), goal, pdb: tablesFor(goal) },
      busy,
    )
    if (!done) return null
    keepTables(done.result.pdb)
    if (done.result.reason) {
      this.say(done.result.reason)
      return null
    }
    return done.result.moves
  }
}

if (!customElements.get('sliding-exercise')) customElements.define('sliding-exercise', SlidingExercise)
