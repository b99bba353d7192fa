/**
 * For widgets whose code cell's Run drives a worker's jobs as well as the sandbox: the widget's
 * check made its cell's Run, a job's result or the kit's sentence for why there is none, and one
 * run with the cell's Stop cancelling the jobs too.
 */
import type { CellRun, CodeCell } from './code-cell.ts'
import { $ } from './dom.ts'
import type { JobOutcome } from './worker-runner.ts'
import { outcomeSentence } from './widget.ts'

/**
 * Makes `check` the Run of the code cell inside `host` and returns the cell. The cell's element
 * may be defined after the widget's (another script), so the hook waits for it.
 */
export function onCellRun(host: HTMLElement, check: (run: CellRun) => Promise<string>): CodeCell {
  const cell = $<CodeCell>(host, 'code-cell')
  const attach = (): void => {
    cell.onRun = check
  }
  if (customElements.get('code-cell')) attach()
  else void customElements.whenDefined('code-cell').then(attach)
  return cell
}

/** Thrown by `result` when a job did not finish: its message is the sentence for the cell's status. */
class JobStopped extends Error {}

/** The job's result; JobStopped with the kit's sentence when it was cancelled, superseded or failed. */
export async function result<T>(job: Promise<JobOutcome<T>>): Promise<T> {
  const outcome = await job
  if (outcome.status === 'done') return outcome.result
  throw new JobStopped(outcomeSentence(outcome) ?? 'Stopped.')
}

/** Runs `steps` for the cell's run; its Stop cancels `runner`'s job; a stopped job's sentence is the answer. */
export async function withJobs(
  runner: { cancel(): void },
  run: CellRun,
  steps: () => Promise<string>,
): Promise<string> {
  const cancel = (): void => runner.cancel()
  run.signal.addEventListener('abort', cancel)
  try {
    return await steps()
  } catch (err) {
    if (err instanceof JobStopped) return err.message
    throw err
  } finally {
    run.signal.removeEventListener('abort', cancel)
  }
}
