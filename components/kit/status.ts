/**
 * A status line that a screen reader hears short: the live region (`[data-status-live]`) gets the
 * opening of a long sentence, up to its first full stop or colon, and the rest follows in the same
 * paragraph outside the live region (`[data-status-more]`), on the page for anyone to read. The
 * paragraph reads as one sentence; only what a listener is told at once is cut.
 */
import { setText } from './dom.ts'

/** Longer than this, a status is cut for the live region. */
export const LIVE_MAX = 150

/** The part of `text` a live region says, and the rest (empty when the whole is short). */
export function statusParts(text: string): [live: string, more: string] {
  if (text.length <= LIVE_MAX) return [text, '']
  const end = /[.!?:](?=\s)/.exec(text)
  if (!end) return [text, '']
  const cut = end.index + 1
  return [text.slice(0, cut), text.slice(cut)]
}

/** Says `text` in the status paragraph `el` (the kit's Status.astro, or a plain live region). */
export function sayIn(el: Element, text: string): void {
  const live = el.querySelector('[data-status-live]')
  const more = el.querySelector('[data-status-more]')
  if (!live || !more) return setText(el, text)
  const [said, rest] = statusParts(text)
  setText(live, said)
  setText(more, rest)
}
