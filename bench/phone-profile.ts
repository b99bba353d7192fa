/**
 * `npm run bench:phone -- [--dist dist] [--dist other-build …] [--runs 3] [path…]`: every page loaded
 * as on a budget phone (issue 32): 360×740, touch, 4× CPU slowdown
 * (Emulation.setCPUThrottlingRate), 1.6 Mbit/s down and 150 ms latency
 * (Network.emulateNetworkConditions), no cache (a new browser context each load). Reads LCP,
 * layout shift (CLS, session windows as Chrome reports them) and long tasks (TBT: the part of each
 * task over 50 ms, from first paint to 5 s after load) with PerformanceObserver.
 *
 * Several builds (`--dist` more than once) are loaded in turn, page by page and run by run, so a
 * busy machine slows them alike: compare them in one run, by ratio where times are noisy. Prints a
 * Markdown table of medians (docs/performance.md keeps one). Needs a built site (`npm run build`).
 */
import { readdirSync } from 'node:fs'
import { loadavg } from 'node:os'
import { chromium, type Browser } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/browser.ts'
import { median, serve } from './browser-lib.ts'

interface Figures {
  lcp: number
  cls: number
  tbt: number
  lcpElement: string // what the largest paint was (tag, id, class, its first words), on stderr
}

const args = process.argv.slice(2)
const option = (name: string): string[] =>
  args.flatMap((a, i) => (a === name && args[i + 1] !== undefined ? [args[i + 1]] : []))
const dists = option('--dist').length > 0 ? option('--dist') : ['dist']
const runs = Number(option('--runs')[0] ?? 3)
const named = args.filter((a, i) => a.startsWith('/') && !['--dist', '--runs'].includes(args[i - 1]))
const articles = readdirSync(new URL('../content/', import.meta.url))
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => `/${f.replace(/\.mdx$/, '')}/`)
const PATHS = named.length > 0 ? named : ['/', ...articles, '/search/', '/search-algorithms/summary/']

/** Collects LCP, CLS and long tasks from the first byte on (installed before any page script). */
const OBSERVE = `(() => {
  const w = window; w.__phone = { lcp: 0, cls: 0, tasks: [] }
  new PerformanceObserver((l) => { for (const e of l.getEntries()) { w.__phone.lcp = e.startTime; w.__phone.lcpElement = e.element ? e.element.localName + (e.element.id ? "#" + e.element.id : "") + (e.element.className && typeof e.element.className === "string" ? "." + e.element.className.split(" ")[0] : "") + " " + (e.element.textContent || "").trim().slice(0, 40) : e.url } })
    .observe({ type: 'largest-contentful-paint', buffered: true })
  let session = 0, first = 0, last = 0
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) {
      if (e.hadRecentInput) continue
      if (session && e.startTime - last < 1000 && e.startTime - first < 5000) session += e.value
      else { session = e.value; first = e.startTime }
      last = e.startTime
      w.__phone.cls = Math.max(w.__phone.cls, session)
    }
  }).observe({ type: 'layout-shift', buffered: true })
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__phone.tasks.push([e.startTime, e.duration]) })
    .observe({ type: 'longtask', buffered: true })
})()`

async function load(browser: Browser, url: string): Promise<Figures> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.addInitScript(OBSERVE)
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
  await page.waitForTimeout(5000) // late shifts (fonts, search UI) and the tasks after load
  const raw = await page.evaluate(() => {
    const w = window as unknown as {
      __phone: { lcp: number; lcpElement?: string; cls: number; tasks: [number, number][] }
    }
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
    return { ...w.__phone, fcp }
  })
  await context.close()
  const tbt = raw.tasks
    .filter(([start]) => start >= raw.fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)
  return { lcp: raw.lcp, cls: raw.cls, tbt, lcpElement: raw.lcpElement ?? '' }
}

const chosen = await findChromium()
const browser = await chromium.launch(
  chosen.executablePath ? { executablePath: chosen.executablePath, args: CHROMIUM_ARGS } : {},
)
const servers = await Promise.all(dists.map((d, i) => serve(d, 4590 + i)))
const load0 = loadavg()[0]
const figures = new Map<string, Figures[]>()
try {
  for (const path of PATHS)
    for (let run = 0; run < runs; run++)
      for (const [i, dist] of dists.entries()) {
        const got = await load(browser, `http://127.0.0.1:${4590 + i}${path}`)
        const key = `${dist}\t${path}`
        figures.set(key, [...(figures.get(key) ?? []), got])
        process.stderr.write(`  ${dist} ${path} run ${run + 1}: ${JSON.stringify(got)}\n`)
      }
} finally {
  await browser.close()
  for (const s of servers) s.kill()
}

const cell = (key: string, f: 'lcp' | 'cls' | 'tbt'): number =>
  median((figures.get(key) ?? []).map((x) => x[f]))
console.log(
  `Load average ${load0.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end; ${runs} runs, medians.\n`,
)
console.log(`| page | ${dists.map((d) => `LCP s (${d}) | TBT ms (${d}) | CLS (${d})`).join(' | ')} |`)
console.log(`|---|${dists.map(() => '---|---|---').join('|')}|`)
for (const path of PATHS) {
  const cells = dists.map((d) => {
    const key = `${d}\t${path}`
    return `${(cell(key, 'lcp') / 1000).toFixed(2)} | ${Math.round(cell(key, 'tbt'))} | ${cell(key, 'cls').toFixed(3)}`
  })
  console.log(`| ${path} | ${cells.join(' | ')} |`)
}
