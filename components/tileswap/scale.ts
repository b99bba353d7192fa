/** <tileswap-scale>: a random pair of the chosen size → the worker's compare job → a table. */
import { formatGrid, randomGrid } from '../../src/solvers/tileswap/grid.ts'
import type { Method, MethodTime, TileSwapJobs } from '../../src/solvers/tileswap/jobs.ts'
import { $ } from '../kit/dom.ts'
import { formatMs } from '../kit/job-controls.ts'
import { KitWidget } from '../kit/widget.ts'
import { compareSentence, METHOD_NAMES } from './words.ts'
import { jobsRunner } from '../kit/worker-runner.ts'

export class TileSwapScale extends KitWidget<null, string, TileSwapJobs> {
  protected setup(): void {
    this.runner = jobsRunner('tileswap')
    $(this, '[data-run]').addEventListener('click', () => void this.#time())
  }

  /** This widget times its own random grids: it follows no position. */
  protected render(): void {}

  async #time(): Promise<void> {
    const n = Number($<HTMLSelectElement>(this, '[data-size]').value)
    const methods: Method[] = $<HTMLInputElement>(this, '[data-hungarian]').checked
      ? ['flow', 'hungarian']
      : ['flow']
    const ones = Math.floor((n * n) / 2)
    const start = formatGrid(randomGrid(n, n, ones))
    const goal = formatGrid(randomGrid(n, n, ones))
    const done = await this.run(
      { kind: 'compare', start, goal, methods },
      `Timing ${methods.length === 2 ? 'both methods' : 'the flow'} on a random ${n} × ${n} pair…`,
    )
    if (!done) return
    this.#fill(done.result.rows)
    this.say(compareSentence(n, ones, done.result.rows))
  }

  #fill(rows: readonly MethodTime[]): void {
    const table = $<HTMLTableElement>(this, '[data-table]')
    $(table, 'tbody').replaceChildren(
      ...rows.map((r) => {
        const tr = document.createElement('tr')
        const cells = [
          METHOD_NAMES[r.method],
          r.cost.toLocaleString('en-US'),
          `${r.swaps.toLocaleString('en-US')}${r.replayed ? ' ✓' : ' ✗'}`,
          formatMs(r.ms),
        ]
        cells.forEach((text, k) => {
          const td = document.createElement(k === 0 ? 'th' : 'td')
          if (k === 0) td.setAttribute('scope', 'row')
          else td.className = 'num'
          td.textContent = text
          tr.append(td)
        })
        return tr
      }),
    )
    table.hidden = false
  }
}

if (!customElements.get('tileswap-scale')) customElements.define('tileswap-scale', TileSwapScale)
