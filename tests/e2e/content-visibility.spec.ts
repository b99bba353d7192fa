/**
 * An article's off-screen parts skip layout until they come near the screen (issue 32; global.css,
 * `content-visibility: auto` on its widgets, figures, tables and disclosures). A reader must not
 * notice: a part keeps its size once drawn, a table in a part still becomes a tab stop with a hint
 * when it overflows (scroll-regions.ts measures it when the part is drawn), a link to a heading far
 * down lands on it, and a printout shows everything.
 */
import { expect, type Page, test } from '@playwright/test'

const frames = (page: Page, n: number) =>
  page.evaluate(
    (n) =>
      new Promise<void>((done) => {
        const step = (k: number): void => (k === 0 ? done() : void requestAnimationFrame(() => step(k - 1)))
        step(n)
      }),
    n,
  )

test('an off-screen table in /games/ skips layout on a screen, and becomes a tab stop with a hint when it is drawn', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/games/')
  // The first of the article's own tables (the pass wraps it in a box of its own), far below the screen.
  const box = page.locator('.prose > .table-wrap:has(> table.games-table)').first()
  const table = box.locator('> table')
  await expect(box).toBeAttached()
  await frames(page, 3)
  expect(await box.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('auto')
  expect(await table.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(false)
  await page.emulateMedia({ media: 'print' })
  expect(await box.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('visible')
  await page.emulateMedia({ media: 'screen' })
  await frames(page, 3)
  // Drawn when it comes into view: measured then, it overflows a phone's column.
  await box.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }))
  await expect(box).toHaveAttribute('data-overflowing', '')
  await expect(box).toHaveAttribute('tabindex', '0')
  await expect(box).toHaveAttribute('role', 'region')
  await expect(box).toHaveAttribute('aria-label', /^Tic-tac-toe, counted/)
  await expect(box.locator('+ [data-scroll-hint]')).toBeVisible()
  // Scrolled away, the part is skipped again; a pass then (the window resized) leaves its box alone.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await frames(page, 3)
  await page.setViewportSize({ width: 361, height: 740 })
  await frames(page, 5)
  expect(await table.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(false)
  await expect(box).toHaveAttribute('tabindex', '0')
  await expect(box.locator('+ [data-scroll-hint]')).toBeAttached()
})

for (const path of ['/search-algorithms/', '/sliding-puzzles/', '/clocks/', '/games/']) {
  test(`every part of ${path} has the same size drawn as without content-visibility`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(path)
    await page.evaluate(() => document.fonts.ready)
    // Each part's height while it is on the screen (drawn), scrolling down the page a screen at a time.
    const drawn = await page.evaluate(async () => {
      const frame = () => new Promise((r) => requestAnimationFrame(r))
      const parts = [...document.querySelectorAll<HTMLElement>('.prose > *')].filter(
        (el) => getComputedStyle(el).contentVisibility === 'auto',
      )
      const heights = new Map<HTMLElement, number>()
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        window.scrollTo({ top: y, behavior: 'instant' })
        for (let i = 0; i < 3; i++) await frame()
        for (const part of parts) {
          const r = part.getBoundingClientRect()
          if (r.bottom > 0 && r.top < innerHeight) heights.set(part, r.height)
        }
      }
      const all = parts.map((part) => heights.get(part) ?? -1)
      for (const part of parts) part.style.contentVisibility = 'visible'
      const plain = parts.map((part) => part.getBoundingClientRect().height)
      return parts.map((part, i) => ({
        part: `${part.localName}.${part.className.split(' ')[0]}#${part.id}`,
        drawn: all[i],
        plain: plain[i],
      }))
    })
    expect(drawn.length).toBeGreaterThan(3)
    for (const { part, drawn: h, plain } of drawn) {
      expect(h, `${part} was never on the screen`).toBeGreaterThanOrEqual(0)
      expect(
        Math.abs(h - plain),
        `${part}: ${h} px drawn, ${plain} px without content-visibility`,
      ).toBeLessThan(1)
    }
  })
}

test('a link to a heading far down /search-algorithms/ lands with the heading at the top, and it stays there', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/search-algorithms/#measured-numbers')
  await page.evaluate(() => document.fonts.ready)
  const heading = page.locator('#measured-numbers')
  const top = () => heading.evaluate((el) => el.getBoundingClientRect().top)
  await expect.poll(top).toBeGreaterThanOrEqual(-2)
  await expect.poll(top).toBeLessThanOrEqual(4)
  // The parts around it are drawn now, at their real sizes: the heading has not moved.
  await frames(page, 10)
  await page.waitForTimeout(500)
  expect(Math.abs(await top())).toBeLessThanOrEqual(4)
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(5000)
})

test("a focus ring at a part's edge is not clipped by the part", async ({ page }) => {
  // content-visibility: auto brings paint containment, which clips what a part paints to its box; a
  // disclosure's summary and a code figure's scrolling <pre> sit at the very edge, so their ring
  // (3 px wide, 2 px away: global.css) would be cut off without room to paint outside the part.
  await page.goto('/peg-solitaire/')
  const summary = page.locator('.prose > details > summary').first()
  await summary.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }))
  await summary.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(summary).toBeFocused()
  const { ring, margin, part } = await summary.evaluate((el) => {
    const s = getComputedStyle(el)
    const p = getComputedStyle(el.parentElement!)
    return {
      ring: parseFloat(s.outlineWidth) + parseFloat(s.outlineOffset),
      margin: parseFloat(p.getPropertyValue('overflow-clip-margin')) || 0,
      part: p.contentVisibility,
    }
  })
  expect(part).toBe('auto')
  expect(ring).toBeGreaterThan(0)
  expect(margin).toBeGreaterThanOrEqual(ring)
})
