/**
 * Ranking permutations — a board's tiles ⇄ one integer, so tables can be typed arrays.
 *
 * Vocabulary:
 *   rank      the position of a permutation of 0..n−1 in lexicographic order, 0 .. n! − 1,
 *             computed from its Lehmer code: digit k counts the later entries smaller than
 *             entry k, and rank = Σ digit_k · (n − 1 − k)!. For n ≤ 12 it fits an int32, for n ≤ 16 an exact double.
 *   unrank    the inverse: the permutation with a given rank.
 *
 * A 3×3 board has 9! = 362,880 ranks; half of them are reachable from any goal (see parity.ts).
 */
import { POPCOUNT16 } from '../bits.ts'

export const FACTORIAL: readonly number[] = Array.from({ length: 17 }, (_, n) => {
  let f = 1
  for (let k = 2; k <= n; k++) f *= k
  return f
})

// #region rank
/**
 * POPCOUNT[m] = the number of set bits of m, for masks below 2^16 (bits.ts's table), bound in this
 * module: the engine reads a module's own constant in a hot loop as a fixed address, where an
 * imported binding is loaded and checked on every read.
 */
const POPCOUNT = POPCOUNT16

/**
 * The Lehmer-code rank of `perm` (a permutation of 0..n−1), 0 .. n! − 1. The digit of entry k,
 * "how many later entries are smaller", equals "how many smaller values are not yet used",
 * which a bit mask of the used values and a table of bit counts give without a second loop.
 */
export function rank(perm: ArrayLike<number>): number {
  const n = perm.length
  let r = 0
  let used = 0
  for (let i = 0; i < n - 1; i++) {
    const v = perm[i]
    r += (v - POPCOUNT[used & ((1 << v) - 1)]) * FACTORIAL[n - 1 - i]
    used |= 1 << v
  }
  return r
}

/** The permutation of 0..n−1 with rank `r`, written into `out`. */
export function unrank(r: number, out: Uint8Array): Uint8Array {
  const n = out.length
  let unused = (1 << n) - 1 // bit v set while value v is still free
  for (let i = 0; i < n; i++) {
    const f = FACTORIAL[n - 1 - i]
    let digit = Math.floor(r / f)
    r -= digit * f
    let v = 0
    for (; ; v++) if ((unused >> v) & 1 && digit-- === 0) break
    out[i] = v
    unused &= ~(1 << v)
  }
  return out
}
// #endregion rank
