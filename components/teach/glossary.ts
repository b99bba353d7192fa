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

export type Where = { slug: string; heading?: string }
export type Term = { term: string; id: string; definition: string; where: Where[] }
export type ResolvedLink = { href: string; text: string }

/** The articles' short names, for link text. */
export const ARTICLE_NAMES: Record<string, string> = {
  'search-algorithms': 'Search algorithms',
  clocks: 'Clocks',
  'peg-solitaire': 'Peg solitaire',
  'sliding-puzzles': 'Sliding puzzles',
  'tile-swap': 'Tile swap',
  'rubiks-clock': 'Rubik’s Clock',
}

const id = (term: string): string => `term-${new GithubSlugger().slug(term)}`

const T = (term: string, definition: string, ...where: Where[]): Term => ({ term, id: id(term), definition, where })

export const GLOSSARY: readonly Term[] = [
  T('State space', 'Every position a puzzle can be in, joined by the moves between them: a graph whose nodes are positions and whose edges are moves. Solving is finding a path in it to the goal.',
    { slug: 'sliding-puzzles', heading: 'The whole 3×3 space' }, { slug: 'search-algorithms' }),
  T('Move', 'One step of a puzzle, as each article defines it: a turn of some dials, a slide of one tile, a chain of jumps by one peg, a swap of two neighbouring tiles. “Fewest moves” always counts in that article’s unit.',
    { slug: 'peg-solitaire', heading: 'Moves, and the shortest solution' }),
  T('Breadth-first search (BFS)', 'Explore the positions in order of distance: all at one move, then all at two, and so on. The first time it reaches the goal, the path is a shortest one; the price is remembering every position seen.',
    { slug: 'sliding-puzzles', heading: 'Breadth-first search, and what a list costs' }, { slug: 'search-algorithms' }),
  T('Depth-first search (DFS)', 'Follow one line of moves as far as it goes, then back up and try the next. It needs memory only for the current path, but the first solution it finds need not be short.',
    { slug: 'search-algorithms' }, { slug: 'peg-solitaire', heading: 'The source’s method, and what it costs' }),
  T('Iterative deepening', 'Depth-first search with a depth limit, run again with the limit one higher each time. It finds a shortest solution like BFS while storing only one path, at the cost of repeating the shallow work.',
    { slug: 'clocks', heading: 'The naive search, and what it costs' }, { slug: 'search-algorithms' }),
  T('Frontier', 'The positions a search has reached but not yet expanded; in BFS, the positions first reached at the current depth. Its size is what a breadth-first search must hold in memory.',
    { slug: 'sliding-puzzles', heading: 'The fix: rank positions to integers' }),
  T('Effective branching factor', 'How many new positions each position leads to on average, measured from a search: the number b for which a tree of the solution’s depth with b children per node would hold as many nodes as the search expanded. A better heuristic lowers it.',
    { slug: 'search-algorithms' }, { slug: 'sliding-puzzles', heading: 'Heuristic search' }),
  T('Heuristic', 'A quick estimate of how many moves are still needed from a position, used to decide which position to explore next.',
    { slug: 'sliding-puzzles', heading: 'Heuristic search' }),
  T('Admissible', 'A heuristic that never overestimates the true remaining distance. A* and IDA* with an admissible heuristic return shortest solutions.',
    { slug: 'sliding-puzzles', heading: 'Heuristic search' }),
  T('Consistent', 'A heuristic that drops by at most one per move (by at most the move’s cost): h(p) ≤ 1 + h(q) for every move from p to q, and 0 at the goal. Consistent implies admissible, and A* then never needs to reopen a position.',
    { slug: 'search-algorithms' }),
  T('A*', 'Best-first search that always expands the position with the smallest moves-so-far plus heuristic. With an admissible heuristic its first solution is shortest; it keeps every position it has seen.',
    { slug: 'sliding-puzzles', heading: 'Heuristic search' }, { slug: 'search-algorithms' }),
  T('IDA*', 'Iterative deepening on moves-so-far plus heuristic instead of depth: a depth-first search cut wherever that sum passes a bound, rerun with the next bound. A*’s answers with almost no memory.',
    { slug: 'sliding-puzzles', heading: 'Heuristic search' }, { slug: 'search-algorithms' }),
  T('Manhattan distance', 'For a sliding puzzle, the sum over tiles of how many rows and columns each is from its goal cell. Each move shifts one tile by one cell, so it is an admissible heuristic. Tile swap uses the same distance between a one and its target.',
    { slug: 'sliding-puzzles', heading: 'Heuristic search' }, { slug: 'tile-swap', heading: 'A lower bound, and the matching' }),
  T('Pattern database', 'A table, computed in advance by a backwards breadth-first search, of the exact number of moves a group of tiles needs with the other tiles ignored. Looking it up gives an admissible heuristic; tables of disjoint groups can be added.',
    { slug: 'sliding-puzzles', heading: 'Additive pattern databases' }),
  T('Parity', 'Whether a count is even or odd. A quantity whose parity every move preserves (or flips in a fixed way) splits positions into classes that can never reach each other.',
    { slug: 'sliding-puzzles', heading: 'Which positions can reach the goal' }),
  T('Invariant', 'Something every move leaves unchanged (or changes predictably). If the start and the goal differ in it, no sequence of moves joins them: a proof of impossibility without search.',
    { slug: 'peg-solitaire', heading: 'Which boards can be finished at all' }, { slug: 'sliding-puzzles', heading: 'Which positions can reach the goal' }),
  T('Certificate', 'A short piece of evidence that lets anyone check a claim quickly without redoing the search: a colouring that shows a board cannot be finished, or potentials that prove a matching is cheapest.',
    { slug: 'tile-swap', heading: 'The certificate' }, { slug: 'peg-solitaire', heading: 'Which boards can be finished at all' }),
  T('Lower bound', 'A number of moves that every solution needs at least. When a solution is found that uses exactly that many, it is proved shortest.',
    { slug: 'tile-swap', heading: 'A lower bound, and the matching' }),
  T('Matching', 'A pairing of the items of one set with those of another, each used once; the cheapest matching minimises the total cost of the pairs. In tile swap it pairs the ones of the start with the ones of the goal.',
    { slug: 'tile-swap', heading: 'A lower bound, and the matching' }),
  T('Hungarian algorithm', 'A classic method that finds a cheapest matching in polynomial time, improving the pairing step by step while keeping prices (potentials) that certify it.',
    { slug: 'tile-swap', heading: 'A lower bound, and the matching' }),
  T('Memoisation', 'Remembering the answer for each position the first time it is computed, so that a position reached by many paths is worked out once.',
    { slug: 'peg-solitaire', heading: 'Count each board once' }),
  T('Symmetry', 'A rotation or reflection that maps the board onto itself and legal moves onto legal moves. Positions related by a symmetry have the same answers, so only one of each family needs solving.',
    { slug: 'peg-solitaire', heading: 'Symmetry' }),
  T('Meeting in the middle', 'Search forwards from the start and backwards from the goal, each half as deep, and look for a position both reach. Two shallow searches are far cheaper than one deep one.',
    { slug: 'peg-solitaire', heading: 'Meeting in the middle' }, { slug: 'rubiks-clock', heading: 'The fewest moves: split at the shared corners' }),
  T('Commutativity', 'Moves commute when their order does not matter: doing a then b ends where b then a does. Then a solution is just how many times each move is made, and search becomes counting.',
    { slug: 'clocks', heading: 'Why the order does not matter' }, { slug: 'rubiks-clock', heading: 'From Clocks to Rubik’s Clock' }),
  T('Modular arithmetic', 'Arithmetic that wraps around, like a clock face: mod 4, 3 + 2 = 1. Dial positions and move counts live there, so the puzzles become equations mod 4 or mod 12.',
    { slug: 'clocks', heading: 'A linear system mod 4' }, { slug: 'clocks', heading: 'Why this is not quite school algebra' }),
  T('Determinant', 'A number computed from a square matrix; the matrix can be inverted mod m exactly when its determinant shares no factor with m. It proves every Clocks position has exactly one solution.',
    { slug: 'clocks', heading: 'Proof by the determinant' }),
  T('Chinese remainder theorem', 'When m and n share no factor, knowing a number mod m and mod n fixes it mod m·n. Mod 12 = 4 · 3, so Rubik’s Clock is solved mod 4 and mod 3 separately and the answers are glued.',
    { slug: 'rubiks-clock', heading: 'Any solution: mod 4, mod 3, combine' }),
  T('Permutation rank', 'A numbering of all arrangements of n tiles by the integers 0 to n! − 1, computable both ways. A position becomes an index into a flat array instead of an entry in a list.',
    { slug: 'sliding-puzzles', heading: 'The fix: rank positions to integers' }),
  T('Combinatorial number system', 'A numbering of all choices of k cells out of n by the integers 0 to C(n, k) − 1. Tile swap stores each grid with k ones at its number in this system.',
    { slug: 'tile-swap', heading: 'Cross-check by brute force' }),
  T('Bit mask', 'An integer whose binary digits stand for yes/no facts, one bit per hole or cell. Testing, setting and clearing several bits at once is one machine operation, so a board is a number and a jump is a few bit tests.',
    { slug: 'peg-solitaire', heading: 'A board as a bit mask, a jump as three bit tests' }),
  T('Metric', 'The rule that says what one move costs. In the move metric every move costs 1; in Rubik’s Clock’s hour metric a turn costs the hours the wheel travels the short way round. The fewest moves and the cheapest solution can differ.',
    { slug: 'rubiks-clock', heading: 'Two ways to count moves' }),
  T('Minimum-cost flow', 'Sending units through a network at least total cost. Tile swap’s matching can be solved as a flow on the grid itself, which scales to big boards.',
    { slug: 'tile-swap', heading: 'Scale: a flow on the grid itself' }),
]

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
export function resolveWhere(where: Where, headings: (slug: string) => Map<string, string>): ResolvedLink {
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
