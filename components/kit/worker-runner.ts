// The page side of the widget kit: runs one job at a time in a lazily created worker.
// The latest input wins: a new run (or Cancel) revokes the job's cancel token and terminates the
// worker; the next run spawns a fresh one. A synchronous solver cannot hear messages, and
// Chromium lets a worker busy in script run for up to two seconds after terminate(), so the
// token is how the CPU comes back at once: the job polls it through its signal and stops
// (src/workers/host.ts). Tables worth keeping across workers (the 15-puzzle's pattern databases)
// live on the page and in the Cache API, never only in a worker.

import type { JobMessage, JobRequest } from '../../src/workers/host.ts'
import type { Jobs, Progress, RequestOf, ResultOf } from '../../src/solvers/contract.ts'
import type { WorkerName } from '../../src/solvers/registry.ts'

export interface JobProgress extends Progress {
  elapsedMs: number
}

export type JobOutcome<Res> =
  | { status: 'done'; result: Res; elapsedMs: number }
  | { status: 'error'; message: string; name?: string }
  | { status: 'cancelled' }
  | { status: 'superseded' }

type Settle<Res> = (outcome: JobOutcome<Res>) => void
type Job<Res> = { id: number; settle: Settle<Res>; onProgress: ((p: JobProgress) => void) | undefined }

/** Job ids and outcomes, without any worker: at most one open job; stale ids are ignored. */
export class JobLedger<Res> {
  #nextId = 1
  #job: Job<Res> | null = null

  get busy(): boolean {
    return this.#job !== null
  }
  get currentId(): number | null {
    return this.#job ? this.#job.id : null
  }

  /** Opens a job and returns its id; an open job must be settled first. */
  open(settle: Settle<Res>, onProgress?: (p: JobProgress) => void): number {
    if (this.#job) throw new Error(`Job ${this.#job.id} is still open.`)
    const id = this.#nextId++
    this.#job = { id, settle, onProgress }
    return id
  }

  /** Settles the open job (if any) with `outcome`. */
  settle(outcome: JobOutcome<Res>): void {
    const job = this.#job
    this.#job = null
    job?.settle(outcome)
  }

  /** Applies a worker message; returns false when it belongs to no open job. */
  receive(msg: JobMessage<Res>): boolean {
    const job = this.#job
    if (!job || !msg || msg.id !== job.id) return false
    if (msg.type === 'progress') job.onProgress?.(toProgress(msg))
    else if (msg.type === 'done')
      this.settle({ status: 'done', result: msg.result, elapsedMs: msg.elapsedMs })
    else
      this.settle(
        msg.name
          ? { status: 'error', message: msg.message, name: msg.name }
          : { status: 'error', message: msg.message },
      )
    return true
  }
}

function toProgress(msg: Progress & { elapsedMs: number }): JobProgress {
  const p: JobProgress = { explored: msg.explored, elapsedMs: msg.elapsedMs }
  if (msg.depth !== undefined) p.depth = msg.depth
  if (msg.note !== undefined) p.note = msg.note
  if (msg.download !== undefined) p.download = msg.download
  return p
}

/** A readable sentence for a worker's `error` event (an uncaught error or a failed load). */
export function workerErrorMessage(e: Event): string {
  const text = (e as ErrorEvent).message
  if (typeof text === 'string' && text)
    return 'The solver stopped: ' + text.replace(/^Uncaught (\w*Error: )?/, '')
  return 'The solver could not start or stopped unexpectedly.'
}

export const MESSAGE_ERROR = "The solver's answer could not be read."

/** Cancel tokens: something a busy worker can read synchronously and the page can take away. */
export interface CancelTokens {
  create(): string
  revoke(token: string): void
}

/** The browser's tokens: an empty blob's URL, revoked to cancel (null where blobs are missing). */
const blobTokens: CancelTokens | null =
  typeof URL?.createObjectURL === 'function' && typeof Blob === 'function'
    ? { create: () => URL.createObjectURL(new Blob([''])), revoke: (url) => URL.revokeObjectURL(url) }
    : null

/**
 * Runs a puzzle's jobs (`J`, the `jobs` of its description) in a worker: `run({ kind, … })`
 * resolves with the result type of that kind.
 */
export class WorkerRunner<J extends Jobs = Jobs> {
  #factory: () => Worker
  #worker: Worker | null = null
  #jobs = new JobLedger<any>()
  #disposed = false
  #tokens: CancelTokens | null
  /** The cancel token of the job in flight. */
  #token: string | null = null
  /** A token never revoked while this runner lives: the worker's check that its reads work at all. */
  #alive: string | null = null

  constructor(factory: () => Worker, tokens: CancelTokens | null = blobTokens) {
    this.#factory = factory
    this.#tokens = tokens
  }

  get busy(): boolean {
    return this.#jobs.busy
  }

  /** Runs `req`; a job already in flight is terminated and resolves 'superseded'. */
  run<K extends keyof J & string>(
    req: RequestOf<J, K> & { kind: K },
    onProgress?: (p: JobProgress) => void,
  ): Promise<JobOutcome<ResultOf<J, K>>> {
    if (this.#jobs.busy) this.#stop({ status: 'superseded' })
    return new Promise((resolve) => {
      if (this.#disposed) return resolve({ status: 'error', message: 'This solver has been shut down.' })
      const token = this.#tokens?.create() ?? null
      this.#token = token
      if (token !== null && this.#alive === null) this.#alive = this.#tokens!.create()
      const id = this.#jobs.open((outcome) => {
        this.#revoke(token)
        resolve(outcome)
      }, onProgress)
      try {
        const message: JobRequest<RequestOf<J, K>> =
          token === null || this.#alive === null
            ? { id, req }
            : { id, req, cancel: token, alive: this.#alive }
        this.#spawn().postMessage(message)
      } catch (err) {
        this.#stop({
          status: 'error',
          message: err instanceof Error && err.message ? err.message : String(err),
        })
      }
    })
  }

  /** Stops the job in flight at once; its promise resolves 'cancelled'. */
  cancel(): void {
    if (this.#jobs.busy) this.#stop({ status: 'cancelled' })
  }

  /**
   * Gives up the job in flight but keeps the worker: its cancel token is revoked, so the worker
   * stops the job at its next check and is free for the next run (which waits in its queue till
   * then), with what it holds (a pool's tables). The job's promise resolves 'cancelled' now; what
   * the worker still sends for it is ignored. Without tokens (no blobs) it ends the worker instead.
   * Returns false when the worker was ended.
   */
  abandon(): boolean {
    if (!this.#jobs.busy) return true
    if (this.#token === null) {
      this.cancel()
      return false
    }
    this.#revoke(this.#token)
    this.#jobs.settle({ status: 'cancelled' })
    return true
  }

  /**
   * Ends the worker when no job is in flight, so the memory a big job left behind goes back to
   * the system now rather than at the worker's next collection; the next run starts a new worker.
   */
  release(): void {
    if (!this.#jobs.busy) this.#terminate()
  }

  /** Cancels any job and terminates the worker for good. */
  dispose(): void {
    this.cancel()
    this.#terminate()
    this.#disposed = true
    if (this.#alive !== null) this.#tokens?.revoke(this.#alive)
    this.#alive = null
  }

  #stop(outcome: JobOutcome<unknown>): void {
    this.#revoke(this.#token) // first: the busy worker stops itself at its next check
    this.#terminate()
    this.#jobs.settle(outcome)
  }

  /** Revokes `token` if it is still the job in flight's (each token is revoked once). */
  #revoke(token: string | null): void {
    if (token === null || token !== this.#token) return
    this.#token = null
    this.#tokens?.revoke(token)
  }

  #terminate(): void {
    this.#worker?.terminate()
    this.#worker = null
  }

  #spawn(): Worker {
    if (this.#worker) return this.#worker
    const worker = this.#factory()
    const mine = (): boolean => worker === this.#worker
    worker.addEventListener('message', (e: MessageEvent) => {
      if (mine()) this.#jobs.receive(e.data)
    })
    worker.addEventListener('error', (e: Event) => {
      e.preventDefault()
      if (mine()) this.#stop({ status: 'error', message: workerErrorMessage(e) })
    })
    worker.addEventListener('messageerror', () => {
      if (mine()) this.#stop({ status: 'error', message: MESSAGE_ERROR })
    })
    this.#worker = worker
    return worker
  }
}

/** What a widget needs of a runner (a `WorkerRunner`, or one that spreads a job over several: worker-pool.ts). */
export type JobRunner<J extends Jobs = Jobs> = Pick<WorkerRunner<J>, 'busy' | 'run' | 'cancel' | 'release'>

/** The worker entry's factory for the jobs named `name` (see `jobsRunner`). */
export function jobsWorker(name: WorkerName): () => Worker {
  return () =>
    new Worker(new URL('../../src/workers/jobs.worker.ts', import.meta.url), { type: 'module', name })
}

/**
 * A runner for the jobs named `name` (a notebook's folder in src/solvers/registry.ts, or `judge` for
 * the code exercises) in the site's one worker entry, which loads only those jobs. Each widget gets
 * its own runner, so their jobs never supersede each other. `J` is the widget's jobs type.
 */
export function jobsRunner<J extends Jobs>(name: WorkerName): WorkerRunner<J> {
  return new WorkerRunner<J>(jobsWorker(name))
}
