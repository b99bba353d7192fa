/// <reference lib="webworker" />
/** The tile swap worker: thin, it runs one solver job and reports progress through the host. */
import { serve } from './host.ts'
import type { MethodTime, TileSwapJob, TileSwapResult } from './tileswap-jobs.ts'
import { isSolution, parsePair, solve, toSwapArray } from '../solvers/tileswap/index.ts'

serve<TileSwapJob, TileSwapResult>((job, ctx) => {
  const { start, goal } = parsePair(`${job.start} ${job.goal}`)
  const options = { onProgress: ctx.progress, signal: ctx.signal }
  if (job.kind === 'solve') {
    const s = solve(start, goal, job.method, options)
    return { kind: 'solve', cost: s.cost, swaps: s.swaps, relabels: s.relabels, method: s.method, potentials: s.potentials }
  }
  const rows: MethodTime[] = job.methods.map((method) => {
    const t0 = performance.now()
    const s = solve(start, goal, method, options)
    const ms = performance.now() - t0
    return { method, cost: s.cost, swaps: s.swaps.length / 2, ms, replayed: isSolution(start, goal, toSwapArray(s.swaps)) }
  })
  return { kind: 'compare', rows }
}, (res) => (res.kind === 'solve' ? [res.swaps.buffer, res.relabels.buffer, ...(res.potentials ? [res.potentials.buffer] : [])] : []))
