/**
 * <code-exercise>: a notebook's code exercise around the kit's code cell. Check is three steps,
 * each stopped by the cell's Stop:
 *   1. the judge worker (src/solvers/exercise-jobs.ts) lists the exercise's inputs, as chunks
 *      of JSON text;
 *   2. the cell's sandbox (sandbox.ts, `apply` mode) calls the reader's function on each and
 *      hands back the raw values, as JSON text a slice at a time, with progress;
 *   3. the judge worker judges every value against its input and answers with the verdict.
 * The page's main thread only passes strings along, so it never freezes; no verdict comes from
 * the reader's own worker. The model answer is hidden in class mode.
 */
import { $ } from './dom.ts'
import { runSandbox, sandboxSentence } from './sandbox.ts'
import { loadingSentence } from './download.ts'
import type { CellRun } from './code-cell.ts'
import { jobsRunner } from './worker-runner.ts'
import { onCellRun, result, withJobs } from './cell-jobs.ts'
import { isClassMode } from './url-state.ts'
import { onClassMode } from './exercise.ts'
import { verdictSentence } from '../../src/solvers/exercise-data.ts'
import type { ExerciseJobs } from '../../src/solvers/exercise-jobs.ts'

const fmt = (n: number): string => n.toLocaleString('en-US')

export class CodeExerciseElement extends HTMLElement {
  #runner = jobsRunner<ExerciseJobs>('judge')
  #inputs: { count: number; chunks: string[] } | null = null

  get #which(): { puzzle: string; exercise: string } {
    return { puzzle: this.dataset.puzzle ?? '', exercise: this.dataset.exercise ?? '' }
  }

  connectedCallback(): void {
    onCellRun(this, (run) => this.#check(run))
    this.#classMode(isClassMode())
    onClassMode((on) => this.#classMode(on))
  }

  #classMode(on: boolean): void {
    const model = $<HTMLDetailsElement>(this, '[data-model]')
    model.hidden = on
    if (on) model.open = false
    $(this, '[data-class-note]').hidden = !on
  }

  #check(run: CellRun): Promise<string> {
    return withJobs(this.#runner, run, () => this.#steps(run))
  }

  async #steps(run: CellRun): Promise<string> {
    const scope = this.dataset.scope ?? ''
    run.say('Listing the inputs…')
    this.#inputs ??= await result(this.#runner.run({ kind: 'inputs', ...this.#which }))
    const { count, chunks } = this.#inputs
    const limit = `stopped after ${run.timeLimitMs / 1000} s`
    run.say(`Running your function on ${fmt(count)} inputs (${limit})…`)
    const t0 = performance.now()
    const out = await runSandbox(
      run.js,
      { mode: 'apply', chunks },
      {
        timeLimitMs: run.timeLimitMs,
        signal: run.signal,
        language: run.language,
        name: run.language === 'python' ? (this.dataset.pythonName ?? 'f') : 'f',
        onLoading: (done, total) => run.say(loadingSentence('Python', done, total)),
        onProgress: (done) =>
          run.say(`Running your function: ${fmt(done)} of ${fmt(count)} inputs (${limit})…`),
      },
    )
    if (out.status === 'bad-value')
      return `Your function returned ${out.what} for input ${fmt(out.index + 1)}: return plain data (numbers, strings, booleans, arrays, objects).`
    if (out.status === 'error' && out.index !== null)
      return `${sandboxSentence(out)} (It threw on input ${fmt(out.index + 1)} of ${fmt(count)}.)`
    if (out.status !== 'values') return sandboxSentence(out) ?? 'Your code returned nothing to check.'
    run.say(`Judging ${fmt(count)} answers…`)
    const verdict = await result(
      this.#runner.run({ kind: 'judge', ...this.#which, values: out.chunks }, (p) =>
        run.say(`Judging: ${p.note ?? ''}…`),
      ),
    )
    const ms = performance.now() - t0
    this.dataset.checkMs = String(Math.round(ms))
    this.dataset.wrong = String(verdict.wrong)
    return `${verdictSentence(scope, verdict)} (${(ms / 1000).toFixed(1)} s)`
  }
}

if (!customElements.get('code-exercise')) customElements.define('code-exercise', CodeExerciseElement)
