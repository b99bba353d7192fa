/**
 * The N-queens jobs: the widgets' long work, callable from Node too. Requests carry their `kind`.
 */
import type { JobContext } from '../contract.ts'
import type { Inference, ValueOrder, VariableOrder } from '../csp/csp.ts'
import { traceSearch, type SearchTrace } from '../csp/trace.ts'
import { queensCsp } from '../csp/problems.ts'
import { bitCount, completions as complete, firstSolution } from './backtrack.ts'
import { localSearch, localStats, minConflictsLarge, type LocalMethod, type LocalStats } from './local.ts'
import { countDistinct } from './symmetry.ts'

/** The largest n the page counts (16: 14,772,512 solutions, seconds in a browser). */
export const PAGE_MAX_N = 16

export type CountResult = {
  n: number
  solutions: number
  nodes: number
  distinct: number | null
  first: number[] | null
}

/** Counts by bit masks; distinct classes too up to n = 12 (they enumerate every solution). */
export function count(req: { kind: 'count'; n: number; distinct?: boolean }, ctx: JobContext): CountResult {
  const r = bitCount(req.n, ctx)
  const distinct = req.distinct && req.n <= 12 ? countDistinct(req.n, { signal: ctx.signal }).distinct : null
  return { n: req.n, solutions: r.solutions, nodes: r.nodes, distinct, first: firstSolution(req.n) }
}

export type LocalResult = { stats: LocalStats; trace: number[]; solved: boolean; rows: number[] }

/** Success rate and mean steps over `runs` seeded starts, and one traced run (the plot). */
export function local(
  req: { kind: 'local'; n: number; method: LocalMethod; runs: number; seed: number },
  ctx: JobContext,
): LocalResult {
  const stats = localStats(req.n, req.method, req.runs, {
    seed: req.seed,
    signal: ctx.signal,
    onProgress: ctx.onProgress,
  })
  const one = localSearch(req.n, req.method, { seed: req.seed, trace: true })
  return { stats, trace: one.trace ?? [], solved: one.solved, rows: Array.from(one.rows) }
}

/** Min-conflicts on a large board: the curve of attacking pairs over steps. */
export function large(
  req: { kind: 'large'; n: number; seed: number },
  ctx: JobContext,
): { n: number; solved: boolean; steps: number; curve: [number, number][] } {
  const r = minConflictsLarge(req.n, { seed: req.seed, signal: ctx.signal, onProgress: ctx.onProgress })
  return { n: r.n, solved: r.solved, steps: r.steps, curve: r.curve }
}

/** The ways to complete the reader's partial placement (the exercise's answer). */
export function completions(
  req: { kind: 'completions'; n: number; cols: number[] },
  ctx: JobContext,
): { count: number; first: number[] | null } {
  return complete(req.n, req.cols, ctx)
}

/** The CSP solver's assignments on n-queens up to the first solution (at most `limit`), with the domains after each. */
export function trace(
  req: {
    kind: 'trace'
    n: number
    variable: VariableOrder
    value?: ValueOrder
    inference: Inference
    limit: number
  },
  ctx: JobContext,
): SearchTrace {
  return traceSearch(queensCsp(req.n), { ...req, signal: ctx.signal, onProgress: ctx.onProgress })
}

export const jobs = { count, local, large, completions, trace }
export type QueensJobs = typeof jobs
