/**
 * Exact cover by Knuth's Algorithm X with dancing links ("Dancing links", 2000), and Sudoku as an
 * exact cover problem: 324 columns (each cell filled once; each digit once in each row, column and
 * box), 729 rows (digit d in cell k), each row covering four columns. The givens are chosen
 * before the search starts. Algorithm X picks the column with the fewest rows left (Knuth's S
 * heuristic, the same idea as MRV) and tries each of its rows.
 *
 * The links live in Int32Arrays: node i has left L[i], right R[i], up U[i], down D[i], column
 * C[i]; nodes 0..cols are the header row (0 is the root), S[c] counts column c's rows.
 */
import { throwIfAborted, type JobOptions } from '../contract.ts'
import type { Grid } from './grid.ts'

export class ExactCover {
  readonly L: Int32Array
  readonly R: Int32Array
  readonly U: Int32Array
  readonly D: Int32Array
  readonly C: Int32Array
  readonly S: Int32Array
  readonly rowOf: Int32Array
  readonly columns: number
  private size: number
  constructor(columns: number, maxNodes: number) {
    this.columns = columns
    const n = columns + 1 + maxNodes
    this.L = new Int32Array(n)
    this.R = new Int32Array(n)
    this.U = new Int32Array(n)
    this.D = new Int32Array(n)
    this.C = new Int32Array(n)
    this.S = new Int32Array(columns + 1)
    this.rowOf = new Int32Array(n).fill(-1)
    for (let c = 0; c <= columns; c++) {
      this.L[c] = c === 0 ? columns : c - 1
      this.R[c] = c === columns ? 0 : c + 1
      this.U[c] = this.D[c] = this.C[c] = c
    }
    this.size = columns + 1
  }
  /** Adds a row covering the given columns (1-based column numbers); returns its first node. */
  addRow(row: number, cols: readonly number[]): number {
    const first = this.size
    cols.forEach((c, k) => {
      const i = this.size++
      this.C[i] = c
      this.rowOf[i] = row
      this.S[c]++
      this.U[i] = this.U[c]
      this.D[i] = c
      this.D[this.U[c]] = i
      this.U[c] = i
      this.L[i] = k === 0 ? i : i - 1
      this.R[i] = first
      this.R[this.L[i]] = i
      this.L[first] = i
    })
    return first
  }
  /** Chooses a row before the search (a given): covers its columns. */
  select(node: number): void {
    const { cover } = dancingLinks(this)
    cover(this.C[node])
    for (let j = this.R[node]; j !== node; j = this.R[j]) cover(this.C[j])
  }
}

/**
 * Covering a column takes it out of the header row and every row through it out of the other
 * columns; uncovering puts them back in the reverse order. As closures over the arrays, so the
 * search's hot loop reads no object fields.
 */
function dancingLinks(x: ExactCover): { cover: (c: number) => void; uncover: (c: number) => void } {
  const { L, R, U, D, C, S } = x
  const cover = (c: number): void => {
    R[L[c]] = R[c]
    L[R[c]] = L[c]
    for (let i = D[c]; i !== c; i = D[i]) {
      for (let j = R[i]; j !== i; j = R[j]) {
        U[D[j]] = U[j]
        D[U[j]] = D[j]
        S[C[j]]--
      }
    }
  }
  const uncover = (c: number): void => {
    for (let i = U[c]; i !== c; i = U[i]) {
      for (let j = L[i]; j !== i; j = L[j]) {
        S[C[j]]++
        U[D[j]] = j
        D[U[j]] = j
      }
    }
    R[L[c]] = c
    L[R[c]] = c
  }
  return { cover, uncover }
}

export type DlxResult = { count: number; solutions: number[][]; nodes: number; capped: boolean }

/** Algorithm X: every exact cover up to `cap` (rows of the first two kept), and the rows tried. */
export function algorithmX(x: ExactCover, cap: number, options: JobOptions = {}): DlxResult {
  const { L, R, D, C, S, rowOf } = x
  const { cover, uncover } = dancingLinks(x)
  let count = 0
  let nodes = 0
  const solutions: number[][] = []
  const chosen = new Int32Array(x.columns)
  // #region algorithm-x
  const search = (depth: number): void => {
    if (R[0] === 0) {
      count++
      if (solutions.length < 2) solutions.push(Array.from(chosen.subarray(0, depth)))
      return
    }
    let c = R[0]
    let fewest = S[c]
    for (let j = R[c]; j !== 0; j = R[j])
      if (S[j] < fewest) {
        c = j
        fewest = S[j]
      }
    if (fewest === 0) return
    cover(c)
    for (let r = D[c]; r !== c && count < cap; r = D[r]) {
      if ((++nodes & 4095) === 0) {
        throwIfAborted(options.signal)
        options.onProgress?.({ explored: nodes })
      }
      chosen[depth] = rowOf[r]
      for (let j = R[r]; j !== r; j = R[j]) cover(C[j])
      search(depth + 1)
      for (let j = L[r]; j !== r; j = L[j]) uncover(C[j])
    }
    uncover(c)
  }
  // #endregion algorithm-x
  search(0)
  return { count, solutions, nodes, capped: count >= cap }
}

/** The four columns (1-based) of "digit d (1–9) in cell k". */
export function sudokuColumns(k: number, d: number): number[] {
  const r = Math.floor(k / 9),
    c = k % 9,
    b = 3 * Math.floor(r / 3) + Math.floor(c / 3)
  return [1 + k, 82 + r * 9 + d - 1, 163 + c * 9 + d - 1, 244 + b * 9 + d - 1]
}

export type SudokuDlx = { count: number; solutions: Grid[]; nodes: number; capped: boolean }

/** Sudoku by dancing links: counts up to `cap`; a contradiction among givens counts 0. */
export function solveDlx(puzzle: Grid, cap = 2, options: JobOptions = {}): SudokuDlx {
  const x = new ExactCover(324, 729 * 4)
  const firstNode = new Int32Array(729)
  for (let k = 0; k < 81; k++)
    for (let d = 1; d <= 9; d++) firstNode[k * 9 + d - 1] = x.addRow(k * 9 + d - 1, sudokuColumns(k, d))
  const empty = { count: 0, solutions: [], nodes: 0, capped: false }
  const covered = new Set<number>()
  for (let k = 0; k < 81; k++) {
    if (!puzzle[k]) continue
    const cols = sudokuColumns(k, puzzle[k])
    if (cols.some((c) => covered.has(c))) return empty
    cols.forEach((c) => covered.add(c))
    x.select(firstNode[k * 9 + puzzle[k] - 1])
  }
  const r = algorithmX(x, cap, options)
  const toGrid = (rows: number[]): Grid => {
    const g = Uint8Array.from(puzzle)
    for (const row of rows) g[Math.floor(row / 9)] = (row % 9) + 1
    return g
  }
  return { count: r.count, solutions: r.solutions.map(toGrid), nodes: r.nodes, capped: r.capped }
}
