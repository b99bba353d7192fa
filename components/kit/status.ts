/**
 * A status line that a screen reader hears short. The live region (Status.astro's `[data-status]`)
 * holds the whole sentence for the eye, but of a long one only the opening (`[data-status-live]`,
 * up to its first full stop, else its first colon) is in the accessibility tree; the rest
 * (`[data-status-more]`) is aria-hidden there and repeated, for screen readers, in the visually
 * hidden paragraph after it (`[data-status-rest]`), read in the page's order. So a change is
 * announced short, and nothing is lost.
 */
import { setText } from './dom.ts'

/** Longer than this, a status is cut for the live region. */
export const LIVE_MAX = 150

/** The part of `text` a live region says, and the rest (empty when the whole is short). */
export function statusParts(text: string): [live: string, more: string] {
  if (text.length <= LIVE_MAX) return [text, '']
  for (const end of [/[.!?](?=\s)/, /:(?=\s)/]) {
    const m = end.exec(text)
    if (m && m.index < LIVE_MAX) return [text.slice(0, m.index + 1), text.slice(m.index + 1)]
  }
  return [text, '']
}

/** Says `text` in the status paragraph `el` (the kit's Status.astro, or a plain live region). */
export function sayIn(el: Element, text: string): void {
  const live = el.querySelector('[data-status-live]')
  const more = el.querySelector('[data-status-more]')
  if (!live || !more) return setText(el, text)
  const [said, rest] = statusParts(text)
  setText(live, said)
  setText(more, rest)
  const after = el.nextElementSibling
  if (after?.matches('[data-status-rest]')) setText(after, rest.trim())
}
