/**
 * Rubik's Clock pins and wheels, as a person holding the puzzle meets them — the rules the widget
 * plays by (pure: no DOM). Moves themselves are in model.ts.
 *
 * Vocabulary:
 *   facing     the face turned towards the reader ('front' or 'back').
 *   frontUp    the pins up on the front (bit 0 UL, 1 UR, 2 DL, 3 DR). A pin down on one face is up
 *              on the other, where it is named mirrored (left and right swap when you flip).
 *   wheel      0..3 = UL UR DL DR, named from the face you look at. Turning it is one of the 30
 *              moves: the move of the facing side when the wheel's pin is up there, else a move
 *              of the other side, turning the other way as seen from there, with its up pins.
 *   dial slot  where dial k of a face (face numbering 0..8) lives in Dials, and its sign: a shared
 *              corner seen from the back reads backwards.
 */
import { HOURS, MIRROR_PIN, type Dials, type Move, type PinMask, type Side } from './model.ts'

export const other = (side: Side): Side => (side === 'front' ? 'back' : 'front')

const mod = (value: number): number => ((value % HOURS) + HOURS) % HOURS

/** The same physical pins named from the other face (left and right swap). */
export function mirrorMask(mask: PinMask): PinMask {
  let out = 0
  for (let pin = 0; pin < 4; pin++) if (mask & (1 << pin)) out |= 1 << MIRROR_PIN[pin]
  return out
}

/** The pins up on `side`, from the pins up on the front: a pin down on one face is up on the other. */
export function pinsUpOn(side: Side, frontUp: PinMask): PinMask {
  return side === 'front' ? frontUp : mirrorMask(~frontUp & 15)
}

/** The pins up on the front, from the pins up on `side`. */
export function frontPinsFrom(side: Side, up: PinMask): PinMask {
  return side === 'front' ? up : ~mirrorMask(up) & 15
}

/** The pins up on the front after toggling pin `pin` (named from `facing`) as seen from `facing`. */
export function togglePin(facing: Side, frontUp: PinMask, pin: number): PinMask {
  return frontPinsFrom(facing, pinsUpOn(facing, frontUp) ^ (1 << pin))
}

/**
 * The move made by turning wheel `wheel` (0..3 = UL UR DL DR, named from `facing`) `turn` hours
 * clockwise as seen from `facing`, with pins `frontUp` up on the front.
 */
export function wheelMove(facing: Side, frontUp: PinMask, wheel: number, turn: number): Move {
  const up = pinsUpOn(facing, frontUp)
  if (up & (1 << wheel)) return { side: facing, pins: up, turn: mod(turn) }
  const away = other(facing)
  return { side: away, pins: pinsUpOn(away, frontUp), turn: mod(-turn) }
}

/** The pins a move leaves up on the front: its own pins up on its side. */
export function pinsAfter(move: Move): PinMask {
  return frontPinsFrom(move.side, move.pins)
}

/** The index in Dials of dial `k` of `side` (face numbering), and whether it reads backwards there. */
export function dialSlot(side: Side, k: number): { index: number; sign: 1 | -1 } {
  if (side === 'front') return { index: k, sign: 1 }
  const corner: Record<number, number> = { 0: 2, 2: 0, 6: 8, 8: 6 }
  if (k in corner) return { index: corner[k], sign: -1 }
  return { index: 9 + [1, 3, 4, 5, 7].indexOf(k), sign: 1 }
}

/** The dials after setting dial `k` of `side` forward `by` hours as seen from `side` (a copy). */
export function turnDial(dials: Dials, side: Side, k: number, by: number): Dials {
  const { index, sign } = dialSlot(side, k)
  const next = dials.slice()
  next[index] = mod(next[index] + sign * by)
  return next
}
