/**
 * Rubik's Clock, optimally — the fewest moves, by splitting the puzzle at its shared corners.
 *
 * Vocabulary:
 *   cross     the five non-corner dials of a face (edges U L R D and the centre). Only that face's
 *             moves turn them. Corners are turned by moves of both faces.
 *   effect    what a set of moves does to the dials, in hours; to solve a position the moves'
 *             effect must be minus the position.
 *   face table  for one face and a fixed effect on its cross: for every effect on its four corners
 *             (n⁴ of them, n = hours), the fewest moves *of that face* that make it. Computed
 *             exactly, not estimated (see faceTable).
 *   split     the moves of the front and the moves of the back are independent except at the
 *             corners, so optimal = min over front corner effects c of
 *             front(c) + back(the corner effect the back must then supply).
 *
 * Why a face table is cheap. Write x_S for the amount of the face move with pins S up (15 sets
 * S of the pins a = UL, b = UR, c = DL, d = DR) and f(R) = Σ_{∅≠S⊆R} x_S (a Möbius pair: x is
 * recovered from f by inclusion–exclusion). A dial turns with x_S when S meets its pins, so
 *   centre = f(abcd), edge U = f(abcd) − f(cd), …, corner UL = f(abcd) − f(bcd), …
 * The nine dials fix f on nine sets; the other six values (f(a), f(b), f(c), f(d), f(ad), f(bc))
 * are free: n⁶ solutions, 2,985,984 for n = 12. Fixing the cross and looping over the six free
 * values gives every solution for every corner effect at once; the corners only decide whether the
 * four triple moves and the all-pins move are used, which a Hamming-style relaxation handles.
 *
 * Two ways to count moves (the article's names):
 *   move metric  every move costs 1, whatever its turn (1..11 hours). The default.
 *   hour metric  a move turning t hours costs min(t, 12 − t): the hours the wheel travels the short
 *                way round. Every cost above is then a sum of per-move costs cost(x_S), so the same
 *                tables work with the 0/1 test "x ≠ 0" replaced by cost(x), and the Hamming
 *                relaxation becomes a min-plus convolution along each corner coordinate.
 *
 * The module takes the number of hours n as a parameter so tests can compare it with exhaustive
 * breadth-first search on the same puzzle with 2- and 3-hour dials.
 */
import { throwIfAborted, type Progress } from '../contract.ts'
import { DIALS, HOURS, MOVES, faceDials, type Amounts, type Dials } from './model.ts'

/** The search's progress: the contract's, with the phase and, while combining, best and bound. */
export type SearchProgress = Progress & {
  phase: 'front' | 'back' | 'combine'
  best?: number
  lowerBound?: number
}
export type OptimalOptions = {
  onProgress?: (p: SearchProgress) => void
  signal?: AbortSignal
  hours?: number
  metric?: Metric
}

/** How a solution's length is counted: see the header. */
export type Metric = 'move' | 'hour'
export const METRICS: readonly Metric[] = ['move', 'hour']

/** cost[t]: what a move turning t hours (0..n−1) costs in `metric`; cost[0] = 0 (move unused). */
export function turnCosts(metric: Metric, n: number = HOURS): Uint8Array {
  return Uint8Array.from({ length: n }, (_, t) => (t === 0 ? 0 : metric === 'move' ? 1 : Math.min(t, n - t)))
}

/** A set of amounts' length in `metric`: the sum of its moves' costs. */
export function metricLength(amounts: ArrayLike<number>, metric: Metric, n: number = HOURS): number {
  const cost = turnCosts(metric, n)
  let sum = 0
  for (let m = 0; m < amounts.length; m++) sum += cost[((amounts[m] % n) + n) % n]
  return sum
}
/**
 * `bounds`: how the search closed in, one entry per change — the best length found so far (255
 * before any) and the lower bound then proved, in the search's metric. The last entry has
 * lowerBound = best = cost: every cheaper set of moves has been ruled out.
 * `length`, `frontLength`, `backLength` count moves; `cost` is the length in `metric` (= length
 * in the move metric).
 */
export type Bound = { best: number; lowerBound: number }
export type OptimalResult = {
  amounts: Amounts
  length: number
  frontLength: number
  backLength: number
  explored: number
  bounds: Bound[]
  metric: Metric
  cost: number
}
/** Effects on one face's nine dials (face numbering 0..8), hours 0..n−1. */
export type FaceEffect = number[]
/** One face's search for a fixed cross effect: `table` by corner effect, and how to rebuild moves. */
export type FaceSearch = {
  n: number
  cross: number[]
  best: Uint8Array
  arg: Int32Array
  table: Uint8Array
  cost: Uint8Array
}

const CORNERS = [0, 2, 6, 8] as const // UL UR DL DR
// Pin masks: bit 0 UL (a), bit 1 UR (b), bit 2 DL (c), bit 3 DR (d).
const A = 1,
  B = 2,
  C = 4,
  D = 8

/** The fixed f-values of a face from the effect on its cross: [total, f(ab), f(cd), f(ac), f(bd)]. */
function crossValues(effect: FaceEffect, n: number): number[] {
  const total = effect[4]
  const m = (v: number) => ((v % n) + n) % n
  return [total, m(total - effect[7]), m(total - effect[1]), m(total - effect[5]), m(total - effect[3])]
}

// #region face-table
/**
 * best[W·n + w]: the fewest moves among the ten moves that are not triples or all-pins, over all
 * free values whose triple targets are W = (w_abc, w_abd, w_acd, w_bcd) and all-pins target w.
 */
function tripleTargets(cross: number[], n: number, cost: Uint8Array, signal?: AbortSignal): FaceSearch {
  const [total, fab, fcd, fac, fbd] = cross
  const best = new Uint8Array(n ** 5).fill(255)
  const arg = new Int32Array(n ** 5) // the free values (fa, fb, fc, fd, fad, fbc) in base n
  const md = new Int32Array(16 * n).map((_, k) => k % n) // md[v + 8n] = v mod n for |v| < 8n
  const o = 8 * n
  for (let fa = 0; fa < n; fa++)
    for (let fb = 0; fb < n; fb++) {
      throwIfAborted(signal) // n⁴ inner steps per check: about 0.3 ms at n = 12
      const xab = cost[md[fab - fa - fb + o]]
      for (let fc = 0; fc < n; fc++) {
        const xac = cost[md[fac - fa - fc + o]]
        for (let fd = 0; fd < n; fd++) {
          const base =
            cost[fa] +
            cost[fb] +
            cost[fc] +
            cost[fd] +
            xab +
            xac +
            cost[md[fcd - fc - fd + o]] +
            cost[md[fbd - fb - fd + o]]
          const sAll = total + fab + fac + fbd + fcd - fa - fb - fc - fd
          for (let fad = 0; fad < n; fad++) {
            const withAd = base + cost[md[fad - fa - fd + o]]
            const wabd = md[fab + fad + fbd - fa - fb - fd + o]
            const wacd = md[fac + fad + fcd - fa - fc - fd + o]
            for (let fbc = 0; fbc < n; fbc++) {
              const total = withAd + cost[md[fbc - fb - fc + o]]
              const wabc = md[fab + fac + fbc - fa - fb - fc + o]
              const wbcd = md[fbc + fbd + fcd - fb - fc - fd + o]
              const w = md[sAll + fad + fbc + o]
              const index = (((wabc * n + wabd) * n + wacd) * n + wbcd) * n + w
              if (total < best[index]) {
                best[index] = total
                arg[index] = ((((fa * n + fb) * n + fc) * n + fd) * n + fad) * n + fbc
              }
            }
          }
        }
      }
    }
  return { n, cross, best, arg, table: new Uint8Array(0), cost }
}

/**
 * In place: g[F] = min over W of g[W] + Σ_k cost(F_k − W_k), one coordinate at a time. In the
 * move metric that is the number of coordinates where F and W differ (a Hamming distance).
 */
function hammingRelax(g: Uint8Array, n: number, cost: Uint8Array): void {
  if (cost.some((c) => c > 1)) {
    minPlusRelax(g, n, cost)
    return
  }
  for (let stride = 1; stride < n ** 4; stride *= n) {
    for (let start = 0; start < g.length; start++) {
      if (Math.floor(start / stride) % n !== 0) continue // one line per start with coordinate 0
      let low = 255
      for (let k = 0; k < n; k++) low = Math.min(low, g[start + k * stride])
      for (let k = 0; k < n; k++) g[start + k * stride] = Math.min(g[start + k * stride], low + 1)
    }
  }
}

/** The same relaxation for any symmetric cost: new[k] = min over j of old[j] + cost(k − j). */
function minPlusRelax(g: Uint8Array, n: number, cost: Uint8Array): void {
  const line = new Uint8Array(n)
  for (let stride = 1; stride < n ** 4; stride *= n) {
    for (let start = 0; start < g.length; start++) {
      if (Math.floor(start / stride) % n !== 0) continue
      for (let k = 0; k < n; k++) line[k] = g[start + k * stride]
      for (let k = 0; k < n; k++) {
        let low = line[k]
        for (let j = 0; j < n; j++) if (j !== k) low = Math.min(low, line[j] + cost[(k - j + n) % n])
        g[start + k * stride] = low
      }
    }
  }
}

/**
 * The face table: table[((cUL·n + cUR)·n + cDL)·n + cDR] = the fewest moves of one face whose
 * effect is `cross` on its cross dials and c on its corners (face numbering, as seen from it).
 */
export function faceTable(effect: FaceEffect, n: number = HOURS, metric: Metric = 'move'): Uint8Array {
  return faceSearch(effect, n, undefined, metric).table
}

/** The face table with what faceMoves needs to name the moves behind any of its entries. */
export function faceSearch(
  effect: FaceEffect,
  n: number = HOURS,
  signal?: AbortSignal,
  metric: Metric = 'move',
): FaceSearch {
  const cross = crossValues(effect, n)
  const cost = turnCosts(metric, n)
  const search = tripleTargets(cross, n, cost, signal)
  const best = search.best
  const n4 = n ** 4
  const any = new Uint8Array(n4).fill(255)
  const bySum: Uint8Array[] = Array.from({ length: n }, () => new Uint8Array(n4))
  for (let W = 0; W < n4; W++) {
    for (let w = 0; w < n; w++) {
      const v = best[W * n + w]
      bySum[w][W] = v
      if (v < any[W]) any[W] = v
    }
  }
  const unit = !cost.some((c) => c > 1)
  if (unit) hammingRelax(any, n, cost) // the move metric's shortcut for the all-pins move (below)
  for (const g of bySum) {
    throwIfAborted(signal)
    hammingRelax(g, n, cost)
  }
  const total = cross[0]
  const table = new Uint8Array(n4)
  for (let F = 0; F < n4; F++) {
    const fbcd = F % n,
      facd = Math.floor(F / n) % n,
      fabd = Math.floor(F / n ** 2) % n,
      fabc = Math.floor(F / n ** 3)
    const sum = (fabc + fabd + facd + fbcd) % n // the all-pins move is unused iff this equals w
    const corners = [total - fbcd, total - facd, total - fabd, total - fabc].map((v) => ((v % n) + n) % n)
    const c = ((corners[0] * n + corners[1]) * n + corners[2]) * n + corners[3]
    if (unit) table[c] = Math.min(bySum[sum][F], any[F] + 1)
    else {
      // The all-pins move's amount is w − sum: pay its cost for each all-pins target w.
      let low = 255
      for (let w = 0; w < n; w++) low = Math.min(low, bySum[w][F] + cost[(w - sum + n) % n])
      table[c] = low
    }
  }
  search.table = table
  return search
}
// #endregion face-table

// #region face-solve
/**
 * The fewest moves of one face whose effect on its corners is `corners` (UL UR DL DR) on top of
 * the cross effect `search` was built for: amounts indexed by pin mask 1..15.
 */
export function faceMoves(search: FaceSearch, corners: readonly number[]): Uint8Array {
  const { n, cross, best, arg, cost: turnCost } = search
  const m = (v: number) => ((v % n) + n) % n
  const total = cross[0]
  const F = [m(total - corners[3]), m(total - corners[2]), m(total - corners[1]), m(total - corners[0])]
  const sum = m(F[0] + F[1] + F[2] + F[3]) // F = f(abc), f(abd), f(acd), f(bcd)
  let bestCost = 255
  let bestIndex = -1
  for (let index = 0; index < best.length; index++) {
    if (best[index] === 255) continue
    let W = Math.floor(index / n)
    let cost = best[index] + turnCost[m((index % n) - sum)]
    for (let k = 3; k >= 0; k--, W = Math.floor(W / n)) cost += turnCost[m((W % n) - F[k])]
    if (cost < bestCost) {
      bestCost = cost
      bestIndex = index
    }
  }
  const free: number[] = []
  for (let k = 0, code = arg[bestIndex]; k < 6; k++, code = Math.floor(code / n)) free.unshift(code % n)
  return moveAmounts(cross, F, free, n)
}

/** All 15 amounts from the nine fixed f-values and the six free ones (inclusion–exclusion). */
function moveAmounts(cross: number[], triples: number[], free: number[], n: number): Uint8Array {
  const m = (v: number) => ((v % n) + n) % n
  const [total, fab, fcd, fac, fbd] = cross
  const [fabc, fabd, facd, fbcd] = triples
  const [fa, fb, fc, fd, fad, fbc] = free
  const x = new Uint8Array(16)
  x[A] = fa
  x[B] = fb
  x[C] = fc
  x[D] = fd
  x[A | B] = m(fab - fa - fb)
  x[C | D] = m(fcd - fc - fd)
  x[A | C] = m(fac - fa - fc)
  x[B | D] = m(fbd - fb - fd)
  x[A | D] = m(fad - fa - fd)
  x[B | C] = m(fbc - fb - fc)
  x[A | B | C] = m(fabc - fab - fac - fbc + fa + fb + fc)
  x[A | B | D] = m(fabd - fab - fad - fbd + fa + fb + fd)
  x[A | C | D] = m(facd - fac - fad - fcd + fa + fc + fd)
  x[B | C | D] = m(fbcd - fbc - fbd - fcd + fb + fc + fd)
  x[15] = m(total - fabc - fabd - facd - fbcd + fab + fac + fad + fbc + fbd + fcd - fa - fb - fc - fd)
  return x
}
// #endregion face-solve

/** The front and back face effects that solve `dials` given the front's corner effect. */
function faceTargets(dials: Dials, frontCorners: number[], n: number): [FaceEffect, FaceEffect] {
  const m = (v: number) => ((v % n) + n) % n
  const front = faceDials(dials, 'front').map((h) => m(-h))
  const back = faceDials(dials, 'back').map((h) => m(-h))
  CORNERS.forEach((k, i) => (front[k] = frontCorners[i]))
  // The back's corner behind front corner i must supply the rest: −p − c, seen from the back
  // as its negative, p + c. Front UL/UR/DL/DR sit behind back UR/UL/DR/DL.
  const behind = [2, 0, 8, 6]
  CORNERS.forEach((k, i) => (back[behind[i]] = m(dials[k] + frontCorners[i])))
  return [front, back]
}

function unpack(index: number, n: number): number[] {
  return [Math.floor(index / n ** 3), Math.floor(index / n ** 2) % n, Math.floor(index / n) % n, index % n]
}

// #region optimal
/** The fewest moves that solve `dials`: front table, back table, then the best corner split. */
export function solveOptimal(dials: Dials, options: OptimalOptions = {}): OptimalResult {
  const n = options.hours ?? HOURS
  const metric = options.metric ?? 'move'
  const n4 = n ** 4
  const [frontCross, backCross] = faceTargets(dials, [0, 0, 0, 0], n)
  const frontSearch = faceSearch(frontCross, n, options.signal, metric)
  const front = frontSearch.table
  options.onProgress?.({ explored: n4, phase: 'front' })
  const backSearch = faceSearch(backCross, n, options.signal, metric)
  const back = backSearch.table
  options.onProgress?.({ explored: 2 * n4, phase: 'back' })
  throwIfAborted(options.signal)
  let bestLength = 255
  let bestSplit = 0
  let minBack = 255
  for (let k = 0; k < n4; k++) minBack = Math.min(minBack, back[k])
  const bounds: Bound[] = []
  const report = (lowerBound: number): void => {
    const bound = { best: bestLength, lowerBound: Math.min(lowerBound, bestLength) }
    bounds.push(bound)
    options.onProgress?.({ explored: 2 * n4, phase: 'combine', ...bound })
  }
  // Branch and bound over front corner effects, fewest front moves first. Every split with fewer
  // than `level` front moves has been tried, and the others need at least level + minBack moves:
  // that is the lower bound. Once it reaches the best split, no other split can be shorter.
  let level = 0
  for (; level < 255 && level + minBack < bestLength; level++) {
    report(level + minBack)
    throwIfAborted(options.signal)
    for (let c = 0; c < n4; c++) {
      if (front[c] !== level) continue
      const [ul, ur, dl, dr] = unpack(c, n)
      const b =
        (((dials[2] + ur) % n) * n + ((dials[0] + ul) % n)) * n ** 2 +
        ((dials[8] + dr) % n) * n +
        ((dials[6] + dl) % n)
      if (level + back[b] < bestLength) {
        bestLength = level + back[b]
        bestSplit = c
        report(level + minBack)
      }
    }
  }
  report(level + minBack) // now equal to bestLength: the proof is complete
  const solution = solutionFor(dials, unpack(bestSplit, n), [frontSearch, backSearch])
  const cost = metricLength(solution.amounts, metric, n)
  if (cost !== bestLength)
    throw new Error(`The rebuilt solution costs ${cost}, not the ${bestLength} the tables promised.`)
  return { ...solution, explored: 2 * n4, bounds, metric, cost }
}
// #endregion optimal

/** The fewest moves with the front's corner effect fixed to `frontCorners`, as 30 amounts. */
function solutionFor(
  dials: Dials,
  frontCorners: number[],
  searches: FaceSearch[],
): Omit<OptimalResult, 'explored' | 'bounds' | 'metric' | 'cost'> {
  const [frontEffect, backEffect] = faceTargets(dials, frontCorners, searches[0].n)
  const fx = faceMoves(
    searches[0],
    CORNERS.map((k) => frontEffect[k]),
  )
  const bx = faceMoves(
    searches[1],
    CORNERS.map((k) => backEffect[k]),
  )
  const amounts = new Uint8Array(MOVES)
  for (let s = 1; s < 16; s++) {
    amounts[s - 1] = fx[s]
    amounts[15 + s - 1] = bx[s]
  }
  const frontLength = fx.reduce((k, v, s) => k + (s > 0 && v ? 1 : 0), 0)
  const backLength = bx.reduce((k, v, s) => k + (s > 0 && v ? 1 : 0), 0)
  return { amounts, length: frontLength + backLength, frontLength, backLength }
}

export const INDEPENDENT_DIALS = DIALS
