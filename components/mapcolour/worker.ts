/** A runner for the map-colouring worker; each widget gets its own, so their jobs never supersede each other. */
import { WorkerRunner } from '../kit/worker-runner.ts'
import type { MapColourJobs } from '../../src/solvers/mapcolour/jobs.ts'

export function mapRunner(): WorkerRunner<MapColourJobs> {
  return new WorkerRunner<MapColourJobs>(
    () => new Worker(new URL('../../src/workers/mapcolour.worker.ts', import.meta.url), { type: 'module' }),
  )
}
