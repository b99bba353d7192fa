/**
 * The column to play, for any position from the empty 7×6 board on: from the perfect solver when
 * it finishes in time, and otherwise from depth-limited search with the evaluation function
 * (evaluate.ts), deepened until the time is up. It always answers, and says which it did.
 *
 * Vocabulary:
 *   exact          the answer is the perfect solver's (solver.ts): every column's Pons score.
 *   depth-limited  the answer is alpha-beta's to a depth, with evaluations at the horizon: every
 *                  column's value at that depth (a guess, unless it is a win or loss the search
 *                  saw to the end: then it is a score times WIN).
 *   time limit     the whole answer's. Without a depth, the perfect solver gets the first half;
 *                  if it has not finished, iterative deepening gets the rest. With a depth, only
 *                  depth-limited search runs, deepening to that depth unless the time runs out.
 */
import { isAbortError, type JobOptions } from '../contract.ts'
import { connectFour, isOver, type Position } from './board.ts'
import { centreFirstOrder, connectFourEvaluation } from './evaluate.ts'
import { exactAnswer, pickColumn, type PlayAnswer } from './answer.ts'
import { iterativeDeepening, withDeadline } from '../game.ts'
import { solverFor } from './solver.ts'

export { pickColumn, provenScore, type PlayAnswer } from './answer.ts'

export interface PlaySettings {
  /** Search only to this depth (depth-limited); undefined: the perfect solver first. */
  depth?: number
  /** Milliseconds for the whole answer; Infinity for none. */
  timeLimitMs: number
  /**
   * The perfect solver stops after this many nodes, throwing BudgetError, rather than going on
   * (the page's split, components/connect4/split-play.ts, then solves the columns on every worker).
   */
  handOffAt?: number
  /**
   * The perfect solver already ran (the page's split, on every worker) for `exactMs` and `nodes`
   * and did not finish: only iterative deepening runs, in `timeLimitMs` (the time left), and the
   * answer says the perfect solver had `exactMs`.
   */
  exactTried?: { exactMs: number; nodes: number }
}

export function choose(p: Position, settings: PlaySettings, options: JobOptions = {}): PlayAnswer {
  if (isOver(p)) throw new Error('The game is over: there is no column to play.')
  const start = performance.now()
  let exactMs = settings.exactTried?.exactMs ?? 0
  let nodes = settings.exactTried?.nodes ?? 0
  if (settings.depth === undefined && !settings.exactTried) {
    exactMs = settings.timeLimitMs / 2
    const solver = solverFor(p.width, p.height)
    const before = solver.nodes
    try {
      const a = solver.analyse(p, {
        signal: withDeadline(options.signal, start + exactMs),
        onProgress: options.onProgress,
        budget: settings.handOffAt === undefined ? undefined : { maxNodes: settings.handOffAt },
      })
      return exactAnswer(a, p.width, exactMs)
    } catch (err) {
      if (!isAbortError(err) || options.signal?.aborted) throw err
      nodes = solver.nodes - before // out of time: what it learnt stays in its table, for next time
    }
  }
  const d = iterativeDeepening(
    connectFour,
    p,
    connectFourEvaluation,
    { maxDepth: settings.depth ?? p.width * p.height, deadline: start + settings.timeLimitMs },
    centreFirstOrder(p.width),
    {
      signal: options.signal,
      onProgress: (q) => options.onProgress?.({ ...q, explored: nodes + q.explored }),
    },
  )
  const columns: (number | null)[] = new Array(p.width).fill(null)
  for (const v of d.values) columns[v.move] = v.value
  const best = d.best.map((c) => c + 1)
  return {
    column: pickColumn(best, p.width),
    best,
    exact: false,
    columns,
    score: null,
    evaluation: columns[best[0] - 1],
    depth: d.depth,
    timedOut: d.timedOut,
    reason: settings.depth === undefined ? 'time' : 'depth',
    exactMs,
    nodes: nodes + d.nodes,
  }
}
