/**
 * The heuristics census: every heuristic checked against the true distance on every position of
 * a board (all 181,440 of the 3×3), by the program, not by argument.
 *
 * Vocabulary:
 *   true distance  d(s), the fewest moves from s to the goal: the complete BFS from the goal
 *                  (src/solvers/sliding/bfs.ts).
 *   admissible     h(s) ≤ d(s) for every s: never an overestimate. A violation is a position
 *                  where h(s) > d(s).
 *   consistent     h(s) ≤ c(s, s') + h(s') for every move s → s': one move never lowers h by more
 *                  than it costs (with unit costs: by more than 1). Consistency (with h = 0 at the
 *                  goal) implies admissibility, not the other way round.
 *   cost model     'unit' (every move costs 1; d(s) is the fewest moves) or 'tile' (sliding tile
 *                  k costs k; d(s) is the cheapest cost, by Dijkstra over every position, and
 *                  the heuristics are the ones priced by tile, sliding.ts `tileCostHeuristic`).
 *   joint counts   counts[d][h]: positions at distance d with heuristic value h (the plot).
 *   effective branching factor  b* with N + 1 = 1 + b* + b*² + … + b*^d, where A* generated N
 *                  nodes to find a solution of length d (Russell & Norvig): the branching factor
 *                  a uniform tree of depth d would need to hold N nodes.
 */
import { throwIfAborted, type JobOptions } from '../contract.ts'
import { completeBfs, UNREACHED } from '../sliding/bfs.ts'
import { neighbourTable, type Board } from '../sliding/model.ts'
import { FACTORIAL, rank, unrank } from '../sliding/rank.ts'
import { goalTable, manhattan } from '../sliding/heuristics.ts'
import {
  slidingHeuristic,
  slidingProblem,
  tileCostHeuristic,
  type CostModel,
  type HeuristicName,
  type Tiles,
} from './sliding.ts'
import { aStar } from './best-first.ts'

/** The heuristics the census checks: the four of the race, a max of two, and two deliberately bad ones. */
export const CENSUS_HEURISTICS = [
  'misplaced',
  'manhattan',
  'linear-conflict',
  'pdb',
  'max',
  'manhattan-even',
  'double-manhattan',
] as const
export type CensusHeuristic = (typeof CENSUS_HEURISTICS)[number]

export const CENSUS_NAMES: Readonly<Record<CensusHeuristic, string>> = {
  misplaced: 'Misplaced tiles',
  manhattan: 'Manhattan distance',
  'linear-conflict': 'Linear conflict',
  pdb: 'Pattern database',
  max: 'Max of linear conflict and the pattern database',
  'manhattan-even': 'Manhattan rounded down to even',
  'double-manhattan': '2 × Manhattan (weighted)',
}

/** Each census heuristic as a function of the tiles (under 'tile' costs, priced by tile). */
export function censusHeuristic(
  goal: Board,
  name: CensusHeuristic,
  cost: CostModel = 'unit',
): (tiles: Tiles) => number {
  const base = (h: HeuristicName): ((tiles: Tiles) => number) =>
    cost === 'tile' ? tileCostHeuristic(goal, h) : slidingHeuristic(goal, h)
  if (name === 'max') {
    const a = base('linear-conflict')
    const b = base('pdb')
    return (tiles) => Math.max(a(tiles), b(tiles))
  }
  if (cost === 'unit') {
    const table = goalTable(goal)
    if (name === 'manhattan-even') return (tiles) => manhattan(tiles, table) & ~1
    if (name === 'double-manhattan') return (tiles) => 2 * manhattan(tiles, table)
  } else {
    const priced = base('manhattan')
    if (name === 'manhattan-even') return (tiles) => priced(tiles) & ~1
    if (name === 'double-manhattan') return (tiles) => 2 * priced(tiles)
  }
  return base(name as HeuristicName)
}

/** Marks positions the goal cannot reach in `cheapestCosts`. */
export const NO_COST = 0xffff

/**
 * The cheapest cost from every position to `goal` when sliding tile k costs k: Dijkstra from the
 * goal over ranks (a slide is undone by sliding the same tile back, at the same cost), with one
 * bucket per cost, since every move costs a small whole number (Dial's form of Dijkstra).
 */
export function cheapestCosts(goal: Board, options: JobOptions = {}): Uint16Array {
  const n = goal.tiles.length
  const near = neighbourTable(goal.width, goal.height)
  const cost = new Uint16Array(FACTORIAL[n]).fill(NO_COST)
  const buckets: number[][] = [[rank(goal.tiles)]]
  cost[buckets[0][0]] = 0
  const tiles = new Uint8Array(n)
  let settled = 0
  for (let d = 0; d < buckets.length; d++) {
    for (const r of buckets[d] ?? []) {
      if (cost[r] !== d) continue // stale: settled at a lower cost
      if ((++settled & 8191) === 0) throwIfAborted(options.signal)
      unrank(r, tiles)
      const blank = tiles.indexOf(0)
      for (const from of near[blank]) {
        const step = tiles[from]
        tiles[blank] = step
        tiles[from] = 0
        const next = rank(tiles)
        if (d + step < cost[next]) {
          cost[next] = d + step
          ;(buckets[d + step] ??= []).push(next)
        }
        tiles[from] = step
        tiles[blank] = 0
      }
    }
    buckets[d] = [] // free the bucket
  }
  return cost
}

type HeuristicCensus = {
  heuristic: CensusHeuristic
  admissibleViolations: number
  consistencyViolations: number
  /** A move s → s' where h drops by 2 or more, when there is one (tiles of both). */
  inconsistentExample: { from: number[]; to: number[]; hFrom: number; hTo: number } | null
  /** An overestimated position, when there is one. */
  overestimateExample: { tiles: number[]; h: number; d: number } | null
  /** counts[d][h]: positions at distance d with value h. */
  counts: number[][]
  /** Mean h at each distance. */
  meanByDistance: number[]
  exact: number // positions where h = d
}

export type Census = {
  positions: number
  edges: number
  maxDistance: number
  cost: CostModel
  heuristics: HeuristicCensus[]
}

// #region census
/**
 * Every position's h against its true distance (its cheapest cost under 'tile' costs), and every
 * move's change of h against the move's cost.
 */
export function heuristicCensus(
  goal: Board,
  names: readonly CensusHeuristic[] = CENSUS_HEURISTICS,
  options: JobOptions = {},
  cost: CostModel = 'unit',
): Census {
  const n = goal.tiles.length
  const distance: Uint8Array | Uint16Array =
    cost === 'unit' ? completeBfs(goal, options).distance : cheapestCosts(goal, options)
  const unreached = cost === 'unit' ? UNREACHED : NO_COST
  const near = neighbourTable(goal.width, goal.height)
  const tiles = new Uint8Array(n)
  const reachable: number[] = []
  let maxDistance = 0
  for (let r = 0; r < FACTORIAL[n]; r++)
    if (distance[r] !== unreached) {
      reachable.push(r)
      maxDistance = Math.max(maxDistance, distance[r])
    }
  const heuristics = names.map((name) => {
    const h = censusHeuristic(goal, name, cost)
    const value = new Uint16Array(FACTORIAL[n]) // h of every reachable rank
    for (const [k, r] of reachable.entries()) {
      if ((k & 8191) === 0) throwIfAborted(options.signal)
      value[r] = h(unrank(r, tiles))
    }
    return checkOne(name, value, distance, reachable, near, tiles, maxDistance + 1, cost, options)
  })
  let edges = 0
  for (const r of reachable) edges += near[unrank(r, tiles).indexOf(0)].length
  return { positions: reachable.length, edges: edges / 2, maxDistance, cost, heuristics }
}

function checkOne(
  name: CensusHeuristic,
  value: Uint16Array,
  distance: Uint8Array | Uint16Array,
  reachable: number[],
  near: number[][],
  tiles: Tiles,
  depths: number,
  cost: CostModel,
  options: JobOptions,
): HeuristicCensus {
  let admissibleViolations = 0
  let consistencyViolations = 0
  let exact = 0
  let inconsistentExample: HeuristicCensus['inconsistentExample'] = null
  let overestimateExample: HeuristicCensus['overestimateExample'] = null
  const counts: number[][] = Array.from({ length: depths }, () => [])
  const sums = new Float64Array(depths)
  const totals = new Float64Array(depths)
  for (const [k, r] of reachable.entries()) {
    if ((k & 8191) === 0) throwIfAborted(options.signal)
    const d = distance[r]
    const h = value[r]
    counts[d][h] = (counts[d][h] ?? 0) + 1
    sums[d] += h
    totals[d]++
    if (h === d) exact++
    if (h > d) {
      admissibleViolations++
      overestimateExample ??= { tiles: Array.from(unrank(r, tiles)), h, d }
    }
    unrank(r, tiles)
    const blank = tiles.indexOf(0)
    for (const from of near[blank]) {
      const step = cost === 'tile' ? tiles[from] : 1 // the move's cost c(s, s')
      tiles[blank] = tiles[from]
      tiles[from] = 0
      const next = rank(tiles)
      if (h > step + value[next]) {
        // h may drop by at most what the move costs
        consistencyViolations++
        if (!inconsistentExample) {
          const to = Array.from(tiles)
          tiles[from] = tiles[blank]
          tiles[blank] = 0
          inconsistentExample = { from: Array.from(tiles), to, hFrom: h, hTo: value[next] }
          tiles[blank] = tiles[from]
          tiles[from] = 0
        }
      }
      tiles[from] = tiles[blank]
      tiles[blank] = 0
    }
  }
  for (const row of counts) for (let h = 0; h < row.length; h++) row[h] ??= 0
  const meanByDistance = Array.from(sums, (s, d) => (totals[d] ? s / totals[d] : 0))
  return {
    heuristic: name,
    admissibleViolations,
    consistencyViolations,
    inconsistentExample,
    overestimateExample,
    counts,
    meanByDistance,
    exact,
  }
}
// #endregion census

/** b* with 1 + b + b² + … + b^depth = generated + 1, by bisection (1 when depth is 0). */
export function effectiveBranchingFactor(generated: number, depth: number): number {
  if (depth <= 0) return 1
  const total = (b: number): number => {
    let s = 1
    let p = 1
    for (let k = 1; k <= depth; k++) {
      p *= b
      s += p
    }
    return s
  }
  let lo = 1
  let hi = Math.max(2, generated)
  for (let k = 0; k < 100; k++) {
    const mid = (lo + hi) / 2
    if (total(mid) < generated + 1) lo = mid
    else hi = mid
  }
  return (lo + hi) / 2
}

export type BranchingRow = {
  heuristic: HeuristicName
  positions: number
  meanLength: number
  meanExpanded: number
  meanGenerated: number
  ebf: number
}

/**
 * A* with each heuristic on the same positions: the mean solution length, the mean nodes
 * expanded and generated, and the mean over the positions of each one's effective branching
 * factor (Russell & Norvig tabulate it per solution length; here the sample mixes lengths).
 */
export function branchingFactors(
  starts: readonly Board[],
  goal: Board,
  names: readonly HeuristicName[],
  options: JobOptions = {},
): BranchingRow[] {
  return names.map((heuristic) => {
    let length = 0
    let expanded = 0
    let generated = 0
    let ebf = 0
    for (const start of starts) {
      const r = aStar(slidingProblem(start, goal, heuristic), options)
      length += r.moves.length
      expanded += r.expanded
      generated += r.generated
      ebf += effectiveBranchingFactor(r.generated, r.moves.length)
    }
    const k = starts.length
    return {
      heuristic,
      positions: k,
      meanLength: length / k,
      meanExpanded: expanded / k,
      meanGenerated: generated / k,
      ebf: ebf / k,
    }
  })
}
