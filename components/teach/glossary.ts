/**
 * The guide's glossary: each term in a sentence or two, and where an article explains it. A link
 * names an article and, optionally, one of its headings by text; `resolveWhere` reads the
 * article's headings from content/<slug>.mdx when the site is built and keeps the fragment only if
 * that heading is there now (articles are still being edited: a renamed heading falls back to the
 * article itself instead of breaking the link).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import GithubSlugger from 'github-slugger'
import TERMS from './glossary.json' with { type: 'json' }

type Where = { slug: string; heading?: string }
export type Term = { term: string; id: string; definition: string; where: Where[] }
export type ResolvedLink = { href: string; text: string }

/** The articles' short names, for link text (a glossary entry or a lesson can point at any of them). */
export const ARTICLE_NAMES: Record<string, string> = {
  'search-algorithms': 'Search algorithms',
  clocks: 'Clocks',
  'peg-solitaire': 'Peg solitaire',
  'sliding-puzzles': 'Sliding puzzles',
  'tile-swap': 'Tile swap',
  'rubiks-clock': 'Rubik’s Clock',
  games: 'Games',
  constraints: 'Constraints',
}

const id = (term: string): string => `term-${new GithubSlugger().slug(term)}`

/** The terms are data (glossary.json: term, definition, where), so the guide's words are edited there. */
export const GLOSSARY: readonly Term[] = (
  TERMS as { term: string; definition: string; where: Where[] }[]
).map((t) => ({ ...t, id: id(t.term) }))

/** The ## and ### headings of an article and their ids, as Astro gives them (github-slugger, in order). */
export function articleHeadings(slug: string, root = process.cwd()): Map<string, string> {
  const file = join(root, 'content', `${slug}.mdx`)
  const out = new Map<string, string>()
  if (!existsSync(file)) return out
  const slugger = new GithubSlugger()
  let fenced = false
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced
    const m = !fenced && /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line)
    if (!m) continue
    const text = m[2].replace(/\*\*?|`|\\/g, '').replace(/'/g, '’')
    out.set(text, slugger.slug(text))
  }
  return out
}

/** The link for one place: the heading's fragment when the article has that heading now, else the article. */
function resolveWhere(where: Where, headings: (slug: string) => Map<string, string>): ResolvedLink {
  const name = ARTICLE_NAMES[where.slug] ?? where.slug
  if (where.heading) {
    const found = headings(where.slug).get(where.heading)
    if (found) return { href: `/${where.slug}/#${found}`, text: `${name}: ${where.heading}` }
  }
  return { href: `/${where.slug}/`, text: name }
}

/** Every term's links, reading each article once. */
export function resolveGlossary(root = process.cwd()): { term: Term; links: ResolvedLink[] }[] {
  const cache = new Map<string, Map<string, string>>()
  const headings = (slug: string) => {
    if (!cache.has(slug)) cache.set(slug, articleHeadings(slug, root))
    return cache.get(slug)!
  }
  return GLOSSARY.map((term) => ({ term, links: term.where.map((w) => resolveWhere(w, headings)) }))
}
