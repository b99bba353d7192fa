// The teacher's guide (/teach/): accessible in light and dark, class links that land on the right
// widget in class mode (and in focus view), no sideways scroll on a phone, a working Copy for the
// embed snippet, glossary fragments that exist, and a print that is clean and light.
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers.ts'
import { everyExercise } from '../../src/solvers/code-exercises.ts'

test('the guide passes axe in light and dark', async ({ page }) => {
  test.slow()
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto('/teach/')
    await expect(page.getByRole('heading', { level: 1, name: 'Teacher’s guide' })).toBeVisible()
    await expectNoAxeViolations(page)
  }
})

test('a main-widget class link opens the widget scrolled into view, on the prepared position', async ({
  page,
}) => {
  await page.goto('/teach/')
  const link = page.locator('[data-class-link="clocks-6"]')
  const href = await link.getAttribute('href')
  const board = new URL(href!, 'http://x').searchParams.get('board')!
  await link.click()
  await expect(page).toHaveURL(/\/clocks\/\?.*mode=class.*#play$/)
  const widget = page.locator('#play')
  await expect(widget).toBeInViewport()
  await expect(widget.getByText('loaded from the link', { exact: false }).first()).toBeVisible()
  await expect(widget.locator('[data-position-input]').first()).toHaveValue(board)
  // Class mode is the page's: the article's exercise starts in it (predict, then reveal).
  await expect(page.locator('#exercise').getByRole('checkbox', { name: /Class mode/ })).toBeChecked()
  expect(new URL(page.url()).searchParams.get('mode')).toBe('class')
})

test('an exercise class link opens the exercise in class mode, on its own puzzle', async ({ page }) => {
  await page.goto('/teach/')
  const link = page.locator('[data-class-link="clocks-ex-4"]')
  const puzzle = new URL((await link.getAttribute('href'))!, 'http://x').searchParams.get('puzzle')!
  await link.click()
  await expect(page).toHaveURL(/\/clocks\/\?.*mode=class.*#exercise$/)
  const exercise = page.locator('#exercise')
  await expect(exercise).toBeInViewport()
  await expect(exercise.getByRole('checkbox', { name: /Class mode/ })).toBeChecked()
  await expect(exercise.getByText(`Puzzle loaded from the link: ${puzzle}.`)).toBeVisible()
  // Class mode asks for a prediction before any answer.
  await expect(exercise.getByRole('group', { name: 'Predict, then reveal' })).toBeVisible()
})

test('the projector link opens the main widget in focus view, and Escape returns', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/teach/')
  await page.locator('[data-class-link="sliding-12-focus"]').click()
  await expect(page).toHaveURL(/\/sliding-puzzles\/\?.*view=focus.*#play$/)
  const widget = page.locator('#play')
  await expect(widget).toHaveAttribute('data-focus', '')
  await expect(widget.locator('[data-board]').first()).toBeInViewport()
  await page.keyboard.press('Escape')
  await expect(widget).not.toHaveAttribute('data-focus', '')
})

test('every class link on the guide names a widget that exists on its page', async ({ page }) => {
  test.slow()
  await page.goto('/teach/')
  const hrefs = await page
    .locator('[data-class-link]')
    .evaluateAll((els) => els.map((a) => (a as HTMLAnchorElement).getAttribute('href')!))
  expect(hrefs.length).toBeGreaterThanOrEqual(10)
  const checked = new Set<string>()
  for (const href of hrefs) {
    const url = new URL(href, 'http://x')
    const key = `${url.pathname}#${url.hash}`
    if (checked.has(key)) continue
    checked.add(key)
    const html = await (await page.request.get(url.pathname)).text()
    expect(html, href).toContain(`id="${url.hash.slice(1)}"`)
  }
})

test('every class link loads its prepared position, with no notice of a bad link', async ({ page }) => {
  test.setTimeout(300_000) // fifteen lessons' links, a page load each
  await page.goto('/teach/')
  const hrefs = await page
    .locator('[data-class-link]')
    .evaluateAll((els) => els.map((a) => (a as HTMLAnchorElement).getAttribute('href')!))
  for (const href of hrefs.filter((h) => !h.includes('view=focus'))) {
    await page.goto(href)
    const target = page.locator(`#${new URL(href, 'http://x').hash.slice(1)}`)
    await expect(target.getByText(/loaded from the link/).first(), href).toBeVisible()
    await expect(target.getByText(/could not be read/), href).toHaveCount(0)
  }
})

test('the glossary’s heading links point at headings that exist', async ({ page }) => {
  await page.goto('/teach/')
  const hrefs = await page
    .locator('.glossary a[href*="#"]')
    .evaluateAll((els) => [...new Set(els.map((a) => (a as HTMLAnchorElement).getAttribute('href')!))])
  expect(hrefs.length).toBeGreaterThan(10)
  const pages = new Map<string, string>()
  for (const href of hrefs) {
    const [path, id] = href.split('#')
    if (!pages.has(path)) pages.set(path, await (await page.request.get(path)).text())
    expect(pages.get(path), href).toContain(`id="${id}"`)
  }
})

test('at 360 px wide nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/teach/')
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

test('Copy puts the iframe snippet shown on the page on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/teach/')
  const code = page.locator('[data-snippet-code]')
  await expect(code).toContainText(`src="${new URL(page.url()).origin}/embed/`)
  await page
    .getByLabel('Widget to embed')
    .selectOption({ label: await page.locator('[data-embed-choice] option').nth(1).innerText() })
  const shown = await code.innerText()
  expect(shown).toMatch(
    /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/embed\/[a-z-]+\/play\/\?board=[^"]+" title="[^"]+"/,
  )
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expect(page.locator('[data-snippet-result]')).toHaveText('Copied the iframe snippet.')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown)
  // The live example is the embed page, with the widget in it.
  const frame = page.frameLocator('iframe.embed-example')
  await expect(frame.locator('[data-main]')).toBeAttached()
})

test('the live embed does not move the guide when it loads', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/teach/')
  const before = await page.evaluate(() => {
    document.querySelector('.snippet')!.scrollIntoView()
    return scrollY
  })
  await expect(page.frameLocator('iframe.embed-example').locator('[data-main]')).toBeAttached()
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => scrollY)).toBe(before)
})

test('printed, the guide is light, hides the controls and the embeds, and starts each lesson on a new page', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark', media: 'print' })
  await page.goto('/teach/')
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  expect(bg).toBe('rgb(255, 255, 255)')
  await expect(page.getByRole('button', { name: 'Print this lesson' }).first()).toBeHidden()
  await expect(page.locator('#embeds')).toBeHidden()
  await expect(page.locator('#answers')).toBeVisible()
  expect(await page.locator('#lesson-2').evaluate((el) => getComputedStyle(el).breakBefore)).toBe('page')
  const pdf = await page.pdf({ format: 'A4' })
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length
  expect(pages).toBeGreaterThanOrEqual(4) // intro, three lessons, glossary, keys: each lesson on its own page
  // Each lesson starts a page and runs over two or three; the bound catches a layout gone wrong
  // (a page per paragraph), not the guide growing: two pages a lesson, four for each other part.
  const lessons = await page.locator('section.lesson').count()
  expect(pages).toBeLessThan(4 * lessons + 16)
})

test('“Print this lesson” prints that lesson alone', async ({ page }) => {
  await page.goto('/teach/')
  await page.evaluate(() => {
    window.print = () => {}
  })
  await page.getByRole('button', { name: 'Print this lesson' }).nth(1).click()
  await expect(page.locator('html')).toHaveAttribute('data-print-only', 'lesson-2')
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('#lesson-2')).toBeVisible()
  await expect(page.locator('#lesson-1')).toBeHidden()
  await expect(page.locator('#answers')).toBeHidden()
  const pdf = await page.pdf({ format: 'A4' })
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length
  expect(pages).toBeGreaterThanOrEqual(1)
  expect(pages).toBeLessThanOrEqual(4)
})

test('the code exercises list every notebook’s, from the registry, each linked in class mode', async ({
  page,
}) => {
  await page.goto('/teach/')
  const links = page.locator('#code-exercises a')
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  const expected = (await everyExercise()).map(
    ({ slug, exercise }) => `/${slug}/?mode=class#exercise-${exercise.id}`,
  )
  expect(hrefs.sort()).toEqual(expected.sort())
  expect(hrefs).toContain('/games/?mode=class#exercise-winner') // no main widget of its own: once left out
})
