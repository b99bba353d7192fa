/**
 * The Connect Four jobs: what the page's worker runs, callable from Node too. Positions travel in
 * the notation (`4453`, `5x4:3324`), so a request is plain text and the worker parses it again.
 */
import { BudgetError, isAbortError, type JobContext } from '../contract.ts'
import { withDeadline } from '../game.ts'
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
  req: {
    kind: 'play'
    position: string
    depth?: number
    timeLimitMs: number
    /** The perfect solver already ran elsewhere and did not finish (the page's split): see PlaySettings. */
    exactTried?: { exactMs: number; nodes: number }
  },
  ctx: JobContext,
): PlayAnswer & { position: string } {
  const p = parsePosition(req.position)
  const answer = choose(
    p,
    { depth: req.depth, timeLimitMs: req.timeLimitMs, exactTried: req.exactTried },
    ctx,
  )
  return { ...answer, position: req.position }
}

/**
 * The page's split (components/connect4/split-play.ts), first on one worker: `play` as it is,
 * except that the perfect solver stops after `handOffAt` nodes. `answer` is play's answer when
 * it finished within them (or ran out of time, and iterative deepening answered); null when the
 * position is handed off to the columns on every worker, with the nodes searched so far.
 */
export function probe(
  req: { kind: 'probe'; position: string; timeLimitMs: number; handOffAt: number },
  ctx: JobContext,
): { answer: (PlayAnswer & { position: string }) | null; nodes: number } {
  const p = parsePosition(req.position)
  const solver = solverFor(p.width, p.height)
  const before = solver.nodes
  try {
    const answer = choose(p, { timeLimitMs: req.timeLimitMs, handOffAt: req.handOffAt }, ctx)
    return { answer: { ...answer, position: req.position }, nodes: answer.nodes }
  } catch (error) {
    if (!(error instanceof BudgetError)) throw error
    return { answer: null, nodes: solver.nodes - before }
  }
}

/**
 * One root column of the split: the score of `position` (a child of the root) for its side to
 * move, on this worker's table as its last job left it (a table holds true bounds whatever
 * position filled it, so the score is the same; on the worker that ran the probe, the probe's
 * work is there). `score` is null when `timeLimitMs` ran out first (the perfect solver's share
 * of the answer's time, what is left of it), with the nodes searched.
 */
export function column(
  req: { kind: 'column'; position: string; timeLimitMs: number },
  ctx: JobContext,
): { score: number | null; nodes: number } {
  const p = parsePosition(req.position)
  const solver = solverFor(p.width, p.height)
  const before = solver.nodes
  try {
    const score = solver.solve(p, {
      signal: withDeadline(ctx.signal, performance.now() + req.timeLimitMs),
      onProgress: ctx.onProgress,
    })
    return { score, nodes: solver.nodes - before }
  } catch (error) {
    if (!isAbortError(error) || ctx.signal.aborted) throw error
    return { score: null, nodes: solver.nodes - before }
  }
}

export const jobs = { analyse, play, probe, column }
export type Connect4Jobs = typeof jobs
