/**
 * Answers in view: after a reader's action in a widget or a code cell (a button pressed, Enter in
 * a box), what the action changes on the page (the widget's answer, marked `data-answer-area`, and its
 * status line) is scrolled into view as it appears, when it is off the screen; a phone shows the
 * button and not the table 1,000 px below it. The scroll is the least that shows the changed parts
 * together, or the last of them (the sentence) when they do not fit. A reader who scrolls, presses
 * or types while a job runs keeps their place: nothing moves after that until their next action.
 * Pressing is the one that matters most: a setting committed on the press (a number box's `change`
 * fires as it loses focus) redraws the widget, and a scroll then would move the button away from
 * under the pointer between press and release, so the click would be lost.
 *
 * Installed once per page by the kit (widget.ts, code-cell.ts), for every widget on it.
 */

const ROOTS = '[data-kit-widget], code-cell'
const ANSWERS = '[data-answer-area], [data-status], [data-cell-status]'
/** Controls that only move through steps or views, and say nothing to bring into view. */
const QUIET = 'step-player, [data-focus-toggle], [data-copy-link], [data-cell-copy]'
/** An answer that comes later than this after the action is not the action's any more. */
const WAIT_MS = 120_000
const SCROLL_KEYS = new Set(['PageUp', 'PageDown', 'Home', 'End', 'ArrowUp', 'ArrowDown', ' '])

interface Pending {
  root: Element
  at: number
  observer: MutationObserver
}

let pending: Pending | null = null

function end(): void {
  pending?.observer.disconnect()
  pending = null
}

function shown(el: Element): boolean {
  return (
    el.getClientRects().length > 0 &&
    (el.matches('[data-answer-area]') || (el.textContent ?? '').trim() !== '')
  )
}

/** Scrolls the least that shows `els` (in document order) together, or the last of them. */
function bringIntoView(els: Element[]): void {
  const first = els[0]!
  const last = els[els.length - 1]!
  const top = first.getBoundingClientRect().top
  const bottom = last.getBoundingClientRect().bottom
  last.scrollIntoView({ block: 'nearest' })
  if (bottom - top < innerHeight * 0.9) first.scrollIntoView({ block: 'nearest' })
}

function onMutations(records: MutationRecord[]): void {
  const p = pending
  if (!p) return
  if (performance.now() - p.at > WAIT_MS) return end()
  const changed = new Set<Element>()
  for (const r of records) {
    const node = r.target instanceof Element ? r.target : r.target.parentElement
    const answer = node?.closest(ANSWERS)
    if (answer && p.root.contains(answer)) changed.add(answer)
    for (const added of r.addedNodes)
      if (added instanceof Element) for (const a of added.querySelectorAll(ANSWERS)) changed.add(a)
  }
  if (changed.size === 0) return
  requestAnimationFrame(() => {
    if (pending !== p) return
    // Inner answers (a status inside a marked answer) count once, as their outer one.
    const els = [...changed]
      .filter((el) => shown(el) && ![...changed].some((o) => o !== el && o.contains(el)))
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    if (els.length === 0) return
    bringIntoView(els)
  })
}

function onAction(root: Element): void {
  end()
  const observer = new MutationObserver(onMutations)
  pending = { root, at: performance.now(), observer }
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['hidden'],
  })
}

function actionRoot(target: EventTarget | null): Element | null {
  if (!(target instanceof Element) || target.closest(QUIET)) return null
  return target.closest(ROOTS) && (target.closest('[data-kit-widget]') ?? target.closest('code-cell'))
}

let installed = false

/** Watches the page's widgets for actions (once per page; later calls do nothing). */
export function answersInView(): void {
  if (installed) return
  installed = true
  // Capture: the observer starts before the widget's own handler changes anything.
  document.addEventListener(
    'click',
    (e) => {
      const control = e.target instanceof Element ? e.target.closest('button, [role="button"]') : null
      const root = control && actionRoot(control)
      if (root) onAction(root)
    },
    true,
  )
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.key !== 'Enter' || !(e.target instanceof HTMLInputElement)) return
      const root = actionRoot(e.target)
      if (root) onAction(root)
    },
    true,
  )
  // The reader scrolling (not the page's own layout moving it) leaves them where they went; a press
  // or typing ends the last action's watch before anything it changes is drawn (capture, so before
  // the blur's `change`), and the click that follows a press starts its own.
  for (const type of ['wheel', 'touchmove'] as const) addEventListener(type, end, { passive: true })
  for (const type of ['pointerdown', 'input'] as const)
    addEventListener(type, end, { capture: true, passive: true })
  addEventListener('keydown', (e: KeyboardEvent) => {
    if (
      SCROLL_KEYS.has(e.key) &&
      !(e.target instanceof Element && e.target.closest('input, select, textarea'))
    )
      end()
  })
}
