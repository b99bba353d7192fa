/** A runner for the search lab's worker; each widget gets its own, so their jobs never supersede each other. */
import { WorkerRunner } from '../kit/worker-runner.ts'
import type { SearchJobs } from '../../src/solvers/search/jobs.ts'

export function searchRunner(): WorkerRunner<SearchJobs> {
  return new WorkerRunner<SearchJobs>(
    () => new Worker(new URL('../../src/workers/search.worker.ts', import.meta.url), { type: 'module' }),
  )
}
