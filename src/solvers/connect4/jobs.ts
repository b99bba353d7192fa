/**
 * The Connect Four jobs: what the page's worker runs, callable from Node too. Positions travel in
 * the notation (`4453`, `5x4:3324`), so a request is plain text and the worker parses it again.
 */
import type { JobContext } from '../contract.ts'
import { parsePosition } from './board.ts'
import { solverFor, type Analysis } from './solver.ts'
import { choose, type PlayAnswer } from './play.ts'

/** The page's budget: a search that passes it stops and says so (the CLI's is src/cli/puzzles/connect4.ts's). */
export const PAGE_MAX_NODES = 50_000_000

/** The value of every column of a position, its score and best columns, with the nodes it took. */
export function analyse(
  req: { kind: 'analyse'; position: string; maxNodes?: number },
  ctx: JobContext,
): Analysis & { position: string } {
  const p = parsePosition(req.position)
  const solver = solverFor(p.width, p.height)
  solver.reset()
  const result = solver.analyse(p, {
    signal: ctx.signal,
    onProgress: ctx.onProgress,
    budget: { maxNodes: req.maxNodes ?? PAGE_MAX_NODES },
  })
  return { ...result, position: req.position }
}

/**
 * A column for any position: the perfect solver when it finishes in half the time limit, else
 * depth-limited search with iterative deepening (play.ts). `depth` asks for depth-limited search only.
 */
export function play(
  req: { kind: 'play'; position: string; depth?: number; timeLimitMs: number },
  ctx: JobContext,
): PlayAnswer & { position: string } {
  const p = parsePosition(req.position)
  const answer = choose(p, { depth: req.depth, timeLimitMs: req.timeLimitMs }, ctx)
  return { ...answer, position: req.position }
}

export const jobs = { analyse, play }
export type Connect4Jobs = typeof jobs
