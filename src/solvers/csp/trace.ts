/**
 * The step view's data: backtracking on any CSP, each assignment with the domains after its
 * inference and what the search saw when it made it, so a page can draw every step and say why
 * the search chose that variable and that value (and a class can predict the next one).
 *
 * Vocabulary:
 *   node       the state where a variable is chosen: the assignment so far and the domains then.
 *   remaining  at a node, how many values each unassigned variable has left: its domain's size
 *              under forward checking or MAC, the values that agree with the assigned neighbours
 *              without inference (what MRV counts); −1 for an assigned variable.
 *   degree     at a node, how many unassigned neighbours each variable has (the degree heuristic).
 *   tried      the values the search tries for the chosen variable at this node, in its order.
 *   ruledOut   per value of `tried`, how many neighbour values it would rule out (what LCV sorts by).
 *   stuck      after the step, the unassigned variables with nothing left: the dead end that makes
 *              the search try another value (without inference, the ones no value agrees with).
 * The explanation is computed here from the CSP, apart from the solver; a test checks that it
 * agrees with what the solver did.
 */
import type { JobOptions } from '../contract.ts'
import {
  backtrack,
  bits,
  valuesOf,
  type CSP,
  type Inference,
  type ValueOrder,
  type VariableOrder,
} from './csp.ts'

export type SearchStep = {
  depth: number
  variable: number
  value: number
  /** The inference emptied a domain: the search takes the next value. */
  failed: boolean
  /** After this assignment (−1: unassigned). */
  assignment: number[]
  /** After this assignment's inference. */
  domains: number[]
  remaining: number[]
  degree: number[]
  tried: number[]
  ruledOut: number[]
  /** After this step, the unassigned variables with no value left (a dead end: the search tries another). */
  stuck: number[]
}

export type SearchTrace = {
  /** The root's domains (after MAC's first AC-3); `startOk` false when that already emptied one. */
  start: number[]
  startOk: boolean
  steps: SearchStep[]
  nodes: number
  checks: number
  truncated: boolean
  /** The search reached `maxNodes` before its first solution. */
  gaveUp: boolean
  solution: number[] | null
}

export type TraceOptions = JobOptions & {
  variable: VariableOrder
  value?: ValueOrder
  inference: Inference
  /** The most steps kept. */
  limit: number
  /** Give up after this many nodes (the trace so far is kept). */
  maxNodes?: number
}

/** What each unassigned variable has left at a node (see the header). */
export function remainingAt(
  csp: CSP,
  assignment: readonly number[],
  domains: readonly number[],
  inference: Inference,
): number[] {
  return assignment.map((a, x) => {
    if (a >= 0) return -1
    if (inference !== 'none') return bits(domains[x])
    return valuesOf(domains[x]).filter((v) =>
      csp.neighbors[x].every((y) => assignment[y] < 0 || csp.consistent(x, v, y, assignment[y])),
    ).length
  })
}

/** How many neighbour values x = a would rule out among the unassigned neighbours (LCV's cost). */
function ruledOut(
  csp: CSP,
  assignment: readonly number[],
  domains: readonly number[],
  x: number,
  a: number,
): number {
  let k = 0
  for (const y of csp.neighbors[x]) {
    if (assignment[y] >= 0) continue
    for (const b of valuesOf(domains[y])) if (!csp.consistent(x, a, y, b)) k++
  }
  return k
}

export function traceSearch(csp: CSP, opts: TraceOptions): SearchTrace {
  const steps: SearchStep[] = []
  const nodeDomains: number[][] = []
  const path: { variable: number; value: number }[] = []
  let start: number[] = []
  let startOk = true
  let truncated = false
  const r = backtrack(csp, {
    variable: opts.variable,
    value: opts.value,
    inference: opts.inference,
    signal: opts.signal,
    onProgress: opts.onProgress,
    maxNodes: opts.maxNodes,
    onStart: (d, ok) => {
      start = Array.from(d)
      startOk = ok
      nodeDomains[0] = start
    },
    onStep: (s) => {
      if (steps.length >= opts.limit) {
        truncated = true
        return
      }
      path.length = s.depth
      const at = new Array<number>(csp.domains.length).fill(-1)
      for (const p of path) at[p.variable] = p.value
      const node = nodeDomains[s.depth]
      const remaining = remainingAt(csp, at, node, opts.inference)
      const degree = at.map((a, x) => (a >= 0 ? -1 : csp.neighbors[x].filter((y) => at[y] < 0).length))
      const legal = valuesOf(node[s.variable]).filter(
        (v) =>
          opts.inference !== 'none' ||
          csp.neighbors[s.variable].every((y) => at[y] < 0 || csp.consistent(s.variable, v, y, at[y])),
      )
      const costs = new Map(legal.map((v) => [v, ruledOut(csp, at, node, s.variable, v)]))
      const tried =
        (opts.value ?? 'static') === 'lcv'
          ? [...legal].sort((a, b) => costs.get(a)! - costs.get(b)! || a - b)
          : legal
      path.push({ variable: s.variable, value: s.value })
      at[s.variable] = s.value
      const domains = Array.from(s.domains)
      if (!s.failed) nodeDomains[s.depth + 1] = domains
      const after = remainingAt(csp, at, domains, opts.inference)
      steps.push({
        depth: s.depth,
        variable: s.variable,
        value: s.value,
        failed: s.failed,
        assignment: at,
        domains,
        remaining,
        degree,
        tried,
        ruledOut: tried.map((v) => costs.get(v)!),
        stuck: after.flatMap((r, x) => (r === 0 ? [x] : [])),
      })
    },
  })
  return {
    start,
    startOk,
    steps,
    nodes: r.nodes,
    checks: r.checks,
    truncated,
    gaveUp: r.gaveUp,
    solution: r.solution ? Array.from(r.solution) : null,
  }
}
