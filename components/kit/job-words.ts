/** What the shell says when a job ends without a result (DOM-free, unit-tested). */
import type { JobOutcome } from './worker-runner.ts'

const trimEnd = (message: string): string => message.replace(/[.\s]+$/, '')

/** One sentence for each way a job can end without a result. */
export const JOB_WORDS = {
  cancelled: 'Cancelled: the search was stopped before it finished.',
  superseded: 'Stopped: a newer request replaced this one.',
  /** A setting the job depends on changed while it ran: its result would belong to the old setting. */
  settingChanged: 'Stopped: a setting changed while the search ran; run it again for the new setting.',
  badDraft:
    'Nothing ran: the text in the position box has an error (said under it). Fix it and press Set or Enter first.',
  failed: (message: string): string => `The solver failed: ${trimEnd(message)}.`,
  /** The search stopped at the page's budget; its message says how far it got. */
  gaveUp: (message: string): string =>
    `${trimEnd(message)}. The page stops searches there so the tab stays responsive; the command line can go further.`,
} as const

/** The sentence for an outcome without a result, or null for 'done'. */
export function outcomeSentence(outcome: JobOutcome<unknown>): string | null {
  if (outcome.status === 'cancelled') return JOB_WORDS.cancelled
  if (outcome.status === 'superseded') return JOB_WORDS.superseded
  if (outcome.status === 'error')
    return outcome.name === 'BudgetError'
      ? JOB_WORDS.gaveUp(outcome.message)
      : JOB_WORDS.failed(outcome.message)
  return null
}
