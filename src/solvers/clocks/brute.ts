/**
 * Clocks by brute force — try every vector of move counts until one turns all dials to 12.
 *
 * Vocabulary:
 *   candidate  a vector of counts, each 0..3: 4⁹ = 262,144 of them.
 *   tried      how many candidates were tested up to and including the answer.
 *
 * Order: lexicographic, like an odometer with move 1 as the slowest wheel and move 9 the fastest.
 * Every position has exactly one candidate that solves it (see census.ts), so the order cannot
 * change the answer, only how long the search takes. The odometer order is the cheap one: going
 * from one candidate to the next turns each wheel that ticks by one move, and a wheel that rolls
 * over from 3 to 0 has made its fourth quarter turn, which is no turn at all. So each candidate
 * costs about 1⅓ move applications, and the worst position is the one whose answer is all 3s.
 */
import { applyCounts, isSolved, turn, type Counts, type Dials } from './model.ts'
import { abortError, type JobOptions } from '../contract.ts'

export type BruteResult = { counts: Counts; tried: number }

const REPORT_EVERY = 4096 // candidates between progress reports and abort checks (well under 1 ms)

// #region brute-force
/** The counts that solve `dials`, found by testing all 262,144 candidates in odometer order. */
export function bruteForce(dials: Dials, options: JobOptions = {}): BruteResult {
  const counts = new Uint8Array(9)
  const state = dials.slice()
  for (let tried = 1; ; tried++) {
    if (isSolved(state)) return { counts, tried }
    if (tried % REPORT_EVERY === 0) {
      if (options.signal?.aborted) throw abortError()
      options.onProgress?.({ explored: tried })
    }
    let wheel = 8 // tick the fastest wheel, carrying into slower wheels on roll-over
    while (wheel >= 0) {
      turn(state, wheel + 1)
      counts[wheel] = (counts[wheel] + 1) & 3
      if (counts[wheel] !== 0) break
      wheel--
    }
    if (wheel < 0) throw new Error('No candidate solves this position.') // impossible for clocks
  }
}
// #endregion brute-force

/** The position brute force solves last: its answer is every move three times (27 moves). */
export function bruteForceWorst(): Dials {
  // Three more of every move must bring it to 12, and three turns undo what one turn does,
  // so the worst position is the solved one after one of every move.
  return applyCounts(new Uint8Array(9), new Uint8Array(9).fill(1))
}
