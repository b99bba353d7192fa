// Romania (AIMA, 3rd edition, Figure 3.2): the book's routes from Arad to Bucharest, the worked A*
// of its Figure 3.24 expansion by expansion, every city pair against an independent all-pairs
// shortest path, and the straight-line heuristic checked where it comes from.
import { describe, expect, it } from 'vitest'
import { ALGORITHMS, runAlgorithm } from '../../src/solvers/search/algorithms.ts'
import { graphProblem, statesAlong } from '../../src/solvers/route/graph.ts'
import { CITIES, ROADS, romaniaGraph, straightLine } from '../../src/solvers/route/romania.ts'
import { graphTrace } from '../../src/solvers/route/jobs.ts'
import { allPairs } from './route-dijkstra.ts'

const graph = romaniaGraph()
const id = (name: string) => graph.states.indexOf(name)
const names = (states: number[]) => states.map((s) => graph.states[s])
const ARAD = id('Arad')
const BUCHAREST = id('Bucharest')

function route(algorithm: 'ucs' | 'astar' | 'greedy', from = ARAD, to = BUCHAREST) {
  const problem = graphProblem(graph, from, [to], straightLine([to]))
  const r = runAlgorithm(problem, { algorithm })
  return { cost: r.cost, path: names(statesAlong(graph, from, r.moves)) }
}

describe('Arad to Bucharest', () => {
  it('uniform-cost search and A*: 418 km through Sibiu, Rimnicu Vilcea and Pitesti', () => {
    for (const algorithm of ['ucs', 'astar'] as const)
      expect(route(algorithm)).toEqual({
        cost: 418,
        path: ['Arad', 'Sibiu', 'Rimnicu Vilcea', 'Pitesti', 'Bucharest'],
      })
  })

  it('greedy best-first search: 450 km through Fagaras', () => {
    expect(route('greedy')).toEqual({ cost: 450, path: ['Arad', 'Sibiu', 'Fagaras', 'Bucharest'] })
  })

  it('A* as the book works it: the nodes expanded, with their f = g + h, and the duplicates', () => {
    const t = graphTrace({
      kind: 'graphTrace',
      graph: null,
      from: 'Arad',
      to: ['Bucharest'],
      heuristic: 'given',
      algorithm: 'astar',
      weight: 2,
    })
    const expanded = t.trace.steps.map((s) => `${graph.states[s.node.state]} ${s.node.g + s.node.h}`)
    expect(expanded).toEqual(['Arad 366', 'Sibiu 393', 'Rimnicu Vilcea 413', 'Fagaras 415', 'Pitesti 417'])
    // Sibiu's children as the book draws them: Arad 646, Fagaras 415, Oradea 671, Rimnicu Vilcea 413
    const sibiu = t.trace.steps[1].children.map((c) => [graph.states[c.state], c.g + c.h, c.fate])
    expect(sibiu).toEqual([
      ['Arad', 646, 'duplicate'],
      ['Fagaras', 415, 'new'],
      ['Oradea', 671, 'new'],
      ['Rimnicu Vilcea', 413, 'new'],
    ])
    // Pitesti finds Bucharest at 418, cheaper than the 450 queued from Fagaras
    const pitesti = t.trace.steps[4].children.find((c) => graph.states[c.state] === 'Bucharest')!
    expect([pitesti.g, pitesti.fate]).toEqual([418, 'better'])
    expect(names(t.path)).toEqual(['Arad', 'Sibiu', 'Rimnicu Vilcea', 'Pitesti', 'Bucharest'])
    expect(t.facts.cheapest).toBe(418)
    expect(t.facts.check).toMatchObject({ admissible: true, consistent: true })
  })
})

describe('every city pair', () => {
  const truth = allPairs(
    CITIES.length,
    ROADS.flatMap(([a, b, km]) => [
      { from: id(a), to: id(b), cost: km },
      { from: id(b), to: id(a), cost: km },
    ]),
  )

  it('uniform-cost search and A* with the straight-line distance find the cheapest route (an independent all-pairs search)', () => {
    let pairs = 0
    for (let from = 0; from < CITIES.length; from++)
      for (let to = 0; to < CITIES.length; to++) {
        for (const algorithm of ['ucs', 'astar'] as const) {
          const r = route(algorithm, from, to)
          expect(r.cost).toBe(truth[from][to])
          const legs = r.path
            .slice(1)
            .map((c, k) => ROADS.find(([a, b]) => [a, b].includes(c) && [a, b].includes(r.path[k]))![2])
          expect(legs.reduce((s, km) => s + km, 0)).toBe(r.cost)
        }
        pairs++
      }
    expect(pairs).toBe(400)
  })

  it('every other algorithm reaches the goal by a legal route, never cheaper than the cheapest', () => {
    for (const algorithm of ALGORITHMS)
      for (let from = 0; from < CITIES.length; from += 3)
        for (let to = 0; to < CITIES.length; to += 2) {
          const problem = graphProblem(graph, from, [to], straightLine([to]))
          const r = runAlgorithm(problem, { algorithm })
          expect(r.found).toBe(true)
          expect(statesAlong(graph, from, r.moves).at(-1)).toBe(to)
          expect(r.cost).toBeGreaterThanOrEqual(truth[from][to])
        }
  })

  it('the straight-line distance to any goal is admissible and consistent', () => {
    for (let goal = 0; goal < CITIES.length; goal++) {
      const h = straightLine([goal])
      for (let c = 0; c < CITIES.length; c++) expect(h(c)).toBeLessThanOrEqual(truth[c][goal])
      for (const [a, b, km] of ROADS) {
        expect(h(id(a))).toBeLessThanOrEqual(km + h(id(b)))
        expect(h(id(b))).toBeLessThanOrEqual(km + h(id(a)))
      }
    }
  })
})

describe('the data', () => {
  it('20 cities and 23 roads, each city reachable from Arad', () => {
    expect(CITIES).toHaveLength(20)
    expect(ROADS).toHaveLength(23)
    expect(new Set(ROADS.flat())).toEqual(new Set(CITIES.map((c) => c.name)))
  })

  it('for Bucharest the heuristic is the book’s table', () => {
    const h = straightLine([BUCHAREST])
    expect(Object.fromEntries(CITIES.map((c, i) => [c.name, h(i)]))).toMatchObject({
      Arad: 366,
      Sibiu: 253,
      Fagaras: 176,
      'Rimnicu Vilcea': 193,
      Pitesti: 100,
      Timisoara: 329,
      Zerind: 374,
      Oradea: 380,
    })
  })

  it('the fitted positions: within 1 km of the book’s distance to Bucharest, and no road shorter than the straight line', () => {
    const b = CITIES[BUCHAREST]
    for (const c of CITIES) expect(Math.abs(Math.hypot(c.x - b.x, c.y - b.y) - c.sld)).toBeLessThanOrEqual(1)
    for (const [a, bName, km] of ROADS) {
      const [p, q] = [CITIES[id(a)], CITIES[id(bName)]]
      expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeLessThanOrEqual(km)
    }
  })

  it('successors in alphabetical order of the city they lead to, as the book draws Arad’s children', () => {
    const problem = graphProblem(graph, ARAD, [BUCHAREST], () => 0)
    expect(names(problem.successors(ARAD).map((s) => s.state))).toEqual(['Sibiu', 'Timisoara', 'Zerind'])
  })
})
