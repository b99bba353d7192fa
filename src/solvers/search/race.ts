/**
 * The race: every algorithm on one position, each row checked against the true distance.
 *
 * Vocabulary:
 *   row        one algorithm's outcome: solution length, optimal (length = true distance,
 *              computed here, never assumed from the algorithm's name), nodes expanded, generated,
 *              peak stored, how deep it went, time. A row that hit its node budget says so in
 *              `note` and has no length.
 *   budget     nodes expanded per algorithm (RACE_BUDGET). Depth-first search gets 1,000,000, and
 *              a row that reaches it says so; iterative deepening's budget is large enough for
 *              every 3×3 position (a unit test runs it on one of the farthest, 31 moves away).
 */
import { BudgetError, timed, type JobOptions } from '../contract.ts'
import { ALGORITHMS, INFORMED, runAlgorithm, type AlgorithmName } from './algorithms.ts'
import { BudgetStop, type Problem } from './problem.ts'

export type RaceRow = {
  algorithm: AlgorithmName
  heuristic: string | null
  length: number | null
  optimal: boolean | null
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
  dfs: 1_000_000, bfs: 4_000_000, iddfs: 100_000_000, bidirectional: 4_000_000,
  greedy: 2_000_000, astar: 2_000_000, 'weighted-astar': 2_000_000, idastar: 10_000_000,
}

export interface RaceSpec {
  /** The problem for an algorithm (informed ones get the heuristic). */
  problem: (algorithm: AlgorithmName) => Problem<any, any>
  heuristic: string
  weight: number
  maxDepth?: number
  distance: number
  algorithms?: readonly AlgorithmName[]
  budget?: Partial<Record<AlgorithmName, number>>
}

/** One row: run, time, check the length against the true distance; a budget stop is a row too. */
export function raceRow(spec: RaceSpec, algorithm: AlgorithmName, options: JobOptions = {}): RaceRow {
  const heuristic = INFORMED.has(algorithm) ? spec.heuristic : null
  const maxNodes = spec.budget?.[algorithm] ?? RACE_BUDGET[algorithm]
  let expanded = 0
  const started = performance.now()
  const onProgress = (p: { explored: number }): void => { expanded = p.explored; options.onProgress?.({ explored: p.explored, note: algorithm }) }
  try {
    const { value: r, ms } = timed(() => runAlgorithm(spec.problem(algorithm), { algorithm, weight: spec.weight, maxDepth: spec.maxDepth }, { signal: options.signal, onProgress, budget: { maxNodes } }))
    const length = r.found ? r.moves.length : null
    const note = r.found ? '' : algorithm === 'dfs' ? `no solution within depth ${spec.maxDepth}` : 'no solution'
    return { algorithm, heuristic, length, optimal: length === null ? null : length === spec.distance, expanded: r.expanded, generated: r.generated, peakStored: r.peakStored, deepest: r.deepest, ms, moves: r.moves, note }
  } catch (error) {
    if (!(error instanceof BudgetError)) throw error
    const s = error instanceof BudgetStop ? error.stats : { expanded, generated: 0, peakStored: 0, deepest: 0 }
    return {
      algorithm, heuristic, length: null, optimal: null, expanded: s.expanded, generated: s.generated, peakStored: s.peakStored,
      deepest: s.deepest, ms: performance.now() - started, moves: [], note: `gave up at its budget of ${maxNodes.toLocaleString('en-US')} nodes`,
    }
  }
}

export function race(spec: RaceSpec, options: JobOptions = {}): RaceRow[] {
  return (spec.algorithms ?? ALGORITHMS).map((a) => raceRow(spec, a, options))
}
