// The Clocks structure widgets on the article: elimination step by step, the census, the
// hardest-example link, and the "Check yourself" exercise with its class mode.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { MOVES } from '../../src/solvers/clocks/model.ts'
import { movePatternsLabel } from '../../components/clocks/words.ts'

const PAGE = '/clocks/'
const HARDEST = '9 12 9/12 3 12/9 12 9'

const exercise = (page: Page) => page.getByRole('region', { name: 'Check yourself' })

/** axe (WCAG 2.1 A/AA) on these widgets only; site.spec.ts scans whole pages. */
async function expectWidgetsPassAxe(
  page: Page,
  widgets = ['[data-elimination]', '.inverse', '[data-closed-form]', '.census', '[data-exercise]'],
): Promise<void> {
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  for (const w of widgets) axe = axe.include(w)
  const { violations } = await axe.analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test('elimination steps by keyboard and ends with the answer', async ({ page }) => {
  await page.goto(PAGE)
  const player = page.getByRole('group', { name: 'Elimination steps' })
  const label = player.getByRole('paragraph')
  await expect(label).toHaveText('Start: [A | −d] for your position.')
  await player.focus()
  await page.keyboard.press('ArrowRight')
  await expect(label).toHaveText(
    /^Step 1 of \d+: pivot in row 1, column 1 \(bold and outlined\)\. Clear column 1:/,
  )
  await page.keyboard.press('End')
  await expect(label).toHaveText(/Answer: t = \(0, 0, 0, 1, 1, 0, 0, 1, 1\): moves 4 5 8 9\.$/)
  // The left block is now the identity: row 9 reads 0 … 0 1 | 1.
  const matrix = page.getByRole('table', { name: /augmented matrix/i })
  await expect(matrix.getByRole('row').last()).toHaveText(/^9.*0\s*0\s*0\s*0\s*0\s*0\s*0\s*0\s*1\s*1$/)
  await page.keyboard.press('Home')
  await expect(label).toHaveText(/^Start:/)
})

test('the census shows the longest solution in the chart, the table and the prose', async ({ page }) => {
  await page.goto(PAGE)
  await expect(page.getByRole('img', { name: /from 0 to 27 moves/ })).toBeVisible()
  await page.getByText('The data as a table').click()
  const table = page.getByRole('table', { name: /Positions by length/ })
  await expect(table.getByRole('row', { name: /^27 1 / })).toBeVisible()
  await expect(page.getByText(/All 262,144 positions have exactly one solution mod 4/)).toBeVisible()
  await expect(page.getByText(/The longest takes 27 moves/)).toBeVisible()
})

test("the hardest example link loads ?board= into the reader's position", async ({ page }) => {
  await page.goto(PAGE)
  await page.getByRole('link', { name: HARDEST }).click()
  await expect(page).toHaveURL(/\?board=9\+12\+9\/12\+3\+12\/9\+12\+9$/)
  await expect(exercise(page).getByText(`The puzzle is your position, ${HARDEST}.`)).toBeVisible()
  const player = page.getByRole('group', { name: 'Elimination steps' })
  await player.focus()
  await page.keyboard.press('End')
  await expect(player.getByRole('paragraph')).toHaveText(
    /moves 1 1 1 2 2 2 3 3 3 4 4 4 5 5 5 6 6 6 7 7 7 8 8 8 9 9 9\.$/,
  )
})

test('the exercise checks moves, explains mistakes and flags bad input', async ({ page }) => {
  await page.goto(PAGE)
  const box = exercise(page)
  const input = box.getByLabel('Your moves')
  const status = box.getByRole('status')
  await input.fill('4 5 8')
  await input.press('Enter')
  await expect(status).toHaveText('Not solved: E points to 9, F to 9, H to 9, I to 9.')
  await input.fill('9 8 5 4')
  await box.getByRole('button', { name: 'Check' }).click()
  await expect(status).toHaveText('Solved in 4 moves, and that is the shortest.')
  await input.fill('4 5 8 9 3 3 3 3')
  await input.press('Enter')
  await expect(status).toHaveText(/^Solved in 8 moves, and the shortest takes 4: you used move 3 four times/)
  await input.fill('4 5 x')
  await input.press('Enter')
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  await expect(box.getByText('"x" (move 3) is not a move: moves are numbered 1 to 9.')).toBeVisible()
  await expect(input).toHaveAccessibleDescription(/"x" \(move 3\) is not a move/)
  await expect(status).toHaveText(/^Not checked: the answer could not be read/)
  await box.getByRole('button', { name: 'Show a shortest solution' }).click()
  await expect(status).toHaveText('A shortest solution takes 4 moves: 4 5 8 9.')
})

test('a new puzzle is the exercise\'s own until "Use my position"', async ({ page }) => {
  await page.goto(PAGE)
  const box = exercise(page)
  await box.getByRole('button', { name: 'New puzzle' }).click()
  await expect(box.getByText(/^This exercise has its own puzzle/)).toBeVisible()
  const back = box.getByRole('button', { name: 'Use my position' })
  await back.focus()
  await page.keyboard.press('Enter')
  await expect(box.getByText('The puzzle is your position, 9 9 12/6 6 6/6 3 6.')).toBeVisible()
  await expect(back).toBeHidden()
  await expect(box.getByRole('button', { name: 'New puzzle' })).toBeFocused()
})

test('class mode hides the answer until Reveal, then grades the prediction', async ({ page }) => {
  await page.goto(PAGE)
  const box = exercise(page)
  const status = box.getByRole('status')
  await box.getByLabel('Class mode: hide answers until revealed').check()
  await expect(box.getByRole('button', { name: 'Show a shortest solution' })).toBeHidden()
  const input = box.getByLabel('Your moves')
  await input.fill('4 5 8 9 3 3 3 3')
  await input.press('Enter')
  await expect(status).toHaveText(/^Solved in 8 moves, but not in the fewest/)
  await expect(status).not.toContainText('takes')
  await box.getByLabel(/How many moves does the shortest solution take/).fill('5')
  await box.getByRole('button', { name: 'Reveal' }).click()
  await expect(status).toHaveText(
    'A shortest solution takes 4 moves: 4 5 8 9. Your prediction, 5 moves, was 1 too many.',
  )
})

test('the structure widgets fit 360 px and pass axe in light and dark', async ({ page }) => {
  test.slow() // two axe scans of five widgets: 11–25 s on the shared 2-core machine, near the 30 s default
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(PAGE)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await page.getByText('The data as a table').click()
  await expectWidgetsPassAxe(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.getByRole('group', { name: 'Elimination steps' }).focus()
  await page.keyboard.press('ArrowRight')
  await expectWidgetsPassAxe(page)
})

test('the figure of the nine moves is static, named, and marks the dials each move turns', async ({
  browser,
}) => {
  // Without JavaScript: the figure is drawn when the page is built.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(PAGE)
  const figure = page.getByRole('img', {
    name: /^The nine moves, each drawn as the board after making it once/,
  })
  await expect(figure).toBeVisible()
  await expect(figure).toHaveAccessibleName(movePatternsLabel(MOVES))
  // One marked dial for every dial of every move (4 + 3 + 4 + … = 33), each pointing at 3.
  const marked = figure.locator('.dial-svg--turned')
  await expect(marked).toHaveCount(MOVES.join('').length)
  await expect(marked.locator('[data-hand]').first()).toHaveAttribute('transform', 'rotate(90)')
  await expect(page.locator('.move-patterns figcaption')).toContainText(
    'The nine moves. Each board starts solved',
  )
  // It sits in the section that introduces the moves.
  const box = await figure.boundingBox()
  const heading = await page.getByRole('heading', { name: 'The puzzle', exact: true }).boundingBox()
  const next = await page.getByRole('heading', { name: 'Why the order does not matter' }).boundingBox()
  expect(box!.y).toBeGreaterThan(heading!.y)
  expect(box!.y + box!.height).toBeLessThan(next!.y)
  await context.close()
})

test('the figure of the nine moves passes axe in light and dark', async ({ page }) => {
  await page.goto(PAGE)
  await expectWidgetsPassAxe(page, ['.move-patterns'])
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectWidgetsPassAxe(page, ['.move-patterns'])
})

test('Connections links the related ideas, and exercise 3 names its way of counting moves', async ({
  page,
}) => {
  await page.goto(PAGE)
  await expect(page.getByRole('heading', { name: 'Connections' })).toBeVisible()
  const section = page.locator('h2#connections + ul')
  for (const href of [
    '/sliding-puzzles/#heuristic-search',
    '/search-algorithms/',
    '/sliding-puzzles/#the-whole-33-space',
    '/tile-swap/#cross-check-by-brute-force',
    '/sliding-puzzles/#which-positions-can-reach-the-goal',
    '/peg-solitaire/#which-boards-can-be-finished-at-all',
    '/rubiks-clock/',
    '/rubiks-clock/#any-solution-mod-4-mod-3-combine',
  ])
    await expect(section.locator(`a[href="${href}"]`)).toHaveCount(1)
  await page.getByRole('heading', { name: 'On paper' }).scrollIntoViewIfNeeded()
  const answer3 = page.locator('details', { hasText: 'a backward move counts as one move' })
  await answer3.locator('summary').click()
  await expect(answer3.getByRole('link', { name: 'Two ways to count moves' })).toHaveAttribute(
    'href',
    '/rubiks-clock/#two-ways-to-count-moves',
  )
  await expect(answer3).toContainText('this exercise counts every hour of turning, forward or back')
})

test('implementation notes are folded away at the end of their sections', async ({ page }) => {
  await page.goto(PAGE)
  for (const summary of [
    'Implementation note: the packed version the widgets run',
    'Implementation note: why the code uses BigInt',
    'Implementation note: repeatable timings',
    'Implementation note: our command line',
  ]) {
    const details = page.locator('details', { has: page.getByText(summary, { exact: true }) })
    await expect(details).toHaveCount(1)
    await expect(details).not.toHaveAttribute('open', '')
  }
  await expect(page.getByText(/JavaScript.s integers of unlimited size/)).toBeHidden()
})
