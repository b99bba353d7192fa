/**
 * Tile swap — brute force: breadth-first search over every grid with the goal's shape and number
 * of ones, from the goal outward, so that each grid's distance is its fewest swaps to the goal.
 *
 * Vocabulary:
 *   mask     a grid as a bit set: bit i is cell i (row-major). Up to 30 cells.
 *   rank     the grid's index among all C(n, m) grids with m ones in n cells, in the
 *            combinatorial number system: rank = Σ_k C(cell of the k-th one, k + 1).
 *   dist     dist[rank] = fewest swaps from that grid to the goal (a swap flips two adjacent
 *            cells that differ). Swaps are their own inverses, so BFS from the goal gives the
 *            distance of every grid to it.
 *   counts   counts[d] = how many grids are at distance d.
 */
import { abortError, BudgetError, nodeBudgetSpent, type Budget, type JobOptions } from '../contract.ts'
import type { Grid } from './grid.ts'

/** Grids are bit masks in 32-bit integers: the search reads grids of up to 30 cells. */
export const MAX_BFS_CELLS = 30
/** Bytes kept per grid: its distance (2) and its place in the queue (4). */
export const BFS_BYTES_PER_GRID = 6
/** The budget when none is given (the CLI's defaults, stated in its --help). */
export const BFS_DEFAULT_BUDGET = { maxNodes: 20_000_000, maxBytes: 128 * 2 ** 20 } as const satisfies Budget

export type BfsOptions = JobOptions & { budget?: Budget }

const BINOMIAL: number[][] = Array.from({ length: MAX_BFS_CELLS + 1 }, () =>
  new Array<number>(MAX_BFS_CELLS + 2).fill(0),
)
for (let n = 0; n <= MAX_BFS_CELLS; n++) {
  BINOMIAL[n][0] = 1
  for (let k = 1; k <= n; k++) BINOMIAL[n][k] = BINOMIAL[n - 1][k - 1] + BINOMIAL[n - 1][k]
}

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0
  if (n <= MAX_BFS_CELLS) return BINOMIAL[n][k]
  let b = 1
  for (let j = 1; j <= k; j++) b = (b * (n - k + j)) / j
  return Math.round(b)
}

export function rankMask(mask: number, cells: number): number {
  let rank = 0
  for (let i = 0, k = 0; i < cells; i++) if ((mask >>> i) & 1) rank += BINOMIAL[i][++k]
  return rank
}

export function maskOf(grid: Grid): number {
  let mask = 0
  for (let i = 0; i < grid.cells.length; i++) if (grid.cells[i]) mask |= 1 << i
  return mask
}

export function gridOfMask(mask: number, rows: number, cols: number): Grid {
  return { rows, cols, cells: Uint8Array.from({ length: rows * cols }, (_, i) => (mask >>> i) & 1) }
}

/** Why a BFS over grids like `goal` cannot be run at all (too many cells for a mask), or null. */
export function bfsRefusal(goal: Grid): string | null {
  const n = goal.cells.length
  if (n > MAX_BFS_CELLS)
    return `The grid has ${n} cells; the search reads grids of at most ${MAX_BFS_CELLS} cells.`
  return null
}

/** How many grids share `goal`'s shape and number of ones: the states the search visits. */
export function bfsStates(goal: Grid): number {
  let m = 0
  for (const x of goal.cells) m += x
  return binomial(goal.cells.length, m)
}

/**
 * Throws BudgetError, before anything is allocated, when the tables for every grid like `goal`
 * would pass the memory budget (the node budget is checked as the search runs).
 */
export function checkBfsMemory(goal: Grid, budget: Budget | undefined): void {
  const grids = bfsStates(goal)
  const bytes = grids * BFS_BYTES_PER_GRID
  if (budget?.maxBytes !== undefined && bytes > budget.maxBytes) {
    const mb = (b: number): string => Math.ceil(b / 2 ** 20).toLocaleString('en-US')
    throw new BudgetError(
      `Gave up before starting: the tables for ${grids.toLocaleString('en-US')} grids would take ${mb(bytes)} MB (the budget is ${mb(budget.maxBytes)} MB; raise it with --max-memory).`,
    )
  }
}

export type Census = { counts: number[]; dist: Uint16Array; order: Int32Array; cells: number }

// #region bfs
/**
 * Every grid's fewest swaps to `goal`, by BFS over ranks; order lists the masks in BFS order.
 * Gives up (BudgetError) past `options.budget` (default BFS_DEFAULT_BUDGET): grids expanded, and
 * bytes of tables (checked before they are allocated).
 */
export function bfsFromGoal(goal: Grid, options: BfsOptions = {}): Census {
  const why = bfsRefusal(goal)
  if (why) throw new Error(why)
  const budget = options.budget ?? BFS_DEFAULT_BUDGET
  checkBfsMemory(goal, budget)
  const { rows, cols } = goal
  const n = rows * cols
  const edges: number[] = [] // adjacent cell pairs as bit masks
  for (let i = 0; i < n; i++) {
    if ((i % cols) + 1 < cols) edges.push((1 << i) | (1 << (i + 1)))
    if (i + cols < n) edges.push((1 << i) | (1 << (i + cols)))
  }
  const start = maskOf(goal)
  const total = binomial(
    n,
    goal.cells.reduce((a, b) => a + b, 0),
  )
  const dist = new Uint16Array(total).fill(0xffff)
  const order = new Int32Array(total) // the queue; every grid appears once
  dist[rankMask(start, n)] = 0
  order[0] = start
  let head = 0
  let tail = 1
  const nodeCap = budget.maxNodes ?? Infinity
  while (head < tail) {
    if ((head & 0x7ff) === 0) {
      if (options.signal?.aborted) throw abortError()
      options.onProgress?.({ explored: head })
    }
    if (head >= nodeCap) throw nodeBudgetSpent(nodeCap) // one more grid would pass the budget
    const mask = order[head++]
    const d = dist[rankMask(mask, n)] + 1
    for (const e of edges) {
      const both = mask & e
      if (both === 0 || both === e) continue // two zeros or two ones: nothing changes
      const next = mask ^ e
      const r = rankMask(next, n)
      if (dist[r] !== 0xffff) continue
      dist[r] = d
      order[tail++] = next
    }
  }
  const counts: number[] = []
  for (let k = 0; k < tail; k++) {
    const d = dist[rankMask(order[k], n)]
    counts[d] = (counts[d] ?? 0) + 1
  }
  return { counts, dist, order: order.subarray(0, tail), cells: n }
}
// #endregion bfs
