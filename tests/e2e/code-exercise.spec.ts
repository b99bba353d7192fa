// The kit's code exercise on the Clocks page, by role and keyboard: Check the starter (wrong, the
// first failure named), paste the model answer (right on all 262,144 positions, the page
// responsive), class mode hides the model, a syntax error names its line, Stop stops; no CSP
// violation; axe clean in light and dark.
import { expect, test, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { expectNoAxeViolations, MAIN_THREAD_FREE_MS, recordCspViolations, writeCode } from './helpers.ts'
import { solve } from '../../src/solvers/clocks/exercises.ts'

const widget = (page: Page) =>
  page.getByRole('region', { name: 'Code exercise: Solve any Clocks position', exact: true })
const status = (page: Page) => widget(page).locator('[data-cell-status]')
const check = (page: Page) => widget(page).getByRole('button', { name: 'Check', exact: true })

const write = (page: Page, code: string): Promise<void> =>
  writeCode(page, widget(page), 'Your solve, in TypeScript, JavaScript or Python', code)

test.beforeEach(({ page }) => recordCspViolations(page))

test('the starter is wrong, with the first failure named; the model answer is right on every position', async ({
  page,
}) => {
  test.slow()
  await page.goto('/clocks/')
  await expect(widget(page).getByText(/^Checked on all 262,144 positions/)).toBeVisible()
  await widget(page).locator('[data-cell-static]').focus()
  await page.keyboard.press('Tab') // out of the editor, to the next control: keyboard all the way
  await check(page).focus()
  await page.keyboard.press('Enter')
  await expect(status(page)).toHaveText(
    /^Wrong on 262,143 of 262,144 positions; the first: for 12 12 12\/12 12 12\/12 12 3 your moves \(none\) leave 12 12 12\/12 12 12\/12 12 3, not 12 everywhere\. \([\d.]+ s\)$/,
    { timeout: 60_000 },
  )
  // The model answer, pasted: the main thread's longest task while it runs stays under 100 ms.
  await write(page, solve.model)
  await page.evaluate(() => {
    const w = window as any
    w.__longest = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longest = Math.max(w.__longest, e.duration)
    }).observe({ type: 'longtask' })
  })
  await check(page).click()
  await expect(status(page)).toHaveText(/^(Listing|Running|Judging)/)
  await expect(status(page)).toHaveText(/^Right on all 262,144 positions\. \([\d.]+ s\)$/, {
    timeout: 60_000,
  })
  const longest = await page.evaluate(() => (window as any).__longest as number)
  console.log(
    `clocks solve, model answer, in Chromium: ${await widget(page).getAttribute('data-check-ms')} ms; longest main-thread task ${longest} ms`,
  )
  expect(longest).toBeLessThan(MAIN_THREAD_FREE_MS)
  expect(await page.evaluate(() => (window as any).__csp)).toEqual([])
})

test('hint and model answer are disclosures; class mode hides the model answer', async ({ page }) => {
  await page.goto('/clocks/')
  await widget(page).getByText('Hint', { exact: true }).click()
  await expect(widget(page).getByText(/^Only how often each move is made matters/)).toBeVisible()
  const model = widget(page).getByText('Model answer', { exact: true })
  await expect(model).toBeVisible()
  await page.goto('/clocks/?mode=class')
  await expect(widget(page).getByText('Class mode: the model answer is hidden.')).toBeVisible()
  await expect(widget(page).getByText('Model answer', { exact: true })).toBeHidden()
  await expect(widget(page).getByText('Hint', { exact: true })).toBeVisible()
})

test('a syntax error names its line; a throw names its line and input; Stop stops', async ({ page }) => {
  await page.goto('/clocks/')
  await write(
    page,
    'export default function solve(dials: number[]): number[] {\n  const moves = [\n  return moves\n}',
  )
  await check(page).click()
  await expect(status(page)).toHaveText(/^Syntax error at line 3, column \d+: /)
  await write(
    page,
    'export default function solve(dials: number[]): number[] {\n  if (dials[8] === 3) throw new Error("three")\n  return []\n}',
  )
  await check(page).click()
  await expect(status(page)).toHaveText(
    /^Your code threw an error at line 2: Error: three\. \(It threw on input 2 of 262,144\.\)$/,
    { timeout: 60_000 },
  )
  await write(page, 'export default function solve(dials: number[]): number[] {\n  while (true) {}\n}')
  await check(page).click()
  await expect(status(page)).toHaveText(/^Running your function/, { timeout: 30_000 })
  await widget(page).getByRole('button', { name: 'Stop' }).click()
  await expect(status(page)).toHaveText('Stopped.')
  await expect(check(page)).toBeEnabled()
})

for (const scheme of ['light', 'dark'] as const) {
  test(`axe clean with the exercise checked and both disclosures open, ${scheme}, at 360 px and 1280 px`, async ({
    page,
  }) => {
    test.slow()
    await page.setViewportSize({ width: 360, height: 740 })
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto('/clocks/')
    await widget(page).getByText('Hint', { exact: true }).click()
    await widget(page).getByText('Model answer', { exact: true }).click()
    await check(page).click()
    await expect(status(page)).toHaveText(/^Wrong on/, { timeout: 60_000 })
    await widget(page).scrollIntoViewIfNeeded()
    // At 360 px: the widget fits (its own boxes scroll inside it) and is axe clean.
    const box = await widget(page).boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(360)
    const mine = await new AxeBuilder({ page })
      .include('#exercise-solve')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(
      mine.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([])
    // The whole page, at a desktop width (at 360 px the article's display math scrolls, apart from this widget).
    await page.setViewportSize({ width: 1280, height: 800 })
    await expectNoAxeViolations(page)
    expect(await page.evaluate(() => (window as any).__csp)).toEqual([])
  })
}
