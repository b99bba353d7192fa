/**
 * Triangular peg solitaire — the board, the jumps and the checker.
 *
 * Vocabulary, as the article uses it:
 *   T_n      the triangle with n holes a side and n(n+1)/2 holes, numbered 1.. row by row from
 *            the apex (row r, 0-based, holds holes r(r+1)/2 + 1 … r(r+1)/2 + r + 1).
 *   hole     0-based index i inside the code, hole number i + 1 in every text a person reads.
 *            Row r and column c (0 ≤ c ≤ r) give i = r(r+1)/2 + c.
 *   board    which holes hold a peg, as a bit mask: bit i is set when hole i + 1 has a peg.
 *            T8 has 36 holes, more than the 32 bits JavaScript's bit operators see, so a board is
 *            a plain Number holding an integer below 2^36 (< 2^53, so exact). The hot loops split
 *            it into two 32-bit words once per board and test bits with `&`; a jump updates the
 *            Number with one exact addition. BigInt would be exact too, but allocates per step.
 *   jump     a peg jumps over a neighbouring peg into the empty hole beyond, along a row or one
 *            of the two diagonals; the jumped peg is removed. Three bit tests and one update.
 *   move     a chain of jumps by the same peg; it counts as one move however many jumps it has.
 *   Jump     the pair [from, to] of 1-based hole numbers, as the command line prints it.
 */
import { popcount } from '../bits.ts'

export type Board = number // bit i set ⇔ hole i + 1 holds a peg; an integer below 2^36
export type Hole = number // 0-based hole index
export type Jump = readonly [from: number, to: number] // 1-based hole numbers

export const MIN_SIDE = 1
export const MAX_SIDE = 8
const TWO_32 = 4294967296

/** Everything that depends only on the side n, built once per n. */
export type Geometry = {
  side: number
  holes: number
  row: Int8Array // row of hole i
  col: Int8Array // column of hole i
  bit: Float64Array // 2^i, exact
  /** The jumps, one per (from, direction): from, over and to as 0-based holes. */
  from: Int8Array
  over: Int8Array
  to: Int8Array
  /** For the fast test: the from and over bits, and the to bit, in the low and high words. */
  needLo: Int32Array
  needHi: Int32Array
  emptyLo: Int32Array
  emptyHi: Int32Array
  delta: Float64Array // to bit − from bit − over bit
  full: Board // every hole filled
}

export const holeCount = (side: number): number => (side * (side + 1)) / 2
export const holeIndex = (row: number, col: number): Hole => (row * (row + 1)) / 2 + col

// #region jumps
/** The six directions a peg can jump in, as (row step, column step): along the row, and the
 *  two diagonals of the triangle (straight down-left is (1, 0), down-right is (1, 1)). */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
  [1, 1],
  [-1, -1],
]

const onBoard = (side: number, r: number, c: number): boolean => r >= 0 && r < side && c >= 0 && c <= r

/** Every jump of T_side as [from, over, to] (0-based holes), in order of `from`, then direction. */
export function listJumps(side: number): [Hole, Hole, Hole][] {
  const jumps: [Hole, Hole, Hole][] = []
  for (let r = 0; r < side; r++) {
    for (let c = 0; c <= r; c++) {
      for (const [dr, dc] of DIRECTIONS) {
        if (!onBoard(side, r + 2 * dr, c + 2 * dc)) continue
        jumps.push([holeIndex(r, c), holeIndex(r + dr, c + dc), holeIndex(r + 2 * dr, c + 2 * dc)])
      }
    }
  }
  return jumps
}

/** Can the peg in `from` jump over `over` into `to`? Three bit tests. Then the board after it. */
export const has = (board: Board, hole: Hole): boolean => Math.floor(board / 2 ** hole) % 2 === 1
export const canJump = (board: Board, [from, over, to]: readonly [Hole, Hole, Hole]): boolean =>
  has(board, from) && has(board, over) && !has(board, to)
export const jumped = (board: Board, [from, over, to]: readonly [Hole, Hole, Hole]): Board =>
  board - 2 ** from - 2 ** over + 2 ** to
// #endregion jumps

const geometries = new Map<number, Geometry>()

/** The geometry of T_side (cached). */
export function geometry(side: number): Geometry {
  const cached = geometries.get(side)
  if (cached) return cached
  const holes = holeCount(side)
  const jumps = listJumps(side)
  const g: Geometry = {
    side,
    holes,
    row: new Int8Array(holes),
    col: new Int8Array(holes),
    bit: new Float64Array(holes),
    from: Int8Array.from(jumps, (j) => j[0]),
    over: Int8Array.from(jumps, (j) => j[1]),
    to: Int8Array.from(jumps, (j) => j[2]),
    needLo: new Int32Array(jumps.length),
    needHi: new Int32Array(jumps.length),
    emptyLo: new Int32Array(jumps.length),
    emptyHi: new Int32Array(jumps.length),
    delta: new Float64Array(jumps.length),
    full: 2 ** holes - 1,
  }
  for (let r = 0; r < side; r++) {
    for (let c = 0; c <= r; c++) {
      const i = holeIndex(r, c)
      g.row[i] = r
      g.col[i] = c
      g.bit[i] = 2 ** i
    }
  }
  const lo = (i: number): number => (i < 32 ? 1 << i : 0)
  const hi = (i: number): number => (i >= 32 ? 1 << (i - 32) : 0)
  jumps.forEach(([a, b, c], j) => {
    g.needLo[j] = lo(a) | lo(b)
    g.needHi[j] = hi(a) | hi(b)
    g.emptyLo[j] = lo(c)
    g.emptyHi[j] = hi(c)
    g.delta[j] = g.bit[c] - g.bit[a] - g.bit[b]
  })
  geometries.set(side, g)
  return g
}

/** first[h] … first[h + 1] − 1 are the jumps from hole h (jumps are listed by their from hole). */
export function firstJumps(g: Geometry): Int16Array {
  const first = new Int16Array(g.holes + 1).fill(g.from.length)
  for (let j = g.from.length - 1; j >= 0; j--) first[g.from[j]] = j
  for (let h = g.holes - 1; h >= 0; h--) if (first[h] > first[h + 1]) first[h] = first[h + 1]
  return first
}

/** The low and high 32-bit words of a board (exact for boards below 2^53). */
export const lowWord = (board: Board): number => board >>> 0
export const highWord = (board: Board): number => (board - (board >>> 0)) / TWO_32

/** How many pegs a board holds. */
export const pegCount = (board: Board): number => popcount(lowWord(board)) + popcount(highWord(board))

/** Is there a peg in hole i (0-based)? */
export function hasPeg(board: Board, hole: Hole): boolean {
  return hole < 32 ? ((lowWord(board) >>> hole) & 1) === 1 : ((highWord(board) >>> (hole - 32)) & 1) === 1
}

/** The 0-based holes holding pegs, ascending. */
export function pegs(board: Board, side: number): Hole[] {
  const out: Hole[] = []
  for (let i = 0; i < holeCount(side); i++) if (hasPeg(board, i)) out.push(i)
  return out
}

/** The board with every hole filled except the 1-based hole `vacancy`. */
export function singleVacancy(side: number, vacancy: number): Board {
  return geometry(side).full - 2 ** (vacancy - 1)
}

/** Index j of the jump from → to (1-based holes) on T_side, or -1 if no such jump exists. */
export function jumpIndex(side: number, from: number, to: number): number {
  const g = geometry(side)
  for (let j = 0; j < g.from.length; j++) if (g.from[j] === from - 1 && g.to[j] === to - 1) return j
  return -1
}

/** Is jump j legal on this board? */
export function isLegal(g: Geometry, board: Board, j: number): boolean {
  return legalOnWords(g, lowWord(board), highWord(board), j)
}

/**
 * Is jump j legal on the board whose low and high words are `lo` and `hi`: pegs on its from and
 * over holes, its to hole empty? The hot loops split a board once and test every jump with this.
 */
export const legalOnWords = (g: Geometry, lo: number, hi: number, j: number): boolean =>
  (lo & g.needLo[j]) === g.needLo[j] &&
  (hi & g.needHi[j]) === g.needHi[j] &&
  (lo & g.emptyLo[j]) === 0 &&
  (hi & g.emptyHi[j]) === 0

/** The legal jumps of a board, as jump indices. */
export function legalJumps(g: Geometry, board: Board): number[] {
  const out: number[] = []
  for (let j = 0; j < g.from.length; j++) if (isLegal(g, board, j)) out.push(j)
  return out
}

/** Why a jump cannot be made: which of the three bit tests failed (or no such jump exists). */
export type JumpProblem = 'not-a-jump' | 'no-peg' | 'over-empty' | 'landing-full'

export type ReplayResult =
  | { ok: true; boards: Board[] }
  | {
      ok: false
      step: number
      jump: Jump
      over: number
      problem: JumpProblem
      reason: string
      boards: Board[]
    }

/** The reason, in words, with 1-based holes ("over" is 0 when there is no such jump). */
export function jumpProblemText(side: number, [from, to]: Jump, over: number, problem: JumpProblem): string {
  switch (problem) {
    case 'not-a-jump':
      return `${from} → ${to} is not a jump on T${side}: a jump goes over one neighbouring hole, along a row or a diagonal.`
    case 'no-peg':
      return `hole ${from} has no peg to jump with.`
    case 'over-empty':
      return `hole ${over} between them is empty.`
    case 'landing-full':
      return `hole ${to} already holds a peg.`
  }
}

/**
 * Replays jumps [from, to] (1-based) from `board`: every board on the way, or the first illegal
 * jump (its 1-based step) with which test failed, and the boards up to it.
 */
export function replay(side: number, board: Board, jumps: readonly Jump[]): ReplayResult {
  const g = geometry(side)
  const boards = [board]
  for (let k = 0; k < jumps.length; k++) {
    const [from, to] = jumps[k]
    const j = from >= 1 && to >= 1 && from <= g.holes && to <= g.holes ? jumpIndex(side, from, to) : -1
    const over = j < 0 ? 0 : g.over[j] + 1
    const problem: JumpProblem | null =
      j < 0
        ? 'not-a-jump'
        : !hasPeg(board, from - 1)
          ? 'no-peg'
          : !hasPeg(board, over - 1)
            ? 'over-empty'
            : hasPeg(board, to - 1)
              ? 'landing-full'
              : null
    if (problem !== null) {
      return {
        ok: false,
        step: k + 1,
        jump: [from, to],
        over,
        problem,
        reason: jumpProblemText(side, [from, to], over, problem),
        boards,
      }
    }
    board += g.delta[j]
    boards.push(board)
  }
  return { ok: true, boards }
}

/** Do the jumps replay legally from `board` and leave exactly one peg (in hole `target`, if given)? */
export function isSolution(side: number, board: Board, jumps: readonly Jump[], target?: number): boolean {
  const r = replay(side, board, jumps)
  if (!r.ok) return false
  const last = r.boards[r.boards.length - 1]
  return pegCount(last) === 1 && (target === undefined || hasPeg(last, target - 1))
}

// #region moves
/** Group jumps into moves: a jump that starts where the previous one landed continues its move. */
export function groupMoves(jumps: readonly Jump[]): Jump[][] {
  const moves: Jump[][] = []
  for (const jump of jumps) {
    const last = moves[moves.length - 1]
    if (last && last[last.length - 1][1] === jump[0]) last.push(jump)
    else moves.push([jump])
  }
  return moves
}
// #endregion moves

/** "7-2 1-4 9-7-2 …": each move as the holes its peg visits, as the source writes them. */
export function formatMoves(jumps: readonly Jump[]): string {
  return groupMoves(jumps)
    .map((move) => [move[0][0], ...move.map((j) => j[1])].join('-'))
    .join(' ')
}

/** Which side has this many holes? 0 if none. */
export function sideOf(holes: number): number {
  for (let n = MIN_SIDE; n <= MAX_SIDE; n++) if (holeCount(n) === holes) return n
  return 0
}
