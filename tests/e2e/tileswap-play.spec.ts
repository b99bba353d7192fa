import { expect, test, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { assign, parsePair, SOURCE_LARGE, SOURCE_SMALL } from '../../src/solvers/tileswap/index.ts'
import { expectNoAxeViolations } from './helpers.ts'

const PAGE = '/tile-swap/'
const play = (page: Page) => page.getByRole('region', { name: 'Tile swap: your grids' })
const startBox = (page: Page) => play(page).getByRole('textbox', { name: 'Start (notation)' })
const goalBox = (page: Page) => play(page).getByRole('textbox', { name: 'Goal (notation)' })
const status = (page: Page) => play(page).getByRole('status')
const player = (page: Page) => play(page).getByRole('group', { name: 'Swap steps' })

test('paint both grids by keyboard and mouse, solve, and step through the swaps to the goal', async ({ page }) => {
  await page.goto(PAGE)
  await startBox(page).fill('1100/0000')
  await startBox(page).press('Enter')
  await goalBox(page).fill('0000/0011')
  await goalBox(page).press('Enter')
  // Keyboard: move the start's cursor to row 1, column 2 and flip it off, then row 2, column 1 on.
  const startCanvas = play(page).getByRole('group', { name: /^Start: arrow keys/ })
  await startCanvas.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Space')
  await expect(startBox(page)).toHaveValue('1000/0000')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('Enter')
  await expect(startBox(page)).toHaveValue('1000/1000')
  // Mouse: click the goal's row 1, column 1 on and row 2, column 4 off, then back.
  const goalSvg = play(page).getByRole('group', { name: /^Goal: arrow keys/ }).locator('svg')
  const box = (await goalSvg.boundingBox())!
  await page.mouse.click(box.x + box.width * 0.875, box.y + box.height * 0.75)
  await expect(goalBox(page)).toHaveValue('0000/0010')
  await page.mouse.click(box.x + box.width * 0.875, box.y + box.height * 0.75)
  await expect(goalBox(page)).toHaveValue('0000/0011')

  await play(page).getByRole('button', { name: 'Solve: fewest swaps' }).click()
  const pair = parsePair('1000/1000 0000/0011')
  const cost = assign(pair.start, pair.goal).cost
  await expect(status(page)).toHaveText(new RegExp(`^Fewest swaps: ${cost}\\. The ${cost} swaps below replay legally`))
  await player(page).getByRole('button', { name: 'Forward' }).click()
  await expect(player(page).getByText(new RegExp(`^Step 1 of ${cost}: swap row \\d, column \\d with row \\d, column \\d`))).toBeVisible()
  await page.keyboard.press('End')
  await expect(player(page).getByText(new RegExp(`^Step ${cost} of ${cost}:`))).toBeVisible()
})

test('the source 12×12 preset solves to the number the page reports', async ({ page }) => {
  await page.goto(PAGE)
  await play(page).getByRole('button', { name: 'Source 12×12' }).click()
  await play(page).getByRole('button', { name: 'Solve: fewest swaps' }).click()
  const p = parsePair(SOURCE_LARGE.start)
  const cost = assign(p.start, p.goal).cost
  await expect(status(page)).toHaveText(new RegExp(`^Fewest swaps: ${cost}\\.`))
  await expect(page.getByText(/The claim is confirmed|The claim is refuted/)).toBeVisible()
  // The certificate for this solve: potentials on all 144 cells, their sums, and the table.
  await play(page).getByText('Why no shorter sequence exists').click()
  await expect(play(page).getByText(new RegExp(`^Certificate: no two neighbouring cells differ by more than 1 \\(all 144 cells checked\\);.*= ${cost} swaps, exactly the number found`))).toBeVisible()
  await expect(play(page).getByRole('region', { name: 'Potential of every cell' }).getByRole('row')).toHaveCount(12)
  // The certificate and the step player appear only after Solve: scan the widget in that state too.
  const scan = await new AxeBuilder({ page }).include('[data-ts-play]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})

test('a mismatched pair shows its message where it was typed', async ({ page }) => {
  await page.goto(PAGE)
  await goalBox(page).fill('1111/1111/0000/0001')
  await goalBox(page).press('Enter')
  await expect(play(page).getByText('The start grid has 8 ones but the goal grid has 9; a swap never changes the number of ones.')).toBeVisible()
  await play(page).getByRole('button', { name: 'Solve: fewest swaps' }).click()
  await expect(status(page)).toHaveText(/^Cannot solve: The start grid has 8 ones/)
  await goalBox(page).fill('11/00')
  await goalBox(page).press('Enter')
  await expect(play(page).getByText(/is 4 × 4 but the goal grid is 2 × 2/)).toBeVisible()
  await startBox(page).fill('1101/012')
  await startBox(page).press('Enter')
  await expect(startBox(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(play(page).getByText('Row 2 of the start grid has 3 cells, but row 1 has 4.')).toBeVisible()
})

test('Copy link writes a ?board= URL that restores both grids', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(PAGE)
  await startBox(page).fill('011/100')
  await startBox(page).press('Enter')
  await goalBox(page).fill('110/001')
  await goalBox(page).press('Enter')
  await play(page).getByRole('button', { name: 'Copy link' }).click()
  await expect(play(page).getByText('Link copied.')).toBeVisible()
  const url = await page.evaluate(() => navigator.clipboard.readText())
  expect(url).toContain('?board=011/100+110/001')
  const again = await context.newPage()
  await again.goto(url)
  await expect(startBox(again)).toHaveValue('011/100')
  await expect(goalBox(again)).toHaveValue('110/001')
  await expect(status(again)).toHaveText(/loaded from the link/)
})

test('a bad ?board= shows the example and a notice saying what was wrong', async ({ page }) => {
  await page.goto(`${PAGE}?board=11/00+11/10`)
  const notice = play(page).getByRole('alert')
  await expect(notice).toContainText('could not be read')
  await expect(notice).toContainText('has 2 ones but the goal grid has 3')
  await expect(startBox(page)).toHaveValue(SOURCE_SMALL.start)
})

test('Cancel stops the slow Hungarian method on 64×64 at once; the flow then still runs', async ({ page }) => {
  await page.goto(PAGE)
  const scale = page.getByRole('region', { name: 'Both methods on the same grids' })
  await scale.getByRole('combobox', { name: 'Random pair of size' }).selectOption('64')
  await scale.getByRole('button', { name: 'Time both methods' }).click()
  await expect(scale.getByText(/Explored [\d,]+ ones placed/)).toBeVisible()
  await scale.getByRole('button', { name: 'Cancel' }).click()
  await expect(scale.getByRole('status')).toHaveText(/Cancelled/)
  await scale.getByRole('checkbox').uncheck()
  await scale.getByRole('combobox', { name: 'Random pair of size' }).selectOption('16')
  await scale.getByRole('button', { name: 'Time both methods' }).click()
  await expect(scale.getByRole('status')).toHaveText(/the methods agree/)
})

test('axe finds nothing, and nothing overflows at 360 px', async ({ page }) => {
  await page.goto(PAGE)
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 360, height: 800 })
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('the Hungarian steps follow small grids, and the table shows the potentials', async ({ page }) => {
  await page.goto(PAGE)
  const steps = page.getByRole('region', { name: 'The Hungarian method, step by step' })
  await expect(steps.getByRole('status')).toHaveText(/^On your grids: 8 ones, minimum total distance \d+\./)
  const player = steps.getByRole('group', { name: 'Hungarian steps' })
  await player.getByRole('button', { name: 'Last' }).click()
  await expect(player.getByText(/augmenting path: .*; 8 of 8 matched: done, and Σu \+ Σv = \d+, the minimum$/)).toBeVisible()
  await expect(steps.getByRole('cell', { name: /✓$/ })).toHaveCount(8)
  await startBox(page).fill('1111/1111/1000/0000')
  await startBox(page).press('Enter')
  await goalBox(page).fill('0000/1111/1111/1000')
  await goalBox(page).press('Enter')
  await expect(steps.getByRole('status')).toHaveText(/^On the source's 4×4 example/)
})

test('check yourself replays typed swaps against the grids at the top', async ({ page }) => {
  await page.goto(PAGE)
  await startBox(page).fill('0110/1001')
  await startBox(page).press('Enter')
  await goalBox(page).fill('1111/0000')
  await goalBox(page).press('Enter')
  const ex = page.getByRole('region', { name: 'Check yourself' })
  const box = ex.getByRole('textbox', { name: 'Your swaps' })
  await box.fill('4-0 7-3')
  await box.press('Enter')
  await expect(ex.getByRole('status')).toHaveText('Solved in 2 swaps: that is the fewest possible.')
  await box.fill('4-0 7-x')
  await ex.getByRole('button', { name: 'Check' }).click()
  await expect(box).toHaveAttribute('aria-invalid', 'true')
  await expect(ex.getByText(/Swap 2, "7-x", is not two cell numbers/)).toBeVisible()
})
