// The page's query: positions in links, the kit's own parameters (class mode, focus view), Copy
// link and the address bar. Settings in links: settings.ts.
import { quote } from './settings.ts'

/**
 * Percent-decodes reader-supplied text (a fragment, a link's part) without ever throwing:
 * well-formed text decodes as decodeURIComponent does; a malformed escape (`%`, `%zz`, a cut
 * UTF-8 sequence such as `%E0%A4%A`) is kept as written while the runs around it still decode.
 * Every page reads fragments and links through this (query values come decoded by URLSearchParams).
 */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    // Decode each maximal run of escapes on its own; a run that is not valid UTF-8 stays as written.
    return text.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run)
      } catch {
        return run
      }
    })
  }
}

/** The element id a fragment names (`#play` → `play`), decoded defensively. */
export function fragmentId(hash: string = location.hash): string {
  return safeDecode(hash.replace(/^#/, ''))
}

/** Query-encodes notation readably: spaces as `+`, and `/` and `,` left as they are. */
export function encodeBoard(notation: string): string {
  return encodeURIComponent(notation).replace(/%20/g, '+').replace(/%2F/gi, '/').replace(/%2C/gi, ',')
}

/** Copies text to the clipboard; true when it worked. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Permission denied or unfocused document: try the old way.
  }
  return copyWithTextarea(text)
}

function copyWithTextarea(text: string): boolean {
  const previous = document.activeElement
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0'
  document.body.append(area)
  area.select()
  let ok = false
  try {
    ok = document.execCommand('copy')
  } catch {
    ok = false
  }
  area.remove()
  if (previous instanceof HTMLElement) previous.focus()
  return ok
}

/**
 * A position in the page's query: `?board=<notation>` by default; a puzzle with more than one
 * part (the sliding goal) reads and writes more parameters. `read` throws NotationError or
 * InputError for a bad value and returns null when the link carries no position.
 */
export interface PositionLink<P> {
  read(params: URLSearchParams): P | null
  write(p: P): [name: string, value: string][]
}

/** The usual link: the position's notation in `?board=`. */
export function boardLink<P>(notation: { parse(text: string): P; format(p: P): string }): PositionLink<P> {
  return {
    read(params) {
      const raw = params.get('board')
      return raw === null || raw.trim() === '' ? null : notation.parse(raw)
    },
    write: (p) => [['board', notation.format(p)]],
  }
}

/** A sentence for a link whose position could not be read. */
export function badLinkSentence(params: URLSearchParams, err: unknown): string {
  const raw = [...params.entries()]
    .filter(([k]) => k === 'board' || k === 'goal' || k === 'puzzle')
    .map(([, v]) => v)
    .join(' / ')
  const reason = (err instanceof Error ? err.message : String(err)).replace(/[.\s]+$/, '')
  return `The link’s position ${quote(raw)} could not be read: ${reason}. Showing the default position instead.`
}

/** The parameters the kit owns besides the position: class mode and focus view. */
const MODE_PARAM = 'mode'

/** True when the page was opened (or switched) into class mode: `?mode=class`. */
export function isClassMode(search = location.search): boolean {
  return new URLSearchParams(search).get(MODE_PARAM) === 'class'
}

/**
 * A link to `fragment` on this page carrying `params` (replacing those names) and the kit's mode
 * parameter as it is now; other parameters of the page are dropped, so a link says one thing.
 */
export function pageLink(
  params: readonly [string, string][],
  fragment: string,
  href = location.href,
  classMode = isClassMode(new URL(href).search),
): string {
  const url = new URL(href)
  const parts = params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeBoard(v)}`)
  if (classMode) parts.push(`${MODE_PARAM}=class`)
  url.search = parts.join('&')
  url.hash = fragment ? '#' + fragment : ''
  return url.href
}

/** Rewrites some query parameters in the address bar (null deletes one), keeping the rest and the hash. */
export function replaceParams(changes: Readonly<Record<string, string | null>>): void {
  try {
    const url = new URL(location.href)
    const params = new URLSearchParams(url.search)
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) params.delete(k)
      else params.set(k, v)
    }
    const parts: string[] = []
    for (const [k, v] of params) parts.push(`${encodeURIComponent(k)}=${encodeBoard(v)}`)
    url.search = parts.join('&')
    history.replaceState(history.state, '', url.href)
  } catch {
    // Some sandboxed frames forbid replaceState; the state simply is not kept in the address.
  }
}
