// The teacher's guide: every class link's position parses with its puzzle's own notation (the one
// the widget reads) and needs the number of moves the guide promises; the answer keys check; the
// glossary's fragments name headings the articles have now.
import { describe, expect, test } from 'vitest'
import { puzzle as clocks } from '../../src/solvers/clocks/index.ts'
import { puzzle as peg } from '../../src/solvers/peg/index.ts'
import { puzzle as rubik } from '../../src/solvers/rubiks-clock/index.ts'
import { puzzle as sliding } from '../../src/solvers/sliding/index.ts'
import { puzzle as tileswap } from '../../src/solvers/tileswap/index.ts'
import { parseTask } from '../../src/solvers/sliding/notation.ts'
import { embedPath, exerciseLink, iframeSnippet, playLink, readLink } from '../../components/teach/links.ts'
import {
  clocksFewest,
  embedOf,
  linkTo,
  pegFewest,
  preparePositions,
  rubikFewest,
  slidingFewest,
  tileswapFewest,
  tileswapFewestByBfs,
} from '../../components/teach/prepared.ts'
import { existsSync, readFileSync } from 'node:fs'
import { answerKeys, SEARCH_EXAMPLE } from '../../components/teach/answers.ts'
import { articleHeadings, GLOSSARY, resolveGlossary } from '../../components/teach/glossary.ts'

// Each puzzle's own notation, read as text in and text out (the test does not care about the types).
type AnyNotation = { position: { parse: (text: string) => unknown; format: (p: never) => string } }
const PUZZLES = new Map(
  ([clocks, peg, rubik, sliding, tileswap] as unknown as (AnyNotation & { slug: string })[]).map((p) => [
    p.slug,
    p,
  ]),
)
const prepared = preparePositions()

/** The fewest moves of what a link carries, measured again from the link's own text. */
function fewestFromLink(href: string): number | null {
  const { slug, params, hash } = readLink(href)
  const text = params.get(hash === 'exercise' ? 'puzzle' : 'board')!
  switch (slug) {
    case 'clocks':
      return clocksFewest(text)
    case 'peg-solitaire':
      return pegFewest(text)
    case 'rubiks-clock':
      return rubikFewest(text)
    case 'tile-swap':
      return tileswapFewest(text)
    case 'sliding-puzzles': {
      if (hash === 'exercise') {
        const [board, goal] = text.split(/\s+to\s+/)
        return slidingFewest(board, goal)
      }
      return slidingFewest(text, params.get('goal')!)
    }
    default:
      throw new Error(`no puzzle for ${slug}`)
  }
}

describe('links', () => {
  test('the kit’s URL forms', () => {
    expect(playLink('clocks', '9 9 12/6 6 6/6 3 6')).toBe(
      '/clocks/?board=9+9+12%2F6+6+6%2F6+3+6&mode=class#play',
    )
    expect(playLink('clocks', '9 9 12/6 6 6/6 3 6', { focus: true })).toBe(
      '/clocks/?board=9+9+12%2F6+6+6%2F6+3+6&mode=class&view=focus#play',
    )
    expect(exerciseLink('peg-solitaire', '1/01/111/1111')).toBe(
      '/peg-solitaire/?puzzle=1%2F01%2F111%2F1111&mode=class#exercise',
    )
    expect(embedPath('clocks', '9 9 12/6 6 6/6 3 6')).toBe('/embed/clocks/play/?board=9+9+12%2F6+6+6%2F6+3+6')
    const back = readLink(
      playLink('sliding-puzzles', '1 2 3/0 5 8/4 6 7', { extra: [['goal', '1 2 3/4 0 5/6 7 8']] }),
    )
    expect(back.slug).toBe('sliding-puzzles')
    expect(back.params.get('board')).toBe('1 2 3/0 5 8/4 6 7')
    expect(back.params.get('goal')).toBe('1 2 3/4 0 5/6 7 8')
  })

  test('the iframe snippet escapes what it quotes', () => {
    const s = iframeSnippet('https://x.example', '/embed/clocks/play/?board=a&b="c"', 'A <b> "title"')
    expect(s).toContain('src="https://x.example/embed/clocks/play/?board=a&amp;b=&quot;c&quot;"')
    expect(s).toContain('title="A &lt;b&gt; &quot;title&quot;"')
    expect(s.startsWith('<iframe ')).toBe(true)
    expect(s.endsWith('</iframe>')).toBe(true)
  })
})

describe('prepared positions', () => {
  const all = Object.values(prepared)

  test('there is a position for each lesson’s widgets, main and exercise, on every puzzle', () => {
    expect(new Set(all.map((p) => p.slug))).toEqual(new Set(PUZZLES.keys()))
    expect(all.some((p) => p.target === 'exercise')).toBe(true)
  })

  test.each(all.map((p) => [p.id, p] as const))(
    '%s: its links parse with the puzzle’s notation and land on the right widget',
    (_, p) => {
      for (const href of p.target === 'play' ? [linkTo(p), linkTo(p, true), embedOf(p)] : [linkTo(p)]) {
        const { slug, params, hash, embed } = readLink(href)
        expect(slug).toBe(p.slug)
        const puzzle = PUZZLES.get(slug)!
        if (p.target === 'play') {
          if (!embed) expect(hash).toBe('play')
          expect(() => puzzle.position.parse(params.get('board')!)).not.toThrow()
          expect(puzzle.position.format(puzzle.position.parse(params.get('board')!) as never)).toBe(
            p.notation,
          )
        } else {
          expect(hash).toBe('exercise')
          const text = params.get('puzzle')!
          if (slug === 'sliding-puzzles') expect(() => parseTask(text)).not.toThrow()
          else expect(() => puzzle.position.parse(text)).not.toThrow()
        }
        if (!embed) expect(params.get('mode')).toBe('class')
      }
      expect(readLink(linkTo(p, true)).params.get('view')).toBe(p.target === 'play' ? 'focus' : null)
    },
  )

  test.each(all.map((p) => [p.id, p] as const))('%s: needs the fewest moves the guide promises', (_, p) => {
    expect(fewestFromLink(linkTo(p))).toBe(p.fewest)
  })

  test('the promised counts the lesson plans name', () => {
    expect(prepared['sliding-12'].fewest).toBe(12)
    expect(prepared['sliding-22'].fewest).toBe(22)
    expect(prepared['sliding-ex-8'].fewest).toBe(8)
    expect(prepared['clocks-6'].fewest).toBe(6)
    expect(prepared['clocks-ex-4'].fewest).toBe(4)
    expect(prepared['rubik-4'].fewest).toBe(4)
    expect(prepared['rubik-ex-2in1'].fewest).toBe(1)
    expect(prepared['tileswap-source'].fewest).toBe(8)
    expect(prepared.fifteen.fewest).toBeGreaterThanOrEqual(24)
  })

  test('the tile-swap exercise’s count agrees with a brute-force search', () => {
    const p = prepared['tileswap-ex']
    expect(tileswapFewestByBfs(p.notation)).toBe(p.fewest)
  })
})

describe('answer keys', () => {
  const keys = answerKeys()

  test('one key per article, each item with a question and an answer', () => {
    expect(new Set(keys.keys())).toEqual(
      new Set([...PUZZLES.keys(), 'search-algorithms', 'games', 'constraints']),
    )
    for (const key of keys.values()) {
      for (const g of key.groups) {
        expect(g.items.length).toBeGreaterThan(0)
        for (const item of g.items) {
          expect(item.question.length).toBeGreaterThan(0)
          const text = item.answer.map((p) => (typeof p === 'string' ? p : p.code)).join('')
          expect(text).not.toMatch(/undefined|NaN|\[object/)
        }
      }
    }
  })

  test('the search article’s key answers the article’s own example', async () => {
    if (!existsSync('components/search/position.ts')) return
    const lab = '../../components/search/position.ts' // another helper's page code, not imported statically
    const { EXAMPLE } = await import(/* @vite-ignore */ lab)
    expect(SEARCH_EXAMPLE).toBe(EXAMPLE)
  })

  test('every numbered exercise of each article’s Exercises section has an answer', () => {
    for (const [slug, key] of keys) {
      const mdx = readFileSync(`content/${slug}.mdx`, 'utf8')
      const section = mdx.slice(
        mdx.indexOf('## Exercises'),
        mdx.indexOf('\n## ', mdx.indexOf('## Exercises') + 5),
      )
      // Numbered items per subsection ("### On paper", "### To try", or the section itself).
      const parts = section.split(/\n### /)
      for (const part of parts) {
        const heading = part === parts[0] ? 'Exercises' : part.slice(0, part.indexOf('\n')).trim()
        const numbered = [...part.matchAll(/^(\d+)\. /gm)].map((m) => m[1])
        if (numbered.length === 0) continue
        const labels = key.groups
          .filter((g) => g.heading.includes(heading))
          .flatMap((g) => g.items.map((i) => i.label))
        for (const n of numbered) {
          expect(
            labels.some((l) => l.split(/,\s*/).some((x) => x === n || x.endsWith(` ${n}`))),
            `${slug}, ${heading} ${n}`,
          ).toBe(true)
        }
      }
    }
  })
})

describe('glossary', () => {
  test('ids are unique and every term has a definition and a place', () => {
    expect(new Set(GLOSSARY.map((t) => t.id)).size).toBe(GLOSSARY.length)
    for (const t of GLOSSARY) {
      expect(t.definition.length).toBeGreaterThan(20)
      expect(t.where.length).toBeGreaterThan(0)
    }
  })

  test('the terms the issue names are there', () => {
    const names = GLOSSARY.map((t) => t.term.toLowerCase()).join('|')
    for (const term of [
      'state space',
      'bfs',
      'dfs',
      'iterative deepening',
      'a*',
      'ida*',
      'admissible',
      'consistent',
      'heuristic',
      'pattern database',
      'parity',
      'invariant',
      'memoisation',
      'meeting in the middle',
      'commutativity',
      'modular arithmetic',
      'chinese remainder theorem',
      'matching',
      'lower bound',
      'certificate',
      'permutation rank',
      'combinatorial number system',
      'bit mask',
      'effective branching factor',
    ]) {
      expect(names, term).toContain(term)
    }
  })

  test('a fragment is kept only for a heading the article has now', () => {
    for (const { links } of resolveGlossary()) {
      for (const l of links) {
        const [path, fragment] = l.href.split('#')
        const slug = path.replaceAll('/', '')
        if (fragment) expect([...articleHeadings(slug).values()], l.href).toContain(fragment)
      }
    }
    // Most places still name their heading (a rename falls back to the article, but not all at once).
    const all = resolveGlossary().flatMap((e) => e.links)
    expect(all.filter((l) => l.href.includes('#')).length).toBeGreaterThan(all.length / 2)
  })
})
