/**
 * The complete census of a board of 11 or 12 cells (compactBfs, src/solvers/sliding/big-bfs.ts)
 * on several threads at once (issue 33): the command's thread and N − 1 worker threads scan the
 * 2-bit table in shared memory, chunk by chunk, with a barrier between depths
 * (src/solvers/sliding/census-split.ts, which the browser's census runs too). The counts, the
 * diameter and the farthest positions are those of one thread (tests/unit/cli-census-threads.test.ts).
 *
 * Synchronous, like the one-thread census: the command's thread scans and waits on the counters
 * (Atomics.wait), so the verb keeps its shape; Ctrl-C is heard by the CLI's main thread
 * (main.ts), which ends the process and these threads with it.
 */
import { Worker } from 'node:worker_threads'
import type { CompactCensus } from '../solvers/sliding/big-bfs.ts'
import { CensusSplit, type CensusShare } from '../solvers/sliding/census-split.ts'
import type { Board } from '../solvers/sliding/model.ts'

/** What a census thread is given (census-thread.ts). */
export type CensusThreadData = { census: CensusShare }

/** The complete BFS from `goal` (11 or 12 cells) on `threads` threads: compactBfs's answer. */
export function compactBfsThreads(
  goal: Board,
  threads: number,
  options: { maxBytes?: number; keepFarthest?: number; chunkWords?: number } = {},
): CompactCensus {
  const split = new CensusSplit(goal, threads - 1, options)
  const workers = Array.from(
    { length: threads - 1 },
    (_, i) =>
      new Worker(new URL('./census-thread.ts', import.meta.url), {
        workerData: { census: split.share(i + 1) } satisfies CensusThreadData,
      }),
  )
  try {
    split.waitReady()
    return split.run()
  } finally {
    split.stop()
    for (const w of workers) void w.terminate()
  }
}
