// The worker side of the widget kit: a worker is one line, `serve(puzzle.jobs)`.
// Page → worker: `{ id, req }`, where `req.kind` names the job. Worker → page: progress
// (throttled to one per 100 ms), then exactly one `done` or `error` for that id. A new request
// aborts the previous one (the page usually terminates the worker instead, because a synchronous
// solver cannot hear messages until it returns).

import type { JobContext, Jobs, Progress } from '../solvers/contract.ts'

export type { JobContext }

export interface JobRequest<Req> { id: number; req: Req }

export type ProgressMessage = {
  id: number; type: 'progress'; explored: number; depth?: number; note?: string; elapsedMs: number
}
export type DoneMessage<Res> = { id: number; type: 'done'; result: Res; elapsedMs: number }
/** `name` is the error's name when it says something (BudgetError: the search gave up at its budget). */
export type ErrorMessage = { id: number; type: 'error'; message: string; name?: string }
export type JobMessage<Res> = ProgressMessage | DoneMessage<Res> | ErrorMessage

export type Handler<Req, Res> = (req: Req, ctx: JobContext) => Res | Promise<Res>
export type Post = (msg: JobMessage<unknown>, transfer: Transferable[]) => void

export const PROGRESS_INTERVAL_MS = 100

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
  return msg
}

/** A context whose `progress` posts at most once per interval; the check is one clock read. */
function jobContext(id: number, start: number, signal: AbortSignal, post: Post, now: () => number): JobContext {
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
): (msg: JobRequest<Req>) => Promise<void> {
  let current: AbortController | null = null
  return async ({ id, req }) => {
    current?.abort()
    const controller = new AbortController()
    current = controller
    const start = now()
    try {
      const result = await handler(req, jobContext(id, start, controller.signal, post, now))
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
    if (!job) throw new Error(`This worker has no job "${String(req?.kind)}" (it has ${Object.keys(jobs).join(', ')}).`)
    return job(req, ctx)
  }
}

/**
 * Answer `{ id, req }` messages on `self` with the puzzle's jobs; `transfer` lists a result's
 * buffers to move instead of copy (leave it out when the worker keeps using them).
 */
export function serve(jobs: Jobs, transfer?: (res: any) => Transferable[]): void {
  const handler = dispatch(jobs)
  const scope = self as unknown as WorkerScope
  const post: Post = (msg, list) => {
    try {
      scope.postMessage(msg, { transfer: list })
    } catch (err) {
      scope.postMessage({ id: msg.id, type: 'error', message: 'The result could not be sent: ' + errorMessage(err) })
    }
  }
  const onRequest = createHost(handler, post, transfer)
  scope.addEventListener('message', (e) => { void onRequest(e.data as JobRequest<{ kind: string }>) })
}
