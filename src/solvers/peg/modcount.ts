/**
 * Counting solutions by final hole on big boards: one number per board, kept modulo three primes.
 *
 * Vocabulary:
 *   layer      the boards with the same number of pegs; every jump goes from one layer to the
 *              next, so the count runs layer by layer and keeps only two layers in memory.
 *   paths(B)   how many jump sequences lead from the start to board B: the sum of paths(A) over
 *              the boards A one jump before B. On the one-peg layer, paths(B) is the number of
 *              solutions ending in B's hole. No landing hole and no moves are needed for that.
 *   residues   paths(B) mod each of PRIMES (31-bit, so a sum of two fits a double exactly);
 *              Int32Arrays instead of one BigInt per board.
 *   estimate   paths(B) in floating point, too. Each stored value went through at most
 *              J additions per layer (J = jumps of the board, the most ways into one board), each
 *              off by a relative 2^-53 at most, so the true count is below estimate · (1 + slack)
 *              with slack = 2·J·layers·2^-53 (plus one). When that bound is below the product
 *              of the primes, the Chinese remainder theorem gives the exact count (`exact`).
 *   ModCount   byFinal as residues and estimates per final hole, the bound, and the layer sizes.
 */
import { firstJumps, geometry, pegCount, type Board } from './board.ts'
import { SlotTable, type Reserve } from './memo.ts'
import { Meter, type Options } from './reach.ts'

export const PRIMES = [2147483647, 2147483629, 2147483587] as const

export type ModCount = {
  primes: readonly number[]
  /** Final hole (1-based) → count mod each prime, and its floating-point estimate. */
  byFinal: Map<number, { residues: number[]; estimate: number }>
  /** A proven upper bound on the total number of solutions. */
  bound: number
  /** Distinct boards on each layer, from the start's (reachable, finishable or not). */
  layers: number[]
}

/** One layer: board → slot, and per slot its residues and its estimate. */
class Layer {
  readonly slots: SlotTable
  residues: Int32Array[]
  estimate: Float64Array
  readonly #reserve: Reserve
  constructor(primes: number, capacity: number, reserve: Reserve) {
    this.#reserve = reserve
    this.slots = new SlotTable(capacity, reserve)
    reserve(Math.max(16, capacity) * (4 * primes + 8))
    this.residues = Array.from({ length: primes }, () => new Int32Array(Math.max(16, capacity)))
    this.estimate = new Float64Array(Math.max(16, capacity))
  }
  slot(board: Board): number {
    const s = this.slots.slot(board)
    if (s >= this.estimate.length) {
      this.#reserve(this.estimate.length * 2 * (4 * this.residues.length + 8))
      const grow = <T extends Int32Array | Float64Array>(a: T): T => {
        const b = new (a.constructor as new (n: number) => T)(a.length * 2)
        b.set(a)
        return b
      }
      this.residues = this.residues.map(grow)
      this.estimate = grow(this.estimate)
    }
    return s
  }
  get bytes(): number {
    return this.slots.bytes + this.estimate.byteLength * (1 + this.residues.length / 2)
  }
}

// #region modcount
/** Solutions from `start` by final hole, modulo `primes`, with floating-point estimates. */
export function countByFinalModular(
  side: number,
  start: Board,
  primes: readonly number[] = PRIMES,
  options: Options = {},
): ModCount {
  const g = geometry(side)
  const first = firstJumps(g)
  const np = primes.length
  const pegs0 = pegCount(start)
  const meter = new Meter(options)
  let layer = new Layer(np, 16, meter.reserve)
  let next: Layer | null = null
  meter.holds(() => layer.bytes + (next ? next.bytes : 0))
  const s0 = layer.slot(start)
  for (let k = 0; k < np; k++) layer.residues[k][s0] = 1 % primes[k]
  layer.estimate[s0] = 1
  const layers = [1]
  const { needLo, needHi, emptyLo, emptyHi, delta } = g
  for (let pegs = pegs0; pegs > 1 && layer.slots.size > 0; pegs--) {
    next = new Layer(np, layer.slots.size * 2, meter.reserve)
    const from = layer.residues
    const fromEstimate = layer.estimate
    for (let s = 0; s < layer.slots.size; s++) {
      meter.board()
      const board = layer.slots.keyOf(s)
      const lo = board >>> 0
      const hi = (board - lo) / 4294967296
      for (let h = 0; h < g.holes; h++) {
        if (!(h < 32 ? (lo >>> h) & 1 : (hi >>> (h - 32)) & 1)) continue
        for (let j = first[h]; j < first[h + 1]; j++) {
          if ((lo & needLo[j]) !== needLo[j] || (hi & needHi[j]) !== needHi[j]) continue
          if ((lo & emptyLo[j]) !== 0 || (hi & emptyHi[j]) !== 0) continue
          meter.step()
          const t = next.slot(board + delta[j])
          const to = next.residues // read after slot(): it may have grown the arrays
          for (let k = 0; k < np; k++) {
            const r = to[k][t] + from[k][s]
            to[k][t] = r >= primes[k] ? r - primes[k] : r
          }
          next.estimate[t] += fromEstimate[s]
        }
      }
    }
    layer = next
    next = null
    layers.push(layer.slots.size)
  }
  const byFinal = new Map<number, { residues: number[]; estimate: number }>()
  let total = 0
  if (pegs0 >= 1) {
    for (let s = 0; s < layer.slots.size; s++) {
      const board = layer.slots.keyOf(s)
      if (pegCount(board) !== 1) continue
      byFinal.set(Math.round(Math.log2(board)) + 1, {
        residues: layer.residues.map((r) => r[s]),
        estimate: layer.estimate[s],
      })
      total += layer.estimate[s]
    }
  }
  const slack = (2 * (g.delta.length + g.holes) * layers.length) / 2 ** 53
  const bound = Math.ceil(total * (1 + slack)) + 1
  return { primes, byFinal: new Map([...byFinal].sort((a, b) => a[0] - b[0])), bound, layers }
}
// #endregion modcount

/** The x with x ≡ residues[k] (mod primes[k]) and 0 ≤ x < Π primes (Chinese remainder theorem). */
export function crt(residues: readonly number[], primes: readonly number[]): bigint {
  let x = 0n
  let m = 1n
  for (let k = 0; k < primes.length; k++) {
    const p = BigInt(primes[k])
    // Find t with x + m·t ≡ r (mod p): t = (r − x) · m⁻¹ mod p.
    const inv = modInverse(m % p, p)
    const t = (((((BigInt(residues[k]) - x) % p) + p) % p) * inv) % p
    x += m * t
    m *= p
  }
  return x
}

function modInverse(a: bigint, p: bigint): bigint {
  let [r0, r1, s0, s1] = [p, a, 0n, 1n]
  while (r1 !== 0n) {
    const q = r0 / r1
    ;[r0, r1] = [r1, r0 - q * r1]
    ;[s0, s1] = [s1, s0 - q * s1]
  }
  return ((s0 % p) + p) % p
}

/** The exact counts by final hole, or null when the bound does not fit under the primes' product. */
export function exact(m: ModCount): { solutions: bigint; byFinal: Map<number, bigint> } | null {
  const product = m.primes.reduce((a, p) => a * BigInt(p), 1n)
  if (BigInt(m.bound) >= product) return null
  const byFinal = new Map([...m.byFinal].map(([h, v]) => [h, crt(v.residues, m.primes)] as const))
  const solutions = [...byFinal.values()].reduce((a, b) => a + b, 0n)
  return { solutions, byFinal }
}
