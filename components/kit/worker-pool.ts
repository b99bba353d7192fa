// Several workers of the site's one worker entry, for one job spread over them (issue 33: the
// 15-puzzle's search split into subtrees, components/sliding/split-solve.ts). Each worker is a
// WorkerRunner of its own (started when first used, its jobs' progress, errors and cancel tokens as
// for one worker); the pool says which workers hold what their first job gave them (tables, which
// a worker keeps for its next jobs), gives up one worker's job without ending the worker
// (`abandon`), and ends them all on Cancel. The workers share no memory (only the sliding page is
// cross-origin isolated, and the pool works on any page): each holds its own copy, which is what
// the memory budget counts. The 12-cell census shares its table instead (census-split.ts).

import type { Jobs, RequestOf, ResultOf } from '../../src/solvers/contract.ts'
import type { WorkerName } from '../../src/solvers/registry.ts'
import {
  type JobOutcome,
  type JobProgress,
  type JobRunner,
  jobsRunner,
  jobsWorker,
  WorkerRunner,
} from './worker-runner.ts'

/**
 * How many workers: one a core, at most `cap`, and no more than `budgetBytes` holds when each
 * keeps `bytesEach`; at least one.
 */
export function poolSize(o: { cores: number; cap: number; bytesEach: number; budgetBytes: number }): number {
  const byMemory = o.bytesEach > 0 ? Math.floor(o.budgetBytes / o.bytesEach) : o.cap
  return Math.max(1, Math.min(Math.floor(o.cores) || 1, o.cap, byMemory))
}

/** The share of the device's memory a pool may fill with its copies. */
const MEMORY_SHARE = 1 / 16
/** The device's memory where the browser does not say (navigator.deviceMemory is Chromium's). */
const ASSUMED_GB = 4

/** This browser's cores (navigator.hardwareConcurrency, 1 where it does not say). */
export const browserCores = (): number =>
  (typeof navigator === 'undefined' ? 0 : navigator.hardwareConcurrency) || 1

/**
 * The memory a pool may fill on this browser: a sixteenth of navigator.deviceMemory (in GB,
 * rounded by the browser, Chromium's only; 4 GB where it is not said).
 */
export function browserMemoryBudget(): number {
  const nav = (typeof navigator === 'undefined' ? {} : navigator) as { deviceMemory?: number }
  const gb = nav.deviceMemory && nav.deviceMemory > 0 ? nav.deviceMemory : ASSUMED_GB
  return gb * 2 ** 30 * MEMORY_SHARE
}

/** `poolSize` on this browser: its cores and its memory budget (browserMemoryBudget). */
function browserPoolSize(bytesEach: number, cap = 4): number {
  return poolSize({ cores: browserCores(), cap, bytesEach, budgetBytes: browserMemoryBudget() })
}

export class WorkerPool<J extends Jobs = Jobs> {
  readonly size: number
  readonly #runners: WorkerRunner<J>[]
  /** loaded[i]: worker i holds what a job gave it, since it was started. */
  readonly #loaded: boolean[]

  constructor(size: number, runner: (index: number) => WorkerRunner<J>) {
    this.size = Math.max(1, size)
    this.#runners = Array.from({ length: this.size }, (_, i) => runner(i))
    this.#loaded = new Array<boolean>(this.size).fill(false)
  }

  /** True while any worker has a job in flight. */
  get busy(): boolean {
    return this.#runners.some((r) => r.busy)
  }

  /** Runs `req` on worker `index` (a job in flight there is superseded, and the worker ended). */
  async run<K extends keyof J & string>(
    index: number,
    req: RequestOf<J, K> & { kind: K },
    onProgress?: (p: JobProgress) => void,
  ): Promise<JobOutcome<ResultOf<J, K>>> {
    const outcome = await this.#runners[index].run(req, onProgress)
    // An error or a superseded job ended the worker (a cancelled one too, unless abandoned).
    if (outcome.status === 'error' || outcome.status === 'superseded') this.#loaded[index] = false
    return outcome
  }

  /** Whether worker `index` holds what a job gave it (tables): false again once it is ended. */
  loaded(index: number): boolean {
    return this.#loaded[index]
  }

  /** Notes that worker `index` now holds what its job gave it. */
  keep(index: number): void {
    this.#loaded[index] = true
  }

  /** Gives up worker `index`'s job and keeps the worker (WorkerRunner `abandon`). */
  abandon(index: number): void {
    if (!this.#runners[index].abandon()) this.#loaded[index] = false // ended: what it held went with it
  }

  /** Stops every job at once and ends every worker (their copies go with them). */
  cancel(): void {
    for (const r of this.#runners) {
      r.cancel()
      r.release() // the idle ones too: an abandoned job may still be running there
    }
    this.#loaded.fill(false)
  }

  /** Ends the idle workers, to give their memory back; the next job starts them again. */
  release(): void {
    this.#runners.forEach((r, i) => {
      if (r.busy) return
      r.release()
      this.#loaded[i] = false
    })
  }
}

type Settle = (outcome: JobOutcome<any>) => void

/**
 * The pool as one job of a SplitRunner sees it. Once the job is cancelled or superseded
 * (`current()` false) its runs resolve 'cancelled' at once and its abandons do nothing: what is
 * left of its coordination (promises still settling) cannot touch the next job's workers.
 */
export class JobPool<J extends Jobs> {
  readonly #pool: WorkerPool<J>
  readonly current: () => boolean

  constructor(pool: WorkerPool<J>, current: () => boolean) {
    this.#pool = pool
    this.current = current
  }

  get size(): number {
    return this.#pool.size
  }

  run<K extends keyof J & string>(
    index: number,
    req: RequestOf<J, K> & { kind: K },
    onProgress?: (p: JobProgress) => void,
  ): Promise<JobOutcome<ResultOf<J, K>>> {
    if (!this.current()) return Promise.resolve({ status: 'cancelled' })
    return this.#pool.run(index, req, onProgress)
  }

  abandon(index: number): void {
    if (this.current()) this.#pool.abandon(index)
  }

  keep(index: number): void {
    if (this.current()) this.#pool.keep(index)
  }

  loaded(index: number): boolean {
    return this.#pool.loaded(index)
  }
}

/**
 * A runner for a widget's jobs on a pool (issue 33): the jobs `split` takes are spread over the
 * workers by the subclass (the 15-puzzle's solve, Connect Four's exact solve), every other job
 * (and every job on a pool of one) goes to worker 0 unchanged, as on one worker. One job at a
 * time, as a WorkerRunner: a new run supersedes the job in hand, Cancel ends every worker at
 * once, and a worker's error ends them all (the others may be searching still) and says why. The
 * page never blocks: the subclass coordinates on messages.
 */
export abstract class SplitRunner<J extends Jobs> implements JobRunner<J> {
  readonly #pool: WorkerPool<J>
  #settle: Settle | null = null
  /** The job in hand's number: answers of an older one are dropped. */
  #job = 0

  constructor(pool: WorkerPool<J>) {
    this.#pool = pool
  }

  /** How many workers a long search runs on. */
  get workers(): number {
    return this.#pool.size
  }

  get busy(): boolean {
    return this.#settle !== null
  }

  /**
   * `req` spread over `pool` (this job's view of the pool: see JobPool), or null to run it on
   * worker 0 as it is.
   */
  protected abstract split(
    req: { kind: string },
    pool: JobPool<J>,
    onProgress?: (p: JobProgress) => void,
  ): Promise<JobOutcome<unknown>> | null

  run<K extends keyof J & string>(
    req: RequestOf<J, K> & { kind: K },
    onProgress?: (p: JobProgress) => void,
  ): Promise<JobOutcome<ResultOf<J, K>>> {
    if (this.#settle) this.#stop({ status: 'superseded' })
    const job = ++this.#job
    return new Promise((resolve) => {
      this.#settle = resolve as Settle
      const work =
        (this.#pool.size > 1
          ? this.split(req, new JobPool(this.#pool, () => job === this.#job), onProgress)
          : null) ?? this.#pool.run(0, req, onProgress)
      work.then(
        (outcome) => this.#finish(job, outcome),
        (error: unknown) =>
          this.#finish(job, {
            status: 'error',
            message: error instanceof Error && error.message ? error.message : String(error),
          }),
      )
    })
  }

  /** Stops the job at once: every worker ended; its promise resolves 'cancelled'. */
  cancel(): void {
    if (this.#settle) this.#stop({ status: 'cancelled' })
  }

  release(): void {
    if (!this.#settle) this.#pool.release()
  }

  #stop(outcome: JobOutcome<unknown>): void {
    this.#job++
    this.#pool.cancel()
    const settle = this.#settle
    this.#settle = null
    settle?.(outcome)
  }

  #finish(job: number, outcome: JobOutcome<any>): void {
    if (job !== this.#job || !this.#settle) return // cancelled or superseded meanwhile
    if (outcome.status === 'error') this.#pool.cancel() // the other workers may be searching still
    const settle = this.#settle
    this.#settle = null
    settle(outcome)
  }
}

/**
 * A widget's runner for the jobs named `name`: on as many workers as this browser's cores and
 * memory budget allow when each holds `bytesEach` (browserPoolSize), a SplitRunner (`split`) over
 * a pool of them; on one, the one worker every widget has (jobsRunner), exactly as before.
 */
export function splitRunner<J extends Jobs>(
  name: WorkerName,
  bytesEach: number,
  split: (pool: WorkerPool<J>) => SplitRunner<J>,
): { runner: JobRunner<J>; workers: number } {
  const workers = browserPoolSize(bytesEach)
  if (workers < 2) return { runner: jobsRunner<J>(name), workers }
  return { runner: split(new WorkerPool(workers, () => new WorkerRunner<J>(jobsWorker(name)))), workers }
}
