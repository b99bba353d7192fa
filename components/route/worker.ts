/** A runner for the route-finding worker; each widget gets its own, so their jobs never supersede each other. */
import { WorkerRunner } from '../kit/worker-runner.ts'
import type { RouteJobs } from '../../src/solvers/route/jobs.ts'

export function routeRunner(): WorkerRunner<RouteJobs> {
  return new WorkerRunner<RouteJobs>(
    () => new Worker(new URL('../../src/workers/route.worker.ts', import.meta.url), { type: 'module' }),
  )
}
