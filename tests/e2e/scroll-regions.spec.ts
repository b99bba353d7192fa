/**
 * The scroll-regions pass (components/kit/scroll-regions.ts) on the largest page: it lays the page out
 * once a pass, not once a table, and a change inside <main> that adds no table or formula does not
 * start a pass at all. (A box in an article's part that is off the screen is measured when the part
 * is drawn: content-visibility.spec.ts.)
 */
import { expect, test } from '@playwright/test'

test('narrowing the window lays the search article out a few times, not once a table', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/search-algorithms/')
  await page.evaluate(() => document.fonts.ready)
  // Every part of the article drawn, as if all on the screen at once (off the screen, a part's boxes
  // wait for it to be drawn): the pass then has every box to measure.
  await page.evaluate(() => {
    for (const part of document.querySelectorAll<HTMLElement>('.prose > *'))
      part.style.contentVisibility = 'visible'
  })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  const layouts = async (): Promise<number> => {
    const { metrics } = await cdp.send('Performance.getMetrics')
    return metrics.find((m) => m.name === 'LayoutCount')!.value
  }
  const frames = (n: number) =>
    page.evaluate(
      (n) =>
        new Promise<void>((done) => {
          const step = (k: number): void => (k === 0 ? done() : void requestAnimationFrame(() => step(k - 1)))
          step(n)
        }),
      n,
    )
  await frames(5)
  const before = await layouts()
  // At 360 px most of the page's tables overflow and a pass turns them into scroll boxes: read and
  // written table by table, that took a layout each (12 for 11 boxes); read first, 2 in all.
  await page.setViewportSize({ width: 360, height: 740 })
  await frames(10)
  const boxes = await page.locator('main [data-overflowing]').count()
  const count = (await layouts()) - before
  expect(boxes).toBeGreaterThan(5)
  expect(count, `${count} layouts for ${boxes} boxes that began to overflow`).toBeLessThanOrEqual(4)
})

test('a change in <main> that adds no table or formula starts no pass', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/search-algorithms/')
  const box = page.locator('main [data-overflowing]').first()
  await expect(box).toBeAttached()
  // A pass puts back the hint under every box that overflows: take one away, then change <main>.
  const hints = () => page.locator('main [data-scroll-hint]').count()
  const all = await hints()
  await page.evaluate(() => document.querySelector('main [data-overflowing] + [data-scroll-hint]')!.remove())
  await page.evaluate(() => {
    const p = document.createElement('p')
    p.textContent = 'A status line changed.'
    document.querySelector('main')!.append(p)
  })
  await page.waitForTimeout(300)
  expect(await hints()).toBe(all - 1)
  // A new table is news: the pass runs, and the hint comes back with the new table's own (put on
  // the screen, where it is drawn and measured).
  await page.evaluate(() => {
    const t = document.createElement('table')
    t.innerHTML = `<tr>${'<td>a long cell of the new table</td>'.repeat(20)}</tr>`
    document.querySelector('main article .lede')!.after(t)
  })
  await expect.poll(hints).toBe(all + 1)
})

test('a picture drawn wider than a phone (the map of Romania) scrolls in a named tab stop there, and is a plain picture on a desktop', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/route-finding/')
  const box = page.locator('[data-scroll-region="The map of Romania"]')
  // Its widget is far down the page: drawn, and the map measured, when it comes into view.
  await box.scrollIntoViewIfNeeded()
  await expect(box).toHaveAttribute('data-overflowing', '')
  await expect(box).toHaveAttribute('role', 'region')
  await expect(box).toHaveAttribute('tabindex', '0')
  await expect(page.getByRole('region', { name: 'The map of Romania' })).toBeVisible()
  // The arrow keys scroll it.
  await box.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(box).not.toHaveAttribute('data-overflowing', '')
  await expect(box).not.toHaveAttribute('tabindex', '0')
})
