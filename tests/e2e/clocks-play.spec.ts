import { expect, test, type Page } from '@playwright/test'
import {
  formatDials,
  isSolution,
  parseDials,
  parseMoves,
  bruteForceWorst,
} from '../../src/solvers/clocks/index.ts'
import { LONGEST_POSITION } from '../../components/clocks/logic.ts'

const PAGE = process.env.CLOCKS_PAGE ?? '/clocks/'

const play = (page: Page) => page.getByRole('region', { name: 'Clocks: your position' })
const dial = (page: Page, letter: string) =>
  play(page).getByRole('button', { name: new RegExp(`^Dial ${letter}:`) })
const positionBox = (page: Page) => play(page).getByRole('textbox', { name: 'Position' })
const playStatus = (page: Page) => play(page).getByRole('status')

test('set dials by keyboard, solve, and the announced moves solve the position', async ({ page }) => {
  await page.goto(PAGE)
  await expect(dial(page, 'A')).toHaveAccessibleName("Dial A: 9 o'clock")
  await dial(page, 'A').focus()
  await page.keyboard.press('+')
  await expect(dial(page, 'A')).toHaveAccessibleName("Dial A: 12 o'clock")
  await page.keyboard.press('ArrowRight')
  await expect(dial(page, 'B')).toBeFocused()
  await page.keyboard.press('-')
  await expect(dial(page, 'B')).toHaveAccessibleName("Dial B: 6 o'clock")
  await page.keyboard.press('Enter')
  await expect(dial(page, 'B')).toHaveAccessibleName("Dial B: 9 o'clock")
  await expect(positionBox(page)).toHaveValue('12 9 12/6 6 6/6 3 6')

  await play(page).getByRole('button', { name: 'Show the shortest solution' }).click()
  const text = await playStatus(page).textContent()
  const match = text!.match(/^Solved in (\d+) moves?: ([\d ]+)$/)
  expect(match, text!).not.toBeNull()
  const moves = parseMoves(match![2])
  expect(moves).toHaveLength(Number(match![1]))
  expect(isSolution(parseDials('12 9 12/6 6 6/6 3 6'), moves)).toBe(true)
})

test('step through the solution to the solved board with the step player keys', async ({ page }) => {
  await page.goto(PAGE)
  await play(page).getByRole('button', { name: 'Show the shortest solution' }).click()
  await expect(playStatus(page)).toHaveText('Solved in 4 moves: 4 5 8 9')
  const player = play(page).getByRole('group', { name: 'Solution steps' })
  await player.getByRole('button', { name: 'Forward' }).click()
  await expect(player.getByText(/^Step 1 of 4: move 4 turns A, D, G/)).toBeVisible()
  await page.keyboard.press('End')
  await expect(player.getByText(/^Step 4 of 4: move 9/)).toBeVisible()
  for (const letter of 'ABCDEFGHI')
    await expect(dial(page, letter)).toHaveAccessibleName(`Dial ${letter}: 12 o'clock`)
  await page.keyboard.press('Home')
  await expect(dial(page, 'A')).toHaveAccessibleName("Dial A: 9 o'clock")
})

test('moves, undo and the move count', async ({ page }) => {
  await page.goto(PAGE)
  const moves = play(page).getByRole('group', { name: 'Moves' })
  await moves.getByRole('button', { name: /^Move 4\b/ }).click()
  await moves.getByRole('button', { name: /^Move 5\b/ }).click()
  await expect(play(page).getByText('Moves made: 2')).toBeVisible()
  await play(page).getByRole('button', { name: 'Undo' }).click()
  await expect(play(page).getByText('Moves made: 1')).toBeVisible()
  await expect(positionBox(page)).toHaveValue('12 9 12/9 6 6/9 3 6')
})

test('a bad typed position is explained where it was typed', async ({ page }) => {
  await page.goto(PAGE)
  await positionBox(page).fill('9 9 12/6 6/6 3 6')
  await positionBox(page).press('Enter')
  await expect(positionBox(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(play(page).getByText(/Expected 9 dials, got 8/)).toBeVisible()
  await positionBox(page).fill('12 12 12/12 12 12/12 12 3')
  await positionBox(page).press('Enter')
  await expect(positionBox(page)).not.toHaveAttribute('aria-invalid', 'true')
  await expect(dial(page, 'I')).toHaveAccessibleName("Dial I: 3 o'clock")
})

test('Copy link writes a ?board= URL that restores the position', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(PAGE)
  await positionBox(page).fill('3 6 9/12 3 6/9 12 3')
  await positionBox(page).press('Enter')
  await play(page).getByRole('button', { name: 'Copy link' }).click()
  await expect(play(page).getByText('Link copied.')).toBeVisible()
  const url = await page.evaluate(() => navigator.clipboard.readText())
  expect(url).toContain('?board=3+6+9/12+3+6/9+12+3')
  const again = await context.newPage()
  await again.goto(url)
  await expect(positionBox(again)).toHaveValue('3 6 9/12 3 6/9 12 3')
  await expect(play(again).getByText(/^Position loaded from the link/)).toBeVisible()
})

test('a bad ?board= shows the default position and a notice saying what was wrong', async ({ page }) => {
  await page.goto(`${PAGE}?board=9+9+12/6+6+6/6+3+7`)
  const notice = play(page).getByRole('alert')
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('could not be read')
  await expect(notice).toContainText('Dial I (row 3, column 3) is 7')
  await expect(positionBox(page)).toHaveValue('9 9 12/6 6 6/6 3 6')
})

test('Cancel stops a long brute-force search at once, and the next search still runs', async ({ page }) => {
  await page.goto(PAGE)
  await positionBox(page).fill(formatDials(bruteForceWorst()))
  await positionBox(page).press('Enter')
  const brute = page.getByRole('region', { name: 'Brute force on your position' })
  await brute.getByRole('button', { name: /Try move sequences/ }).click()
  await expect(brute.getByText(/Explored [\d,]+ sequences · depth \d+/)).toBeVisible()
  await brute.getByRole('button', { name: 'Cancel' }).click()
  await expect(brute.getByRole('status')).toHaveText(/Cancelled/)
  await expect(brute.getByRole('button', { name: 'Cancel' })).toBeHidden()
  await brute.getByRole('button', { name: /count vectors/ }).click()
  await expect(brute.getByRole('status')).toHaveText(/Found after trying 262,144 of 262,144 count vectors/)
})

test('the four methods agree and are timed in the browser', async ({ page }) => {
  await page.goto(PAGE)
  const compare = page.getByRole('region', { name: 'Four methods, one position' })
  await compare.getByRole('button', { name: /Time the four methods/ }).click()
  await expect(compare.getByRole('status')).toHaveText(/All four agree/, { timeout: 20_000 })
  await expect(compare.getByRole('cell', { name: 'not measured yet' })).toHaveCount(0)
})

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`the position box shows the longest position whole at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto(PAGE)
    const box = positionBox(page)
    await box.fill(LONGEST_POSITION)
    await box.press('Home')
    const { scroll, client } = await box.evaluate((el: HTMLInputElement) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
    }))
    expect(scroll, `${LONGEST_POSITION} overflows the box`).toBeLessThanOrEqual(client)
    // …and the box itself stays inside the widget.
    const [boxRect, widgetRect] = await Promise.all([box.boundingBox(), play(page).boundingBox()])
    expect(boxRect!.x + boxRect!.width).toBeLessThanOrEqual(widgetRect!.x + widgetRect!.width)
  })
}
