/**
 * Where a link lands, one part of the widget shell: the main widget reads the page's position from
 * the link, says so (or why not) at the widget the link's fragment names, and scrolls there.
 */
import type { Notation } from '../../src/solvers/contract.ts'
import { addNotice } from './notice.ts'
import { badLinkSentence, type PositionLink } from './url-state.ts'

/** True when this load is a reload: the browser restores the scroll position itself. */
function isReload(): boolean {
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  return nav?.type === 'reload' || nav?.type === 'back_forward'
}

/** True inside a frame (an embed on another page). */
function isFramed(): boolean {
  try {
    return window.top !== window.self
  } catch {
    return true
  }
}

/** The position the link carries (null: none, or refused), said at `landing`. */
export function readLinkedPosition<P>(
  link: PositionLink<P>,
  notation: Notation<P> | null,
  params: URLSearchParams,
  landing: HTMLElement,
): P | null {
  try {
    const value = link.read(params)
    if (value !== null) {
      const text = notation ? `: ${notation.format(value)}` : ''
      addNotice(landing, `Position loaded from the link${text}.`, 'info')
    }
    return value
  } catch (err) {
    addNotice(landing, badLinkSentence(params, err), 'error')
    return null
  }
}

/** Brings the widget a link lands on into view, when the link said something and the browser will not. */
export function scrollToLanding(main: HTMLElement, landing: HTMLElement, linked: boolean): void {
  const board = new URLSearchParams(location.search).has('board')
  const said = linked || board || location.hash !== ''
  // In an embed the widget is the page: scrolling it into view would scroll the host page too.
  if (said && !isReload() && !isFramed() && (landing !== main || board))
    requestAnimationFrame(() => landing.scrollIntoView({ block: 'start' }))
}
