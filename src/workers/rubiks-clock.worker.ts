/// <reference lib="webworker" />
/**
 * The Rubik's Clock worker: thin, it runs the optimal solver (one position, or a sample of random
 * ones) and reports progress through the host. The best length so far and the lower bound travel
 * in the progress note, e.g. "best 10 moves · lower bound 9".
 */
import { serve, type JobContext } from './host.ts'
import type { RubiksClockJob, RubiksClockResult } from './rubiks-clock-jobs.ts'
import { randomDials, solveOptimal, type Progress } from '../solvers/rubiks-clock/index.ts'

/** The solver's progress as the page shows it: explored corner effects, best and bound. */
function note(p: Progress): string | undefined {
  if (p.lowerBound === undefined) return p.phase === 'front' ? 'front table built' : 'back table built'
  const best = p.best !== undefined && p.best < 255 ? `best so far ${p.best} moves` : 'no solution yet'
  return `${best} · lower bound ${p.lowerBound}`
}

function sample(count: number, ctx: JobContext): RubiksClockResult {
  const lengths = new Array<number>(13).fill(0)
  for (let k = 0; k < count; k++) {
    if (ctx.signal.aborted) break
    lengths[solveOptimal(randomDials(Math.random), { signal: ctx.signal }).length]++
    ctx.progress({ explored: k + 1, note: `${k + 1} of ${count} solved` })
  }
  return { kind: 'sample', lengths, solved: lengths.reduce((a, b) => a + b, 0) }
}

serve<RubiksClockJob, RubiksClockResult>((job, ctx) => {
  if (job.kind === 'sample') return sample(job.count, ctx)
  const r = solveOptimal(Uint8Array.from(job.dials), {
    signal: ctx.signal,
    onProgress: (p) => ctx.progress({ explored: p.explored, note: note(p) }),
  })
  return { kind: 'optimal', amounts: Array.from(r.amounts), length: r.length, frontLength: r.frontLength, backLength: r.backLength, explored: r.explored, bounds: r.bounds }
})
