/**
 * The map-colouring jobs: the widgets' work, callable from Node too. A request carries the map as
 * text (a built-in name or the notation) and the number of colours; the job reads it with the
 * same parser as the CLI, so a bad map is refused with the same sentence everywhere.
 */
import { BudgetError, InputError, type JobContext } from '../contract.ts'
import {
  backtrack,
  compareAll,
  type ComboRow,
  type Inference,
  type ValueOrder,
  type VariableOrder,
} from '../csp/csp.ts'
import { countSolutions } from '../csp/count.ts'
import { minConflicts } from '../csp/local.ts'
import { mapCsp } from '../csp/problems.ts'
import { traceSearch, type SearchTrace } from '../csp/trace.ts'
import { cycleWords, solveTree, treeShape, type TreeStep } from '../csp/tree.ts'
import { parseMap } from './maps.ts'
import { parseColours } from './notation.ts'

/** The most nodes a page search may take before it gives up (a few seconds at most). */
export const PAGE_MAX_NODES = 2_000_000
/** The most steps the step view holds. */
export const TRACE_LIMIT = 500

type MapRequest = { map: string; colours: number }

function problem(req: MapRequest) {
  const map = parseMap(req.map)
  const colours = parseColours(String(req.colours))
  return { map, colours, csp: mapCsp(map, colours) }
}

export type Settings = { variable: VariableOrder; value: ValueOrder; inference: Inference }

export type SolveResult = {
  colouring: number[] | null
  nodes: number
  checks: number
  gaveUp: boolean
}

/** Backtracking with the chosen orderings and inference, to the first colouring. */
export function solve(req: MapRequest & Settings & { kind: 'solve' }, ctx: JobContext): SolveResult {
  const { csp } = problem(req)
  const r = backtrack(csp, {
    ...req,
    signal: ctx.signal,
    onProgress: ctx.onProgress,
    maxNodes: PAGE_MAX_NODES,
  })
  if (r.gaveUp)
    throw new BudgetError(
      `Gave up after ${PAGE_MAX_NODES.toLocaleString('en-US')} nodes without a colouring or a proof that none exists`,
    )
  return {
    colouring: r.solution ? Array.from(r.solution) : null,
    nodes: r.nodes,
    checks: r.checks,
    gaveUp: false,
  }
}

/** The number of colourings (exact; as decimal text, since it can pass 2^53). */
export function count(
  req: MapRequest & { kind: 'count' },
  ctx: JobContext,
): { count: string; width: number; states: number } {
  const r = countSolutions(problem(req).csp, ctx)
  return { count: r.count.toString(), width: r.width, states: r.states }
}

export type MethodRow =
  | ({ method: 'backtracking' } & ComboRow)
  | { method: 'min-conflicts'; runs: number; solved: number; meanSteps: number; ms: number }
  | { method: 'tree'; solved: boolean; checks: number; revisions: number; ms: number }
  | { method: 'tree'; notTree: string }
  | { method: 'count'; count: string; width: number; ms: number }

/** Every method of the notebook on one map: the 18 backtracking settings, min-conflicts, the tree algorithm, the count. */
export function compare(
  req: MapRequest & { kind: 'compare'; maxNodes: number; runs: number },
  ctx: JobContext,
): { rows: MethodRow[] } {
  const { csp } = problem(req)
  const rows: MethodRow[] = compareAll(csp, { ...ctx, maxNodes: req.maxNodes }).map((r) => ({
    method: 'backtracking',
    ...r,
  }))
  let t = performance.now()
  let solved = 0,
    steps = 0
  for (let seed = 1; seed <= req.runs; seed++) {
    const r = minConflicts(csp, { seed, signal: ctx.signal })
    if (r.solved) {
      solved++
      steps += r.steps
    }
  }
  rows.push({
    method: 'min-conflicts',
    runs: req.runs,
    solved,
    meanSteps: solved ? steps / solved : Number.NaN,
    ms: (performance.now() - t) / req.runs,
  })
  const shape = treeShape(csp)
  t = performance.now()
  if (shape.tree) {
    const r = solveTree(csp, ctx)
    rows.push({
      method: 'tree',
      solved: r.solution !== null,
      checks: r.checks,
      revisions: r.revisions,
      ms: performance.now() - t,
    })
  } else rows.push({ method: 'tree', notTree: cycleWords(csp, shape.cycle) })
  t = performance.now()
  const c = countSolutions(csp, ctx)
  rows.push({ method: 'count', count: c.count.toString(), width: c.width, ms: performance.now() - t })
  return { rows }
}

export type TraceResult =
  | ({ method: 'backtracking' } & SearchTrace)
  | {
      method: 'tree'
      start: number[]
      steps: TreeStep[]
      solution: number[] | null
      wipedOut: number | null
      checks: number
      order: number[]
      parent: number[]
    }

/** The steps of backtracking (with its settings) or of the tree algorithm, for the step view. */
export function trace(
  req: MapRequest & Settings & { kind: 'trace'; method: 'backtracking' | 'tree'; limit: number },
  ctx: JobContext,
): TraceResult {
  const { csp } = problem(req)
  if (req.method === 'tree') {
    const shape = treeShape(csp)
    if (!shape.tree)
      throw new InputError(
        `The tree algorithm needs a map without cycles; this one has ${cycleWords(csp, shape.cycle)}`,
      )
    const steps: TreeStep[] = []
    const r = solveTree(csp, { ...ctx, onStep: (s) => steps.push(s) })
    return {
      method: 'tree',
      start: Array.from(csp.domains),
      steps,
      solution: r.solution && Array.from(r.solution),
      wipedOut: r.wipedOut,
      checks: r.checks,
      order: r.order,
      parent: r.parent,
    }
  }
  const r = traceSearch(csp, {
    ...req,
    signal: ctx.signal,
    onProgress: ctx.onProgress,
    limit: req.limit,
    maxNodes: PAGE_MAX_NODES,
  })
  return { method: 'backtracking', ...r }
}

export const jobs = { solve, count, compare, trace }
export type MapColourJobs = typeof jobs
