/**
 * The tile swap jobs: the long work the widgets send to the worker (which moves `transferOf`),
 * which the CLI and the tests can also call directly. Requests carry their `kind`; grids travel
 * in the notation (`1101/0110/…`), swap lists come back as flat Int32Arrays (transferred).
 */
import { timed, type JobContext } from '../contract.ts'
import { isSolution, parseGrid } from './grid.ts'
import { solve, type Method } from './solve.ts'
import { toSwapArray } from './swaps.ts'

export type { Method }

export type SolveRequest = { kind: 'solve'; start: string; goal: string; method: Method }
export type SolveResult = {
  cost: number
  swaps: Int32Array
  relabels: Int32Array
  method: Method
  potentials: Int32Array | null
}

export type CompareRequest = { kind: 'compare'; start: string; goal: string; methods: Method[] }
/** One method's row: its fewest swaps, the swaps it played, the time of one solve, and whether they replay to the goal. */
export type MethodTime = { method: Method; cost: number; swaps: number; ms: number; replayed: boolean }
export type CompareResult = { rows: MethodTime[] }

/** The fewest swaps by `method`, with the swaps, relabels and (for the flow) the cell potentials. */
export function solveJob(req: SolveRequest, ctx: JobContext): SolveResult {
  const start = parseGrid(req.start, 'start grid')
  const goal = parseGrid(req.goal, 'goal grid')
  const s = solve(start, goal, req.method, ctx)
  return { cost: s.cost, swaps: s.swaps, relabels: s.relabels, method: s.method, potentials: s.potentials }
}

/**
 * Each method on the same pair, timed once (contract.ts `timed`: the Hungarian method on 64 × 64
 * takes seconds, so it is not repeated), each sequence replayed to the goal.
 */
export function compare(req: CompareRequest, ctx: JobContext): CompareResult {
  const start = parseGrid(req.start, 'start grid')
  const goal = parseGrid(req.goal, 'goal grid')
  const rows = req.methods.map((method): MethodTime => {
    const t = timed(() => solve(start, goal, method, ctx))
    const s = t.value
    return {
      method,
      cost: s.cost,
      swaps: s.swaps.length / 2,
      ms: t.ms,
      replayed: isSolution(start, goal, toSwapArray(s.swaps)),
    }
  })
  return { rows }
}

export const jobs = { solve: solveJob, compare }
export type TileSwapJobs = typeof jobs

/** The buffers of a result to move to the page instead of copying (the swap lists can be large). */
export function transferOf(res: SolveResult | CompareResult): Transferable[] {
  if (!('swaps' in res)) return []
  return [res.swaps.buffer, res.relabels.buffer, ...(res.potentials ? [res.potentials.buffer] : [])]
}
