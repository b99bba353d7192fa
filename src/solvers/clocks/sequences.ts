/**
 * Clocks without the key insight — search over move *sequences*, as if order mattered.
 *
 * Vocabulary:
 *   sequence   moves in the order they are made, e.g. 4 5 8 9 (which is also 9 8 5 4 and 22 others).
 *   depth      the length of the sequences being tried; iterative deepening tries 0, 1, 2, … moves.
 *   explored   sequences (search-tree nodes) visited so far.
 *
 * This is the breadth-first idea the IOI'94 analysis starts from and sets aside: trying every
 * sequence of length L costs 9^L, so a position that needs 10 moves costs about 3.9 billion
 * sequences. The article runs it live (in a worker, with Cancel) next to the count-vector search
 * to show what commutativity buys. `ordered` adds the one-line fix that commutativity allows:
 * only try sequences whose moves never decrease, which makes each multiset of moves appear once.
 */
import { isSolved, turn, type Dials, type Move } from './model.ts'
import { throwIfAborted, type JobOptions } from '../contract.ts'

export type SequenceResult = { moves: Move[]; explored: number }
export type SequenceOptions = JobOptions & { maxDepth?: number; ordered?: boolean }

const REPORT_EVERY = 1 << 14

/** Undo one quarter turn of `move` (three more quarter turns). */
function unturn(dials: Dials, move: Move): void {
  turn(dials, move)
  turn(dials, move)
  turn(dials, move)
}

// #region sequences
/** The shortest move sequence, by iterative deepening over all 9^L sequences of each length L. */
export function searchSequences(dials: Dials, options: SequenceOptions = {}): SequenceResult | null {
  const { maxDepth = 27, ordered = false, onProgress, signal } = options
  const state = dials.slice()
  const path: Move[] = []
  let explored = 0
  let depth = 0

  function visit(remaining: number, lowest: Move): boolean {
    explored++
    if (explored % REPORT_EVERY === 0) {
      throwIfAborted(signal)
      onProgress?.({ explored, depth })
    }
    if (remaining === 0) return isSolved(state)
    for (let move = ordered ? lowest : 1; move <= 9; move++) {
      turn(state, move)
      path.push(move)
      if (visit(remaining - 1, move)) return true
      path.pop()
      unturn(state, move)
    }
    return false
  }

  for (depth = 0; depth <= maxDepth; depth++) {
    onProgress?.({ explored, depth })
    if (visit(depth, 1)) return { moves: path.slice(), explored }
  }
  return null
}
// #endregion sequences
