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
