/**
 * <tileswap-exercise>: the kit's exercise on a pair of grids (the reader's, or its own from "New
 * puzzle" or a link). The reader types swaps; the verdict says whether they are legal, reach the
 * goal and are the fewest (words.ts builds every sentence). In class mode the fewest stays hidden
 * until the class has predicted it and pressed Reveal.
 */
import { formatGrid, mismatch, type Pair } from '../../src/solvers/tileswap/grid.ts'
import { parseSwaps } from '../../src/solvers/tileswap/moves.ts'
import { toSwapArray } from '../../src/solvers/tileswap/swaps.ts'
import type { SolveResult, TileSwapJobs } from '../../src/solvers/tileswap/jobs.ts'
import { $ } from '../kit/dom.ts'
import { KitExercise, type Solution } from '../kit/exercise.ts'
import { drawGrid } from './draw.ts'
import { randomPuzzle } from './logic.ts'
import { copyPair, NOTATION, position } from './position.ts'
import { revealSentence, swapVerdict } from './words.ts'
import { jobsRunner } from '../kit/worker-runner.ts'

export class TileSwapExercise extends KitExercise<Pair, TileSwapJobs> {
  protected setup(): void {
    this.follow = position
    this.notation = NOTATION
    this.runner = jobsRunner('tileswap')
  }

  protected copy(p: Pair): Pair {
    return copyPair(p)
  }
  protected randomPuzzle(): Pair {
    return randomPuzzle()
  }

  protected draw(p: Pair): void {
    const sameShape = p.start.rows === p.goal.rows && p.start.cols === p.goal.cols
    drawGrid($<SVGSVGElement>(this, '[data-board]'), { ...p.start, goal: sameShape ? p.goal.cells : null })
  }

  /** The fewest swaps, from the worker (a 128 × 128 pair takes a while); null when the status already says why not. */
  async #fewest(p: Pair, busy: string): Promise<SolveResult | null> {
    const why = mismatch(p.start, p.goal)
    if (why) {
      this.say(`Fix the grids first: ${why}`)
      return null
    }
    const done = await this.run(
      { kind: 'solve', start: formatGrid(p.start), goal: formatGrid(p.goal), method: 'flow' },
      busy,
    )
    return done ? done.result : null
  }

  protected async check(p: Pair, answer: string, reveal: boolean): Promise<string | null> {
    const swaps = parseSwaps(answer, p.start)
    const best = await this.#fewest(p, 'Checking…')
    return best ? swapVerdict(p.start, p.goal, swaps, best.cost, reveal) : null
  }

  protected async solution(p: Pair): Promise<Solution | null> {
    const best = await this.#fewest(p, 'Finding the fewest swaps…')
    return best
      ? { length: best.cost, text: revealSentence(best.cost, toSwapArray(best.swaps), p.start.cols) }
      : null
  }
}

if (!customElements.get('tileswap-exercise')) customElements.define('tileswap-exercise', TileSwapExercise)
