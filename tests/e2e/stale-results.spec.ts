// Stale results (issue 23): a widget's job is keyed by all its inputs, the position and every
// setting. Changing a setting while the job runs stops it, and its result never shows under the
// new setting; running again answers for the new setting (figures from the solvers themselves).
import { expect, test, type Locator, type Page } from '@playwright/test'
import { widgetStatus } from './helpers.ts'
import { runAlgorithm } from '../../src/solvers/search/algorithms.ts'
import { slidingProblem } from '../../src/solvers/search/sliding.ts'
import { defaultGoal } from '../../src/solvers/sliding/model.ts'
import { parseBoard } from '../../src/solvers/sliding/notation.ts'

const LAB = '/search-algorithms/?board=8+6+7/2+5+4/3+0+1'
const HARD = parseBoard('8 6 7/2 5 4/3 0 1')
const GOAL = defaultGoal(3, 3)
const STOPPED = 'Stopped: a setting changed while the search ran; run it again for the new setting.'
/** The kit's sentence, or the race's own when its listener speaks last (a menu fires input, then change). */
const STOPPED_OR_CHANGED =
  /^(Stopped: a setting changed while the search ran; run it again for the new setting\.|Settings changed: press “Run the race” to run it again\.)$/
const expanded = (heuristic: 'manhattan' | 'misplaced', algorithm: 'astar' | 'bfs', weight = 1): number =>
  runAlgorithm(slidingProblem(HARD, GOAL, heuristic), {
    algorithm: weight === 1 ? algorithm : 'weighted-astar',
    weight,
  }).expanded
const fmt = (n: number): string => n.toLocaleString('en-US')

/** Holds `check` true for `ms` (long enough for the old job to have finished and posted). */
async function staysTrue(page: Page, ms: number, check: () => Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    expect(await check(), what).toBe(true)
    await page.waitForTimeout(100)
  }
}

const raceOf = (page: Page) =>
  page.getByRole('region', { name: 'The race: every algorithm on your position' })
const cell = (race: Locator, algorithm: string) =>
  race.locator(`tr[data-algorithm="${algorithm}"] [data-expanded]`)

/** Starts the race and waits until it is running (its Cancel is shown). */
async function startRace(race: Locator): Promise<void> {
  await race.getByRole('button', { name: 'Run the race' }).click()
  await expect(race.getByRole('button', { name: 'Cancel' })).toBeVisible()
}

/** Opens the lab at the race, on the 31-move position, and starts it. */
async function raceRunning(page: Page): Promise<Locator> {
  test.setTimeout(60_000)
  await page.goto(`${LAB}#race`)
  const race = raceOf(page)
  await startRace(race)
  return race
}

test('the race: a new heuristic mid-race stops it; no Manhattan figure shows under misplaced tiles', async ({
  page,
}) => {
  const race = await raceRunning(page)
  await race.getByLabel(/^Heuristic/).selectOption('misplaced')
  await expect(widgetStatus(race)).toHaveText(STOPPED_OR_CHANGED)
  await expect(race.getByRole('button', { name: 'Cancel' })).toBeHidden()
  // The Manhattan race takes a few seconds here: its answer must never land.
  await staysTrue(
    page,
    6000,
    async () => (await cell(race, 'astar').textContent()) === '–',
    'a result showed after the heuristic changed',
  )
  await race.getByRole('button', { name: 'Run the race' }).click()
  await expect(cell(race, 'astar')).toHaveText(fmt(expanded('misplaced', 'astar')), { timeout: 45_000 })
})

test('the race: a new weight or depth bound mid-race stops it too', async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto(`${LAB}#race`)
  const race = raceOf(page)
  for (const change of [
    () => race.getByLabel(/^Weight w/).fill('3'),
    () => race.getByLabel(/^Depth bound of DFS/).fill('40'),
  ]) {
    await startRace(race)
    await change()
    await expect(widgetStatus(race)).toHaveText(STOPPED)
    await expect(race.getByRole('button', { name: 'Cancel' })).toBeHidden()
    await staysTrue(
      page,
      4000,
      async () => (await cell(race, 'weighted-astar').textContent()) === '–',
      'a result showed after a setting changed',
    )
  }
  await race.getByRole('button', { name: 'Run the race' }).click()
  await expect(cell(race, 'weighted-astar')).toHaveText(fmt(expanded('manhattan', 'astar', 3)), {
    timeout: 45_000,
  })
})

test('the race: a press on Run after a setting stopped it lands on Run; nothing scrolls it away', async ({
  page,
}) => {
  // A number box commits its value (`change`) as it loses focus, on the press itself; the race
  // clears its table then. The page once scrolled that change into view between press and
  // release, 229 px here, so the release missed the button and the click was lost (a CI failure).
  const race = await raceRunning(page)
  await race.getByLabel(/^Weight w/).fill('3')
  await expect(widgetStatus(race)).toHaveText(STOPPED)
  const run = race.getByRole('button', { name: 'Run the race' })
  const before = (await run.boundingBox())!
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2)
  await page.mouse.down()
  await page.waitForTimeout(300) // a reader's press, and a frame or more for anything to move
  expect((await run.boundingBox())!.y, 'the button moved under the pressed pointer').toBe(before.y)
  await page.mouse.up()
  await expect(race.getByRole('button', { name: 'Cancel' })).toBeVisible()
})

test('the frontier: switching from iterative deepening to A* mid-trace never shows the first trace under A*', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto(`${LAB}#frontier`)
  const view = page.getByRole('region', { name: 'Watch the frontier: one search, expansion by expansion' })
  const algorithm = view.getByRole('combobox', { name: 'Algorithm' })
  // The trace runs to the goal now: breadth-first search finishes the 31-move example in well
  // under a second, iterative deepening takes seconds, so it is the one still running when A* is chosen.
  await algorithm.selectOption('iddfs')
  await view.getByRole('button', { name: 'Trace the search' }).click()
  await expect(widgetStatus(view)).toHaveText(/^Tracing Iterative deepening to the goal…/)
  await algorithm.selectOption('astar')
  await expect(widgetStatus(view)).toHaveText(STOPPED)
  await staysTrue(
    page,
    4000,
    async () => !/expansions/.test((await widgetStatus(view).textContent()) ?? ''),
    'the iterative-deepening trace showed under A*',
  )
  await view.getByRole('button', { name: 'Trace the search' }).click()
  await expect(widgetStatus(view)).toContainText(`after ${fmt(expanded('manhattan', 'astar'))} expansions`)
})

test('the tile-swap race: a new heuristic mid-race stops it', async ({ page }) => {
  await page.goto('/search-algorithms/#swap-race')
  const swap = page.getByRole('region', { name: 'The race on tile swap' })
  await swap.getByRole('button', { name: 'Run the race' }).click()
  await swap.getByLabel(/^Heuristic/).selectOption({ index: 1 })
  await expect(widgetStatus(swap)).toHaveText(STOPPED)
  await staysTrue(
    page,
    3000,
    async () => (await swap.locator('[data-expanded]').first().textContent()) === '–',
    'a result showed after the heuristic changed',
  )
})

test('tile swap timing: a new size or method set mid-run stops it', async ({ page }) => {
  await page.goto('/tile-swap/')
  const scale = page.getByRole('region', { name: 'Both methods on the same grids' })
  const size = scale.getByRole('combobox', { name: 'Random pair of size' })
  await size.selectOption('64')
  await scale.getByRole('button', { name: 'Time both methods' }).click()
  await expect(scale.getByRole('button', { name: 'Cancel' })).toBeVisible()
  await size.selectOption('16')
  await expect(widgetStatus(scale)).toHaveText(STOPPED)
  await size.selectOption('64')
  await scale.getByRole('button', { name: 'Time both methods' }).click()
  await expect(scale.getByRole('button', { name: 'Cancel' })).toBeVisible()
  await scale.getByRole('checkbox').uncheck()
  await expect(widgetStatus(scale)).toHaveText(STOPPED)
  await staysTrue(
    page,
    3000,
    async () =>
      (await scale.locator('tbody tr').count()) === 0 ||
      !/64 × 64/.test((await widgetStatus(scale).textContent()) ?? ''),
    'a 64 × 64 result showed',
  )
})

test("Rubik's Clock sampler: a new sample size mid-run stops it", async ({ page }) => {
  await page.goto('/rubiks-clock/')
  const sampler = page.getByRole('region', { name: 'Sample the distribution yourself' })
  const size = sampler.getByRole('combobox', { name: 'Sample size' })
  await size.selectOption('1000')
  await sampler.getByRole('button', { name: 'Solve the sample optimally' }).click()
  await expect(sampler.getByRole('button', { name: 'Cancel' })).toBeVisible()
  await size.selectOption('10')
  await expect(widgetStatus(sampler)).toHaveText(new RegExp(`^${STOPPED.replace(/[.;]/g, '\\$&')}`))
  await staysTrue(
    page,
    2000,
    async () =>
      !/of 1,000 solved|1,000 random positions solved/.test(
        (await widgetStatus(sampler).textContent()) ?? '',
      ),
    'the 1,000 sample went on',
  )
})
