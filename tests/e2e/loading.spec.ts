/**
 * What a reader on a slow connection waits for before the first paint (issue 32, "Loading").
 */
import { existsSync, readdirSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { PAGES } from './helpers.ts'

// The embeds as built (one folder per article with a main widget), so a new one is checked too.
const dist = process.env.E2E_DIST ?? 'dist'
const EMBEDS = existsSync(`${dist}/embed`)
  ? readdirSync(`${dist}/embed`).map((slug) => `/embed/${slug}/play/`)
  : []

test('every page makes at most 3 render-blocking stylesheet requests', async ({ page }) => {
  const counts: Record<string, number> = {}
  for (const path of [...PAGES, '/teach/', '/search-algorithms/summary/', ...EMBEDS]) {
    await page.goto(path)
    counts[path] = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter(
            (e) =>
              (e as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus ===
                'blocking' && /\.css(\?|$)/.test(e.name),
          ).length,
    )
  }
  expect(EMBEDS.length).toBeGreaterThan(0)
  const over = Object.entries(counts).filter(([, n]) => n > 3)
  expect(over, JSON.stringify(counts)).toEqual([])
  // And each still gets its styles: the page's own rules apply (the header is laid out as a flex row).
  await page.goto('/')
  await expect(page.locator('.site-header')).toHaveCSS('display', 'flex')
})

// The pages where fonts swapping in and the search UI moved the text (issue 32, item 3), loaded on the
// budget phone's connection with nothing cached, so the fonts come after the first paint.
for (const path of [
  '/search-algorithms/summary/',
  '/search/',
  '/embed/clocks/play/',
  '/embed/peg-solitaire/play/',
]) {
  test(`nothing moves while ${path} loads on a slow phone connection (CLS ≤ 0.1)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true })
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
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number }
      w.__cls = 0
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[])
          if (!e.hadRecentInput) w.__cls += e.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(path, { waitUntil: 'load', timeout: 60_000 })
    await page.evaluate(() => document.fonts.ready)
    await page.waitForTimeout(1500)
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
    await context.close()
    expect(cls).toBeLessThanOrEqual(0.1)
  })
}
