/** A runner for the Rubik's Clock worker; each widget gets its own, so their jobs never supersede each other. */
import { WorkerRunner } from '../kit/worker-runner.ts'
import type { RubiksClockJobs } from '../../src/solvers/rubiks-clock/jobs.ts'

export function rubiksClockRunner(): WorkerRunner<RubiksClockJobs> {
  return new WorkerRunner<RubiksClockJobs>(
    () =>
      new Worker(new URL('../../src/workers/rubiks-clock.worker.ts', import.meta.url), { type: 'module' }),
  )
}
