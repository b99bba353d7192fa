import { readdirSync, readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'

/** Every page must pass an axe scan (WCAG 2 A/AA rules; `wcag22` adds the WCAG 2.2 AA rules). */
export async function expectNoAxeViolations(page: Page, { wcag22 = false } = {}): Promise<void> {
  expect(await axeViolations(page, { wcag22 })).toEqual([])
}

/**
 * The page's axe violations (or those inside `include`, a selector), one line each: the rule, its
 * help and the elements that break it.
 */
export async function axeViolations(
  page: Page,
  { wcag22 = false, include }: { wcag22?: boolean; include?: string } = {},
): Promise<string[]> {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...(wcag22 ? ['wcag22aa'] : [])]
  await drawEveryPart(page)
  const builder = new AxeBuilder({ page }).withTags(tags)
  if (include) builder.include(include)
  const results = await builder.analyze()
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
}

/**
 * Brings each part of an article that the browser has not drawn yet (off the screen, with
 * `content-visibility: auto`) into view once, then puts the reader back where they were: the page as
 * a reader who scrolled through it has it. A table in a part is measured (and made a tab stop, if it
 * overflows) when the part is first drawn, so axe scans what a reader meets, not a part not yet drawn.
 */
export async function drawEveryPart(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = (n: number) =>
      new Promise<void>((done) => {
        const step = (k: number): void => (k === 0 ? done() : void requestAnimationFrame(() => step(k - 1)))
        step(n)
      })
    const parts = [...document.querySelectorAll<HTMLElement>('.prose > *')].filter(
      (el) => getComputedStyle(el).contentVisibility === 'auto',
    )
    const notDrawn = (el: HTMLElement): boolean =>
      el.checkVisibility() && !(el.firstElementChild ?? el).checkVisibility({ contentVisibilityAuto: true })
    if (!parts.some(notDrawn)) return
    // The reader's place: the first block of the article on the screen, and how far down it is.
    const blocks = [...document.querySelectorAll<HTMLElement>('.prose > *')]
    const anchor = blocks.find((el) => el.getBoundingClientRect().bottom > 0)
    const top = anchor?.getBoundingClientRect().top ?? 0
    const at = { x: scrollX, y: scrollY }
    for (const part of parts) {
      if (!notDrawn(part)) continue
      part.scrollIntoView({ block: 'center', behavior: 'instant' })
      await frames(3) // drawn, its event, then the scroll-regions pass
    }
    if (anchor)
      window.scrollBy({ left: 0, top: anchor.getBoundingClientRect().top - top, behavior: 'instant' })
    else window.scrollTo({ left: at.x, top: at.y, behavior: 'instant' })
    await frames(3)
  })
}

/** Every page of the site: home, search, and one per article in content/ (found, not listed). */
export const PAGES: readonly string[] = [
  '/',
  '/search/',
  ...readdirSync(new URL('../../content/', import.meta.url))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => `/${f.replace(/\.mdx$/, '')}/`),
]

/**
 * Which web fonts the page gets. The web fonts are `font-display: optional`, so a reader may
 * get either: 'web' makes the page wait for them, 'fallback' never lets them arrive.
 */
export async function useFont(page: Page, font: 'web' | 'fallback'): Promise<void> {
  if (font === 'fallback') {
    await page.route('**/*.woff2', (route) => route.abort())
    return
  }
  await page.route('**/_astro/*.css', async (route) => {
    const response = await route.fetch()
    const css = (await response.text()).replaceAll('font-display:optional', 'font-display:block')
    await route.fulfill({ response, body: css })
  })
}

/**
 * A widget's own status line. A widget can hold two live regions (the kit's notice for a link is
 * one too), so specs name the status by the kit's attribute rather than by role alone.
 */
export function widgetStatus(widget: import('@playwright/test').Locator): import('@playwright/test').Locator {
  return widget.locator('[data-status]')
}

/** Waits until the top of `el` is in the upper half of the viewport: the page scrolled to it. */
export async function expectInView(el: import('@playwright/test').Locator): Promise<void> {
  await expect
    .poll(async () => {
      const box = await el.boundingBox()
      const height = el.page().viewportSize()!.height
      return box !== null && box.y >= -2 && box.y < height * 0.5
    })
    .toBe(true)
}

/** Replaces the code of a code cell's editor, from the keyboard (the first time, focusing the static code loads the editor). */
export async function writeCode(page: Page, cell: Locator, label: string, code: string): Promise<void> {
  const editor = cell.getByRole('textbox', { name: label })
  if (await editor.isVisible()) await editor.focus()
  else await cell.locator('[data-cell-static]').focus()
  await expect(editor).toBeFocused()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.insertText(code)
}

/** Records the page's Content-Security-Policy violations in window.__csp, from before its first script. */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] }
    w.__csp = []
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective}: ${e.blockedURI}`),
    )
  })
}

/** An article's frontmatter field, or undefined. */
function frontmatter(file: string, field: string): string | undefined {
  const text = readFileSync(new URL(`../../content/${file}`, import.meta.url), 'utf8')
  const head = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? ''
  return new RegExp(`^${field}:\\s*['"]?([^'"\\n]+)`, 'm').exec(head)?.[1]?.trim()
}

/** Each article's main widget: its page and its id (the frontmatter's `widget`, else `play`). */
export const MAIN_WIDGETS: readonly { page: string; id: string }[] = readdirSync(
  new URL('../../content/', import.meta.url),
)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => ({ page: `/${f.replace(/\.mdx$/, '')}/`, id: frontmatter(f, 'widget') ?? 'play' }))

/**
 * Every built page: PAGES, the teachers' page, the search lab's summary and each article's embed.
 * (Every article has a main widget, so every article has an embed page.)
 */
export const ALL_PAGES: readonly string[] = [
  ...PAGES,
  '/teach/',
  '/search-algorithms/summary/',
  ...MAIN_WIDGETS.map((w) => `/embed${w.page}play/`),
]

/**
 * Waits until a widget has finished what its button started: no progress box showing, and its
 * status line unchanged for half a second.
 */
export async function waitForWidgetToSettle(widget: Locator, timeout = 60_000): Promise<void> {
  let last = ''
  await expect
    .poll(
      async () => {
        const now = await widget.evaluate((w) => {
          const job = w.querySelector<HTMLElement>('[data-job]')
          const running = job !== null && job.getClientRects().length > 0
          return `${running}|${w.querySelector('[data-status]')?.textContent ?? ''}`
        })
        const same = now === last && !now.startsWith('true')
        last = now
        return same
      },
      { timeout, intervals: [500] },
    )
    .toBe(true)
}

/**
 * The longest main-thread task allowed while reader code runs in its worker. Were the code run on
 * the main thread, one task would last the whole check (seconds, or the 5 s limit); a loaded
 * two-core machine adds stray tasks of 100–150 ms (GC, the status drawn), so the bound separates
 * the two without timing the machine. What a page costs a phone's main thread is measured in
 * `npm run bench:phone` (docs/performance.md), not here.
 */
export const MAIN_THREAD_FREE_MS = 500
