/** A runner for the N-queens worker; each widget gets its own, so their jobs never supersede each other. */
import { WorkerRunner } from '../kit/worker-runner.ts'
import type { QueensJobs } from '../../src/solvers/queens/jobs.ts'

export function queensRunner(): WorkerRunner<QueensJobs> {
  return new WorkerRunner<QueensJobs>(
    () => new Worker(new URL('../../src/workers/queens.worker.ts', import.meta.url), { type: 'module' }),
  )
}
