/**
 * Which boards can still be finished — the memo every fast search shares.
 *
 * Vocabulary:
 *   target     -1 for "one peg anywhere", else the 0-based hole the last peg must stand in.
 *   finishable a board from which some jump sequence leaves one peg (in the target hole).
 *   explored   boards examined so far; when the start cannot be finished this is every board
 *              reachable from it, which is what "exhaustive search over N boards" reports.
 *   Options    { onProgress, signal }: progress about every 16,384 boards; an aborted signal
 *              throws an AbortError at the next check, well within 50 ms.
 */
import { geometry, pegCount, type Board, type Geometry } from './board.ts'
import { byteMemo, type ByteMemo } from './memo.ts'
import { certificate, colour } from './invariant.ts'
import { throwIfAborted, type JobOptions } from '../contract.ts'

export { abortError, throwIfAborted, isAbortError, type Progress } from '../contract.ts'
export type Options = JobOptions

const YES = 1
const NO = 2
const CHECK_EVERY = 16383 // a mask: check the signal and report after 16,384 boards

/** Solvability of boards of one side and target, remembered across calls. */
export class Reach {
  readonly g: Geometry
  readonly target: number
  readonly memo: ByteMemo
  explored = 0
  #options: Options

  constructor(side: number, target = -1, options: Options = {}) {
    this.g = geometry(side)
    this.target = target
    this.memo = byteMemo(this.g.holes)
    this.#options = options
  }

  #polls = 0
  /** Called once per state of a later pass over boards already examined: cancellation only. */
  poll(): void {
    if ((++this.#polls & CHECK_EVERY) === 0) throwIfAborted(this.#options.signal)
  }

  /** Called once per newly examined board: progress and cancellation. */
  tick(): void {
    if ((++this.explored & CHECK_EVERY) !== 0) return
    throwIfAborted(this.#options.signal)
    this.#options.onProgress?.({ explored: this.explored })
  }

  /**
   * Does the position-class certificate already rule out `board`? Then no search is needed:
   * every board reachable from it is ruled out too (the parities only flip together).
   */
  ruledOut(board: Board): boolean {
    const c = certificate(this.g.side, board)
    return !c.possible || (this.target >= 0 && colour(this.g.side, this.target) !== c.colour)
  }

  /** Is one peg (in the target) reachable from `board`, which holds `pegs` pegs? */
  finishable(board: Board, pegs = pegCount(board)): boolean {
    const known = this.memo.get(board)
    if (known !== 0) return known === YES
    this.tick()
    const g = this.g
    let ok = false
    if (pegs === 1) ok = this.target < 0 || board === g.bit[this.target]
    else {
      const lo = board >>> 0
      const hi = (board - lo) / 4294967296
      for (let j = 0; j < g.delta.length && !ok; j++) {
        if ((lo & g.needLo[j]) !== g.needLo[j] || (hi & g.needHi[j]) !== g.needHi[j]) continue
        if ((lo & g.emptyLo[j]) !== 0 || (hi & g.emptyHi[j]) !== 0) continue
        ok = this.finishable(board + g.delta[j], pegs - 1)
      }
    }
    this.memo.set(board, ok ? YES : NO)
    return ok
  }
}
