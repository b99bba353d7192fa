/**
 * Tree-structured CSPs (Russell & Norvig, section 6.5): when the constraint graph has no cycle, a
 * CSP is solved without any backtracking, in time linear in the number of variables:
 *
 *   1. pick a root and order the variables so each comes after its parent (a topological order);
 *   2. from the last variable back to the second, make the arc (parent → child) consistent: drop
 *      the parent's values that no value of the child supports (AC-3's revise, once per edge);
 *   3. from the root on, give each variable any value its parent's value allows.
 *
 * Step 2 leaves every parent value with a support below it, so step 3 never meets a dead end.
 * A forest is a tree per component (each with its own root). A graph with a cycle is refused, and
 * the cycle is named.
 *
 * Vocabulary:
 *   order       the variables, each after its parent (breadth-first from each component's root).
 *   parent      parent[x] (−1 for a root).
 *   TreeStep    one step of the algorithm, for the step view: a revise (with the values it dropped)
 *               or an assignment, with the domains after it.
 */
import { throwIfAborted, type JobOptions } from '../contract.ts'
import { bits, valuesOf, type CSP } from './csp.ts'

export type TreeShape = { tree: true; order: number[]; parent: number[] } | { tree: false; cycle: number[] }

/** The topological order and parents of a forest, or a cycle of the constraint graph. */
export function treeShape(csp: CSP): TreeShape {
  const n = csp.domains.length
  const parent = new Array<number>(n).fill(-1)
  const seen = new Uint8Array(n)
  const order: number[] = []
  for (let root = 0; root < n; root++) {
    if (seen[root]) continue
    seen[root] = 1
    order.push(root)
    for (let head = order.length - 1; head < order.length; head++) {
      const x = order[head]
      for (const y of csp.neighbors[x]) {
        if (y === parent[x]) continue
        if (seen[y]) return { tree: false, cycle: cycleThrough(parent, x, y) }
        seen[y] = 1
        parent[y] = x
        order.push(y)
      }
    }
  }
  return { tree: true, order, parent }
}

/** The cycle closed by the edge x–y between two variables of one breadth-first tree. */
function cycleThrough(parent: number[], x: number, y: number): number[] {
  const up = (v: number): number[] => {
    const path = [v]
    while (parent[path[path.length - 1]] >= 0) path.push(parent[path[path.length - 1]])
    return path
  }
  const px = up(x),
    py = up(y)
  const onX = new Set(px)
  const meet = py.find((v) => onX.has(v))!
  return [...px.slice(0, px.indexOf(meet) + 1), ...py.slice(0, py.indexOf(meet)).reverse()]
}

export type TreeStep =
  | { kind: 'revise'; parent: number; child: number; removed: number[]; domains: number[] }
  | { kind: 'assign'; variable: number; value: number; domains: number[]; assignment: number[] }

export type TreeResult = {
  solution: Int32Array | null
  /** The variable whose domain emptied in step 2 (no solution), or null. */
  wipedOut: number | null
  checks: number
  revisions: number
  order: number[]
  parent: number[]
}

// #region tree
/** The tree-structured CSP algorithm; throws a RangeError naming a cycle when the graph is not a forest. */
export function solveTree(
  csp: CSP,
  opts: JobOptions & { onStep?: (step: TreeStep) => void } = {},
): TreeResult {
  const shape = treeShape(csp)
  if (!shape.tree) throw new RangeError(`not a tree: ${cycleWords(csp, shape.cycle)} is a cycle`)
  const { order, parent } = shape
  const domains = Uint32Array.from(csp.domains)
  let checks = 0
  const ok = (x: number, a: number, y: number, b: number): boolean => {
    checks++
    return csp.consistent(x, a, y, b)
  }
  const empty = order.find((x) => domains[x] === 0)
  if (empty !== undefined) return { solution: null, wipedOut: empty, checks, revisions: 0, order, parent }
  // Step 2: arc consistency from the leaves up, each parent against its child.
  for (let j = order.length - 1; j > 0; j--) {
    const child = order[j]
    const p = parent[child]
    if (p < 0) continue // the root of another component
    if ((j & 255) === 0) throwIfAborted(opts.signal)
    const removed = valuesOf(domains[p]).filter(
      (a) => !valuesOf(domains[child]).some((b) => ok(p, a, child, b)),
    )
    for (const a of removed) domains[p] &= ~(1 << a)
    opts.onStep?.({ kind: 'revise', parent: p, child, removed, domains: Array.from(domains) })
    if (domains[p] === 0)
      return { solution: null, wipedOut: p, checks, revisions: order.length - j, order, parent }
  }
  // Step 3: from each root down, any value the parent's value allows (the smallest).
  const value = new Int32Array(csp.domains.length).fill(-1)
  for (const x of order) {
    const p = parent[x]
    const a = valuesOf(domains[x]).find((v) => p < 0 || ok(p, value[p], x, v))!
    value[x] = a
    domains[x] = 1 << a
    opts.onStep?.({
      kind: 'assign',
      variable: x,
      value: a,
      domains: Array.from(domains),
      assignment: Array.from(value),
    })
  }
  return {
    solution: value,
    wipedOut: null,
    checks,
    revisions: order.length - countRoots(parent),
    order,
    parent,
  }
}
// #endregion tree

const countRoots = (parent: number[]): number => parent.filter((p) => p < 0).length

/** "SA – NT – WA – SA". */
export function cycleWords(csp: CSP, cycle: readonly number[]): string {
  return [...cycle, cycle[0]].map((x) => csp.names[x]).join(' – ')
}

/** The number of values left over all variables (for sentences). */
export const valuesLeft = (domains: ArrayLike<number>): number =>
  Array.from(domains).reduce((s, d) => s + bits(d), 0)
