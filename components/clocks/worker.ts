/** A runner for the Clocks worker; each widget gets its own, so their jobs never supersede each other. */
import { WorkerRunner } from '../kit/worker-runner.ts'
import type { ClocksJobs } from '../../src/solvers/clocks/jobs.ts'

export function clocksRunner(): WorkerRunner<ClocksJobs> {
  return new WorkerRunner<ClocksJobs>(
    () => new Worker(new URL('../../src/workers/clocks.worker.ts', import.meta.url), { type: 'module' }),
  )
}
