/**
 * `node bench/census-page.ts [--board 4x3] [--runs 2] [--workers 1 --workers 2] [--dist dist]
 * [--port 4614]`: the 12-cell census widget on /sliding-puzzles/ in Chromium (the one the e2e tests
 * drive, tests/e2e/browser.ts) on 1 and on 2 workers (issue 33): the page is told it has that
 * many cores (hardwareConcurrency, as tests/e2e/sliding-census-split.spec.ts does) and is cross-
 * origin isolated by the server (public/_headers). Each run is a new browser context; the worker
 * counts take turns run by run, so a busy machine slows them alike. The time is the widget's own
 * (from the job's start to its answer, as its status says it), the wall time from the click, and
 * the browser's CPU over the run. Needs a built site (`npm run build`).
 */
import { cpus, loadavg } from 'node:os'
import { median, option, pageWithCores, servedBrowser, treeCpu } from './browser-lib.ts'

const board = option('--board')[0] ?? '4x3'
const runs = Number(option('--runs')[0] ?? 2)
const counts = option('--workers').length > 0 ? option('--workers').map(Number) : [1, 2]
const dist = option('--dist')[0] ?? 'dist'
const port = Number(option('--port')[0] ?? 4614)

const { browser, skip, close } = await servedBrowser(dist, port)
const rows = new Map<number, { job: number[]; wall: number[]; cpu: number[] }>()
console.log(
  `${cpus()[0]?.model}, ${cpus().length} cores; load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)
try {
  for (let run = 0; run < runs; run++)
    for (const cores of counts) {
      const { context, page } = await pageWithCores(
        browser,
        cores,
        `http://127.0.0.1:${port}/sliding-puzzles/`,
      )
      const widget = page.getByRole('region', { name: 'The complete census of a board of up to 12 cells' })
      await widget.getByLabel('Board').selectOption(board)
      const cpu0 = treeCpu(process.pid, skip)
      const t0 = Date.now()
      await widget.getByRole('button', { name: 'Count every position' }).click()
      const status = widget.locator('[data-status]')
      await status.filter({ hasText: 'positions counted' }).waitFor({ timeout: 600_000 })
      const wall = Date.now() - t0
      const cpu = treeCpu(process.pid, skip) - cpu0
      const text = (await status.textContent()) ?? ''
      const job = Number(/counted in ([\d.,]+) s/.exec(text)?.[1]?.replace(',', '') ?? Number.NaN)
      const row = rows.get(cores) ?? { job: [], wall: [], cpu: [] }
      row.job.push(job)
      row.wall.push(wall / 1000)
      row.cpu.push(cpu / 1000)
      rows.set(cores, row)
      console.log(
        `run ${run + 1}, ${cores} core(s): job ${job} s, wall ${(wall / 1000).toFixed(1)} s, CPU ${(cpu / 1000).toFixed(1)} s; load ${loadavg()[0].toFixed(2)}; ${text}`,
      )
      await context.close()
    }
} finally {
  await close()
}
for (const [cores, r] of rows)
  console.log(
    `${board} on ${cores} worker(s): median job ${median(r.job).toFixed(1)} s, wall ${median(r.wall).toFixed(1)} s, CPU ${median(r.cpu).toFixed(1)} s (${r.job.length} runs)`,
  )
