/** <clocks-compare>: the four methods on the reader's position, each timed in the worker. */
import type { Dials } from '../../src/solvers/clocks/model.ts'
import { formatDials, parseDials } from '../../src/solvers/clocks/notation.ts'
import type { ClocksJobs, MethodTiming } from '../../src/solvers/clocks/jobs.ts'
import { $, setText } from '../kit/dom.ts'
import { KitWidget } from '../kit/widget.ts'
import { compareSentence, formatMicros } from './words.ts'
import { EXAMPLE, position } from './position.ts'
import { jobsRunner } from '../kit/worker-runner.ts'

export class ClocksCompare extends KitWidget<Dials, string, ClocksJobs> {
  #first = true
  #example = true
  #measured = false

  protected setup(): void {
    this.usePosition(position, { parse: parseDials, format: formatDials })
    this.runner = jobsRunner('clocks')
    $(this, '[data-compare]').addEventListener('click', () => void this.#compare())
  }

  #rows(): HTMLTableRowElement[] {
    return Array.from(this.querySelectorAll<HTMLTableRowElement>('tr[data-method]'))
  }

  /**
   * A new position clears the table, so no row shows an answer its method has not computed; the
   * build-time table (the example's answers) stays only while the position is the example.
   */
  protected render(dials: Dials): void {
    this.#example = formatDials(dials) === EXAMPLE
    if (!this.#example || !this.#first) this.#fill([])
    this.#first = false
  }

  protected idleStatus(): string {
    return this.#example && !this.#measured
      ? 'Answers shown for the IOI example; press the button to time each method in your browser.'
      : 'Press the button to solve your position with each method and time them.'
  }

  #fill(results: readonly MethodTiming[]): void {
    for (const row of this.#rows()) {
      const r = results.find((x) => x.method === row.dataset.method)
      setText($(row, '[data-answer] code'), r ? r.moves.join(' ') || '(none)' : '–')
      setText($(row, '[data-time]'), r ? formatMicros(r.microsPerSolve) : 'not measured yet')
      setText($(row, '[data-runs]'), r ? r.runs.toLocaleString('en-US') : '–')
    }
  }

  async #compare(): Promise<void> {
    const done = await this.run({ kind: 'compare', dials: Array.from(this.position) }, 'Timing each method…')
    if (!done) return
    this.#measured = true
    this.#fill(done.result.rows)
    this.say(compareSentence(done.result.rows))
  }
}

if (!customElements.get('clocks-compare')) customElements.define('clocks-compare', ClocksCompare)
