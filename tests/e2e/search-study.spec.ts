// The search article's study layer (issue 20, item 5) and the teacher's guide fixes of item 7:
// pseudocode with the real code folded on phones, the table of guarantees, A* worked by hand, the
// glossary linked, the printable summary (one page, light), and an embed picker with every widget.
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers.ts'

const PAGE = '/search-algorithms/'

test('on a phone each algorithm shows its pseudocode, its real code folded; Enter opens it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(PAGE)
  const bfs = page.getByRole('figure', { name: 'Breadth-first search, in pseudocode', exact: true })
  await expect(bfs).toBeVisible()
  await expect(bfs).toContainText('take the oldest node')
  const summary = page.locator('summary', { hasText: 'The real code: src/solvers/search/bfs.ts' })
  await expect(summary.locator('..')).not.toHaveAttribute('open', '')
  await expect(page.getByRole('figure', { name: /src\/solvers\/search\/bfs\.ts/ })).toBeHidden()
  await summary.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('figure', { name: /src\/solvers\/search\/bfs\.ts/ })).toBeVisible()
  // Every algorithm's code folded (seven: DFS, BFS, iterative deepening, bidirectional, best-first,
  // IDA*, uniform-cost), bar the one just opened: a phone reader scrolls past lines, not screens.
  await expect(page.locator('details[data-open-wide]')).toHaveCount(7)
  await expect(page.locator('details[data-open-wide]:not([open])')).toHaveCount(6)
})

test('on a wide screen the real code is open under the pseudocode', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(PAGE)
  await expect(page.locator('details[data-open-wide]')).toHaveCount(7)
  await expect(page.locator('details[data-open-wide]:not([open])')).toHaveCount(0)
})

test('the table of guarantees has every algorithm, and A* is worked by hand with its tie rule', async ({
  page,
}) => {
  await page.goto(PAGE)
  const props = page.getByRole('region', { name: 'What each algorithm guarantees' })
  for (const name of [
    'Depth-first (bounded)',
    'Breadth-first',
    'Iterative deepening',
    'Bidirectional BFS',
    'Uniform-cost (Dijkstra)',
    'Greedy best-first',
    'A*',
    'Weighted A* (w > 1)',
    'IDA*',
  ]) {
    await expect(props.getByRole('rowheader', { name, exact: true })).toBeVisible()
  }
  await expect(props.getByRole('columnheader')).toHaveText([
    'Algorithm',
    'Complete?',
    'Optimal?',
    'Time',
    'Space',
  ])
  const worked = page.getByRole('region', { name: 'A* worked by hand, step by step' })
  await expect(worked.getByRole('row')).toHaveCount(1 + 9) // the header, eight expansions, the goal
  await expect(worked).toContainText('the larger g (2) wins')
  await expect(worked).toContainText('the older node wins')
  await expect(worked.getByRole('row').last()).toContainText(
    '6 moves, after 8 expansions and 19 nodes generated',
  )
  // The terms the issue found undefined are defined on the page, and the glossary is linked.
  await expect(page.locator('article')).toContainText(
    'reopen nodes: take a state it has already expanded back into the open list',
  )
  await expect(page.locator('article')).toContainText(
    'is the fewest moves of any path from the start to that state',
  )
  await page.locator('article').getByRole('link', { name: 'glossary' }).first().click()
  await expect(page).toHaveURL(/\/teach\/#glossary$/)
  await expect(page.locator('#term-reopen')).toContainText('Reopen')
})

test('the one-page summary prints light on one sheet, whatever the screen theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto(`${PAGE}summary/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search algorithms: a one-page summary')
  await expectNoAxeViolations(page, { wcag22: true })
  await page.emulateMedia({ colorScheme: 'dark', media: 'print' })
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  )
  await expect(page.getByRole('button', { name: 'Print this page' })).toBeHidden()
  const pdf = await page.pdf({ format: 'A4', printBackground: true })
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []
  expect(pages.length).toBe(1)
})

test('the search article passes axe in light and dark with the race run', async ({ page }) => {
  test.setTimeout(180_000) // two scans of a long page on a shared machine
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto(PAGE)
    const race = page.locator('#race')
    await race.getByRole('button', { name: 'Run the race' }).click()
    await expect(race.getByRole('button', { name: 'Run the race' })).toBeEnabled({ timeout: 20_000 })
    await expect(race.locator('[data-job]')).toBeHidden({ timeout: 20_000 })
    await expectNoAxeViolations(page, { wcag22: true })
  }
})

test('the teacher’s guide: the embed picker lists every widget, and the guide’s distances name their goals', async ({
  page,
}) => {
  await page.goto('/teach/')
  const picker = page.getByLabel('Widget to embed')
  await expect(picker.getByRole('option', { name: 'Search algorithms, side by side' })).toHaveCount(1)
  await picker.selectOption({ label: 'Search algorithms, side by side' })
  await expect(page.locator('[data-snippet-code]')).toContainText('/embed/search-algorithms/play/')
  const lesson1 = page.locator('#lesson-1')
  await expect(lesson1).toContainText('need 30 moves')
  await expect(lesson1).toContainText('the farthest positions need 31')
  await expect(page.locator('main')).not.toContainText('takes a while')
})
