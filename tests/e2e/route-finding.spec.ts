// The route-finding notebook in Chromium: the grid editor by mouse, touch and keyboard at phone and
// desktop widths, a search stepped to the goal, class-mode guesses, Romania (its search, its race
// and a link that runs a trip), a pasted graph, the Moving AI samples and the reader's own files,
// and an axe scan at both widths.
import { fileURLToPath } from 'node:url'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './helpers.ts'

const PAGE = '/route-finding/'
const FIXTURES = fileURLToPath(new URL('../fixtures/route/', import.meta.url))
const play = (page: Page) =>
  page.getByRole('region', { name: 'Route finding on a grid: paint it, then search' })
const gridBox = (page: Page) => play(page).getByRole('textbox', { name: 'Grid' })
const canvas = (page: Page) => play(page).getByRole('group', { name: /^The grid\. Arrow keys/ })
const svg = (page: Page) => canvas(page).locator('svg')
const status = (widget: Locator) => widget.locator('[data-status]')
const SMALL = 'S..../...../....G'

/** The page centre of cell (x, y) of the drawn grid, `width` × `height` cells. */
async function cellPoint(page: Page, x: number, y: number, width = 5, height = 3): Promise<[number, number]> {
  await svg(page).scrollIntoViewIfNeeded()
  const box = (await svg(page).boundingBox())!
  return [box.x + ((x + 0.5) / width) * box.width, box.y + ((y + 0.5) / height) * box.height]
}

async function setGrid(page: Page, text: string): Promise<void> {
  await gridBox(page).fill(text)
  await gridBox(page).press('Enter')
  await expect(gridBox(page)).toHaveValue(text)
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('paint by mouse: a click, a drag, the start dragged, terrain, undo', async ({ page }) => {
      await page.goto(PAGE)
      await setGrid(page, SMALL)
      await page.mouse.click(...(await cellPoint(page, 1, 1)))
      await expect(gridBox(page)).toHaveValue('S..../.@.../....G')
      // a drag paints every cell it crosses, as one undo step
      const [x0, y0] = await cellPoint(page, 1, 2)
      const [x1, y1] = await cellPoint(page, 3, 2)
      await page.mouse.move(x0, y0)
      await page.mouse.down()
      await page.mouse.move(x1, y1, { steps: 8 })
      await page.mouse.up()
      await expect(gridBox(page)).toHaveValue('S..../.@.../.@@@G')
      // S dragged to another cell
      await page.mouse.move(...(await cellPoint(page, 0, 0)))
      await page.mouse.down()
      await page.mouse.move(...(await cellPoint(page, 2, 0)), { steps: 6 })
      await page.mouse.up()
      await expect(gridBox(page)).toHaveValue('..S../.@.../.@@@G')
      await play(page).getByRole('radio', { name: 'Swamp (5)' }).check()
      await page.mouse.click(...(await cellPoint(page, 4, 0)))
      await expect(gridBox(page)).toHaveValue('..S.5/.@.../.@@@G')
      await play(page).getByRole('button', { name: 'Undo' }).click()
      await play(page).getByRole('button', { name: 'Undo' }).click()
      await expect(gridBox(page)).toHaveValue('S..../.@.../.@@@G')
    })

    test('paint by keyboard: arrows, Space, digits, W, S and G', async ({ page }) => {
      await page.goto(PAGE)
      await setGrid(page, SMALL)
      await canvas(page).focus()
      await expect(play(page).locator('[data-cursor]')).toHaveText('Cell 0,0 (column 1, row 1): the start.')
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('Space')
      await expect(gridBox(page)).toHaveValue('S@.../...../....G')
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('3')
      await expect(gridBox(page)).toHaveValue('S@.../.3.../....G')
      await expect(play(page).locator('[data-cursor]')).toHaveText(
        'Cell 1,1 (column 2, row 2): grass (cost 3).',
      )
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('w')
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('g')
      await expect(gridBox(page)).toHaveValue('S@.../.3@../..G..')
      await page.keyboard.press('Home')
      await page.keyboard.press('s')
      await expect(gridBox(page)).toHaveValue('.@.../.3@../S.G..')
    })

    test('paint by touch: a tap, and a finger dragged', async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, hasTouch: true })
      const page = await context.newPage()
      await page.goto(PAGE)
      await setGrid(page, SMALL)
      await page.touchscreen.tap(...(await cellPoint(page, 2, 1)))
      await expect(gridBox(page)).toHaveValue('S..../..@../....G')
      const cdp = await context.newCDPSession(page)
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', [x, y]: [number, number]) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] })
      const from = await cellPoint(page, 0, 2)
      const to = await cellPoint(page, 3, 2)
      await touch('touchStart', from)
      for (let k = 1; k <= 6; k++) await touch('touchMove', [from[0] + ((to[0] - from[0]) * k) / 6, from[1]])
      await touch('touchEnd', to)
      await expect(gridBox(page)).toHaveValue('S..../..@../@@@@G')
      await context.close()
    })

    test('the page passes axe, a search included', async ({ page }) => {
      test.setTimeout(120_000) // a long page: axe takes a while on a busy machine
      await page.goto(PAGE)
      await play(page).getByRole('button', { name: 'Search' }).click()
      await expect(status(play(page))).toContainText('found a route costing', { timeout: 20_000 })
      await expectNoAxeViolations(page)
    })
  })
}

test('search and step to the goal; the race; the colour views', async ({ page }) => {
  await page.goto(PAGE)
  await setGrid(page, SMALL)
  await play(page).getByRole('combobox', { name: 'Moves' }).selectOption('4')
  await play(page).getByRole('combobox', { name: 'Algorithm' }).selectOption('ucs')
  await play(page).getByRole('button', { name: 'Search' }).click()
  await expect(status(play(page))).toHaveText(
    /^Uniform-cost found a route costing 6 \(6 moves\) after \d+ expansions\. That is the cheapest\./,
    { timeout: 20_000 },
  )
  const player = play(page).getByRole('group', { name: 'Expansions' })
  await expect(player.getByText(/^Expansion 5 of \d+/)).toBeVisible() // five expansions a step, by default
  await player.getByRole('button', { name: 'Last' }).click()
  await expect(
    player.getByText(/^Goal reached after \d+ expansions: a route of 6 moves costing 6, the cheapest\./),
  ).toBeVisible()
  await expect(svg(page).locator('[data-part="path"]')).toHaveAttribute('d', /^M0\.5 0\.5L/)
  await play(page).getByRole('combobox', { name: 'Colour the searched cells' }).selectOption('g')
  await expect(play(page).locator('[data-bands] li')).toHaveCount(8)
  await play(page).getByRole('button', { name: 'Race all' }).click()
  await expect(
    play(page).getByRole('table', { name: 'Every algorithm on this grid' }).locator('tbody tr'),
  ).toHaveCount(7, { timeout: 20_000 })
  await expect(status(play(page))).toContainText('The cheapest route costs 6')
  // A bad grid is explained under its box, and nothing runs on it.
  await gridBox(page).fill('S..x/...G')
  await gridBox(page).press('Enter')
  await expect(play(page).locator('#play-text-error')).toHaveText(/Row 1, column 4: "x" is not a cell/)
})

test('class mode: predict how many cells, then guess the next cell', async ({ page }) => {
  await page.goto(`${PAGE}?board=${SMALL}&mode=class#play`)
  await play(page).getByRole('button', { name: 'Search' }).click()
  const predict = play(page).getByRole('group', { name: 'Predict, then reveal' })
  await expect(predict).toBeVisible({ timeout: 20_000 })
  await predict.getByRole('spinbutton').fill('5')
  await predict.getByRole('button', { name: 'Reveal' }).click()
  await expect(status(play(page))).toContainText('Your prediction, 5 cells')
  // Tapping a cell is now a guess of the next expansion (one expansion a step in class mode).
  await page.mouse.click(...(await cellPoint(page, 1, 0)))
  await expect(play(page).locator('[data-verdict]')).toHaveText(
    /^(Right: cell 1,0 is expanded next\.|Not cell 1,0: cell \d,\d is expanded next\.)$/,
  )
  await expect(
    play(page)
      .getByRole('group', { name: 'Expansions' })
      .getByText(/^Expansion 2 of/),
  ).toBeVisible()
  await expect(gridBox(page)).toHaveValue(SMALL) // guessing paints nothing
})

test('Romania: A* from Arad as the book works it, the race, and a link that runs a trip', async ({
  page,
}) => {
  await page.goto(PAGE)
  const map = page.getByRole('region', { name: 'Romania: a search from city to city, on the map' })
  await map.getByRole('button', { name: 'Search' }).click()
  await expect(status(map)).toHaveText(
    'A* found a route costing 418 (4 moves) after 5 expansions. That is the cheapest. Step through it below.',
    { timeout: 20_000 },
  )
  const player = map.getByRole('group', { name: 'Expansions' })
  await player.getByRole('button', { name: 'Forward' }).click()
  await expect(
    player.getByText('Expansion 2 of 5: Sibiu (g = 140, h = 253, f = 393); 3 new or cheaper neighbours.'),
  ).toBeVisible()
  await expect(map.locator('[data-city="15"]')).toHaveAttribute('data-state', 'current')
  await expect(
    map
      .getByRole('table', { name: /open list/ })
      .locator('tbody tr')
      .first(),
  ).toContainText('Sibiu')
  await map.getByRole('combobox', { name: 'Algorithm' }).selectOption('greedy')
  await map.getByRole('button', { name: 'Race all' }).click()
  await expect(
    map.getByRole('table', { name: 'Every algorithm on this trip' }).locator('tbody tr'),
  ).toHaveCount(9, { timeout: 20_000 })
  await page.goto(`${PAGE}?map-from=Lugoj&map-to=Neamt&map-algorithm=ucs&map-step=3#map`)
  await expect(status(map)).toContainText('Uniform-cost found a route costing 910', { timeout: 20_000 })
  await expect(player.getByText(/^Expansion 3 of 19:/)).toBeVisible()
  await page.goto(`${PAGE}?map-algorithm=fast#map`)
  await expect(map.locator('[data-notice]')).toContainText(
    'The link’s map-algorithm could not be read: unknown algorithm "fast"',
  )
})

test('a pasted graph: its hand trace, and a bad line said where it is', async ({ page }) => {
  await page.goto(PAGE)
  const graph = page.getByRole('region', { name: 'A graph of your own: paste it, then search' })
  await graph.getByRole('button', { name: 'Search' }).click()
  await expect(status(graph)).toContainText(
    'Uniform-cost found a route costing 8 (4 moves) after 4 expansions.',
    { timeout: 20_000 },
  )
  await expect(status(graph)).toContainText('Route: S → A → B → C → G.')
  await expect(graph.getByRole('table', { name: /Every expansion/ }).locator('tbody tr')).toHaveCount(4)
  await expect(graph.locator('[data-check-text]')).toContainText('It is admissible')
  const box = graph.getByRole('textbox', { name: 'The graph, in the CS188 test format' })
  await box.fill('start_state: S\ngoal_states: G\nS a G zero\n')
  await graph.getByRole('button', { name: 'Search' }).click()
  await expect(graph.locator('[data-input-error]')).toHaveText(
    'Line 3: the cost must be a number above 0, not "zero".',
  )
  await expect(box).toHaveAttribute('aria-invalid', 'true')
})

test('Moving AI: a sample map’s scenarios, and the reader’s own files', async ({ page }) => {
  await page.goto(PAGE)
  const bench = page.getByRole('region', { name: 'Moving AI benchmark maps: run their scenarios' })
  await bench.getByRole('button', { name: 'Run the scenarios' }).click()
  await expect(status(bench)).toHaveText('50 of 50 scenarios run reproduce the file’s optimal length.', {
    timeout: 30_000,
  })
  await expect(bench.getByRole('table').locator('tbody tr')).toHaveCount(50)
  await bench.getByLabel('Map (.map)').setInputFiles(`${FIXTURES}hand-6x4.map`)
  await bench.getByLabel('Scenarios (.scen)').setInputFiles(`${FIXTURES}hand-6x4.map.scen`)
  await expect(status(bench)).toHaveText('A 6 × 4 map with 5 scenarios. Press “Run the scenarios”.')
  await bench.getByRole('button', { name: 'Run the scenarios' }).click()
  await expect(status(bench)).toHaveText('5 of 5 scenarios run reproduce the file’s optimal length.', {
    timeout: 20_000,
  })
  await bench.getByLabel('Draw scenario').fill('4')
  await bench.getByRole('button', { name: 'Draw' }).click()
  await expect(status(bench)).toHaveText(
    /^Scenario 4: from 0,0 to 5,3, length 7\.41421356 \(the file: 7\.41421356\), \d+ cells expanded\.$/,
  )
  // A scenario file for another map is refused, saying why.
  await bench.getByLabel('Scenarios (.scen)').setInputFiles(`${FIXTURES}hand-crlf.map.scen`)
  await expect(bench.locator('[data-input-error]')).toHaveText(/for a 5 × 3 map, and this map is 6 × 4/)
})
