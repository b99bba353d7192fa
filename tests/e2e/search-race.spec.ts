// The race (/search-algorithms/#race) as a classroom instrument, by role and keyboard, at a phone
// and a desktop size: uniform-cost search with "tile k costs k", rows that appear while the race
// still runs, Cancel that keeps them, numbers refused where typed, a link that restores every
// setting (and the sliding article's &goal= form), a kept run beside the next one, axe.
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './helpers.ts'
import { defaultGoal } from '../../src/solvers/sliding/model.ts'
import { parseBoard } from '../../src/solvers/sliding/notation.ts'
import { slidingProblem } from '../../src/solvers/search/sliding.ts'
import { uniformCost } from '../../src/solvers/search/ucs.ts'

const PAGE = '/search-algorithms/'
const race = (page: Page) => page.getByRole('region', { name: 'The race: every algorithm on your position' })
const status = (page: Page) => race(page).locator('p[data-status]')
const row = (page: Page, name: string) =>
  race(page)
    .getByRole('region', { name: /^Race results/ })
    .getByRole('row', { name: new RegExp(`^${name.replace(/[*()]/g, '\\$&')}`) })
const HARD = '8 6 7/2 5 4/3 0 1' // 31 moves: iterative deepening takes seconds
const BOARD = '4 1 3/7 2 6/0 5 8'
const cheapest = (text: string): number =>
  uniformCost(slidingProblem(parseBoard(text), defaultGoal(3, 3), 'zero', 'tile')).cost

async function setPosition(page: Page, text: string): Promise<void> {
  const box = race(page).getByRole('textbox', { name: 'Position' })
  await box.fill(text)
  await box.press('Enter')
}

for (const size of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size })

    test('uniform-cost search races with tile costs, and the cost column shows the cheapest', async ({
      page,
    }) => {
      test.setTimeout(180_000) // a long page: the axe scan alone takes many seconds on a busy machine
      await page.goto(PAGE)
      await setPosition(page, BOARD)
      await race(page).getByRole('combobox', { name: 'Move costs' }).selectOption('tile')
      await race(page).getByRole('button', { name: 'Run the race' }).press('Enter')
      const c = cheapest(BOARD)
      await expect(status(page)).toContainText(`The cheapest solution costs ${c};`, { timeout: 60_000 })
      for (const name of ['Uniform-cost', 'A*', 'IDA*']) {
        const cells = row(page, name).getByRole('cell')
        await expect(cells.nth(1), name).toHaveText(String(c))
        await expect(cells.nth(2), name).toHaveText('yes')
      }
      await expectNoAxeViolations(page)
    })

    test('rows appear as each algorithm finishes, and Cancel keeps them', async ({ page }) => {
      await page.goto(`${PAGE}?board=${HARD.replace(/ /g, '+')}#race`)
      await race(page).getByRole('button', { name: 'Run the race' }).click()
      // Breadth-first is second; iterative deepening, third, runs for seconds after it.
      await expect(row(page, 'Breadth-first').getByRole('cell').first()).toHaveText('31', { timeout: 60_000 })
      await expect(status(page)).toHaveText('Racing Iterative deepening (3 of 9)…')
      await expect(row(page, 'Iterative deepening').getByRole('cell').first()).toHaveText('running…')
      await expect(row(page, 'A*').getByRole('cell').first()).toHaveText('waiting')
      await race(page).getByRole('button', { name: 'Cancel' }).click()
      await expect(status(page)).toHaveText(
        'Cancelled during Iterative deepening: the 2 finished rows are kept.',
      )
      await expect(row(page, 'Breadth-first').getByRole('cell').first()).toHaveText('31')
      await expect(row(page, 'A*')).toBeHidden()
      await expect(race(page).getByRole('button', { name: 'Keep this run' })).toBeEnabled()
    })
  })
}

test('a weight or depth bound out of range is refused where it is typed, and nothing runs', async ({
  page,
}) => {
  await page.goto(PAGE)
  const weight = race(page).getByRole('spinbutton', { name: 'Weight w of weighted A*' })
  await weight.fill('0.5')
  // Leaving the box says it at once, and the status does not invite a run that would be refused.
  await weight.press('Tab')
  await expect(status(page)).toHaveText(
    'Nothing ran: a setting is out of range (said under it). Fix it, then run the race.',
  )
  await race(page).getByRole('button', { name: 'Run the race' }).click()
  await expect(race(page).getByRole('alert').filter({ hasText: 'weight' })).toHaveText(
    'The weight w must be from 1 to 10; got 0.5.',
  )
  await expect(weight).toHaveAttribute('aria-invalid', 'true')
  await expect(status(page)).toHaveText(
    'Nothing ran: a setting is out of range (said under it). Fix it, then run the race.',
  )
  await expect(row(page, 'Breadth-first').getByRole('cell').first()).toHaveText('–')
  await weight.fill('3')
  const depth = race(page).getByRole('spinbutton', { name: 'Depth bound of DFS' })
  await depth.fill('1000')
  await depth.press('Tab')
  await expect(race(page).getByRole('alert').filter({ hasText: 'depth' })).toHaveText(
    'The depth bound must be from 0 to 80; got 1000.',
  )
  await race(page).getByRole('button', { name: 'Run the race' }).click()
  await expect(status(page)).toContainText('Nothing ran')
})

test('a link restores every setting, in either goal form, and Copy link writes them back', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const settings = 'heuristic=misplaced&weight=3&depth=12&cost=tile&algorithms=bfs,ucs,astar'
  await page.goto(`${PAGE}?board=1+2+3/4+5+6/0+7+8&goal=0+1+2/3+4+5/6+7+8&${settings}#race`)
  await expect(race(page).getByRole('textbox', { name: 'Position' })).toHaveValue(
    '1 2 3/4 5 6/0 7 8 to 0 1 2/3 4 5/6 7 8',
  )
  await expect(race(page).getByRole('combobox', { name: /^Heuristic/ })).toHaveValue('misplaced')
  await expect(race(page).getByRole('spinbutton', { name: 'Weight w of weighted A*' })).toHaveValue('3')
  await expect(race(page).getByRole('spinbutton', { name: 'Depth bound of DFS' })).toHaveValue('12')
  await expect(race(page).getByRole('combobox', { name: 'Move costs' })).toHaveValue('tile')
  const algorithms = race(page).getByRole('group', { name: 'Algorithms in the race' })
  await expect(algorithms.getByRole('checkbox', { checked: true })).toHaveCount(3)
  await expect(algorithms.getByRole('checkbox', { name: 'Uniform-cost' })).toBeChecked()
  await expect(algorithms.getByRole('checkbox', { name: 'Depth-first (bounded)' })).not.toBeChecked()
  await race(page).getByRole('button', { name: 'Run the race' }).click()
  await expect(status(page)).toContainText('The cheapest solution costs', { timeout: 60_000 })
  await expect(row(page, 'Depth-first')).toBeHidden()
  await race(page).getByRole('button', { name: 'Copy link' }).click()
  const url = await page.evaluate(() => navigator.clipboard.readText())
  expect(url).toContain('?board=1+2+3/4+5+6/0+7+8+to+0+1+2/3+4+5/6+7+8&')
  for (const part of settings.split('&')) expect(url).toContain(part)
  // A value out of range in a link is refused with a sentence, not silently replaced.
  await page.goto(`${PAGE}?board=1+2+3/4+5+6/0+7+8&weight=0.5#race`)
  await expect(race(page).getByRole('alert').first()).toContainText('weight w must be from 1 to 10; got 0.5')
  await expect(race(page).getByRole('spinbutton', { name: 'Weight w of weighted A*' })).toHaveValue('2')
})

test('a run kept beside the next one: Manhattan against misplaced tiles', async ({ page }) => {
  test.setTimeout(180_000) // the axe scan, as above
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(`${PAGE}?board=${BOARD.replace(/ /g, '+')}&algorithms=astar,idastar#race`)
  await race(page).getByRole('button', { name: 'Run the race' }).click()
  await expect(status(page)).toContainText('The shortest solution takes')
  const manhattan = await row(page, 'A*').getByRole('cell').nth(2).textContent()
  await race(page).getByRole('button', { name: 'Keep this run' }).click()
  await race(page)
    .getByRole('combobox', { name: /^Heuristic/ })
    .selectOption('misplaced')
  await race(page).getByRole('button', { name: 'Run the race' }).click()
  await expect(status(page)).toContainText('The shortest solution takes')
  const kept = race(page).getByRole('region', { name: /^Kept run/ })
  await expect(race(page).getByText(/heuristic: Manhattan distance/)).toBeVisible()
  await expect(kept.getByRole('row', { name: /^A\*/ }).getByRole('cell').nth(2)).toHaveText(manhattan!)
  await expectNoAxeViolations(page)
})

test('the teacher’s guide links its uniform-cost lesson to the race, set up with tile costs in class mode', async ({
  page,
}) => {
  await page.goto('/teach/')
  const lesson = page.getByRole('region', { name: 'Lesson 6: uniform-cost search vs A*' })
  await lesson.getByRole('link', { name: 'open the race' }).click()
  await expect(page).toHaveURL(
    /\/search-algorithms\/\?board=.*&cost=tile&algorithms=bfs%2Cucs%2Castar&mode=class#race$/,
  )
  await expect(race(page).getByRole('combobox', { name: 'Move costs' })).toHaveValue('tile')
  await race(page).getByRole('button', { name: 'Run the race' }).click()
  await expect(status(page)).toHaveText(
    'The counts are in, hidden. Rank the algorithms by nodes expanded (1 = fewest), then press Reveal.',
    { timeout: 60_000 },
  )
  const predict = race(page).getByRole('group', { name: /Predict, then reveal/ })
  await expect(predict.getByRole('combobox')).toHaveCount(3)
  for (const [k, name] of ['A*', 'Breadth-first', 'Uniform-cost'].entries())
    await predict.getByRole('combobox', { name, exact: true }).selectOption(String(k + 1))
  await predict.getByRole('button', { name: 'Reveal' }).click()
  await expect(status(page)).toContainText(
    /^The cheapest solution costs \d+; the shortest takes \d+ moves\..*Your ranking put \d of 3 in the right place/,
  )
})
