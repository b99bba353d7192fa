import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, PAGES } from './helpers.ts'

test('the home page says what the site is and links every article', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Puzzle Notebook' })).toBeVisible()
  const link = page.getByRole('link', { name: /Clocks/ }).first()
  await link.click()
  await expect(page).toHaveURL(/\/clocks\/$/)
  await expect(page.getByRole('navigation', { name: /previous and next/i })).toBeAttached()
})

test('an article has a table of contents, sources and build facts', async ({ page }) => {
  await page.goto('/clocks/')
  const toc = page.getByRole('navigation', { name: 'Contents' })
  await expect(toc).toBeVisible()
  const first = toc.getByRole('link').first()
  const href = await first.getAttribute('href')
  expect(href).toMatch(/^#/)
  await expect(page.locator(href!)).toBeAttached()
  await expect(page.getByRole('heading', { name: 'Sources' })).toBeVisible()
  await expect(page.getByText(/last built on/i)).toBeVisible()
})

test('math is rendered at build time: KaTeX markup in the served HTML, no KaTeX script', async ({
  request,
}) => {
  const html = await (await request.get('/clocks/')).text()
  expect(html).toContain('class="katex"')
  expect(html).toContain('class="katex-mathml"')
  expect(html).not.toMatch(/<script[^>]+katex/i)
})

test('the theme toggle cycles Auto, Light, Dark and is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  const toggle = page.getByRole('button', { name: /^theme:/i })
  await expect(toggle).toHaveAccessibleName('Theme: Auto')
  await toggle.click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await expect(toggle).toHaveAccessibleName('Theme: Light')
  await toggle.click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  expect(bg).toBe('rgb(21, 24, 29)')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await toggle.click()
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./)
})

test('dark mode follows the system, and printing is always light', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/clocks/')
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(21, 24, 29)')
  await page.emulateMedia({ colorScheme: 'dark', media: 'print' })
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  )
})

test('the site works at 360 px wide without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  for (const path of PAGES) {
    await page.goto(path)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0)
  }
})

test('nothing is loaded from another host', async ({ page }) => {
  const foreign: string[] = []
  page.on('request', (r) => {
    const u = new URL(r.url())
    if (!['127.0.0.1', 'localhost'].includes(u.hostname) && u.protocol.startsWith('http'))
      foreign.push(r.url())
  })
  for (const path of PAGES) await page.goto(path, { waitUntil: 'networkidle' })
  expect(foreign).toEqual([])
})

test('site search finds real matches only, and keeps the query in the URL', async ({ page }) => {
  await page.goto('/search/')
  const box = page.getByRole('searchbox', { name: 'Search' })
  await box.fill('elimination')
  const results = page.locator('[data-search-results] a')
  await expect(results.first()).toHaveAttribute('href', /\/clocks\//)
  expect(new URL(page.url()).searchParams.get('q')).toBe('elimination')
  await box.fill('xyzzy')
  await expect(page.getByRole('status')).toHaveText('No article contains “xyzzy”.')
  await expect(results).toHaveCount(0)
  await page.goto('/search/?q=elimination')
  await expect(box).toHaveValue('elimination')
  await expect(results.first()).toHaveAttribute('href', /\/clocks\//)
})

test('on a phone the contents are folded, so the title is on the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  for (const path of PAGES.filter((p) => p !== '/' && p !== '/search/')) {
    await page.goto(path)
    await expect(page.locator('.toc details')).not.toHaveAttribute('open', '')
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
  }
})

test('printed wide, the article keeps its full column (the hidden contents take no space)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/clocks/')
  await page.emulateMedia({ media: 'print' })
  const width = await page.locator('article.prose').evaluate((el) => el.getBoundingClientRect().width)
  expect(width).toBeGreaterThan(600)
})

for (const path of PAGES) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`axe finds no violations on ${path} (${scheme})`, async ({ page }) => {
      test.slow() // a whole article is a big DOM: on a loaded 2-core machine a scan can take 20 s
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto(path)
      await expectNoAxeViolations(page)
    })
  }
}

test('without JavaScript an article still reads: boards drawn, dead controls hidden, a note says why', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/clocks/')
  await expect(page.getByText(/live widgets on this page need JavaScript/)).toBeVisible()
  await expect(page.locator('clocks-play [data-board]')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Show the shortest solution' })).toBeHidden()
  await expect(page.getByRole('button', { name: /^Theme:/ })).toBeHidden()
  await context.close()
})

test('the Content-Security-Policy is kept: no violation on any page, with widgets, workers and search at work', async ({
  page,
}) => {
  test.slow()
  await page.addInitScript(() => {
    ;(window as any).__csp = []
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as any).__csp.push(`${e.violatedDirective}: ${e.blockedURI}`),
    )
  })
  const refused: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text())
  })
  const violations = async (): Promise<string[]> => page.evaluate(() => (window as any).__csp as string[])
  for (const path of PAGES) {
    await page.goto(path, { waitUntil: 'networkidle' })
    await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveCount(1)
    expect(await violations(), path).toEqual([])
  }
  // A worker job, the step player and the search index (WebAssembly) under the policy.
  await page.goto('/clocks/')
  await page
    .getByRole('region', { name: 'Brute force on your position' })
    .getByRole('button', { name: /count vectors/ })
    .click()
  await expect(
    page.getByRole('region', { name: 'Brute force on your position' }).locator('[data-status]'),
  ).toHaveText(/Found after trying/)
  expect(await violations()).toEqual([])
  await page.goto('/search/?q=elimination')
  await expect(page.locator('[data-search-results] a').first()).toBeVisible()
  expect(await violations()).toEqual([])
  expect(refused).toEqual([])
})

test('Clocks prints alike in A4 portrait and landscape: text column and page count within 1.5×', async ({
  page,
}) => {
  test.slow()
  const measure = async (landscape: boolean): Promise<{ column: number; pages: number }> => {
    // A4 at 96 px an inch: 794 × 1123 CSS px; the page box is what print media lays out in.
    await page.setViewportSize(landscape ? { width: 1123, height: 794 } : { width: 794, height: 1123 })
    await page.goto('/clocks/')
    await page.emulateMedia({ media: 'print', colorScheme: 'light' })
    const column = await page.locator('article.prose').evaluate((el) => el.getBoundingClientRect().width)
    const pdf = await page.pdf({ format: 'A4', landscape, printBackground: false })
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length
    return { column, pages }
  }
  const portrait = await measure(false)
  const landscape = await measure(true)
  expect(portrait.pages).toBeGreaterThan(3)
  const ratio = (a: number, b: number): number => Math.max(a, b) / Math.min(a, b)
  expect(
    ratio(portrait.column, landscape.column),
    JSON.stringify({ portrait, landscape }),
  ).toBeLessThanOrEqual(1.5)
  expect(ratio(portrait.pages, landscape.pages), JSON.stringify({ portrait, landscape })).toBeLessThanOrEqual(
    1.5,
  )
})

test('first screens: every article shows its puzzle and a link to its widget at 1280×800; the home page pictures every puzzle', async ({
  page,
}) => {
  test.slow()
  await page.setViewportSize({ width: 1280, height: 800 })
  for (const path of PAGES.filter((p) => p !== '/' && p !== '/search/' && !p.startsWith('/teach'))) {
    await page.goto(path)
    const go = page.locator('.hero__go a')
    if ((await go.count()) === 0) continue // an article without a puzzle picture (none today, but allowed)
    await expect(go, path).toBeInViewport()
    await expect(page.locator('.hero [data-board]').first(), path).toBeInViewport({ ratio: 0.5 })
    const target = (await go.getAttribute('href'))!.slice(1)
    await expect(page.locator(`[id="${target}"]`), `${path}: the link's widget exists`).toHaveCount(1)
  }
  await page.goto('/')
  await expect(page.getByText('Start here:')).toBeInViewport()
  const cards = page.locator('.card')
  expect(await cards.count()).toBeGreaterThanOrEqual(5)
  expect(await page.locator('.card [data-board]').count()).toBeGreaterThanOrEqual(5)
})
