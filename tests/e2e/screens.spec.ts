// Issue 32's screens: what a phone, a screen reader and a projector get from the widgets.
import { expect, test, type Page } from '@playwright/test'

/** A touch held on (x, y) until the editor loaded or `ms` passed, then lifted: a tap, as a finger makes it. */
async function slowTap(page: Page, x: number, y: number, ms = 450): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
  const until = Date.now() + ms
  while (Date.now() < until && (await page.locator('.code-cell__cm').count()) === 0)
    await page.waitForTimeout(25)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

test.describe('touch on a code cell (item 5)', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

  test('a tap on the code opens the editor in place: same height, nothing under the finger runs', async ({
    page,
  }) => {
    await page.goto('/search-algorithms/')
    const cell = page.locator('#your-search-code')
    const box = cell.locator('.code-cell__editor')
    const status = cell.locator('[data-cell-status]')
    const said = await status.textContent()
    const before = (await box.boundingBox())!
    expect(before.height).toBeGreaterThan(900) // the starter is long: an editor of its own height would cut it
    // Tap 800 px into the printed code, with that spot in the middle of the screen.
    await page.evaluate((y) => window.scrollBy(0, y), before.y + 800 - 370)
    const top = (await box.boundingBox())!.y
    await slowTap(page, before.x + 120, top + 800)
    const editor = cell.getByRole('textbox', { name: 'Your search, in TypeScript or JavaScript' })
    await expect(editor).toBeFocused()
    expect((await box.boundingBox())!.height).toBeCloseTo(before.height, 0)
    await page.waitForTimeout(300)
    await expect(status).toHaveText(said!)
  })
})
