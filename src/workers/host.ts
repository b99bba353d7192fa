// The worker side of the widget kit: the one worker entry (jobs.worker.ts) is `serve(its jobs module)`.
// Page → worker: `{ id, req, cancel }`, where `req.kind` names the job. Worker → page: progress
// (throttled to one per 100 ms), then exactly one `done` or `error` for that id. A new request
// aborts the previous one.
//
// Cancel. A synchronous solver cannot hear messages until it returns, and the page's
// `worker.terminate()` does not stop a worker busy in script at once: Chromium lets it run for up
// to two seconds before it stops it by force. So every request carries `cancel`, a blob: URL the
// page revokes when it cancels or supersedes the job; while the job runs, its signal's `aborted`
// reads that URL with a synchronous request at most every CANCEL_POLL_MS (about a millisecond
// each, so a few per cent of a long job's time) and aborts once it is gone. The solver then stops
// at its next check (house rule: within ~50 ms), the worker goes back to its event loop, and the
// termination ends it: the CPU is free within ~100 ms of the click. (A SharedArrayBuffer flag
// would be cheaper but needs a cross-origin-isolated page, which a static host cannot promise.)

import type { JobContext, Jobs, Progress } from '../solvers/contract.ts'
import type { JobsModule } from '../solvers/registry.ts'

export type { JobContext }

/**
 * `cancel`: the job's cancel token (a blob: URL, revoked to cancel); `alive`: a token the page never
 * revokes while the worker lives, read once at the job's first check: if even it cannot be read
 * (a host whose policy forbids the request) the job does not poll, rather than cancel itself.
 */
export interface JobRequest<Req> {
  id: number
  req: Req
  cancel?: string
  alive?: string
}

export type ProgressMessage = {
  id: number
  type: 'progress'
  explored: number
  depth?: number
  note?: string
  download?: Progress['download']
  elapsedMs: number
}
export type DoneMessage<Res> = { id: number; type: 'done'; result: Res; elapsedMs: number }
/** `name` is the error's name when it says something (BudgetError: the search gave up at its budget). */
export type ErrorMessage = { id: number; type: 'error'; message: string; name?: string }
export type JobMessage<Res> = ProgressMessage | DoneMessage<Res> | ErrorMessage

export type Handler<Req, Res> = (req: Req, ctx: JobContext) => Res | Promise<Res>
export type Post = (msg: JobMessage<unknown>, transfer: Transferable[]) => void

export const PROGRESS_INTERVAL_MS = 100
/** How often a running job asks whether its cancel URL is still there. */
export const CANCEL_POLL_MS = 30

/** True while `url` can be read: a synchronous request, which fails once the page revoked it. */
export type CancelProbe = (url: string) => boolean

/** The browser's probe (a worker's synchronous XMLHttpRequest); null where there is none (Node). */
export const xhrProbe: CancelProbe | null =
  typeof XMLHttpRequest === 'undefined'
    ? null
    : (url) => {
        try {
          const xhr = new XMLHttpRequest()
          xhr.open('GET', url, false)
          xhr.send()
          return true
        } catch {
          return false
        }
      }

/**
 * The job's signal: `controller.signal`, whose `aborted` also polls the cancel URL (at most every
 * CANCEL_POLL_MS, on the reads the solver makes anyway) and aborts the controller once it is gone.
 */
function pollingSignal(
  controller: AbortController,
  url: string | undefined,
  alive: string | undefined,
  probe: CancelProbe | null,
  now: () => number,
): AbortSignal {
  const signal = controller.signal
  if (!url || !alive || !probe) return signal
  let last = now()
  let polling: boolean | null = null // unknown until the first check reads `alive`
  return new Proxy(signal, {
    get(target, prop) {
      if (prop === 'aborted') {
        if (polling === null) polling = probe(alive) // once: can this worker read its tokens at all?
        if (polling && !target.aborted) {
          const t = now()
          if (t - last >= CANCEL_POLL_MS) {
            last = t
            if (!probe(url)) controller.abort()
          }
        }
        return target.aborted
      }
      const value: unknown = Reflect.get(target, prop, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** The readable text of anything thrown; never empty. */
export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message || err.name || 'The solver failed.'
  if (typeof err === 'string' && err) return err
  return 'The solver failed: ' + String(err)
}

function progressMessage(id: number, p: Progress, elapsedMs: number): ProgressMessage {
  const msg: ProgressMessage = { id, type: 'progress', explored: p.explored, elapsedMs }
  if (p.depth !== undefined) msg.depth = p.depth
  if (p.note !== undefined) msg.note = p.note
  if (p.download !== undefined) msg.download = p.download
  return msg
}

/** A context whose `progress` posts at most once per interval; the check is one clock read. */
function jobContext(
  id: number,
  start: number,
  signal: AbortSignal,
  post: Post,
  now: () => number,
): JobContext {
  let last = start
  return {
    signal,
    onProgress(p) {
      const t = now()
      if (t - last < PROGRESS_INTERVAL_MS) return
      last = t
      post(progressMessage(id, p, t - start), [])
    },
  }
}

/**
 * The message handling of `serve`, without `self`: returns the function to call with each
 * request. `post` sends a message; `now` is the clock (performance.now in a worker).
 */
export function createHost<Req, Res>(
  handler: Handler<Req, Res>,
  post: Post,
  transfer?: (res: Res) => Transferable[],
  now: () => number = () => performance.now(),
  probe: CancelProbe | null = xhrProbe,
): (msg: JobRequest<Req>) => Promise<void> {
  let current: AbortController | null = null
  return async ({ id, req, cancel, alive }) => {
    current?.abort()
    const controller = new AbortController()
    current = controller
    const start = now()
    try {
      const result = await handler(
        req,
        jobContext(id, start, pollingSignal(controller, cancel, alive, probe, now), post, now),
      )
      post({ id, type: 'done', result, elapsedMs: now() - start }, transfer ? transfer(result) : [])
    } catch (err) {
      const name = err instanceof Error && err.name === 'BudgetError' ? { name: err.name } : {}
      post({ id, type: 'error', message: errorMessage(err), ...name }, [])
    } finally {
      if (current === controller) current = null
    }
  }
}

interface WorkerScope {
  postMessage(msg: unknown, options?: { transfer?: Transferable[] }): void
  addEventListener(type: 'message', listener: (e: MessageEvent) => void): void
}

/** One handler for a puzzle's jobs: runs `jobs[req.kind]`; an unknown kind is an error, not a hang. */
export function dispatch(jobs: Jobs): Handler<{ kind: string }, unknown> {
  return (req, ctx) => {
    const job = Object.hasOwn(jobs, req?.kind) ? jobs[req.kind] : undefined
    if (!job)
      throw new Error(
        `This worker has no job "${String(req?.kind)}" (it has ${Object.keys(jobs).join(', ')}).`,
      )
    return job(req, ctx)
  }
}

/**
 * Answer `{ id, req }` messages on `self` with the jobs of `module`, as it loads (src/workers/
 * jobs.worker.ts passes the module its page asked for): requests that arrive meanwhile wait for it,
 * and a module that cannot load answers each request with the reason. The module's `transferOf`
 * lists a result's buffers to move instead of copy.
 */
export function serve(module: Promise<JobsModule>): void {
  let transferOf: JobsModule['transferOf']
  const handler = module.then((m) => {
    transferOf = m.transferOf
    return dispatch(m.jobs)
  })
  handler.catch(() => {}) // each request reports it
  const scope = self as unknown as WorkerScope
  const post: Post = (msg, list) => {
    try {
      scope.postMessage(msg, { transfer: list })
    } catch (err) {
      scope.postMessage({
        id: msg.id,
        type: 'error',
        message: 'The result could not be sent: ' + errorMessage(err),
      })
    }
  }
  const onRequest = createHost<{ kind: string }, unknown>(
    async (req, ctx) => (await handler)(req, ctx),
    post,
    (result) => transferOf?.(result) ?? [],
  )
  scope.addEventListener('message', (e) => {
    void onRequest(e.data as JobRequest<{ kind: string }>)
  })
}
