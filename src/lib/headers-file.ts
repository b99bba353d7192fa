/**
 * The `_headers` file of static hosts (Netlify, Cloudflare Pages): a path pattern on a line of its
 * own, then its headers indented, `Name: value`; `#` starts a comment. A `*` in a pattern matches
 * anything (a splat). public/_headers is the site's; scripts/serve.ts applies it as those hosts do,
 * so the end-to-end tests see the headers a reader gets.
 */

export type HeaderRule = { pattern: RegExp; headers: [string, string][] }

/** The rules of a `_headers` file, in order. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+$/, '')
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const source = line
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] })
      continue
    }
    const colon = line.indexOf(':')
    const rule = rules.at(-1)
    if (!rule || colon < 0)
      throw new Error(`_headers: a header outside a path, or without a colon: "${line.trim()}"`)
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

/** The headers of every rule whose pattern matches `path` (a URL's pathname). */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const rule of rules)
    if (rule.pattern.test(path)) for (const [name, value] of rule.headers) out[name] = value
  return out
}
