// Issue 32, item 8 (text): no text under 12 px on a phone or in focus view. The size measured is the
// rendered one: an SVG's text is its font size times the drawing's scale on the screen (a figure
// drawn in a 300-unit box at 150 px shows its 12-unit labels at 6 px).
import { expect, type Locator, type Page, test } from '@playwright/test'
import { ALL_PAGES, MAIN_WIDGETS, waitForWidgetToSettle } from './helpers.ts'

const MIN = 12

/**
 * Every visible text under MIN px in `root` (the page when null), grouped: where it is (the nearest
 * id), which element and class, its rendered size, how many such texts and the first one.
 */
function smallText(page: Page, root: string | null): Promise<string[]> {
  return page.evaluate(
    ({ root, min }) => {
      const groups = new Map<string, { n: number; sample: string }>()
      const add = (el: Element, size: number, text: string) => {
        if (size >= min - 0.05) return
        const cls = el.getAttribute('class')?.split(/\s+/)[0]
        // Where: the nearest element with an id, else the section (the heading before it).
        const host =
          el.closest('[id]:not(main)') ??
          document.evaluate('preceding::*[self::h2 or self::h3][@id][1]', el, null, 9, null).singleNodeValue
        const key = `#${(host as Element | null)?.id ?? '?'} ${el.localName}${cls ? `.${cls}` : ''} ${size.toFixed(1)}px`
        const g = groups.get(key) ?? { n: 0, sample: text.slice(0, 24) }
        g.n++
        groups.set(key, g)
      }
      const zoom = (el: Element) => (el as Element & { currentCSSZoom?: number }).currentCSSZoom ?? 1
      const scope = root ? document.querySelector(root)! : document.body
      const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT)
      const range = document.createRange()
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent?.trim()
        const el = n.parentElement
        if (!text || !el) continue
        // Not drawn: scripts, styles, an SVG's own title, text only a screen reader gets.
        if (el.closest('script, style, noscript, template, title, desc, .visually-hidden, option')) continue
        // KaTeX sets sub- and superscripts at 70% and 50% of the formula's size, the ratios of
        // mathematical typesetting (TeX's own); the formula itself is at the text's size.
        if (el.closest('.katex')) continue
        if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
        range.selectNodeContents(n)
        if (![...range.getClientRects()].some((r) => r.width > 1 && r.height > 1)) continue
        // CSS zoom (the pictures at the top of an article and on the home page) scales HTML text.
        let size = Number.parseFloat(getComputedStyle(el).fontSize) * zoom(el)
        // SVG text: its font size is in the drawing's units; the screen matrix says how big a unit is.
        const svgText = el instanceof SVGElement ? el.closest('text') : null
        if (svgText) {
          const ctm = svgText.getScreenCTM()
          if (ctm) size *= Math.hypot(ctm.a, ctm.b)
        }
        add(el, size, text)
      }
      // Text boxes and menus show text that is no text node.
      for (const el of scope.querySelectorAll<HTMLElement>(
        'input:not([type=checkbox], [type=radio], [type=range], [type=hidden]), select, textarea',
      )) {
        if (el.getClientRects().length === 0 || el.closest('.visually-hidden')) continue
        add(
          el,
          Number.parseFloat(getComputedStyle(el).fontSize) * zoom(el),
          (el as HTMLInputElement).value ?? '',
        )
      }
      return [...groups].map(([key, g]) => `${key} ×${g.n} "${g.sample}"`)
    },
    { root, min: MIN },
  )
}

/** The main widget's first main button, pressed, and the widget left to finish. */
async function useWidget(widget: Locator): Promise<void> {
  const button = widget.locator('.kit-button--primary').first()
  await button.scrollIntoViewIfNeeded()
  await button.click()
  await waitForWidgetToSettle(widget)
}

test.describe('no text under 12 px on a phone (item 8)', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })
  for (const path of ALL_PAGES)
    test(`${path} at 360×740`, async ({ page }) => {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      expect(await smallText(page, null)).toEqual([])
    })
  for (const { page: path, id } of MAIN_WIDGETS)
    test(`${path}#${id} at 360×740, after its main button`, async ({ page }) => {
      await page.goto(`${path}#${id}`)
      const widget = page.locator(`#${id}`)
      await useWidget(widget)
      expect(await smallText(page, `#${id}`)).toEqual([])
    })
})

test.describe('no text under 12 px in focus view (item 8)', () => {
  test.use({ viewport: { width: 1024, height: 768 } })
  for (const { page: path, id } of MAIN_WIDGETS)
    test(`${path}#${id} in focus view at 1024×768, before and after its main button`, async ({ page }) => {
      await page.goto(`${path}?view=focus#${id}`)
      const widget = page.locator(`#${id}`)
      await expect(widget).toHaveAttribute('data-focus', '')
      expect(await smallText(page, `#${id}`), 'as loaded').toEqual([])
      await useWidget(widget)
      expect(await smallText(page, `#${id}`), 'after its main button').toEqual([])
    })
})
