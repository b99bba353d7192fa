// The constraints notebook in Chromium, by role and keyboard, at 1280 and 360 px: the queens
// board and its counts (with Cancel), the link, the Sudoku widget (errors, solve, count, steps),
// the CSP table, local search, the exercise, the embed.
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, widgetStatus } from './helpers.ts'
import { HARD, MANY, parseGrid, solves } from '../../src/solvers/sudoku/index.ts'

const PAGE = '/constraints/'
const play = (page: Page) => page.getByRole('region', { name: 'N-queens: your board' })
const sudoku = (page: Page) => page.getByRole('region', { name: 'Sudoku: your sudoku' })
const local = (page: Page) => page.getByRole('region', { name: 'N-queens: local search' })
const domains = (page: Page) => page.getByRole('region', { name: 'N-queens: domains, step by step' })
const csp = (page: Page) => page.getByRole('region', { name: 'Sudoku: eighteen ways to search' })

for (const width of [1280, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 800 } })

    test('queens: type a board by keyboard, see the attacks, count the solutions', async ({ page }) => {
      await page.goto(PAGE)
      const box = play(page).getByRole('textbox', { name: 'Board' })
      await box.fill('1 2 . .')
      await box.press('Enter')
      await expect(widgetStatus(play(page))).toHaveText('4×4 board, 2 queens, 1 attacking pair.')
      await expect(page).toHaveURL(/board=1\+2\+\.\+\./)
      await box.fill('9')
      await box.press('Enter')
      await play(page).getByRole('button', { name: 'Place the first solution' }).click()
      await expect(box).toHaveValue('1 3 6 8 2 4 9 7 5')
      await expect(widgetStatus(play(page))).toHaveText(
        '9×9 board, 9 queens: a solution, no two queens attack.',
      )
      await play(page).getByRole('button', { name: 'Count every solution' }).focus()
      await page.keyboard.press('Enter')
      await expect(widgetStatus(play(page))).toHaveText(
        /^9-queens: 352 solutions \(46 up to rotation and reflection\); the search tree has 8,394 nodes/,
      )
      await box.fill('17')
      await box.press('Enter')
      await expect(
        play(page).getByText(
          'The board size must be from 1 to 16 on this page (the command line goes further), not 17.',
        ),
      ).toBeVisible()
    })

    test('sudoku: a bad cell is named; solve, count a puzzle with two solutions, step through the search', async ({
      page,
    }) => {
      await page.goto(PAGE)
      const box = sudoku(page).getByRole('textbox', { name: 'Puzzle' })
      await box.fill('x' + HARD[1].grid.slice(1))
      await box.press('Enter')
      await expect(sudoku(page).getByText('Cell r1c1 (row 1, column 1): "x"')).toBeVisible()
      await box.fill('55' + '.'.repeat(79))
      await box.press('Enter')
      await expect(sudoku(page).getByText('row 1 has two 5s, at r1c1 and r1c2')).toBeVisible()
      // The refused text stays in the box, so nothing runs on the last good grid behind it.
      await sudoku(page).getByRole('button', { name: 'Solve' }).click()
      await expect(widgetStatus(sudoku(page))).toHaveText(
        /^Nothing ran: the text in the position box has an error/,
      )
      await box.fill(HARD[5].grid)
      await box.press('Enter')
      // The menu follows the board: it names a published grid, and "Your own puzzle" after an edit.
      const menu = sudoku(page).getByRole('combobox', { name: 'Published puzzles' })
      await expect(menu.locator('option:checked')).toHaveText(HARD[5].name)
      await box.fill('1' + HARD[5].grid.slice(1))
      await box.press('Enter')
      await expect(menu.locator('option:checked')).toHaveText('Your own puzzle')
      await box.fill(HARD[5].grid)
      await box.press('Enter')
      await sudoku(page).getByRole('combobox', { name: 'Solver' }).selectOption('backtrack')
      await sudoku(page).getByRole('button', { name: 'Solve' }).click()
      await expect(widgetStatus(sudoku(page))).toHaveText(
        /^Solved \(MRV search with propagation, [\d,]+ nodes/,
      )
      const digits = await sudoku(page).locator('[data-cell]').allTextContents()
      expect(solves(parseGrid(HARD[5].grid), parseGrid(digits.join('')))).toBe(true)
      await sudoku(page)
        .getByRole('combobox', { name: 'Published puzzles' })
        .selectOption({ label: MANY.name })
      await sudoku(page).getByRole('combobox', { name: 'Solver' }).selectOption('dlx')
      await expect(sudoku(page).getByRole('combobox', { name: 'Solver' })).toHaveValue('dlx')
      await sudoku(page).getByRole('button', { name: 'How many solutions?' }).click()
      await expect(widgetStatus(sudoku(page))).toHaveText(/^At least 2 solutions: not a proper puzzle/)
      await sudoku(page)
        .getByRole('combobox', { name: 'Published puzzles' })
        .selectOption({ label: HARD[0].name })
      await sudoku(page).getByRole('button', { name: 'Step through the search' }).click()
      await expect(widgetStatus(sudoku(page))).toHaveText(/^The search made (more than )?[\d,]+ placements/)
      const player = sudoku(page).getByRole('group', { name: 'Search steps' })
      await player.getByRole('button', { name: 'Forward' }).click()
      await expect(player).toContainText(/Step 1 of \d+: \d in r\dc\d/)
      await page.keyboard.press('End')
      await expect(player).toContainText(/Step (\d+) of \1/)
      const last = await sudoku(page).locator('[data-cell]').allTextContents()
      expect(solves(parseGrid(HARD[0].grid), parseGrid(last.join('')))).toBe(true)
    })

    test('the CSP table fills on the reader’s Sudoku; local search measures and plots', async ({ page }) => {
      await page.goto(PAGE)
      await csp(page).getByRole('button', { name: 'Compare on my Sudoku' }).click()
      await expect(widgetStatus(csp(page))).toHaveText(/of 18 combinations solved it within the budget/, {
        timeout: 30_000,
      })
      await expect(csp(page).getByRole('row')).toHaveCount(19)
      await local(page).getByRole('spinbutton', { name: 'Runs' }).fill('200')
      await local(page).getByRole('button', { name: 'Run' }).click()
      await expect(widgetStatus(local(page))).toHaveText(
        /^hill on 8 queens, 200 seeded starts: [\d.]+% solved/,
      )
      await expect(local(page).getByRole('img', { name: /^Attacking pairs over \d+ steps/ })).toBeVisible()
      await domains(page).getByRole('combobox', { name: 'Inference' }).selectOption('mac')
      await domains(page).getByRole('button', { name: 'Trace the search' }).click()
      await expect(widgetStatus(domains(page))).toHaveText(
        /^6-queens, rows in order, MAC: [\d,]+ nodes to the first solution/,
      )
      const steps = domains(page).getByRole('group', { name: 'Search steps' })
      await steps.getByRole('button', { name: 'Forward' }).click()
      await expect(steps).toContainText(/Step 1 of \d+: row 1 takes column 1; /)
      await expect(domains(page).locator('.queens-cell--open')).not.toHaveCount(0)
      await local(page).getByRole('spinbutton', { name: 'Queens' }).fill('500')
      await local(page).getByRole('button', { name: 'Run' }).click()
      await expect(local(page).getByText('Queens must be a whole number from 4 to 200.')).toBeVisible()
    })
  })
}

test('counting 16 queens shows progress and Cancel stops it', async ({ page }) => {
  await page.goto(`${PAGE}?board=16`)
  await play(page).getByRole('button', { name: 'Count every solution' }).click()
  const cancel = play(page).getByRole('button', { name: 'Cancel' })
  await expect(cancel).toBeVisible()
  await cancel.click()
  await expect(widgetStatus(play(page))).toHaveText('Cancelled: the search was stopped before it finished.')
})

test('the exercise checks a completion and, in class mode, reveals the count after a prediction', async ({
  page,
}) => {
  await page.goto(`${PAGE}?board=2+4+.+.&mode=class`)
  const ex = page.getByRole('region', { name: 'Check yourself' })
  await ex.getByRole('textbox', { name: 'Your columns' }).fill('1 3')
  await ex.getByRole('button', { name: 'Check' }).click()
  await expect(widgetStatus(ex)).toHaveText('Correct: 2 4 1 3 has no two queens attacking.')
  await ex.getByRole('textbox', { name: 'Your columns' }).fill('3 1')
  await ex.getByRole('button', { name: 'Check' }).click()
  await expect(widgetStatus(ex)).toHaveText(/^Not a solution: Move 1: row 3, column 3 is attacked/)
  await ex.getByRole('spinbutton', { name: 'In how many ways can this board be completed?' }).fill('1')
  await ex.getByRole('button', { name: 'Reveal' }).click()
  await expect(widgetStatus(ex)).toHaveText(
    /^This board can be completed in 1 way; one is 2 4 1 3\. Your prediction, 1 completions/,
  )
})

test('the embed works alone, and the page passes axe after the widgets ran', async ({ page }) => {
  await page.goto('/embed/constraints/play/?board=6')
  await page.getByRole('button', { name: 'Count every solution' }).click()
  await expect(page.locator('[data-status]')).toHaveText(
    /^6-queens: 4 solutions \(1 up to rotation and reflection\)/,
  )
  await page.goto(PAGE)
  await sudoku(page).getByRole('checkbox', { name: 'Show candidates' }).check()
  await expect(sudoku(page).locator('.sudoku-cell--pencil').first()).toBeVisible()
  await expectNoAxeViolations(page)
})
