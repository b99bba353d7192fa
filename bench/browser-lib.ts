/**
 * What the benches that drive Chromium share (phone-profile.ts, python-page.ts, census-page.ts,
 * connect4-page.ts): a built site served by the e2e tests' static server, the median of the runs,
 * and the CPU of the browser's processes (from /proc).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/browser.ts'

/** `node scripts/serve.ts dir port`, once it answers. */
export async function serve(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/serve.ts', dir, String(port)], { stdio: 'ignore' })
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill()
  throw new Error(`The server for ${dir} did not start.`)
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  if (s.length === 0) return Number.NaN
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

/** CPU ms of `root` and its descendants, leaving out the subtrees of `skip` (the file servers). */
export function treeCpu(root: number, skip: Set<number>): number {
  const children = new Map<number, number[]>()
  const cpu = new Map<number, number>()
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8')
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      cpu.set(Number(d), ((Number(f[11]) + Number(f[12])) * 1000) / 100) // utime + stime, in ticks of 10 ms
      children.set(Number(f[1]), [...(children.get(Number(f[1])) ?? []), Number(d)])
    } catch {} // a process that ended meanwhile
  }
  const sum = (pid: number): number =>
    skip.has(pid) ? 0 : (cpu.get(pid) ?? 0) + (children.get(pid) ?? []).reduce((s, c) => s + sum(c), 0)
  return sum(root) - (cpu.get(root) ?? 0)
}

/** The values given after `name` on the command line (`--workers 1 --workers 2`: ['1', '2']). */
export function option(name: string, args = process.argv.slice(2)): string[] {
  return args.flatMap((a, i) => (a === name && args[i + 1] !== undefined ? [args[i + 1]] : []))
}

/**
 * A page bench's setting up: `dist` served on `port`, the e2e tests' Chromium launched, and the
 * file server's pid to leave out of `treeCpu`. `close()` ends both.
 */
export async function servedBrowser(
  dist: string,
  port: number,
): Promise<{ browser: Browser; skip: Set<number>; close: () => Promise<void> }> {
  const server = await serve(dist, port)
  const found = await findChromium()
  const browser = await chromium.launch(
    found.executablePath ? { executablePath: found.executablePath, args: CHROMIUM_ARGS } : {},
  )
  return {
    browser,
    skip: new Set([server.pid ?? -1]),
    close: async () => {
      await browser.close()
      server.kill()
    },
  }
}

/** A new context's page at `url`, told it has `cores` cores (as the e2e tests of the splits do). */
export async function pageWithCores(
  browser: Browser,
  cores: number,
  url: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript((n) => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n })
  }, cores)
  await page.goto(url)
  return { context, page }
}
