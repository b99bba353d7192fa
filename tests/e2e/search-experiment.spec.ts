// The experiment widget on /search-algorithms/ in Chromium, by role and keyboard: a small run fills
// the table, Cancel keeps the finished cells, the CSV has the engine's header, a link restores the
// seed and sample size (and Copy link writes them), too-big runs are refused up front, the depth
// column stays in view at 360 px, axe finds nothing in light and dark after a run.
import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { CSV_HEADER } from '../../src/solvers/search/experiment-spec.ts'

const PAGE = '/search-algorithms/'
const widget = (page: Page) =>
  page.getByRole('region', { name: 'The experiment: nodes generated and b* by solution depth' })
const status = (page: Page) => widget(page).locator('[data-status]')
const table = (page: Page) => widget(page).getByRole('table')

async function settle(page: Page, depths: string, perDepth: string): Promise<void> {
  const w = widget(page)
  await w.getByRole('textbox', { name: 'Depths' }).fill(depths)
  await w.getByRole('spinbutton', { name: 'Positions per depth' }).fill(perDepth)
}

/** Presses the Run button from the keyboard. */
async function run(page: Page): Promise<void> {
  const button = widget(page).getByRole('button', { name: 'Run the experiment' })
  await button.focus()
  await page.keyboard.press('Enter')
}

async function axeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include('#experiment')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([])
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 360, height: 740 },
]) {
  test(`a small experiment fills the table, cell by cell (${size.width} px)`, async ({ page }) => {
    await page.setViewportSize(size)
    await page.goto(`${PAGE}#experiment`)
    await settle(page, '2-6/2', '5')
    await run(page)
    await expect(status(page)).toHaveText('Done: 9 cells finished.')
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'd',
      'Iterative deepening',
      'A* (misplaced)',
      'A* (Manhattan)',
    ])
    for (const d of ['2', '4', '6']) {
      const cells = table(page)
        .getByRole('row', { name: new RegExp(`^${d} `) })
        .getByRole('cell')
      await expect(cells).toHaveCount(3)
      for (const text of await cells.allTextContents()) expect(text).toMatch(/^[\d,]+b\* \d\.\d\d$/)
    }
    if (size.width === 360) {
      // The page does not scroll sideways; the table does, and its depth column stays in view.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
      const wrap = widget(page).getByRole('region', { name: /Experiment results/ })
      await wrap.evaluate((el) => {
        el.scrollLeft = 400
      })
      const first = table(page).getByRole('rowheader', { name: '4' })
      const [cell, box] = [await first.boundingBox(), await wrap.boundingBox()]
      expect(cell!.x).toBeGreaterThanOrEqual(box!.x - 1)
      expect(cell!.x).toBeLessThan(box!.x + 10)
    }
  })
}

test('the lesson’s projector link: focus view, and in class mode each row waits for Reveal', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.goto('/teach/')
  const href = await page.locator('[data-class-link="experiment-focus"]').getAttribute('href')
  expect(href).toMatch(/mode=class.*view=focus.*#experiment$/)
  // The lesson's depths to 12 take a while on a loaded machine: the same link on a smaller run.
  await page.goto(
    href!.replace(/exp-depths=[^&]*/, 'exp-depths=2-6%2F2').replace(/exp-per-depth=\d+/, 'exp-per-depth=3'),
  )
  await expect(widget(page)).toHaveAttribute('data-focus', '')
  await run(page)
  await expect(status(page)).toContainText('Class mode: the cells wait; press “Reveal depth 2”')
  const cells = (d: string) =>
    table(page)
      .getByRole('row', { name: new RegExp(`^${d} `) })
      .getByRole('cell')
  for (const d of ['2', '4', '6']) for (const text of await cells(d).allInnerTexts()) expect(text).toBe('')
  const reveal = widget(page).getByRole('button', { name: 'Reveal depth 2' })
  await reveal.focus()
  await page.keyboard.press('Enter')
  for (const text of await cells('2').allInnerTexts()) expect(text).toMatch(/^[\d,]+\s*b\* \d\.\d\d$/)
  for (const text of await cells('4').allInnerTexts()) expect(text).toBe('')
  const next = widget(page).getByRole('button', { name: 'Reveal depth 4' })
  await expect(next).toBeFocused()
  // Read from the back of the room: the numbers and their b* at 20 px at least.
  const sizes = await cells('2')
    .locator('span')
    .evaluateAll((spans) => spans.map((s) => Number.parseFloat(getComputedStyle(s).fontSize)))
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(20)
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await expect(widget(page).locator('[data-reveal]')).toBeHidden()
  await expect(widget(page).getByRole('button', { name: 'Run the experiment' })).toBeFocused()
  for (const text of await cells('6').allInnerTexts()) expect(text).toMatch(/^[\d,]+\s*b\* \d\.\d\d$/)
})

test('Cancel keeps the finished cells', async ({ page }) => {
  await page.goto(`${PAGE}#experiment`)
  await settle(page, '2-24/2', '60')
  await widget(page).getByRole('checkbox', { name: 'Iterative deepening, tree' }).check()
  await run(page)
  await expect(table(page).getByRole('row', { name: /^8 / }).getByRole('cell').first()).toContainText('b*', {
    timeout: 60_000,
  })
  const cancel = widget(page).getByRole('button', { name: 'Cancel' })
  await expect(cancel).toBeVisible()
  await cancel.click()
  await expect(status(page)).toContainText('Cancelled')
  await expect(status(page)).toContainText(/Kept \d+ cells finished/)
  await expect(table(page).getByRole('row', { name: /^2 / }).getByRole('cell').first()).toContainText('b*')
  await expect(widget(page).getByRole('button', { name: 'Download CSV' })).toBeEnabled()
})

test('the CSV download has the engine’s header and one line per cell', async ({ page }) => {
  await page.goto(`${PAGE}#experiment`)
  await settle(page, '4,8', '3')
  await run(page)
  await expect(status(page)).toHaveText('Done: 6 cells finished.')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    widget(page).getByRole('button', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('search-experiment-seed-1.csv')
  const lines = readFileSync((await download.path())!, 'utf8')
    .trimEnd()
    .split('\n')
  expect(lines[0]).toBe(CSV_HEADER)
  expect(lines).toHaveLength(7)
  expect(lines[1]).toMatch(/^4,iddfs,3,0,/)
})

test('a link restores the seed and sample size; Copy link writes them', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(
    `${PAGE}?exp-seed=42&exp-per-depth=7&exp-depths=2-4&exp-algorithms=iddfs-tree&exp-heuristics=pdb&algorithms=bfs#experiment`,
  )
  const w = widget(page)
  await expect(w.getByRole('spinbutton', { name: 'Seed' })).toHaveValue('42')
  await expect(w.getByRole('spinbutton', { name: 'Positions per depth' })).toHaveValue('7')
  await expect(w.getByRole('textbox', { name: 'Depths' })).toHaveValue('2-4')
  await expect(w.getByRole('checkbox', { name: 'Iterative deepening, tree' })).toBeChecked()
  await expect(w.getByRole('checkbox', { name: 'Iterative deepening', exact: true })).not.toBeChecked()
  await expect(w.getByRole('note')).toContainText(
    'Settings loaded from the link: seed 42, positions per depth 7',
  )
  await w.getByRole('spinbutton', { name: 'Seed' }).fill('9')
  await w.getByRole('button', { name: 'Copy link' }).click()
  await expect(w.getByText('Link copied.')).toBeVisible()
  const url = new URL(await page.evaluate(() => navigator.clipboard.readText()))
  expect([
    url.searchParams.get('exp-seed'),
    url.searchParams.get('exp-per-depth'),
    url.searchParams.get('exp-algorithms'),
    url.hash,
  ]).toEqual(['9', '7', 'iddfs-tree', '#experiment'])
  // A name the page does not know is refused, and said, not silently unticked.
  await page.goto(`${PAGE}?exp-algorithms=quantum#experiment`)
  await expect(
    widget(page).getByText(
      /The link’s exp-algorithms could not be read: unknown algorithms "quantum" \(one of /,
    ),
  ).toBeVisible()
})

test('a run too big for the page is refused before anything runs, and said where it was typed', async ({
  page,
}) => {
  await page.goto(`${PAGE}#experiment`)
  await settle(page, '1-31', '200')
  await run(page)
  await expect(widget(page).getByRole('alert')).toContainText('the page runs at most 4,000')
  await expect(status(page)).toContainText('Nothing ran')
  await settle(page, '2-40', '5')
  await run(page)
  await expect(widget(page).getByRole('alert')).toContainText('Depth 32 is out of range')
  await expect(widget(page).getByRole('textbox', { name: 'Depths' })).toHaveAttribute('aria-invalid', 'true')
})

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing in the widget after a run (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto(`${PAGE}#experiment`)
    await settle(page, '2-4/2', '3')
    await run(page)
    await expect(status(page)).toHaveText('Done: 6 cells finished.')
    await axeClean(page)
  })
}
