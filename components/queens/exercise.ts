/**
 * <queens-exercise>: complete a partial placement. The reader types a column for each empty row;
 * the verdict replays them (an attacked square is named); the reveal counts the completions in
 * the worker.
 */
import { isComplete, replay } from '../../src/solvers/queens/model.ts'
import { formatPlacement, parseMoves, type Placement } from '../../src/solvers/queens/notation.ts'
import type { QueensJobs } from '../../src/solvers/queens/jobs.ts'
import { mulberry32 } from '../../src/solvers/random.ts'
import { $ } from '../kit/dom.ts'
import { KitExercise, type Solution } from '../kit/exercise.ts'
import { drawBoard } from './draw.ts'
import { randomPartial } from './exercise-logic.ts'
import { NOTATION, position } from './position.ts'
import { jobsRunner } from '../kit/worker-runner.ts'

const random = mulberry32(Date.now() >>> 0)

export class QueensExercise extends KitExercise<Placement, QueensJobs> {
  protected setup(): void {
    this.follow = position
    this.notation = NOTATION
    this.runner = jobsRunner('queens')
  }

  protected copy(p: Placement): Placement {
    return { n: p.n, cols: Int8Array.from(p.cols) }
  }
  protected randomPuzzle(): Placement {
    return randomPartial(random)
  }
  protected draw(p: Placement): void {
    drawBoard($(this, '[data-board]'), p)
  }

  protected check(p: Placement, answer: string): string {
    const moves = parseMoves(answer)
    const empty = p.cols.filter((c) => c < 0).length
    if (moves.length !== empty)
      return `Not yet: the board has ${empty} empty row${empty === 1 ? '' : 's'}, and you gave ${moves.length} column${moves.length === 1 ? '' : 's'}.`
    try {
      const done = replay(p, moves)
      return isComplete(done)
        ? `Correct: ${formatPlacement(done)} has no two queens attacking.`
        : 'Not a solution.'
    } catch (err) {
      if (err instanceof Error && err.name === 'InputError') return `Not a solution: ${err.message}`
      throw err
    }
  }

  protected async solution(p: Placement): Promise<Solution | null> {
    const out = await this.run(
      { kind: 'completions', n: p.n, cols: Array.from(p.cols) },
      'Counting the completions…',
    )
    if (!out) return null
    const { count, first } = out.result
    const text =
      count === 0
        ? 'This board cannot be completed: no placement of the remaining queens is attack-free.'
        : `This board can be completed in ${count.toLocaleString('en-US')} way${count === 1 ? '' : 's'}; one is ${formatPlacement({ n: p.n, cols: Int8Array.from(first!) })}.`
    return { length: count, text }
  }
}

if (!customElements.get('queens-exercise')) customElements.define('queens-exercise', QueensExercise)
