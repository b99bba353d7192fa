// Issue 32's screens: what a phone, a screen reader and a projector get from the widgets.
import { expect, type Locator, test, type Page } from '@playwright/test'

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

/** Whether all of `el` is on the screen. */
async function onScreen(el: Locator): Promise<boolean> {
  const box = await el.boundingBox()
  const height = el.page().viewportSize()!.height
  return box !== null && box.y >= 0 && box.y + box.height <= height + 1
}

/** Taps `button` as a reader scrolling down meets it: at the bottom of the screen. */
async function tapAtBottom(button: Locator): Promise<void> {
  await button.evaluate((b) => b.scrollIntoView({ block: 'end' }))
  await button.tap()
}

test.describe('answers in view on a phone (item 6)', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

  test("the race's summary comes into view when the race ends", async ({ page }) => {
    await page.goto('/search-algorithms/')
    const race = page.getByRole('region', { name: 'The race: every algorithm on your position' })
    await tapAtBottom(race.getByRole('button', { name: 'Run the race' }))
    await expect(race.getByRole('button', { name: 'Keep this run' })).toBeEnabled({ timeout: 60_000 })
    await expect.poll(() => onScreen(race.locator('[data-status]'))).toBe(true)
  })

  test("Connect Four's best move comes into view", async ({ page }) => {
    await page.goto('/games/')
    const play = page.getByRole('region', { name: /^Connect Four: / })
    await tapAtBottom(play.getByRole('button', { name: 'Show the best move' }))
    const status = play.locator('[data-status]')
    await expect(status).toHaveText(/^Best for Red: column \d/, { timeout: 60_000 })
    await expect.poll(() => onScreen(status)).toBe(true)
  })

  test("a code cell's verdict comes into view", async ({ page }) => {
    await page.goto('/search-algorithms/')
    const widget = page.getByRole('region', { name: 'Your search', exact: true })
    await tapAtBottom(widget.getByRole('button', { name: 'Check my search' }))
    const status = widget.locator('[data-cell-status]')
    await expect(status).toHaveText(/^Passed as breadth-first search/, { timeout: 60_000 })
    await expect.poll(() => onScreen(status)).toBe(true)
  })

  test("Rubik's Clock says its solution short; the moves stay on the page", async ({ page }) => {
    await page.goto('/rubiks-clock/')
    const play = page.getByRole('region', { name: "Rubik's Clock: your puzzle" })
    await play.getByRole('button', { name: 'Random position' }).tap()
    await tapAtBottom(play.getByRole('button', { name: 'Any solution' }))
    const line = play.locator('[data-status]')
    await expect(line).toHaveText(/^A solution with \d+ moves, .*: .*Press Solve optimally for the fewest\.$/)
    expect((await line.textContent())!.length).toBeGreaterThan(150)
    const live = play.getByRole('status')
    await expect(live).toHaveText(/^A solution with \d+ moves, .*combined\):$/)
    expect((await live.textContent())!.length).toBeLessThanOrEqual(150)
    await expect.poll(() => onScreen(line)).toBe(true)
  })
})

test.describe('screen readers and the focus button (item 7)', () => {
  test('the Sudoku answer reads row by row', async ({ page }) => {
    await page.goto('/constraints/')
    const sudoku = page.getByRole('region', { name: 'Sudoku: your sudoku' })
    const rows = sudoku.getByRole('table', { name: /row by row/ })
    await expect(rows.getByRole('row')).toHaveCount(9)
    await expect(rows.getByRole('row').first().getByRole('rowheader')).toHaveText('Row 1')
    await expect(rows.getByRole('row').first().getByRole('cell', { name: 'blank' }).first()).toBeAttached()
    await sudoku.getByRole('button', { name: 'Solve', exact: true }).click()
    await expect(sudoku.getByRole('img', { name: /81 of 81 cells filled/ })).toBeVisible({ timeout: 60_000 })
    for (let r = 1; r <= 9; r++) {
      const cells = await rows
        .getByRole('row')
        .nth(r - 1)
        .getByRole('cell')
        .allTextContents()
      expect(cells.map(Number).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    }
  })

  test("Connect Four's board label says the stones where they stand, and follows the game", async ({
    page,
  }) => {
    await page.goto('/games/?board=453')
    const play = page.getByRole('region', { name: /^Connect Four: / })
    const board = play.getByRole('img', { name: /^Your position: / })
    await expect(board).toHaveAccessibleName(/column 3 Red; column 4 Red; column 5 Yellow;/)
    await play.getByRole('button', { name: 'Drop a stone in column 3' }).click()
    await expect(board).toHaveAccessibleName(/column 3 Red Yellow; column 4 Red; column 5 Yellow;/)
  })

  test("tile swap's board label changes with the grid", async ({ page }) => {
    await page.goto('/tile-swap/')
    const play = page.getByRole('region', { name: 'Tile swap: your grids' })
    const board = play.getByRole('img', { name: /^The board/ })
    const before = await board.getAttribute('aria-label')
    expect(before).toMatch(/row by row: [01 ;]+\. Goal: [01 ;]+; \d+ cells? differs? from it\.$/)
    await play.getByRole('button', { name: /^Random pair/ }).click()
    await expect.poll(() => board.getAttribute('aria-label')).not.toBe(before)
    await play.getByRole('button', { name: 'Solve: fewest swaps' }).click()
    await expect(play.getByRole('button', { name: 'Last' })).toBeEnabled({ timeout: 30_000 })
    await play.getByRole('group', { name: 'The board' }).focus()
    await page.keyboard.press('End')
    await expect(board).toHaveAccessibleName(
      /; 0 cells differ from it\. Just swapped: r\d+c\d+ and r\d+c\d+\.$/,
    )
  })

  for (const width of [1280, 360]) {
    test(`every Focus view button sits inside its widget, clear of the header, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/constraints/')
      const header = (await page.locator('header').first().boundingBox())!
      for (const button of await page.locator('[data-focus-toggle]').all()) {
        await button.scrollIntoViewIfNeeded()
        const b = (await button.boundingBox())!
        const w = (await button.locator('xpath=ancestor::*[@data-kit-widget][1]').boundingBox())!
        expect(b.y).toBeGreaterThanOrEqual(w.y)
        expect(b.x + b.width).toBeLessThanOrEqual(w.x + w.width)
        const top = (await page.locator('header').first().boundingBox())!
        expect(b.y >= top.y + top.height || b.y + b.height <= top.y).toBe(true)
      }
      expect(header).not.toBeNull()
    })
  }
})
