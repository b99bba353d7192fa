/**
 * The complete census of a board of 11 or 12 cells (compactBfs, src/solvers/sliding/big-bfs.ts)
 * on several threads at once (issue 33): the 2-bit table in shared memory, each depth's scan cut
 * into chunks of words that the threads take from a shared counter, and a barrier between depths.
 * The counts, the diameter and the farthest positions are those of one thread, whatever the
 * number of threads: a depth's count does not depend on who found what, and each thread keeps the
 * first positions of its own chunks, taken in order, so the merge of their lists is the first ones
 * of the whole level (tests/unit/cli-census-threads.test.ts).
 *
 * Synchronous, like the one-thread census: the command's thread waits on the counters
 * (Atomics.wait), so the verb keeps its shape; Ctrl-C is heard by the CLI's main thread
 * (main.ts), which ends the process and these threads with it.
 *
 * Control words (Int32Array on a SharedArrayBuffer):
 *   GEN    the depth to scan, plus one; END to stop. A thread waits for it to change.
 *   NEXT   the next chunk to take.
 *   DONE   threads done with this depth (or ready, before the first).
 *   FAILED a thread threw (its message in `failure`).
 */
import { Worker } from 'node:worker_threads'
import { censusScanner, compactCheck, compactWords, type CompactCensus } from '../solvers/sliding/big-bfs.ts'
import type { Board } from '../solvers/sliding/model.ts'

export const GEN = 0
export const NEXT = 1
export const DONE = 2
export const FAILED = 3
export const END = -1
/** Words a thread takes at once: 262,144 positions, a few milliseconds of work. */
const CHUNK_WORDS = 1 << 14
/** How long threads may take to start before the census gives up on them. */
const START_MS = 60_000

/** What a census thread is given (census-thread.ts). */
export type CensusThreadData = {
  census: {
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
}

/** Blocks until control[i] reaches `target`, or throws after `ms` or when a thread failed. */
function waitFor(control: Int32Array, i: number, target: number, ms: number, failure: Uint8Array): void {
  const deadline = Date.now() + ms
  for (let v = Atomics.load(control, i); v < target; v = Atomics.load(control, i)) {
    if (Atomics.load(control, FAILED) !== 0) {
      const text = new TextDecoder().decode(failure.slice()).replace(/\0+$/, '')
      throw new Error(`A census thread failed: ${text}`)
    }
    if (Date.now() > deadline) throw new Error('The census threads did not answer in time.')
    Atomics.wait(control, i, v, 200)
  }
}

/** The complete BFS from `goal` (11 or 12 cells) on `threads` threads: compactBfs's answer. */
export function compactBfsThreads(
  goal: Board,
  threads: number,
  options: { maxBytes?: number; keepFarthest?: number; chunkWords?: number } = {},
): CompactCensus {
  compactCheck(goal, options.maxBytes)
  const keep = options.keepFarthest ?? 24
  const chunkWords = options.chunkWords ?? CHUNK_WORDS
  const words = compactWords(goal)
  const table = new Uint32Array(new SharedArrayBuffer(4 * words))
  const control = new Int32Array(new SharedArrayBuffer(16))
  const stride = keep + 2
  const results = new Int32Array(new SharedArrayBuffer(4 * threads * stride))
  const failure = new Uint8Array(new SharedArrayBuffer(512))
  const scanner = censusScanner(goal, table, true)
  scanner.start()
  const workers = Array.from(
    { length: threads },
    (_, slot) =>
      new Worker(new URL('./census-thread.ts', import.meta.url), {
        workerData: {
          census: { goal, table, control, results, failure, slot, keep, chunkWords },
        } satisfies CensusThreadData,
      }),
  )
  try {
    waitFor(control, DONE, threads, START_MS, failure)
    const counts = [1]
    let reached = 1
    for (let d = 0; ; d++) {
      Atomics.store(control, NEXT, 0)
      Atomics.store(control, DONE, 0)
      Atomics.store(control, GEN, d + 1)
      Atomics.notify(control, GEN)
      waitFor(control, DONE, threads, Number.POSITIVE_INFINITY, failure)
      let found = 0
      const first: number[] = []
      for (let t = 0; t < threads; t++) {
        found += results[t * stride]
        const n = results[t * stride + 1]
        for (let k = 0; k < n; k++) first.push(results[t * stride + 2 + k])
      }
      if (found === 0) {
        first.sort((a, b) => a - b)
        const farthest = first.slice(0, keep).map((idx) => scanner.boardOf(idx))
        return { counts, reached, farthest, tableBytes: table.byteLength }
      }
      counts.push(found)
      reached += found
    }
  } finally {
    Atomics.store(control, GEN, END)
    Atomics.notify(control, GEN)
    for (const w of workers) void w.terminate()
  }
}
