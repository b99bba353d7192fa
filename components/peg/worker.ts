/** A runner for the peg solitaire worker; each widget gets its own, so their jobs never supersede each other. */
import { WorkerRunner } from '../kit/worker-runner.ts'
import type { PegJobs } from '../../src/solvers/peg/jobs.ts'

export function pegRunner(): WorkerRunner<PegJobs> {
  return new WorkerRunner<PegJobs>(
    () => new Worker(new URL('../../src/workers/peg.worker.ts', import.meta.url), { type: 'module' }),
  )
}
