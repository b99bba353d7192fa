/**
 * The shortest solution in moves — a search whose cost is moves, not jumps.
 *
 * Vocabulary:
 *   move      a chain of one or more jumps by the same peg (see board.ts). From a board, the
 *             moves are every chain that starts at some peg: each prefix of a chain is a move.
 *   distance  fewest moves from a board to one peg (in the target): 0 for a finished board.
 *             Because a move is any chain, the distance of a board does not depend on how the
 *             board was reached, so one byte per board remembers it (memo.ts): 0 unknown,
 *             UNSOLVABLE, or distance + 1. The table is shared by every start of one size.
 *   ShortestResult  the distance and one optimal solution as [from, to] jumps (1-based holes).
 */
import {
  firstJumps,
  geometry,
  legalOnWords,
  pegCount,
  type Board,
  type Geometry,
  type Jump,
} from './board.ts'
import { byteMemo, type ByteMemo } from './memo.ts'
import { Reach, type Options } from './reach.ts'

const UNSOLVABLE = 255
const INF = 1000

export type ShortestResult =
  | { solved: true; moves: number; solution: Jump[]; boards: number }
  | { solved: false; boards: number }

export class MoveSearch {
  readonly g: Geometry
  readonly target: number
  readonly memo: ByteMemo
  readonly #first: Int16Array
  readonly #reach: Reach

  constructor(side: number, target = -1, options: Options = {}) {
    this.g = geometry(side)
    this.target = target
    this.#reach = new Reach(side, target, options)
    const memo = (this.memo = byteMemo(this.g.holes, this.#reach.meter.reserve))
    this.#reach.meter.holds(() => memo.bytes)
    this.#first = firstJumps(this.g)
  }

  get explored(): number {
    return this.#reach.explored
  }

  /** True when the position-class certificate rules the board out before any search. */
  ruledOut(board: Board): boolean {
    return this.#reach.ruledOut(board)
  }

  // #region distance
  /** Fewest moves from `board` to one peg, or INF. */
  distance(board: Board, pegs = pegCount(board)): number {
    const known = this.memo.get(board)
    if (known !== 0) return known === UNSOLVABLE ? INF : known - 1
    let best = INF
    if (pegs === 1) best = this.target < 0 || board === this.g.bit[this.target] ? 0 : INF
    else if (this.#reach.finishable(board, pegs)) {
      const g = this.g
      const lo = board >>> 0
      const hi = (board - lo) / 4294967296
      for (let j = 0; j < g.delta.length; j++) {
        if (legalOnWords(g, lo, hi, j))
          best = Math.min(best, this.#chain(board + g.delta[j], g.to[j], pegs - 1))
      }
    }
    this.memo.set(board, best >= INF ? UNSOLVABLE : best + 1)
    return best
  }

  /** The best 1 + distance over the moves that continue the chain of the peg now in `at`. */
  #chain(board: Board, at: number, pegs: number): number {
    let best = 1 + this.distance(board, pegs)
    if (best <= 1 || pegs === 1) return best // nothing beats finishing with this move
    const g = this.g
    const lo = board >>> 0
    const hi = (board - lo) / 4294967296
    for (let j = this.#first[at]; j < this.#first[at + 1]; j++) {
      if (legalOnWords(g, lo, hi, j))
        best = Math.min(best, this.#chain(board + g.delta[j], g.to[j], pegs - 1))
    }
    return best
  }
  // #endregion distance

  /** One optimal solution from `board` (which must be solvable), as [from, to] jumps. */
  solution(board: Board): Jump[] {
    const g = this.g
    const out: Jump[] = []
    let pegs = pegCount(board)
    let left = this.distance(board, pegs)
    while (left > 0) {
      const move = this.#findMove(board, pegs, left - 1)
      if (!move) throw new Error('The distance table is inconsistent.')
      for (const j of move) {
        out.push([g.from[j] + 1, g.to[j] + 1])
        board += g.delta[j]
        pegs--
      }
      left--
    }
    return out
  }

  /** A chain of jumps (indices) from `board` that leaves a board at distance `want`. */
  #findMove(board: Board, pegs: number, want: number): number[] | null {
    const g = this.g
    const path: number[] = []
    const walk = (b: Board, at: number, p: number): boolean => {
      const lo = b >>> 0
      const hi = (b - lo) / 4294967296
      const from = at < 0 ? 0 : this.#first[at]
      const to = at < 0 ? g.delta.length : this.#first[at + 1]
      for (let j = from; j < to; j++) {
        if (!legalOnWords(g, lo, hi, j)) continue
        path.push(j)
        const after = b + g.delta[j]
        if (this.distance(after, p - 1) === want || walk(after, g.to[j], p - 1)) return true
        path.pop()
      }
      return false
    }
    return walk(board, -1, pegs) ? path : null
  }
}

/** Fewest moves and one optimal solution from `start` on T_side. */
export function shortest(side: number, start: Board, target = -1, options: Options = {}): ShortestResult {
  const search = new MoveSearch(side, target, options)
  return shortestWith(search, start)
}

/** The same, reusing a search (and its tables) across starts of one size and target. */
export function shortestWith(search: MoveSearch, start: Board): ShortestResult {
  const pegs = pegCount(start)
  const moves = pegs === 0 || search.ruledOut(start) ? INF : search.distance(start, pegs)
  if (moves >= INF) return { solved: false, boards: search.explored }
  return { solved: true, moves, solution: search.solution(start), boards: search.explored }
}
