/**
 * <rubiks-clock-sampler>: the distribution of optimal lengths, measured live. The worker solves
 * random positions optimally in small batches (the kit's `run`, one batch a job), so the table
 * grows after each batch and Cancel keeps the positions already measured. It has no position of
 * its own: it never follows the page's store. The kit closes the progress box after each job, so
 * the box shows at once (data-delay 0) and a Cancel that had focus gets it back for the next batch.
 */
import type { RubiksClockJobs } from '../../src/solvers/rubiks-clock/jobs.ts'
import { $, setText } from '../kit/dom.ts'
import { KitWidget } from '../kit/widget.ts'
import { share } from './sampler-math.ts'
import { jobsRunner } from '../kit/worker-runner.ts'
import { keptSentence, sampleBusy, sampleSummary } from './words.ts'

const BATCH = 5

export class RubiksClockSampler extends KitWidget<never, string, RubiksClockJobs> {
  #running = 0 // the run in progress; a new run makes older loops stop
  #button!: HTMLButtonElement
  #cancel!: HTMLButtonElement
  #cancelLeft = false // focus went from Cancel to the button because the kit closed the box between batches

  protected setup(): void {
    this.runner = jobsRunner('rubiks-clock')
    this.#button = $<HTMLButtonElement>(this, '[data-sample]')
    this.#cancel = $<HTMLButtonElement>(this, '[data-job-cancel]')
    this.#button.addEventListener('click', () => void this.#sample())
    this.#cancel.addEventListener('focusout', (e) => {
      this.#cancelLeft = e.relatedTarget === this.#button
    })
  }

  /** Puts focus back on Cancel once the next batch's box shows (the kit shows it after data-delay, 0 here). */
  #keepCancelFocus(): void {
    if (!this.#cancelLeft || document.activeElement !== this.#button) return
    this.#cancelLeft = false
    setTimeout(() => this.#cancel.focus(), 0)
  }

  protected render(): void {}

  #show(counts: readonly number[]): void {
    const n = counts.reduce((a, b) => a + b, 0)
    this.querySelectorAll<HTMLElement>('[data-length]').forEach((row, k) => {
      const s = share(counts[k], n)
      setText($(row, '[data-count]'), n === 0 ? '—' : counts[k].toLocaleString('en-US'))
      setText($(row, '[data-share]'), n === 0 ? '—' : s.text)
      $(row, '[data-bar]').style.width = n === 0 ? '0' : s.width
    })
  }

  async #sample(): Promise<void> {
    const run = ++this.#running
    const total = Number($<HTMLSelectElement>(this, '[data-sample-size]').value)
    const counts = new Array<number>(13).fill(0)
    let done = 0
    let elapsed = 0
    this.#show(counts)
    while (done < total) {
      const count = Math.min(BATCH, total - done)
      const next = this.run({ kind: 'sample', count, before: done, total }, sampleBusy(done, total))
      this.#keepCancelFocus()
      const batch = await next
      if (run !== this.#running) return
      if (!batch) {
        // The status already says why (the kit's words); add what was measured before it stopped.
        this.say(`${$(this, '[data-status]').textContent} ${keptSentence(counts, total)}`)
        return
      }
      batch.result.lengths.forEach((c, k) => (counts[k] += c))
      done += batch.result.solved
      elapsed += batch.elapsedMs
      this.#show(counts)
    }
    this.say(sampleSummary(counts, elapsed))
  }
}

if (!customElements.get('rubiks-clock-sampler'))
  customElements.define('rubiks-clock-sampler', RubiksClockSampler)
