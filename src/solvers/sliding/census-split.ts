/**
 * The complete census of a board of up to 12 cells (compactBfs, big-bfs.ts) on several threads at
 * once (issue 33): the 2-bit table in shared memory, each depth's scan cut into chunks of words
 * that the threads take from a shared counter, and a barrier between depths. The CLI's threads
 * (src/cli/census-threads.ts, node:worker_threads) and the browser's helper workers
 * (src/workers/census-helper.worker.ts, started by the `bigCensus` job in a cross-origin-isolated
 * page) run this one copy.
 *
 * The counts, the diameter and the farthest positions are those of one thread, whatever the
 * number of threads: a depth's count does not depend on who found what, and each thread keeps the
 * first positions of its own chunks, taken in order, so the merge of their lists is the first ones
 * of the whole level (tests/unit/cli-census-threads.test.ts, tests/unit/sliding-census-split.test.ts).
 *
 * Who does what: the coordinator (the CLI command's thread, or the job's worker) is thread 0: it
 * announces each depth, scans chunks like the others, then waits for the helpers at the barrier
 * (Atomics.wait in slices, so it hears its signal and reports progress meanwhile). A helper waits
 * for each depth, takes chunks until none is left, leaves its count and first positions in its
 * slot, and counts itself done. Stopping (the census ended, Cancel, an error) sets GEN to END: a
 * helper checks it before each chunk, so it stops within one chunk (a few milliseconds).
 *
 * Control words (Int32Array on a SharedArrayBuffer):
 *   GEN    the depth to scan, plus one; END to stop. A helper waits for it to change.
 *   NEXT   the next chunk to take.
 *   DONE   helpers done with this depth (or ready, before the first).
 *   FAILED a helper threw (its message in `failure`).
 *   FOUND  positions found so far at this depth, by every thread (for progress only).
 */
import { throwIfAborted } from '../contract.ts'
import type { Progress } from '../contract.ts'
import {
  censusScanner,
  compactCheck,
  compactPositions,
  compactWords,
  progressNote,
  type CensusScanner,
  type CompactCensus,
} from './big-bfs.ts'
import type { Board } from './model.ts'

const GEN = 0
const NEXT = 1
const DONE = 2
const FAILED = 3
const FOUND = 4
const END = -1
/** The most workers a browser's census starts (itself and its helpers). */
export const MAX_CENSUS_WORKERS = 8
/**
 * Each worker's own memory beside the shared table, a generous guess: its engine's heap and
 * code, and its scanner's rank tables (under 100 kB).
 */
export const CENSUS_WORKER_BYTES = 16 * 2 ** 20

/**
 * How many workers a census in the browser uses, and why one where it is one: several need a
 * cross-origin-isolated page (shared memory), two cores or more, and a memory budget that holds
 * the table once plus each worker's own memory.
 */
export function censusWorkers(o: {
  isolated: boolean
  cores: number
  tableBytes: number
  budgetBytes: number
}): { workers: number; why: string | null } {
  if (!o.isolated)
    return { workers: 1, why: 'this page is not cross-origin isolated, so workers cannot share its table' }
  if (o.cores < 2) return { workers: 1, why: 'this browser reports one core' }
  const byMemory = Math.floor((o.budgetBytes - o.tableBytes) / CENSUS_WORKER_BYTES)
  const workers = Math.max(1, Math.min(Math.floor(o.cores), MAX_CENSUS_WORKERS, byMemory))
  return workers > 1
    ? { workers, why: null }
    : { workers, why: "this device's memory budget holds one worker" }
}

/** Words a thread takes at once: 262,144 positions, a few milliseconds of work. */
const CHUNK_WORDS = 1 << 14
/** How long helpers may take to start before the census gives up on them. */
const START_MS = 60_000
/** How long the coordinator waits at the barrier between two looks at its signal. */
const WAIT_SLICE_MS = 20

/** What a helper is given: the shared memory of the census and its own slot. */
export type CensusShare = {
  goal: Board
  table: Uint32Array
  control: Int32Array
  /** Per thread: [found, how many first positions, the first `keep` positions]. */
  results: Int32Array
  failure: Uint8Array
  slot: number
  keep: number
  chunkWords: number
}

const noTick = (): void => {}

/**
 * Takes chunks of the depth `gen − 1` scan until none is left (or the census stops), and leaves
 * what this thread found and its first positions in its slot. `check` runs before each chunk.
 */
function scanChunks(share: CensusShare, scanner: CensusScanner, gen: number, check: () => void): void {
  const { table, control, results, slot, keep, chunkWords } = share
  const chunks = Math.ceil(table.length / chunkWords)
  const stride = keep + 2
  const first: number[] = []
  let found = 0
  for (let c = Atomics.add(control, NEXT, 1); c < chunks; c = Atomics.add(control, NEXT, 1)) {
    if (Atomics.load(control, GEN) !== gen) break // stopped
    check()
    const from = c * chunkWords
    const f = scanner.scan(
      gen - 1,
      from,
      Math.min(table.length, from + chunkWords),
      first,
      keep,
      Infinity,
      noTick,
    )
    found += f
    Atomics.add(control, FOUND, f)
  }
  results[slot * stride] = found
  results[slot * stride + 1] = first.length
  results.set(first, slot * stride + 2)
}

/**
 * A helper's whole life (blocking: a worker thread's or a dedicated worker's): it says it is
 * ready, then scans each depth the coordinator announces until it says END.
 */
export function censusHelper(share: CensusShare): void {
  const { control, failure } = share
  const scanner = censusScanner(share.goal, share.table, true)
  const done = (): void => {
    Atomics.add(control, DONE, 1)
    Atomics.notify(control, DONE)
  }
  done() // ready
  for (let seen = 0; ; ) {
    Atomics.wait(control, GEN, seen)
    const gen = Atomics.load(control, GEN)
    if (gen === END) return
    if (gen === seen) continue
    seen = gen
    try {
      scanChunks(share, scanner, gen, noTick)
    } catch (error) {
      const text = new TextEncoder().encode(String((error as Error)?.stack ?? error).slice(0, 400))
      failure.set(text.subarray(0, failure.length))
      Atomics.store(control, FAILED, 1)
    }
    done()
  }
}

/** The coordinator's side of a census on 1 + `helpers` threads. */
export class CensusSplit {
  readonly goal: Board
  readonly helpers: number
  readonly tableBytes: number
  readonly #share: Omit<CensusShare, 'slot'>
  readonly #scanner: CensusScanner

  constructor(
    goal: Board,
    helpers: number,
    options: { maxBytes?: number; keepFarthest?: number; chunkWords?: number } = {},
  ) {
    compactCheck(goal, options.maxBytes)
    this.goal = goal
    this.helpers = helpers
    const keep = options.keepFarthest ?? 24
    const table = new Uint32Array(new SharedArrayBuffer(4 * compactWords(goal)))
    this.tableBytes = table.byteLength
    this.#share = {
      goal,
      table,
      control: new Int32Array(new SharedArrayBuffer(4 * 8)),
      results: new Int32Array(new SharedArrayBuffer(4 * (helpers + 1) * (keep + 2))),
      failure: new Uint8Array(new SharedArrayBuffer(512)),
      keep,
      chunkWords: options.chunkWords ?? CHUNK_WORDS,
    }
    this.#scanner = censusScanner(goal, table, true)
    this.#scanner.start()
  }

  /** What helper `slot` (1 .. helpers) is given. */
  share(slot: number): CensusShare {
    return { ...this.#share, slot }
  }

  /** How many helpers have said they are ready (before `run`). */
  get ready(): number {
    return Atomics.load(this.#share.control, DONE)
  }

  /** Throws the message of a helper that failed, if one did. */
  throwIfFailed(): void {
    const { control, failure } = this.#share
    if (Atomics.load(control, FAILED) === 0) return
    const text = new TextDecoder().decode(failure.slice()).replace(/\0+$/, '')
    throw new Error(`A census thread failed: ${text}`)
  }

  /** Blocks until every helper is ready; throws after `ms` or when one failed. */
  waitReady(ms = START_MS): void {
    const deadline = Date.now() + ms
    for (let v = this.ready; v < this.helpers; v = this.ready) {
      this.throwIfFailed()
      if (Date.now() > deadline) throw new Error('The census threads did not answer in time.')
      Atomics.wait(this.#share.control, DONE, v, 200)
    }
  }

  /**
   * The census, every helper ready (blocking). `signal` is heard between chunks and at the
   * barrier; `onProgress` gets the positions found so far. Stops the helpers when it returns or
   * throws.
   */
  run(options: { signal?: AbortSignal; onProgress?: (p: Progress) => void } = {}): CompactCensus {
    const { signal, onProgress } = options
    const { control, results, keep } = this.#share
    const stride = keep + 2
    const total = compactPositions(this.goal)
    const slot0 = this.share(0)
    try {
      const counts = [1]
      let reached = 1
      for (let d = 0; ; d++) {
        const progress = (): void => {
          const explored = reached + Atomics.load(control, FOUND)
          onProgress?.({ explored, depth: d, note: progressNote(d, explored, total) })
        }
        throwIfAborted(signal)
        Atomics.store(control, NEXT, 0)
        Atomics.store(control, DONE, 0)
        Atomics.store(control, FOUND, 0)
        Atomics.store(control, GEN, d + 1)
        Atomics.notify(control, GEN)
        scanChunks(slot0, this.#scanner, d + 1, () => {
          throwIfAborted(signal)
          progress()
        })
        for (let v = Atomics.load(control, DONE); v < this.helpers; v = Atomics.load(control, DONE)) {
          this.throwIfFailed()
          throwIfAborted(signal)
          progress()
          Atomics.wait(control, DONE, v, WAIT_SLICE_MS)
        }
        this.throwIfFailed()
        let found = 0
        const first: number[] = []
        for (let t = 0; t <= this.helpers; t++) {
          found += results[t * stride]
          const n = results[t * stride + 1]
          for (let k = 0; k < n; k++) first.push(results[t * stride + 2 + k])
        }
        if (found === 0) {
          first.sort((a, b) => a - b)
          const farthest = first.slice(0, keep).map((idx) => this.#scanner.boardOf(idx))
          return { counts, reached, farthest, tableBytes: this.tableBytes }
        }
        counts.push(found)
        reached += found
      }
    } finally {
      this.stop()
    }
  }

  /** Tells every helper to stop (they end their loop within a chunk). */
  stop(): void {
    Atomics.store(this.#share.control, GEN, END)
    Atomics.notify(this.#share.control, GEN)
  }
}

/** A helper as its starter sees it: a way to end it, and its start failing. */
export type CensusHelperHandle = { terminate(): void; failed: Promise<Error> }

/**
 * The census on 1 + `helpers` threads where the helpers start asynchronously (the browser's
 * workers): `start(share)` starts one; this waits (without blocking) until all are ready, hearing
 * `signal` and a helper's failure to start, then runs the census and ends them.
 */
export async function censusSplitAsync(
  goal: Board,
  helpers: number,
  start: (share: CensusShare) => CensusHelperHandle,
  options: {
    signal?: AbortSignal
    onProgress?: (p: Progress) => void
    keepFarthest?: number
    chunkWords?: number
    maxBytes?: number
  } = {},
): Promise<CompactCensus> {
  const split = new CensusSplit(goal, helpers, options)
  const started: CensusHelperHandle[] = []
  let failure: Error | null = null
  try {
    for (let slot = 1; slot <= helpers; slot++) {
      const h = start(split.share(slot))
      started.push(h)
      void h.failed.then((e) => {
        failure ??= e
      })
    }
    const deadline = Date.now() + START_MS
    while (split.ready < helpers) {
      throwIfAborted(options.signal)
      split.throwIfFailed()
      if (failure) throw failure
      if (Date.now() > deadline) throw new Error('The census workers did not start in time.')
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    return split.run(options)
  } finally {
    split.stop()
    for (const h of started) h.terminate()
  }
}
