// Phone and projector layouts from the kit (issue 20, item 6), and class mode on a widget that can
// give its answer away (item 7): tables that keep their first column, formulas a keyboard can
// scroll, the step player beside its board on a phone, focus view (scaled tiles, a focus trap,
// Back), the sliding widget's Solve held in class mode, short slide announcements.
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, useFont } from './helpers.ts'
import { PAGE as SLIDING, board, play, status } from './sliding-locators.ts'

const PHONE = { width: 360, height: 740 }

/** The race on the search article, run to the end at the current viewport. */
async function runRace(page: Page): Promise<void> {
  await page.goto('/search-algorithms/')
  const race = page.locator('#race')
  await race.getByRole('button', { name: 'Run the race' }).click()
  await expect(race.locator('tbody tr').first()).toBeVisible()
  await expect(race.getByRole('button', { name: 'Run the race' })).toBeEnabled({ timeout: 20_000 })
  await expect(race.locator('[data-job]')).toBeHidden({ timeout: 20_000 })
  // The kit brings the answer into view as it lands (answers in view): wait until the page is still.
  await expect
    .poll(
      async () => {
        const before = await page.evaluate(() => scrollY)
        await page.waitForTimeout(300)
        return before === (await page.evaluate(() => scrollY))
      },
      { timeout: 10_000 },
    )
    .toBe(true)
}

test('at 360 px a wide table scrolls in a named box, says so, and keeps its first column in view', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await runRace(page)
  const box = page.locator('#race .table-wrap').first()
  await expect(box).toHaveAttribute('data-overflowing', '')
  await expect(box).toHaveAttribute('tabindex', '0')
  await expect(box).toHaveAttribute('aria-label', /./)
  await expect(box.locator('+ [data-scroll-hint]')).toBeVisible()
  const first = box.locator('tbody tr').first().locator('th, td').first()
  const name = (await first.textContent())!.trim()
  // The race's answer is brought into view when it lands (the kit's answers in view): the table's
  // first row may be above the screen then; the reader scrolls back to it.
  await first.scrollIntoViewIfNeeded()
  const before = (await first.boundingBox())!
  // By keyboard: the box is a tab stop, and the arrow keys scroll it.
  await box.focus()
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight')
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(50)
  const after = (await first.boundingBox())!
  expect(Math.abs(after.x - before.x), 'the first column stays where it was').toBeLessThan(2)
  await expect(first).toHaveText(name)
  await expect(first).toBeInViewport()
})

test('at 360 px a display formula that does not fit scrolls by keyboard, and the pages pass axe in light and dark', async ({
  page,
}) => {
  test.setTimeout(180_000) // four scans of long pages on a shared machine
  await page.setViewportSize(PHONE)
  for (const path of ['/clocks/', '/tile-swap/']) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto(path)
      await page.evaluate(() => document.fonts.ready)
      await expectNoAxeViolations(page, { wcag22: true })
    }
  }
  // A formula wider than the phone: a named tab stop that the arrow keys scroll.
  await page.goto('/tile-swap/')
  const wide = page.locator('.katex-display[data-overflowing], .tex--display[data-overflowing]').first()
  await expect(wide).toHaveAttribute('tabindex', '0')
  await expect(wide).toHaveAttribute('aria-label', 'Formula')
  await wide.focus()
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight')
  await expect.poll(() => wide.evaluate((el) => el.scrollLeft)).toBeGreaterThan(20)
})

test('on a phone the step player stays on screen with its board while a solution is stepped', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto(SLIDING)
  await play(page).getByRole('button', { name: 'Solve optimally' }).click()
  await expect(status(page)).toHaveText(/^Solved in \d+ moves/, { timeout: 20_000 })
  const player = play(page).getByRole('group', { name: 'Solution steps' })
  await player.getByRole('button', { name: 'Forward' }).click()
  for (const [el, what] of [
    [board(page), 'board'],
    [player, 'step player'],
  ] as const) {
    const b = (await el.boundingBox())!
    expect(b.y, `${what} top on screen`).toBeGreaterThanOrEqual(-1)
    expect(b.y + b.height, `${what} bottom on screen`).toBeLessThanOrEqual(PHONE.height + 1)
  }
  const b = (await board(page).boundingBox())!
  const p = (await player.boundingBox())!
  expect(b.y + b.height, 'the board is not under the player').toBeLessThanOrEqual(p.y + 1)
})

for (const size of [{ width: 1024, height: 768 }, { width: 1280, height: 800 }, PHONE]) {
  test(`focus view at ${size.width}×${size.height}: tiles grow, Tab stays inside, the button covers nothing, Back leaves it first`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    await page.goto('/')
    await page.goto(SLIDING)
    const cell = board(page).getByRole('button').first()
    const small = (await cell.boundingBox())!.width
    await play(page).getByRole('button', { name: 'Focus view' }).click()
    await expect(play(page)).toHaveAttribute('data-focus', '')
    if (size.width >= 1024)
      await expect.poll(async () => (await cell.boundingBox())!.width).toBeGreaterThan(small * 1.25)
    // The button has a line of its own: nothing of the widget lies under it.
    const leave = play(page).getByRole('button', { name: 'Leave focus view' })
    const lb = (await leave.boundingBox())!
    const title = (await play(page).locator('.widget__title').boundingBox())!
    const boards = (await play(page).locator('.sliding-play__boards').boundingBox())!
    expect(lb.y >= title.y + title.height - 1 || lb.y + lb.height <= title.y + 1, 'not on the title').toBe(
      true,
    )
    expect(lb.y + lb.height, 'above the boards').toBeLessThanOrEqual(boards.y + 1)
    // Tab round the whole widget and further: focus never leaves it.
    for (let i = 0; i < 45; i++) {
      await page.keyboard.press('Tab')
      expect(
        await page.evaluate(() => document.querySelector('#play')!.contains(document.activeElement)),
      ).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    expect(await page.evaluate(() => document.querySelector('#play')!.contains(document.activeElement))).toBe(
      true,
    )
    // Back leaves focus view and stays on the page; Forward opens it again.
    await page.goBack()
    await expect(play(page)).not.toHaveAttribute('data-focus', '')
    expect(new URL(page.url()).pathname).toBe(SLIDING)
    expect(new URL(page.url()).searchParams.get('view')).toBeNull()
    await page.goForward()
    await expect(play(page)).toHaveAttribute('data-focus', '')
    await leave.click()
    await expect(play(page)).not.toHaveAttribute('data-focus', '')
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBeNull()
  })
}

test('a link that opens focus view: Back leaves the view, not the page', async ({ page }) => {
  await page.goto('/')
  await page.goto(`${SLIDING}?view=focus#play`)
  await expect(play(page)).toHaveAttribute('data-focus', '')
  await page.goBack()
  await expect(play(page)).not.toHaveAttribute('data-focus', '')
  expect(new URL(page.url()).pathname).toBe(SLIDING)
})

test('class mode holds the sliding solution until the class has predicted its length', async ({ page }) => {
  await page.goto(`${SLIDING}?mode=class`)
  await expect(play(page).getByRole('checkbox', { name: /Class mode/ })).toBeChecked()
  await play(page).getByRole('button', { name: 'Solve optimally' }).click()
  const predict = play(page).getByRole('group', { name: 'Predict, then reveal' })
  await expect(predict).toBeVisible({ timeout: 20_000 })
  await expect(status(page)).toHaveText(/How long is the shortest solution\?/)
  // Nothing gives the answer away: no length, no steps, no moves.
  await expect(status(page)).not.toContainText(/\d/)
  const player = play(page).getByRole('group', { name: 'Solution steps' })
  await expect(player.getByRole('button', { name: 'Forward' })).toBeDisabled()
  const box = predict.getByRole('spinbutton', { name: 'How long is the shortest solution?' })
  await expect(box).toBeFocused()
  await box.fill('-3')
  await page.keyboard.press('Enter')
  await expect(predict.getByRole('alert')).toContainText('whole number of moves')
  await box.fill('4')
  await predict.getByRole('button', { name: 'Reveal' }).click()
  await expect(status(page)).toHaveText(/^Solved in 5 moves: .* Your prediction, 4 moves, was 1 too few\.$/)
  await expect(predict).toBeHidden()
  await expect(player.getByRole('button', { name: 'Forward' })).toBeEnabled()
  // Outside class mode the answer shows at once.
  await play(page)
    .getByRole('checkbox', { name: /Class mode/ })
    .uncheck()
  expect(new URL(page.url()).searchParams.get('mode')).toBeNull()
  await play(page).getByRole('button', { name: 'Solve optimally' }).click()
  await expect(status(page)).toHaveText(/^Solved in 5 moves/, { timeout: 20_000 })
  await expect(predict).toBeHidden()
})

test('class mode holds the BFS widget’s and the comparison’s answers too', async ({ page }) => {
  await page.goto(`${SLIDING}?mode=class`)
  const bfs = page.getByRole('region', { name: 'Breadth-first search on your position' })
  await bfs.getByRole('button', { name: 'BFS with a rank table' }).click()
  const bfsPredict = bfs.getByRole('group', { name: 'Predict, then reveal' })
  await expect(bfsPredict).toBeVisible({ timeout: 20_000 })
  await expect(bfs.getByRole('status')).not.toContainText(/\d/)
  await expect(bfs.getByRole('region', { name: 'Frontier sizes by depth' })).toBeHidden()
  await bfsPredict.getByRole('spinbutton').fill('5')
  await bfsPredict.getByRole('button', { name: 'Reveal' }).click()
  await expect(bfs.getByRole('status')).toHaveText(
    /found a 5-move solution .* Your prediction, 5 moves, was right\.$/,
  )
  await expect(bfs.getByRole('region', { name: 'Frontier sizes by depth' })).toBeVisible()

  const compare = page.getByRole('region', { name: 'The algorithms compared on your position' })
  await compare.getByRole('button', { name: 'Compare the algorithms' }).click()
  const cmpPredict = compare.getByRole('group', { name: 'Predict, then reveal' })
  await expect(cmpPredict).toBeVisible({ timeout: 20_000 })
  await expect(compare.getByRole('cell', { name: 'not measured yet' })).not.toHaveCount(0) // no length shown
  await cmpPredict.getByRole('button', { name: 'Reveal' }).click()
  await expect(compare.getByRole('status')).toHaveText(
    /^Done: every method that finished found 5 moves, the optimum\.$/,
  )
  await expect(compare.getByRole('cell', { name: 'not measured yet' })).toHaveCount(0)
})

test('a slide announces the tile, its direction and the move count', async ({ page }) => {
  await page.goto(SLIDING)
  await board(page).focus()
  // The example 1 2 3/0 5 8/4 6 7: ↑ slides the tile below the blank (4) up into it.
  await page.keyboard.press('ArrowUp')
  await expect(status(page)).toHaveText('Tile 4 up, move 1.')
  await page.keyboard.press('ArrowLeft')
  await expect(status(page)).toHaveText(/^Tile 6 left, move 2\.$/)
})

test('the sliding widget passes axe in light and dark at 360 px with a solution held and revealed', async ({
  page,
}) => {
  test.setTimeout(180_000) // four scans of a long page on a shared machine
  await page.setViewportSize(PHONE)
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto(`${SLIDING}?mode=class`)
    await play(page).getByRole('button', { name: 'Solve optimally' }).click()
    await expect(play(page).getByRole('group', { name: 'Predict, then reveal' })).toBeVisible({
      timeout: 20_000,
    })
    await expectNoAxeViolations(page, { wcag22: true })
    await play(page).getByRole('button', { name: 'Reveal' }).click()
    await expect(status(page)).toHaveText(/^Solved in/)
    await expectNoAxeViolations(page, { wcag22: true })
  }
})

for (const size of [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
])
  for (const font of ['web', 'fallback'] as const)
    test(`at ${size.width}×${size.height}, ${font} font, the race's table fits its column: nothing clipped, no scroll hint`, async ({
      page,
    }) => {
      await useFont(page, font)
      await page.setViewportSize(size)
      await runRace(page)
      const box = page.locator('#race .table-wrap').first()
      await expect(box.locator('tbody tr')).not.toHaveCount(0)
      expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1)
      await expect(box).not.toHaveAttribute('data-overflowing', '')
      await expect(box.locator('+ [data-scroll-hint]')).toHaveCount(0)
      const last = box.locator('thead th').last()
      // The answer below it was brought into view: scroll the window (only) to the header, so what
      // the check below sees cut is cut sideways. Not scrollIntoViewIfNeeded: it leaves a header that
      // scroll anchoring put 0.4 px above the screen where it is (ratio 0.988 with the fallback font,
      // whose fractional line heights put the table at a fraction of a pixel).
      await last.evaluate((th) => window.scrollBy(0, th.getBoundingClientRect().top - innerHeight / 2))
      await expect(last).toBeInViewport({ ratio: 1 })
    })
