/**
 * One 15-puzzle IDA* search on several threads (issue 33; `sliding solve --threads N`): the
 * search split at a small depth into subtrees (src/solvers/sliding/ida-split.ts says how, and why
 * the answer is the one-core answer), the subtrees of each iteration taken from a shared counter
 * by N worker threads, the tables in shared memory once for all of them.
 *
 * The command's thread coordinates: it writes an iteration's bound into shared memory, wakes the
 * threads and blocks (the solver is synchronous) until the results in frontier order settle the
 * iteration; then it cancels the subtrees still running (those after a solution, or all of them)
 * and waits for every thread to be idle before the next iteration. A thread checks for
 * cancellation where the search reports progress (every 16,384 nodes). Ctrl-C ends the process,
 * these threads with it (main.ts); `close` ends them otherwise.
 *
 * Vocabulary:
 *   pool      N threads with one set of tables, kept for the next search on the same tables (a
 *             batch with --jobs 1 answers line after line on one pool).
 *   control   the shared Int32 words below: the iteration (GEN), the next subtree to take, the
 *             cutoff (subtrees after it are not needed), the counts of results and idle threads,
 *             and the search in hand (start, goal, depth, bound).
 *   slot      each result: status, count, next bound, and the thread whose moves hold its solution
 *             (a thread finds at most one solution an iteration: after it, the later subtrees
 *             it takes are cut off).
 */
import { isMainThread, Worker, workerData } from 'node:worker_threads'
import { fastSearch, idaStarPdb } from '../solvers/sliding/ida-fast.ts'
import {
  type Frontier,
  frontierDepth,
  idaStarSplit,
  type RunIteration,
  searchSubtree,
  splitFrontier,
} from '../solvers/sliding/ida-split.ts'
import type { Board } from '../solvers/sliding/model.ts'
import type { PatternDb } from '../solvers/sliding/pdb.ts'
import { DONE, GEN, IDLE, NEXT, READY, STOP, serveRounds, waitFor } from './pool-threads.ts'
import { inSharedMemory } from './shared-tables.ts'

/** The frontier has at least this many subtrees a thread, so that the uneven ones even out. */
const SUBTREES_PER_THREAD = 32
const MAX_SUBTREES = 1 << 15
const MAX_MOVES = 256
/** Boards with fewer cells are searched on one thread: their searches take milliseconds. */
const MIN_CELLS = 16
/** Nodes searched on this thread before the threads are started (see `splitIdaStar`). */
const ALONE = 250_000

// control words (and those of pool-threads.ts)
const CUTOFF = 3
const BOUND = 7
const COUNT = 8
const DEPTH = 9
const REFLECT = 10
const WIDTH = 11
const HEIGHT = 12
const JOB = 13
const START = 16
const GOAL = START + 16
const CONTROL_WORDS = GOAL + 16

// a result's status (written last, atomically: the words before it are then in place)
const PENDING = 0
const SEARCHED = 1
const OVER = 2
const CANCELLED = 3
const FAILED = 4
const SLOT = 3 // words a result: count, next bound, the thread that holds its solution (−1: none)

type Shared = {
  control: Int32Array
  /** [0]: the budget left in this iteration. */
  left: Float64Array
  status: Int32Array
  results: Float64Array
  /** moves[thread·MAX_MOVES …]: a solution's length, then its tiles. */
  moves: Uint8Array
  pdb: PatternDb
}

/** A cancelled subtree's search is stopped by throwing this. */
class Stop extends Error {}

class Pool {
  readonly threads: number
  readonly pdb: PatternDb
  readonly #shared: Shared
  readonly #workers: Worker[]
  #ready = false
  #job = 0

  constructor(pdb: PatternDb, threads: number) {
    this.threads = threads
    this.pdb = pdb
    const shared: Shared = {
      control: new Int32Array(new SharedArrayBuffer(4 * CONTROL_WORDS)),
      left: new Float64Array(new SharedArrayBuffer(8)),
      status: new Int32Array(new SharedArrayBuffer(4 * MAX_SUBTREES)),
      results: new Float64Array(new SharedArrayBuffer(8 * SLOT * MAX_SUBTREES)),
      moves: new Uint8Array(new SharedArrayBuffer(MAX_MOVES * threads)),
      pdb: { ...pdb, tables: pdb.tables.map(inSharedMemory) },
    }
    this.#shared = shared
    this.#workers = Array.from({ length: threads }, (_, thread) => {
      const worker = new Worker(new URL(import.meta.url), { workerData: { splitIda: { shared, thread } } })
      worker.unref()
      return worker
    })
  }

  /** True once every thread is ready (never blocks). */
  ready(): boolean {
    this.#ready ||= Atomics.load(this.#shared.control, READY) === this.threads
    return this.#ready
  }

  /** Tells the threads the search (they make the same frontier), and runs its iterations on them. */
  job(start: Board, goal: Board, frontier: Frontier, reflect: boolean): RunIteration {
    const { control: c } = this.#shared
    if (!this.ready()) waitFor(c, READY, this.threads)
    c[JOB] = ++this.#job
    c[COUNT] = frontier.count
    c[DEPTH] = frontier.depth
    c[REFLECT] = reflect ? 1 : 0
    c[WIDTH] = start.width
    c[HEIGHT] = start.height
    c.set(start.tiles, START)
    c.set(goal.tiles, GOAL)
    return this.#iteration(frontier.count)
  }

  /** One iteration on the threads, as ida-split.ts's `RunIteration`. */
  #iteration(count: number): RunIteration {
    const { control: c, status, left: leftWord } = this.#shared
    return (bound, left, ledger) => {
      status.fill(PENDING, 0, count)
      leftWord[0] = left
      c[BOUND] = bound
      Atomics.store(c, NEXT, 0)
      Atomics.store(c, DONE, 0)
      Atomics.store(c, IDLE, 0)
      Atomics.store(c, CUTOFF, MAX_SUBTREES)
      Atomics.add(c, GEN, 1)
      Atomics.notify(c, GEN)
      try {
        this.#collect(count, ledger)
      } finally {
        Atomics.store(c, CUTOFF, -1) // the rest are not needed
        waitFor(c, IDLE, this.threads) // every thread is idle before the next iteration
      }
    }
  }

  /** Gives the ledger the results as the threads post them, until it settles the iteration. */
  #collect(count: number, ledger: Parameters<RunIteration>[2]): void {
    const { control: c, status, results, moves } = this.#shared
    const taken = new Uint8Array(count)
    let first = 0 // results before it are all in the ledger
    for (let seen = 0; ledger.settled() === null; ) {
      for (let done = Atomics.load(c, DONE); done === seen; done = Atomics.load(c, DONE))
        Atomics.wait(c, DONE, done, 1000)
      seen = Atomics.load(c, DONE)
      for (let i = first; i < count && ledger.settled() === null; i++) {
        const s = Atomics.load(status, i)
        if (s === PENDING || taken[i]) continue
        taken[i] = 1
        if (s === FAILED) throw new Error('A thread of the split search failed.')
        if (s === CANCELLED) continue // after the cutoff: never needed
        if (s === OVER) ledger.add(i, 'over')
        else {
          const thread = results[SLOT * i + 2]
          const found = thread >= 0
          const at = thread * MAX_MOVES
          ledger.add(i, {
            expanded: results[SLOT * i],
            nextBound: results[SLOT * i + 1],
            moves: found ? Array.from(moves.subarray(at + 1, at + 1 + moves[at])) : null,
          })
        }
      }
      while (first < count && taken[first]) first++
    }
  }

  /** Ends the threads. */
  close(): void {
    const c = this.#shared.control
    Atomics.store(c, STOP, 1)
    Atomics.store(c, CUTOFF, -1)
    Atomics.add(c, GEN, 1)
    Atomics.notify(c, GEN)
    for (const w of this.#workers) void w.terminate()
  }
}

/** A thread of the pool: waits for an iteration, takes subtrees until none is left, and waits again. */
function serve({ shared, thread }: { shared: Shared; thread: number }): void {
  const { control: c, status, results, moves, left, pdb } = shared
  let job = 0
  let task = 0 // the subtree being searched
  let taskStart = 0 // the search's count when it began
  let search: ReturnType<typeof fastSearch> | null = null
  let searchKey = ''
  let start: Board = { width: 0, height: 0, tiles: new Uint8Array(0) }
  let frontier = splitFrontier(start, 0)
  const onProgress = ({ explored }: { explored: number }): void => {
    if (Atomics.load(c, CUTOFF) < task || explored - taskStart > left[0]) throw new Stop()
  }
  /** Searches subtree `i` into its slot; returns its status. */
  const searchOne = (i: number, bound: number): number => {
    const at = SLOT * i
    results[at + 2] = -1
    if (i > Atomics.load(c, CUTOFF)) return CANCELLED
    try {
      taskStart = search!.expanded()
      const r = searchSubtree(search!, start, frontier, i, bound)
      results[at] = r.expanded
      results[at + 1] = r.nextBound
      if (r.moves) {
        moves[thread * MAX_MOVES] = r.moves.length
        moves.set(r.moves, thread * MAX_MOVES + 1)
        results[at + 2] = thread
        lowerCutoff(c, i)
      }
      return SEARCHED
    } catch (error) {
      if (!(error instanceof Stop)) return FAILED
      if (Atomics.load(c, CUTOFF) < i) return CANCELLED
      lowerCutoff(c, i)
      return OVER
    }
  }
  let bound = 0
  const begin = (): number => {
    if (c[JOB] !== job) {
      job = c[JOB]
      const [width, height] = [c[WIDTH], c[HEIGHT]]
      const n = width * height
      const goal = { width, height, tiles: Uint8Array.from(c.subarray(GOAL, GOAL + n)) }
      start = { width, height, tiles: Uint8Array.from(c.subarray(START, START + n)) }
      const key = `${goal.tiles.join(' ')}/${c[REFLECT]}`
      if (key !== searchKey) {
        search = fastSearch(goal, pdb, { reflect: c[REFLECT] === 1, onProgress })
        searchKey = key
      }
      frontier = splitFrontier(start, c[DEPTH])
    }
    bound = c[BOUND]
    return frontier.count
  }
  serveRounds(c, status, begin, (i) => {
    task = i
    return searchOne(i, bound)
  })
}

/** Subtrees after `task` are not needed (it has a solution, or spent the budget). */
function lowerCutoff(c: Int32Array, task: number): void {
  for (let cut = Atomics.load(c, CUTOFF); task < cut; cut = Atomics.load(c, CUTOFF))
    if (Atomics.compareExchange(c, CUTOFF, cut, task) === cut) return
}

let pool: Pool | null = null

/** The kept pool if it has these tables and threads, else a new one (the old one ended). */
function poolFor(pdb: PatternDb, threads: number): Pool {
  if (pool && (pool.pdb !== pdb || pool.threads !== threads)) {
    pool.close()
    pool = null
  }
  pool ??= new Pool(pdb, threads)
  return pool
}

/**
 * `idaStarPdb` on `threads` threads where it pays (a 15-puzzle), else on this one: the same moves,
 * iterations and count (the count as one thread counts it: the work the threads did past the
 * solution is not in it). Starting the threads takes about 0.3 s of CPU (a million nodes and
 * more), and most boards need less: so the iterations run on this thread until the count passes
 * `alone` nodes; then the threads are started, and the iterations go to them once they are ready,
 * the search going on here meanwhile (ida-split.ts `handOff`). The pool is kept for the next
 * search with the same tables and thread count, which goes to it from the start.
 */
export function splitIdaStar(threads: number, alone = ALONE): typeof idaStarPdb {
  return (start, goal, pdb, options = {}) => {
    if (threads <= 1 || start.tiles.length < MIN_CELLS) return idaStarPdb(start, goal, pdb, options)
    const frontier = splitFrontier(start, frontierDepth(start, SUBTREES_PER_THREAD * threads))
    if (frontier.count > MAX_SUBTREES) return idaStarPdb(start, goal, pdb, options)
    const handOff = (explored: number): boolean => {
      const kept = pool !== null && pool.pdb === pdb && pool.threads === threads
      if (!kept && explored < alone) return false
      return poolFor(pdb, threads).ready()
    }
    let run: RunIteration | null = null
    const onThreads: RunIteration = (bound, left, ledger) => {
      run ??= poolFor(pdb, threads).job(start, goal, frontier, options.reflect !== false)
      run(bound, left, ledger)
    }
    return idaStarSplit(start, goal, pdb, frontier, onThreads, { ...options, handOff })
  }
}

/** Ends the kept pool's threads (tests; the CLI ends with its process). */
export function closeSplitPool(): void {
  pool?.close()
  pool = null
}

if (!isMainThread && (workerData as { splitIda?: unknown } | null)?.splitIda)
  serve((workerData as { splitIda: { shared: Shared; thread: number } }).splitIda)
