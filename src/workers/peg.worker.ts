/// <reference lib="webworker" />
/**
 * The peg solitaire worker: thin, it runs one count or shortest-solution job with progress. The
 * shortest solution uses the meet-in-the-middle twin (meet.ts), which is much faster on T7.
 */
import { serve } from './host.ts'
import type { PegJob, PegResult } from './peg-jobs.ts'
import { countAll } from '../solvers/peg/count.ts'
import { shortestMeet } from '../solvers/peg/meet.ts'

serve<PegJob, PegResult>((job, ctx) => {
  const options = { onProgress: ctx.progress, signal: ctx.signal }
  if (job.kind === 'count') {
    const r = countAll(job.side, job.board, job.target, options)
    return {
      kind: 'count', solutions: r.solutions.toString(), boards: r.boards,
      byFinal: [...r.byFinal].map(([h, n]) => [h, n.toString()]),
      byMoves: [...r.byMoves].map(([m, n]) => [m, n.toString()]),
    }
  }
  const r = shortestMeet(job.side, job.board, job.target, options)
  return r.solved
    ? { kind: 'shortest', moves: r.moves, solution: r.solution.map(([a, b]) => [a, b]), boards: r.boards }
    : { kind: 'shortest', moves: null, solution: [], boards: r.boards }
})
