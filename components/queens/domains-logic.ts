/**
 * The pure part of the domains step view: the board after step i of a CSP trace. Each step is an
 * assignment at some depth; a step at depth d replaces every assignment at depth d or deeper
 * (the search backtracked there).
 */
import { popcount } from '../../src/solvers/bits.ts'

export type TraceStep = { depth: number; variable: number; value: number; domains: number[]; failed: boolean }

/** Queen columns by row (−1 unassigned) after steps 1..i (i = 0: the empty board). */
export function assignmentAt(n: number, steps: readonly TraceStep[], i: number): Int8Array {
  const path: TraceStep[] = []
  for (const s of steps.slice(0, i)) {
    path.length = s.depth
    path.push(s)
  }
  const cols = new Int8Array(n).fill(-1)
  for (const s of path) cols[s.variable] = s.value
  return cols
}

/** "Step 3 of 40: row 2 = column 5; forward checking leaves 4 rows with 2 or fewer values" style labels. */
export function traceLabel(s: TraceStep, k: number, total: number, n: number): string {
  const left = s.domains.map((d, r) => ({ r, size: popcount(d) })).filter((x) => x.r !== s.variable)
  const empty = left.filter((x) => x.size === 0).map((x) => x.r + 1)
  const what = empty.length
    ? `row ${empty.join(', row ')} has no value left: backtrack`
    : `${left.reduce((sum, x) => sum + x.size, 0)} values left in the other ${n - 1} rows`
  return `Step ${k} of ${total}: row ${s.variable + 1} takes column ${s.value + 1}; ${what}`
}
