/**
 * Tile swap — the assignment problem between the start's ones and the goal's ones, solved by the
 * Hungarian algorithm with potentials, and the certificate that proves its answer optimal.
 *
 * Vocabulary:
 *   k            the number of ones (on each side).
 *   cost c(i, j) the Manhattan distance from start one i to goal one j (ones numbered in
 *                row-major order from 0).
 *   matching     match[i] = the goal one that start one i is sent to; a permutation of 0..k−1.
 *   potentials   u[i] for start ones, v[j] for goal ones, with u[i] + v[j] ≤ c(i, j) for every
 *                pair (the reduced cost c(i, j) − u[i] − v[j] is never negative) and equality on
 *                matched pairs. Then Σu + Σv = the matching's cost, and no matching can cost less
 *                (sum the inequalities over any matching). That is the optimality certificate.
 *   Options      { onProgress, signal } (contract.ts JobOptions); the signal is checked per row.
 */
import { abortError, type JobOptions } from '../contract.ts'
import { onesOf, type Grid } from './grid.ts'

export type Matching = Int32Array // match[i] = goal one of start one i
export type Assignment = {
  cost: number
  starts: Int32Array // cell of start one i
  goals: Int32Array // cell of goal one j
  match: Matching
  u: Int32Array // potential of start one i
  v: Int32Array // potential of goal one j
}
export type Options = JobOptions
export type CostFn = (i: number, j: number) => number

/**
 * What the step-by-step widget sees (0-based; −1 = none). `grow`: the search tree, grown from
 * start one `row`, reached goal one `column` after shifting the potentials by `delta`; `augment`:
 * the matching was flipped along `path` (goal ones, from the free one back to the new start one).
 * `u`, `v`, `owner` (owner[j] = start one matched to goal one j) are copies after the event.
 */
export type TraceEvent = {
  kind: 'grow' | 'augment'
  added: number
  row: number
  column: number
  delta: number
  path: number[]
  u: number[]
  v: number[]
  owner: number[]
  inTree: number[]
}
export type Trace = (event: TraceEvent) => void

/** c(i, j) for the ones of a pair of grids, with coordinates looked up once. */
export function manhattanCosts(starts: Int32Array, goals: Int32Array, cols: number): CostFn {
  const sr = Int32Array.from(starts, (x) => Math.floor(x / cols))
  const sc = Int32Array.from(starts, (x) => x % cols)
  const gr = Int32Array.from(goals, (x) => Math.floor(x / cols))
  const gc = Int32Array.from(goals, (x) => x % cols)
  return (i, j) => Math.abs(sr[i] - gr[j]) + Math.abs(sc[i] - gc[j])
}

// #region hungarian
/**
 * Minimum-cost perfect matching of a k × k cost function (Kuhn–Munkres, in the O(k³) form with
 * potentials: each start one in turn is added by a Dijkstra-like search over reduced costs).
 * Arrays are 1-based inside (index 0 is a virtual column), 0-based in the result.
 */
export function hungarian(
  k: number,
  cost: CostFn,
  options: Options = {},
  trace?: Trace,
): { match: Matching; u: Int32Array; v: Int32Array; cost: number } {
  const INF = 0x3fffffff
  const u = new Int32Array(k + 1) // u[i]: potential of row (start one) i
  const v = new Int32Array(k + 1) // v[j]: potential of column (goal one) j
  const owner = new Int32Array(k + 1) // owner[j]: the row matched to column j, 0 if none
  const way = new Int32Array(k + 1) // way[j]: the previous column on the shortest path to j
  const minv = new Int32Array(k + 1) // minv[j]: smallest reduced cost into column j so far
  const used = new Uint8Array(k + 1) // used[j]: column j is in the search tree
  for (let i = 1; i <= k; i++) {
    if (options.signal?.aborted) throw abortError()
    options.onProgress?.({ explored: i - 1 })
    owner[0] = i
    let j0 = 0
    minv.fill(INF)
    used.fill(0)
    do {
      // Grow the tree by the column with the smallest reduced cost, then shift potentials by it.
      used[j0] = 1
      const i0 = owner[j0]
      let delta = INF
      let j1 = 0
      for (let j = 1; j <= k; j++) {
        if (used[j]) continue
        const reduced = cost(i0 - 1, j - 1) - u[i0] - v[j]
        if (reduced < minv[j]) {
          minv[j] = reduced
          way[j] = j0
        }
        if (minv[j] < delta) {
          delta = minv[j]
          j1 = j
        }
      }
      for (let j = 0; j <= k; j++) {
        if (used[j]) {
          u[owner[j]] += delta
          v[j] -= delta
        } else minv[j] -= delta
      }
      j0 = j1
      trace?.(snapshot('grow', i, i0, j1, delta, []))
    } while (owner[j0] !== 0)
    // Augment: flip the matched and unmatched edges along the path back to the virtual column.
    const path: number[] = []
    do {
      const j1 = way[j0]
      path.push(j0 - 1)
      owner[j0] = owner[j1]
      j0 = j1
    } while (j0 !== 0)
    trace?.(snapshot('augment', i, i, -1, 0, path))
  }
  const match = new Int32Array(k)
  for (let j = 1; j <= k; j++) match[owner[j] - 1] = j - 1

  function snapshot(
    kind: TraceEvent['kind'],
    added: number,
    row: number,
    column: number,
    delta: number,
    path: number[],
  ): TraceEvent {
    const inTree = kind === 'grow' ? Array.from(used.subarray(1)).flatMap((x, j) => (x ? [j] : [])) : []
    return {
      kind,
      added: added - 1,
      row: row - 1,
      column: column - 1,
      delta,
      path,
      inTree,
      u: Array.from(u.subarray(1)),
      v: Array.from(v.subarray(1)),
      owner: Array.from(owner.subarray(1), (x) => x - 1),
    }
  }
  return { match, u: u.slice(1), v: v.slice(1), cost: 0 - v[0] || 0 }
}
// #endregion hungarian

/** The assignment between the ones of `start` and of `goal` (same shape, same number of ones). */
export function assign(start: Grid, goal: Grid, options: Options = {}): Assignment {
  const starts = onesOf(start.cells)
  const goals = onesOf(goal.cells)
  if (starts.length !== goals.length)
    throw new Error(`${starts.length} ones in the start, ${goals.length} in the goal.`)
  const r = hungarian(starts.length, manhattanCosts(starts, goals, start.cols), options)
  return { cost: r.cost, starts, goals, match: r.match, u: r.u, v: r.v }
}

export type CertificateCheck = {
  ok: boolean
  matchingCost: number // Σ c(i, match[i])
  dualSum: number // Σu + Σv
  negativePairs: number // pairs with c(i, j) − u[i] − v[j] < 0 (must be 0)
  slackMatched: number // matched pairs with a reduced cost other than 0 (must be 0)
  isPermutation: boolean
}

// #region certificate
/**
 * Checks the certificate without trusting the algorithm: the matching is a permutation, no pair
 * has a negative reduced cost, matched pairs have reduced cost 0, and Σu + Σv equals the cost.
 */
export function checkCertificate(a: Assignment, cols: number): CertificateCheck {
  const k = a.starts.length
  const cost = manhattanCosts(a.starts, a.goals, cols)
  const seen = new Uint8Array(k)
  let isPermutation = true
  let matchingCost = 0
  let dualSum = 0
  let negativePairs = 0
  let slackMatched = 0
  for (let i = 0; i < k; i++) {
    const j = a.match[i]
    if (j < 0 || j >= k || seen[j]) isPermutation = false
    else seen[j] = 1
    matchingCost += cost(i, j)
    dualSum += a.u[i] + a.v[i]
    if (cost(i, j) - a.u[i] - a.v[j] !== 0) slackMatched++
    for (let jj = 0; jj < k; jj++) if (cost(i, jj) - a.u[i] - a.v[jj] < 0) negativePairs++
  }
  const ok = isPermutation && negativePairs === 0 && slackMatched === 0 && dualSum === matchingCost
  return { ok, matchingCost, dualSum, negativePairs, slackMatched, isPermutation }
}
// #endregion certificate
