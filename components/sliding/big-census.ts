/**
 * <sliding-big-census>: the complete BFS of a board of up to 12 cells in the worker (the
 * `bigCensus` job: 2 bits a position), drawn as counts per distance, the farthest positions and
 * the diameter. The board menu is this widget's own position (its own store): choosing another
 * board cancels a count in flight. A board the 1 GB budget cannot hold is refused up front.
 *
 * Every core (issue 33): where the page is cross-origin isolated (public/_headers) the job splits
 * each depth's scan between itself and helper workers that share the table (census-split.ts), as
 * many as the cores and the memory budget allow (censusWorkers); elsewhere it runs on one worker,
 * and the status says why. Cancel ends the job's worker, which stops its helpers.
 */
import { compactCost, censusSummary } from '../../src/solvers/sliding/big-bfs.ts'
import { censusWorkers } from '../../src/solvers/sliding/census-split.ts'
import { browserCores, browserMemoryBudget } from '../kit/worker-pool.ts'
import type { SlidingJobs } from '../../src/solvers/sliding/jobs.ts'
import { $, setText } from '../kit/dom.ts'
import { createStore } from '../kit/store.ts'
import { KitWidget } from '../kit/widget.ts'
import { drawChart, drawCounts } from './draw.ts'
import { jobsRunner } from '../kit/worker-runner.ts'

type Shape = { width: number; height: number }
const mb = (bytes: number): string => `${Math.max(1, Math.round(bytes / 2 ** 20)).toLocaleString('en-US')} MB`

/**
 * The workers a census of `tableBytes` gets in this browser, and the words that say so while it
 * counts (`running`) and before (`idle`), with why one where it is one.
 */
function plan(tableBytes: number): { workers: number; running: string; idle: string } {
  const { workers, why } = censusWorkers({
    isolated: globalThis.crossOriginIsolated === true,
    cores: browserCores(),
    tableBytes,
    budgetBytes: browserMemoryBudget(),
  })
  return workers > 1
    ? {
        workers,
        running: `on ${workers} workers, the table ${mb(tableBytes)} shared`,
        idle: `a ${mb(tableBytes)} table shared by ${workers} workers`,
      }
    : {
        workers,
        running: `on one worker (${why}), the table ${mb(tableBytes)}`,
        idle: `a ${mb(tableBytes)} table, on one worker (${why})`,
      }
}

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
    return `${width}×${height}: ${cost.positions.toLocaleString('en-US')} positions, ${plan(cost.bytes).idle}. Press “Count every position”.`
  }

  async #count(): Promise<void> {
    const { width, height } = this.position
    const cost = compactCost(width, height)
    if (!cost.fits) return this.say(cost.reason!)
    const { workers, running } = plan(cost.bytes)
    const done = await this.run(
      { kind: 'bigCensus', width, height, workers },
      `Counting the ${width}×${height} board's ${cost.positions.toLocaleString('en-US')} positions ${running}…`,
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
    const where = r.workers > 1 ? `, shared by ${r.workers} workers` : ''
    this.say(
      `${censusSummary(width, height, r.counts, r.reached, done.elapsedMs / 1000)} The table took ${mb(r.tableBytes)}${where}.`,
    )
  }
}

if (!customElements.get('sliding-big-census')) customElements.define('sliding-big-census', SlidingBigCensus)
