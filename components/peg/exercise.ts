/**
 * <peg-exercise>: the kit's exercise on a peg board. The reader types a solution as moves
 * (`7-2 1-4 9-7-2`); the verdict says whether it is legal, whether it leaves one peg (in the goal
 * hole), how many moves it took and, up to T6, whether that is the fewest: the fewest moves come
 * from the worker (this.run), so a change of board drops a search in flight. words.ts builds every
 * sentence, logic.ts the random puzzles.
 */
import type { Jump } from '../../src/solvers/peg/board.ts'
import type { PegJobs } from '../../src/solvers/peg/jobs.ts'
import { formatBoard, parseBoard, parseMoves } from '../../src/solvers/peg/notation.ts'
import { $ } from '../kit/dom.ts'
import { KitExercise, type Solution } from '../kit/exercise.ts'
import { drawBoard } from './draw.ts'
import { CHECK_FEWEST_UP_TO, needsFewest, randomPuzzle } from './logic.ts'
import { copyPosition, position, type PegPosition } from './position.ts'
import { jobsRunner } from '../kit/worker-runner.ts'
import { exerciseSource, judge, noSolutionForGoal, revealText, TOO_BIG_TO_REVEAL } from './words.ts'

type Fewest = { moves: number; solution: Jump[] } | 'none'

export class PegExercise extends KitExercise<PegPosition, PegJobs> {
  /** Fewest moves by board and goal, so checking twice does not search twice. */
  readonly #cache = new Map<string, Fewest>()

  protected setup(): void {
    this.follow = position
    this.notation = { parse: (text) => ({ ...parseBoard(text), target: -1 }), format: formatBoard }
    this.runner = jobsRunner('peg')
  }

  protected copy(p: PegPosition): PegPosition {
    return copyPosition(p)
  }

  protected randomPuzzle(): PegPosition {
    return { ...randomPuzzle(Number($<HTMLSelectElement>(this, '[data-size]').value)), target: -1 }
  }

  protected draw(p: PegPosition): void {
    drawBoard($(this, '[data-board]'), p, false)
  }

  protected describe(p: PegPosition, own: boolean): string {
    return exerciseSource(formatBoard(p), p.target, own)
  }

  protected async check(p: PegPosition, answer: string, reveal: boolean): Promise<string | null> {
    const jumps = parseMoves(answer, p.side)
    if (!needsFewest(p, p.target, jumps)) return judge(p, p.target, jumps, null, reveal)
    if (p.side > CHECK_FEWEST_UP_TO) return judge(p, p.target, jumps, 'too-big', reveal)
    const best = await this.#fewest(p)
    if (best === null) return null
    return judge(p, p.target, jumps, best === 'none' ? null : best.moves, reveal)
  }

  protected async solution(p: PegPosition): Promise<Solution | null> {
    if (p.side > CHECK_FEWEST_UP_TO) {
      this.say(TOO_BIG_TO_REVEAL(p.side))
      return null
    }
    const best = await this.#fewest(p)
    if (best === null) return null
    if (best === 'none') {
      this.say(noSolutionForGoal(p.target))
      return null
    }
    return { length: best.moves, text: revealText(best.moves, best.solution) }
  }

  /** The fewest moves from the worker (cached); null when the search gave no result to show. */
  async #fewest(p: PegPosition): Promise<Fewest | null> {
    const key = `${formatBoard(p)} ${p.target}`
    const known = this.#cache.get(key)
    if (known) return known
    const done = await this.run(
      { kind: 'shortest', side: p.side, board: p.board, target: p.target },
      'Finding the fewest moves…',
    )
    if (!done) return null
    const r = done.result
    const value: Fewest = r.moves === null ? 'none' : { moves: r.moves, solution: r.solution }
    this.#cache.set(key, value)
    return value
  }
}

if (!customElements.get('peg-exercise')) customElements.define('peg-exercise', PegExercise)
