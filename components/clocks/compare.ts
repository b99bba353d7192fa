/** Wires the comparison table: the reader's position → worker (timing loop) → table and status. */
import { $, setText } from '../kit/dom.ts'
import { bindJobControls } from '../kit/job-controls.ts'
import type { Dials } from '../../src/solvers/clocks/index.ts'
import { formatMicros } from './method-names.ts'
import { onPosition } from './position.ts'
import { clocksRunner } from './worker.ts'

export function initCompare(root: HTMLElement): void {
  const runner = clocksRunner()
  const controls = bindJobControls($(root, '[data-job]'), runner)
  const status = $(root, '[data-status]')
  let dials: Dials = new Uint8Array(9)

  function rows(): HTMLTableRowElement[] {
    return Array.from(root.querySelectorAll<HTMLTableRowElement>('tr[data-method]'))
  }

  // A new position clears the table: no row shows an answer its method has not computed.
  let first = true
  onPosition((d) => {
    dials = d
    if (first) return void (first = false) // the build-time table already shows the example
    if (runner.busy) runner.cancel()
    controls.stop()
    for (const row of rows()) {
      setText($(row, '[data-answer] code'), '–')
      setText($(row, '[data-time]'), 'not measured yet')
      setText($(row, '[data-runs]'), '–')
    }
    setText(status, 'Your position changed: press the button to solve it with each method and time them.')
  })

  $(root, '[data-compare]').addEventListener('click', async () => {
    setText(status, 'Timing each method…')
    controls.start()
    const outcome = await runner.run({ kind: 'compare', dials: Array.from(dials) })
    if (outcome.status === 'superseded') return
    controls.stop()
    if (outcome.status === 'cancelled') return setText(status, 'Cancelled.')
    if (outcome.status === 'error') return setText(status, `Timing failed: ${outcome.message}`)
    if (outcome.result.kind !== 'compare') return
    const results = outcome.result.rows
    for (const row of rows()) {
      const r = results.find((x) => x.method === row.dataset.method)
      if (!r) continue
      setText($(row, '[data-answer] code'), r.moves.join(' ') || '(none)')
      setText($(row, '[data-time]'), formatMicros(r.microsPerSolve))
      setText($(row, '[data-runs]'), r.runs.toLocaleString('en-US'))
    }
    const same = results.every((r) => r.moves.join(' ') === results[0].moves.join(' '))
    const fastest = results.reduce((a, b) => (a.microsPerSolve <= b.microsPerSolve ? a : b))
    const slowest = results.reduce((a, b) => (a.microsPerSolve >= b.microsPerSolve ? a : b))
    setText(status, `${same ? 'All four agree' : 'The methods disagree!'}; the fastest is ${Math.round(slowest.microsPerSolve / fastest.microsPerSolve).toLocaleString('en-US')} times faster than the slowest.`)
  })
}
