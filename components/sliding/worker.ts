/** A runner for the sliding worker; each widget gets its own, so their jobs never supersede each other. */
import { WorkerRunner } from '../kit/worker-runner.ts'
import type { SlidingJobs } from '../../src/solvers/sliding/jobs.ts'

export function slidingRunner(): WorkerRunner<SlidingJobs> {
  return new WorkerRunner<SlidingJobs>(
    () => new Worker(new URL('../../src/workers/sliding.worker.ts', import.meta.url), { type: 'module' }),
  )
}
