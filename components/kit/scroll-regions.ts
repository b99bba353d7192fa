/**
 * Wide things on narrow screens, in one place for every page: tables and display formulas that do
 * not fit their column scroll sideways inside a box that a keyboard can reach (a tab stop with a
 * name, so arrow keys scroll it and a screen reader says what it is), and a visible line under the
 * box says that there is more to the side. Things that fit stay out of the tab order.
 *
 *   table          wrapped once in `.table-wrap` (role region, named by its caption); the wrapper's
 *                  first column stays in view while the rest scrolls (global.css).
 *   .katex-display the formula's own box (role group, named "Formula").
 *   [data-scroll-region="name"]  any other box, a picture drawn wider than a phone so that its
 *                  text stays readable (the map of Romania, Pig's chart): role region, that name.
 *
 * Runs on load, when the window is resized, when a table changes size and when a widget draws a
 * new table or formula; each pass reads every width before it writes anything, so the page is laid
 * out once a pass, not once a table.
 *
 * An article's off-screen parts skip layout (`content-visibility: auto`, global.css): a box in a
 * part that is not drawn has no width to read (it would read as fitting), so a pass leaves it as it
 * is, and measures the boxes of a part when the part is drawn (its `contentvisibilityautostatechange`).
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

/** A box that may scroll sideways: the role and name it gets while it does. */
interface Region {
  box: HTMLElement
  role: string
  name: () => string
}

/** Makes `box` a named tab stop with a hint while it overflows, and an ordinary box when it fits. Writes only. */
function update({ box, role, name }: Region, overflows: boolean): void {
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

/** The elements under `root` (and `root` itself) that match `selector`. */
function within<E extends Element>(root: ParentNode, selector: string): E[] {
  const self = root instanceof Element && root.matches(selector) ? [root as E] : []
  return [...self, ...root.querySelectorAll<E>(selector)]
}

/** The boxes under `root` that may scroll sideways, each table wrapped first (this reads no layout). */
function regions(root: ParentNode): Region[] {
  const found: Region[] = []
  for (const table of within<HTMLTableElement>(root, 'main table')) {
    if (table.closest('[data-no-scroll-box]')) continue
    const box = wrap(table)
    watch?.(table)
    watch?.(box)
    found.push({ box, role: 'region', name: () => tableName(table) })
  }
  for (const math of within<HTMLElement>(root, 'main .katex-display')) {
    // The Tex component's display box already scrolls and is named; its inner formula fits it.
    if (math.closest('.tex--display')) continue
    found.push({ box: math, role: 'group', name: () => 'Formula' })
  }
  for (const tex of within<HTMLElement>(root, 'main .tex--display'))
    found.push({ box: tex, role: 'group', name: () => 'Formula' })
  for (const box of within<HTMLElement>(root, 'main [data-scroll-region]')) {
    watch?.(box)
    found.push({ box, role: 'region', name: () => box.dataset.scrollRegion || 'Picture' })
  }
  return found
}

/** The article's parts that skip layout while off the screen: global.css's selector. */
const PART = '.prose > :is(.widget:not([data-focus]), figure, .table-wrap, details)'
const SKIPS = typeof CSS !== 'undefined' && CSS.supports('content-visibility', 'auto')
/** Each part's state as its last `contentvisibilityautostatechange` gave it: true while skipped. */
const partSkipped = new WeakMap<Element, boolean>()

/**
 * Whether `box` sits in a part whose contents the browser skips for now (off the screen). Read
 * from the parts' events: `checkVisibility` lays out the part it asks about (0.4 s of the first
 * pass on a slow phone when asked of every box), so it is asked only of a part whose event came
 * before this module listened.
 */
function skipped(box: HTMLElement): boolean {
  if (!SKIPS) return false
  const part = box.closest(PART)
  if (part === null) return false
  return (
    partSkipped.get(part) ??
    !(part.firstElementChild ?? part).checkVisibility({ contentVisibilityAuto: true })
  )
}

/**
 * One pass over the boxes under `roots` (the page, or the parts just drawn): every width is read
 * first, then every change is written. A write between two reads would make the browser lay the
 * page out again for the second read, once a table. A box in a skipped part is left as it is.
 */
function updateScrollRegions(roots: Iterable<ParentNode> = [document]): void {
  const found = [...roots].flatMap(regions)
  const overflowing = found.map(({ box }) => (skipped(box) ? null : box.scrollWidth > box.clientWidth + 1))
  found.forEach((region, i) => {
    const overflows = overflowing[i]
    if (overflows !== null) update(region, overflows)
  })
}

/** What a pass looks at: an added node that is none of these, and holds none, changes nothing. */
const REGION = 'table, .katex-display, .tex--display'

/** Whether a change adds a table or a formula (a widget drew one); text and other nodes are not news. */
function addsRegion(records: readonly MutationRecord[]): boolean {
  return records.some((r) =>
    [...r.addedNodes].some(
      (n) => n instanceof Element && (n.matches(REGION) || n.querySelector(REGION) !== null),
    ),
  )
}

/**
 * Runs updateScrollRegions now and whenever the layout or a widget's tables change, and over a part
 * of the page when the browser starts to draw it (at most once a frame, all of them together).
 */
export function initScrollRegions(): void {
  const main = document.querySelector('main')
  let queued = false
  let all = false
  const parts = new Set<Element>()
  // Set below: the pass's own changes (a table moved into its box, a hint) are dropped, not news.
  let mutations: MutationObserver | null = null
  const pass = (roots?: Iterable<ParentNode>): void => {
    updateScrollRegions(roots)
    mutations?.takeRecords()
  }
  const schedule = (): void => {
    if (queued) return
    queued = true
    requestAnimationFrame(() => {
      const roots = all ? undefined : [...parts]
      queued = false
      all = false
      parts.clear()
      pass(roots)
    })
  }
  const queue = (): void => {
    all = true
    schedule()
  }
  // A part that comes near the screen is drawn: its boxes have widths now. (The event does not
  // bubble; it is caught on its way down.)
  document.addEventListener(
    'contentvisibilityautostatechange',
    (e) => {
      if (!(e.target instanceof Element)) return
      const skips = (e as ContentVisibilityAutoStateChangeEvent).skipped
      partSkipped.set(e.target, skips)
      if (skips) return
      parts.add(e.target)
      schedule()
    },
    { capture: true },
  )
  // A table that grows (a widget filled its rows) or a box that narrows is measured again.
  const sizes = new ResizeObserver(queue)
  const seen = new WeakSet<Element>()
  watch = (el) => {
    if (!seen.has(el)) {
      seen.add(el)
      sizes.observe(el)
    }
  }
  window.addEventListener('resize', queue)
  if (main) {
    mutations = new MutationObserver((records) => {
      if (addsRegion(records)) queue()
    })
    mutations.observe(main, { childList: true, subtree: true })
  }
  // The first pass waits for the first frame: until then the browser has not decided which parts
  // are off the screen, so a width read now would lay out every part of the article at once (a
  // third of a second on a slow phone), where the frame lays out only those on the screen.
  requestAnimationFrame(() => requestAnimationFrame(queue))
  // Fonts change widths after the first pass.
  void document.fonts?.ready.then(queue)
}
