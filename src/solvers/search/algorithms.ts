/**
 * The lab's algorithms by name: what the race, the CLI and the bench run.
 *
 * Vocabulary:
 *   name        dfs, bfs, iddfs, bidirectional, ucs, greedy, astar, weighted-astar, idastar.
 *   informed    the ones that use the heuristic: greedy, A*, weighted A*, IDA*.
 *   optimal     the ones guaranteed a cheapest solution: uniform-cost search, and A* / IDA* with an
 *               admissible heuristic; with unit costs also BFS, iterative deepening and
 *               bidirectional BFS, which count moves (UNIT_STEP) and ignore costs, so under costs
 *               they return a shortest solution in moves, not always a cheapest one. The race
 *               never trusts the list: it compares every cost with the true one.
 */
import { bidirectional } from './bidirectional.ts'
import { aStar, greedy, weightedAStar } from './best-first.ts'
import { breadthFirst } from './bfs.ts'
import { depthFirst } from './dfs.ts'
import { iterativeDeepening } from './iddfs.ts'
import { idaStar } from './idastar.ts'
import { pathCost, type Problem, type SearchOptions, type SearchResult } from './problem.ts'
import { uniformCost } from './ucs.ts'

export const ALGORITHMS = [
  'dfs',
  'bfs',
  'iddfs',
  'bidirectional',
  'ucs',
  'greedy',
  'astar',
  'weighted-astar',
  'idastar',
] as const
export type AlgorithmName = (typeof ALGORITHMS)[number]

export const ALGORITHM_NAMES: Readonly<Record<AlgorithmName, string>> = {
  dfs: 'Depth-first (bounded)',
  bfs: 'Breadth-first',
  iddfs: 'Iterative deepening',
  bidirectional: 'Bidirectional BFS',
  ucs: 'Uniform-cost',
  greedy: 'Greedy best-first',
  astar: 'A*',
  'weighted-astar': 'Weighted A*',
  idastar: 'IDA*',
}

export const INFORMED: ReadonlySet<AlgorithmName> = new Set(['greedy', 'astar', 'weighted-astar', 'idastar'])

/** The ones that count moves and ignore move costs. */
export const UNIT_STEP: ReadonlySet<AlgorithmName> = new Set(['dfs', 'bfs', 'iddfs', 'bidirectional'])

export function isAlgorithm(name: string): name is AlgorithmName {
  return (ALGORITHMS as readonly string[]).includes(name)
}

/** How to run one algorithm: the weight of weighted A*, the depth bound of DFS. */
export interface RunSpec {
  algorithm: AlgorithmName
  weight?: number
  maxDepth?: number
}

export function runAlgorithm<S, M>(
  problem: Problem<S, M>,
  spec: RunSpec,
  options: SearchOptions<S, M> = {},
): SearchResult<M> {
  if (!problem.cost || !UNIT_STEP.has(spec.algorithm)) return dispatch(problem, spec, options)
  // Unit-step: search as if every move cost 1, then price the solution it found.
  const r = dispatch({ ...problem, cost: undefined }, spec, options)
  return r.found ? { ...r, cost: pathCost(problem, r.moves)! } : r
}

function dispatch<S, M>(
  problem: Problem<S, M>,
  spec: RunSpec,
  options: SearchOptions<S, M>,
): SearchResult<M> {
  switch (spec.algorithm) {
    case 'dfs':
      return depthFirst(problem, spec.maxDepth ?? problem.depthBound ?? Infinity, options)
    case 'bfs':
      return breadthFirst(problem, options)
    case 'iddfs':
      return iterativeDeepening(problem, options)
    case 'bidirectional':
      return bidirectional(problem, options)
    case 'ucs':
      return uniformCost(problem, options)
    case 'greedy':
      return greedy(problem, options)
    case 'astar':
      return aStar(problem, options)
    case 'weighted-astar':
      return weightedAStar(problem, spec.weight ?? 2, options)
    case 'idastar':
      return idaStar(problem, options)
  }
}
