/**
 * One worker job from a widget: status while it runs, progress, and the three ways it can end
 * without a result (superseded, cancelled, failed) handled alike. Returns the result, or null
 * when there is nothing to show (the status already says why, including the parity reason).
 * Pattern databases the page already holds go along with the job, and new ones come back.
 */
import { setText } from '../kit/dom.ts'
import type { JobControls } from '../kit/job-controls.ts'
import type { WorkerRunner } from '../kit/worker-runner.ts'
import type { SlidingJob, SlidingResult } from '../../src/solvers/sliding/jobs.ts'
import { keepTables, tablesFor } from './tables.ts'

export type Done<K extends SlidingResult['kind']> = { result: Extract<SlidingResult, { kind: K }>; elapsedMs: number }

export async function runJob<K extends SlidingJob['kind']>(
  runner: WorkerRunner<SlidingJob, SlidingResult>,
  controls: JobControls,
  status: HTMLElement,
  job: Extract<SlidingJob, { kind: K }>,
  busy: string,
): Promise<Done<K> | null> {
  setText(status, busy)
  controls.start()
  const withTables = 'goal' in job && 'start' in job ? { ...job, pdb: tablesFor(job.goal) } : job
  const outcome = await runner.run(withTables, (p) => controls.progress(p))
  if (outcome.status === 'done' && 'pdb' in outcome.result) keepTables(outcome.result.pdb)
  if (outcome.status === 'superseded') return null
  controls.stop()
  if (outcome.status === 'cancelled') { setText(status, 'Cancelled. The search stopped at once.'); return null }
  if (outcome.status === 'error') { setText(status, `The search failed: ${outcome.message}`); return null }
  const result = outcome.result as Extract<SlidingResult, { kind: K }>
  if (result.kind !== job.kind) return null
  if ('reason' in result && result.reason) { setText(status, result.reason); return null }
  return { result, elapsedMs: outcome.elapsedMs }
}
