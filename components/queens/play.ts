/**
 * <queens-play>: the article's main widget. The reader's placement (position.ts) → board, status,
 * URL; Set, Copy link and job outcomes come from the kit's shell. The first solution is found on
 * the page (microseconds up to n = 16); counting runs in the worker.
 */
import { firstSolution } from '../../src/solvers/queens/backtrack.ts'
import { NotationError } from '../../src/solvers/contract.ts'
import { emptyPlacement, type Placement } from '../../src/solvers/queens/notation.ts'
import { PAGE_MAX_N, type QueensJobs } from '../../src/solvers/queens/jobs.ts'
import { $ } from '../kit/dom.ts'
import { KitWidget } from '../kit/widget.ts'
import { drawBoard } from './draw.ts'
import { NOTATION, position } from './position.ts'
import { jobsRunner } from '../kit/worker-runner.ts'
import { countSentence, placementSentence } from './words.ts'

/** The page's notation: the solver's, with boards up to PAGE_MAX_N. */
const PAGE_NOTATION = {
  parse(text: string): Placement {
    const size = /^\d+$/.test(text.trim()) ? Number(text.trim()) : null // a size alone: the page's range, not the solver's
    if (size !== null && (size < 1 || size > PAGE_MAX_N))
      throw new NotationError(
        `The board size must be from 1 to ${PAGE_MAX_N} on this page (the command line goes further), not ${size.toLocaleString('en-US')}.`,
      )
    const p = NOTATION.parse(text)
    if (p.n > PAGE_MAX_N)
      throw new NotationError(
        `The page takes boards up to ${PAGE_MAX_N}×${PAGE_MAX_N} (this one is ${p.n}×${p.n}); the command line goes further.`,
      )
    return p
  },
  format: NOTATION.format,
}

export class QueensPlay extends KitWidget<Placement, string, QueensJobs> {
  #board!: HTMLElement

  protected setup(): void {
    this.usePosition(position, PAGE_NOTATION)
    this.runner = jobsRunner('queens')
    this.#board = $(this, '[data-board]')
    $(this, '[data-first]').addEventListener('click', () => this.#first())
    $(this, '[data-clear]').addEventListener('click', () =>
      this.change(emptyPlacement(this.position.n), 'edit'),
    )
    $(this, '[data-count]').addEventListener('click', () => void this.#count())
  }

  protected render(p: Placement): void {
    drawBoard(this.#board, p)
  }
  protected idleStatus(p: Placement): string {
    return placementSentence(p)
  }

  #first(): void {
    const n = this.position.n
    const cols = firstSolution(n)
    if (!cols) {
      this.say(
        `${n}-queens has no solution: no placement of ${n} queens on a ${n}×${n} board is attack-free.`,
      )
      return
    }
    this.change({ n, cols: Int8Array.from(cols) }, 'edit')
  }

  async #count(): Promise<void> {
    const n = this.position.n
    const out = await this.run({ kind: 'count', n, distinct: true }, `Counting the solutions of ${n}-queens…`)
    // In class mode the count waits until the class has predicted it.
    if (out)
      this.holdAnswer(
        out.result.solutions,
        () => countSentence(out.result, out.elapsedMs),
        'Counted. How many solutions does this board size have? Type the class’s prediction, then press Reveal.',
      )
  }
}

if (!customElements.get('queens-play')) customElements.define('queens-play', QueensPlay)
