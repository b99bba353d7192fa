/** A runner for the Clocks worker; each widget gets its own, so their jobs never supersede each other. */
import { WorkerRunner } from '../kit/worker-runner.ts'
import type { ClocksJob, ClocksResult } from '../../src/workers/clocks-jobs.ts'

export function clocksRunner(): WorkerRunner<ClocksJob, ClocksResult> {
  return new WorkerRunner<ClocksJob, ClocksResult>(
    () => new Worker(new URL('../../src/workers/clocks.worker.ts', import.meta.url), { type: 'module' }),
  )
}
