/**
 * Solutions up to symmetry. The square's eight symmetries (four rotations, each with or without a
 * reflection) map solutions to solutions; a solution is counted once for its whole class when it
 * is the smallest of its eight images (comparing columns row by row).
 */
import type { JobOptions } from '../contract.ts'
import { eachSolution } from './backtrack.ts'

/** The image of a permutation solution under rotation by 90° (square (r, c) → (c, n−1−r)). */
export function rotate(cols: ArrayLike<number>, out: Int8Array = new Int8Array(cols.length)): Int8Array {
  const n = cols.length
  for (let r = 0; r < n; r++) out[cols[r]] = n - 1 - r
  return out
}

/** The mirror image left to right (square (r, c) → (r, n−1−c)). */
export function mirror(cols: ArrayLike<number>, out: Int8Array = new Int8Array(cols.length)): Int8Array {
  const n = cols.length
  for (let r = 0; r < n; r++) out[r] = n - 1 - cols[r]
  return out
}

/** The eight images (some may coincide for symmetric solutions). */
export function images(cols: ArrayLike<number>): Int8Array[] {
  const out: Int8Array[] = []
  let a: Int8Array = Int8Array.from(cols)
  for (let k = 0; k < 4; k++) {
    out.push(a, mirror(a))
    a = rotate(a)
  }
  return out
}

const less = (a: Int8Array, b: ArrayLike<number>): boolean => {
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return a[k] < b[k]
  return false
}

/** True when no image of the solution is smaller than it. */
export function isCanonical(cols: Int8Array): boolean {
  return !images(cols).some((img) => less(img, cols))
}

export type SymmetryCount = { n: number; solutions: number; distinct: number }

/** All solutions and the classes under the eight symmetries. */
export function countDistinct(n: number, options: JobOptions = {}): SymmetryCount {
  let solutions = 0
  let distinct = 0
  eachSolution(
    n,
    (cols) => {
      solutions++
      if (isCanonical(cols)) distinct++
      if ((solutions & 16383) === 0)
        options.onProgress?.({
          explored: solutions,
          note: `${distinct.toLocaleString('en-US')} distinct so far`,
        })
    },
    options,
  )
  return { n, solutions, distinct }
}
