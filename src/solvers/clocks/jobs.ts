/**
 * The Clocks jobs: the long or repeated work the widgets send to the worker, and the CLI and the
 * tests can call directly. Requests carry their `kind`; positions travel as plain arrays of dials.
 */
import { timeRepeated, type JobContext } from '../contract.ts'
import { bruteForce } from './brute.ts'
import { solveClosedForm } from './closed-form.ts'
import { solveByElimination } from './elimination.ts'
import { solveByInverse } from './inverse.ts'
import { countsToMoves, type Counts, type Dials, type Move } from './model.ts'
import { searchSequences } from './sequences.ts'

export type Method = 'closed-form' | 'inverse' | 'elimination' | 'brute-force'

export type MethodTiming = {
  method: Method
  moves: Move[]
  /** Mean time of one solve, from repeating it for at least TIMING_BUDGET_MS. */
  microsPerSolve: number
  runs: number
}

/** How long each method of the comparison is repeated, in milliseconds. */
export const TIMING_BUDGET_MS = 40

const dialsOf = (dials: readonly number[]): Dials => Uint8Array.from(dials)

/** Brute force over all 4^9 count vectors, in odometer order. */
export function counts(
  req: { kind: 'counts'; dials: number[] },
  ctx: JobContext,
): { moves: Move[]; tried: number } {
  const r = bruteForce(dialsOf(req.dials), ctx)
  return { moves: countsToMoves(r.counts), tried: r.tried }
}

/** Iterative deepening over move sequences (ordered: non-decreasing sequences only). */
export function sequences(
  req: { kind: 'sequences'; dials: number[]; ordered: boolean },
  ctx: JobContext,
): { moves: Move[] | null; explored: number } {
  let explored = 0
  const r = searchSequences(dialsOf(req.dials), {
    ordered: req.ordered,
    signal: ctx.signal,
    onProgress: (p) => {
      explored = p.explored
      ctx.onProgress(p)
    },
  })
  return { moves: r?.moves ?? null, explored: r?.explored ?? explored }
}

/** The four solvers on one position, each timed by repetition. */
export function compare(req: { kind: 'compare'; dials: number[] }): { rows: MethodTiming[] } {
  const dials = dialsOf(req.dials)
  const out = new Uint8Array(9)
  const row = (method: Method, solve: () => Counts): MethodTiming => {
    const t = timeRepeated(solve, TIMING_BUDGET_MS)
    return { method, moves: countsToMoves(t.value), microsPerSolve: t.ms * 1000, runs: t.runs }
  }
  return {
    rows: [
      row('closed-form', () => solveClosedForm(dials, out)),
      row('inverse', () => solveByInverse(dials, out)),
      row('elimination', () => solveByElimination(dials, out)),
      row('brute-force', () => bruteForce(dials).counts),
    ],
  }
}

export const jobs = { counts, sequences, compare }
export type ClocksJobs = typeof jobs
