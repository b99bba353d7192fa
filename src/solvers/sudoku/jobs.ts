/** The Sudoku jobs: solve or count by a method, the CSP comparison table, the step log. */
import type { JobContext } from '../contract.ts'
import { compareAll, type ComboRow } from '../csp/csp.ts'
import { sudokuCsp } from '../csp/problems.ts'
import type { Placement } from './propagate.ts'
import { solveSearch } from './search.ts'
import { solveWith, type SudokuMethod } from './solve.ts'

export type SolveResult = {
  method: SudokuMethod
  count: number | null
  capped: boolean
  grid: number[] | null
  second: number[] | null
  nodes: number
  open: number
}

export function solve(
  req: { kind: 'solve'; grid: number[]; method: SudokuMethod; cap: number },
  ctx: JobContext,
): SolveResult {
  const r = solveWith(Uint8Array.from(req.grid), req.method, req.cap, ctx)
  return { ...r, grid: r.grid && Array.from(r.grid), second: r.second && Array.from(r.second) }
}

/** Every ordering and inference of the generic CSP solver on this Sudoku (first solution, a node budget). */
export function csp(
  req: { kind: 'csp'; grid: number[]; maxNodes: number },
  ctx: JobContext,
): { rows: ComboRow[] } {
  return { rows: compareAll(sudokuCsp(Uint8Array.from(req.grid)), { ...ctx, maxNodes: req.maxNodes }) }
}

/** The search's placements in order (givens, singles, choices), up to `limit`, for the step view. */
export function steps(
  req: { kind: 'steps'; grid: number[]; limit: number },
  ctx: JobContext,
): { log: Placement[]; nodes: number; truncated: boolean } {
  const log: Placement[] = []
  const r = solveSearch(Uint8Array.from(req.grid), {
    cap: 1,
    log,
    logLimit: req.limit + 82,
    signal: ctx.signal,
    onProgress: ctx.onProgress,
  })
  return { log: log.slice(0, req.limit), nodes: r.nodes, truncated: log.length > req.limit }
}

export const jobs = { solve, csp, steps }
export type SudokuJobs = typeof jobs
