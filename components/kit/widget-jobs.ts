/**
 * A widget's worker jobs, one part of the widget shell: one job at a time with the progress box
 * (`[data-job]`, Cancel), its outcome said in one wording (job-words.ts). A job is keyed by the
 * position's version and every control marked `data-setting` (a menu, a number box, a radio
 * group): a change of either stops the job in flight (the worker is ended, so the CPU is free at
 * once), and a result that no longer belongs to what the reader sees is dropped, checked by the
 * version and the settings' values at the start, not by timing.
 */
import type { Jobs, RequestOf, ResultOf } from '../../src/solvers/contract.ts'
import { bindJobControls, type JobControls } from './job-controls.ts'
import { JOB_WORDS, outcomeSentence } from './job-words.ts'
import type { JobOutcome, JobProgress, JobRunner } from './worker-runner.ts'

/** The values of every `data-setting` control in `root`, as one string (part of a job's key). */
function settingsKey(root: HTMLElement): string {
  const values: string[] = []
  for (const el of root.querySelectorAll<HTMLElement>('[data-setting]')) {
    const controls = el.matches('input, select, textarea')
      ? [el]
      : [...el.querySelectorAll<HTMLElement>('input, select, textarea')]
    for (const c of controls) {
      if (c instanceof HTMLInputElement && (c.type === 'radio' || c.type === 'checkbox'))
        values.push(c.checked ? c.value || 'on' : '')
      else values.push((c as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement).value)
    }
  }
  return JSON.stringify(values)
}

export class WidgetJobs<J extends Jobs> {
  /** The version of the position; a result computed at an older version is stale. */
  version = 0
  /** How the last job ended. */
  lastOutcome: JobOutcome<unknown>['status'] | null = null
  readonly #root: HTMLElement
  readonly #runner: () => JobRunner<J> | null
  readonly #say: (text: string) => void
  readonly #controls: JobControls | null
  /** The settings a job was started with (null: none since the last change). */
  #runKey: string | null = null

  constructor(root: HTMLElement, runner: () => JobRunner<J> | null, say: (text: string) => void) {
    this.#root = root
    this.#runner = runner
    this.#say = say
    const job = root.querySelector<HTMLElement>('[data-job]')
    this.#controls = job ? bindJobControls(job, { cancel: () => this.#runner()?.cancel() }) : null
    // `input` as a setting is typed, `change` when it is committed.
    root.addEventListener('input', (e) => this.#onSetting(e))
    root.addEventListener('change', (e) => this.#onSetting(e))
  }

  /** Runs one job; null when there is nothing to show (the status says why, or a newer position's stands). */
  async run<K extends keyof J & string>(
    req: RequestOf<J, K> & { kind: K },
    busy: string,
  ): Promise<{ result: ResultOf<J, K>; elapsedMs: number } | null> {
    const runner = this.#runner()
    if (!runner) throw new Error(`<${this.#root.localName}> has no runner.`)
    const version = this.version // a newer run supersedes this one in the runner
    const key = settingsKey(this.#root)
    this.#runKey = key
    this.#say(busy)
    this.#controls?.start()
    const outcome = await runner.run(req, (p: JobProgress) => this.#controls?.progress(p))
    // Stale: the position or a setting changed while it ran (or a newer run superseded it).
    if (version !== this.version || key !== settingsKey(this.#root) || outcome.status === 'superseded')
      return null
    this.#controls?.stop()
    this.lastOutcome = outcome.status
    const sentence = outcomeSentence(outcome)
    if (sentence !== null || outcome.status !== 'done') {
      this.#say(sentence ?? '')
      return null
    }
    return { result: outcome.result, elapsedMs: outcome.elapsedMs }
  }

  /** Makes every job in flight stale and ends it; true when one was running. */
  stop(): boolean {
    this.version++
    this.#runKey = null
    const runner = this.#runner()
    const busy = runner?.busy ?? false
    if (busy) runner!.cancel()
    this.#controls?.stop()
    return busy
  }

  #onSetting(e: Event): void {
    if (!(e.target instanceof Element) || !e.target.closest('[data-setting]')) return
    if (settingsKey(this.#root) === this.#runKey) return // the same values: nothing changed
    if (this.stop()) this.#say(JOB_WORDS.settingChanged)
  }
}
