/** A runner for the MCTS worker (Monte Carlo tree search on both games, judged by the exact solvers). */
import { WorkerRunner } from '../kit/worker-runner.ts'
import type { MctsJobs } from '../../src/solvers/mcts-jobs.ts'

export function mctsRunner(): WorkerRunner<MctsJobs> {
  return new WorkerRunner<MctsJobs>(
    () => new Worker(new URL('../../src/workers/mcts.worker.ts', import.meta.url), { type: 'module' }),
  )
}
