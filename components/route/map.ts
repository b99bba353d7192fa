/**
 * The map of Romania as drawn (no solver logic): the cities' places on the page from their
 * positions in km (north up), where each name sits, and the roads' km labels. MapFigure.astro
 * draws it at build time; romania.ts marks the search on it.
 */
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
