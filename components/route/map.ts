/**
 * The map of Romania as drawn (no solver logic): the cities' places on the page from their
 * positions in km (north up), where each name sits, and the roads' km labels. MapFigure.astro
 * draws it at build time; romania.ts marks the search on it.
 */
import { ALGORITHMS, INFORMED, type AlgorithmName } from '../../src/solvers/search/algorithms.ts'
import { CITIES, ROADS } from '../../src/solvers/route/romania.ts'

export const MAP_WIDTH = 680
export const MAP_HEIGHT = 400
const LEFT = 90
const TOP = 30
const [minX, maxY] = [Math.min(...CITIES.map((c) => c.x)), Math.max(...CITIES.map((c) => c.y))]

/** A city's place in the drawing. */
export const place = (i: number): [number, number] => [CITIES[i].x - minX + LEFT, maxY - CITIES[i].y + TOP]

/** Where a city's name goes, from its dot: most to the right; a few to the left or below, where roads or neighbours crowd them. */
const LABEL: Readonly<Record<string, [number, number, 'start' | 'end']>> = {
  Eforie: [-10, 18, 'end'],
  Hirsova: [10, -12, 'start'],
  Urziceni: [-8, -14, 'end'],
  Bucharest: [-10, 20, 'end'],
  Giurgiu: [10, 14, 'start'],
  Craiova: [10, 16, 'start'],
  Drobeta: [-10, 14, 'end'],
  Mehadia: [-10, 0, 'end'],
  Lugoj: [10, 2, 'start'],
  Timisoara: [-10, 10, 'end'],
  Arad: [-10, 0, 'end'],
  Zerind: [-10, -2, 'end'],
  Oradea: [10, -6, 'start'],
  Sibiu: [-6, -14, 'end'],
  Fagaras: [10, -10, 'start'],
  'Rimnicu Vilcea': [10, -12, 'start'],
  Pitesti: [10, 14, 'start'],
  Vaslui: [10, 2, 'start'],
  Iasi: [10, -6, 'start'],
  Neamt: [10, -6, 'start'],
}
export function labelAt(i: number): { x: number; y: number; anchor: 'start' | 'end' } {
  const [x, y] = place(i)
  const [dx, dy, anchor] = LABEL[CITIES[i].name] ?? [10, -8, 'start']
  return { x: x + dx, y: y + dy, anchor }
}

const index = (name: string) => CITIES.findIndex((c) => c.name === name)

/** Each road: its ends (city numbers), its length, and where its km label goes. */
export const ROAD_LINES = ROADS.map(([a, b, km]) => {
  const [i, j] = [index(a), index(b)]
  const [[x1, y1], [x2, y2]] = [place(i), place(j)]
  return { a: i, b: j, km, x1, y1, x2, y2, mx: (x1 + x2) / 2, my: (y1 + y2) / 2 }
})

// ── the trip in a link ────────────────────────────────────────────────────────────────────────
export type MapSettings = {
  from: string
  to: string
  algorithm: AlgorithmName
  heuristic: 'given' | 'zero'
  weight: number
}

export const cityIndex = (name: string): number => CITIES.findIndex((c) => c.name === name)

/** The link's parameters (prefixed: the page's main widget owns `algorithm`, `heuristic`, `weight`). */
export const MAP_PARAMS = {
  from: 'map-from',
  to: 'map-to',
  algorithm: 'map-algorithm',
  heuristic: 'map-heuristic',
  weight: 'map-weight',
  step: 'map-step',
} as const

/** Reads the trip from a link: null when it names none; throws with a sentence when a value is bad. */
export function readMapParams(params: URLSearchParams): { settings: MapSettings; step: number } | null {
  const algorithm = params.get(MAP_PARAMS.algorithm)
  if (algorithm === null) return null
  if (!(ALGORITHMS as readonly string[]).includes(algorithm))
    throw new Error(`unknown algorithm "${algorithm.slice(0, 30)}" (one of ${ALGORITHMS.join(', ')})`)
  const city = (key: string, fallback: string): string => {
    const name = params.get(key) ?? fallback
    if (cityIndex(name) < 0) throw new Error(`"${name.slice(0, 30)}" is not a city of the map`)
    return name
  }
  const heuristic = params.get(MAP_PARAMS.heuristic) ?? 'given'
  if (heuristic !== 'given' && heuristic !== 'zero')
    throw new Error(`the heuristic must be "given" or "zero", not "${heuristic.slice(0, 20)}"`)
  const weight = Number(params.get(MAP_PARAMS.weight) ?? 2)
  if (!(weight >= 1 && weight <= 10)) throw new Error('the weight must be a number from 1 to 10')
  const step = Number(params.get(MAP_PARAMS.step) ?? 1)
  if (!(Number.isInteger(step) && step >= 1)) throw new Error('the step must be a whole number from 1')
  return {
    settings: {
      from: city(MAP_PARAMS.from, 'Arad'),
      to: city(MAP_PARAMS.to, 'Bucharest'),
      algorithm: algorithm as AlgorithmName,
      heuristic,
      weight,
    },
    step: step - 1,
  }
}

export function writeMapParams(s: MapSettings, step: number | null): [string, string][] {
  const out: [string, string][] = [
    [MAP_PARAMS.from, s.from],
    [MAP_PARAMS.to, s.to],
    [MAP_PARAMS.algorithm, s.algorithm],
  ]
  if (INFORMED.has(s.algorithm) && s.heuristic !== 'given') out.push([MAP_PARAMS.heuristic, s.heuristic])
  if (s.algorithm === 'weighted-astar') out.push([MAP_PARAMS.weight, String(s.weight)])
  if (step !== null) out.push([MAP_PARAMS.step, String(step + 1)])
  return out
}

/** A class link to the map widget on a trip (`focus`: the projector view). */
export function mapLink(s: MapSettings, options: { focus?: boolean } = {}): string {
  const params = new URLSearchParams([...writeMapParams(s, null), ['mode', 'class']])
  if (options.focus) params.append('view', 'focus')
  return `/route-finding/?${params}#map`
}
