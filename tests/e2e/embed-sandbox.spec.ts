// A sandboxed embed (issue 23): in <iframe sandbox="allow-scripts"> the page's module scripts are
// blocked (its origin is "null"), so the board draws but no button works. The embed says so in
// the page, with a link to the site; with the flags the guide's snippet names it works, silently.
import { expect, test, type Page } from '@playwright/test'
import { iframeSnippet } from '../../components/teach/links.ts'

const EMBED = '/embed/clocks/play/?board=9+9+12/6+6+6/6+3+6'
const NEEDS = /This widget needs scripts; open it on the site/

/**
 * A host page holding the embed in an iframe with `attributes`, made up by the test at a path the
 * site does not have (a sandbox without allow-same-origin gives the frame an opaque origin anyway).
 */
async function host(page: Page, baseURL: string, attributes: string) {
  const html = `<!doctype html><title>host</title><iframe src="${baseURL}${EMBED}" title="embed" width="800" height="700" ${attributes}></iframe>`
  await page.route(`${baseURL}/embed-host/`, (route) =>
    route.fulfill({ contentType: 'text/html', body: html }),
  )
  await page.goto(`${baseURL}/embed-host/`)
  return page.frameLocator('iframe')
}

test('sandbox="allow-scripts" alone: the embed says it needs scripts and links to the site', async ({
  page,
  baseURL,
}) => {
  const frame = await host(page, baseURL!, 'sandbox="allow-scripts"')
  await expect(frame.locator('[data-board]').first()).toBeVisible() // the board is drawn at build time
  const notice = frame.getByRole('note').filter({ hasText: NEEDS })
  await expect(notice).toBeVisible({ timeout: 10_000 })
  await expect(notice.getByRole('link')).toHaveAttribute('href', '/clocks/#play')
})

test('no scripts at all (sandbox=""): the same notice', async ({ page, baseURL }) => {
  const frame = await host(page, baseURL!, 'sandbox=""')
  await expect(frame.getByText(NEEDS)).toBeVisible({ timeout: 10_000 })
})

test("the guide's snippet names its sandbox flags, and with them the widget works and says nothing about scripts", async ({
  page,
  baseURL,
}) => {
  const snippet = iframeSnippet(baseURL!, EMBED, 'Clocks')
  const flags = /sandbox="([^"]*)"/.exec(snippet)?.[1]
  expect(flags, 'the snippet has a sandbox attribute').toBeDefined()
  expect(flags!.split(' ')).toEqual(expect.arrayContaining(['allow-scripts', 'allow-same-origin']))
  const frame = await host(page, baseURL!, `sandbox="${flags}"`)
  await frame.getByRole('button', { name: 'Show the shortest solution' }).click()
  await expect(frame.locator('[data-status]').first()).toContainText(/move/)
  await page.waitForTimeout(2500)
  await expect(frame.getByText(NEEDS)).toBeHidden()
})

test('on the site itself the notice never shows', async ({ page }) => {
  await page.goto(EMBED)
  await page.waitForTimeout(2500)
  await expect(page.getByText(NEEDS)).toBeHidden()
})
