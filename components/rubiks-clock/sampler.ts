/**
 * Wires the sampler: the worker solves random positions optimally in small batches; the table
 * grows after each batch, and Cancel stops at once, keeping the positions already measured.
 */
import { $, setText } from '../kit/dom.ts'
import { bindJobControls, formatMs } from '../kit/job-controls.ts'
import { PUBLISHED_MEAN, mean, share } from './sampler-math.ts'
import { rubiksClockRunner } from './worker.ts'

const BATCH = 5

export function initSampler(root: HTMLElement): void {
  const runner = rubiksClockRunner()
  const controls = bindJobControls($(root, '[data-job]'), runner)
  const status = $(root, '[data-status]')
  const size = $<HTMLSelectElement>(root, '[data-sample-size]')
  const rows = Array.from(root.querySelectorAll<HTMLElement>('[data-length]'))
  let running = 0 // the run in progress; a new run makes older loops stop

  function show(counts: number[]): void {
    const n = counts.reduce((a, b) => a + b, 0)
    rows.forEach((row, k) => {
      const s = share(counts[k], n)
      setText($(row, '[data-count]'), n === 0 ? '—' : counts[k].toLocaleString('en-US'))
      setText($(row, '[data-share]'), n === 0 ? '—' : s.text)
      $(row, '[data-bar]').style.width = n === 0 ? '0' : s.width
    })
  }

  function summary(counts: number[], ms: number): string {
    const n = counts.reduce((a, b) => a + b, 0)
    const longest = counts.reduce((top, c, k) => (c > 0 ? k : top), 0)
    return `${n.toLocaleString('en-US')} random ${n === 1 ? 'position' : 'positions'} solved optimally in ${formatMs(ms)}: ` +
      `mean ${mean(counts).toFixed(2)} moves (published mean ${PUBLISHED_MEAN.toFixed(2)}), longest ${longest}.`
  }

  async function sample(): Promise<void> {
    const run = ++running
    const total = Number(size.value)
    const counts = new Array<number>(13).fill(0)
    let done = 0
    let elapsed = 0
    show(counts)
    setText(status, `Solving ${total.toLocaleString('en-US')} random positions…`)
    controls.start()
    while (done < total) {
      const count = Math.min(BATCH, total - done)
      const outcome = await runner.run({ kind: 'sample', count }, (p) => controls.progress({
        explored: done + p.explored, elapsedMs: elapsed + p.elapsedMs, note: `${done + p.explored} of ${total} solved`,
      }))
      if (run !== running) return
      if (outcome.status !== 'done' || outcome.result.kind !== 'sample') {
        controls.stop()
        const kept = done > 0 ? ` ${summary(counts, elapsed)}` : ''
        if (outcome.status === 'cancelled') return setText(status, `Cancelled after ${done} of ${total}.${kept}`)
        return setText(status, `The sample failed: ${outcome.status === 'error' ? outcome.message : 'no result'}`)
      }
      outcome.result.lengths.forEach((c, k) => (counts[k] += c))
      done += outcome.result.solved
      elapsed += outcome.elapsedMs
      show(counts)
      controls.progress({ explored: done, elapsedMs: elapsed, note: `${done} of ${total} solved` })
    }
    controls.stop()
    setText(status, summary(counts, elapsed))
  }

  $(root, '[data-sample]').addEventListener('click', () => void sample())
}
