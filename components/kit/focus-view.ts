/**
 * Focus (projector) view, one part of the widget shell: a button expands the widget to fill the
 * screen in large type (focus-view.css), with the step player kept in view at the bottom; the
 * button, Escape or the browser's Back returns. While it is open the rest of the page is inert and
 * Tab cycles inside the widget (a focus trap), and entering it adds a history entry, so Back leaves
 * the view before it leaves the page. `?view=focus` opens the widget the link lands on in focus view.
 *
 * The decisions (where Tab goes, what a change of view does to the history) are pure functions,
 * unit-tested; the class applies them to the page.
 */
import { landingWidget } from './notice.ts'
import { replaceParams } from './url-state.ts'
import './focus-view.css'

/** Where Tab goes from the stop at `index` of `count` (-1: focus is outside), or null to let it be. */
export function trapStop(count: number, index: number, shift: boolean): number | null {
  if (count === 0) return null
  if (shift) return index <= 0 ? count - 1 : null
  return index === -1 || index === count - 1 ? 0 : null
}

/**
 * What asking for the view `want` does: nothing (already so), show or hide it within the current
 * history entry (`apply`: the entry is ours, as after Forward), add an entry (`push`; `push-clean`
 * first takes `view` out of the entry under it, when a link opened the page in focus view), go back
 * through our entry (`back`), or take `view` out of the address (`drop`).
 */
export type FocusAction = 'none' | 'apply' | 'push' | 'push-clean' | 'back' | 'drop'

export function focusAction(want: boolean, isOn: boolean, ours: boolean, linkView: boolean): FocusAction {
  if (want === isOn) return 'none'
  if (want) return ours ? 'apply' : linkView ? 'push-clean' : 'push'
  return ours ? 'back' : 'drop'
}

const STOPS = 'a[href], button, input, select, textarea, [tabindex]'
const viewInLink = (): boolean => new URLSearchParams(location.search).get('view') === 'focus'

export class FocusView {
  readonly #widget: HTMLElement
  readonly #button: HTMLButtonElement
  /** The elements made inert while the view is open (everything on the page but the widget). */
  #inerted: HTMLElement[] = []
  /** The view gave the widget its tabindex (and takes it back on leaving). */
  #targetable = false

  constructor(widget: HTMLElement) {
    this.#widget = widget
    const button = (this.#button = document.createElement('button'))
    button.type = 'button'
    button.className = 'kit-button kit-focus-toggle no-print'
    button.dataset.focusToggle = ''
    button.setAttribute('aria-pressed', 'false')
    button.textContent = 'Focus view'
    button.title = 'Fill the screen with this widget, in large type (Escape or Back returns)'
    const title = widget.querySelector(':scope > .widget__title')
    if (title) title.after(button)
    else widget.prepend(button)
    button.addEventListener('click', () => this.set(!this.on))
    document.addEventListener('keydown', (e) => {
      if (!this.on || e.defaultPrevented) return
      if (e.key === 'Escape') this.set(false)
      else if (e.key === 'Tab') this.#trapTab(e)
    })
    // Focus that lands outside the view (a click on the page behind it cannot, it is inert) comes back.
    document.addEventListener('focusin', (e) => {
      if (this.on && e.target instanceof Node && !widget.contains(e.target)) button.focus()
    })
    window.addEventListener('popstate', () => {
      if (this.#ours() !== this.on) this.#apply(this.#ours())
    })
    if (viewInLink() && landingWidget(widget) === widget) this.set(true)
  }

  get on(): boolean {
    return this.#widget.hasAttribute('data-focus')
  }

  /** The history entry is the one this widget's view added. */
  #ours(): boolean {
    return (history.state as { kitFocus?: string } | null)?.kitFocus === this.#widget.id
  }

  /** Enters or leaves the view (entering adds a history entry; leaving goes back through it). */
  set(on: boolean): void {
    const action = focusAction(on, this.on, this.#ours(), viewInLink())
    if (action === 'push' || action === 'push-clean') {
      // A link that opened the page in focus view: the entry under ours is the page without the view.
      if (action === 'push-clean') replaceParams({ view: null })
      const url = new URL(location.href)
      url.searchParams.set('view', 'focus')
      history.pushState({ kitFocus: this.#widget.id }, '', url)
    }
    if (action === 'back')
      history.back() // popstate leaves the view, the address as it was before
    else if (action === 'drop') replaceParams({ view: null })
    if (action !== 'none' && action !== 'back') this.#apply(on)
  }

  #trapTab(e: KeyboardEvent): void {
    const stops = [...this.#widget.querySelectorAll<HTMLElement>(STOPS)].filter(
      (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0,
    )
    const active = document.activeElement
    const index = active instanceof HTMLElement && this.#widget.contains(active) ? stops.indexOf(active) : -1
    // Focus inside the widget but on no stop of the list (the widget itself): leave Tab to the browser.
    if (index === -1 && active !== null && this.#widget.contains(active)) return
    const to = trapStop(stops.length, index, e.shiftKey)
    if (to === null) return
    e.preventDefault()
    stops[to].focus()
  }

  #apply(on: boolean): void {
    const widget = this.#widget
    widget.toggleAttribute('data-focus', on)
    // A main widget's part that holds its board: focus-view.css puts it beside the controls on a
    // wide screen, so the main button comes up into the first screen. Only where the board is drawn
    // the same there: not where it would shrink or restack (two faces one under the other), unless
    // the widget says its board may shrink (data-focus-shrink: a grid of cells that stay clickable).
    const board = widget.hasAttribute('data-main') ? widget.querySelector('[data-board]') : null
    const part = board && [...widget.children].find((child) => child.contains(board))
    part?.removeAttribute('data-focus-board')
    if (board && part && on) {
      const alone = board.getBoundingClientRect().height
      part.setAttribute('data-focus-board', '')
      const changed = Math.abs(board.getBoundingClientRect().height - alone) > 1
      if (changed && !widget.hasAttribute('data-focus-shrink')) part.removeAttribute('data-focus-board')
    }
    // The view can take focus itself (not a Tab stop): once the page has loaded, a link's fragment
    // (#play) moves focus to its target, and a target that cannot take it sends focus out to the page
    // behind the view. A widget that scrolls could take it anyway; one that fits the screen could not.
    if (on && !widget.hasAttribute('tabindex')) {
      widget.tabIndex = -1
      this.#targetable = true
    } else if (!on && this.#targetable) {
      widget.removeAttribute('tabindex')
      this.#targetable = false
    }
    document.documentElement.toggleAttribute('data-focus-view', on)
    this.#button.setAttribute('aria-pressed', String(on))
    this.#button.textContent = on ? 'Leave focus view' : 'Focus view'
    for (const el of this.#inerted) el.inert = false
    this.#inerted = []
    for (let node: HTMLElement = widget; on && node.parentElement && node !== document.body; ) {
      const parent: HTMLElement = node.parentElement
      for (const sibling of parent.children) {
        if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue
        if (sibling.localName === 'script') continue
        sibling.inert = true
        this.#inerted.push(sibling)
      }
      node = parent
    }
    // Focus moves to the button, after the layout change (a link opens the view during page load).
    requestAnimationFrame(() => {
      this.#button.focus()
      if (on) widget.scrollTop = 0
      else widget.scrollIntoView({ block: 'start' })
    })
  }
}
