/// <reference lib="webworker" />
/** The Clocks worker: thin, it runs one solver job and reports progress through the host. */
import { serve } from './host.ts'
import type { ClocksJob, ClocksResult, MethodTiming } from './clocks-jobs.ts'
import { bruteForce } from '../solvers/clocks/brute.ts'
import { searchSequences } from '../solvers/clocks/sequences.ts'
import { countsToMoves, type Counts, type Dials } from '../solvers/clocks/model.ts'
import { solveClosedForm } from '../solvers/clocks/closed-form.ts'
import { solveByInverse } from '../solvers/clocks/inverse.ts'
import { solveByElimination } from '../solvers/clocks/elimination.ts'

const BUDGET_MS = 40

/** Repeat `solve` for at least BUDGET_MS and report the mean time per solve. */
function time(method: MethodTiming['method'], solve: () => Counts): MethodTiming {
  let counts = solve()
  let runs = 1
  const start = performance.now()
  let elapsed = 0
  for (let batch = 1; elapsed < BUDGET_MS; batch *= 2) {
    for (let k = 0; k < batch; k++) counts = solve()
    runs += batch
    elapsed = performance.now() - start
  }
  return { method, moves: countsToMoves(counts), microsPerSolve: (elapsed * 1000) / (runs - 1), runs: runs - 1 }
}

function compare(dials: Dials): MethodTiming[] {
  const out = new Uint8Array(9)
  return [
    time('closed-form', () => solveClosedForm(dials, out)),
    time('inverse', () => solveByInverse(dials, out)),
    time('elimination', () => solveByElimination(dials, out)),
    time('brute-force', () => bruteForce(dials).counts),
  ]
}

serve<ClocksJob, ClocksResult>((job, ctx) => {
  const dials = Uint8Array.from(job.dials)
  switch (job.kind) {
    case 'counts': {
      const r = bruteForce(dials, { onProgress: ctx.progress, signal: ctx.signal })
      return { kind: 'counts', moves: countsToMoves(r.counts), tried: r.tried }
    }
    case 'sequences': {
      let explored = 0
      const r = searchSequences(dials, {
        ordered: job.ordered,
        signal: ctx.signal,
        onProgress: (p) => { explored = p.explored; ctx.progress(p) },
      })
      return { kind: 'sequences', moves: r?.moves ?? null, explored: r?.explored ?? explored }
    }
    case 'compare':
      return { kind: 'compare', rows: compare(dials) }
  }
})
