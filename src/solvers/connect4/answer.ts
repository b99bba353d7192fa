/**
 * What `choose` (play.ts) answers, and the small rules the page shares with it: which of the best
 * columns is played, and when a depth-limited value is a result rather than a guess. Its own module
 * so that page code can import it without the solvers.
 */
import { WIN } from './evaluate.ts'

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
  /** exact, on the page: the workers the perfect solver's search was split over (components/connect4/split-play.ts); absent on one. */
  workers?: number
}

/** The perfect solver's answer (`a`, its analysis of a position `width` columns wide, given `exactMs`). */
export function exactAnswer(
  a: { score: number | null; columns: (number | null)[]; best: number[]; nodes: number },
  width: number,
  exactMs: number,
): PlayAnswer {
  return {
    column: pickColumn(a.best, width),
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
