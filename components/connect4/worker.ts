/** A runner for the Connect Four worker; each widget gets its own, so their jobs never supersede each other. */
import { WorkerRunner } from '../kit/worker-runner.ts'
import type { Connect4Jobs } from '../../src/solvers/connect4/jobs.ts'

export function connect4Runner(): WorkerRunner<Connect4Jobs> {
  return new WorkerRunner<Connect4Jobs>(
    () => new Worker(new URL('../../src/workers/connect4.worker.ts', import.meta.url), { type: 'module' }),
  )
}
