/**
 * Wide things on narrow screens, in one place for every page: tables and display formulas that do
 * not fit their column scroll sideways inside a box that a keyboard can reach (a tab stop with a
 * name, so arrow keys scroll it and a screen reader says what it is), and a visible line under the
 * box says that there is more to the side. Things that fit stay out of the tab order.
 *
 *   table          wrapped once in `.table-wrap` (role region, named by its caption); the wrapper's
 *                  first column stays in view while the rest scrolls (global.css).
 *   .katex-display the formula's own box (role group, named "Formula").
 *
 * Runs on load, when the window is resized, when a table changes size and when a widget draws a
 * new table.
 */

const HINT = 'Scroll sideways for more →'

/** The name a table's scroll box is read with: its caption, else its aria-label, else a plain word. */
function tableName(table: HTMLTableElement): string {
  const caption = table.caption?.textContent?.replace(/\s+/g, ' ').trim()
  return caption || table.getAttribute('aria-label') || 'Table'
}

/** Wraps `table` in a scroll box unless it already sits in one (an article's own `.table-wrap`). */
function wrap(table: HTMLTableElement): HTMLElement {
  const parent = table.parentElement
  if (parent?.classList.contains('table-wrap')) return parent
  const box = document.createElement('div')
  box.className = 'table-wrap'
  box.dataset.scrollBox = ''
  table.before(box)
  box.append(table)
  return box
}

/** Makes `box` a named tab stop with a hint while it overflows, and an ordinary box when it fits. */
function update(box: HTMLElement, role: string, name: () => string): void {
  const overflows = box.scrollWidth > box.clientWidth + 1
  const hint =
    box.nextElementSibling instanceof HTMLElement && box.nextElementSibling.matches('[data-scroll-hint]')
      ? box.nextElementSibling
      : null
  if (overflows) {
    if (!box.hasAttribute('tabindex')) {
      box.tabIndex = 0
      box.dataset.scrollFocus = ''
    }
    if (!box.hasAttribute('role')) box.setAttribute('role', role)
    if (!box.hasAttribute('aria-label') && !box.hasAttribute('aria-labelledby'))
      box.setAttribute('aria-label', name())
    if (!hint) {
      const p = document.createElement('p')
      p.className = 'scroll-hint no-print'
      p.dataset.scrollHint = ''
      p.setAttribute('aria-hidden', 'true') // the box's role and name already say it scrolls
      p.textContent = HINT
      box.after(p)
    }
  } else {
    // Only what this module added is taken back: an article's own tab stop stays.
    if (box.hasAttribute('data-scroll-focus')) {
      box.removeAttribute('tabindex')
      delete box.dataset.scrollFocus
    }
    hint?.remove()
  }
  box.toggleAttribute('data-overflowing', overflows)
}

/** Set by initScrollRegions: told about every table, so a table that grows is measured again. */
let watch: ((el: Element) => void) | null = null

/** One pass over the page. */
function updateScrollRegions(root: ParentNode = document): void {
  for (const table of root.querySelectorAll<HTMLTableElement>('main table')) {
    if (table.closest('[data-no-scroll-box]')) continue
    const box = wrap(table)
    watch?.(table)
    watch?.(box)
    update(box, 'region', () => tableName(table))
  }
  for (const math of root.querySelectorAll<HTMLElement>('main .katex-display')) {
    // The Tex component's display box already scrolls and is named; its inner formula fits it.
    if (math.closest('.tex--display')) continue
    update(math, 'group', () => 'Formula')
  }
  for (const tex of root.querySelectorAll<HTMLElement>('main .tex--display'))
    update(tex, 'group', () => 'Formula')
}

/** Runs updateScrollRegions now and whenever the layout or a widget's tables change (at most once a frame). */
export function initScrollRegions(): void {
  let queued = false
  const queue = (): void => {
    if (queued) return
    queued = true
    requestAnimationFrame(() => {
      queued = false
      updateScrollRegions()
    })
  }
  // A table that grows (a widget filled its rows) or a box that narrows is measured again.
  const sizes = new ResizeObserver(queue)
  const seen = new WeakSet<Element>()
  watch = (el) => {
    if (!seen.has(el)) {
      seen.add(el)
      sizes.observe(el)
    }
  }
  updateScrollRegions()
  window.addEventListener('resize', queue)
  const main = document.querySelector('main')
  if (!main) return
  // A new table (a widget drew one): the hints this module adds are not news.
  new MutationObserver((records) => {
    if (
      records.some((r) =>
        [...r.addedNodes].some((n) => n instanceof HTMLElement && !n.hasAttribute('data-scroll-hint')),
      )
    )
      queue()
  }).observe(main, { childList: true, subtree: true })
  // Fonts change widths after the first pass.
  void document.fonts?.ready.then(queue)
}
