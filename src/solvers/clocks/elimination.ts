/**
 * Clocks by Gaussian elimination mod 4 — solve A·t ≡ −d (mod 4) for the move counts t.
 *
 * Vocabulary:
 *   A          the 9×9 move matrix (row = dial, column = move), MOVE_MATRIX in model.ts.
 *   augmented  the 9×10 matrix [A | −d]: nine equations, one per dial, right side last.
 *   pivot      the entry used to clear its column. Z/4 is not a field: 2 has no inverse
 *              (2·x is always 0 or 2), so a pivot must be odd; 1 and 3 are their own inverses.
 *   step       one snapshot of the matrix after a row swap, a row scaling or a column clearing,
 *              with a plain-English description, for the article's step-through widget.
 *
 * This is Gauss–Jordan elimination: each pivot clears its column above and below, so the left
 * block ends as the identity and the right column holds the answer. Because det A is odd (see
 * inverse.ts), an odd pivot exists in every column, whatever the dials.
 * Two versions: solveByEliminationTraced (readable, shown in the article) and solveByElimination
 * (flat typed array, no snapshots); a test proves they agree.
 */
import { MOVE_MATRIX, type Counts, type Dials } from './model.ts'

export type Matrix = number[][]
export type StepAction = 'swap' | 'scale' | 'eliminate'
export type Step = {
  matrix: Matrix // snapshot after this step
  pivotRow: number // 0-based
  pivotCol: number // 0-based
  action: StepAction
  description: string // rows and columns counted from 1
  swappedWith?: number // for a swap: the other row (0-based), which held the odd entry
}

const mod4 = (x: number): number => ((x % 4) + 4) % 4

/** [A | −d] with entries 0..3. */
export function augmentedMatrix(dials: Dials): Matrix {
  return MOVE_MATRIX.map((row, dial) => [...row, mod4(-dials[dial])])
}

// #region elimination
/** The first row at or below `col` whose entry in `col` is odd, or -1. */
function findOddPivot(m: Matrix, col: number): number {
  for (let row = col; row < m.length; row++) if (m[row][col] % 2 === 1) return row
  return -1
}

/** Subtract multiples of the pivot row (whose pivot is 1) from every other row to clear `col`. */
function clearColumn(m: Matrix, col: number): string[] {
  const done: string[] = []
  m.forEach((row, r) => {
    const factor = row[col]
    if (r === col || factor === 0) return
    for (let c = 0; c < row.length; c++) row[c] = mod4(row[c] - factor * m[col][c])
    done.push(factor === 1 ? `row ${r + 1} − row ${col + 1}` : `row ${r + 1} − ${factor} × row ${col + 1}`)
  })
  return done
}

/**
 * Gauss–Jordan elimination mod 4 on a copy of an n×(n+k) matrix whose left block is invertible
 * mod 4. Returns the reduced matrix, [I | X]; calls onStep after every change.
 */
export function reduceMod4(matrix: Matrix, onStep?: (step: Step) => void): Matrix {
  const m = matrix.map((row) => row.map(mod4))
  const record = (col: number, action: StepAction, description: string, swappedWith?: number): void =>
    onStep?.({
      matrix: m.map((row) => row.slice()),
      pivotRow: col,
      pivotCol: col,
      action,
      description,
      swappedWith,
    })
  for (let col = 0; col < m.length; col++) {
    const pivot = findOddPivot(m, col)
    if (pivot < 0)
      throw new Error(`Column ${col + 1} has no odd entry from row ${col + 1} down: not invertible mod 4.`)
    if (pivot !== col) {
      ;[m[col], m[pivot]] = [m[pivot], m[col]]
      record(
        col,
        'swap',
        `Swap rows ${col + 1} and ${pivot + 1} so the pivot in column ${col + 1} is odd (${m[col][col]}).`,
        pivot,
      )
    }
    if (m[col][col] === 3) {
      m[col] = m[col].map((v) => mod4(3 * v))
      record(col, 'scale', `Multiply row ${col + 1} by 3, its own inverse mod 4, so the pivot becomes 1.`)
    }
    const done = clearColumn(m, col)
    if (done.length > 0) record(col, 'eliminate', `Clear column ${col + 1}: ${done.join(', ')} (mod 4).`)
  }
  return m
}

/** The counts that solve `dials`, with every step of the elimination that found them. */
export function solveByEliminationTraced(dials: Dials): { counts: Counts; trace: Step[] } {
  const trace: Step[] = []
  const reduced = reduceMod4(augmentedMatrix(dials), (step) => trace.push(step))
  return { counts: Uint8Array.from(reduced, (row) => row[9]), trace }
}
// #endregion elimination

const work = new Uint8Array(90) // 9 rows × 10 columns, row-major; reused by the fast path
const A_FLAT = Uint8Array.from(MOVE_MATRIX.flat())

/** Same elimination on a flat reused Uint8Array, no snapshots: the version widgets run. */
export function solveByElimination(dials: Dials, out: Counts = new Uint8Array(9)): Counts {
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) work[r * 10 + c] = A_FLAT[r * 9 + c]
    work[r * 10 + 9] = (4 - dials[r]) & 3
  }
  for (let col = 0; col < 9; col++) {
    let p = col
    while (p < 9 && (work[p * 10 + col] & 1) === 0) p++
    if (p === 9) throw new Error('Not invertible mod 4.')
    const scale = work[p * 10 + col] // 1 or 3, its own inverse
    for (let c = 0; c < 10; c++) {
      const v = work[p * 10 + c]
      work[p * 10 + c] = work[col * 10 + c]
      work[col * 10 + c] = (v * scale) & 3
    }
    for (let r = 0; r < 9; r++) {
      const f = work[r * 10 + col]
      if (r === col || f === 0) continue
      for (let c = col; c < 10; c++) work[r * 10 + c] = (work[r * 10 + c] - f * work[col * 10 + c]) & 3
    }
  }
  for (let r = 0; r < 9; r++) out[r] = work[r * 10 + 9]
  return out
}
