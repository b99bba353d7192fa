/**
 * Romania: the road map of Russell and Norvig's "Artificial Intelligence: A Modern Approach"
 * (3rd edition, Figure 3.2): 20 cities, 23 roads, lengths in km, and the straight-line distances
 * to Bucharest of its Figure 3.22. Typed from the book; the same numbers are in the authors' code
 * (aima-python, search.py).
 *
 * Positions: the book prints no coordinates. aima-python's `romania_map.locations` places the
 * cities for drawing, but its distances to Bucharest are not the book's (Arad 350 instead of 366).
 * The positions here were fitted once (least squares, starting from aima-python's) so that every
 * city's straight-line distance to Bucharest is within 1 km of the book's table, and no road is
 * shorter than the straight line between its ends; then rounded to whole km. A test checks both
 * properties, the second being what makes the straight-line distance to ANY goal admissible and
 * consistent. x grows east, y grows north, in km.
 *
 * Successor order: a city's roads in alphabetical order of the city they lead to, as the book's
 * search trees draw them (Arad's children: Sibiu, Timisoara, Zerind).
 */
import { addEdge, emptyGraph, stateOf, type Graph } from './graph.ts'

export type City = { name: string; x: number; y: number; sld: number }

// #region romania
/** The cities: fitted position (km), and the book's straight-line distance to Bucharest. */
export const CITIES: readonly City[] = [
  { name: 'Arad', x: 88, y: 494, sld: 366 },
  { name: 'Bucharest', x: 402, y: 306, sld: 0 },
  { name: 'Craiova', x: 243, y: 287, sld: 160 },
  { name: 'Drobeta', x: 160, y: 299, sld: 242 },
  { name: 'Eforie', x: 563, y: 293, sld: 161 },
  { name: 'Fagaras', x: 301, y: 450, sld: 176 },
  { name: 'Giurgiu', x: 356, y: 244, sld: 77 },
  { name: 'Hirsova', x: 545, y: 354, sld: 151 },
  { name: 'Iasi', x: 478, y: 519, sld: 226 },
  { name: 'Lugoj', x: 169, y: 378, sld: 244 },
  { name: 'Mehadia', x: 164, y: 340, sld: 241 },
  { name: 'Neamt', x: 406, y: 540, sld: 234 },
  { name: 'Oradea', x: 131, y: 571, sld: 380 },
  { name: 'Pitesti', x: 323, y: 366, sld: 100 },
  { name: 'Rimnicu Vilcea', x: 238, y: 407, sld: 193 },
  { name: 'Sibiu', x: 203, y: 462, sld: 253 },
  { name: 'Timisoara', x: 91, y: 411, sld: 329 },
  { name: 'Urziceni', x: 464, y: 356, sld: 80 },
  { name: 'Vaslui', x: 524, y: 463, sld: 199 },
  { name: 'Zerind', x: 105, y: 533, sld: 374 },
]

/** The roads, both ways, with their lengths in km. */
export const ROADS: readonly (readonly [string, string, number])[] = [
  ['Arad', 'Zerind', 75],
  ['Arad', 'Sibiu', 140],
  ['Arad', 'Timisoara', 118],
  ['Zerind', 'Oradea', 71],
  ['Oradea', 'Sibiu', 151],
  ['Timisoara', 'Lugoj', 111],
  ['Lugoj', 'Mehadia', 70],
  ['Mehadia', 'Drobeta', 75],
  ['Drobeta', 'Craiova', 120],
  ['Craiova', 'Rimnicu Vilcea', 146],
  ['Craiova', 'Pitesti', 138],
  ['Sibiu', 'Fagaras', 99],
  ['Sibiu', 'Rimnicu Vilcea', 80],
  ['Rimnicu Vilcea', 'Pitesti', 97],
  ['Fagaras', 'Bucharest', 211],
  ['Pitesti', 'Bucharest', 101],
  ['Bucharest', 'Giurgiu', 90],
  ['Bucharest', 'Urziceni', 85],
  ['Urziceni', 'Hirsova', 98],
  ['Hirsova', 'Eforie', 86],
  ['Urziceni', 'Vaslui', 142],
  ['Vaslui', 'Iasi', 92],
  ['Iasi', 'Neamt', 87],
]
// #endregion romania

/** The map as a graph: each road two edges, each city's in alphabetical order of where they lead; start Arad, goal Bucharest. */
export function romaniaGraph(): Graph {
  const graph = emptyGraph()
  for (const c of CITIES) stateOf(graph, c.name)
  const both = ROADS.flatMap(([a, b, km]) => [
    [a, b, km],
    [b, a, km],
  ]) as [string, string, number][]
  both.sort(([a1, b1], [a2, b2]) => a1.localeCompare(a2) || b1.localeCompare(b2))
  for (const [a, b, km] of both) addEdge(graph, stateOf(graph, a), `${a} → ${b}`, stateOf(graph, b), km)
  graph.start = stateOf(graph, 'Arad')
  graph.goals = [stateOf(graph, 'Bucharest')]
  return graph
}

// #region straight-line
/**
 * The straight-line distance from each city to the nearest of `goals`, in whole km: the book's
 * table when the goal is Bucharest alone, else measured between the positions and rounded down
 * (rounding down keeps it admissible and consistent: road lengths are whole km).
 */
export function straightLine(goals: readonly number[]): (city: number) => number {
  const bucharest = CITIES.findIndex((c) => c.name === 'Bucharest')
  if (goals.length === 1 && goals[0] === bucharest) return (city) => CITIES[city].sld
  const h = CITIES.map((c) =>
    Math.min(...goals.map((g) => Math.floor(Math.hypot(c.x - CITIES[g].x, c.y - CITIES[g].y)))),
  )
  return (city) => h[city]
}
// #endregion straight-line
