/**
 * Min-conflicts on any CSP (Russell & Norvig, figure 6.8): start from a complete assignment (each
 * variable a random value of its domain, seeded) and repair it: pick a variable in conflict at
 * random and give it the value with the fewest conflicts (ties at random), until nothing
 * conflicts or the steps run out. The N-queens version (src/solvers/queens/local.ts) is the same
 * idea with counters per row and diagonal, for a million queens.
 *
 * Vocabulary:
 *   conflicts(x, a)  the neighbours of x whose current value clashes with x = a.
 *   h                the number of constraints the assignment breaks (each counted once).
 */
import { throwIfAborted, type JobOptions } from '../contract.ts'
import { mulberry32 } from '../random.ts'
import { valuesOf, type CSP } from './csp.ts'

export type MinConflictsResult = {
  solved: boolean
  steps: number
  assignment: Int32Array
  /** h at the start and after each step. */
  trace: number[]
}

export const MIN_CONFLICTS_STEPS = 10_000

// #region min-conflicts
export function minConflicts(
  csp: CSP,
  opts: JobOptions & { seed?: number; maxSteps?: number } = {},
): MinConflictsResult {
  const random = mulberry32(opts.seed ?? 1)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]
  const n = csp.domains.length
  const domains = csp.domains.map(valuesOf)
  const value = Int32Array.from(domains, (d) => (d.length ? pick(d) : -1))
  const conflicts = (x: number, a: number): number =>
    csp.neighbors[x].reduce((k, y) => k + (csp.consistent(x, a, y, value[y]) ? 0 : 1), 0)
  const h = (): number => {
    let total = 0
    for (let x = 0; x < n; x++) total += conflicts(x, value[x])
    return total / 2
  }
  const trace = [h()]
  const maxSteps = opts.maxSteps ?? MIN_CONFLICTS_STEPS
  let steps = 0
  for (; steps < maxSteps; steps++) {
    if ((steps & 255) === 0) throwIfAborted(opts.signal)
    const inConflict: number[] = []
    for (let x = 0; x < n; x++) if (conflicts(x, value[x]) > 0) inConflict.push(x)
    if (inConflict.length === 0) break
    const x = pick(inConflict)
    const scores = domains[x].map((a) => conflicts(x, a))
    const least = Math.min(...scores)
    value[x] = pick(domains[x].filter((_, k) => scores[k] === least))
    trace.push(h())
  }
  return { solved: trace[trace.length - 1] === 0 && !value.includes(-1), steps, assignment: value, trace }
}
// #endregion min-conflicts
