// The sliding article's build-time figures (issue 12): a search tree with its repeats marked and
// Manhattan distance with linear conflict on one board. They are static SVG: they read without
// JavaScript, have accessible names that say what they show, and fit a phone's width.
import { expect, test, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { PAGE } from './sliding-locators.ts'

const tree = (page: Page) =>
  page.locator('#search-tree').getByRole('img', { name: /^Search tree of breadth-first search/ })
const heuristic = (page: Page) =>
  page
    .locator('#heuristic-figure')
    .getByRole('img', { name: /^The position 1 2 3\/0 5 8\/7 4 6 against the goal/ })

test('the figures read without JavaScript: boards, repeats marked, distances and the conflicting pair', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(PAGE)
  await expect(tree(page)).toBeVisible()
  // 1 + 3 + 8 boards, three of them repeats of the start, each labelled "seen".
  await expect(tree(page).locator('.sliding-mini')).toHaveCount(12)
  await expect(tree(page).locator('.sliding-mini--faded')).toHaveCount(3)
  await expect(tree(page).getByText('seen', { exact: true })).toHaveCount(3)
  await expect(tree(page)).toHaveAccessibleName(
    /Depth 1: tile 1 slides, giving 0 2 3\/1 5 8\/4 6 7; tile 5 slides, giving 1 2 3\/5 0 8\/4 6 7; tile 4 slides/,
  )
  await expect(page.locator('#search-tree figcaption')).toContainText(
    'the first position reached by two different paths appears at depth 6',
  )

  await expect(heuristic(page)).toBeVisible()
  await expect(heuristic(page)).toHaveAccessibleName(
    /tile 4 2 \(1 row, 1 column\).* 7 in all\. .*tiles 7 and 6 in row 3; linear conflict adds 2 .* 9 in all\./,
  )
  await expect(heuristic(page).getByText('Manhattan distance 1 + 1 + 1 + 2 + 2 = 7')).toBeVisible()
  await expect(heuristic(page).getByText('linear conflict 7 + 2 = 9')).toBeVisible()
  await expect(heuristic(page).locator('.sliding-mini__tile--marked')).toHaveCount(2)
  await expect(page.locator('#heuristic-figure figcaption')).toContainText(
    'The position in fact needs 9 moves.',
  )
  await context.close()
})

test('the figures fit a 360 px screen and pass axe', async ({ page }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(PAGE)
  for (const figure of [page.locator('#search-tree'), page.locator('#heuristic-figure')]) {
    await figure.scrollIntoViewIfNeeded()
    const box = (await figure.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(360)
  }
  // The tree keeps a readable size (its boards' digits at least 9 px) and scrolls sideways, by keyboard too.
  const digits = await tree(page).locator('.sliding-mini__num').first().boundingBox()
  expect(digits!.height).toBeGreaterThanOrEqual(7)
  const scroller = page.getByRole('region', { name: /^Search tree/ })
  await scroller.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  // The whole page's scan is in sliding-play.spec.ts; this one looks at the figures only.
  const results = await new AxeBuilder({ page })
    .include('#search-tree')
    .include('#heuristic-figure')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
})
