// The kit's views for class: focus (projector) view on every main widget, and the embed pages.
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, PAGES } from './helpers.ts'

/** Every article page that has a main widget (a puzzle article). */
async function mainWidgetPages(page: import('@playwright/test').Page): Promise<string[]> {
  const found: string[] = []
  for (const path of PAGES.filter((p) => p !== '/' && p !== '/search/')) {
    await page.goto(path)
    if (await page.locator('[data-main]').count()) found.push(path)
  }
  return found
}

for (const size of [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
]) {
  test(`focus view fits the board and the step player at ${size.width}×${size.height}, and Escape returns`, async ({
    page,
  }) => {
    test.slow()
    await page.setViewportSize(size)
    for (const path of await mainWidgetPages(page)) {
      await page.goto(path)
      const main = page.locator('[data-main]')
      await main.getByRole('button', { name: 'Focus view' }).click()
      await expect(main).toHaveAttribute('data-focus', '')
      expect(new URL(page.url()).searchParams.get('view')).toBe('focus')
      const board = await main.locator('[data-board]').first().boundingBox()
      expect(board, path).not.toBeNull()
      expect(board!.y, path).toBeGreaterThanOrEqual(0)
      // A widget without a step player (the search race) only has to show its board.
      const player = (await main.locator('step-player').count())
        ? await main.locator('step-player').first().boundingBox()
        : { y: size.height, height: 0 }
      expect(board!.y + board!.height, `${path}: the board ends above the step player`).toBeLessThanOrEqual(
        player!.y + 1,
      )
      expect(player!.y + player!.height, `${path}: the step player is on screen`).toBeLessThanOrEqual(
        size.height + 1,
      )
      // Solving from the controls below the board, then stepping, brings the board back into view.
      const solve = main.locator('[data-solve]')
      if (await solve.count()) {
        await solve.first().click()
        await expect(main.locator('step-player [data-step="next"]')).toBeEnabled({ timeout: 20_000 })
        await main.locator('step-player [data-step="next"]').click()
        const b = (await main.locator('[data-board]').first().boundingBox())!
        const pl = (await main.locator('step-player').first().boundingBox())!
        expect(b.y, `${path}: the stepped board is on screen`).toBeGreaterThanOrEqual(-1)
        expect(b.y + b.height, `${path}: the stepped board ends above the step player`).toBeLessThanOrEqual(
          pl.y + 1,
        )
      }
      await page.keyboard.press('Escape')
      await expect(main).not.toHaveAttribute('data-focus', '')
      expect(new URL(page.url()).searchParams.get('view')).toBeNull()
    }
  })
}

test('a class link opens in focus view, and focus view passes axe in light and dark', async ({ page }) => {
  test.slow()
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto('/clocks/?board=3+3+3/3+3+3/3+3+3&view=focus&mode=class#play')
    const main = page.locator('[data-main]')
    await expect(main).toHaveAttribute('data-focus', '')
    await expect(main.getByRole('button', { name: 'Leave focus view' })).toBeVisible()
    // Keyboard users start inside the view (the browser may focus the scrolling widget itself).
    await expect
      .poll(() =>
        page.evaluate(() => document.querySelector('[data-main]')!.contains(document.activeElement)),
      )
      .toBe(true)
    await page.keyboard.press('Escape')
    await expect(main).not.toHaveAttribute('data-focus', '')
    await main.getByRole('button', { name: 'Focus view' }).focus()
    await page.keyboard.press('Enter')
    await expect(main.getByRole('button', { name: 'Leave focus view' })).toBeFocused()
    await expectNoAxeViolations(page)
  }
})

test('every main widget has an embed page: the widget alone, its Copy link and a link back', async ({
  page,
}) => {
  test.slow()
  for (const path of await mainWidgetPages(page)) {
    const slug = path.replaceAll('/', '')
    await page.goto(path)
    const anchor = await page.locator('[data-main]').getAttribute('id')
    await page.goto(`/embed/${slug}/play/?board=${encodeURIComponent('x')}`)
    await expect(page.locator('[data-main]')).toHaveCount(1)
    await expect(page.locator('.site-header')).toHaveCount(0)
    await expect(page.locator(`.embed__back a[href="/${slug}/#${anchor}"]`)).toHaveCount(1)
    await expect(page.locator('[data-needs-scripts]')).toBeHidden() // its scripts run: no "needs scripts" note
    await expect(page.locator('[data-main]').getByRole('button', { name: 'Copy link' })).toBeVisible()
    await expect(page.locator('[data-main]').getByRole('alert')).toContainText('could not be read')
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto(`/embed/${slug}/play/`)
      await expectNoAxeViolations(page)
    }
  }
})
