/**
 * <sliding-big-census>: the complete BFS of a board of up to 12 cells in the worker (the
 * `bigCensus` job: 2 bits a position), drawn as counts per distance, the farthest positions and
 * the diameter. The board menu is this widget's own position (its own store): choosing another
 * board cancels a count in flight. A board the 1 GB budget cannot hold is refused up front.
 */
import { compactCost, censusSummary } from '../../src/solvers/sliding/big-bfs.ts'
import type { SlidingJobs } from '../../src/solvers/sliding/jobs.ts'
import { $, setText } from '../kit/dom.ts'
import { createStore } from '../kit/store.ts'
import { KitWidget } from '../kit/widget.ts'
import { drawChart, drawCounts } from './draw.ts'
import { jobsRunner } from '../kit/worker-runner.ts'

type Shape = { width: number; height: number }
const shapeOf = (value: string): Shape => {
  const [width, height] = value.split('x').map(Number)
  return { width, height }
}

export class SlidingBigCensus extends KitWidget<Shape, string, SlidingJobs> {
  #select!: HTMLSelectElement
  #intro = ''
  #chosen = false

  protected setup(): void {
    this.#select = $<HTMLSelectElement>(this, '[data-shape]')
    this.#intro = $(this, '[data-status]').textContent ?? ''
    this.store = createStore<Shape>(shapeOf(this.#select.value), (s) => ({ ...s }))
    this.runner = jobsRunner('sliding')
    this.#select.addEventListener('change', () => {
      this.#chosen = true
      this.change(shapeOf(this.#select.value))
    })
    $(this, '[data-big-count]').addEventListener('click', () => void this.#count())
  }

  protected render(): void {}

  protected idleStatus({ width, height }: Shape): string {
    if (!this.#chosen) return this.#intro
    const cost = compactCost(width, height)
    if (!cost.fits) return cost.reason!
    return `${width}×${height}: ${cost.positions.toLocaleString('en-US')} positions, a ${Math.max(1, Math.round(cost.bytes / 2 ** 20))} MB table. Press “Count every position”.`
  }

  async #count(): Promise<void> {
    const { width, height } = this.position
    const cost = compactCost(width, height)
    if (!cost.fits) return this.say(cost.reason!)
    const done = await this.run(
      { kind: 'bigCensus', width, height },
      `Counting the ${width}×${height} board's ${cost.positions.toLocaleString('en-US')} positions…`,
    )
    if (!done) return
    const r = done.result
    const what = `${width}×${height} positions by distance from the goal`
    drawChart($<SVGElement>(this, '[data-chart]'), r.counts, what)
    drawCounts($(this, '[data-rows]'), r.counts)
    setText($(this, '[data-big-goal] code'), r.goal)
    setText($(this, '[data-big-diameter]'), String(r.counts.length - 1))
    setText(
      $(this, '[data-big-far-count]'),
      `${r.counts.at(-1)!.toLocaleString('en-US')} in all, ${r.farthest.length} shown`,
    )
    $(this, '[data-big-farthest]').replaceChildren(
      ...r.farthest.map((b) => {
        const li = document.createElement('li')
        li.append(Object.assign(document.createElement('code'), { textContent: b }))
        return li
      }),
    )
    this.say(
      `${censusSummary(width, height, r.counts, r.reached, done.elapsedMs / 1000)} The table took ${Math.max(1, Math.round(r.tableBytes / 2 ** 20))} MB.`,
    )
  }
}

if (!customElements.get('sliding-big-census')) customElements.define('sliding-big-census', SlidingBigCensus)
