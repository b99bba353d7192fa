/**
 * `node bench/connect4-page.ts [--position 3443554 …] [--runs 3] [--workers 1 --workers 2]
 * [--dist dist] [--port 4615]`: "Show the best move" in the Connect Four widget on /games/ in
 * Chromium (the one the e2e tests drive, tests/e2e/browser.ts), on 1 and on 2 workers (issue 33):
 * the page is told it has that many cores (hardwareConcurrency, as tests/e2e/connect4-split.spec.ts
 * does). Each run is a new browser context, so it is a reader's first solve (the workers' start and
 * their empty tables included); the worker counts take turns run by run, so a busy machine slows
 * them alike. Prints the wall time from the click to the answer, the time the status says, the
 * nodes, and the browser's CPU over the run. Needs a built site (`npm run build`).
 */
import { cpus, loadavg } from 'node:os'
import { median, option, pageWithCores, servedBrowser, treeCpu } from './browser-lib.ts'

const positions = option('--position').length > 0 ? option('--position') : ['3443554', '4453452']
const runs = Number(option('--runs')[0] ?? 3)
const counts = option('--workers').length > 0 ? option('--workers').map(Number) : [1, 2]
const dist = option('--dist')[0] ?? 'dist'
const port = Number(option('--port')[0] ?? 4615)

const { browser, skip, close } = await servedBrowser(dist, port)
type Row = { wall: number[]; said: number[]; nodes: number[]; cpu: number[] }
const rows = new Map<string, Row>()
const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')
console.log(`${cpus()[0]?.model}, ${cpus().length} cores; load ${load()}`)
try {
  for (let run = 0; run < runs; run++)
    for (const position of positions)
      for (const cores of counts) {
        const { context, page } = await pageWithCores(browser, cores, `http://127.0.0.1:${port}/games/`)
        const widget = page.getByRole('region', { name: /^Connect Four: / })
        const box = widget.getByRole('textbox', { name: 'Position' })
        await box.fill(position)
        await box.press('Enter')
        await widget.getByRole('combobox', { name: 'Time limit' }).selectOption('30')
        const status = widget.locator('[data-status]')
        const cpu0 = treeCpu(process.pid, skip)
        const t0 = Date.now()
        await widget.getByRole('button', { name: 'Show the best move' }).click()
        await status.filter({ hasText: /^Best for / }).waitFor({ timeout: 120_000 })
        const wall = Date.now() - t0
        const cpu = treeCpu(process.pid, skip) - cpu0
        const text = (await status.textContent()) ?? ''
        if (!text.includes('Exact: the perfect solver')) throw new Error(`Not exact: ${text}`)
        const said = /in ([\d.]+) (m?s)/.exec(text)
        const ms = said ? Number(said[1]) * (said[2] === 's' ? 1000 : 1) : Number.NaN
        const nodes = Number(/([\d,]+) positions searched/.exec(text)?.[1]?.replaceAll(',', '') ?? Number.NaN)
        const key = `${position} on ${cores} worker(s)`
        const row = rows.get(key) ?? { wall: [], said: [], nodes: [], cpu: [] }
        row.wall.push(wall)
        row.said.push(ms)
        row.nodes.push(nodes)
        row.cpu.push(cpu)
        rows.set(key, row)
        console.log(
          `run ${run + 1}, ${key}: ${wall} ms from the click (status ${ms} ms), ${nodes} nodes, CPU ${Math.round(cpu)} ms; load ${load()}`,
        )
        await context.close()
      }
} finally {
  await close()
}
for (const [key, r] of rows)
  console.log(
    `${key}: median ${median(r.wall)} ms from the click, status ${median(r.said)} ms, ${median(r.nodes)} nodes, CPU ${Math.round(median(r.cpu))} ms (${r.wall.length} runs)`,
  )
console.log(`load at the end ${load()}`)
