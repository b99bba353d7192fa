/**
 * The search lab's jobs: what the widgets send to the site's worker (jobs.worker.ts), callable from Node
 * too (the CLI verb, the bench, the tests). Requests carry their `kind`; boards travel as plain
 * arrays (`BoardData`), tile-swap positions as their notation.
 *
 * Vocabulary:
 *   race        every algorithm on one position (race.ts), each row checked against the true
 *               distance, which the fast BFS of src/solvers/sliding/bfs.ts computes first (and,
 *               under tile costs, the cheapest cost, by uniform-cost search). The page runs it
 *               one algorithm at a time, so rows appear as they finish: `raceTruth` first, then
 *               `race` with that truth and one algorithm per request.
 *   trace       the first expansions of one algorithm, for the frontier view (trace.ts).
 *   heuristics  the reader's position: each heuristic's h beside the true distance.
 *   census      every 3×3 position: admissibility and consistency counted (census.ts).
 *   reason      the parity reason when the goal cannot be reached (no search is run), else null.
 */
import type { JobContext } from '../contract.ts'
import { bfsPath } from '../sliding/bfs.ts'
import { boardOf, type Board, type BoardData } from '../sliding/model.ts'
import { solvability } from '../sliding/parity.ts'
import { parsePair } from '../tileswap/grid.ts'
import { assign } from '../tileswap/hungarian.ts'
import { INFORMED, type AlgorithmName } from './algorithms.ts'
import { heuristicCensus, CENSUS_HEURISTICS, type Census } from './census.ts'
import { race, type RaceRow } from './race.ts'
import {
  checkLabBoard,
  HEURISTICS,
  slidingHeuristic,
  slidingProblem,
  tilesOf,
  type CostModel,
  type HeuristicName,
} from './sliding.ts'
import { slidingIterativeDeepening } from './sliding-iddfs.ts'
import { uniformCost } from './ucs.ts'
import { tileSwapProblem, type SwapHeuristic } from './tileswap.ts'
import { traceSearch, type Trace } from './trace.ts'
import { heuristicCheckJobs } from './heuristic-check.ts'
import { experimentCellJob } from './experiment.ts'

export type { BoardData, RaceRow }

/** The true distance, or the parity reason when the goal cannot be reached. */
export function trueDistance(
  start: Board,
  goal: Board,
  options: Partial<JobContext> = {},
): { distance: number; reason: null } | { distance: null; reason: string } {
  checkLabBoard(start)
  const parity = solvability(start, goal)
  if (!parity.reachable) return { distance: null, reason: parity.reason }
  return { distance: bfsPath(start, goal, options)!.moves.length, reason: null }
}

// ── race ──────────────────────────────────────────────────────────────────────────────────────
/** The shortest solution in moves and the cheapest one's cost (equal under unit costs). */
export type RaceTruth = { distance: number; cheapest: number }
export type RaceTruthRequest = { kind: 'raceTruth'; start: BoardData; goal: BoardData; cost?: CostModel }
export type RaceTruthResult = { truth: RaceTruth | null; reason: string | null }
/** `truth`: what `raceTruth` answered, so a race run one algorithm at a time computes it once. */
export type RaceRequest = {
  kind: 'race'
  start: BoardData
  goal: BoardData
  heuristic: HeuristicName
  weight: number
  maxDepth?: number
  algorithms?: AlgorithmName[]
  cost?: CostModel
  truth?: RaceTruth
}
export type RaceResult = {
  rows: RaceRow[]
  distance: number | null
  cheapest?: number | null
  reason: string | null
}

/** The true distance and, under tile costs, the cheapest cost (uniform-cost search, no budget: at most 181,440 states). */
export function raceTruth(
  start: Board,
  goal: Board,
  cost: CostModel = 'unit',
  ctx: Partial<JobContext> = {},
): RaceTruthResult {
  const truth = trueDistance(start, goal, ctx) // the BFS hears Cancel too
  if (truth.distance === null) return { truth: null, reason: truth.reason }
  const cheapest =
    cost === 'unit'
      ? truth.distance
      : uniformCost(slidingProblem(start, goal, 'zero', cost), { signal: ctx.signal }).cost
  return { truth: { distance: truth.distance, cheapest }, reason: null }
}

export const raceTruthJob = (req: RaceTruthRequest, ctx: JobContext): RaceTruthResult =>
  raceTruth(boardOf(req.start), boardOf(req.goal), req.cost, ctx)

export function slidingRace(req: Omit<RaceRequest, 'kind'>, ctx: Partial<JobContext> = {}): RaceResult {
  const [start, goal] = [boardOf(req.start), boardOf(req.goal)]
  checkLabBoard(start)
  const cost = req.cost ?? 'unit'
  const answer = req.truth ? { truth: req.truth, reason: null } : raceTruth(start, goal, cost, ctx)
  const known = answer.truth
  if (known === null) return { rows: [], distance: null, cheapest: null, reason: answer.reason }
  const uninformed = slidingProblem(start, goal, 'zero', cost)
  const informed = slidingProblem(start, goal, req.heuristic, cost)
  const rows = race(
    {
      problem: (a) => (INFORMED.has(a) ? informed : uninformed),
      heuristic: req.heuristic,
      weight: req.weight,
      maxDepth: req.maxDepth ?? uninformed.depthBound,
      distance: known.distance,
      cheapest: known.cheapest,
      algorithms: req.algorithms,
      // iterative deepening expands the most by far: on unit costs, its form for the tiles themselves
      ...(cost === 'unit'
        ? {
            special: {
              iddfs: (options) =>
                slidingIterativeDeepening(start, goal, uninformed.depthBound ?? Infinity, options),
            },
          }
        : {}),
    },
    ctx,
  )
  return { rows, distance: known.distance, cheapest: known.cheapest, reason: null }
}

export const raceJob = (req: RaceRequest, ctx: JobContext): RaceResult => slidingRace(req, ctx)

// ── the same race on tile swap ─────────────────────────────────────────────────────────────────
/**
 * Iterative deepening's (and IDA*'s) budget on tile swap: a grid has up to 24 swaps where a 3×3 board has at
 * most 4 slides, and its successors are made the general way, so the 3×3 budget would be tens
 * of seconds here (42 s in Node on one 16-swap pair); this is a few seconds, and the row says
 * when it gives up.
 */
export const SWAP_IDDFS_BUDGET = 5_000_000

export type SwapRaceRequest = { kind: 'swapRace'; pair: string; heuristic: SwapHeuristic; weight: number }

export function swapRace(req: SwapRaceRequest, ctx: JobContext): RaceResult {
  const pair = parsePair(req.pair)
  const distance = assign(pair.start, pair.goal).cost // the matching is exact for tile swap
  const uninformed = tileSwapProblem(pair, 'zero')
  const informed = tileSwapProblem(pair, req.heuristic)
  const rows = race(
    {
      problem: (a) => (INFORMED.has(a) ? informed : uninformed),
      heuristic: req.heuristic,
      weight: req.weight,
      maxDepth: uninformed.depthBound,
      distance,
      budget: { iddfs: SWAP_IDDFS_BUDGET, idastar: SWAP_IDDFS_BUDGET },
    },
    ctx,
  )
  return { rows, distance, reason: null }
}

// ── trace: the frontier view ──────────────────────────────────────────────────────────────────
export type TraceRequest = {
  kind: 'trace'
  start: BoardData
  goal: BoardData
  algorithm: AlgorithmName
  heuristic: HeuristicName
  weight?: number
  maxDepth?: number
  cost?: CostModel
  limit?: number
}
export type TraceResult = Omit<Trace<number[]>, 'result'> & {
  expanded: number
  generated: number
  length: number | null
  /** The solution's cost (its length with unit costs). */
  cost: number
  moves: number[]
  reason: string | null
}

/**
 * One algorithm traced to the goal on a sliding board (uninformed ones get h = 0, as in the race),
 * within the race's node budget for it; boards travel as tile arrays.
 */
export function trace(req: TraceRequest, ctx: Partial<JobContext> = {}): TraceResult {
  const [start, goal] = [boardOf(req.start), boardOf(req.goal)]
  checkLabBoard(start)
  const parity = solvability(start, goal)
  if (!parity.reachable)
    return {
      algorithm: req.algorithm,
      steps: [],
      byDepth: [],
      byF: [],
      iterations: [],
      goal: null,
      stopped: null,
      expanded: 0,
      generated: 0,
      length: null,
      cost: 0,
      moves: [],
      reason: parity.reason,
    }
  const problem = slidingProblem(
    start,
    goal,
    INFORMED.has(req.algorithm) ? req.heuristic : 'zero',
    req.cost ?? 'unit',
  )
  const n = start.tiles.length
  const t = traceSearch(problem, req.algorithm, {
    signal: ctx.signal,
    onProgress: ctx.onProgress,
    weight: req.weight,
    maxDepth: req.maxDepth ?? problem.depthBound,
    limit: req.limit,
  })
  const tiles = <T extends { state: number }>(s: T): T & { state: number[] } =>
    ({ ...s, state: Array.from(tilesOf(s.state, n)) }) as never
  const steps = t.steps.map((s) => ({
    ...s,
    node: tiles(s.node),
    children: s.children.map(tiles),
    open: s.open.map(tiles),
  }))
  const { result, ...rest } = t
  return {
    ...rest,
    steps,
    expanded: result.expanded,
    generated: result.generated,
    length: result.found ? result.moves.length : null,
    cost: result.cost,
    moves: result.moves as number[],
    reason: null,
  }
}

// ── heuristics on the reader's position ───────────────────────────────────────────────────────
export type HeuristicsRequest = { kind: 'heuristics'; start: BoardData; goal: BoardData }
export type HeuristicsResult = {
  values: { heuristic: HeuristicName; h: number }[]
  distance: number | null
  reason: string | null
}

export function heuristicValues(start: Board, goal: Board): { heuristic: HeuristicName; h: number }[] {
  return HEURISTICS.map((name) => ({ heuristic: name, h: slidingHeuristic(goal, name)(start.tiles) }))
}

export function heuristics(req: HeuristicsRequest, ctx: JobContext): HeuristicsResult {
  const [start, goal] = [boardOf(req.start), boardOf(req.goal)]
  const truth = trueDistance(start, goal, ctx)
  return { values: heuristicValues(start, goal), distance: truth.distance, reason: truth.reason }
}

// ── census: every position of a board ─────────────────────────────────────────────────────────
export type CensusRequest = { kind: 'census'; goal: BoardData; cost?: CostModel }
export function census(req: CensusRequest, ctx: JobContext): Census {
  return heuristicCensus(boardOf(req.goal), CENSUS_HEURISTICS, ctx, req.cost)
}

export const jobs = {
  race: raceJob,
  raceTruth: raceTruthJob,
  swapRace,
  trace,
  heuristics,
  census,
  ...heuristicCheckJobs,
  experimentCell: experimentCellJob,
}
export type SearchJobs = typeof jobs
