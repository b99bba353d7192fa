/**
 * Clocks (IOI'94) — the board, the moves and the checker.
 *
 * Vocabulary, as the article uses it:
 *   dial     one of nine clocks lettered A..I row by row (A B C / D E F / G H I).
 *            Its value counts quarter turns past 12: 12 → 0, 3 → 1, 6 → 2, 9 → 3.
 *   move     one of nine, numbered 1..9; it turns a fixed set of dials a quarter turn clockwise.
 *   counts   how often each move is made, 0..3 per move. Moves commute and four quarter turns
 *            are no turn, so a vector of counts is a whole solution and its length is their sum.
 *   code     a position packed as an integer 0..262143 in base 4, dial A most significant:
 *            code = a·4⁸ + b·4⁷ + … + h·4 + i. Each dial is therefore one 2-bit field, dial I
 *            in bits 0–1 and dial A in bits 16–17. Counts pack the same way, move 1 first.
 */

export type Dials = Uint8Array // 9 dials, quarter turns past 12, 0..3
export type Counts = Uint8Array // 9 move counts, 0..3
export type Move = number // 1..9
export type Code = number // 0..262143, base 4, first entry most significant

export const DIAL_NAMES = 'ABCDEFGHI'
export const POSITIONS = 262144 // 4 ** 9

// #region moves
/** Move k (1-based) turns the dials named in MOVES[k - 1]. */
export const MOVES: readonly string[] = ['ABDE', 'ABC', 'BCEF', 'ADG', 'BDEFH', 'CFI', 'DEGH', 'GHI', 'EFHI']

/** MOVE_MATRIX[dial][move] is 1 when the move turns that dial, else 0. */
export const MOVE_MATRIX: readonly (readonly number[])[] = Array.from(DIAL_NAMES, (dial) =>
  MOVES.map((dials) => (dials.includes(dial) ? 1 : 0)),
)
// #endregion moves

/** Index 0..8 of each dial each move turns, for the loops below. */
const MOVE_DIALS: readonly (readonly number[])[] = MOVES.map((dials) =>
  Array.from(dials, (name) => DIAL_NAMES.indexOf(name)),
)

export function solvedDials(): Dials {
  return new Uint8Array(9)
}

/** The dials after one more quarter turn by `move` (1..9); the input is not changed. */
export function applyMove(dials: Dials, move: Move): Dials {
  return turn(dials.slice(), move)
}

/** Turn the dials of `move` a quarter turn in place; returns the same array. */
export function turn(dials: Dials, move: Move): Dials {
  const turned = MOVE_DIALS[move - 1]
  for (let k = 0; k < turned.length; k++) dials[turned[k]] = (dials[turned[k]] + 1) & 3
  return dials
}

/** The dials after making move k counts[k - 1] times, for every k. */
export function applyCounts(dials: Dials, counts: Counts): Dials {
  const next = dials.slice()
  for (let m = 0; m < 9; m++) {
    for (const dial of MOVE_DIALS[m]) next[dial] = (next[dial] + counts[m]) & 3
  }
  return next
}

/** The dials after making the moves in the given order (any order gives the same dials). */
export function replay(dials: Dials, moves: readonly Move[]): Dials {
  return applyCounts(dials, movesToCounts(moves))
}

export function isSolved(dials: Dials): boolean {
  for (let k = 0; k < 9; k++) if (dials[k] !== 0) return false
  return true
}

/** True when every move is 1..9 and making them turns every dial to 12. */
export function isSolution(dials: Dials, moves: readonly Move[]): boolean {
  return moves.every((m) => Number.isInteger(m) && m >= 1 && m <= 9) && isSolved(replay(dials, moves))
}

/** Move numbers in ascending order, move k repeated counts[k - 1] times. */
export function countsToMoves(counts: Counts): Move[] {
  const moves: Move[] = []
  for (let m = 0; m < 9; m++) for (let c = 0; c < counts[m]; c++) moves.push(m + 1)
  return moves
}

/** How often each move occurs, reduced mod 4. Throws RangeError for a move outside 1..9. */
export function movesToCounts(moves: readonly Move[]): Counts {
  const counts = new Uint8Array(9)
  for (const m of moves) {
    if (!(Number.isInteger(m) && m >= 1 && m <= 9)) throw new RangeError(`Move ${m} is not 1..9.`)
    counts[m - 1] = (counts[m - 1] + 1) & 3
  }
  return counts
}

export function solutionLength(counts: Counts): number {
  return counts.reduce((sum, c) => sum + c, 0)
}

/** Pack 9 values 0..3 (dials or counts) into a code, first value most significant. */
export function encode(values: Uint8Array): Code {
  let code = 0
  for (let k = 0; k < 9; k++) code = (code << 2) | (values[k] & 3)
  return code
}

/** Unpack a code into 9 values 0..3, reusing `out` when given. */
export function decode(code: Code, out: Uint8Array = new Uint8Array(9)): Uint8Array {
  for (let k = 8; k >= 0; k--) {
    out[k] = code & 3
    code >>>= 2
  }
  return out
}
