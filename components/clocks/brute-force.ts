/** <clocks-brute-force>: the reader's position → a worker search (count vectors or sequences) with progress and Cancel. */
import { POSITIONS, type Dials } from '../../src/solvers/clocks/model.ts'
import { formatDials } from '../../src/solvers/clocks/notation.ts'
import { fmt } from '../../src/lib/format.ts'
import type { ClocksJobs } from '../../src/solvers/clocks/jobs.ts'
import { $ } from '../kit/dom.ts'
import { formatMs } from '../kit/job-controls.ts'
import { KitWidget } from '../kit/widget.ts'
import { drawBoard } from './draw.ts'
import { parseDials } from '../../src/solvers/clocks/notation.ts'
import { position } from './position.ts'
import { jobsRunner } from '../kit/worker-runner.ts'

const NOUN = { counts: 'candidates', sequences: 'sequences' } as const
const movesText = (moves: readonly number[]): string => moves.join(' ') || '(none)'

export class ClocksBruteForce extends KitWidget<Dials, string, ClocksJobs> {
  protected setup(): void {
    this.usePosition(position, { parse: parseDials, format: formatDials })
    this.runner = jobsRunner('clocks')
    for (const button of this.querySelectorAll<HTMLButtonElement>('[data-run]')) {
      button.addEventListener(
        'click',
        () => void this.#run(button.dataset.run === 'counts' ? 'counts' : 'sequences'),
      )
    }
  }

  protected render(dials: Dials): void {
    drawBoard($(this, '[data-board]'), dials)
  }

  protected idleStatus(): string {
    return 'Choose a search to run it on your position.'
  }

  async #run(kind: 'counts' | 'sequences'): Promise<void> {
    const dials = Array.from(this.position)
    $(this, '[data-job]').dataset.noun = NOUN[kind]
    if (kind === 'counts') {
      const done = await this.run({ kind, dials }, 'Trying count vectors…')
      if (!done) return
      const r = done.result
      this.say(
        `Found after trying ${fmt(r.tried)} of ${fmt(POSITIONS)} count vectors in ${formatMs(done.elapsedMs)}: moves ${movesText(r.moves)}.`,
      )
    } else {
      const ordered = $<HTMLInputElement>(this, '[data-ordered]').checked
      const done = await this.run({ kind, dials, ordered }, 'Trying move sequences…')
      if (!done) return
      const r = done.result
      this.say(
        r.moves
          ? `Found after exploring ${fmt(r.explored)} sequences in ${formatMs(done.elapsedMs)}: moves ${movesText(r.moves)}.`
          : `No sequence found after exploring ${fmt(r.explored)} sequences.`,
      )
    }
  }
}

if (!customElements.get('clocks-brute-force')) customElements.define('clocks-brute-force', ClocksBruteForce)
