// Connect Four's exact solve on every core (issue 33; components/connect4/split-play.ts): with two
// cores a long solve goes on two workers and gives the same best column and every column's score
// as on one worker (a page that says it has one core: today's path); the status says how many
// workers and how much memory, and wraps on a phone; Cancel ends them all (their CPU stops,
// measured from /proc as sliding-split.spec.ts does).
import { expect, test, type Page } from '@playwright/test'
import { EXAMPLE } from '../../src/solvers/connect4/index.ts'
import { widgetStatus } from './helpers.ts'
import { allWorkerThreads, rendererPids } from './proc-probe.ts'

const PAGE = '/games/'
const play = (page: Page) => page.getByRole('region', { name: /^Connect Four: / })
/** 7 stones, Yellow to move, score −3 (best column 4): 5.7 million nodes on one table, a few seconds. */
const LONG = '3443554'
const BUSY = 'Searching… A long search goes on 2 workers, with about 42 MB of tables each.'

/** The page as a browser with `cores` cores. */
async function openWithCores(page: Page, cores: number): Promise<void> {
  await page.addInitScript((n) => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n })
  }, cores)
  await page.goto(PAGE)
}

/** Sets the position and a time limit of 30 s (the perfect solver then has 15). */
async function prepare(page: Page, position: string): Promise<void> {
  const widget = play(page)
  const box = widget.getByRole('textbox', { name: 'Position' })
  await box.fill(position)
  await box.press('Enter')
  await widget.getByRole('combobox', { name: 'Time limit' }).selectOption('30')
}

test('on two workers a long solve gets one worker’s best column and every column’s score', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const answers: Record<number, { status: string; values: string }> = {}
  for (const cores of [1, 2]) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await openWithCores(page, cores)
    const widget = play(page)
    await prepare(page, LONG)
    const started = Date.now()
    await widget.getByRole('button', { name: 'Show the best move' }).click()
    if (cores === 2) {
      await expect(widgetStatus(widget)).toHaveText(BUSY)
      await expect(widget.locator('[data-job-progress]')).toContainText('columns on 2 workers', {
        timeout: 30_000,
      })
    } else await expect(widgetStatus(widget)).toHaveText('Searching…')
    await expect(widgetStatus(widget)).toHaveText(/^Best for Yellow: column 4, score -3: /, {
      timeout: 60_000,
    })
    const ms = Date.now() - started
    const status = (await widgetStatus(widget).textContent()) ?? ''
    expect(status).toContain('Exact: the perfect solver')
    if (cores === 2) expect(status).toContain('The search was split over 2 workers')
    else expect(status).not.toContain('workers')
    answers[cores] = {
      status: status.replace(/, in .*$/, ''), // the time and the count are the split's own
      values: (await widget.locator('[data-values-text]').textContent()) ?? '',
    }
    console.log(`${LONG} on ${cores} worker(s): ${ms} ms from the click; ${status}`)
    await context.close()
  }
  expect(answers[2].values).toContain('Column 4: score -3')
  expect(answers[2]).toEqual(answers[1])
})

test('the status naming the workers wraps on a phone, and fits on a desktop', async ({ page }, testInfo) => {
  test.setTimeout(60_000)
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ]) {
    await page.setViewportSize({ width, height })
    await openWithCores(page, 2)
    const widget = play(page)
    await prepare(page, '.') // the empty board: long enough to look at
    await widget.getByRole('button', { name: 'Show the best move' }).click()
    await expect(widgetStatus(widget)).toHaveText(BUSY)
    await expect(widget.locator('[data-job-progress]')).toContainText('columns on 2 workers', {
      timeout: 30_000,
    })
    const status = widgetStatus(widget)
    await status.scrollIntoViewIfNeeded()
    const box = (await status.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0)
    await widget.screenshot({ path: testInfo.outputPath(`connect4-split-${width}x${height}.png`) })
    await widget.getByRole('button', { name: 'Cancel' }).click()
    await expect(widgetStatus(widget)).toHaveText('Cancelled: the search was stopped before it finished.')
  }
})

test('Cancel during the split solve ends every worker: their CPU stops; the next solve answers', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openWithCores(page, 2)
  const widget = play(page)
  await prepare(page, '.')
  await widget.getByRole('button', { name: 'Show the best move' }).click()
  await expect(widget.locator('[data-job-progress]')).toContainText('columns on 2 workers', {
    timeout: 30_000,
  })
  await widget.getByRole('button', { name: 'Cancel' }).click()
  await expect(widgetStatus(widget)).toHaveText('Cancelled: the search was stopped before it finished.')
  await page.waitForTimeout(200) // the workers stop at their next check, then end
  const before = allWorkerThreads(rendererPids())
  await page.waitForTimeout(600)
  const after = allWorkerThreads(rendererPids())
  const ticks = [...after].reduce((sum, [key, t]) => sum + Math.max(0, t - (before.get(key) ?? t)), 0)
  expect(ticks * 10, 'worker CPU (ms) in the 600 ms after the Cancel settled').toBeLessThan(60)
  const box = widget.getByRole('textbox', { name: 'Position' })
  await box.fill(EXAMPLE)
  await box.press('Enter')
  await widget.getByRole('button', { name: 'Show the best move' }).click()
  await expect(widgetStatus(widget)).toHaveText(/^Best for Red: column 5/)
})
