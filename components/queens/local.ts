/**
 * <queens-local>: runs a local-search method over seeded starts in the worker, says the success
 * rate and mean steps, and plots attacking pairs over the first run's steps.
 */
import type { LocalMethod } from '../../src/solvers/queens/local.ts'
import type { QueensJobs } from '../../src/solvers/queens/jobs.ts'
import { $, setText, showError } from '../kit/dom.ts'
import { KitWidget } from '../kit/widget.ts'
import { plotGeometry } from './plot.ts'
import { jobsRunner } from '../kit/worker-runner.ts'
import { rateVerdict, statsSentence } from './words.ts'

export const MAX_SMALL_N = 200
export const MAX_LARGE_N = 1_000_000

export class QueensLocal extends KitWidget<null, string, QueensJobs> {
  protected setup(): void {
    this.runner = jobsRunner('queens')
    $(this, '[data-run]').addEventListener('click', () => void this.#run())
  }

  protected render(): void {}

  #number(selector: string, min: number, max: number, what: string): number | null {
    const input = $<HTMLInputElement>(this, selector)
    const v = Number(input.value)
    if (!Number.isInteger(v) || v < min || v > max) {
      showError(
        input,
        $(this, '.input-error'),
        `${what} must be a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`,
      )
      return null
    }
    showError(input, $(this, '.input-error'), null)
    return v
  }

  async #run(): Promise<void> {
    const method = $<HTMLSelectElement>(this, '[data-method]').value as LocalMethod
    const large = method === 'min-conflicts'
    const n = this.#number('[data-n]', 4, large ? MAX_LARGE_N : MAX_SMALL_N, 'Queens')
    if (n === null) return
    const runs = this.#number('[data-runs]', 1, 10_000, 'Runs')
    if (runs === null) return
    const seed = this.#number('[data-seed]', 1, 1_000_000, 'The seed')
    if (seed === null) return
    if (large && n > MAX_SMALL_N) {
      const out = await this.run(
        { kind: 'large', n, seed },
        `Min-conflicts on ${n.toLocaleString('en-US')} queens…`,
      )
      if (!out) return
      const r = out.result
      this.say(
        `min-conflicts on ${n.toLocaleString('en-US')} queens (seed ${seed}): ${r.solved ? 'solved' : 'not solved'} in ${r.steps.toLocaleString('en-US')} repair steps after a greedy start, ${(out.elapsedMs / 1000).toFixed(1)} s.`,
      )
      this.#plot(r.curve)
      return
    }
    const out = await this.run(
      { kind: 'local', n, method, runs, seed },
      `Running ${method} from ${runs.toLocaleString('en-US')} starts…`,
    )
    if (!out) return
    const { stats, trace } = out.result
    this.holdAnswer(
      (p) => rateVerdict(p, stats.successRate),
      () => {
        this.#plot(trace.map((h, k) => [k, h] as [number, number]))
        return statsSentence(stats)
      },
      'Measured. What percentage of the starts does the class think it solved? Type it and press Reveal.',
    )
  }

  #plot(curve: [number, number][]): void {
    const g = plotGeometry(curve)
    const svg = $(this, '[data-plot]')
    $(this, '[data-line]').setAttribute('points', g.points)
    const ticks = $(this, '[data-ticks]')
    const ns = 'http://www.w3.org/2000/svg'
    const label = (x: number, y: number, text: string, anchor: string): SVGTextElement => {
      const t = document.createElementNS(ns, 'text')
      t.setAttribute('class', 'kit-chart__tick')
      t.setAttribute('x', String(x))
      t.setAttribute('y', String(y))
      t.setAttribute('text-anchor', anchor)
      setText(t, text)
      return t
    }
    ticks.replaceChildren(
      ...g.yTicks.map((t) => label(44, t.y + 4, t.label, 'end')),
      ...g.xTicks.map((t, k) => label(t.x, 200, t.label, k === g.xTicks.length - 1 ? 'end' : 'middle')), // the last ends at the axis, not past the frame
    )
    const last = curve.at(-1)
    svg.setAttribute(
      'aria-label',
      `Attacking pairs over ${g.xMax.toLocaleString('en-US')} steps: from ${curve[0]?.[1] ?? 0} at the start to ${last?.[1] ?? 0} at the end.`,
    )
  }
}

if (!customElements.get('queens-local')) customElements.define('queens-local', QueensLocal)
