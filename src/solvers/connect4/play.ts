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
import { centreFirstOrder, connectFourEvaluation, WIN } from './evaluate.ts'
import { iterativeDeepening, withDeadline } from '../game.ts'
import { solverFor } from './solver.ts'

export interface PlaySettings {
  /** Search only to this depth (depth-limited); undefined: the perfect solver first. */
  depth?: number
  /** Milliseconds for the whole answer; Infinity for none. */
  timeLimitMs: number
}

export interface PlayAnswer {
  /** The column to play, 1-based: among the best, the one nearest the centre. */
  column: number
  /** The best columns, 1-based. */
  best: number[]
  exact: boolean
  /** exact: Pons's score per column; depth-limited: the value at `depth`; null where full. */
  columns: (number | null)[]
  /** exact: the position's score; else null. */
  score: number | null
  /** depth-limited: the best column's value at `depth`; else null. */
  evaluation: number | null
  /** depth-limited: the deepest depth searched to the end; else null. */
  depth: number | null
  /** depth-limited: true when the clock stopped the deepening before the depth asked for. */
  timedOut: boolean
  /** Why the search was depth-limited: the reader asked for a depth, or the perfect solver ran out of time. */
  reason: 'exact' | 'depth' | 'time'
  /** The time the perfect solver was given, ms (0 when it was not tried). */
  exactMs: number
  nodes: number
}

/** The column played among equally good ones: the one nearest the centre (then the left). */
export function pickColumn(best: readonly number[], width: number): number {
  const centre = (width + 1) / 2
  return [...best].sort((a, b) => Math.abs(a - centre) - Math.abs(b - centre) || a - b)[0]
}

/** A depth-limited value in words' terms: a win (or loss) the search saw, as Pons's score; else null. */
export function provenScore(value: number): number | null {
  return Math.abs(value) >= WIN ? Math.trunc(value / WIN) : null
}

export function choose(p: Position, settings: PlaySettings, options: JobOptions = {}): PlayAnswer {
  if (isOver(p)) throw new Error('The game is over: there is no column to play.')
  const start = performance.now()
  let exactMs = 0
  let nodes = 0
  if (settings.depth === undefined) {
    exactMs = settings.timeLimitMs / 2
    const solver = solverFor(p.width, p.height)
    const before = solver.nodes
    try {
      const a = solver.analyse(p, {
        signal: withDeadline(options.signal, start + exactMs),
        onProgress: options.onProgress,
      })
      return {
        column: pickColumn(a.best, p.width),
        best: a.best,
        exact: true,
        columns: a.columns,
        score: a.score,
        evaluation: null,
        depth: null,
        timedOut: false,
        reason: 'exact',
        exactMs,
        nodes: a.nodes,
      }
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
