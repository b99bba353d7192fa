/**
 * `npm run bench:python -- [--dist dist] [--dist other-build …] [--runs 3] [--port 4613]`: the figure
 * issue 29 names, in Chromium (the one the e2e tests drive, tests/e2e/browser.ts): "Your heuristic"
 * on /search-algorithms/ set to Python with Manhattan, checked on all 181,440 positions and raced,
 * Pyodide's first load included. Each run is a new browser context, so a cold cache: nothing of
 * Python downloaded, compiled or started before.
 *
 *   cold      Python chosen, then Check at once: the time from the click to the race's sentence;
 *   preload   Python chosen, then Check once the page has fetched Python's files and 3 s more (the
 *             switch starts Python, components/kit/sandbox.ts `preloadPython`): from the click;
 *   ts        the same check with Manhattan in TypeScript, in a cold context too (the ratio to it is
 *             steadier than the seconds when the machine is busy).
 *
 * Each phase comes from the cell's status as the reader sees it (a MutationObserver stamps every
 * change): listing the positions, Python's download, its start (the WebAssembly compiled, Python
 * started or restored from its snapshot, the reader's code compiled), the loop over the positions,
 * the check and the race. CPU is the browser's (every Chromium process) over the same interval.
 * Several builds (`--dist` more than once) are run in turn, run by run, so a busy machine slows them
 * alike. Needs a built site (`npm run build`).
 */
import { loadavg } from 'node:os'
import { chromium, type Browser, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/browser.ts'
import { median, serve, treeCpu } from './browser-lib.ts'
import { MANHATTAN_PY, MANHATTAN_STARTER } from '../components/search/starters.ts'

const args = process.argv.slice(2)
const option = (name: string): string[] =>
  args.flatMap((a, i) => (a === name && args[i + 1] !== undefined ? [args[i + 1]] : []))
const dists = option('--dist').length > 0 ? option('--dist') : ['dist']
const runs = Number(option('--runs')[0] ?? 3)
const port = Number(option('--port')[0] ?? 4613)
const MODES = ['cold', 'preload', 'ts'] as const
type Mode = (typeof MODES)[number]
const modes = option('--mode').length > 0 ? (option('--mode') as Mode[]) : [...MODES]

/**
 * The phases, each ending at the first status that matches (in this order); `download` ends when
 * the last of Python's files has arrived (the network's own times).
 */
const PHASES: [string, RegExp | 'network'][] = [
  ['list', /^Running your h on|^Loading Python|^Starting Python/],
  ['download', 'network'],
  ['start', /^Running your h: /],
  ['loop', /^Checking every position/],
  ['check', /Racing it/],
  ['race', /A\* with it expanded/],
]

interface Run {
  total: number
  cpu: number
  phases: Record<string, number>
}

/** Stamps every change of the cell's status (window.__status: [ms, text][]). */
const OBSERVE = `(() => {
  const w = window; w.__status = []
  const start = () => {
    const el = document.querySelector('search-your-heuristic [data-cell-status]')
    if (!el) return setTimeout(start, 50)
    new MutationObserver(() => w.__status.push([performance.timeOrigin + performance.now(), el.textContent.trim()]))
      .observe(el, { childList: true, characterData: true, subtree: true })
  }
  document.addEventListener('DOMContentLoaded', start)
})()`

async function write(page: Page, code: string): Promise<void> {
  const cell = page.locator('search-your-heuristic code-cell')
  const editor = cell.getByRole('textbox', { name: /^Your heuristic h/ })
  if (await editor.isVisible()) await editor.focus()
  else await cell.locator('[data-cell-static]').focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.insertText(code)
}

async function once(browser: Browser, base: string, mode: Mode, skip: Set<number>): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.addInitScript(OBSERVE)
  await page.goto(`${base}/search-algorithms/`)
  const cell = page.locator('search-your-heuristic')
  let pending = 0
  let arrived = 0 // when the last of Python's files arrived (epoch ms)
  const python = (r: { url(): string }): boolean => r.url().includes('/pyodide/')
  page.on('request', (r) => void (python(r) && pending++))
  page.on('requestfinished', (r) => {
    if (!python(r)) return
    pending--
    const t = r.timing()
    arrived = Math.max(arrived, t.startTime + t.responseEnd)
  })
  page.on('requestfailed', (r) => void (python(r) && pending--))
  if (mode !== 'ts') await cell.getByRole('radio', { name: 'Python' }).check()
  await write(page, mode === 'ts' ? MANHATTAN_STARTER : MANHATTAN_PY)
  if (mode === 'preload') {
    // Until the page has fetched what the switch asked for, and 3 s more (Python starts meanwhile);
    // a build that fetches nothing before Check waits 3 s.
    for (let quiet = 0; quiet < 30; ) {
      await page.waitForTimeout(100)
      quiet = pending === 0 ? quiet + 1 : 0
    }
  }
  const button = cell.getByRole('button', { name: 'Check and race my h' })
  await page.evaluate(() => {
    ;(window as unknown as { __status: unknown[] }).__status = []
  })
  const cpu0 = treeCpu(process.pid, skip)
  const t0 = await page.evaluate(() => performance.timeOrigin + performance.now())
  await button.click()
  await page.waitForFunction(
    () =>
      (window as unknown as { __status: [number, string][] }).__status.some(([, s]) =>
        /A\* with it expanded|Stopped|error|refused|could not|did not/.test(s),
      ),
    null,
    { timeout: 300_000, polling: 100 },
  )
  const cpu = treeCpu(process.pid, skip) - cpu0
  const status = await page.evaluate(() => (window as unknown as { __status: [number, string][] }).__status)
  await context.close()
  const last = status[status.length - 1]
  if (!/A\* with it expanded/.test(last[1])) throw new Error(`${mode}: ended with "${last[1]}"`)
  const phases: Record<string, number> = {}
  let from = t0
  for (const [name, re] of PHASES) {
    const end =
      re === 'network'
        ? arrived > from
          ? arrived
          : null
        : status.find(([t, s]) => t >= from && re.test(s))?.[0]
    if (end == null) continue
    phases[name] = end - from
    from = end
  }
  return { total: last[0] - t0, cpu, phases }
}

const chosen = await findChromium()
const browser = await chromium.launch(
  chosen.executablePath ? { executablePath: chosen.executablePath, args: CHROMIUM_ARGS } : {},
)
const loads = [loadavg()[0]]
const figures = new Map<string, Run[]>()
try {
  for (let run = 0; run < runs; run++)
    for (const mode of modes)
      for (const dist of dists) {
        // One port for every build (a server started for each run), so a port of another's is never used.
        const server = await serve(dist, port)
        const got = await once(
          browser,
          `http://127.0.0.1:${port}`,
          mode,
          new Set([server.pid ?? -1]),
        ).finally(() => server.kill())
        const key = `${dist}\t${mode}`
        figures.set(key, [...(figures.get(key) ?? []), got])
        loads.push(loadavg()[0])
        const phases = Object.entries(got.phases).map(([k, v]) => `${k} ${Math.round(v)}`)
        process.stderr.write(
          `  ${dist} ${mode} run ${run + 1}: ${Math.round(got.total)} ms (CPU ${got.cpu} ms; ${phases.join(', ')}) load ${loadavg()[0].toFixed(1)}\n`,
        )
      }
} finally {
  await browser.close()
}

const s = (ms: number): string => (Number.isNaN(ms) ? '–' : (ms / 1000).toFixed(2))
console.log(
  `Load average (1 min) from ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)}; ${runs} runs, medians; seconds.\n`,
)
console.log(`| build | from Check | total | CPU | ${PHASES.map(([p]) => p).join(' | ')} | ÷ TypeScript |`)
console.log(`|---|---|---|---|${PHASES.map(() => '---').join('|')}|---|`)
for (const dist of dists)
  for (const mode of modes) {
    const rs = figures.get(`${dist}\t${mode}`) ?? []
    const ts = median((figures.get(`${dist}\tts`) ?? []).map((r) => r.total))
    const total = median(rs.map((r) => r.total))
    const phases = PHASES.map(([p]) => s(median(rs.flatMap((r) => (p in r.phases ? [r.phases[p]] : [])))))
    const ratio = mode === 'ts' || Number.isNaN(ts) ? '' : (total / ts).toFixed(1)
    console.log(
      `| ${dist} | ${mode} | ${s(total)} | ${s(median(rs.map((r) => r.cpu)))} | ${phases.join(' | ')} | ${ratio} |`,
    )
  }
