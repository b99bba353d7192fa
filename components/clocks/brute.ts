/** Wires the brute-force widget: the reader's position → worker job → progress, result, Cancel. */
import { formatMs } from '../kit/job-controls.ts'
import { bindJobControls } from '../kit/job-controls.ts'
import { $, setText } from '../kit/dom.ts'
import type { ClocksJob } from '../../src/workers/clocks-jobs.ts'
import { POSITIONS, type Dials } from '../../src/solvers/clocks/index.ts'
import { drawBoard } from './board.ts'
import { onPosition } from './position.ts'
import { clocksRunner } from './worker.ts'

const NOUN = { counts: 'candidates', sequences: 'sequences' } as const

export function initBruteForce(root: HTMLElement): void {
  const runner = clocksRunner()
  const job = $(root, '[data-job]')
  const controls = bindJobControls(job, runner)
  const status = $(root, '[data-status]')
  const ordered = $<HTMLInputElement>(root, '[data-ordered]')
  const board = $(root, '[data-clock-board]')
  let dials: Dials = new Uint8Array(9)

  let first = true
  onPosition((d) => {
    dials = d
    drawBoard(board, d)
    if (first) return void (first = false)
    if (runner.busy) runner.cancel()
    controls.stop()
    setText(status, 'Your position changed. Choose a search to run it on the new position.')
  })

  async function run(kind: 'counts' | 'sequences'): Promise<void> {
    const request: ClocksJob = kind === 'counts'
      ? { kind, dials: Array.from(dials) }
      : { kind, dials: Array.from(dials), ordered: ordered.checked }
    job.dataset.noun = NOUN[kind]
    setText(status, kind === 'counts' ? 'Trying count vectors…' : 'Trying move sequences…')
    controls.start()
    const outcome = await runner.run(request, (p) => controls.progress(p))
    if (outcome.status === 'superseded') return
    controls.stop()
    if (outcome.status === 'cancelled') return setText(status, 'Cancelled. The search stopped at once.')
    if (outcome.status === 'error') return setText(status, `The search failed: ${outcome.message}`)
    const r = outcome.result
    const time = formatMs(outcome.elapsedMs)
    if (r.kind === 'counts') {
      setText(status, `Found after trying ${r.tried.toLocaleString('en-US')} of ${POSITIONS.toLocaleString('en-US')} count vectors in ${time}: moves ${r.moves.join(' ') || '(none)'}.`)
    } else if (r.kind === 'sequences') {
      setText(status, r.moves
        ? `Found after exploring ${r.explored.toLocaleString('en-US')} sequences in ${time}: moves ${r.moves.join(' ') || '(none)'}.`
        : `No sequence found after exploring ${r.explored.toLocaleString('en-US')} sequences.`)
    }
  }

  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-run]')) {
    button.addEventListener('click', () => void run(button.dataset.run === 'counts' ? 'counts' : 'sequences'))
  }
}
