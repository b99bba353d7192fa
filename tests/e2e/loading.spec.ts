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
