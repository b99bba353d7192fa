/**
 * The teacher's guide's links: the kit's URL forms for a class, built from notation text.
 *
 *   main widget   /<slug>/?board=<notation>&mode=class#play        (+ &view=focus: the projector view)
 *   exercise      /<slug>/?puzzle=<notation>&mode=class#exercise
 *   embed         /embed/<slug>/play/?board=<notation>
 *
 * Pure: no solver here, so the unit test and the page share one way of writing a link.
 */

/** The query string of `params` (spaces as "+", the rest percent-encoded, as URLSearchParams writes it). */
function query(params: readonly (readonly [string, string])[]): string {
  return new URLSearchParams(params.map(([k, v]) => [k, v])).toString()
}

/** The main widget of `/<slug>/` on `board`, in class mode; `focus` opens the projector view. */
export function playLink(
  slug: string,
  board: string,
  options: { focus?: boolean; extra?: readonly (readonly [string, string])[] } = {},
): string {
  const params: [string, string][] = [
    ['board', board],
    ...(options.extra ?? []).map(([k, v]) => [k, v] as [string, string]),
    ['mode', 'class'],
  ]
  if (options.focus) params.push(['view', 'focus'])
  return `/${slug}/?${query(params)}#play`
}

/** The exercise of `/<slug>/` (id `exercise`) on its own `puzzle`, in class mode. */
export function exerciseLink(slug: string, puzzle: string, id = 'exercise'): string {
  return `/${slug}/?${query([
    ['puzzle', puzzle],
    ['mode', 'class'],
  ])}#${id}`
}

/** The embed page of a main widget, absolute from the site's root. */
export function embedPath(
  slug: string,
  board: string,
  extra: readonly (readonly [string, string])[] = [],
): string {
  return `/embed/${slug}/play/?${query([['board', board], ...extra])}`
}

/**
 * The sandbox flags an embed needs when the host page sandboxes its frames: scripts, and its own
 * origin (module scripts and fonts are fetched with CORS, which a "null" origin fails), popups for
 * the link to the site. The embed says in the page when its scripts could not run.
 */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox'

/**
 * The iframe snippet for an embed: `origin` is the site's address as the reader sees it (the
 * page passes location.origin). Attribute values are escaped, so any text is safe in it.
 */
export function iframeSnippet(origin: string, path: string, title: string): string {
  const attr = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  return `<iframe src="${attr(origin + path)}" title="${attr(title)}" width="100%" height="720" style="border: 1px solid #ccc; border-radius: 8px" loading="lazy" sandbox="${EMBED_SANDBOX}"></iframe>`
}

/** The parts of a link, for the unit test: slug, parameters and fragment. */
export function readLink(href: string): {
  slug: string
  params: URLSearchParams
  hash: string
  embed: boolean
} {
  const url = new URL(href, 'http://example.invalid')
  const parts = url.pathname.split('/').filter((p) => p !== '')
  const embed = parts[0] === 'embed'
  return { slug: embed ? parts[1] : parts[0], params: url.searchParams, hash: url.hash.slice(1), embed }
}
