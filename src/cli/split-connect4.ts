/**
 * Connect Four's exact solve on several threads (issue 33; `connect4 solve --threads N`): the
 * root's columns (src/solvers/connect4/split.ts says which, and why the answer is the one-thread
 * answer) taken from a shared counter by N worker threads, each column's child solved on the
 * thread's own transposition table, a copy of the probe's first. At 7×6 a table is 40 MB: the
 * command thread's, the probe's copy in shared memory, and one a thread (2 threads: 160 MB). At
 * most one thread a column: 7 at most.
 *
 * The command's thread writes the position, the columns and the probe's table into shared memory
 * (a copy of 40 MB, about 20 ms), wakes the threads and blocks (the verb is synchronous) until
 * every column is in, or until the columns' nodes add up past the budget; then it cancels the
 * columns still running and waits for every thread to be idle. A thread adds its nodes to a shared
 * count and checks it and the cancellation where the solver looks at its budget (every 16,384
 * nodes): the columns, finished or not, past the budget stop the split at once. Ctrl-C ends the
 * process, these threads with it (main.ts).
 */
import { isMainThread, Worker, workerData } from 'node:worker_threads'
import { BudgetError, nodeBudgetSpent } from '../solvers/contract.ts'
import { emptyPosition, play } from '../solvers/connect4/board.ts'
import { solverFor, type Table } from '../solvers/connect4/solver.ts'
import { type ColumnResult, type RunColumns, solveColumn } from '../solvers/connect4/split.ts'
import { DONE, GEN, IDLE, NEXT, READY, STOP, serveRounds, waitFor } from './pool-threads.ts'

/** No board has more columns: more threads would have nothing to do. */
const MAX_TASKS = 7
const MAX_MOVES = 42
/** How long the threads may take to start (load their modules) before the solve gives up on them. */
const START_MS = 60_000

// control words (and those of pool-threads.ts)
const CANCEL = 3
const COUNT = 7
const WIDTH = 8
const HEIGHT = 9
const MOVE_COUNT = 10
const TASKS = 16
const MOVES = TASKS + MAX_TASKS
const CONTROL_WORDS = MOVES + MAX_MOVES

// a column's status (written last, atomically: its result is then in place)
const PENDING = 0
const SEARCHED = 1
const OVER = 2
const CANCELLED = 3
const FAILED = 4

type Shared = {
  control: Int32Array
  /** [0]: the budget left for all the columns together. */
  left: Float64Array
  /** [0]: the nodes the columns have searched so far, all threads together (counted as they go). */
  spent: BigInt64Array
  status: Int32Array
  /** Per column: the child's score, its nodes. */
  results: Float64Array
  /** The probe's table, where each column's starts. */
  probed: Table
}

/** A cancelled column's search is stopped by throwing this. */
class Stop extends Error {}

class Pool {
  readonly threads: number
  readonly slots: number
  readonly #shared: Shared
  readonly #workers: Worker[]

  constructor(threads: number, slots: number) {
    this.threads = threads
    this.slots = slots
    const shared: Shared = {
      probed: {
        keys: new Uint32Array(new SharedArrayBuffer(4 * slots)),
        vals: new Uint8Array(new SharedArrayBuffer(slots)),
      },
      control: new Int32Array(new SharedArrayBuffer(4 * CONTROL_WORDS)),
      left: new Float64Array(new SharedArrayBuffer(8)),
      spent: new BigInt64Array(new SharedArrayBuffer(8)),
      status: new Int32Array(new SharedArrayBuffer(4 * MAX_TASKS)),
      results: new Float64Array(new SharedArrayBuffer(8 * 2 * MAX_TASKS)),
    }
    this.#shared = shared
    this.#workers = Array.from({ length: threads }, () => {
      const worker = new Worker(new URL(import.meta.url), { workerData: { splitConnect4: shared } })
      worker.unref()
      return worker
    })
  }

  /** The columns on the threads, as split.ts's `RunColumns`. */
  readonly run: RunColumns = (p, tasks, left, probed) => {
    const { control: c, status, results } = this.#shared
    waitFor(c, READY, this.threads, START_MS)
    this.#shared.probed.keys.set(probed.keys)
    this.#shared.probed.vals.set(probed.vals)
    c[COUNT] = tasks.length
    c[WIDTH] = p.width
    c[HEIGHT] = p.height
    c[MOVE_COUNT] = p.moves.length
    c.set(p.moves, MOVES)
    c.set(
      tasks.map((t) => t.column),
      TASKS,
    )
    this.#shared.left[0] = left
    Atomics.store(this.#shared.spent, 0, 0n)
    status.fill(PENDING)
    Atomics.store(c, NEXT, 0)
    Atomics.store(c, DONE, 0)
    Atomics.store(c, IDLE, 0)
    Atomics.store(c, CANCEL, 0)
    Atomics.add(c, GEN, 1)
    Atomics.notify(c, GEN)
    try {
      let spent = 0
      const taken = new Uint8Array(tasks.length)
      for (let seen = 0; seen < tasks.length; ) {
        for (let done = Atomics.load(c, DONE); done === seen; done = Atomics.load(c, DONE))
          Atomics.wait(c, DONE, done, 1000)
        seen = Atomics.load(c, DONE)
        for (let i = 0; i < tasks.length; i++) {
          const s = Atomics.load(status, i)
          if (s === PENDING || taken[i]) continue
          taken[i] = 1
          if (s !== SEARCHED && s !== OVER) throw new Error('A thread of the split solve failed.')
          // A column over the budget on its own, or the columns in so far past it together: the
          // one-thread split, which searches them all, would pass it too.
          spent += s === OVER ? Infinity : results[2 * i + 1]
          if (spent > left) throw nodeBudgetSpent(left)
        }
      }
      return tasks.map((_, i): ColumnResult => ({ score: results[2 * i], nodes: results[2 * i + 1] }))
    } finally {
      Atomics.store(c, CANCEL, 1) // the rest are not needed
      waitFor(c, IDLE, this.threads) // every thread is idle before the next position
    }
  }

  /** Ends the threads. */
  close(): void {
    const c = this.#shared.control
    Atomics.store(c, STOP, 1)
    Atomics.store(c, CANCEL, 1)
    Atomics.add(c, GEN, 1)
    Atomics.notify(c, GEN)
    for (const w of this.#workers) void w.terminate()
  }
}

/** A thread of the pool: waits for a position, takes columns until none is left, and waits again. */
function serve({ control: c, status, results, left, spent, probed }: Shared): void {
  let counted = 0 // the nodes of this thread's column already in `spent`
  const count = (explored: number): number => {
    const all = Atomics.add(spent, 0, BigInt(explored - counted)) + BigInt(explored - counted)
    counted = explored
    return Number(all)
  }
  // The columns together past the budget, even unfinished: the split gives up, on any number of
  // threads (their counts when finished can only be larger), so this column stops as over it.
  const onProgress = ({ explored }: { explored: number }): void => {
    if (Atomics.load(c, CANCEL)) throw new Stop()
    if (count(explored) > left[0]) throw nodeBudgetSpent(left[0])
  }
  let parent = emptyPosition()
  const begin = (): number => {
    const size = { width: c[WIDTH], height: c[HEIGHT] }
    parent = Array.from(c.subarray(MOVES, MOVES + c[MOVE_COUNT])).reduce(play, emptyPosition(size))
    return c[COUNT]
  }
  serveRounds(c, status, begin, (task) => {
    if (Atomics.load(c, CANCEL)) return CANCELLED
    try {
      const column = c[TASKS + task]
      const solver = solverFor(parent.width, parent.height)
      const child = play(parent, column)
      counted = 0
      const r = solveColumn(solver, { column, child }, left[0], probed, { onProgress })
      count(r.nodes)
      results[2 * task] = r.score
      results[2 * task + 1] = r.nodes
      return SEARCHED
    } catch (error) {
      return error instanceof Stop ? CANCELLED : error instanceof BudgetError ? OVER : FAILED
    }
  })
}

let pool: Pool | null = null

/**
 * A `RunColumns` on `threads` threads (at most one a column). The threads start during the first
 * probe that reaches a quarter of its nodes, so that they load while it searches, and are kept
 * for the next position (a batch with --jobs 1 answers line after line on one pool).
 */
export function columnsOnThreads(threads: number): RunColumns {
  const size = Math.min(threads, MAX_TASKS)
  const ready = (slots: number): Pool => {
    if (pool && (pool.threads !== size || pool.slots !== slots)) closeConnect4Pool()
    pool ??= new Pool(size, slots)
    return pool
  }
  const run: RunColumns = (p, tasks, left, probed) => ready(probed.keys.length).run(p, tasks, left, probed)
  run.prepare = (slots) => void ready(slots)
  return run
}

/** Ends the kept pool's threads (tests; the CLI ends with its process). */
export function closeConnect4Pool(): void {
  pool?.close()
  pool = null
}

if (!isMainThread && (workerData as { splitConnect4?: unknown } | null)?.splitConnect4)
  serve((workerData as { splitConnect4: Shared }).splitConnect4)
