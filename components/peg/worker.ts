/** A runner for the peg solitaire worker; each widget gets its own. */
import { WorkerRunner } from '../kit/worker-runner.ts'
import type { PegJob, PegResult } from '../../src/workers/peg-jobs.ts'

export function pegRunner(): WorkerRunner<PegJob, PegResult> {
  return new WorkerRunner<PegJob, PegResult>(
    () => new Worker(new URL('../../src/workers/peg.worker.ts', import.meta.url), { type: 'module' }),
  )
}
