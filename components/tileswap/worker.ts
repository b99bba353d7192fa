/** A runner for the tile swap worker; each widget gets its own, so their jobs never supersede each other. */
import { WorkerRunner } from '../kit/worker-runner.ts'
import type { TileSwapJob, TileSwapResult } from '../../src/workers/tileswap-jobs.ts'

export function tileSwapRunner(): WorkerRunner<TileSwapJob, TileSwapResult> {
  return new WorkerRunner<TileSwapJob, TileSwapResult>(
    () => new Worker(new URL('../../src/workers/tileswap.worker.ts', import.meta.url), { type: 'module' }),
  )
}
