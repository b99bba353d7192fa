/**
 * Constraint satisfaction on one interface (Russell & Norvig, chapter 6): variables, each with a
 * domain of values, and binary constraints between neighbours. Every algorithm below takes a CSP
 * and knows nothing of queens or Sudoku; src/solvers/csp/problems.ts adapts both puzzles to it.
 *
 * Vocabulary:
 *   Domain      a bit mask over the values 0..30 (bit v set: v is still possible).
 *   arc (x, y)  the constraint between x and y seen from x: each value of x needs a support in y.
 *   revise      drop the values of x that have no support in y (AC-3's step).
 *   inference   what happens after an assignment: nothing, forward checking (prune the neighbours'
 *               domains against the new value) or MAC (maintain arc consistency: AC-3 from the
 *               arcs into the assigned variable).
 *   nodes       assignments tried, the empty assignment included: the size of the search tree.
 *   checks      constraint checks made (calls of `consistent`).
 */
import { throwIfAborted, type JobOptions } from '../contract.ts'

export interface CSP {
  /** Names of the variables, for traces and tables ("row 3", "r1c2"). */
  names: readonly string[]
  /** The initial domain of each variable. */
  domains: readonly number[]
  /** The variables each one shares a constraint with. */
  neighbors: readonly (readonly number[])[]
  /** True when x = a and y = b satisfy the constraint between x and y. */
  consistent(x: number, a: number, y: number, b: number): boolean
}

export type VariableOrder = 'static' | 'mrv' | 'mrv-degree'
export type ValueOrder = 'static' | 'lcv'
export type Inference = 'none' | 'forward' | 'mac'

export type SolveOptions = JobOptions & {
  variable?: VariableOrder
  value?: ValueOrder
  inference?: Inference
  /** Stop after this many solutions (default 1). */
  cap?: number
  /** Give up (capped: false, gaveUp: true) after this many nodes. */
  maxNodes?: number
  /** Called after each assignment and its inference, with the domains as they are then. */
  onStep?: (step: Step) => void
  /** Called once before the first assignment, with the root's domains (after MAC's first AC-3). */
  onStart?: (domains: Uint32Array, consistent: boolean) => void
}

export type Step = { depth: number; variable: number; value: number; domains: Uint32Array; failed: boolean }

export type CspResult = {
  count: number
  solution: Int32Array | null
  nodes: number
  checks: number
  gaveUp: boolean
}

export const bits = (m: number): number => {
  m = m - ((m >>> 1) & 0x55555555)
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333)
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}
export const valuesOf = (m: number): number[] => {
  const out: number[] = []
  for (let v = 0; m >>> v; v++) if (m & (1 << v)) out.push(v)
  return out
}

/** A solver's working state: the assignment (−1 unassigned), the domains, the counters. */
class Search {
  readonly csp: CSP
  readonly opts: SolveOptions
  readonly n: number
  readonly inference: Inference
  readonly value: Int32Array
  domains: Uint32Array
  nodes = 0
  checks = 0
  constructor(csp: CSP, opts: SolveOptions) {
    this.csp = csp
    this.opts = opts
    this.n = csp.domains.length
    this.inference = opts.inference ?? 'none'
    this.value = new Int32Array(this.n).fill(-1)
    this.domains = Uint32Array.from(csp.domains)
  }
  ok(x: number, a: number, y: number, b: number): boolean {
    this.checks++
    return this.csp.consistent(x, a, y, b)
  }
  /** True when x = a agrees with every assigned neighbour. */
  agrees(x: number, a: number): boolean {
    for (const y of this.csp.neighbors[x])
      if (this.value[y] >= 0 && !this.ok(x, a, y, this.value[y])) return false
    return true
  }
  /** Values of x's domain that agree with the assigned neighbours (all of them after FC or MAC). */
  legal(x: number): number[] {
    return valuesOf(this.domains[x]).filter((a) => this.inference !== 'none' || this.agrees(x, a))
  }
  pick(): number {
    const order = this.opts.variable ?? 'static'
    let best = -1,
      fewest = Infinity,
      degree = -1
    for (let x = 0; x < this.n; x++) {
      if (this.value[x] >= 0) continue
      if (order === 'static') return x
      const k = this.inference === 'none' ? this.legal(x).length : bits(this.domains[x])
      if (k > fewest) continue
      const d = order === 'mrv-degree' ? this.csp.neighbors[x].filter((y) => this.value[y] < 0).length : 0
      if (k < fewest || d > degree) {
        best = x
        fewest = k
        degree = d
      }
    }
    return best
  }
  /** The values to try for x: in order, or least constraining first (fewest values ruled out next door). */
  order(x: number): number[] {
    const values = this.legal(x)
    if ((this.opts.value ?? 'static') === 'static') return values
    const cost = (a: number): number => {
      let ruled = 0
      for (const y of this.csp.neighbors[x]) {
        if (this.value[y] >= 0) continue
        for (const b of valuesOf(this.domains[y])) if (!this.ok(x, a, y, b)) ruled++
      }
      return ruled
    }
    const costs = new Map(values.map((a) => [a, cost(a)]))
    return values.sort((a, b) => costs.get(a)! - costs.get(b)! || a - b)
  }
  // #region ac3
  /** Drops from y's domain the values with no support in x's; true when y's domain changed. */
  revise(y: number, x: number): boolean {
    let dy = this.domains[y]
    const dx = this.domains[x]
    for (const b of valuesOf(dy)) {
      if (!valuesOf(dx).some((a) => this.ok(y, b, x, a))) dy &= ~(1 << b)
    }
    const changed = dy !== this.domains[y]
    this.domains[y] = dy
    return changed
  }
  /** AC-3 from the given arcs (y, x): false when a domain empties. */
  ac3(queue: [number, number][]): boolean {
    for (let head = 0; head < queue.length; head++) {
      const [y, x] = queue[head]
      if (!this.revise(y, x)) continue
      if (this.domains[y] === 0) return false
      for (const z of this.csp.neighbors[y]) if (z !== x && this.value[z] < 0) queue.push([z, y])
    }
    return true
  }
  // #endregion ac3
  /** The inference after x = a (its domain already {a}); false on a wipe-out. */
  infer(x: number): boolean {
    const how = this.inference
    if (how === 'none') return true
    const unassigned = this.csp.neighbors[x].filter((y) => this.value[y] < 0)
    if (how === 'mac') return this.ac3(unassigned.map((y) => [y, x]))
    for (const y of unassigned) {
      this.revise(y, x)
      if (this.domains[y] === 0) return false
    }
    return true
  }
}

/** Backtracking search with the chosen orderings and inference; counts solutions up to `cap`. */
export function backtrack(csp: CSP, opts: SolveOptions = {}): CspResult {
  const s = new Search(csp, opts)
  const cap = opts.cap ?? 1
  const maxNodes = opts.maxNodes ?? Infinity
  let count = 0
  let solution: Int32Array | null = null
  let gaveUp = false
  // #region backtrack
  const go = (depth: number): void => {
    s.nodes++
    if ((s.nodes & 1023) === 0) {
      throwIfAborted(opts.signal)
      opts.onProgress?.({ explored: s.nodes, depth })
    }
    if (s.nodes > maxNodes) {
      gaveUp = true
      return
    }
    const x = s.pick()
    if (x < 0) {
      count++
      solution ??= Int32Array.from(s.value)
      return
    }
    for (const a of s.order(x)) {
      if (count >= cap || gaveUp) return
      if (s.inference === 'none' && !s.agrees(x, a)) continue
      const saved = s.domains
      s.domains = Uint32Array.from(saved)
      s.value[x] = a
      s.domains[x] = 1 << a
      const ok = s.infer(x)
      opts.onStep?.({ depth, variable: x, value: a, domains: Uint32Array.from(s.domains), failed: !ok })
      if (ok) go(depth + 1)
      s.value[x] = -1
      s.domains = saved
    }
  }
  // #endregion backtrack
  // MAC starts from an arc-consistent problem (AC-3 on every arc), as in the textbook.
  const start =
    s.inference === 'mac'
      ? s.ac3(csp.neighbors.flatMap((ys, x) => ys.map((y): [number, number] => [x, y])))
      : true
  opts.onStart?.(Uint32Array.from(s.domains), start)
  if (start) go(0)
  else s.nodes = 1
  return { count, solution, nodes: s.nodes, checks: s.checks, gaveUp }
}

/** AC-3 alone on every arc: the reduced domains, or null when some domain empties. */
export function ac3(csp: CSP): { domains: Uint32Array | null; checks: number } {
  const s = new Search(csp, {})
  const ok = s.ac3(csp.neighbors.flatMap((ys, x) => ys.map((y): [number, number] => [x, y])))
  return { domains: ok ? s.domains : null, checks: s.checks }
}

export const VARIABLE_ORDERS: readonly VariableOrder[] = ['static', 'mrv', 'mrv-degree']
export const VALUE_ORDERS: readonly ValueOrder[] = ['static', 'lcv']
export const INFERENCES: readonly Inference[] = ['none', 'forward', 'mac']

export type ComboRow = { variable: VariableOrder; value: ValueOrder; inference: Inference } & Omit<
  CspResult,
  'solution'
> & { ms: number; solved: boolean }

/** Every combination of orderings and inference on one CSP: nodes, checks and time of each. */
export function compareAll(
  csp: CSP,
  opts: JobOptions & { maxNodes?: number; cap?: number } = {},
): ComboRow[] {
  const rows: ComboRow[] = []
  for (const inference of INFERENCES)
    for (const variable of VARIABLE_ORDERS)
      for (const value of VALUE_ORDERS) {
        throwIfAborted(opts.signal)
        const t = performance.now()
        const r = backtrack(csp, {
          variable,
          value,
          inference,
          signal: opts.signal,
          maxNodes: opts.maxNodes,
          cap: opts.cap,
        })
        const ms = performance.now() - t
        rows.push({
          variable,
          value,
          inference,
          count: r.count,
          nodes: r.nodes,
          checks: r.checks,
          gaveUp: r.gaveUp,
          ms,
          solved: r.count > 0,
        })
        opts.onProgress?.({ explored: rows.length, note: `${rows.length} of 18 combinations` })
      }
  return rows
}
