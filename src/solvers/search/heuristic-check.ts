/**
 * A reader's heuristic checked against the whole state space: every position reachable from the
 * goal (all 181,440 of the 3×3) and every move, from nothing but the heuristic's values.
 *
 * The reader's function never runs here. The page runs it in a sandbox (components/kit/sandbox.ts)
 * on `positions(goal).tiles`, one call per position, and hands this module the raw numbers; the
 * CLI does the same in a worker thread (src/cli/sandbox.ts). Everything this module reports is
 * computed from those numbers and the true distances, so reader code cannot write its own verdict.
 *
 * Vocabulary (as in census.ts):
 *   values        h of every reachable position, in the order of `positions(goal).ranks`.
 *   overestimate  a position with h(s) > d(s), d the true distance (complete BFS from the goal).
 *   inconsistent  an ordered pair (s, s′), s′ one move from s, with h(s) > 1 + h(s′); both
 *                 directions of a move are checked, as the census counts them.
 *   exact         h(s) = d(s).
 *   above / below Manhattan   h(s) > or < the Manhattan distance of s.
 * Values may be fractions; comparisons allow 1e-9 for rounding, so 0.1 + 0.2 counts as 0.3.
 */
import { InputError, throwIfAborted, type JobContext, type JobOptions } from '../contract.ts'
import { completeBfs, UNREACHED } from '../sliding/bfs.ts'
import { boardOf, neighbourTable, type Board, type BoardData } from '../sliding/model.ts'
import { formatBoard } from '../sliding/notation.ts'
import { FACTORIAL, rank, unrank } from '../sliding/rank.ts'
import { goalTable, manhattan } from '../sliding/heuristics.ts'
import type { Problem } from './problem.ts'
import { decode, slidingProblem, type HeuristicName, type Tiles } from './sliding.ts'
import type { AlgorithmName } from './algorithms.ts'
import { aStar } from './best-first.ts'
import { effectiveBranchingFactor } from './census.ts'
import { raceRow, type RaceRow } from './race.ts'

const EPS = 1e-9

/** The positions a heuristic is checked on, with their true distances. */
export type CheckPositions = {
  goal: Board
  /** Rank (rank.ts) of each reachable position, in BFS-table order. */
  ranks: Int32Array
  /** The tiles of position k at k·n … k·n + n − 1 (what the sandbox calls h on). */
  tiles: Uint8Array
  /** d of position k. */
  distance: Uint8Array
  /** The index k of each rank, −1 when unreachable. */
  indexOfRank: Int32Array
}

const cache = new Map<string, CheckPositions>()

/** Every position reachable from `goal` (kept for the last few goals: a 3×3 BFS is ~100 ms). */
export function positions(goal: Board, options: JobOptions = {}): CheckPositions {
  const id = `${goal.width}x${goal.height}:${formatBoard(goal)}`
  const hit = cache.get(id)
  if (hit) return hit
  const n = goal.tiles.length
  const { distance: byRank } = completeBfs(goal, options)
  const indexOfRank = new Int32Array(FACTORIAL[n]).fill(-1)
  const list: number[] = []
  for (let r = 0; r < FACTORIAL[n]; r++)
    if (byRank[r] !== UNREACHED) {
      indexOfRank[r] = list.length
      list.push(r)
    }
  const ranks = Int32Array.from(list)
  const tiles = new Uint8Array(ranks.length * n)
  const distance = new Uint8Array(ranks.length)
  const scratch = new Uint8Array(n)
  for (let k = 0; k < ranks.length; k++) {
    tiles.set(unrank(ranks[k], scratch), k * n)
    distance[k] = byRank[ranks[k]]
  }
  const out = { goal, ranks, tiles, distance, indexOfRank }
  if (cache.size >= 4) cache.delete(cache.keys().next().value!)
  cache.set(id, out)
  return out
}

export type Example = { tiles: number[]; h: number; d: number }
export type HeuristicVerdict = {
  positions: number
  overestimates: number
  inconsistentMoves: number
  exact: number
  aboveManhattan: number
  belowManhattan: number
  /** The first overestimated position in table order, with h and d. */
  overestimateExample: Example | null
  /** The first inconsistent pair: s (from) and s′ (to), each with h and d. */
  inconsistentExample: { from: Example; to: Example } | null
  /** Mean h of the positions at each true distance 0 … diameter. */
  meanByDistance: number[]
  /** h at the goal (a heuristic should be 0 there). */
  atGoal: number
}

/** A bad value: the message names the value and the position, as the reader typed it. */
function badValueMessage(value: unknown, tiles: ArrayLike<number>, width: number): string | null {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return null
  const shown =
    typeof value === 'number'
      ? String(value)
      : typeof value === 'string'
        ? JSON.stringify(value)
        : typeof value === 'object' && value !== null
          ? 'an object'
          : String(value)
  const board = formatBoard({ width, height: tiles.length / width, tiles: Uint8Array.from(tiles) })
  return `h returned ${shown} for ${board}: a heuristic must return a number ≥ 0 (a finite one).`
}

/** Throws an InputError naming the first value that is not a finite number ≥ 0. */
function checkValues(pos: CheckPositions, values: ArrayLike<number>): void {
  const n = pos.goal.tiles.length
  if (values.length !== pos.ranks.length)
    throw new InputError(`Expected ${pos.ranks.length} values of h, got ${values.length}.`)
  for (let k = 0; k < values.length; k++) {
    const v = values[k]
    if (!(v >= 0 && v < Infinity))
      throw new InputError(badValueMessage(v, pos.tiles.subarray(k * n, k * n + n), pos.goal.width)!)
  }
}

// #region check
/** The verdict on `values` (h of every position of `pos`, in its order). */
export function verdict(
  pos: CheckPositions,
  values: ArrayLike<number>,
  options: JobOptions = {},
): HeuristicVerdict {
  checkValues(pos, values)
  const { goal, ranks, distance, indexOfRank } = pos
  const n = goal.tiles.length
  const near = neighbourTable(goal.width, goal.height)
  const table = goalTable(goal)
  const tiles = new Uint8Array(n)
  const example = (k: number): Example => ({
    tiles: Array.from(pos.tiles.subarray(k * n, k * n + n)),
    h: values[k],
    d: distance[k],
  })
  const depths = distance.reduce((a, b) => Math.max(a, b), 0) + 1
  const sums = new Float64Array(depths)
  const totals = new Float64Array(depths)
  const out: HeuristicVerdict = {
    positions: ranks.length,
    overestimates: 0,
    inconsistentMoves: 0,
    exact: 0,
    aboveManhattan: 0,
    belowManhattan: 0,
    overestimateExample: null,
    inconsistentExample: null,
    meanByDistance: [],
    atGoal: values[indexOfRank[rank(goal.tiles)]],
  }
  for (let k = 0; k < ranks.length; k++) {
    if ((k & 8191) === 0) throwIfAborted(options.signal)
    const h = values[k]
    const d = distance[k]
    sums[d] += h
    totals[d]++
    if (Math.abs(h - d) <= EPS) out.exact++
    else if (h > d) {
      out.overestimates++
      out.overestimateExample ??= example(k)
    }
    tiles.set(pos.tiles.subarray(k * n, k * n + n))
    const m = manhattan(tiles, table)
    if (h > m + EPS) out.aboveManhattan++
    else if (h < m - EPS) out.belowManhattan++
    const blank = tiles.indexOf(0)
    for (const from of near[blank]) {
      tiles[blank] = tiles[from]
      tiles[from] = 0
      const next = indexOfRank[rank(tiles)]
      if (h > 1 + values[next] + EPS) {
        out.inconsistentMoves++
        out.inconsistentExample ??= { from: example(k), to: example(next) }
      }
      tiles[from] = tiles[blank]
      tiles[blank] = 0
    }
  }
  out.meanByDistance = Array.from(sums, (s, d) => (totals[d] ? s / totals[d] : 0))
  return out
}
// #endregion check

/** h as a table lookup: the reader's values, so a search can use them without running their code. */
export function tableProblem(
  start: Board,
  pos: CheckPositions,
  values: ArrayLike<number>,
): Problem<number, number> {
  const problem = slidingProblem(start, pos.goal, 'zero')
  const tiles: Tiles = new Uint8Array(start.tiles.length)
  return { ...problem, h: (state) => values[pos.indexOfRank[rank(decode(state, tiles))]] }
}

/** Calls `h` on every position (Node: the CLI's worker thread, tests); throws on a bad value. */
export function valuesOf(
  pos: CheckPositions,
  h: (tiles: number[], goal: number[], width: number) => unknown,
  options: JobOptions = {},
): Float64Array {
  const n = pos.goal.tiles.length
  const values = new Float64Array(pos.ranks.length)
  const goal = Array.from(pos.goal.tiles)
  for (let k = 0; k < values.length; k++) {
    if ((k & 8191) === 0) throwIfAborted(options.signal)
    const tiles = Array.from(pos.tiles.subarray(k * n, k * n + n))
    const v = h(tiles, goal.slice(), pos.goal.width)
    const bad = badValueMessage(v, pos.tiles.subarray(k * n, k * n + n), pos.goal.width)
    if (bad) throw new InputError(bad)
    values[k] = v as number
  }
  return values
}

// ── the search lab's jobs (the page's worker runs them; the reader's code never reaches them) ──
type PositionsRequest = { kind: 'checkPositions'; goal: BoardData }
export type PositionsResult = { tiles: Uint8Array; count: number; width: number; goal: number[] }

/** The positions the sandbox calls h on, in the checker's order. */
function checkPositions(req: PositionsRequest, ctx: Partial<JobContext> = {}): PositionsResult {
  const pos = positions(boardOf(req.goal), ctx)
  return {
    tiles: pos.tiles,
    count: pos.ranks.length,
    width: pos.goal.width,
    goal: Array.from(pos.goal.tiles),
  }
}

type CheckRequest = { kind: 'checkHeuristic'; goal: BoardData; values: Float64Array }
function checkHeuristicJob(req: CheckRequest, ctx: Partial<JobContext> = {}): HeuristicVerdict {
  return verdict(positions(boardOf(req.goal), ctx), req.values, ctx)
}

/** The algorithms the reader's heuristic races in, and the built-ins it races against. */
const RACE_ALGORITHMS = ['astar', 'idastar'] as const satisfies readonly AlgorithmName[]
const RACE_RIVALS = ['manhattan', 'linear-conflict', 'pdb'] as const satisfies readonly HeuristicName[]

type HeuristicRaceRequest = {
  kind: 'raceHeuristic'
  goal: BoardData
  start: BoardData
  values: Float64Array
  sample: BoardData[]
}
type HeuristicRaceRow = RaceRow & { yours: boolean }
export type HeuristicRaceResult = {
  rows: HeuristicRaceRow[]
  distance: number
  ebf: number
  meanExpanded: number
  sample: number
}

/**
 * The reader's heuristic (as its table of values) beside the built-ins: A* and IDA* on `start`,
 * each row checked against the true distance; then A* with it on the article's sample, for b*.
 */
function raceHeuristic(req: HeuristicRaceRequest, ctx: Partial<JobContext> = {}): HeuristicRaceResult {
  const pos = positions(boardOf(req.goal), ctx)
  checkValues(pos, req.values)
  const start = boardOf(req.start)
  const index = pos.indexOfRank[rank(start.tiles)]
  if (start.tiles.length !== pos.goal.tiles.length || index < 0)
    throw new InputError(
      `${formatBoard(start)} cannot reach the goal ${formatBoard(pos.goal)}: pick a position that can.`,
    )
  const distance = pos.distance[index]
  const rows: HeuristicRaceRow[] = []
  for (const algorithm of RACE_ALGORITHMS) {
    const mine = raceRow(
      { problem: () => tableProblem(start, pos, req.values), heuristic: 'yours', weight: 1, distance },
      algorithm,
      ctx,
    )
    rows.push({ ...mine, yours: true })
    for (const name of RACE_RIVALS)
      rows.push({
        ...raceRow(
          { problem: () => slidingProblem(start, pos.goal, name), heuristic: name, weight: 1, distance },
          algorithm,
          ctx,
        ),
        yours: false,
      })
  }
  let ebf = 0
  let expanded = 0
  for (const board of req.sample) {
    const s = boardOf(board)
    const r = aStar(tableProblem(s, pos, req.values), ctx)
    ebf += effectiveBranchingFactor(r.generated, r.moves.length)
    expanded += r.expanded
  }
  const k = Math.max(1, req.sample.length)
  return { rows, distance, ebf: ebf / k, meanExpanded: expanded / k, sample: req.sample.length }
}

export const heuristicCheckJobs = { checkPositions, checkHeuristic: checkHeuristicJob, raceHeuristic }
