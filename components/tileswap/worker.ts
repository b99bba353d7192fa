/** A runner for the tile swap worker; each widget gets its own, so their jobs never supersede each other. */
import { WorkerRunner } from '../kit/worker-runner.ts'
import type { TileSwapJobs } from '../../src/solvers/tileswap/jobs.ts'

export function tileSwapRunner(): WorkerRunner<TileSwapJobs> {
  return new WorkerRunner<TileSwapJobs>(
    () => new Worker(new URL('../../src/workers/tileswap.worker.ts', import.meta.url), { type: 'module' }),
  )
}
