/**
 * Local search on N-queens, in the complete-state formulation of Russell & Norvig (chapter 4):
 * one queen in each column, a state is the row of every column, a move puts one queen elsewhere
 * in its column, and h is the number of attacking pairs (0 is a solution).
 *
 *   hill         steepest descent: take the best move (ties at random); stop when none lowers h.
 *   sideways     the same, but a move that keeps h equal is allowed, up to 100 in a row.
 *   restarts     hill climbing from a fresh random state until one succeeds (a cap on restarts).
 *   annealing    a random move; taken if it does not raise h, otherwise with probability e^(−Δ/T);
 *                T falls geometrically.
 *   min-conflicts  pick a queen in conflict at random, move it to the row with fewest conflicts.
 *
 * Counters keep the queens in each row and diagonal, so h and a square's conflicts are O(1).
 * `minConflictsLarge` is the same min-conflicts for a million queens: typed arrays, a greedy
 * start and a lazily rebuilt list of queens in conflict.
 */
import { throwIfAborted, type JobOptions } from '../contract.ts'
import { mulberry32 } from '../random.ts'

export type LocalMethod = 'hill' | 'sideways' | 'restarts' | 'annealing' | 'min-conflicts'
export const LOCAL_METHODS: readonly LocalMethod[] = [
  'hill',
  'sideways',
  'restarts',
  'annealing',
  'min-conflicts',
]

export type LocalRun = {
  solved: boolean
  /** Moves made (over every restart, for restarts). */
  steps: number
  restarts: number
  /** The final rows by column (0-based). */
  rows: Int32Array
  /** h after each step, from the start (kept when `trace` is on). */
  trace?: number[]
}

export type LocalOptions = JobOptions & {
  seed?: number
  /** Sideways moves in a row allowed (sideways). */
  maxSideways?: number
  /** The step cap of one climb or one run. */
  maxSteps?: number
  maxRestarts?: number
  trace?: boolean
  /** Random rows tried per queen by the large min-conflicts' greedy start. */
  tries?: number
}

export const DEFAULTS = { maxSideways: 100, maxSteps: 10_000, maxRestarts: 1_000, t0: 2, cooling: 0.995 }

/** Board counters: queens per row, per diagonal r + c and per anti-diagonal r − c + n − 1. */
class Board {
  readonly n: number
  readonly rows: Int32Array
  readonly rowCount: Int32Array
  readonly diag: Int32Array
  readonly anti: Int32Array
  h = 0
  constructor(n: number) {
    this.n = n
    this.rows = new Int32Array(n)
    this.rowCount = new Int32Array(n)
    this.diag = new Int32Array(2 * n)
    this.anti = new Int32Array(2 * n)
  }
  /** Queens (other than one at (r, c) itself) attacking square (r, c). */
  conflicts(c: number, r: number): number {
    const here = this.rows[c] === r ? 3 : 0
    return this.rowCount[r] + this.diag[r + c] + this.anti[r - c + this.n - 1] - here
  }
  add(c: number, r: number): void {
    this.h += this.rowCount[r] + this.diag[r + c] + this.anti[r - c + this.n - 1]
    this.rowCount[r]++
    this.diag[r + c]++
    this.anti[r - c + this.n - 1]++
    this.rows[c] = r
  }
  remove(c: number): void {
    const r = this.rows[c]
    this.rowCount[r]--
    this.diag[r + c]--
    this.anti[r - c + this.n - 1]--
    this.h -= this.rowCount[r] + this.diag[r + c] + this.anti[r - c + this.n - 1]
  }
  move(c: number, r: number): void {
    this.remove(c)
    this.add(c, r)
  }
  randomize(random: () => number): void {
    this.rowCount.fill(0)
    this.diag.fill(0)
    this.anti.fill(0)
    this.h = 0
    for (let c = 0; c < this.n; c++) this.add(c, Math.floor(random() * this.n))
  }
}

/** The best moves (lowest h after the move) over every queen and row; ties collected. */
function bestMoves(b: Board): { delta: number; moves: number[] } {
  let best = Infinity
  const moves: number[] = []
  for (let c = 0; c < b.n; c++) {
    const now = b.conflicts(c, b.rows[c])
    for (let r = 0; r < b.n; r++) {
      if (r === b.rows[c]) continue
      const delta = b.conflicts(c, r) - now
      if (delta < best) {
        best = delta
        moves.length = 0
      }
      if (delta === best) moves.push(c * b.n + r)
    }
  }
  return { delta: best, moves }
}

/** One steepest-descent climb from the board as it is; sideways moves allowed up to `maxSideways`. */
function climb(
  b: Board,
  random: () => number,
  maxSideways: number,
  maxSteps: number,
  trace?: number[],
): number {
  let steps = 0
  let sideways = 0
  while (b.h > 0 && steps < maxSteps) {
    const { delta, moves } = bestMoves(b)
    if (delta > 0 || (delta === 0 && sideways >= maxSideways)) break
    sideways = delta === 0 ? sideways + 1 : 0
    const m = moves[Math.floor(random() * moves.length)]
    b.move(Math.floor(m / b.n), m % b.n)
    steps++
    trace?.push(b.h)
  }
  return steps
}

function anneal(b: Board, random: () => number, maxSteps: number, trace?: number[]): number {
  let t = DEFAULTS.t0
  let steps = 0
  while (b.h > 0 && steps < maxSteps) {
    const c = Math.floor(random() * b.n)
    let r = Math.floor(random() * (b.n - 1))
    if (r >= b.rows[c]) r++
    const delta = b.conflicts(c, r) - b.conflicts(c, b.rows[c])
    steps++
    if (delta <= 0 || random() < Math.exp(-delta / t)) b.move(c, r)
    trace?.push(b.h)
    t *= DEFAULTS.cooling
  }
  return steps
}

/** Min-conflicts on the small board: a random queen in conflict moves to its least-attacked row. */
// #region min-conflicts
function minConflicts(b: Board, random: () => number, maxSteps: number, trace?: number[]): number {
  let steps = 0
  const inConflict: number[] = []
  const best: number[] = []
  while (b.h > 0 && steps < maxSteps) {
    inConflict.length = 0
    for (let c = 0; c < b.n; c++) if (b.conflicts(c, b.rows[c]) > 0) inConflict.push(c)
    const c = inConflict[Math.floor(random() * inConflict.length)]
    let least = Infinity
    best.length = 0
    for (let r = 0; r < b.n; r++) {
      const k = b.conflicts(c, r)
      if (k < least) {
        least = k
        best.length = 0
      }
      if (k === least) best.push(r)
    }
    b.move(c, best[Math.floor(random() * best.length)])
    steps++
    trace?.push(b.h)
  }
  return steps
}
// #endregion min-conflicts

/** One run of a method from a seeded random start. */
export function localSearch(n: number, method: LocalMethod, options: LocalOptions = {}): LocalRun {
  const random = mulberry32(options.seed ?? 1)
  const maxSteps = options.maxSteps ?? DEFAULTS.maxSteps
  const maxSideways = options.maxSideways ?? DEFAULTS.maxSideways
  const trace = options.trace ? ([] as number[]) : undefined
  const b = new Board(n)
  b.randomize(random)
  trace?.push(b.h)
  let steps = 0
  let restarts = 0
  if (method === 'hill') steps = climb(b, random, 0, maxSteps, trace)
  else if (method === 'sideways') steps = climb(b, random, maxSideways, maxSteps, trace)
  else if (method === 'annealing') steps = anneal(b, random, maxSteps, trace)
  else if (method === 'min-conflicts') steps = minConflicts(b, random, maxSteps, trace)
  else {
    const cap = options.maxRestarts ?? DEFAULTS.maxRestarts
    for (;;) {
      steps += climb(b, random, 0, maxSteps, trace)
      if (b.h === 0 || restarts >= cap) break
      throwIfAborted(options.signal)
      restarts++
      b.randomize(random)
      trace?.push(b.h)
    }
  }
  return { solved: b.h === 0, steps, restarts, rows: b.rows, trace }
}

export type LocalStats = {
  n: number
  method: LocalMethod
  runs: number
  solved: number
  successRate: number
  /** Mean steps of the runs that solved, and of those that did not (NaN when there are none). */
  meanStepsSolved: number
  meanStepsFailed: number
  meanRestarts: number
}

/** `runs` runs with seeds seed, seed + 1, …: success rate and mean steps. */
export function localStats(
  n: number,
  method: LocalMethod,
  runs: number,
  options: LocalOptions = {},
): LocalStats {
  const seed = options.seed ?? 1
  let solved = 0,
    stepsSolved = 0,
    stepsFailed = 0,
    restarts = 0
  for (let k = 0; k < runs; k++) {
    if ((k & 63) === 0) {
      throwIfAborted(options.signal)
      options.onProgress?.({
        explored: k,
        note: `${k.toLocaleString('en-US')} of ${runs.toLocaleString('en-US')} runs`,
      })
    }
    const run = localSearch(n, method, { ...options, seed: seed + k, trace: false })
    restarts += run.restarts
    if (run.solved) {
      solved++
      stepsSolved += run.steps
    } else stepsFailed += run.steps
  }
  return {
    n,
    method,
    runs,
    solved,
    successRate: solved / runs,
    meanStepsSolved: solved ? stepsSolved / solved : NaN,
    meanStepsFailed: runs - solved ? stepsFailed / (runs - solved) : NaN,
    meanRestarts: restarts / runs,
  }
}

export type LargeRun = {
  n: number
  solved: boolean
  steps: number
  /** Queens in conflict after the greedy start. */
  startConflicts: number
  /** The number of attacking pairs sampled along the way: [step, pairs]. */
  curve: [number, number][]
  rows: Int32Array
}

/**
 * Min-conflicts for large n (a million queens in a few seconds). Start: each column's queen goes
 * to the first of up to 256 random rows that no queen attacks yet (or the least attacked of them). Repair: a random queen from the list of queens possibly
 * in conflict; if it is in conflict it moves to a least-attacked row. Ties between rows no queen
 * attacks go to the first found from a random row (not uniformly at random, the one departure from
 * the small version), so the scan stops early. The list is rebuilt with one O(n) pass when it runs dry.
 */
export function minConflictsLarge(n: number, options: LocalOptions = {}): LargeRun {
  const random = mulberry32(options.seed ?? 1)
  const maxSteps = options.maxSteps ?? 2_000_000
  const rows = new Int32Array(n)
  const rowCount = new Int32Array(n)
  const diag = new Int32Array(2 * n)
  const anti = new Int32Array(2 * n)
  const attackers = (c: number, r: number): number => rowCount[r] + diag[r + c] + anti[r - c + n - 1]
  let pairs = 0
  const put = (c: number, r: number): void => {
    pairs += attackers(c, r)
    rows[c] = r
    rowCount[r]++
    diag[r + c]++
    anti[r - c + n - 1]++
  }
  const lift = (c: number): void => {
    const r = rows[c]
    rowCount[r]--
    diag[r + c]--
    anti[r - c + n - 1]--
    pairs -= attackers(c, r)
  }
  // Greedy start: each queen takes the first of up to `tries` random rows that no queen attacks yet.
  const tries = options.tries ?? 256
  for (let c = 0; c < n; c++) {
    // Up to `tries` probes a column: check the signal every 1,024 columns (at most ~260,000 probes).
    if ((c & 1023) === 0) throwIfAborted(options.signal)
    let pick = 0,
      least = Infinity
    for (let t = 0; t < tries; t++) {
      const r = Math.floor(random() * n)
      const a = attackers(c, r)
      if (a < least) {
        least = a
        pick = r
      }
      if (a === 0) break
    }
    put(c, pick)
  }
  const inConflict = (c: number): boolean => attackers(c, rows[c]) > 3
  const list: number[] = []
  const rebuild = (): void => {
    list.length = 0
    for (let c = 0; c < n; c++) if (inConflict(c)) list.push(c)
  }
  rebuild()
  const startConflicts = list.length
  const curve: [number, number][] = [[0, pairs]]
  // A least-attacked row for column c: the scan starts at a random row and stops at the first row
  // no queen attacks (the minimum), so with many free rows it is short; otherwise it is a full pass.
  const leastRow = (c: number): { row: number; attackers: number } => {
    const start = Math.floor(random() * n)
    let row = start,
      least = Infinity
    for (let k = 0; k < n; k++) {
      const r = start + k < n ? start + k : start + k - n
      const a = rowCount[r] + diag[r + c] + anti[r - c + n - 1]
      if (a < least) {
        least = a
        row = r
        if (a === 0) break
      }
    }
    return { row, attackers: least }
  }
  let steps = 0
  while (steps < maxSteps) {
    if (list.length === 0) {
      rebuild()
      if (list.length === 0) break
    }
    // A step can be a full pass over the rows (no free row left): check the signal every step.
    throwIfAborted(options.signal)
    const k = Math.floor(random() * list.length)
    const c = list[k]
    list[k] = list[list.length - 1]
    list.pop()
    if (!inConflict(c)) continue
    lift(c)
    const least = leastRow(c)
    put(c, least.row)
    steps++
    if (least.attackers > 0) {
      // The move left c attacked (no free row existed, so that scan was a full pass already): the
      // queens attacking it join the list too, or the walk would only ever move c.
      list.push(c)
      const r = least.row
      for (let q = 0; q < n; q++)
        if (q !== c && (rows[q] === r || rows[q] + q === r + c || rows[q] - q === r - c)) list.push(q)
    }
    if ((steps & 15) === 0) {
      curve.push([steps, pairs])
      options.onProgress?.({ explored: steps, note: `${pairs.toLocaleString('en-US')} attacking pairs` })
    }
  }
  curve.push([steps, pairs])
  return { n, solved: pairs === 0, steps, startConflicts, curve, rows }
}

/** Attacking pairs of a rows-by-column state, counted from scratch (the tests' check). */
export function countPairs(rows: ArrayLike<number>): number {
  const n = rows.length
  const seen = new Map<string, number>()
  let pairs = 0
  for (let c = 0; c < n; c++) {
    for (const key of [`r${rows[c]}`, `d${rows[c] + c}`, `a${rows[c] - c}`]) {
      const k = seen.get(key) ?? 0
      pairs += k
      seen.set(key, k + 1)
    }
  }
  return pairs
}
