/**
 * The peg solitaire jobs: the long work the widgets send to the site's worker (src/workers/
 * jobs.worker.ts), which tests can call directly. Requests carry their `kind`; a position
 * travels as its side and bit mask, a target as a 0-based hole or -1 for "one peg anywhere".
 * Counts travel as decimal strings: they pass 2^53 on big boards. The shortest solution uses the
 * meet-in-the-middle twin (meet.ts), much faster on T7 than the distance table (shortest.ts).
 * `maxBytes` is the memory budget (the page sends 1 GB, estimate.ts): past it the search stops
 * with a BudgetError instead of growing the tab without limit.
 */
import type { JobContext } from '../contract.ts'
import { countAll } from './count.ts'
import { shortestMeet } from './meet.ts'

export type PegRequest = { side: number; board: number; target: number; maxBytes?: number } // target: 0-based hole or -1

const options = (req: PegRequest, ctx: JobContext) =>
  req.maxBytes === undefined
    ? ctx
    : { signal: ctx.signal, onProgress: ctx.onProgress, budget: { maxBytes: req.maxBytes } }

export type CountJobResult = {
  solutions: string
  byFinal: [number, string][]
  byMoves: [number, string][]
  boards: number
}
export type ShortestJobResult = { moves: number | null; solution: [number, number][]; boards: number }

/** Every jump sequence that leaves one peg (in the target): the total, by final hole, by moves. */
export function count(req: PegRequest & { kind: 'count' }, ctx: JobContext): CountJobResult {
  const r = countAll(req.side, req.board, req.target, options(req, ctx))
  return {
    solutions: r.solutions.toString(),
    boards: r.boards,
    byFinal: [...r.byFinal].map(([h, n]) => [h, n.toString()]),
    byMoves: [...r.byMoves].map(([m, n]) => [m, n.toString()]),
  }
}

/** The fewest moves to one peg (in the target) and one such solution; `moves` null when there is none. */
export function shortest(req: PegRequest & { kind: 'shortest' }, ctx: JobContext): ShortestJobResult {
  const r = shortestMeet(req.side, req.board, req.target, options(req, ctx))
  return r.solved
    ? { moves: r.moves, solution: r.solution.map(([a, b]) => [a, b]), boards: r.boards }
    : { moves: null, solution: [], boards: r.boards }
}

export const jobs = { count, shortest }
export type PegJobs = typeof jobs
