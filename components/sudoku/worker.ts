/** A runner for the Sudoku worker; each widget gets its own, so their jobs never supersede each other. */
import { WorkerRunner } from '../kit/worker-runner.ts'
import type { SudokuJobs } from '../../src/solvers/sudoku/jobs.ts'

export function sudokuRunner(): WorkerRunner<SudokuJobs> {
  return new WorkerRunner<SudokuJobs>(
    () => new Worker(new URL('../../src/workers/sudoku.worker.ts', import.meta.url), { type: 'module' }),
  )
}
