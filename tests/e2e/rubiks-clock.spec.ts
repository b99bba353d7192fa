import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers.ts'

test("the Rubik's Clock article shows both faces, the optimal solution and the published table", async ({
  page,
}) => {
  await page.goto('/rubiks-clock/')
  await expect(
    page.getByRole('heading', { name: 'The fewest moves: split at the shared corners' }),
  ).toBeVisible()
  await expect(page.getByRole('group', { name: 'Front face' })).toBeVisible()
  await expect(
    page.getByRole('img', { name: /After the optimal solution, back: 12 12 12, 12 12 12, 12 12 12/ }),
  ).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Published distribution of optimal lengths', exact: true }),
  ).toContainText('39,248')
  await expectNoAxeViolations(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoAxeViolations(page)
})

test("the Rubik's Clock article fits 360 px without horizontal scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/rubiks-clock/')
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

test('without JavaScript the puzzle is still drawn and its dead controls are hidden', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/rubiks-clock/')
  await expect(page.getByRole('group', { name: 'Back face' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Front dial UL: \d+ o'clock$/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Solve optimally' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Pin UL up' })).toBeHidden()
  await expect(page.getByText('Wheels: one hour per press')).toBeHidden()
  await context.close()
})

test('the article draws its figures at build time, and keeps the link to the two ways of counting', async ({
  browser,
}) => {
  // Without JavaScript: the figures are static markup drawn by the puzzle's own Face.astro.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/rubiks-clock/#two-ways-to-count-moves')
  await expect(page.getByRole('heading', { name: 'Two ways to count moves' })).toBeInViewport()
  // Figure 1: pins UL and DR up on the front, turned 3 hours: every dial but UR and DL reads 3.
  await expect(
    page.getByRole('img', {
      name: 'Figure 1: a front move with pins UL and DR up, turned 3 hours, front: 3 3 12, 3 3 3, 12 3 3; pins up UL DR',
    }),
  ).toBeVisible()
  // Figure 2: a back move with pins UL, DL and DR up there, 1 hour: all back dials but UR read 1.
  await expect(
    page.getByRole('img', { name: /^Figure 2: .*, back: 1 1 12, 1 1 1, 1 1 1; pins up UL DL DR$/ }),
  ).toBeVisible()
  const split = page.getByRole('img', {
    name: /^Figure 3: each face's cross and the four shared corners, front:/,
  })
  await expect(split.locator('.is-mark-corner')).toHaveCount(4)
  await expect(split.locator('.is-mark-cross')).toHaveCount(5)
  await expect(
    page.getByRole('region', { name: 'Optimal lengths in the hour metric, seeded sample' }),
  ).toContainText('Positions (of 1,000)')
  await context.close()
})
