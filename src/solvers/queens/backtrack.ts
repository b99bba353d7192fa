/**
 * N-queens by backtracking, two ways that must agree.
 *
 *   plainBacktrack  the readable one (what the article shows): one queen a row, each new queen
 *                   checked against every queen above it.
 *   bitCount        the fast one (what widgets, the CLI and the bench run): the columns and the
 *                   two diagonal directions still free are three bit masks, so the free squares of
 *                   a row are one expression and a queen is placed by shifting the masks down a row.
 *
 * Tree size: the number of nodes of the backtracking tree, that is every consistent partial
 * placement visited, the empty board included. Both solvers count it the same way.
 */
import { checkBudget, throwIfAborted, type Budget, type JobOptions } from '../contract.ts'

export type QueensCount = { n: number; solutions: number; nodes: number }

/** Plain backtracking: counts solutions and nodes; `onSolution` sees each solution's columns. */
// #region plain
export function plainBacktrack(
  n: number,
  onSolution?: (cols: readonly number[]) => void,
  options: CountOptions = {},
): QueensCount {
  const cols: number[] = []
  let solutions = 0
  let nodes = 0
  const safe = (row: number, col: number): boolean => {
    for (let r = 0; r < row; r++) {
      const c = cols[r]
      if (c === col || Math.abs(c - col) === row - r) return false
    }
    return true
  }
  let nextCheck = firstCheck(options.budget)
  const place = (row: number): void => {
    if (++nodes === nextCheck) {
      throwIfAborted(options.signal)
      checkBudget(options.budget, nodes)
      nextCheck = followingCheck(options.budget, nodes)
    }
    if (row === n) {
      solutions++
      onSolution?.(cols)
      return
    }
    for (let col = 0; col < n; col++) {
      if (!safe(row, col)) continue
      cols[row] = col
      place(row + 1)
    }
    cols.length = row
  }
  place(0)
  return { n, solutions, nodes }
}
// #endregion plain

/** The first solution in lexicographic order of columns, or null (n = 2, 3). */
export function firstSolution(n: number): number[] | null {
  const all = (1 << n) - 1
  const cols: number[] = []
  const go = (row: number, free: number, left: number, right: number): boolean => {
    if (row === n) return true
    let avail = free & ~(left | right) & all
    while (avail) {
      const bit = avail & -avail
      avail ^= bit
      cols[row] = 31 - Math.clz32(bit)
      if (go(row + 1, free ^ bit, ((left | bit) << 1) & all, (right | bit) >>> 1)) return true
    }
    return false
  }
  if (n > 30) throw new RangeError('firstSolution takes n up to 30; use the local search beyond.')
  return go(0, all, 0, 0) ? cols : null
}

/** Nodes between two looks at the signal and progress. */
const CHECK_EVERY = 1 << 20

/**
 * The node count at which a search looks next: every CHECK_EVERY nodes, and exactly one past the
 * node budget, so a search never expands more nodes than `--max-nodes` allows (one compare a node,
 * as a mask test would cost).
 */
function followingCheck(budget: Budget | undefined, nodes: number): number {
  return Math.min(nodes + CHECK_EVERY, (budget?.maxNodes ?? Infinity) + 1)
}
const firstCheck = (budget: Budget | undefined): number => followingCheck(budget, 0)

export type CountOptions = JobOptions & { budget?: Budget }

/**
 * Bit-mask count. `free` has a bit for each column still free, `left`/`right` the squares of this
 * row attacked along each diagonal; the lowest free bit is taken each time. Every 2^20 nodes it
 * looks at the signal and reports progress; it stops exactly at the node budget.
 */
export function bitCount(n: number, options: CountOptions = {}): QueensCount {
  if (n < 1 || n > 30) throw new RangeError(`bitCount takes n from 1 to 30, not ${n}.`)
  const all = (1 << n) - 1
  let nodes = 1
  let solutions = 0
  let nextCheck = firstCheck(options.budget)
  const check = (): void => {
    throwIfAborted(options.signal)
    checkBudget(options.budget, nodes)
    options.onProgress?.({ explored: nodes, note: `${solutions.toLocaleString('en-US')} solutions so far` })
    nextCheck = followingCheck(options.budget, nodes)
  }
  // #region bitmask
  const go = (free: number, left: number, right: number): void => {
    if (free === 0) {
      solutions++
      return
    }
    let avail = free & ~(left | right)
    while (avail !== 0) {
      const bit = avail & -avail
      avail ^= bit
      if (++nodes === nextCheck) check()
      go(free ^ bit, ((left | bit) << 1) & all, (right | bit) >>> 1)
    }
  }
  // #endregion bitmask
  go(all, 0, 0)
  return { n, solutions, nodes }
}

/** Every solution, as columns by row, in lexicographic order (`visit` must copy what it keeps). */
export function eachSolution(n: number, visit: (cols: Int8Array) => void, options: JobOptions = {}): void {
  const all = (1 << n) - 1
  const cols = new Int8Array(n)
  let seen = 0
  const go = (row: number, free: number, left: number, right: number): void => {
    if (row === n) {
      visit(cols)
      if ((++seen & 4095) === 0) throwIfAborted(options.signal)
      return
    }
    let avail = free & ~(left | right)
    while (avail !== 0) {
      const bit = avail & -avail
      avail ^= bit
      cols[row] = 31 - Math.clz32(bit)
      go(row + 1, free ^ bit, ((left | bit) << 1) & all, (right | bit) >>> 1)
    }
  }
  go(0, all, 0, 0)
}

/**
 * The ways to complete a partial placement (cols[r] = −1 for an empty row): backtracking over
 * the empty rows, top to bottom, with the placed queens' columns and diagonals marked. Returns
 * the count (an attacked placement has none) and the first completion found.
 */
export function completions(
  n: number,
  cols: ArrayLike<number>,
  options: JobOptions = {},
): { count: number; first: number[] | null } {
  const colUsed = new Uint8Array(n),
    diag = new Uint8Array(2 * n),
    anti = new Uint8Array(2 * n)
  const rows = Array.from(cols)
  for (let r = 0; r < n; r++) {
    const c = rows[r]
    if (c < 0) continue
    if (colUsed[c] || diag[r + c] || anti[r - c + n - 1]) return { count: 0, first: null }
    colUsed[c] = diag[r + c] = anti[r - c + n - 1] = 1
  }
  let count = 0
  let first: number[] | null = null
  let ticks = 0
  const go = (r: number): void => {
    while (r < n && rows[r] >= 0) r++
    if (r === n) {
      count++
      first ??= rows.slice()
      return
    }
    if ((++ticks & 65535) === 0) throwIfAborted(options.signal)
    for (let c = 0; c < n; c++) {
      if (colUsed[c] || diag[r + c] || anti[r - c + n - 1]) continue
      colUsed[c] = diag[r + c] = anti[r - c + n - 1] = 1
      rows[r] = c
      go(r + 1)
      rows[r] = -1
      colUsed[c] = diag[r + c] = anti[r - c + n - 1] = 0
    }
  }
  go(0)
  return { count, first }
}
