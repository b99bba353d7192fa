/**
 * The Rubik's Clock jobs: the long work the site's worker runs (src/workers/jobs.worker.ts), which
 * the CLI, tests and widgets can also call directly.
 *
 *   optimal  the fewest moves for one position (14 dials, hours past 12, 0..11), with the proof
 *            as the search closed in; the best length so far and the lower bound travel in the
 *            progress note ("best so far 10 moves · lower bound 9"). `metric` says how moves are
 *            counted: 'move' (each move 1, the default) or 'hour' (a turn of t hours costs
 *            min(t, 12 − t)); see optimal.ts.
 *   sample   `count` random positions solved optimally; `lengths[k]` of them need k moves. The
 *            page asks in small batches, so its table fills in as it goes and Cancel keeps them.
 */
import { throwIfAborted, type JobContext } from '../contract.ts'
import { randomDials } from './model.ts'
import { solveOptimal, type Metric, type OptimalResult, type SearchProgress } from './optimal.ts'

export type OptimalRequest = { kind: 'optimal'; dials: number[]; metric?: Metric }
/** `bounds`: best length found and lower bound proved, as the search closed in (see optimal.ts). */
export type OptimalAnswer = Omit<OptimalResult, 'amounts'> & { kind: 'optimal'; amounts: number[] }
/** `before` and `total` only shape the progress ("35 of 1000 solved") when the page asks in batches. */
export type SampleRequest = {
  kind: 'sample'
  count: number
  before?: number
  total?: number
  metric?: Metric
}
export type SampleAnswer = { kind: 'sample'; lengths: number[]; solved: number }

/** The solver's progress as the page shows it: explored corner effects, best and bound. */
export function progressNote(p: SearchProgress, metric: Metric = 'move'): string {
  if (p.lowerBound === undefined) return p.phase === 'front' ? 'front table built' : 'back table built'
  const unit = metric === 'hour' ? 'hours' : 'moves'
  const best = p.best !== undefined && p.best < 255 ? `best so far ${p.best} ${unit}` : 'no solution yet'
  return `${best} · lower bound ${p.lowerBound}`
}

export function optimal(req: OptimalRequest, ctx: JobContext): OptimalAnswer {
  const metric = req.metric ?? 'move'
  const r = solveOptimal(Uint8Array.from(req.dials), {
    signal: ctx.signal,
    metric,
    onProgress: (p) => ctx.onProgress({ explored: p.explored, note: progressNote(p, metric) }),
  })
  return { ...r, kind: 'optimal', amounts: Array.from(r.amounts) }
}

export function sample(req: SampleRequest, ctx: JobContext): SampleAnswer {
  const lengths = new Array<number>(13).fill(0) // grows past 12 in the hour metric
  const before = req.before ?? 0
  const total = req.total ?? before + req.count
  for (let k = 0; k < req.count; k++) {
    throwIfAborted(ctx.signal)
    const cost = solveOptimal(randomDials(Math.random), {
      signal: ctx.signal,
      metric: req.metric ?? 'move',
    }).cost
    while (lengths.length <= cost) lengths.push(0)
    lengths[cost]++
    ctx.onProgress({ explored: before + k + 1, note: `${before + k + 1} of ${total} solved` })
  }
  return { kind: 'sample', lengths, solved: req.count }
}

export const jobs = { optimal, sample }

/** The job table, for WorkerRunner<RubiksClockJobs> on the page (a type: importing it pulls in no solver). */
export type RubiksClockJobs = typeof jobs
