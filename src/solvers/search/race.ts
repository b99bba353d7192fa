/**
 * The race: every algorithm on one position, each row checked against the true distance.
 *
 * Vocabulary:
 *   row        one algorithm's outcome: solution length and cost, optimal (cost = the true
 *              cheapest cost, computed here, never assumed from the algorithm's name; with unit
 *              costs the cost is the length), nodes expanded, generated, peak stored, how deep
 *              it went, time. `outcome` tells a solution ('solved') from a search that ran out of
 *              positions to try ('none': depth-first within its depth bound) and one stopped by
 *              its node budget ('budget'); `note` says the last two in words.
 *   budget     nodes expanded per algorithm (RACE_BUDGET). Depth-first search gets 1,000,000, and
 *              a row that reaches it says so; iterative deepening's budget is large enough for
 *              every 3×3 position (a unit test runs it on one of the farthest, 31 moves away).
 */
import { BudgetError, timed, type JobOptions } from '../contract.ts'
import { ALGORITHMS, ALGORITHM_NAMES, INFORMED, runAlgorithm, type AlgorithmName } from './algorithms.ts'
import { BudgetStop, type Problem, type SearchOptions, type SearchResult } from './problem.ts'

export type RaceRow = {
  algorithm: AlgorithmName
  heuristic: string | null
  length: number | null
  /** The solution's cost (= length with unit costs); null without a solution. */
  cost: number | null
  optimal: boolean | null
  outcome: 'solved' | 'none' | 'budget'
  expanded: number
  generated: number
  peakStored: number
  deepest: number
  ms: number
  moves: unknown[]
  note: string
}

/** Nodes each algorithm may expand in a race (the bench uses the same figures). */
export const RACE_BUDGET: Readonly<Record<AlgorithmName, number>> = {
  dfs: 1_000_000,
  bfs: 4_000_000,
  iddfs: 100_000_000,
  bidirectional: 4_000_000,
  ucs: 2_000_000,
  greedy: 2_000_000,
  astar: 2_000_000,
  'weighted-astar': 2_000_000,
  idastar: 10_000_000,
}

export interface RaceSpec {
  /** The problem for an algorithm (informed ones get the heuristic). */
  problem: (algorithm: AlgorithmName) => Problem<any, any>
  heuristic: string
  weight: number
  maxDepth?: number
  distance: number
  /** The cheapest solution's cost, when moves have costs (default: `distance`, unit costs). */
  cheapest?: number
  algorithms?: readonly AlgorithmName[]
  budget?: Partial<Record<AlgorithmName, number>>
  /**
   * An algorithm's search specialised to this puzzle, run instead of the generic one: the same
   * search, held by a unit test to the same solution and counts (sliding-iddfs.ts in the sliding race).
   */
  special?: Partial<Record<AlgorithmName, (options: SearchOptions) => SearchResult<unknown>>>
}

/** One row: run, time, check the length against the true distance; a budget stop is a row too. */
export function raceRow(spec: RaceSpec, algorithm: AlgorithmName, options: JobOptions = {}): RaceRow {
  const heuristic = INFORMED.has(algorithm) ? spec.heuristic : null
  const maxNodes = spec.budget?.[algorithm] ?? RACE_BUDGET[algorithm]
  let expanded = 0
  const started = performance.now()
  const onProgress = (p: { explored: number }): void => {
    expanded = p.explored
    options.onProgress?.({ explored: p.explored, note: ALGORITHM_NAMES[algorithm] })
  }
  try {
    const run = { signal: options.signal, onProgress, budget: { maxNodes } }
    const special = spec.special?.[algorithm]
    const { value: r, ms } = timed(() =>
      special
        ? special(run)
        : runAlgorithm(
            spec.problem(algorithm),
            { algorithm, weight: spec.weight, maxDepth: spec.maxDepth },
            run,
          ),
    )
    const length = r.found ? r.moves.length : null
    const cost = r.found ? r.cost : null
    const note = r.found
      ? ''
      : algorithm === 'dfs'
        ? `no solution within depth ${spec.maxDepth}`
        : 'no solution'
    const outcome = r.found ? 'solved' : 'none'
    return {
      algorithm,
      heuristic,
      length,
      cost,
      outcome,
      optimal: cost === null ? null : cost === (spec.cheapest ?? spec.distance),
      expanded: r.expanded,
      generated: r.generated,
      peakStored: r.peakStored,
      deepest: r.deepest,
      ms,
      moves: r.moves,
      note,
    }
  } catch (error) {
    if (!(error instanceof BudgetError)) throw error
    const s =
      error instanceof BudgetStop ? error.stats : { expanded, generated: 0, peakStored: 0, deepest: 0 }
    return {
      algorithm,
      heuristic,
      length: null,
      cost: null,
      outcome: 'budget',
      optimal: null,
      expanded: s.expanded,
      generated: s.generated,
      peakStored: s.peakStored,
      deepest: s.deepest,
      ms: performance.now() - started,
      moves: [],
      note: `gave up at its budget of ${maxNodes.toLocaleString('en-US')} nodes`,
    }
  }
}

export function race(spec: RaceSpec, options: JobOptions = {}): RaceRow[] {
  return (spec.algorithms ?? ALGORITHMS).map((a) => raceRow(spec, a, options))
}
