import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './helpers.ts'

// "Check yourself" on the peg solitaire page: the puzzle is the play widget's board (the source's
// T4 board, hole 2 empty, until the reader changes it) or the exercise's own random one.
const PAGE = '/peg-solitaire/'
const exercise = (page: Page) => page.getByRole('region', { name: 'Check yourself' })
const movesBox = (page: Page) => exercise(page).getByRole('textbox', { name: 'Your moves' })
const status = (page: Page) => exercise(page).getByRole('status').and(page.locator('[data-status]'))
const check = async (page: Page, moves: string) => {
  await movesBox(page).fill(moves)
  await movesBox(page).press('Enter')
}

test('judges a wrong, an illegal, a correct and a shortest answer, and a bad token', async ({ page }) => {
  await page.goto(PAGE)
  await expect(
    exercise(page).getByText('The puzzle is your board, 1/01/111/1111 (goal: one peg anywhere).'),
  ).toBeVisible()
  await check(page, '7-2 1-4 9-7-2')
  await expect(status(page)).toHaveText('Legal, but 5 pegs are left after 3 moves (4 jumps).')
  await check(page, '7-2 1-4 6-1 10-3')
  await expect(status(page)).toHaveText(
    'Not legal: jump 4, 10 → 3: hole 6 between them is empty. The 3 jumps before it are legal.',
  )
  await check(page, '7-2 1-4 6-1 9-7-2 1-4-6 10-3')
  await expect(status(page)).toHaveText('Solved in 6 moves (8 jumps); the fewest is 5.')
  await movesBox(page).fill('7-2 1-4 9-7-2 6-4-1-6 10-3')
  await exercise(page).getByRole('button', { name: 'Check' }).click()
  await expect(status(page)).toHaveText('Solved in 5 moves (8 jumps), and that is the fewest.')
  await check(page, '7-2 9-x')
  await expect(exercise(page).getByText('Move 2, "9-x": "x" is not a hole number')).toBeVisible()
  await expect(movesBox(page)).toHaveAttribute('aria-invalid', 'true')
})

test('class mode hides the fewest until Reveal, and grades the prediction', async ({ page }) => {
  await page.goto(PAGE)
  await exercise(page)
    .getByRole('checkbox', { name: /Class mode/ })
    .check()
  await expect(exercise(page).getByRole('button', { name: 'Show a shortest solution' })).toBeHidden()
  await check(page, '7-2 1-4 6-1 9-7-2 1-4-6 10-3')
  await expect(status(page)).toHaveText('Solved in 6 moves (8 jumps), but not in the fewest.')
  const guess = exercise(page).getByRole('spinbutton', {
    name: 'How many moves does the shortest solution take?',
  })
  await guess.fill('4')
  await exercise(page).getByRole('button', { name: 'Reveal' }).click()
  await expect(status(page)).toHaveText(
    /^A shortest solution takes 5 moves: [\d -]+\. Your prediction, 4 moves, was 1 too few\.$/,
  )
  await check(page, '7-2 1-4 6-1 9-7-2 1-4-6 10-3')
  await expect(status(page)).toHaveText('Solved in 6 moves (8 jumps); the fewest is 5.')
})

test('follows the play widget, and a new puzzle is its own until "Use my board"', async ({ page }) => {
  await page.goto(PAGE + '?board=1/11/111/1011/11111')
  await expect(
    exercise(page).getByText('The puzzle is your board, 1/11/111/1011/11111 (goal: one peg anywhere).'),
  ).toBeVisible()
  await page
    .getByRole('region', { name: 'Peg solitaire: your board' })
    .getByLabel('Goal')
    .selectOption('one peg in hole 13')
  await expect(exercise(page).getByText('(goal: one peg in hole 13)')).toBeVisible()
  await exercise(page).getByLabel('Size').selectOption('6')
  await exercise(page).getByRole('button', { name: 'New puzzle' }).click()
  await expect(
    exercise(page).getByText(/^This exercise has its own puzzle, [01/]{26} \(goal: one peg anywhere\)/),
  ).toBeVisible()
  await expect(exercise(page).getByRole('img', { name: /^Hole 21:/ })).toBeVisible()
  await exercise(page).getByRole('button', { name: 'Show a shortest solution' }).click()
  await expect(status(page)).toHaveText(/^A shortest solution takes (9|10) moves: /)
  const answer = (await status(page).textContent())!.match(/: ([\d -]+)\.$/)![1]
  await check(page, answer)
  await expect(status(page)).toHaveText(/^Solved in (9|10) moves \(19 jumps\), and that is the fewest\.$/)
  await exercise(page).getByRole('button', { name: 'Use my position' }).click()
  await expect(
    exercise(page).getByText('The puzzle is your board, 1/11/111/1011/11111 (goal: one peg in hole 13).'),
  ).toBeVisible()
  await expectNoAxeViolations(page)
})

test("?mode=class asks for a prediction before revealing; the exercise's own puzzle has its own link", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(PAGE + '?mode=class')
  await expect(exercise(page).getByRole('checkbox', { name: /Class mode/ })).toBeChecked()
  await expect(exercise(page).getByRole('button', { name: 'Show a shortest solution' })).toBeHidden()
  const guess = exercise(page).getByRole('spinbutton', {
    name: 'How many moves does the shortest solution take?',
  })
  await expect(guess).toBeVisible()
  await movesBox(page).fill('7-2 1-4 6-1 9-7-2 1-4-6 10-3')
  await movesBox(page).press('Enter')
  await expect(status(page)).toHaveText('Solved in 6 moves (8 jumps), but not in the fewest.')
  await guess.fill('5')
  await exercise(page).getByRole('button', { name: 'Reveal' }).click()
  await expect(status(page)).toHaveText(
    /^A shortest solution takes 5 moves: [\d -]+\. Your prediction, 5 moves, was right\.$/,
  )
  // A verdict belongs to its puzzle: a new board clears it.
  await exercise(page).getByRole('button', { name: 'New puzzle' }).click()
  await expect(status(page)).toHaveText('')
  await exercise(page).getByRole('button', { name: 'Copy link' }).click()
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()))
  expect(link.hash).toBe('#exercise')
  expect(link.searchParams.get('mode')).toBe('class')
  const puzzle = link.searchParams.get('puzzle')!
  expect(puzzle).toMatch(/^[01]\/[01]{2}\/[01]{3}\/[01]{4}\/[01]{5}$/) // T5, the default size
  await page.goto(link.pathname + link.search + link.hash)
  await expect(
    exercise(page).getByText(`This exercise has its own puzzle, ${puzzle} (goal: one peg anywhere)`, {
      exact: false,
    }),
  ).toBeVisible()
  await expect(exercise(page)).toBeInViewport({ ratio: 0.3 })
})
