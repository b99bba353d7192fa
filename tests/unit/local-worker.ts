// A Worker in this process, for the kit's pools (components/kit/worker-pool.ts) in unit tests: the
// real worker host (src/workers/host.ts) with a notebook's jobs, messages cloned and delivered on
// later turns (after `delay()` ms each, in order, so that a pool's workers answer in any order), cancel
// tokens read from a set of revoked ones. `fail(req)` makes the worker fail on that request as a
// crashed worker does (an `error` event).
import { WorkerPool } from '../../components/kit/worker-pool.ts'
import { WorkerRunner } from '../../components/kit/worker-runner.ts'
import type { Jobs } from '../../src/solvers/contract.ts'
import { createHost, dispatch } from '../../src/workers/host.ts'

type Options = { fail?: (req: { kind: string }) => boolean; delay?: () => number }

export class LocalWorker {
  terminated = false
  readonly #listeners = new Map<string, ((e: unknown) => void)[]>()
  readonly #host: (msg: any) => Promise<void>
  readonly #fail: (req: { kind: string }) => boolean
  readonly #delay: () => number
  /** When the last message sent is delivered. */
  #next = 0
  /** The messages sent and not yet delivered, oldest first. */
  readonly #outbox: unknown[] = []

  constructor(jobs: Jobs, revoked: Set<string>, { fail = () => false, delay = () => 0 }: Options = {}) {
    this.#fail = fail
    this.#delay = delay
    this.#host = createHost(
      dispatch(jobs),
      (msg) => {
        // In order, as a worker's messages are: each no sooner than the one before. Timers due
        // within the same millisecond can fire in either order (Node counts whole milliseconds),
        // so each timer delivers the oldest message not yet delivered, not its own.
        const now = performance.now()
        this.#next = Math.max(this.#next, now + this.#delay())
        this.#outbox.push(structuredClone(msg))
        setTimeout(() => {
          const data = this.#outbox.shift()
          if (!this.terminated) this.#emit('message', { data })
        }, this.#next - now)
      },
      undefined,
      () => performance.now(),
      (url) => !revoked.has(url),
    )
  }

  postMessage(msg: any): void {
    const copy = structuredClone(msg)
    setTimeout(() => {
      if (this.terminated) return
      if (this.#fail(copy.req))
        return this.#emit('error', { message: 'Uncaught RangeError: out of memory', preventDefault() {} })
      void this.#host(copy)
    })
  }

  terminate(): void {
    this.terminated = true
  }

  addEventListener(type: string, fn: (e: unknown) => void): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), fn])
  }

  #emit(type: string, e: unknown): void {
    for (const fn of this.#listeners.get(type) ?? []) fn(e)
  }
}

/** A pool of `size` in-process workers running `jobs`, and every worker it started. */
export function localPool<J extends Jobs>(
  jobs: J,
  size: number,
  options: Options = {},
): { pool: WorkerPool<J>; workers: LocalWorker[] } {
  const revoked = new Set<string>()
  let n = 0
  const tokens = { create: () => `token-${++n}`, revoke: (t: string) => void revoked.add(t) }
  const workers: LocalWorker[] = []
  const pool = new WorkerPool<J>(
    size,
    () =>
      new WorkerRunner<J>(() => {
        const w = new LocalWorker(jobs, revoked, options)
        workers.push(w)
        return w as unknown as Worker
      }, tokens),
  )
  return { pool, workers }
}
