/**
 * Tile swap — the same optimum as the assignment problem, found as a min-cost flow on the grid
 * graph itself, which scales to 64 × 64 grids with thousands of ones.
 *
 * Vocabulary:
 *   node       a cell. Each cell has arcs to its four neighbours (direction 0 up, 1 right, 2 down,
 *              3 left), cost 1 each, unbounded capacity.
 *   excess     +1 at a cell that is a one in the start only (a source), −1 at a cell that is a one
 *              in the goal only (a sink), 0 elsewhere: cells that are ones in both cancel.
 *   flow       flow[4u + d] units sent from u to its neighbour in direction d. We never keep flow
 *              both ways on one edge: sending against existing flow cancels it (residual cost −1).
 *   potential  pi[u]; the reduced cost of a residual arc u→w is cost + pi[u] − pi[w], never < 0.
 *   phase      one Dijkstra from every source with excess left (stopped at the nearest sink, at
 *              distance dT), the potentials raised by min(dist, dT), then depth-first searches
 *              along arcs of reduced cost 0 send as many units as they can (primal–dual).
 *   pairs      the flow cut into unit paths, source to sink: [startCell, goalCell, …]; each path
 *              is a shortest path, so the pairs form an optimal matching of the differing ones.
 *
 * A unit of flow from a to b costs at least the Manhattan distance |a − b|, and a shortest grid
 * path costs exactly that, so the cheapest flow costs the same as the cheapest matching.
 */
import { abortError } from '../contract.ts'
import type { Options } from './hungarian.ts'
import type { Grid } from './grid.ts'

export type FlowResult = { cost: number; pairs: Int32Array; phases: number; potentials: Int32Array }

/** neighbour[4u + d]: the cell next to u in direction d, or −1 at the border. */
function neighbours(rows: number, cols: number): Int32Array {
  const nb = new Int32Array(4 * rows * cols).fill(-1)
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const u = r * cols + c
      if (r > 0) nb[4 * u] = u - cols
      if (c < cols - 1) nb[4 * u + 1] = u + 1
      if (r < rows - 1) nb[4 * u + 2] = u + cols
      if (c > 0) nb[4 * u + 3] = u - 1
    }
  }
  return nb
}

/** A binary min-heap of numbers (key · 2^15 + node, so key order wins). */
class Heap {
  items: Float64Array
  size = 0
  constructor(capacity: number) {
    this.items = new Float64Array(capacity)
  }
  push(x: number): void {
    if (this.size === this.items.length) {
      const grown = new Float64Array(this.items.length * 2)
      grown.set(this.items)
      this.items = grown
    }
    let i = this.size++
    const a = this.items
    while (i > 0) {
      const p = (i - 1) >> 1
      if (a[p] <= x) break
      a[i] = a[p]
      i = p
    }
    a[i] = x
  }
  pop(): number {
    const a = this.items
    const top = a[0]
    const x = a[--this.size]
    let i = 0
    for (;;) {
      let child = 2 * i + 1
      if (child >= this.size) break
      if (child + 1 < this.size && a[child + 1] < a[child]) child++
      if (a[child] >= x) break
      a[i] = a[child]
      i = child
    }
    a[i] = x
    return top
  }
}

const NODE_BITS = 2 ** 15

// #region flow
/** Minimum total distance from `start` to `goal` as a min-cost flow on the grid graph. */
export function gridFlow(start: Grid, goal: Grid, options: Options = {}): FlowResult {
  const { rows, cols } = start
  const n = rows * cols
  const nb = neighbours(rows, cols)
  const flow = new Int32Array(4 * n)
  const excess = new Int32Array(n)
  let left = 0 // units still to send
  for (let u = 0; u < n; u++) {
    excess[u] = start.cells[u] - goal.cells[u]
    if (excess[u] > 0) left++
  }
  const sources = Int32Array.from({ length: n }, (_, u) => u).filter((u) => excess[u] > 0)
  const pi = new Int32Array(n)
  const dist = new Int32Array(n)
  const done = new Uint8Array(n)
  const dead = new Uint8Array(n)
  const onPath = new Uint8Array(n)
  const stack = new Int32Array(n + 1)
  const arc = new Int8Array(n + 1)
  const heap = new Heap(8 * n + 16)
  const reduced = (u: number, d: number, w: number): number =>
    (flow[4 * w + ((d + 2) & 3)] > 0 ? -1 : 1) + pi[u] - pi[w]
  let phases = 0
  while (left > 0) {
    if (options.signal?.aborted) throw abortError()
    options.onProgress?.({ explored: sources.length - left, note: `phase ${phases + 1}` })
    phases++
    // Dijkstra over reduced costs from every source with excess left, up to the nearest sink.
    done.fill(0)
    dist.fill(0x3fffffff)
    heap.size = 0
    for (const s of sources)
      if (excess[s] > 0) {
        dist[s] = 0
        heap.push(s)
      }
    let dT = -1
    while (heap.size > 0) {
      const top = heap.pop()
      const u = top % NODE_BITS
      const du = (top - u) / NODE_BITS
      if (done[u] || du !== dist[u]) continue
      if (dT >= 0 && du > dT) break
      done[u] = 1
      if (excess[u] < 0 && dT < 0) dT = du
      for (let d = 0; d < 4; d++) {
        const w = nb[4 * u + d]
        if (w < 0 || done[w]) continue
        const dw = du + reduced(u, d, w)
        if (dw < dist[w]) {
          dist[w] = dw
          heap.push(dw * NODE_BITS + w)
        }
      }
    }
    if (dT < 0) throw new Error('No sink is reachable: the grids have different numbers of ones.')
    for (let u = 0; u < n; u++) pi[u] += done[u] && dist[u] < dT ? dist[u] : dT
    // Send units along arcs of reduced cost 0, one depth-first search per source.
    dead.fill(0)
    let sent = 0
    for (let k = 0; k < sources.length; k++) {
      const s = sources[k]
      if ((k & 63) === 63 && options.signal?.aborted) throw abortError() // a first phase can send thousands of units
      while (excess[s] > 0 && !dead[s]) {
        const sink = admissiblePath(s)
        if (sink < 0) break
        sent++
      }
    }
    if (sent === 0) throw new Error('A phase sent no flow; the potentials are wrong.')
    left -= sent
  }
  let cost = 0
  for (let e = 0; e < flow.length; e++) cost += flow[e]
  // The final potentials, shifted so the smallest is 0: the certificate (see checkCellPotentials).
  let low = pi[0]
  for (let u = 1; u < n; u++) if (pi[u] < low) low = pi[u]
  const potentials = pi.map((x) => x - low)
  return { cost, pairs: decompose(start, goal, nb, flow), phases, potentials }

  /** One unit from s to a sink along reduced-cost-0 arcs; returns the sink or −1. */
  function admissiblePath(s: number): number {
    let top = 0
    stack[0] = s
    arc[0] = 0
    onPath[s] = 1
    while (top >= 0) {
      const u = stack[top]
      if (excess[u] < 0) {
        for (let k = 0; k < top; k++) send(stack[k], arc[k] - 1)
        for (let k = 0; k <= top; k++) onPath[stack[k]] = 0
        excess[s]--
        excess[u]++
        return u
      }
      let moved = false
      while (arc[top] < 4) {
        const d = arc[top]++
        const w = nb[4 * u + d]
        if (w < 0 || dead[w] || onPath[w] || reduced(u, d, w) !== 0) continue
        stack[++top] = w
        arc[top] = 0
        onPath[w] = 1
        moved = true
        break
      }
      if (!moved) {
        dead[u] = 1
        onPath[u] = 0
        top--
      }
    }
    return -1
  }

  function send(u: number, d: number): void {
    const w = nb[4 * u + d]
    const back = 4 * w + ((d + 2) & 3)
    if (flow[back] > 0) flow[back]--
    else flow[4 * u + d]++
  }
}
// #endregion flow

export type CellCertificateCheck = {
  ok: boolean
  steepPairs: number // neighbouring cells whose potentials differ by more than 1 (must be 0)
  goalSum: number // Σ π over the goal's ones
  startSum: number // Σ π over the start's ones
  bound: number // goalSum − startSum: no sequence of swaps is shorter
}

// #region cell-certificate
/**
 * A certificate on the cells themselves, checkable without any matching: if neighbouring cells'
 * potentials never differ by more than 1, a swap changes Σ π over the ones by at most 1, so every
 * sequence needs at least Σ π(goal ones) − Σ π(start ones) swaps. When that equals the swaps
 * found, they are the fewest.
 */
export function checkCellPotentials(
  start: Grid,
  goal: Grid,
  pi: ArrayLike<number>,
  swaps: number,
): CellCertificateCheck {
  const { rows, cols } = start
  let steepPairs = 0
  let goalSum = 0
  let startSum = 0
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const u = r * cols + c
      if (c + 1 < cols && Math.abs(pi[u] - pi[u + 1]) > 1) steepPairs++
      if (r + 1 < rows && Math.abs(pi[u] - pi[u + cols]) > 1) steepPairs++
      if (goal.cells[u]) goalSum += pi[u]
      if (start.cells[u]) startSum += pi[u]
    }
  }
  const bound = goalSum - startSum
  return { ok: steepPairs === 0 && bound === swaps, steepPairs, goalSum, startSum, bound }
}
// #endregion cell-certificate

/** Cuts the flow into unit paths; each source is paired with the first unclaimed sink it reaches. */
function decompose(start: Grid, goal: Grid, nb: Int32Array, flowIn: Int32Array): Int32Array {
  const flow = flowIn.slice()
  const n = start.cells.length
  const claimed = new Uint8Array(n)
  const pairs: number[] = []
  for (let s = 0; s < n; s++) {
    if (start.cells[s] <= goal.cells[s]) continue
    let u = s
    for (;;) {
      if (goal.cells[u] > start.cells[u] && !claimed[u]) break
      let d = 0
      while (d < 4 && flow[4 * u + d] === 0) d++
      if (d === 4) throw new Error(`The flow stops at cell ${u}: it is not a valid flow.`)
      flow[4 * u + d]--
      u = nb[4 * u + d]
    }
    claimed[u] = 1
    pairs.push(s, u)
  }
  return Int32Array.from(pairs)
}
