/**
 * Counting every solution of a CSP without listing them: the 48 states of the USA have far too
 * many 4-colourings to enumerate one by one, but a count only needs, at each point of a fixed
 * variable order, how many partial assignments agree on the variables that still matter.
 *
 * Vocabulary:
 *   order     the variables in the order they are assigned: greedy, each time the one that keeps
 *             the frontier smallest (a map is long and thin in places, so this stays narrow).
 *   frontier  the assigned variables that still have an unassigned neighbour: the only ones a
 *             later variable can clash with. Two partial assignments that agree on the frontier
 *             extend in exactly the same ways, so they are merged and their counts added.
 *   states    how many different frontier assignments are kept at one time (the memory).
 *
 * It is dynamic programming over a path decomposition of the constraint graph: time and memory
 * grow with d^width (d values, width the largest frontier), not with the number of solutions.
 * Tests check it against brute force over every assignment and against backtracking's count.
 */
import { BudgetError, throwIfAborted, type JobOptions } from '../contract.ts'
import { valuesOf, type CSP } from './csp.ts'

export type CountResult = {
  count: bigint
  order: number[]
  /** The largest frontier met. */
  width: number
  /** The most frontier assignments kept at one time. */
  states: number
}

/** The default cap on states kept at once (a few hundred MB at most). */
export const MAX_STATES = 2_000_000

/** A greedy order that keeps the frontier small: start from a variable of least degree. */
export function frontierOrder(csp: CSP): number[] {
  const n = csp.domains.length
  const open = Int32Array.from(csp.neighbors, (ys) => ys.length) // unassigned neighbours left
  const assigned = new Uint8Array(n)
  const inFrontier = new Uint8Array(n)
  let frontier = 0
  const order: number[] = []
  for (let step = 0; step < n; step++) {
    let best = -1,
      bestSize = Infinity,
      bestLinks = -1
    for (let v = 0; v < n; v++) {
      if (assigned[v]) continue
      if (frontier === 0) {
        // A new component starts at a variable of least degree (an end of it, with luck).
        if (best < 0 || csp.neighbors[v].length < csp.neighbors[best].length) best = v
        continue
      }
      let leaving = 0,
        links = 0
      for (const u of csp.neighbors[v])
        if (inFrontier[u]) {
          links++
          if (open[u] === 1) leaving++
        }
      const size = frontier - leaving + (open[v] - links > 0 ? 1 : 0)
      if (size < bestSize || (size === bestSize && links > bestLinks)) {
        best = v
        bestSize = size
        bestLinks = links
      }
    }
    assigned[best] = 1
    order.push(best)
    for (const u of csp.neighbors[best]) {
      open[u]--
      if (inFrontier[u] && open[u] === 0) {
        inFrontier[u] = 0
        frontier--
      }
    }
    if (open[best] > 0) {
      inFrontier[best] = 1
      frontier++
    }
  }
  return order
}

// #region count
/** The number of solutions of `csp` (exact, as a BigInt). Gives up past `maxStates` states at once. */
export function countSolutions(
  csp: CSP,
  opts: JobOptions & { maxStates?: number; order?: number[] } = {},
): CountResult {
  const n = csp.domains.length
  const maxStates = opts.maxStates ?? MAX_STATES
  const order = opts.order ?? frontierOrder(csp)
  const position = new Int32Array(n).fill(-1) // where each variable sits in the frontier list
  const open = Int32Array.from(csp.neighbors, (ys) => ys.length)
  let frontier: number[] = []
  // A state: the values of the frontier's variables, in frontier order, joined as a key.
  let states = new Map<string, bigint>([['', 1n]])
  let width = 0,
    peak = 1,
    work = 0
  for (let step = 0; step < order.length; step++) {
    const v = order[step]
    const links = csp.neighbors[v].filter((u) => position[u] >= 0).map((u) => [u, position[u]] as const)
    for (const u of csp.neighbors[v]) open[u]--
    const keep = frontier.map((u) => open[u] > 0)
    const next = frontier.filter((_, k) => keep[k])
    const joins = open[v] > 0
    if (joins) next.push(v)
    const values = valuesOf(csp.domains[v])
    const out = new Map<string, bigint>()
    for (const [key, ways] of states) {
      // Every 256 states: a state costs up to tens of microseconds (its key split and joined),
      // so 4,096 of them could pass the 50 ms a Cancel may take (a CI run on a slow machine did).
      if ((++work & 255) === 0) throwIfAborted(opts.signal)
      const vals = key === '' ? [] : key.split(',').map(Number)
      const kept = vals.filter((_, k) => keep[k])
      for (const a of values) {
        if (!links.every(([u, k]) => csp.consistent(v, a, u, vals[k]))) continue
        const nextKey = (joins ? [...kept, a] : kept).join(',')
        out.set(nextKey, (out.get(nextKey) ?? 0n) + ways)
      }
      if (out.size > maxStates)
        throw new BudgetError(
          `Gave up: counting needed more than ${maxStates.toLocaleString('en-US')} partial assignments at once (at variable ${step + 1} of ${n}).`,
        )
    }
    for (const u of frontier) position[u] = -1
    frontier = next
    frontier.forEach((u, k) => {
      position[u] = k
    })
    states = out
    width = Math.max(width, frontier.length)
    peak = Math.max(peak, states.size)
    opts.onProgress?.({ explored: step + 1, note: `${step + 1} of ${n} variables` })
    if (states.size === 0) break
  }
  let count = 0n
  for (const ways of states.values()) count += ways
  return { count, order, width, states: peak }
}
// #endregion count
