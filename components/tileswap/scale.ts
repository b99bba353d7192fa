/** Wires the scale widget: a random pair of the chosen size → the worker's compare job → a table. */
import { formatGrid, randomGrid } from '../../src/solvers/tileswap/index.ts'
import type { Method } from '../../src/solvers/tileswap/solve.ts'
import { $, setText } from '../kit/dom.ts'
import { bindJobControls, formatMs } from '../kit/job-controls.ts'
import { tileSwapRunner } from './worker.ts'

const NAMES: Record<Method, string> = { flow: 'Min-cost flow on the grid', hungarian: 'Hungarian (assignment)' }

export function initScale(root: HTMLElement): void {
  const runner = tileSwapRunner()
  const controls = bindJobControls($(root, '[data-job]'), runner)
  const status = $(root, '[data-status]')
  const table = $<HTMLTableElement>(root, '[data-ts-scale-table]')
  const body = $(table, 'tbody')

  $(root, '[data-ts-scale-run]').addEventListener('click', async () => {
    const n = Number($<HTMLSelectElement>(root, '[data-ts-scale-size]').value)
    const methods: Method[] = $<HTMLInputElement>(root, '[data-ts-scale-hungarian]').checked ? ['flow', 'hungarian'] : ['flow']
    const ones = Math.floor((n * n) / 2)
    const start = formatGrid(randomGrid(n, n, ones))
    const goal = formatGrid(randomGrid(n, n, ones))
    setText(status, `Timing ${methods.length === 2 ? 'both methods' : 'the flow'} on a random ${n} × ${n} pair…`)
    controls.start()
    const outcome = await runner.run({ kind: 'compare', start, goal, methods }, (p) => controls.progress(p))
    if (outcome.status === 'superseded') return
    controls.stop()
    if (outcome.status === 'cancelled') return setText(status, 'Cancelled. The worker was stopped at once.')
    if (outcome.status === 'error') return setText(status, `The comparison failed: ${outcome.message}`)
    const rows = outcome.result.rows
    body.replaceChildren(...rows.map((r) => {
      const tr = document.createElement('tr')
      const cells = [NAMES[r.method], r.cost.toLocaleString('en-US'), `${r.swaps.toLocaleString('en-US')}${r.replayed ? ' ✓' : ' ✗'}`, formatMs(r.ms)]
      cells.forEach((text, k) => {
        const td = document.createElement(k === 0 ? 'th' : 'td')
        if (k === 0) td.setAttribute('scope', 'row')
        else td.className = 'num'
        td.textContent = text
        tr.append(td)
      })
      return tr
    }))
    table.hidden = false
    const agree = rows.every((r) => r.cost === rows[0].cost && r.replayed)
    setText(status, `${n} × ${n}, ${ones.toLocaleString('en-US')} ones each side: ${agree ? 'the methods agree' : 'the methods DISAGREE'} on ${rows[0].cost.toLocaleString('en-US')} swaps; ✓ means the sequence replayed to the goal.`)
  })
}
