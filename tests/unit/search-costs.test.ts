// Move costs: uniform-cost search against a textbook Dijkstra on seeded random weighted graphs;
// on the 8-puzzle with "tile k costs k", A*, weighted A* and IDA* against uniform-cost search on
// 200 seeded positions; the unit-step algorithms priced honestly; unit costs unchanged.
import { describe, expect, it } from 'vitest'
import { seededReachable } from './helpers.ts'
import { completeBfs } from '../../src/solvers/sliding/bfs.ts'
import { defaultGoal, isSolution, type Board } from '../../src/solvers/sliding/model.ts'
import { rank } from '../../src/solvers/sliding/rank.ts'
import { parseBoard } from '../../src/solvers/sliding/notation.ts'
import { runAlgorithm, UNIT_STEP, ALGORITHMS } from '../../src/solvers/search/algorithms.ts'
import { pathCost, type Problem } from '../../src/solvers/search/problem.ts'
import { uniformCost } from '../../src/solvers/search/ucs.ts'
import { HEURISTICS, slidingProblem } from '../../src/solvers/search/sliding.ts'
import {
  CENSUS_HEURISTICS,
  censusHeuristic,
  cheapestCosts,
  heuristicCensus,
  NO_COST,
} from '../../src/solvers/search/census.ts'
import { mulberry32 } from '../../bench/lib.ts'

type Edge = { to: number; w: number; id: number }

/** A random directed graph: n nodes, each with up to 4 edges of weight 1..9 (seeded). */
function randomGraph(n: number, seed: number): Edge[][] {
  const random = mulberry32(seed)
  let id = 0
  return Array.from({ length: n }, () =>
    Array.from({ length: Math.floor(random() * 5) }, () => ({
      to: Math.floor(random() * n),
      w: 1 + Math.floor(random() * 9),
      id: id++,
    })),
  )
}

/** Dijkstra as the textbook writes it: an array of distances, the nearest unsettled node each round. */
function dijkstra(graph: Edge[][], source: number): number[] {
  const dist = graph.map(() => Infinity)
  const settled = graph.map(() => false)
  dist[source] = 0
  for (;;) {
    let u = -1
    for (let v = 0; v < graph.length; v++)
      if (!settled[v] && dist[v] < Infinity && (u < 0 || dist[v] < dist[u])) u = v
    if (u < 0) return dist
    settled[u] = true
    for (const e of graph[u]) dist[e.to] = Math.min(dist[e.to], dist[u] + e.w)
  }
}

function graphProblem(graph: Edge[][], start: number, goal: number): Problem<number, Edge> {
  return {
    start,
    isGoal: (s) => s === goal,
    successors: (s) => graph[s].map((e) => ({ state: e.to, move: e })),
    key: (s) => s,
    h: () => 0,
    cost: (_s, e) => e.w,
  }
}

describe('uniform-cost search is Dijkstra', () => {
  it('finds the cheapest path on 300 seeded random weighted graphs, and says when there is none', () => {
    let found = 0
    let unreachable = 0
    for (let seed = 1; seed <= 300; seed++) {
      const n = 5 + (seed % 40)
      const graph = randomGraph(n, seed)
      const dist = dijkstra(graph, 0)
      const goal = n - 1
      const problem = graphProblem(graph, 0, goal)
      const r = uniformCost(problem)
      expect(r.found).toBe(dist[goal] < Infinity)
      if (!r.found) {
        unreachable++
        continue
      }
      found++
      expect(r.cost).toBe(dist[goal])
      // The moves are edges: they must chain from the start to the goal and add up to the cost.
      let at = 0
      for (const e of r.moves) {
        expect(graph[at]).toContain(e)
        at = e.to
      }
      expect(at).toBe(goal)
      expect(r.moves.reduce((s, e) => s + e.w, 0)).toBe(r.cost)
      expect(pathCost(problem, r.moves)).toBe(r.cost)
    }
    expect(found).toBeGreaterThan(100)
    expect(unreachable).toBeGreaterThan(5)
  })

  it('with unit costs it is as short as breadth-first search', () => {
    const random = mulberry32(7)
    for (let k = 0; k < 30; k++) {
      const graph = randomGraph(30, 1000 + k).map((edges) => edges.map((e) => ({ ...e, w: 1 })))
      const dist = dijkstra(graph, 0)
      const goal = Math.floor(random() * 30)
      const unit = { ...graphProblem(graph, 0, goal), cost: undefined }
      expect(uniformCost(unit).found ? uniformCost(unit).cost : Infinity).toBe(dist[goal])
      const bfs = runAlgorithm(unit, { algorithm: 'bfs' })
      expect(bfs.found ? bfs.moves.length : Infinity).toBe(dist[goal])
    }
  })
})

const GOAL = defaultGoal(3, 3)
const table = completeBfs(GOAL)

const seededPositions = (count: number, seed: number): Board[] =>
  seededReachable(count, seed, table.distance, mulberry32)

/** The sum of the tiles a solution slides: its cost when tile k costs k. */
const tileSum = (moves: readonly number[]): number => moves.reduce((s, m) => s + m, 0)

describe('the 8-puzzle with "tile k costs k" (200 seeded positions)', () => {
  const positions = seededPositions(200, 20)
  const cheapest = positions.map((b) => uniformCost(slidingProblem(b, GOAL, 'zero', 'tile')))

  it('uniform-cost search returns legal solutions whose cost is the sum of the tiles moved', () => {
    for (const [k, b] of positions.entries()) {
      const r = cheapest[k]
      expect(isSolution(b, GOAL, r.moves)).toBe(true)
      expect(r.cost).toBe(tileSum(r.moves))
      expect(r.moves.length).toBeGreaterThanOrEqual(table.distance[rank(b.tiles)])
    }
  })

  it('A* and IDA* with Manhattan priced by tile find a cheapest solution on all 200; A* with every other heuristic on the first 40', () => {
    for (const [k, b] of positions.entries()) {
      for (const h of k < 40 ? HEURISTICS : (['manhattan'] as const)) {
        const r = runAlgorithm(slidingProblem(b, GOAL, h, 'tile'), { algorithm: 'astar' })
        expect(r.cost, `A* ${h}`).toBe(cheapest[k].cost)
        expect(tileSum(r.moves)).toBe(r.cost)
        expect(isSolution(b, GOAL, r.moves)).toBe(true)
      }
      const ida = runAlgorithm(slidingProblem(b, GOAL, 'manhattan', 'tile'), { algorithm: 'idastar' })
      expect(ida.cost, 'IDA*').toBe(cheapest[k].cost)
      expect(tileSum(ida.moves)).toBe(ida.cost)
    }
  }, 120_000)

  it('weighted A* (w = 2) costs at most twice the cheapest, and A* with a priced h expands fewer nodes than uniform-cost search', () => {
    for (const [k, b] of positions.entries()) {
      const r = runAlgorithm(slidingProblem(b, GOAL, 'manhattan', 'tile'), {
        algorithm: 'weighted-astar',
        weight: 2,
      })
      expect(r.cost).toBeGreaterThanOrEqual(cheapest[k].cost)
      expect(r.cost).toBeLessThanOrEqual(2 * cheapest[k].cost)
      const a = runAlgorithm(slidingProblem(b, GOAL, 'manhattan', 'tile'), { algorithm: 'astar' })
      expect(a.expanded).toBeLessThanOrEqual(cheapest[k].expanded)
    }
  }, 60_000)

  it('BFS and bidirectional BFS ignore the costs: a shortest solution in moves, priced honestly, sometimes dearer than the cheapest', () => {
    let dearer = 0
    for (const [k, b] of positions.slice(0, 60).entries()) {
      for (const algorithm of ['bfs', 'bidirectional'] as const) {
        const r = runAlgorithm(slidingProblem(b, GOAL, 'zero', 'tile'), { algorithm })
        expect(r.moves.length).toBe(table.distance[rank(b.tiles)])
        expect(r.cost).toBe(tileSum(r.moves))
        expect(r.cost).toBeGreaterThanOrEqual(cheapest[k].cost)
        if (r.cost > cheapest[k].cost) dearer++
      }
    }
    expect(dearer).toBeGreaterThan(0)
  }, 60_000)

  it('depth-first search keeps its depth bound in moves, not in cost', () => {
    const b = parseBoard('1 2 3/4 5 6/0 7 8')
    const r = runAlgorithm(slidingProblem(b, GOAL, 'zero', 'tile'), { algorithm: 'dfs', maxDepth: 2 })
    expect(r.moves).toEqual([7, 8])
    expect(r.cost).toBe(15) // a bound of 2 in cost would have found nothing
  })
})

describe('unit costs are unchanged', () => {
  it('the problem has no cost function, and every algorithm reports cost = length', () => {
    const b = parseBoard('7 2 4/5 0 6/8 3 1')
    const problem = slidingProblem(b, GOAL, 'manhattan')
    expect(problem.cost).toBeUndefined()
    for (const algorithm of ALGORITHMS.filter((a) => a !== 'iddfs' && a !== 'dfs')) {
      const r = runAlgorithm(problem, { algorithm, weight: 2 })
      expect(r.cost, algorithm).toBe(r.moves.length)
    }
    expect(UNIT_STEP.has('ucs')).toBe(false)
  })
})

describe('the census under tile costs', () => {
  const census = heuristicCensus(GOAL, CENSUS_HEURISTICS, {}, 'tile')
  const byName = Object.fromEntries(census.heuristics.map((h) => [h.heuristic, h]))

  it('prices every position by Dijkstra over all 181,440, agreeing with uniform-cost search', () => {
    expect(census.positions).toBe(181_440)
    expect(census.cost).toBe('tile')
    const costs = cheapestCosts(GOAL)
    expect(costs[rank(GOAL.tiles)]).toBe(0)
    for (const b of seededPositions(40, 30))
      expect(costs[rank(b.tiles)]).toBe(uniformCost(slidingProblem(b, GOAL, 'zero', 'tile')).cost)
    let most = 0
    for (const c of costs) if (c !== NO_COST && c > most) most = c
    expect(census.maxDistance).toBe(most)
  })

  it('finds misplaced, Manhattan and linear conflict priced by tile admissible and consistent (h(s) ≤ c(s, s′) + h(s′))', () => {
    for (const name of ['misplaced', 'manhattan', 'linear-conflict'] as const) {
      expect(byName[name].admissibleViolations, name).toBe(0)
      expect(byName[name].consistencyViolations, name).toBe(0)
    }
  })

  it('catches the bad ones: twice priced Manhattan overestimates, and a move that lowers h by more than it costs is named', () => {
    expect(byName['double-manhattan'].admissibleViolations).toBeGreaterThan(0)
    const bad = byName['manhattan-even']
    expect(bad.admissibleViolations).toBe(0)
    expect(bad.consistencyViolations).toBeGreaterThan(0)
    const ex = bad.inconsistentExample!
    const from = Uint8Array.from(ex.from)
    const moved = ex.from[ex.to.indexOf(0)] // the tile that slid: its cost is its number
    expect(ex.hFrom).toBeGreaterThan(moved + ex.hTo)
    expect(ex.hFrom).toBe(censusHeuristic(GOAL, 'manhattan-even', 'tile')(from))
  })
})
