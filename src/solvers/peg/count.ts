/**
 * Counting solutions — the source's method, the memoized depth-first search, and the fast count
 * by final hole and by number of moves.
 *
 * Vocabulary:
 *   solution   a sequence of jumps that leaves one peg (in the target hole, if one is set).
 *              Two solutions differ when their jump sequences differ, as in the source.
 *   sequences  how many jump sequences the source's method builds: every rule applied to every
 *              board, keeping every branch, so a board reached by two paths is explored twice.
 *   byFinal    solutions by the 1-based hole of the last peg.
 *   byMoves    solutions by their number of moves (jumps chained by one peg count once).
 *   Count      a bigint: the totals grow past 2^53 on big boards. The fast count adds Numbers and
 *              switches to BigInt only when a total would not be exact (see countAll).
 */
import {
  geometry,
  pegCount,
  firstJumps,
  type Geometry,
  highWord,
  legalOnWords,
  listJumps,
  lowWord,
  canJump,
  jumped,
  type Board,
} from './board.ts'
import { Reach, type Options } from './reach.ts'
import { SlotTable, type Reserve } from './memo.ts'

export type CountResult = {
  solutions: bigint
  byFinal: Map<number, bigint> // final hole (1-based) → solutions
  byMoves: Map<number, bigint> // moves → solutions
  boards: number // distinct boards the search examined
}

// #region naive
/** The source's method: apply every jump rule to every board, keep every branch. */
export function countByEnumeration(side: number, start: Board): { solutions: number; sequences: number } {
  const jumps = listJumps(side)
  let solutions = 0
  let sequences = 0
  const extend = (board: Board, pegs: number): void => {
    sequences++
    if (pegs === 1) solutions++
    for (const jump of jumps) if (canJump(board, jump)) extend(jumped(board, jump), pegs - 1)
  }
  extend(start, pegCount(start))
  return { solutions, sequences }
}
// #endregion naive

// #region memo-count
/** Solutions from `start`, each board's count computed once and remembered. */
export function countSolutions(side: number, start: Board): bigint {
  const jumps = listJumps(side)
  const memo = new Map<Board, bigint>()
  const count = (board: Board, pegs: number): bigint => {
    if (pegs === 1) return 1n
    const known = memo.get(board)
    if (known !== undefined) return known
    let total = 0n
    for (const jump of jumps) if (canJump(board, jump)) total += count(jumped(board, jump), pegs - 1)
    memo.set(board, total)
    return total
  }
  return count(start, pegCount(start))
}
// #endregion memo-count

type Num = number | bigint
type Layer = Map<number, Num[]> // key board·64 + (last landing hole + 1) → solutions-so-far by moves

/**
 * The jumps out of one counting state that keep its board finishable, written into arrays made
 * once (as a search's `expandInto` does): for jump k, the board after it, its landing hole and
 * its cost in moves, 0 when the peg that jumped last jumps again. A state's key is its board · 64
 * + (the hole the last jump landed in + 1, 0 for none).
 */
class Steps {
  readonly g: Geometry
  readonly after: Float64Array
  readonly to: Int8Array
  readonly cost: Uint8Array
  constructor(g: Geometry) {
    this.g = g
    this.after = new Float64Array(g.delta.length)
    this.to = new Int8Array(g.delta.length)
    this.cost = new Uint8Array(g.delta.length)
  }
  /** Fills the arrays for the state `key` of a board with `pegs` pegs; returns how many jumps. */
  from(reach: Reach, key: number, pegs: number): number {
    const g = this.g
    const last = (key % 64) - 1
    const board = (key - last - 1) / 64
    const lo = lowWord(board)
    const hi = highWord(board)
    let n = 0
    for (let j = 0; j < g.delta.length; j++) {
      if (!legalOnWords(g, lo, hi, j)) continue
      const after = board + g.delta[j]
      if (!reach.finishable(after, pegs - 1)) continue
      this.after[n] = after
      this.to[n] = g.to[j]
      this.cost[n++] = g.from[j] === last ? 0 : 1
    }
    return n
  }
}

/**
 * Forward over the finishable boards, one layer per peg count. A state is (board, hole the last
 * jump landed in), because a jump from that hole continues the move and costs nothing. Each state
 * carries how many jump sequences reach it, split by moves made so far.
 */
function forward(reach: Reach, start: Board, one: Num): { byFinal: Map<number, Num>; byMoves: Num[] } {
  const zero = (typeof one === 'bigint' ? 0n : 0) as Num
  const pegs0 = pegCount(start)
  const first = new Array<Num>(pegs0).fill(zero)
  first[0] = one
  let layer: Layer = new Map([[start * 64, first]])
  // A Map entry and its array of BigInts: about 80 bytes plus 16 a number (an estimate, for the budget).
  const perState = 80 + 16 * pegs0
  let held = perState
  reach.meter.holds(() => held)
  const steps = new Steps(reach.g)
  for (let pegs = pegs0; pegs > 1; pegs--) {
    const next: Layer = new Map()
    for (const [key, dist] of layer) {
      reach.poll()
      held = (layer.size + next.size) * perState
      for (let k = 0, n = steps.from(reach, key, pegs); k < n; k++) {
        const nkey = steps.after[k] * 64 + steps.to[k] + 1
        const cost = steps.cost[k]
        let nd = next.get(nkey)
        if (!nd) next.set(nkey, (nd = new Array<Num>(pegs0).fill(zero)))
        for (let m = 0; m + cost < pegs0; m++) (nd[m + cost] as number) += dist[m] as number
      }
    }
    layer = next
  }
  const byFinal = new Map<number, Num>()
  const byMoves = new Array<Num>(pegs0).fill(zero)
  for (const [key, dist] of layer) {
    const hole = Math.round(Math.log2((key - (key % 64)) / 64)) + 1
    let sum = byFinal.get(hole) ?? zero
    for (let m = 0; m < pegs0; m++) {
      ;(sum as number) += dist[m] as number
      ;(byMoves[m] as number) += dist[m] as number
    }
    byFinal.set(hole, sum)
  }
  return { byFinal, byMoves }
}

/** A layer of the fast forward count: state key → slot; slot s owns pool[s·width … s·width + width). */
class PoolLayer {
  readonly slots: SlotTable
  pool: Float64Array
  readonly width: number
  readonly #reserve: Reserve
  constructor(width: number, capacity: number, reserve: Reserve) {
    this.width = width
    this.#reserve = reserve
    this.slots = new SlotTable(capacity, reserve)
    reserve(capacity * width * 8)
    this.pool = new Float64Array(capacity * width)
  }
  get bytes(): number {
    return this.slots.bytes + this.pool.byteLength
  }
  /** The offset of `key`'s distribution, created zeroed when new. */
  offset(key: number): number {
    const slot = this.slots.slot(key)
    if ((slot + 1) * this.width > this.pool.length) {
      this.#reserve(this.pool.byteLength * 2)
      const grown = new Float64Array(this.pool.length * 2)
      grown.set(this.pool)
      this.pool = grown
    }
    return slot * this.width
  }
}

/** Can the peg in `hole` jump at all on `board`? (Jumps are listed by their from hole.) */
function canContinue(g: Geometry, first: Int16Array, board: Board, hole: number): boolean {
  const lo = lowWord(board)
  const hi = highWord(board)
  for (let j = first[hole]; j < first[hole + 1]; j++) if (legalOnWords(g, lo, hi, j)) return true
  return false
}

/** `forward` with Numbers in one Float64Array per layer instead of an array per state. */
function forwardFast(reach: Reach, start: Board): { byFinal: Map<number, Num>; byMoves: Num[] } {
  const g = reach.g
  const first = firstJumps(g)
  const width = pegCount(start)
  const reserve = reach.meter.reserve
  let layer = new PoolLayer(width, 1, reserve)
  let next: PoolLayer | null = null
  reach.meter.holds(() => layer.bytes + (next ? next.bytes : 0))
  layer.pool[layer.offset(start * 64)] = 1
  const steps = new Steps(g)
  for (let pegs = width; pegs > 1; pegs--) {
    next = new PoolLayer(width, Math.max(1024, layer.slots.size), reserve)
    const done = width - pegs
    for (let slot = 0; slot < layer.slots.size; slot++) {
      reach.poll()
      for (let k = 0, n = steps.from(reach, layer.slots.keyOf(slot), pegs); k < n; k++) {
        const after = steps.after[k]
        const hole = steps.to[k]
        // The landing hole only matters if its peg can jump on; otherwise merge with "no last hole".
        const to =
          next.offset(after * 64 + (canContinue(g, first, after, hole) ? hole + 1 : 0)) + steps.cost[k]
        const from = slot * width
        const pool = next.pool
        const src = layer.pool
        for (let m = 0; m <= done; m++) pool[to + m] += src[from + m] // moves so far ≤ jumps so far
      }
    }
    layer = next
    next = null
  }
  const byFinal = new Map<number, Num>()
  const byMoves = new Array<number>(width).fill(0)
  for (let slot = 0; slot < layer.slots.size; slot++) {
    const key = layer.slots.keyOf(slot)
    const hole = Math.round(Math.log2((key - (key % 64)) / 64)) + 1
    let sum = (byFinal.get(hole) as number | undefined) ?? 0
    for (let m = 0; m < width; m++) {
      sum += layer.pool[slot * width + m]
      byMoves[m] += layer.pool[slot * width + m]
    }
    byFinal.set(hole, sum)
  }
  return { byFinal, byMoves }
}

/**
 * Every solution from `start`, by final hole and by moves. First with Numbers: every partial
 * count is at most the total (each path kept extends to a solution), so a total below 2^53 means
 * every addition was exact. Otherwise the same code runs again with BigInt.
 */
export function countAll(
  side: number,
  start: Board,
  target = -1,
  options: Options = {},
  bigint = false,
): CountResult {
  const reach = new Reach(side, target, options)
  const empty = (): CountResult => ({
    solutions: 0n,
    byFinal: new Map(),
    byMoves: new Map(),
    boards: reach.explored,
  })
  if (pegCount(start) === 0 || reach.ruledOut(start) || !reach.finishable(start)) return empty()
  let f = bigint ? forward(reach, start, 1n) : forwardFast(reach, start)
  const total = [...f.byFinal.values()].reduce<number>((a, b) => a + Number(b), 0)
  if (!bigint && !(total <= Number.MAX_SAFE_INTEGER)) f = forward(reach, start, 1n)
  const byMoves = new Map<number, bigint>()
  f.byMoves.forEach((n, m) => {
    if (n) byMoves.set(m, BigInt(n))
  })
  const byFinal = new Map([...f.byFinal].map(([h, n]) => [h, BigInt(n)] as const).sort((a, b) => a[0] - b[0]))
  const solutions = [...byFinal.values()].reduce((a, b) => a + b, 0n)
  return { solutions, byFinal, byMoves, boards: reach.explored }
}

/** Distinct boards reachable from `start` (all of them, finishable or not). */
export function reachableBoards(side: number, start: Board): number {
  const g = geometry(side)
  const seen = new Set<Board>([start])
  const stack = [start]
  while (stack.length > 0) {
    const board = stack.pop()!
    const lo = lowWord(board)
    const hi = highWord(board)
    for (let j = 0; j < g.delta.length; j++) {
      if (!legalOnWords(g, lo, hi, j)) continue
      const after = board + g.delta[j]
      if (!seen.has(after)) {
        seen.add(after)
        stack.push(after)
      }
    }
  }
  return seen.size
}
