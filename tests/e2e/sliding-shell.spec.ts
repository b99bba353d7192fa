// The widget shell on the sliding page: links that land on the widget they name, notices where the
// reader lands, step keys with focus on the board, the size menu that names the board on screen,
// class mode in the URL, no answer before it is asked, and a change of position that drops a
// solve in flight (issue 13, item 1: the old board's answer must never show under the new one).
import { expect, test, type Page } from '@playwright/test'
import { expectInView } from './helpers.ts'
import { PAGE, board, exercise, goalBox, play, positionBox, status } from './sliding-locators.ts'

const space = (page: Page) => page.getByRole('region', { name: 'The whole state space from your goal' })

async function setPosition(page: Page, text: string): Promise<void> {
  await positionBox(page).fill(text)
  await positionBox(page).press('Enter')
}

test('the main widget says nothing about the answer before it is asked', async ({ page }) => {
  await page.goto(PAGE)
  await expect(status(page)).toHaveText(/^Reachable: /)
  await expect(status(page)).not.toContainText('Solved')
  await expect(play(page).getByRole('group', { name: 'Solution steps' })).toContainText(
    'Press “Solve optimally”',
  )
})

test('a ?board=…&goal=…#play link lands on the widget with its "loaded from the link" text in view', async ({
  page,
}) => {
  await page.goto(`${PAGE}?board=8+6+7/2+5+4/3+0+1&goal=1+2+3/4+5+6/7+8+0#play`)
  await expectInView(play(page))
  const loaded = play(page).getByText('Position loaded from the link: 8 6 7/2 5 4/3 0 1.')
  await expect(loaded).toBeInViewport()
  await expect(goalBox(page)).toHaveValue('1 2 3/4 5 6/7 8 0')
  await board(page).getByRole('button', { name: 'Tile 5, row 2, column 2' }).click()
  await expect(loaded).toBeHidden() // stale once the position changed
})

test('an old link without &goal= or a fragment still restores the board, with the goal it always had', async ({
  page,
}) => {
  await page.goto(`${PAGE}?board=8+6+7/2+5+4/3+0+1`)
  await expect(positionBox(page)).toHaveValue('8 6 7/2 5 4/3 0 1')
  await expect(goalBox(page)).toHaveValue('1 2 3/4 0 5/6 7 8')
  await expectInView(play(page))
})

test('a bad link is explained in the widget the link lands on, in view', async ({ page }) => {
  await page.goto(`${PAGE}?board=1+2+3/4+0+5/6+7+8&goal=1+2/3+0#state-space`)
  await expectInView(space(page))
  const notice = space(page).getByRole('alert')
  await expect(notice).toContainText('could not be read')
  await expect(notice).toContainText('the goal is 2×2 but the board is 3×3')
  await expect(notice).toBeInViewport()
  await expect(positionBox(page)).toHaveValue('1 2 3/0 5 8/4 6 7')
})

test('a loaded solution steps with ←/→ while focus is on the board; editing gives the arrows back to the tiles', async ({
  page,
}) => {
  await page.goto(PAGE)
  await play(page).getByRole('button', { name: 'Solve optimally' }).click()
  await expect(status(page)).toHaveText(/^Solved in 5 moves/)
  const player = play(page).getByRole('group', { name: 'Solution steps' })
  await board(page).focus()
  await page.keyboard.press('ArrowRight')
  await expect(player.getByText(/^Step 1 of 5: tile \d+ slides into the blank/)).toBeVisible()
  await expect(positionBox(page)).toHaveValue('1 2 3/0 5 8/4 6 7') // a step, not a slide
  await page.keyboard.press('End')
  await expect(player.getByText(/^Step 5 of 5/)).toBeVisible()
  await expect(board(page).getByRole('button', { name: 'Blank, row 2, column 2' })).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(player.getByText(/^Step 4 of 5/)).toBeVisible()
  // A click slides a tile of the board on screen (step 4: 1 2 3/4 5 0/6 7 8) and makes that the
  // position; the solution is unloaded, so the arrows slide tiles again.
  await board(page).getByRole('button', { name: 'Tile 5, row 2, column 2' }).click()
  await expect(positionBox(page)).toHaveValue('1 2 3/4 0 5/6 7 8')
  await expect(player.getByText(/^Step/)).toHaveCount(0)
  await board(page).focus()
  await page.keyboard.press('ArrowRight') // the tile left of the blank (4) slides right
  await expect(positionBox(page)).toHaveValue('1 2 3/0 4 5/6 7 8')
  await page.keyboard.press('ArrowLeft')
  await expect(positionBox(page)).toHaveValue('1 2 3/4 0 5/6 7 8')
  await expect(play(page).getByText('Moves made: 2')).toBeVisible()
  await expect(status(page)).toHaveText('Tile 4 left, move 2. Solved! You reached the goal in 2 moves.') // the move first, short
  await play(page).getByRole('button', { name: 'Undo' }).click()
  await expect(play(page).getByText('Moves made: 1')).toBeVisible()
})

test('the Board size menu names the board on screen', async ({ page }) => {
  await page.goto(PAGE)
  const size = play(page).getByLabel('Board size')
  await expect(size).toHaveValue('3x3')
  await setPosition(page, '14 13 15 7/11 12 9 5/6 0 2 1/4 8 10 3')
  await expect(size).toHaveValue('4x4')
  await expect(size.locator('option:checked')).toHaveText('4 × 4')
  await setPosition(page, '1 2/3 0')
  await expect(size).toHaveValue('2x2')
})

test("changing the position during a solve drops it: the old board's answer never appears", async ({
  page,
}) => {
  // A 4×3 board whose solve (tables for a new goal, then IDA*) takes about a second: a stale
  // answer would show well within the wait below, as the last solve, left alone, proves.
  test.setTimeout(90_000) // six changes, each followed by a wait longer than the solve
  const START = '4 7 9 5/10 2 0 6/3 11 8 1'
  const GOAL = '1 2 3 4/5 6 7 8/9 10 11 0'
  const solve = play(page).getByRole('button', { name: 'Solve optimally' })
  const changes: [string, (p: Page) => Promise<void>][] = [
    ['the text box', (p) => setPosition(p, '3 1/0 2')],
    ['Random', (p) => play(p).getByRole('button', { name: 'Random solvable position' }).click()],
    [
      'New board of this size',
      (p) => play(p).getByRole('button', { name: 'New board of this size' }).click(),
    ],
    ['Shuffle', (p) => play(p).getByRole('button', { name: 'Shuffle from the goal' }).click()],
    ['Seed example', (p) => play(p).getByRole('button', { name: 'Seed example' }).click()],
    [
      'Set goal',
      async (p) => {
        await goalBox(p).fill('1 2 3 4/5 6 7 8/9 10 0 11')
        await goalBox(p).press('Enter')
      },
    ],
  ]
  await page.goto(`${PAGE}?board=${START.replaceAll(' ', '+')}&goal=${GOAL.replaceAll(' ', '+')}#play`)
  for (const [how, change] of changes) {
    await setPosition(page, START)
    await goalBox(page).fill(GOAL)
    await goalBox(page).press('Enter')
    await solve.click()
    await expect(status(page), how).toHaveText('Solving…')
    await change(page)
    await expect(play(page).getByRole('button', { name: 'Cancel' }), how).toBeHidden()
    await expect(status(page), how).toHaveText(/^(Reachable|Unreachable|Already)/)
    await page.waitForTimeout(4000)
    await expect(status(page), how).not.toContainText('Solved')
    await expect(play(page).getByRole('group', { name: 'Solution steps' }), how).toContainText(
      'Press “Solve optimally”',
    )
  }
  await setPosition(page, START)
  await goalBox(page).fill(GOAL)
  await goalBox(page).press('Enter')
  await solve.click()
  await expect(status(page)).toHaveText(/^Solved in 40 moves/, { timeout: 4000 })
})

test('class mode is in the URL: the exercise asks for a prediction before it reveals', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(`${PAGE}?mode=class#exercise`)
  const box = exercise(page)
  await expectInView(box)
  await expect(box.getByLabel('Class mode: hide answers until revealed')).toBeChecked()
  await expect(box.getByRole('button', { name: 'Show a shortest solution' })).toBeHidden()
  // A correct answer is not graded against the optimum before the reveal.
  const answer = box.getByRole('textbox', { name: 'Your moves' })
  await answer.fill('5 8 7 6 4 5 8 7 6 4 5 8 7 6 4 5 8 7 6 4')
  await answer.press('Enter')
  await expect(box.getByRole('status')).toHaveText(/^(Legal, but|Correct)/)
  await expect(box.getByRole('status')).not.toContainText('optim')
  await box.getByLabel(/How many moves does the shortest solution take/).fill('5')
  await box.getByRole('button', { name: 'Reveal' }).click()
  await expect(box.getByRole('status')).toHaveText(
    /^A shortest solution takes 5 moves: [\d ]+\. Your prediction, 5 moves, was right\.$/,
  )

  // New puzzle keeps the goal; the exercise's own puzzle travels in its link, with class mode.
  await box.getByRole('button', { name: 'New puzzle' }).click()
  const own = (await box.getByText(/^This exercise has its own puzzle/).textContent())!
  expect(own).toMatch(/, goal 1 2 3\/4 0 5\/6 7 8;/)
  await box.getByRole('button', { name: 'Copy link' }).click()
  const url = await page.evaluate(() => navigator.clipboard.readText())
  expect(url).toContain('mode=class')
  expect(url).toMatch(/#exercise$/)
  const student = await context.newPage()
  await student.goto(url)
  await expect(exercise(student).getByText(own)).toBeVisible()
  await expect(exercise(student).getByLabel('Class mode: hide answers until revealed')).toBeChecked()
})
