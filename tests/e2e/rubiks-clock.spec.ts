import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers.ts'

test('the Rubik\'s Clock article shows both faces, the optimal solution and the published table', async ({ page }) => {
  await page.goto('/rubiks-clock/')
  await expect(page.getByRole('heading', { name: 'The fewest moves: split at the shared corners' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Front face' })).toBeVisible()
  await expect(page.getByRole('img', { name: /After the optimal solution, back: 12 12 12, 12 12 12, 12 12 12/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Published distribution of optimal lengths', exact: true })).toContainText('39,248')
  await expectNoAxeViolations(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoAxeViolations(page)
})

test('the Rubik\'s Clock article fits 360 px without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/rubiks-clock/')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
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
