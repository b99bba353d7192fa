/**
 * The teacher's guide's constraint lessons: the class links (the map's domains view and the
 * queens' local search, each with its settings in the link) and every number the lessons quote,
 * computed by the solvers at build time. tests/unit/teach-csp.test.ts reads each link back and
 * computes its numbers again from what the link carries.
 */
import { countSolutions } from '../../src/solvers/csp/count.ts'
import { backtrack, type Inference, type ValueOrder, type VariableOrder } from '../../src/solvers/csp/csp.ts'
import { mapCsp } from '../../src/solvers/csp/problems.ts'
import { traceSearch, type SearchTrace } from '../../src/solvers/csp/trace.ts'
import { solveTree } from '../../src/solvers/csp/tree.ts'
import { PAGE_MAX_NODES, TRACE_LIMIT } from '../../src/solvers/mapcolour/jobs.ts'
import { parseMap } from '../../src/solvers/mapcolour/maps.ts'
import { colourName } from '../../src/solvers/mapcolour/notation.ts'
import { localStats, type LocalMethod } from '../../src/solvers/queens/local.ts'
import { eightQueensTable } from '../../src/solvers/queens/measure.ts'

/** The bound the lesson quotes for the USA in alphabetical order ("more than …" nodes). */
export const USA_BOUND = 100_000

/** Australia in an order that walks into a dead end: WA and NSW first, so both can take red. */
export const BAD_ORDER = 'WA: NT SA; NSW: Q SA V; NT: Q SA; Q: SA; SA: V; V; T'

export type MapSettings = {
  map: string
  colours: number
  variable: VariableOrder
  value: ValueOrder
  inference: Inference
  method?: 'backtracking' | 'tree'
}

/** The link that opens the map's domains view with these settings, in class mode (and focus view). */
export function mapDomainsLink(s: MapSettings, focus = false): string {
  const params = new URLSearchParams([
    ['map', s.map],
    ['map-colours', String(s.colours)],
    ['map-method', s.method ?? 'backtracking'],
    ['map-variable', s.variable],
    ['map-value', s.value],
    ['map-inference', s.inference],
    ['mode', 'class'],
  ])
  if (focus) params.set('view', 'focus')
  return `/constraints/?${params}#map-domains`
}

/** What the domains view computes for these settings: the page's own trace, limits included. */
export function traceOf(s: MapSettings): SearchTrace {
  return traceSearch(mapCsp(parseMap(s.map), s.colours), {
    variable: s.variable,
    value: s.value,
    inference: s.inference,
    limit: TRACE_LIMIT,
    maxNodes: PAGE_MAX_NODES,
  })
}

/** The map's settings as a link carries them (the inverse of mapDomainsLink, for the tests). */
export function readMapLink(href: string): MapSettings {
  const p = new URL(href, 'http://example.invalid').searchParams
  return {
    map: p.get('map')!,
    colours: Number(p.get('map-colours')),
    variable: p.get('map-variable') as VariableOrder,
    value: p.get('map-value') as ValueOrder,
    inference: p.get('map-inference') as Inference,
    method: p.get('map-method') as 'backtracking' | 'tree',
  }
}

export const LESSON_MAPS = {
  badPlain: { map: BAD_ORDER, colours: 3, variable: 'static', value: 'static', inference: 'none' },
  badForward: { map: BAD_ORDER, colours: 3, variable: 'static', value: 'static', inference: 'forward' },
  badMac: { map: BAD_ORDER, colours: 3, variable: 'static', value: 'static', inference: 'mac' },
  degree: { map: 'australia', colours: 3, variable: 'mrv-degree', value: 'static', inference: 'forward' },
  usaPlain: { map: 'usa', colours: 3, variable: 'static', value: 'static', inference: 'forward' },
  usaPlainNone: { map: 'usa', colours: 3, variable: 'static', value: 'static', inference: 'none' },
  usaMrv: { map: 'usa', colours: 3, variable: 'mrv', value: 'static', inference: 'forward' },
  usaMac: { map: 'usa', colours: 3, variable: 'mrv', value: 'static', inference: 'mac' },
  tree: {
    map: 'australia-without-sa',
    colours: 2,
    variable: 'static',
    value: 'static',
    inference: 'none',
    method: 'tree',
  },
} as const satisfies Record<string, MapSettings>

const names = (map: string) => {
  const m = parseMap(map)
  return (x: number): string => m.regions[x]
}

/** The first step (1-based, as the step view numbers them) that ends in a dead end, with its region. */
function firstDeadEnd(t: SearchTrace, map: string): { step: number; region: string; stuck: string } {
  const k = t.steps.findIndex((s) => s.stuck.length > 0)
  const name = names(map)
  return { step: k + 1, region: name(t.steps[k].variable), stuck: name(t.steps[k].stuck[0]) }
}

export function cspLessonFacts() {
  const au = parseMap('australia')
  const plain = traceOf(LESSON_MAPS.badPlain)
  const forward = traceOf(LESSON_MAPS.badForward)
  const mac = traceOf(LESSON_MAPS.badMac)
  const degree = traceOf(LESSON_MAPS.degree)
  // Alphabetical order takes the page seconds (and the build too long): the lesson quotes a bound.
  const budget = (m: MapSettings) =>
    backtrack(mapCsp(parseMap(m.map), m.colours), { ...m, maxNodes: USA_BOUND }).gaveUp
  const usaMrv = traceOf(LESSON_MAPS.usaMrv)
  const usaMac = traceOf(LESSON_MAPS.usaMac)
  const name = names('australia')
  const tree = solveTree(mapCsp(parseMap('australia-without-sa'), 2))
  return {
    count3: Number(countSolutions(mapCsp(au, 3)).count),
    count2: Number(countSolutions(mapCsp(au, 2)).count),
    usaCount4: countSolutions(mapCsp(parseMap('usa'), 4)).count,
    plain: {
      nodes: plain.nodes,
      steps: plain.steps.length,
      dead: firstDeadEnd(plain, BAD_ORDER),
      culprit: `${names(BAD_ORDER)(plain.steps[1].variable)} = ${colourName(plain.steps[1].value)}`,
      undone: plain.steps.findIndex((s, k) => k > 1 && s.variable === plain.steps[1].variable) + 1,
    },
    forward: { nodes: forward.nodes, steps: forward.steps.length, dead: firstDeadEnd(forward, BAD_ORDER) },
    mac: { nodes: mac.nodes, steps: mac.steps.length, dead: firstDeadEnd(mac, BAD_ORDER) },
    /** The order MRV with degree colours Australia in, with each region's colour. */
    degreeOrder: degree.steps.map((s) => `${name(s.variable)} = ${colourName(s.value)}`),
    degreeFirstNeighbours: au.neighbors[degree.steps[0].variable].length,
    usa: {
      bound: USA_BOUND,
      plainOver: budget(LESSON_MAPS.usaPlain),
      plainNoneOver: budget(LESSON_MAPS.usaPlainNone),
      mrvNodes: usaMrv.nodes,
      macNodes: usaMac.nodes,
      solved: usaMrv.solution !== null || usaMac.solution !== null,
    },
    tree: {
      revisions: tree.revisions,
      checks: tree.checks,
      regions: parseMap('australia-without-sa').regions.length,
    },
  }
}

// ── local search ─────────────────────────────────────────────────────────────────────────────────

export type LocalSettings = { method: LocalMethod; queens: number; runs: number; seed: number }

/** The link that opens the queens' local search with these settings, in class mode (and focus view). */
export function localLink(s: LocalSettings, focus = false): string {
  const params = new URLSearchParams([
    ['local-method', s.method],
    ['local-queens', String(s.queens)],
    ['local-runs', String(s.runs)],
    ['local-seed', String(s.seed)],
    ['mode', 'class'],
  ])
  if (focus) params.set('view', 'focus')
  return `/constraints/?${params}#local`
}

export function readLocalLink(href: string): LocalSettings {
  const p = new URL(href, 'http://example.invalid').searchParams
  return {
    method: p.get('local-method') as LocalMethod,
    queens: Number(p.get('local-queens')),
    runs: Number(p.get('local-runs')),
    seed: Number(p.get('local-seed')),
  }
}

export const LESSON_LOCAL = {
  hill: { method: 'hill', queens: 8, runs: 1000, seed: 1 },
  sideways: { method: 'sideways', queens: 8, runs: 1000, seed: 1 },
  annealing: { method: 'annealing', queens: 8, runs: 1000, seed: 1 },
  minConflicts: { method: 'min-conflicts', queens: 8, runs: 1000, seed: 1 },
  minConflicts50: { method: 'min-conflicts', queens: 50, runs: 100, seed: 1 },
} as const satisfies Record<string, LocalSettings>

/** What the local-search widget measures for these settings. */
export const statsOf = (s: LocalSettings) => localStats(s.queens, s.method, s.runs, { seed: s.seed })

/** The lesson's figures: 8-queens from the article's table (the same seeds 1–1,000), 50 queens measured. */
export function localLessonFacts() {
  const pct = (x: number): string => (100 * x).toFixed(1)
  const figures = (r: { successRate: number; meanStepsSolved: number }) => ({
    rate: pct(r.successRate),
    steps: r.meanStepsSolved.toFixed(1),
  })
  const table = new Map(eightQueensTable().map((r) => [r.method, r]))
  return {
    hill: figures(table.get('hill')!),
    sideways: figures(table.get('sideways')!),
    annealing: figures(table.get('annealing')!),
    minConflicts: figures(table.get('min-conflicts')!),
    minConflicts50: figures(statsOf(LESSON_LOCAL.minConflicts50)),
  }
}
