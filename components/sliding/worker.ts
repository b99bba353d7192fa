/** A runner for the sliding worker; each widget gets its own, so their jobs never supersede each other. */
import { WorkerRunner } from '../kit/worker-runner.ts'
import type { BoardData, SlidingJob, SlidingResult } from '../../src/solvers/sliding/jobs.ts'
import type { Board } from '../../src/solvers/sliding/index.ts'

export function slidingRunner(): WorkerRunner<SlidingJob, SlidingResult> {
  return new WorkerRunner<SlidingJob, SlidingResult>(
    () => new Worker(new URL('../../src/workers/sliding.worker.ts', import.meta.url), { type: 'module' }),
  )
}

export function boardData(board: Board): BoardData {
  return { width: board.width, height: board.height, tiles: Array.from(board.tiles) }
}
