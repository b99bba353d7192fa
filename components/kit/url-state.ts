// The page's `?board=<notation>` query: read it back, build links to it, copy them.

export interface BoardParam<T> { value: T | null; raw: string | null; error: string | null }

/** Reads `?board=`; a param the parser rejects comes back with a sentence for the reader. */
export function readBoardParam<T>(parse: (s: string) => T, search = location.search): BoardParam<T> {
  const raw = new URLSearchParams(search).get('board')
  if (raw === null || raw.trim() === '') return { value: null, raw: null, error: null }
  try {
    return { value: parse(raw), raw, error: null }
  } catch (err) {
    const reason = (err instanceof Error ? err.message : String(err)).replace(/[.\s]+$/, '')
    const shown = raw.length > 80 ? raw.slice(0, 79) + '…' : raw
    return { value: null, raw, error: `The link's board "${shown}" could not be read: ${reason}. Showing the default position instead.` }
  }
}

/** Query-encodes notation readably: spaces as `+`, and `/` and `,` left as they are. */
export function encodeBoard(notation: string): string {
  return encodeURIComponent(notation).replace(/%20/g, '+').replace(/%2F/gi, '/').replace(/%2C/gi, ',')
}

function withBoard(href: string, notation: string, keepHash: boolean): string {
  const url = new URL(href)
  const params = new URLSearchParams(url.search)
  params.delete('board')
  const rest = params.toString()
  url.search = (rest ? rest + '&' : '') + 'board=' + encodeBoard(notation)
  if (!keepHash) url.hash = ''
  return url.href
}

/** The page URL with `?board=<notation>` (replacing any board param) and no hash. */
export function boardUrl(notation: string, href = location.href): string {
  return withBoard(href, notation, false)
}

/** Rewrites the address bar's board param (keeping the hash) so a reload keeps the input. */
export function replaceBoardInAddressBar(notation: string): void {
  try {
    history.replaceState(history.state, '', withBoard(location.href, notation, true))
  } catch {
    // Some sandboxed frames forbid replaceState; the input simply is not kept.
  }
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
  try { ok = document.execCommand('copy') } catch { ok = false }
  area.remove()
  if (previous instanceof HTMLElement) previous.focus()
  return ok
}
