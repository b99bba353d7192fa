// The 12-cell census on every core (issue 33; census-split.ts, the `bigCensus` job): the
// sliding-puzzles page is cross-origin isolated (public/_headers, applied by the e2e server), so
// with two cores the census runs on two workers sharing one table, with the same counts, diameter
// and farthest positions as on one worker (a page that says it has one core); the status says how
// many workers and how much memory; Cancel ends every worker (their CPU stops, measured from /proc
// as sliding-split.spec.ts does). Where the page is not isolated the census runs on one worker and
// says why.
import { expect, test, type Page } from '@playwright/test'
import { widgetStatus } from './helpers.ts'
import { allWorkerThreads, rendererPids } from './proc-probe.ts'
import { PAGE } from './sliding-locators.ts'

const census = (page: Page) =>
  page.getByRole('region', { name: 'The complete census of a board of up to 12 cells' })

/** The page as a browser with `cores` cores. */
async function openWithCores(page: Page, cores: number): Promise<void> {
  await page.addInitScript((n) => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n })
  }, cores)
  await page.goto(PAGE)
}

/** Worker CPU ticks (10 ms) per thread over `ms`: "pid/tid" → ticks. */
async function workerTicks(page: Page, ms: number): Promise<number[]> {
  const before = allWorkerThreads(rendererPids())
  await page.waitForTimeout(ms)
  const after = allWorkerThreads(rendererPids())
  return [...after].map(([key, t]) => Math.max(0, t - (before.get(key) ?? t)))
}

test('the page is cross-origin isolated; the home page is not', async ({ page }) => {
  await page.goto(PAGE)
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true)
  await page.goto('/')
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(false)
})

test('on two workers the 5×2 census gives the counts, diameter and farthest positions of one', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const answers: Record<number, unknown> = {}
  for (const cores of [1, 2]) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await openWithCores(page, cores)
    const widget = census(page)
    await widget.getByLabel('Board').selectOption('5x2')
    await expect(widgetStatus(widget)).toHaveText(
      cores === 2
        ? '5×2: 1,814,400 positions, a 1 MB table shared by 2 workers. Press “Count every position”.'
        : '5×2: 1,814,400 positions, a 1 MB table, on one worker (this browser reports one core). Press “Count every position”.',
    )
    await widget.getByRole('button', { name: 'Count every position' }).click()
    await expect(widgetStatus(widget)).toContainText('5×2: 1,814,400 positions counted', { timeout: 60_000 })
    const text = (await widgetStatus(widget).textContent()) ?? ''
    expect(text).toContain('The diameter is 55 moves: 2 positions are that far from the goal.')
    if (cores === 2) expect(text).toMatch(/The table took 1 MB, shared by 2 workers\.$/)
    else expect(text).toMatch(/The table took 1 MB\.$/)
    answers[cores] = {
      diameter: await widget.locator('[data-big-diameter]').textContent(),
      farthest: await widget.locator('[data-big-farthest] li').allTextContents(),
      counts: await widget.locator('[data-rows]').textContent(),
    }
    console.log(`5×2 census on ${cores} worker(s): ${text}`)
    await context.close()
  }
  expect(answers[2]).toEqual(answers[1])
})

test('the 4×3 census runs on two workers; Cancel ends them all: their CPU stops', async ({ page }) => {
  test.setTimeout(120_000)
  await openWithCores(page, 2)
  const widget = census(page)
  await widget.getByLabel('Board').selectOption('4x3')
  await widget.getByRole('button', { name: 'Count every position' }).click()
  await expect(widgetStatus(widget)).toHaveText(
    "Counting the 4×3 board's 239,500,800 positions on 2 workers, the table 57 MB shared…",
  )
  await expect(widget.locator('[data-job-progress]')).toContainText('positions found', { timeout: 30_000 })
  // Two worker threads busy at once: the job's worker and its helper.
  const busy = (await workerTicks(page, 1000)).filter((t) => t >= 20)
  expect(busy.length, 'worker threads with 200 ms or more of CPU in a second').toBeGreaterThanOrEqual(2)
  await widget.getByRole('button', { name: 'Cancel' }).click()
  await expect(widgetStatus(widget)).toHaveText('Cancelled: the search was stopped before it finished.')
  await page.waitForTimeout(200) // the workers stop at their next check, then end
  const ticks = (await workerTicks(page, 600)).reduce((a, b) => a + b, 0)
  expect(ticks * 10, 'worker CPU (ms) in the 600 ms after the Cancel settled').toBeLessThan(60)
  // The widget counts again afterwards.
  await widget.getByLabel('Board').selectOption('3x3')
  await widget.getByRole('button', { name: 'Count every position' }).click()
  await expect(widgetStatus(widget)).toContainText('3×3: 181,440 positions counted')
  await expect(widgetStatus(widget)).toContainText('shared by 2 workers')
})

test('where the page is not isolated the census runs on one worker and says why', async ({ page }) => {
  // The same page without its COOP/COEP headers, as a host that ignores public/_headers sends it.
  await page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch()
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !/^cross-origin-/i.test(name)),
    )
    await route.fulfill({ response, headers })
  })
  await openWithCores(page, 2)
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(false)
  const widget = census(page)
  await widget.getByLabel('Board').selectOption('3x3')
  const why = 'on one worker (this page is not cross-origin isolated, so workers cannot share its table)'
  await expect(widgetStatus(widget)).toContainText(why)
  await widget.getByRole('button', { name: 'Count every position' }).click()
  await expect(widgetStatus(widget)).toContainText('3×3: 181,440 positions counted')
  await expect(widgetStatus(widget)).toContainText('The table took 1 MB.')
})
