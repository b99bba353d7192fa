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
import { readFileSync, readdirSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/browser.ts'
import { median, serve } from './browser-lib.ts'

const args = process.argv.slice(2)
const option = (name: string): string[] =>
  args.flatMap((a, i) => (a === name && args[i + 1] !== undefined ? [args[i + 1]] : []))
const board = option('--board')[0] ?? '4x3'
const runs = Number(option('--runs')[0] ?? 2)
const counts = option('--workers').length > 0 ? option('--workers').map(Number) : [1, 2]
const dist = option('--dist')[0] ?? 'dist'
const port = Number(option('--port')[0] ?? 4614)

/** CPU ms of every process below `root` but `skip` (the file server). */
function treeCpu(root: number, skip: number): number {
  const children = new Map<number, number[]>()
  const cpu = new Map<number, number>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      children.set(Number(f[1]), [...(children.get(Number(f[1])) ?? []), Number(name)])
      cpu.set(Number(name), ((Number(f[11]) + Number(f[12])) * 1000) / 100)
    } catch {}
  }
  let total = 0
  const stack = [...(children.get(root) ?? [])].filter((p) => p !== skip)
  while (stack.length > 0) {
    const pid = stack.pop()!
    total += cpu.get(pid) ?? 0
    stack.push(...(children.get(pid) ?? []))
  }
  return total
}

const server = await serve(dist, port)
const found = await findChromium()
const browser = await chromium.launch(
  found.executablePath ? { executablePath: found.executablePath, args: CHROMIUM_ARGS } : {},
)
const rows = new Map<number, { job: number[]; wall: number[]; cpu: number[] }>()
console.log(
  `${cpus()[0]?.model}, ${cpus().length} cores; load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)
try {
  for (let run = 0; run < runs; run++)
    for (const cores of counts) {
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.addInitScript((n) => {
        Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n })
      }, cores)
      await page.goto(`http://127.0.0.1:${port}/sliding-puzzles/`)
      const widget = page.getByRole('region', { name: 'The complete census of a board of up to 12 cells' })
      await widget.getByLabel('Board').selectOption(board)
      const cpu0 = treeCpu(process.pid, server.pid ?? -1)
      const t0 = Date.now()
      await widget.getByRole('button', { name: 'Count every position' }).click()
      const status = widget.locator('[data-status]')
      await status.filter({ hasText: 'positions counted' }).waitFor({ timeout: 600_000 })
      const wall = Date.now() - t0
      const cpu = treeCpu(process.pid, server.pid ?? -1) - cpu0
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
  await browser.close()
  server.kill()
}
for (const [cores, r] of rows)
  console.log(
    `${board} on ${cores} worker(s): median job ${median(r.job).toFixed(1)} s, wall ${median(r.wall).toFixed(1)} s, CPU ${median(r.cpu).toFixed(1)} s (${r.job.length} runs)`,
  )
