/**
 * The map of Romania as drawn (no solver logic): the cities' places on the page from their
 * positions in km (north up), where each name sits, and the roads' km labels. MapFigure.astro
 * draws it at build time; romania.ts marks the search on it.
 */
import { INFORMED, type AlgorithmName } from '../../src/solvers/search/algorithms.ts'
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

/** The trip as a link writes it, in the kit's names for Romania.astro's settings (`map-…`). */
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
