/**
 * Any solution, fast — linear algebra over Z/12 by the Chinese remainder theorem.
 *
 * Vocabulary:
 *   system    M·a ≡ −p (mod 12): 14 equations (dials), 30 unknowns (move amounts), M = EFFECT.
 *   CRT       12 = 4·3 and gcd(4, 3) = 1, so a number mod 12 is a pair (mod 4, mod 3) and back:
 *             x ≡ 9·x₄ + 4·x₃ (mod 12), because 9 ≡ 1, 4 ≡ 0 (mod 4) and 9 ≡ 0, 4 ≡ 1 (mod 3).
 *   pivot     an entry we divide by. Mod 3 every nonzero entry will do (Z/3 is a field); mod 4 only
 *             an odd one (1 or 3): 2 has no inverse mod 4. The pivots are chosen from M alone,
 *             never from p, so one successful elimination proves every position solvable.
 *   free move a column without a pivot; its amount is set to 0. So a solution uses at most 14 moves
 *             — short, but not the shortest (see optimal.ts).
 */
import { DIALS, EFFECT, HOURS, MOVES, type Amounts, type Dials } from './model.ts'

export type Elimination = { modulus: number; pivotColumns: number[]; amounts: Uint8Array }

function inverse(value: number, modulus: number): number {
  for (let k = 1; k < modulus; k++) if ((value * k) % modulus === 1) return k
  return 0 // no inverse: not a unit
}

// #region eliminate
/** Solve M·a ≡ rhs (mod `modulus`) by Gauss–Jordan elimination with unit pivots only. */
export function eliminate(rhs: readonly number[], modulus: number): Elimination {
  const rows = Array.from({ length: DIALS }, (_, d) => {
    const row = Array.from({ length: MOVES }, (_, m) => (EFFECT[m * DIALS + d] + modulus) % modulus)
    row.push(((rhs[d] % modulus) + modulus) % modulus) // augmented column
    return row
  })
  const pivotColumns: number[] = []
  for (let r = 0; r < DIALS; r++) {
    let col = -1,
      found = -1
    for (let c = 0; c < MOVES && col < 0; c++) {
      for (let i = r; i < DIALS; i++)
        if (inverse(rows[i][c], modulus)) {
          col = c
          found = i
          break
        }
    }
    if (col < 0) throw new Error(`No unit pivot for row ${r + 1} mod ${modulus}.`)
    ;[rows[r], rows[found]] = [rows[found], rows[r]]
    const scale = inverse(rows[r][col], modulus)
    rows[r] = rows[r].map((v) => (v * scale) % modulus)
    for (let i = 0; i < DIALS; i++) {
      const factor = rows[i][col]
      if (i === r || factor === 0) continue
      rows[i] = rows[i].map((v, c) => (((v - factor * rows[r][c]) % modulus) + modulus) % modulus)
    }
    pivotColumns.push(col)
  }
  const amounts = new Uint8Array(MOVES)
  pivotColumns.forEach((col, r) => (amounts[col] = rows[r][MOVES]))
  return { modulus, pivotColumns, amounts }
}
// #endregion eliminate

// #region crt
/** A solution of `dials` with at most 14 moves: solve mod 4 and mod 3, then combine. */
export function solveAny(dials: Dials): Amounts {
  const rhs = Array.from(dials, (h) => (HOURS - h) % HOURS)
  const mod4 = eliminate(rhs, 4).amounts
  const mod3 = eliminate(rhs, 3).amounts
  return mod4.map((x4, m) => (9 * x4 + 4 * mod3[m]) % HOURS)
}
// #endregion crt
