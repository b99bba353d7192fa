/**
 * The shortest solution in moves, fast: a bidirectional breadth-first search that meets in the
 * middle. The twin of shortest.ts (which computes the distance of every finishable board and is
 * the readable, verified one); the unit tests check that both agree on every vacancy of T5 and T6.
 *
 * Vocabulary:
 *   move        a chain of jumps by one peg; every prefix of a chain is a move (as in shortest.ts).
 *   unmove      a move played backwards: a peg "unjumps" from c over an empty b into an empty a,
 *               putting a peg back in b, possibly several times in a row.
 *   forward     boards reached from the start in k moves, level by level (k = 0, 1, 2 …).
 *   backward    boards from which one peg (in an allowed hole) is reached in k moves, found by
 *               unmoves from every allowed one-peg board. The allowed final holes are those the
 *               position-class certificate permits (and the target, if one is set).
 *   depth memo  one byte per board and direction: 0 unseen, else level + 1 (memo.ts).
 *   meeting     a board seen from both sides. The levels are expanded one at a time, always on the
 *               side whose frontier is smaller; the first level that creates a meeting gives the
 *               fewest moves, kf + kb, minimised over the boards met at that level.
 *   Why this is fast: a 12-move solution is found from two searches of about 6 levels each, and
 *   the number of boards grows with the level, so each side sees far fewer boards than the
 *   whole set of finishable boards that shortest.ts gives a distance to.
 */
import {
  firstJumps,
  geometry,
  highWord,
  legalOnWords,
  lowWord,
  pegCount,
  type Board,
  type Geometry,
  type Jump,
} from './board.ts'
import { byteMemo, type ByteMemo, type Reserve } from './memo.ts'
import { certificate, colour } from './invariant.ts'
import { Meter, type Options } from './reach.ts'

/** Boards first seen at each level: forward[k] from the start, backward[k] towards the end. */
export type Levels = { forward: number[]; backward: number[] }

export type MeetResult =
  | { solved: true; moves: number; solution: Jump[]; boards: number; levels: Levels }
  | { solved: false; boards: number; levels: Levels }

const TWO_32 = 4294967296

/** A growable list of boards (Numbers up to 2^36). */
class BoardList {
  items = new Float64Array(1024)
  length = 0
  readonly reserve: Reserve
  constructor(reserve: Reserve = () => {}) {
    this.reserve = reserve
  }
  push(board: Board): void {
    if (this.length === this.items.length) {
      this.reserve(this.items.byteLength * 2)
      const grown = new Float64Array(this.items.length * 2)
      grown.set(this.items)
      this.items = grown
    }
    this.items[this.length++] = board
  }
}

/** Jumps listed by their landing hole, for unjumps: into[h] … into[h + 1] − 1 index `byTo`. */
function landingIndex(g: Geometry): { into: Int16Array; byTo: Int16Array } {
  const order = Array.from(g.to, (_, j) => j).sort((a, b) => g.to[a] - g.to[b] || a - b)
  const into = new Int16Array(g.holes + 1).fill(order.length)
  for (let k = order.length - 1; k >= 0; k--) into[g.to[order[k]]] = k
  for (let h = g.holes - 1; h >= 0; h--) if (into[h] > into[h + 1]) into[h] = into[h + 1]
  return { into, byTo: Int16Array.from(order) }
}

/** Calls `f(h)` for every hole h (0-based) that holds a peg. */
function forEachPeg(g: Geometry, board: Board, f: (hole: number) => void): void {
  const lo = board >>> 0
  const hi = (board - lo) / TWO_32
  for (let h = 0; h < g.holes; h++) if (h < 32 ? ((lo >>> h) & 1) === 1 : ((hi >>> (h - 32)) & 1) === 1) f(h)
}

// #region chains
/** Calls `visit(after)` for every move from `board`: each chain prefix of every peg's jumps. */
export function forEachMove(
  g: Geometry,
  first: Int16Array,
  board: Board,
  visit: (after: Board) => void,
): void {
  const chain = (b: Board, at: number): void => {
    const lo = lowWord(b)
    const hi = highWord(b)
    for (let j = first[at]; j < first[at + 1]; j++) {
      if (!legalOnWords(g, lo, hi, j)) continue
      const after = b + g.delta[j]
      visit(after)
      chain(after, g.to[j])
    }
  }
  forEachPeg(g, board, (h) => chain(board, h))
}

/** Calls `visit(before)` for every board from which one move leads to `board` (chains of unjumps). */
export function forEachUnmove(
  g: Geometry,
  into: Int16Array,
  byTo: Int16Array,
  board: Board,
  visit: (before: Board) => void,
): void {
  const chain = (b: Board, at: number): void => {
    const lo = b >>> 0
    const hi = (b - lo) / TWO_32
    for (let k = into[at]; k < into[at + 1]; k++) {
      const j = byTo[k]
      // Unjump j: the peg in `to` goes back to `from` over `over`; both must be empty.
      if ((lo & g.needLo[j]) !== 0 || (hi & g.needHi[j]) !== 0) continue
      const before = b - g.delta[j]
      visit(before)
      chain(before, g.from[j])
    }
  }
  forEachPeg(g, board, (h) => chain(board, h))
}
// #endregion chains

/** The one-peg boards a solution from `start` may end on: the certificate's colour, or the target. */
export function allowedFinals(side: number, start: Board, target = -1): Board[] {
  const c = certificate(side, start)
  if (!c.possible) return []
  const holes = geometry(side).holes
  const out: Board[] = []
  for (let h = 0; h < holes; h++) {
    if ((target < 0 || h === target) && colour(side, h) === c.colour) out.push(2 ** h)
  }
  return out
}

// #region meet
/** Fewest moves from `start` to one peg (in `target`, 0-based, if ≥ 0), meeting in the middle. */
export function shortestMeet(side: number, start: Board, target = -1, options: Options = {}): MeetResult {
  const g = geometry(side)
  const first = firstJumps(g)
  const { into, byTo } = landingIndex(g)
  const finals = allowedFinals(side, start, target)
  const pegs = pegCount(start)
  const levels: Levels = { forward: [1], backward: [finals.length] }
  if (pegs === 0 || finals.length === 0) return { solved: false, boards: 0, levels }
  const meter = new Meter(options)
  const fwd: ByteMemo = byteMemo(g.holes, meter.reserve) // level + 1 from the start
  meter.holds(() => fwd.bytes)
  const bwd: ByteMemo = byteMemo(g.holes, meter.reserve) // level + 1 to an allowed one-peg board
  meter.holds(() => bwd.bytes)
  meter.explored = 1 + finals.length // the start and the allowed ends
  let front = new BoardList(meter.reserve)
  let back = new BoardList(meter.reserve)
  let next: BoardList | null = null
  meter.holds(() => front.items.byteLength + back.items.byteLength + (next ? next.items.byteLength : 0))
  front.push(start)
  fwd.set(start, 1)
  for (const f of finals) {
    back.push(f)
    bwd.set(f, 1)
  }
  let kf = 0
  let kb = 0
  // A meeting at level 0 on both sides: the start already is an allowed one-peg board.
  if (bwd.get(start) !== 0) return { solved: true, moves: 0, solution: [], boards: meter.explored, levels }
  while (front.length > 0 && back.length > 0 && kf + kb < pegs - 1) {
    const forward = front.length <= back.length
    const list = new BoardList(meter.reserve)
    next = list
    let best = Infinity
    let meet = -1
    const [mine, other, level] = forward ? [fwd, bwd, ++kf] : [bwd, fwd, ++kb]
    meter.depth = kf + kb
    const add = (b: Board): void => {
      meter.step() // every board visited counts as work, new or not: the heartbeat never stops
      if (mine.get(b) !== 0) return
      if (!forward && pegCount(b) >= pegs && b !== start) return // as many pegs as the start or more: never met
      meter.admit()
      meter.explored++
      mine.set(b, level + 1)
      list.push(b)
      const seen = other.get(b)
      if (seen !== 0 && seen - 1 < best) {
        best = seen - 1
        meet = b
      }
    }
    const expand = forward ? front : back
    for (let k = 0; k < expand.length; k++) {
      if (forward) forEachMove(g, first, expand.items[k], add)
      else forEachUnmove(g, into, byTo, expand.items[k], add)
    }
    if (forward) {
      front = list
      levels.forward.push(list.length)
    } else {
      back = list
      levels.backward.push(list.length)
    }
    next = null
    if (meet >= 0) {
      const solution = [...pathFromStart(g, into, byTo, fwd, meet), ...pathToEnd(g, first, bwd, meet)]
      const moves = level + best
      if (countMoves(solution) !== moves) throw new Error('The path found does not have the fewest moves.')
      return { solved: true, moves, solution, boards: meter.explored, levels }
    }
  }
  return { solved: false, boards: meter.explored, levels }
}
// #endregion meet

const countMoves = (jumps: readonly Jump[]): number =>
  jumps.filter((j, k) => k === 0 || jumps[k - 1][1] !== j[0]).length

/** The jumps of one move from `a` to `b` (a chain by one peg), found by trying every chain. */
function moveBetween(g: Geometry, first: Int16Array, a: Board, b: Board): Jump[] {
  const path: Jump[] = []
  const walk = (x: Board, at: number): boolean => {
    const lo = lowWord(x)
    const hi = highWord(x)
    for (let j = first[at]; j < first[at + 1]; j++) {
      if (!legalOnWords(g, lo, hi, j)) continue
      path.push([g.from[j] + 1, g.to[j] + 1])
      const after = x + g.delta[j]
      if (after === b || walk(after, g.to[j])) return true
      path.pop()
    }
    return false
  }
  let found = false
  forEachPeg(g, a, (h) => {
    if (!found) found = walk(a, h)
  })
  if (found) return path
  throw new Error('No move joins the two boards.')
}

/** Moves from the start to `meet`, walking the forward levels down: one predecessor per level. */
function pathFromStart(g: Geometry, into: Int16Array, byTo: Int16Array, fwd: ByteMemo, meet: Board): Jump[] {
  const first = firstJumps(g)
  const boards = [meet]
  let b = meet
  while (fwd.get(b) > 1) {
    const want = fwd.get(b) - 1
    let prev = -1
    forEachUnmove(g, into, byTo, b, (before) => {
      if (prev < 0 && fwd.get(before) === want) prev = before
    })
    b = prev
    boards.unshift(b)
  }
  return boards.slice(1).flatMap((next, k) => moveBetween(g, first, boards[k], next))
}

/** Moves from `meet` to an allowed one-peg board, walking the backward levels down. */
function pathToEnd(g: Geometry, first: Int16Array, bwd: ByteMemo, meet: Board): Jump[] {
  const out: Jump[] = []
  let b = meet
  while (bwd.get(b) > 1) {
    const want = bwd.get(b) - 1
    let next = -1
    forEachMove(g, first, b, (after) => {
      if (next < 0 && bwd.get(after) === want) next = after
    })
    out.push(...moveBetween(g, first, b, next))
    b = next
  }
  return out
}
