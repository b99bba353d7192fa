/**
 * The notice at the top of a widget: what a link gave it (a note) or refused (an alert). Made on
 * first use, so no widget needs markup for it, and usable before the widget's class has upgraded
 * it (the main widget writes where the link lands).
 */
import { setText } from './dom.ts'
import { fragmentId } from './url-state.ts'

export type NoticeKind = 'error' | 'info'

function noticeOf(widget: HTMLElement): HTMLElement {
  let notice = widget.querySelector<HTMLElement>(':scope > [data-notice], :scope [data-notice]')
  if (notice) return notice
  notice = document.createElement('div')
  notice.className = 'notice'
  notice.dataset.notice = ''
  const title = widget.querySelector(':scope > .widget__title')
  if (title) title.after(notice)
  else widget.prepend(notice)
  return notice
}

/** Shows `text` in the widget's notice (null hides it). */
export function showNotice(widget: HTMLElement, text: string | null, kind: NoticeKind = 'error'): void {
  if (text === null && !widget.querySelector('[data-notice]')) return
  const notice = noticeOf(widget)
  // A refused link is an alert; "loaded from the link" is a note, there when the page opens (a
  // second live region would make the widget's own status ambiguous).
  notice.setAttribute('role', kind === 'error' ? 'alert' : 'note')
  notice.classList.toggle('notice--info', kind === 'info')
  setText(notice, text ?? '')
  notice.hidden = text === null
}

/** Adds a sentence to the widget's notice (two parts of a link can land on one widget); an error makes it an alert. */
export function addNotice(widget: HTMLElement, text: string, kind: NoticeKind): void {
  const notice = widget.querySelector<HTMLElement>('[data-notice]')
  const before = notice && !notice.hidden ? (notice.textContent ?? '') : ''
  const wasError = before !== '' && notice?.getAttribute('role') === 'alert'
  showNotice(widget, before ? `${before} ${text}` : text, wasError ? 'error' : kind)
}

/** The widget a link lands on: the element its fragment names (or the one holding it), else `fallback`. */
export function landingWidget(fallback: HTMLElement, hash = location.hash): HTMLElement {
  const id = fragmentId(hash)
  const target = id ? document.getElementById(id) : null
  return (
    target?.closest<HTMLElement>('[data-kit-widget]') ?? (target instanceof HTMLElement ? target : fallback)
  )
}
