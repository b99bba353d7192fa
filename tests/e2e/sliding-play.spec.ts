import { expect, test } from '@playwright/test'
import { defaultGoal, isSolution, parseBoard, parseMoves } from '../../src/solvers/sliding/index.ts'
import { expectNoAxeViolations, widgetStatus } from './helpers.ts'

import { PAGE, board, exercise, goalBox, play, positionBox, status } from './sliding-locators.ts'

test('slide by keyboard and click, solve, and step to the goal', async ({ page }) => {
  await page.goto(PAGE)
  await expect(positionBox(page)).toHaveValue('1 2 3/0 5 8/4 6 7')
  await board(page).focus()
  await page.keyboard.press('ArrowLeft') // the tile right of the blank (5) slides left
  await expect(positionBox(page)).toHaveValue('1 2 3/5 0 8/4 6 7')
  await board(page).getByRole('button', { name: 'Tile 5, row 2, column 1' }).click()
  await expect(positionBox(page)).toHaveValue('1 2 3/0 5 8/4 6 7')
  await expect(play(page).getByText('Moves made: 2')).toBeVisible()

  await play(page).getByRole('button', { name: 'Solve optimally' }).click()
  await expect(status(page)).toHaveText(/^Solved in 5 moves: [\d ]+ \(IDA\*/)
  const moves = parseMoves((await status(page).textContent())!.match(/: ([\d ]+) \(/)![1])
  expect(isSolution(parseBoard('1 2 3/0 5 8/4 6 7'), parseBoard('1 2 3/4 0 5/6 7 8'), moves)).toBe(true)
  const player = play(page).getByRole('group', { name: 'Solution steps' })
  await player.getByRole('button', { name: 'Forward' }).click()
  await expect(player.getByText(/^Step 1 of 5: tile \d slides/)).toBeVisible()
  await page.keyboard.press('End')
  await expect(board(page).getByRole('button', { name: 'Blank, row 2, column 2' })).toBeVisible()
})

test('an unreachable goal is explained by parity; a bad board where it was typed', async ({ page }) => {
  await page.goto(PAGE)
  await positionBox(page).fill('2 1 3/4 0 5/6 7 8')
  await positionBox(page).press('Enter')
  await expect(status(page)).toHaveText(/^Unreachable: the position is an odd permutation/)
  await positionBox(page).fill('1 2 3/4 0 5/6 7 7')
  await positionBox(page).press('Enter')
  await expect(positionBox(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(
    play(page).getByText('Tile 7 appears twice (row 3, column 2 and row 3, column 3).'),
  ).toBeVisible()
  await goalBox(page).fill('1 2/3 0')
  await goalBox(page).press('Enter')
  await expect(play(page).getByText('The goal is 2×2 but the board is 3×3 (columns × rows).')).toBeVisible()
})

test('a Korf instance typed under the default goal: the refusal names the blank-first goal and a button sets it; the box shows it whole', async ({
  page,
}) => {
  const korf1 = '14 13 15 7/11 12 9 5/6 0 2 1/4 8 10 3'
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(PAGE)
    await positionBox(page).fill(korf1)
    await positionBox(page).press('Enter')
    await expect(goalBox(page)).toHaveValue('1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0') // a new shape takes the default goal
    await expect(status(page)).toHaveText(
      /^Unreachable: .* the goal with the blank first \(0 1 2 3\/4 5 6 7\/8 9 10 11\/12 13 14 15, as in Korf’s 15-puzzle instances\) is reachable\./,
    )
    // Both boxes show a 15-puzzle position whole: nothing scrolled out of view.
    for (const box of [positionBox(page), goalBox(page)]) {
      const fits = await box.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)
      expect(fits, `${width} px`).toBe(true)
    }
    const use = play(page).getByRole('button', { name: 'Use the goal with the blank first' })
    await use.focus()
    await page.keyboard.press('Enter')
    await expect(goalBox(page)).toHaveValue('0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15')
    await expect(status(page)).toHaveText(/^Reachable: /)
    await expect(use).toBeHidden()
    await expect(play(page).getByRole('button', { name: 'Solve optimally' })).toBeFocused()
    await expect(positionBox(page)).toHaveValue(korf1) // the position itself is untouched
    await play(page).getByRole('button', { name: 'Undo' }).click() // the goal change is undoable like any edit
    await expect(goalBox(page)).toHaveValue('1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0')
    await expect(use).toBeVisible()
  }
  // On 3×3 both conventions lie in one parity class: a refusal there offers no other goal.
  await positionBox(page).fill('2 1 3/4 0 5/6 7 8')
  await positionBox(page).press('Enter')
  await expect(status(page)).toHaveText(/^Unreachable: /)
  await expect(status(page)).not.toContainText('blank first')
  await expect(play(page).getByRole('button', { name: /^Use the goal/ })).toBeHidden()
})

test('Copy link writes ?board=&goal= that restores both', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(PAGE)
  await positionBox(page).fill('4 1 2/5 0 3/7 8 6')
  await positionBox(page).press('Enter')
  await goalBox(page).fill('1 2 3/4 5 6/7 8 0')
  await goalBox(page).press('Enter')
  await play(page).getByRole('button', { name: 'Copy link' }).click()
  await expect(play(page).getByText('Link copied.')).toBeVisible()
  const url = await page.evaluate(() => navigator.clipboard.readText())
  expect(url).toContain('?board=4+1+2/5+0+3/7+8+6&goal=1+2+3/4+5+6/7+8+0')
  expect(url).toMatch(/#play$/)
  const again = await context.newPage()
  await again.goto(url)
  await expect(positionBox(again)).toHaveValue('4 1 2/5 0 3/7 8 6')
  await expect(goalBox(again)).toHaveValue('1 2 3/4 5 6/7 8 0')
  await expect(play(again).getByText(/^Position loaded from the link: 4 1 2\/5 0 3\/7 8 6\./)).toBeVisible()
})

test('a bad ?board= shows the default position and a notice', async ({ page }) => {
  await page.goto(`${PAGE}?board=1+2+3/4+0+5/6+7`)
  const notice = play(page).getByRole('alert')
  await expect(notice).toContainText('could not be read')
  await expect(notice).toContainText('Row 3 has 2 tiles')
  await expect(positionBox(page)).toHaveValue('1 2 3/0 5 8/4 6 7')
})

test('a 3×4 board from the size picker, solved', async ({ page }) => {
  await page.goto(PAGE)
  await play(page).getByLabel('Board size').selectOption('4x3')
  await play(page).getByRole('button', { name: 'New board of this size' }).click()
  await expect(goalBox(page)).toHaveValue('1 2 3 4/5 6 7 8/9 10 11 0')
  await expect(play(page).getByLabel('Board size')).toHaveValue('4x3')
  await play(page).getByLabel('Moves').fill('12')
  await play(page).getByRole('button', { name: 'Shuffle from the goal' }).click()
  await play(page).getByRole('button', { name: 'Solve optimally' }).click()
  await expect(status(page)).toHaveText(/^(Solved in \d+ moves?|Already at the goal)/, { timeout: 20_000 })
  const text = (await status(page).textContent())!
  const start = parseBoard(await positionBox(page).inputValue())
  const m = text.match(/: ([\d ]+) \(/)
  if (m) expect(isSolution(start, defaultGoal(4, 3), parseMoves(m[1]))).toBe(true)
})

test('BFS shows frontier sizes and the path; the list scan agrees', async ({ page }) => {
  await page.goto(PAGE)
  const bfs = page.getByRole('region', { name: 'Breadth-first search on your position' })
  await bfs.getByRole('button', { name: 'BFS with a rank table' }).click()
  await expect(bfs.getByRole('status')).toHaveText(/found a 5-move solution/)
  await expect(bfs.getByRole('region', { name: 'Frontier sizes by depth' }).getByRole('row')).toHaveCount(7)
  await bfs.getByRole('button', { name: "BFS with the seed's list scan" }).click()
  await expect(bfs.getByRole('status')).toHaveText(/list scan found a 5-move solution/)
})

test('the state space counts from the reader goal, and a farthest position loads', async ({ page }) => {
  await page.goto(PAGE)
  await goalBox(page).fill('1 2 3/4 5 6/7 8 0')
  await goalBox(page).press('Enter')
  const space = page.getByRole('region', { name: 'The whole state space from your goal' })
  // No button press: the widget follows the reader's goal by itself.
  await expect(space.getByRole('status')).toHaveText(
    /181,440 positions are reachable .* the farthest need 31 moves/,
  )
  await expect(space.getByText('Goal: 1 2 3/4 5 6/7 8 0')).toBeVisible()
  await positionBox(page).fill('1 2 3/4 0 5')
  await positionBox(page).press('Enter') // another shape: the goal becomes that shape's default
  await expect(goalBox(page)).toHaveValue('1 2 3/4 5 0')
  await expect(
    space.getByRole('img', { name: /^Bar chart of 3×2 positions by distance from the goal: 360 positions/ }),
  ).toBeVisible()
  await positionBox(page).fill('1 2 3/4 5 6/7 0 8')
  await positionBox(page).press('Enter')
  await expect(goalBox(page)).toHaveValue('1 2 3/4 5 6/7 8 0')
  await space.getByRole('button', { name: 'Count from your goal' }).click()
  await expect(space.getByRole('status')).toHaveText(
    /181,440 positions are reachable .* the farthest need 31 moves/,
  )
  await space.getByRole('link', { name: '8 6 7/2 5 4/3 0 1' }).click()
  await expect(positionBox(page)).toHaveValue('8 6 7/2 5 4/3 0 1')
})

test('the algorithms agree on the optimum; A* expansions can be stepped', async ({ page }) => {
  await page.goto(PAGE)
  const compare = page.getByRole('region', { name: 'The algorithms compared on your position' })
  await compare.getByRole('button', { name: 'Compare the algorithms' }).click()
  await expect(compare.getByRole('status')).toHaveText(/every method that finished found 5 moves/)
  await expect(compare.getByRole('cell', { name: 'not measured yet' })).toHaveCount(0)
  await compare.getByRole('button', { name: 'A* with Manhattan' }).click()
  await expect(
    compare.getByRole('group', { name: 'A* expansion order' }).getByText(/^Expansion 1 of \d+: the start/),
  ).toBeVisible()
})

test('Cancel stops a 15-puzzle solve at once, and the next job still runs', async ({ page }) => {
  // With downloaded tables and the reflected lookup a solve takes a fraction of a second (the
  // download and unpacking most of it), so Cancel is pressed as soon as it shows.
  await page.goto(PAGE)
  const fifteen = page.getByRole('region', { name: 'The 15-puzzle solved in your browser' })
  await fifteen.getByRole('button', { name: 'Solve this instance' }).click()
  await fifteen.getByRole('button', { name: 'Cancel' }).click()
  await expect(widgetStatus(fifteen)).toHaveText(/Cancelled/)
  await expect(fifteen.getByRole('button', { name: 'Cancel' })).toBeHidden()
  await fifteen.getByRole('button', { name: 'Solve this instance' }).click()
  await expect(widgetStatus(fifteen)).toHaveText(/^Instance 1: Solved in \d+ moves/)
  await fifteen.getByRole('button', { name: 'Load it into the puzzle at the top' }).click()
  await expect(positionBox(page)).toHaveValue('14 13 15 7/11 12 9 5/6 0 2 1/4 8 10 3')
})

test('the exercise checker replays typed moves', async ({ page }) => {
  await page.goto(PAGE)
  const ex = exercise(page)
  const box = ex.getByRole('textbox', { name: 'Your moves' })
  await box.fill('4 6 7 8 5')
  await box.press('Enter')
  await expect(ex.getByRole('status')).toHaveText(/Legal, but|Correct/)
  await box.fill('8')
  await box.press('Enter')
  await expect(ex.getByText(/Move 1 \(tile 8\) is not next to the blank/)).toBeVisible()
  await expect(ex.getByRole('status')).toHaveText(/^Not checked/) // no earlier verdict left standing
})

test('pattern databases survive a Cancel: the page hands them to the next worker', async ({ page }) => {
  await page.goto(PAGE)
  const solveButton = play(page).getByRole('button', { name: 'Solve optimally' })
  const setGoal = async (goal: string): Promise<void> => {
    await goalBox(page).fill(goal)
    await goalBox(page).press('Enter')
  }
  await positionBox(page).fill('1 2 3 4/5 6 7 8/9 10 0 11')
  await positionBox(page).press('Enter')
  await setGoal('1 2 3 4/5 6 7 8/9 10 11 0')
  await solveButton.click()
  await expect(status(page)).toHaveText(/Solved in 1 move: 11 .*pattern databases built in/, {
    timeout: 30_000,
  })
  // Another goal, on 4×4 with the blank off the corners: its 6-6-3 tables are built here, which
  // takes seconds (a 4×3 goal's take a fraction of one, too quick to cancel). That build is
  // cancelled, which ends that worker and everything it held.
  await positionBox(page).fill('1 2 3 4/5 6 7 0/8 9 10 11/12 13 14 15')
  await positionBox(page).press('Enter')
  await setGoal('1 2 3 4/5 6 0 7/8 9 10 11/12 13 14 15')
  await solveButton.click()
  await expect(play(page).locator('[data-job-progress]')).toContainText(/pattern|table/i)
  await play(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(status(page)).toHaveText(/Cancelled/)
  // Back to the first goal: a fresh worker solves at once with the page's copy of the tables.
  await positionBox(page).fill('1 2 3 4/5 6 7 8/9 10 0 11')
  await positionBox(page).press('Enter')
  await setGoal('1 2 3 4/5 6 7 8/9 10 11 0')
  await solveButton.click()
  await expect(status(page)).toHaveText(/^Solved in 1 move: 11 \(IDA\* expanded \d+ nodes? in [^;]+\)\.$/)
})

test('no axe violations and no horizontal overflow at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto(PAGE)
  await expectNoAxeViolations(page)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

test('without JavaScript the boards, chart and tables still read; dead controls are hidden', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(PAGE)
  await expect(page.getByRole('button', { name: 'Tile 5, row 2, column 2' }).first()).toBeAttached()
  await expect(page.getByRole('img', { name: /Bar chart of 3×3 positions by distance/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Solve optimally' })).toBeHidden()
  await expect(page.getByText('Moves made: 0')).toBeHidden()
  await context.close()
})
