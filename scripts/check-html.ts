/**
 * Checks the built site (dist/) for what no unit test sees: slips in the rendered pages and links
 * that lead nowhere. Run after the build: `node scripts/check-html.ts [dist]`; `npm test` runs it.
 *
 * On every page, outside code (<pre>, <code>, <script>, <style>):
 *   - no unrendered expression: `{` followed by an identifier and `(` or `[`, as MDX leaves
 *     `{fmt(x)}` inside $…$ (KaTeX keeps the TeX in an <annotation>, which is checked too);
 *   - no `NaN`, `undefined`, `[object Object]`, `Infinity` as words of the text;
 * anywhere in the file, no control character but tab, newline and carriage return (a typed array
 * mapped to markup is written out as NUL bytes, and a browser shows nothing for them);
 * and every internal link (`href="/…"` or `href="#…"`) names a page that exists and, when it has a
 * fragment, an element with that id on that page.
 *
 * Prints one line per page and problem; the last line is `N passed, N failed` (one test a page).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'parse5'
import { safeDecode } from '../components/kit/url-state.ts'
import { cellOfFragment } from '../components/kit/code-link.ts'

type Node = {
  nodeName: string
  tagName?: string
  value?: string
  attrs?: { name: string; value: string }[]
  childNodes?: Node[]
  content?: Node
}

const SKIP = new Set(['pre', 'code', 'script', 'style', 'template', 'noscript'])
const EXPRESSION = /\{\s*[A-Za-z_$][\w$.]*\s*[([]/
/** C0 controls (but tab, newline, carriage return) and DEL: never meant to be in a page. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g
const BAD_WORDS = /(^|[^\w-])(NaN|undefined|\[object Object\]|Infinity)(?![\w-])/

export interface Page {
  path: string
  url: string
  ids: Set<string>
  text: string[]
  tex: string[]
  links: string[]
  controls: string | null
}

function attr(node: Node, name: string): string | undefined {
  return node.attrs?.find((a) => a.name === name)?.value
}

/** A sentence about the control characters in `html` (how many, the first one in context), or null. */
function controlCharacters(html: string): string | null {
  const all = [...html.matchAll(CONTROL)]
  if (all.length === 0) return null
  const at = all[0].index
  const code = html.charCodeAt(at).toString(16).toUpperCase().padStart(4, '0')
  // Control pictures (U+2400 + code) make the context readable in a terminal.
  const show = html
    .slice(Math.max(0, at - 10), at + 20)
    .replace(CONTROL, (c) => String.fromCharCode(0x2400 + (c === '\u007f' ? 0x21 : c.charCodeAt(0))))
  return `${all.length} control character${all.length === 1 ? '' : 's'} (first U+${code} at character ${at}: "…${show}…")`
}

/** Walks the tree: ids, visible text (outside code), TeX annotations, hrefs. */
export function readPage(html: string, url: string, path = url): Page {
  const page: Page = {
    path,
    url,
    ids: new Set(),
    text: [],
    tex: [],
    links: [],
    controls: controlCharacters(html),
  }
  const walk = (node: Node, inCode: boolean): void => {
    const tag = node.tagName
    if (tag) {
      const id = attr(node, 'id')
      if (id) page.ids.add(id)
      const name = attr(node, 'name')
      if (tag === 'a' && name) page.ids.add(name)
      const href = attr(node, 'href')
      if (tag === 'a' && href !== undefined) page.links.push(href)
      if (tag === 'annotation' && attr(node, 'encoding') === 'application/x-tex') {
        page.tex.push((node.childNodes ?? []).map((c) => c.value ?? '').join(''))
        return
      }
    }
    if (node.nodeName === '#text' && !inCode && node.value) page.text.push(node.value)
    const code = inCode || (tag !== undefined && SKIP.has(tag))
    for (const child of node.childNodes ?? []) walk(child, code)
    if (node.content) walk(node.content, code)
  }
  walk(parse(html) as unknown as Node, false)
  return page
}

/** The slips in one page's text and math. */
export function slips(page: Page): string[] {
  const found: string[] = []
  const text = page.text.join(' ').replace(/\s+/g, ' ')
  const show = (s: string, at: number): string => s.slice(Math.max(0, at - 40), at + 40).trim()
  const e = EXPRESSION.exec(text)
  if (e) found.push(`unrendered expression in the text: "…${show(text, e.index)}…"`)
  const w = BAD_WORDS.exec(text)
  if (w) found.push(`"${w[2]}" in the text: "…${show(text, w.index)}…"`)
  for (const tex of page.tex)
    if (EXPRESSION.test(tex)) found.push(`unrendered expression in math: "${tex.slice(0, 80)}"`)
  if (page.controls) found.push(page.controls)
  return found
}

/** Internal links of `page` that lead to no page or no element. */
export function brokenLinks(page: Page, pages: ReadonlyMap<string, Page>): string[] {
  const broken: string[] = []
  for (const href of page.links) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue // another scheme or host
    const url = new URL(href, `http://site${page.url}`)
    if (url.pathname.startsWith('/pagefind/') || url.pathname.startsWith('/_astro/')) continue
    const path = url.pathname.endsWith('/') ? url.pathname : url.pathname.replace(/\/?$/, '/')
    if (/\.\w+$/.test(url.pathname)) continue // a file (favicon, font), not a page
    const target = pages.get(path)
    if (!target) {
      broken.push(`${href}: no page ${path}`)
      continue
    }
    const fragment = safeDecode(url.hash.slice(1))
    // A code link (#code-<cell id>=<code>) lands on its cell.
    const id = cellOfFragment(fragment) ?? fragment
    if (id && !target.ids.has(id)) broken.push(`${href}: no element #${id} on ${path}`)
  }
  return broken
}

function htmlFiles(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) out.push(...htmlFiles(full))
    else if (name.endsWith('.html')) out.push(full)
  }
  return out
}

/** Reads every page of `dist` and returns the problems per page. */
export function checkSite(dist: string): Map<string, string[]> {
  const pages = new Map<string, Page>()
  for (const file of htmlFiles(dist)) {
    const rel = relative(dist, file).replaceAll('\\', '/')
    const url = '/' + rel.replace(/index\.html$/, '').replace(/\.html$/, '/')
    pages.set(url, readPage(readFileSync(file, 'utf8'), url, rel))
  }
  const problems = new Map<string, string[]>()
  for (const page of pages.values()) problems.set(page.url, [...slips(page), ...brokenLinks(page, pages)])
  return problems
}

const invokedDirectly =
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (invokedDirectly) {
  const dist = process.argv[2] ?? 'dist'
  if (!existsSync(dist)) {
    console.error(`check-html: no ${dist}/ (build the site first).`)
    console.log('0 passed, 1 failed')
    process.exit(1)
  }
  const problems = checkSite(dist)
  let failed = 0
  for (const [url, list] of [...problems].sort()) {
    if (list.length === 0) continue
    failed++
    for (const p of list) console.log(`${url}: ${p}`)
  }
  console.log(`${problems.size - failed} passed, ${failed} failed`)
  process.exit(failed === 0 ? 0 : 1)
}
