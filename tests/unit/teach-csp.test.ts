// The guide's constraint lessons: each class link carries settings the widget accepts, and every
// number the lesson quotes is computed again here from what the link carries. The constraints
// article's glossary links name terms the glossary has.
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { backtrack, INFERENCES, VALUE_ORDERS, VARIABLE_ORDERS } from '../../src/solvers/csp/csp.ts'
import { countSolutions } from '../../src/solvers/csp/count.ts'
import { mapCsp } from '../../src/solvers/csp/problems.ts'
import { parseMap } from '../../src/solvers/mapcolour/maps.ts'
import { LOCAL_METHODS } from '../../src/solvers/queens/local.ts'
import {
  BAD_ORDER,
  cspLessonFacts,
  LESSON_LOCAL,
  LESSON_MAPS,
  localLessonFacts,
  localLink,
  mapDomainsLink,
  readLocalLink,
  readMapLink,
  statsOf,
  traceOf,
  USA_BOUND,
} from '../../components/teach/csp-facts.ts'
import { GLOSSARY } from '../../components/teach/glossary.ts'

const F = cspLessonFacts()
const fromLink = (key: keyof typeof LESSON_MAPS) => traceOf(readMapLink(mapDomainsLink(LESSON_MAPS[key])))

describe('the constraint-satisfaction lesson', () => {
  it('each link lands on the map’s domains view, in class mode, with settings its menus offer', () => {
    for (const s of Object.values(LESSON_MAPS)) {
      for (const href of [mapDomainsLink(s), mapDomainsLink(s, true)]) {
        const url = new URL(href, 'http://example.invalid')
        expect(url.pathname).toBe('/constraints/')
        expect(url.hash).toBe('#map-domains')
        expect(url.searchParams.get('mode')).toBe('class')
        const back = readMapLink(href)
        expect(() => parseMap(back.map)).not.toThrow()
        expect(back.colours).toBeGreaterThanOrEqual(1)
        expect(back.colours).toBeLessThanOrEqual(9)
        expect(VARIABLE_ORDERS).toContain(back.variable)
        expect(VALUE_ORDERS).toContain(back.value)
        expect(INFERENCES).toContain(back.inference)
        expect(['backtracking', 'tree']).toContain(back.method)
      }
      expect(new URL(mapDomainsLink(s, true), 'http://x.invalid').searchParams.get('view')).toBe('focus')
    }
  })

  it('the bad order is Australia, its regions reordered', () => {
    const bad = parseMap(BAD_ORDER)
    const au = parseMap('australia')
    expect([...bad.regions].sort()).toEqual([...au.regions].sort())
    const pairs = (m: typeof au) =>
      m.edges.map(([i, j]) => [m.regions[i], m.regions[j]].sort().join('-')).sort()
    expect(pairs(bad)).toEqual(pairs(au))
  })

  it('the numbers it quotes, from the links’ own settings', () => {
    const plain = fromLink('badPlain')
    expect(F.plain.nodes).toBe(plain.nodes)
    expect(F.plain.steps).toBe(plain.steps.length)
    expect(F.plain.dead).toEqual({ step: 4, region: 'Q', stuck: 'SA' })
    expect(F.plain.culprit).toBe('NSW = red')
    expect(plain.steps[F.plain.undone - 1].variable).toBe(plain.steps[1].variable)
    expect(plain.steps[F.plain.undone - 1].value).not.toBe(plain.steps[1].value)
    const forward = fromLink('badForward')
    expect(F.forward).toEqual({ nodes: forward.nodes, steps: forward.steps.length, dead: F.plain.dead })
    const mac = fromLink('badMac')
    expect(F.mac.nodes).toBe(mac.nodes)
    expect(F.mac.dead.step).toBeLessThan(F.forward.dead.step) // MAC notices sooner
    // After WA = red and NSW = red, MAC leaves NT, Q and SA two colours each: the triangle it cannot see.
    const two = mac.steps[1].domains
    const at = (r: string) => parseMap(BAD_ORDER).regions.indexOf(r)
    for (const r of ['NT', 'Q', 'SA']) expect(two[at(r)]).toBe(0b110)
    const degree = fromLink('degree')
    expect(F.degreeOrder[0]).toBe('SA = red')
    expect(degree.steps.length).toBe(7) // no backtracking
    expect(degree.nodes).toBe(8)
    expect(F.count3).toBe(18)
    expect(F.count2).toBe(0)
    expect(F.usaCount4).toBe(countSolutions(mapCsp(parseMap('usa'), 4)).count)
  })

  it('the USA with three colours: what each link’s search needs', () => {
    const s = readMapLink(mapDomainsLink(LESSON_MAPS.usaPlain))
    expect(backtrack(mapCsp(parseMap(s.map), s.colours), { ...s, maxNodes: USA_BOUND }).gaveUp).toBe(true)
    expect(F.usa.plainOver && F.usa.plainNoneOver).toBe(true)
    const mrv = fromLink('usaMrv')
    expect(mrv.solution).toBeNull()
    expect(mrv.gaveUp).toBe(false)
    expect(F.usa.mrvNodes).toBe(mrv.nodes)
    expect(F.usa.macNodes).toBe(fromLink('usaMac').nodes)
  })
})

describe('the local-search lesson', () => {
  it('each link lands on the local-search widget with settings it takes, and the figures are the links’', () => {
    const facts = localLessonFacts()
    const keys = {
      hill: 'hill',
      sideways: 'sideways',
      annealing: 'annealing',
      minConflicts: 'minConflicts',
    } as const
    for (const [k, s] of Object.entries(LESSON_LOCAL)) {
      const href = localLink(s)
      expect(new URL(href, 'http://x.invalid').hash).toBe('#local')
      const back = readLocalLink(href)
      expect(back).toEqual(s)
      expect(LOCAL_METHODS).toContain(back.method)
      expect(back.queens).toBeGreaterThanOrEqual(4)
      expect(back.queens).toBeLessThanOrEqual(200)
      if (k in keys) {
        const r = statsOf(back)
        expect(facts[k as keyof typeof keys].rate).toBe((100 * r.successRate).toFixed(1))
      }
    }
    expect(Number(facts.hill.rate)).toBeGreaterThan(10)
    expect(Number(facts.hill.rate)).toBeLessThan(20)
    expect(Number(facts.sideways.rate)).toBeGreaterThan(90)
  })
})

describe('the constraints article’s glossary links', () => {
  const mdx = readFileSync('content/constraints.mdx', 'utf8')
  const ids = new Set(GLOSSARY.map((t) => t.id))
  it('every glossary entry names articles that exist', () => {
    for (const t of GLOSSARY)
      for (const w of t.where) {
        expect(typeof w.slug, t.term).toBe('string')
        expect(existsSync(`content/${w.slug}.mdx`), `${t.term}: ${w.slug}`).toBe(true)
      }
  })
  it('every term it links is in the glossary', () => {
    const linked = [...mdx.matchAll(/\(\/teach\/#(term-[\w-]+)\)/g)].map((m) => m[1])
    expect(linked.length).toBeGreaterThan(15)
    for (const id of linked) expect(ids, id).toContain(id)
  })
  it('the glossary has every constraint term the issue names, and uniform-cost search', () => {
    const names = GLOSSARY.map((t) => t.term.toLowerCase()).join('|')
    for (const term of [
      'constraint satisfaction problem (csp)',
      'variable',
      'domain',
      'constraint graph',
      'arc consistency',
      'ac-3',
      'minimum remaining values (mrv)',
      'degree heuristic',
      'least constraining value',
      'forward checking',
      'maintaining arc consistency (mac)',
      'min-conflicts',
      'simulated annealing',
      'tree-structured csp',
      'uniform-cost search',
    ])
      expect(names, term).toContain(term)
  })
  it('links at least two other articles, and the search article links back', () => {
    const others = new Set(
      [...mdx.matchAll(/\]\(\/([a-z-]+)\/[#)]/g)].map((m) => m[1]).filter((s) => s !== 'teach'),
    )
    expect(others.size).toBeGreaterThanOrEqual(2)
    expect(readFileSync('content/search-algorithms.mdx', 'utf8')).toMatch(/\]\(\/constraints\/[#)]/)
  })
})
