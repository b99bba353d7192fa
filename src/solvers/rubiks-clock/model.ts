/**
 * Rubik's Clock — the dials, pins, wheels and moves, and the checker.
 *
 * Vocabulary, as the article uses it:
 *   face      front or back; each shows nine 12-hour dials, numbered 0..8 row by row *as seen from
 *             that face* (0 1 2 / 3 4 5 / 6 7 8). Dial 4 is the centre, 0 2 6 8 the corners.
 *   corner    the four corner dials are shared: one dial, two faces. A corner reading h o'clock on
 *             the front reads 12 − h on the back (it turns the other way as seen from there).
 *   dials     the 14 independent dials: front 0..8, then the back's non-corner dials 1 3 4 5 7
 *             (as seen from the back). Each holds hours past 12, 0..11 (12 o'clock → 0).
 *   pin       UL UR DL DR, between four dials each; a pin up on one face is down on the other.
 *             Pin UL of the front is pin UR of the back (left and right swap when you flip).
 *   move      set the pins (free), turn one wheel. On the face where the wheel's pin is up, every
 *             dial in the 2x2 blocks of that face's up pins turns with the wheel. So a move is a
 *             face, a non-empty set of pins up on that face (15 choices), and a turn 1..11 hours
 *             clockwise as seen from that face: 2 × 15 = 30 moves, each with 11 amounts.
 *   amounts   moves commute, so a solution is one amount 0..11 per move (0 = not used); its
 *             length is the number of moves used (nonzero amounts).
 */

import { InputError, isInputError } from '../contract.ts'

export type Dials = Uint8Array // 14 independent dials, hours past 12, 0..11
export type Amounts = Uint8Array // 30 move amounts, 0..11 (0 = move not used)
export type Side = 'front' | 'back'
export type PinMask = number // bit 0 UL, bit 1 UR, bit 2 DL, bit 3 DR; as seen from the move's face
export type Move = { side: Side; pins: PinMask; turn: number } // turn 1..11 clockwise from `side`

export const HOURS = 12
export const DIALS = 14
export const MOVES = 30
export const PIN_NAMES = ['UL', 'UR', 'DL', 'DR'] as const

// #region geometry
/** The dials (face numbering 0..8) in the 2x2 block around each pin, as seen from that face. */
export const PIN_BLOCKS: readonly (readonly number[])[] = [
  [0, 1, 3, 4], // UL
  [1, 2, 4, 5], // UR
  [3, 4, 6, 7], // DL
  [4, 5, 7, 8], // DR
]

/** Back dials (back numbering) → index in Dials, or −(1 + front dial) for a shared corner. */
export const BACK_TO_DIAL: readonly number[] = [-(1 + 2), 9, -(1 + 0), 10, 11, 12, -(1 + 8), 13, -(1 + 6)]

/** The same pin seen from the other face: left and right swap. */
export const MIRROR_PIN: readonly number[] = [1, 0, 3, 2]
// #endregion geometry

/** The dials of one face (face numbering) turned by pins `mask` up on that face. */
export function turnedDials(mask: PinMask): number[] {
  const dials = new Set<number>()
  for (let pin = 0; pin < 4; pin++) if (mask & (1 << pin)) for (const d of PIN_BLOCKS[pin]) dials.add(d)
  return [...dials].sort((a, b) => a - b)
}

// #region moves
/** Move index 0..29: front moves 0..14 (pins mask 1..15), back moves 15..29 (mask 1..15). */
export function moveIndex(side: Side, pins: PinMask): number {
  return (side === 'front' ? 0 : 15) + pins - 1
}

/** EFFECT[m * 14 + d]: how many hours move m turns dial d per hour of turn (+1, −1 or 0). */
export const EFFECT: Int8Array = (() => {
  const effect = new Int8Array(MOVES * DIALS)
  for (let pins = 1; pins <= 15; pins++) {
    for (const d of turnedDials(pins)) {
      effect[moveIndex('front', pins) * DIALS + d] = 1
      const target = BACK_TO_DIAL[d] // a back move turns back dials; shared corners the other way
      if (target >= 0) effect[moveIndex('back', pins) * DIALS + target] = 1
      else effect[moveIndex('back', pins) * DIALS + (-target - 1)] = -1
    }
  }
  return effect
})()
// #endregion moves

export function moveAt(index: number, turn: number): Move {
  return { side: index < 15 ? 'front' : 'back', pins: (index % 15) + 1, turn }
}

export function solvedDials(): Dials {
  return new Uint8Array(DIALS)
}

function mod(value: number, n: number = HOURS): number {
  return ((value % n) + n) % n
}

/** The dials after move `index` turned `turn` hours (any integer); the input is not changed. */
export function applyMove(dials: Dials, index: number, turn: number): Dials {
  const next = dials.slice()
  for (let d = 0; d < DIALS; d++) next[d] = mod(next[d] + EFFECT[index * DIALS + d] * turn)
  return next
}

/** The dials after every move m turned amounts[m] hours (the order does not matter). */
export function applyAmounts(dials: Dials, amounts: Amounts): Dials {
  let next = dials
  for (let m = 0; m < MOVES; m++) if (amounts[m] !== 0) next = applyMove(next, m, amounts[m])
  return next === dials ? dials.slice() : next
}

/**
 * Why `move` is not one of the 30 moves (null when it is): a move needs a pin up on its side, and a
 * turn of a whole 12 hours (0) leaves every dial where it was, so it is not a move either.
 */
export function illegalMove(move: Move): string | null {
  if (move.side !== 'front' && move.side !== 'back')
    return `its side is ${JSON.stringify(move.side)}, not front or back`
  if (!(Number.isInteger(move.pins) && move.pins >= 1 && move.pins <= 15))
    return 'it has no pin up: a move turns a wheel whose pin is up'
  if (!Number.isInteger(move.turn)) return `its turn ${move.turn} is not a whole number of hours`
  if (mod(move.turn) === 0) return 'it turns 0 hours: a move turns a wheel 1 to 11 hours'
  return null
}

/** The dials after the moves in order. Throws InputError naming the first move that is not one. */
export function replay(dials: Dials, moves: readonly Move[]): Dials {
  let next: Dials = dials.slice()
  moves.forEach((move, k) => {
    const why = illegalMove(move)
    if (why) throw new InputError(`Move ${k + 1} is not a move: ${why}.`)
    next = applyMove(next, moveIndex(move.side, move.pins), move.turn)
  })
  return next
}

export function isSolved(dials: Dials): boolean {
  return dials.every((h) => h === 0)
}

/** True when making `moves` from `dials` sets every dial of both faces to 12. */
export function isSolution(dials: Dials, moves: readonly Move[]): boolean {
  try {
    return isSolved(replay(dials, moves))
  } catch (error) {
    if (isInputError(error)) return false
    throw error
  }
}

export function amountsToMoves(amounts: Amounts): Move[] {
  const moves: Move[] = []
  for (let m = 0; m < MOVES; m++) if (amounts[m] !== 0) moves.push(moveAt(m, amounts[m]))
  return moves
}

/** The nine dials of a face, as seen from it (hours past 12, 0..11). */
export function faceDials(dials: Dials, side: Side): number[] {
  if (side === 'front') return Array.from(dials.subarray(0, 9))
  return BACK_TO_DIAL.map((t) => (t >= 0 ? dials[t] : mod(-dials[-t - 1])))
}

/** The position seen after turning the puzzle over left to right (WCA y2): back becomes front. */
export function flip(dials: Dials): Dials {
  const front = faceDials(dials, 'back')
  const back = faceDials(dials, 'front')
  const flipped = new Uint8Array(DIALS)
  flipped.set(front, 0)
  ;[1, 3, 4, 5, 7].forEach((d, k) => (flipped[9 + k] = back[d]))
  return flipped
}

/** Pin names of a mask, e.g. 3 → ['UL', 'UR']. */
export function pinNames(mask: PinMask): string[] {
  return PIN_NAMES.filter((_, pin) => mask & (1 << pin))
}

/** A random position from a PRNG returning floats in [0, 1). */
export function randomDials(random: () => number): Dials {
  return Uint8Array.from({ length: DIALS }, () => Math.floor(random() * HOURS))
}
