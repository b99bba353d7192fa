/**
 * Clocks by the inverse matrix — do the elimination once, then every solve is one product.
 *
 * Vocabulary:
 *   A⁻¹          the inverse of the move matrix mod 4: A·A⁻¹ ≡ I (mod 4). It exists because
 *                det A is odd, hence a unit mod 4 (1 or 3 are the units).
 *   MOVE_INVERSE A⁻¹, computed here at load time by eliminating [A | I]; never typed in.
 *   determinant  det A over the integers, computed exactly by Bareiss's fraction-free
 *                elimination (every division in it is exact), exported for the article.
 *
 * From A·t + d ≡ 0 we get t ≡ −A⁻¹·d (mod 4): the counts are a fixed linear function of the dials.
 */
import { MOVE_MATRIX, type Counts, type Dials } from './model.ts'
import { reduceMod4, type Matrix } from './elimination.ts'

// #region inverse
/** The inverse mod 4 of a square matrix, by Gauss–Jordan elimination on [M | I]. */
export function inverseMod4(matrix: readonly (readonly number[])[]): Matrix {
  const n = matrix.length
  const augmented = matrix.map((row, r) => [
    ...row,
    ...Array.from({ length: n }, (_, c) => (c === r ? 1 : 0)),
  ])
  return reduceMod4(augmented).map((row) => row.slice(n))
}

export const MOVE_INVERSE: Matrix = inverseMod4(MOVE_MATRIX)

/** t = −A⁻¹·d (mod 4): one matrix–vector product per position. */
export function solveByInverse(dials: Dials, out: Counts = new Uint8Array(9)): Counts {
  for (let move = 0; move < 9; move++) {
    let sum = 0
    for (let dial = 0; dial < 9; dial++) sum += MOVE_INVERSE[move][dial] * dials[dial]
    out[move] = -sum & 3
  }
  return out
}
// #endregion inverse

// #region determinant
/** The exact integer determinant by Bareiss's fraction-free elimination (BigInt, no rounding). */
export function integerDeterminant(matrix: readonly (readonly number[])[]): bigint {
  const m = matrix.map((row) => row.map(BigInt))
  const n = m.length
  let sign = 1n
  let previous = 1n
  for (let k = 0; k < n - 1; k++) {
    if (m[k][k] === 0n) {
      const swap = m.findIndex((row, r) => r > k && row[k] !== 0n)
      if (swap < 0) return 0n
      ;[m[k], m[swap]] = [m[swap], m[k]]
      sign = -sign
    }
    for (let i = k + 1; i < n; i++) {
      for (let j = k + 1; j < n; j++) m[i][j] = (m[i][j] * m[k][k] - m[i][k] * m[k][j]) / previous
    }
    previous = m[k][k]
  }
  return sign * m[n - 1][n - 1]
}
// #endregion determinant

/** det A for the clocks move matrix; odd, so A is invertible mod 4. */
export const MOVE_DETERMINANT: number = Number(integerDeterminant(MOVE_MATRIX))
