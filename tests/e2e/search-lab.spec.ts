// The search lab (/search-algorithms/) in Chromium, by role and keyboard: edit a position, run the
// race and read the table, step the frontier view by keyboard, predict then reveal in class mode,
// Copy link round-trips, links that land on the widget, a change of position drops a job, axe.
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, expectInView } from './helpers.ts'
import { bfsPath } from '../../src/solvers/sliding/bfs.ts'
import { defaultGoal } from '../../src/solvers/sliding/model.ts'
import { parseBoard } from '../../src/solvers/sliding/notation.ts'

const PAGE = '/search-algorithms/'
const race = (page: Page) => page.getByRole('region', { name: 'The race: every algorithm on your position' })
const frontier = (page: Page) =>
  page.getByRole('region', { name: 'Watch the frontier: one search, expansion by expansion' })
const heuristics = (page: Page) => page.getByRole('region', { name: 'Heuristics on your position' })
const exercise = (page: Page) => page.getByRole('region', { name: 'Check yourself' })
const row = (page: Page, name: string) =>
  race(page).getByRole('row', { name: new RegExp(`^${name.replace(/[*()]/g, '\\$&')}`) })

const BOARD = '1 2 3/4 5 6/0 7 8'
const EDITED = '4 1 3/7 2 6/0 5 8'
const distance = (text: string): number => bfsPath(parseBoard(text), defaultGoal(3, 3))!.moves.length

test('the race says nothing about the answer before it is asked', async ({ page }) => {
  await page.goto(PAGE)
  await expect(race(page).locator('p[data-status]')).toHaveText(
    'Press “Run the race” to run every algorithm on this position.',
  )
  await expect(row(page, 'Breadth-first').getByRole('cell').first()).toHaveText('–')
})

test('edit a position, run the race, read the table', async ({ page }) => {
  await page.goto(PAGE)
  const box = race(page).getByRole('textbox', { name: 'Position' })
  await box.fill(EDITED)
  await box.press('Enter')
  await expect(
    race(page).getByRole('img', { name: /^Your position 3×3, rows: 4 1 3 \/ 7 2 6 \/ blank 5 8$/ }),
  ).toBeVisible()
  await race(page).getByRole('button', { name: 'Run the race' }).click()
  const d = distance(EDITED)
  await expect(race(page).locator('p[data-status]')).toContainText(`The shortest solution takes ${d} moves.`)
  for (const name of ['Breadth-first', 'Iterative deepening', 'Bidirectional BFS', 'A*', 'IDA*']) {
    const cells = row(page, name).getByRole('cell')
    await expect(cells.nth(0), name).toHaveText(String(d))
    await expect(cells.nth(1), name).toHaveText('yes')
  }
  const dfs = row(page, 'Depth-first').getByRole('cell')
  await expect(dfs.nth(0)).not.toHaveText('–')
  // The chart has a bar per algorithm with its count.
  await expect(
    race(page)
      .getByRole('figure')
      .getByText(/^[\d,]+$/)
      .first(),
  ).toBeVisible()
  // A bad position is explained under the box, and the table keeps what it had.
  await box.fill('1 2 3/4 5 6/7 8 8')
  await box.press('Enter')
  await expect(race(page).getByRole('alert')).toContainText('Tile 8 appears twice')
})

test('an unreachable position gets the parity reason, not a table', async ({ page }) => {
  await page.goto(`${PAGE}?board=2+1+3/4+5+6/7+8+0#race`)
  await race(page).getByRole('button', { name: 'Run the race' }).click()
  await expect(race(page).locator('p[data-status]')).toContainText(
    'Unreachable: the position is an odd permutation',
  )
})

test('the frontier view steps by keyboard and shows the open list', async ({ page }) => {
  await page.goto(`${PAGE}?board=${BOARD.replace(/ /g, '+')}#frontier`)
  const view = frontier(page)
  await view.getByRole('combobox', { name: 'Algorithm' }).selectOption('astar')
  await expect(view.getByRole('combobox', { name: 'Heuristic' })).toBeEnabled()
  await view.getByRole('button', { name: 'Trace the search' }).click()
  const player = view.getByRole('group', { name: 'Expansions' })
  await expect(player.getByText(/^Expansion 1 of \d+: node 0 \(g = 0, h = 2, f = 2\)/)).toBeVisible()
  await expect(
    view.getByRole('table', { name: 'Open list before this choice' }).getByRole('row'),
  ).not.toHaveCount(1)
  // Keys work with focus on the tree.
  await view.getByRole('region', { name: /Search tree so far/ }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(player.getByText(/^Expansion 2 of/)).toBeVisible()
  await page.keyboard.press('End')
  await expect(
    player.getByText(/^Goal: node \d+, after 2 expansions: a 2-move solution, its path marked\.$/),
  ).toBeVisible()
  await page.keyboard.press('Home')
  await expect(player.getByText(/^Expansion 1 of/)).toBeVisible()
  await expect(view.locator('p[data-status]')).toHaveText(
    new RegExp(
      `^A\\* found a ${distance(BOARD)}-move solution after 2 expansions \\([\\d,]+ nodes generated\\)\\. All 2 expansions are drawn\\.`,
    ),
  )
  // Breadth-first on a longer position: the first 200 expansions drawn, counts by depth beyond.
  await race(page).getByRole('button', { name: 'Russell & Norvig’s example' }).click()
  await view.getByRole('combobox', { name: 'Algorithm' }).selectOption('bfs')
  await view.getByRole('button', { name: 'Trace the search' }).click()
  await expect(player.getByText(/^Expansion 1 of 44,344:/)).toBeVisible()
  await expect(view.getByRole('table', { name: 'Expansions by depth g' })).toBeVisible()
  await expect(view.getByRole('group', { name: /^The search tree/ })).toBeVisible()
})

test('class mode: the counts stay hidden until the class has ranked the algorithms', async ({ page }) => {
  await page.goto(`${PAGE}?mode=class#race`)
  await expect(
    race(page).getByLabel('Class mode: rank the algorithms before the counts are shown'),
  ).toBeChecked()
  await race(page).getByRole('button', { name: 'Run the race' }).click()
  await expect(race(page).locator('p[data-status]')).toHaveText(
    'The counts are in, hidden. Rank the algorithms by nodes expanded (1 = fewest), then press Reveal.',
  )
  await expect(row(page, 'Breadth-first').getByRole('cell').first()).toHaveText('–')
  // Keeping the run would copy the hidden counts: it waits for Reveal.
  await expect(race(page).getByRole('button', { name: 'Keep this run' })).toBeDisabled()
  const predict = race(page).getByRole('group', { name: /Predict, then reveal/ })
  await predict.getByRole('button', { name: 'Reveal' }).click()
  await expect(predict.getByRole('alert')).toContainText('Give every algorithm a different rank')
  await expect(row(page, 'Breadth-first').getByRole('cell').first()).toHaveText('–')
  const order = [
    'A*',
    'Weighted A*',
    'IDA*',
    'Greedy best-first',
    'Bidirectional BFS',
    'Breadth-first',
    'Uniform-cost',
    'Depth-first (bounded)',
    'Iterative deepening',
  ]
  for (const [k, name] of order.entries())
    await predict.getByRole('combobox', { name, exact: true }).selectOption(String(k + 1))
  await predict.getByRole('button', { name: 'Reveal' }).click()
  await expect(race(page).locator('p[data-status]')).toContainText(
    /Your ranking put \d of 9 in the right place/,
  )
  await expect(row(page, 'Breadth-first').getByRole('cell').first()).toHaveText('20')
  await expect(race(page).getByRole('button', { name: 'Keep this run' })).toBeEnabled()
  // Unchecking class mode takes it out of the address bar.
  await race(page).getByLabel('Class mode: rank the algorithms before the counts are shown').uncheck()
  expect(new URL(page.url()).searchParams.get('mode')).toBeNull()
})

test('Copy link round-trips the position and lands on the race', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(PAGE)
  const box = race(page).getByRole('textbox', { name: 'Position' })
  await box.fill(`${EDITED} to 0 1 2/3 4 5/6 7 8`)
  await box.press('Enter')
  await race(page).getByRole('button', { name: 'Copy link' }).click()
  await expect(race(page).getByText('Link copied.')).toBeVisible()
  const url = await page.evaluate(() => navigator.clipboard.readText())
  expect(url).toMatch(
    /\/search-algorithms\/\?board=4\+1\+3\/7\+2\+6\/0\+5\+8\+to\+0\+1\+2\/3\+4\+5\/6\+7\+8#race$/,
  )
  const reader = await context.newPage()
  await reader.goto(url)
  await expectInView(race(reader))
  await expect(
    race(reader).getByText(`Position loaded from the link: ${EDITED} to 0 1 2/3 4 5/6 7 8.`),
  ).toBeInViewport()
  await expect(race(reader).getByRole('textbox', { name: 'Position' })).toHaveValue(
    `${EDITED} to 0 1 2/3 4 5/6 7 8`,
  )
})

test('a bad link is explained where it lands', async ({ page }) => {
  await page.goto(`${PAGE}?board=1+2+3/4+5+6/7+8#race`)
  await expectInView(race(page))
  const notice = race(page).getByRole('alert').first()
  await expect(notice).toContainText('could not be read')
  await expect(notice).toContainText('Row 3 has 2 tiles')
})

test('changing the position during the race drops it: no stale table', async ({ page }) => {
  await page.goto(`${PAGE}?board=8+6+7/2+5+4/3+0+1`) // 31 moves: the race takes seconds
  await race(page).getByRole('button', { name: 'Run the race' }).click()
  await expect(race(page).getByRole('button', { name: 'Cancel' })).toBeVisible()
  const box = race(page).getByRole('textbox', { name: 'Position' })
  await box.fill(BOARD)
  await box.press('Enter')
  await expect(race(page).locator('p[data-status]')).toHaveText(
    'Press “Run the race” to run every algorithm on this position.',
  )
  await page.waitForTimeout(1500)
  await expect(row(page, 'Breadth-first').getByRole('cell').first()).toHaveText('–')
})

test('heuristics of the reader’s position beside the true distance', async ({ page }) => {
  await page.goto(`${PAGE}?board=${BOARD.replace(/ /g, '+')}#heuristics`)
  await heuristics(page).getByRole('button', { name: 'Compare with the true distance' }).click()
  await expect(heuristics(page).locator('p[data-status]')).toContainText(`True distance ${distance(BOARD)}.`)
  await expect(heuristics(page).getByRole('row', { name: /^Manhattan distance 2 2 0$/ })).toBeVisible()
})

test('the exercise asks a class for a prediction before it reveals', async ({ page }) => {
  await page.goto(`${PAGE}?mode=class&board=${BOARD.replace(/ /g, '+')}#exercise`)
  const box = exercise(page)
  await expect(box.getByRole('button', { name: 'Show a shortest solution' })).toBeHidden()
  await box.getByRole('textbox', { name: 'Your moves' }).fill('7 8')
  await box.getByRole('button', { name: 'Check' }).click()
  await expect(box.locator('p[data-status]')).toHaveText('Solved in 2 moves: a shortest solution.')
  await box.getByLabel(/How many moves does the shortest solution take/).fill('3')
  await box.getByRole('button', { name: 'Reveal' }).click()
  await expect(box.locator('p[data-status]')).toHaveText(
    'A shortest solution takes 2 moves: 7 8. Your prediction, 3 moves, was 1 too many.',
  )
})

test('axe finds nothing, before and after the widgets run', async ({ page }) => {
  test.setTimeout(120_000) // a long page: the scan alone takes many seconds on a busy machine
  await page.goto(PAGE)
  await expectNoAxeViolations(page)
  await race(page).getByRole('button', { name: 'Run the race' }).click()
  await expect(race(page).locator('p[data-status]')).toContainText('The shortest solution takes')
  await frontier(page).getByRole('button', { name: 'Trace the search' }).click()
  await expect(
    frontier(page)
      .getByRole('group', { name: 'Expansions' })
      .getByText(/^Expansion 1 of/),
  ).toBeVisible()
  await expectNoAxeViolations(page)
})
