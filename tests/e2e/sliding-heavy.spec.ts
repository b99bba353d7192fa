// The sliding page's heavy work in the browser (issue 14): the 15-puzzle's pattern databases come
// from the shipped file once per page (from the browser's Cache API on a later visit) and every
// widget reuses them; a cold solve finishes (its
// time is logged for the report, not asserted); the 12-cell census stops when cancelled.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Page } from '@playwright/test'
import { widgetStatus } from './helpers.ts'
import { PAGE, play, status } from './sliding-locators.ts'

const fifteen = (page: Page) => page.getByRole('region', { name: 'The 15-puzzle solved in your browser' })
const census = (page: Page) =>
  page.getByRole('region', { name: 'The complete census of a board of up to 12 cells' })

test('a cold 15-puzzle solve downloads the tables once; the play widget then reuses them without building or downloading', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.goto(PAGE)
  const widget = fifteen(page)
  const started = Date.now()
  await widget.getByRole('button', { name: 'Solve this instance' }).click()
  await expect(widgetStatus(widget)).toContainText(/^Instance 1: Solved in \d+ moves/, { timeout: 150_000 })
  const coldMs = Date.now() - started
  await expect(widgetStatus(widget)).toContainText('The pattern databases were downloaded and unpacked in')
  test.info().annotations.push({
    type: 'cold solve',
    description: `${coldMs} ms from the click to the answer (instance 1)`,
  })
  console.log(
    `cold 15-puzzle solve, instance 1: ${coldMs} ms; status: ${await widgetStatus(widget).textContent()}`,
  )

  // A second instance in the same widget: the tables are already on the page.
  await widget.getByLabel('Instance', { exact: true }).selectOption({ index: 2 })
  await widget.getByRole('button', { name: 'Solve this instance' }).click()
  await expect(widgetStatus(widget)).toContainText('The pattern databases were already on this page', {
    timeout: 60_000,
  })

  // The main widget gets the instance and solves it with the page's copy: nothing built, nothing fetched.
  await widget.getByRole('button', { name: 'Load it into the puzzle at the top' }).click()
  await play(page).getByRole('button', { name: 'Solve optimally' }).click()
  await expect(status(page)).toContainText(/Solved in \d+ moves/, { timeout: 60_000 })
  await expect(status(page)).not.toContainText('built')
})

test("a second visit takes the tables from the browser's Cache API, not the network", async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto(PAGE)
  const widget = fifteen(page)
  await widget.getByRole('button', { name: 'Solve this instance' }).click()
  await expect(widgetStatus(widget)).toContainText(/^Instance 1: Solved/, { timeout: 150_000 })
  await expect(widgetStatus(widget)).toContainText('The pattern databases were downloaded and unpacked in')
  await page.reload()
  await fifteen(page).getByRole('button', { name: 'Solve this instance' }).click()
  await expect(widgetStatus(fifteen(page))).toContainText(
    "The pattern databases came from this browser's cache",
    { timeout: 150_000 },
  )
})

/**
 * A server in front of the test server that sends every `.gz` file as gzip-encoded, as `astro
 * preview` (the README's `npm start`) does, so the browser itself unpacks the body. (A Playwright
 * route cannot show this: the browser does not decode a fulfilled body.) Its address, and a close.
 */
async function gzipEncodingProxy(
  upstream: string,
): Promise<{ url: string; close: () => Promise<void>; encoded: () => number }> {
  let encoded = 0
  const server = createServer(async (req, res) => {
    try {
      const got = await fetch(upstream + req.url) // decoded by fetch, whatever the upstream sent
      const body = Buffer.from(await got.arrayBuffer())
      const headers: Record<string, string> = {}
      got.headers.forEach((value, name) => {
        if (name !== 'content-encoding' && name !== 'content-length' && name !== 'transfer-encoding')
          headers[name] = value
      })
      if (/\.gz$/.test(new URL(req.url ?? '/', 'http://x').pathname)) {
        headers['content-encoding'] = 'gzip'
        encoded++
      }
      res.writeHead(got.status, headers).end(body)
    } catch {
      res.writeHead(502).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    encoded: () => encoded,
  }
}

test('the tables are used when the server sends the .gz file gzip-encoded, as `npm start` (astro preview) does', async ({
  page,
  baseURL,
}) => {
  // The browser then unpacks the body itself, so the job must not unpack it again (it used to, and
  // then built the tables instead, 8–10 s, saying the download was not available).
  test.setTimeout(180_000)
  const proxy = await gzipEncodingProxy(baseURL!)
  try {
    await page.goto(proxy.url + PAGE)
    const widget = fifteen(page)
    await widget.getByRole('button', { name: 'Solve this instance' }).click()
    await expect(widgetStatus(widget)).toContainText(/^Instance 1: Solved in \d+ moves/, { timeout: 150_000 })
    await expect(widgetStatus(widget)).toContainText('The pattern databases were downloaded and unpacked in')
    expect(proxy.encoded()).toBe(1)
    // The copy kept in the Cache API (the unpacked bytes) serves the next visit.
    await page.reload()
    await fifteen(page).getByRole('button', { name: 'Solve this instance' }).click()
    await expect(widgetStatus(fifteen(page))).toContainText(
      "The pattern databases came from this browser's cache",
      {
        timeout: 150_000,
      },
    )
  } finally {
    await proxy.close()
  }
})

test('the 12-cell census refuses a board over 12 cells up front, and Cancel stops a 4×3 count', async ({
  page,
}) => {
  await page.goto(PAGE)
  test.skip((await census(page).count()) === 0, 'the article has no <BigCensus /> yet')
  const widget = census(page)
  await widget.getByLabel('Board').selectOption('4x4')
  await expect(widgetStatus(widget)).toContainText('this census stops at 12 cells')
  await widget.getByRole('button', { name: 'Count every position' }).click()
  await expect(widgetStatus(widget)).toContainText('this census stops at 12 cells')
  await expect(widget.getByRole('button', { name: 'Cancel' })).toBeHidden()

  await widget.getByLabel('Board').selectOption('4x3')
  await widget.getByRole('button', { name: 'Count every position' }).click()
  const progress = widget.locator('[data-job-progress]')
  await expect(progress).toContainText('positions found', { timeout: 30_000 })
  await widget.getByRole('button', { name: 'Cancel' }).click()
  await expect(widgetStatus(widget)).toHaveText('Cancelled: the search was stopped before it finished.')
  await expect(widget.getByRole('button', { name: 'Cancel' })).toBeHidden()
})

test('the 12-cell census counts a small board to the end with its chart, farthest positions and diameter', async ({
  page,
}) => {
  await page.goto(PAGE)
  test.skip((await census(page).count()) === 0, 'the article has no <BigCensus /> yet')
  const widget = census(page)
  await expect(widgetStatus(widget)).toContainText(
    'The diameter is 53 moves: 18 positions are that far from the goal.',
  )
  await widget.getByLabel('Board').selectOption('5x2')
  await widget.getByRole('button', { name: 'Count every position' }).click()
  await expect(widgetStatus(widget)).toContainText('5×2: 1,814,400 positions counted', { timeout: 60_000 })
  await expect(widgetStatus(widget)).toContainText(
    'The diameter is 55 moves: 2 positions are that far from the goal.',
  )
  await expect(widget.locator('[data-big-farthest] li')).toHaveCount(2)
  await expect(
    widget.getByText(/^The farthest positions \(2 in all, 2 shown\), each 55 moves from the goal:$/),
  ).toBeVisible()
})
