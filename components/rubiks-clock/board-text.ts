/**
 * Words and geometry for drawing the puzzle, shared by the build-time markup and the page scripts
 * (pure: no DOM). A wheel turned from the face you are looking at is one of the 30 moves: the
 * move of that face if the wheel's pin is up there, else a move of the other face, turning the
 * other way as seen from there, with the pins that are up on that side.
 */
import {
  HOURS, MIRROR_PIN, PIN_NAMES, amountsToMoves, formatMove, pinNames, type Move, type PinMask, type Side,
} from '../../src/solvers/rubiks-clock/index.ts'

/** The nine dials of a face, row by row as seen from it. */
export const DIAL_NAMES = ['UL', 'U', 'UR', 'L', 'centre', 'R', 'DL', 'D', 'DR'] as const

export const other = (side: Side): Side => (side === 'front' ? 'back' : 'front')
const capital = (side: Side): string => side[0].toUpperCase() + side.slice(1)

/** "Front dial UR: 3 o'clock". */
export function dialLabel(side: Side, dial: number, hours: number): string {
  return `${capital(side)} dial ${DIAL_NAMES[dial]}: ${hours || 12} o'clock`
}

/** The hand's angle in degrees, clockwise from 12. */
export function handAngle(hours: number): number {
  return (hours % HOURS) * 30
}

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

/**
 * The move made by turning wheel `wheel` (0..3 = UL UR DL DR, named from `facing`) `turn` hours
 * clockwise as seen from `facing`, with pins `frontUp` up on the front.
 */
export function wheelMove(facing: Side, frontUp: PinMask, wheel: number, turn: number): Move {
  const up = pinsUpOn(facing, frontUp)
  if (up & (1 << wheel)) return { side: facing, pins: up, turn: ((turn % HOURS) + HOURS) % HOURS }
  const away = other(facing)
  return { side: away, pins: pinsUpOn(away, frontUp), turn: (((-turn) % HOURS) + HOURS) % HOURS }
}

function list(words: string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
}

/** "pins UL and DR up", "pin UR up", "all four pins up". */
export function pinWords(mask: PinMask): string {
  const names = pinNames(mask)
  if (names.length === 4) return 'all four pins up'
  return `${names.length === 1 ? 'pin' : 'pins'} ${list(names)} up`
}

/** "4 hours clockwise" for turns 1..6, "1 hour anticlockwise" for 11, and so on. */
export function turnWords(turn: number): string {
  const t = ((turn % HOURS) + HOURS) % HOURS
  const [n, way] = t <= 6 ? [t, 'clockwise'] : [HOURS - t, 'anticlockwise']
  return `${n} ${n === 1 ? 'hour' : 'hours'} ${way}`
}

/** "front, pins UL and DR up, turn the UL wheel 4 hours clockwise": any wheel whose pin is up. */
export function moveWords(move: Move): string {
  const wheel = PIN_NAMES.find((_, pin) => move.pins & (1 << pin))
  return `${move.side}, ${pinWords(move.pins)}, turn the ${wheel} wheel ${turnWords(move.turn)}`
}

/** The status sentence for the linear-algebra solution (`amounts` from solveAny). */
export function anySentence(amounts: ArrayLike<number>): string {
  const used = Array.from(amounts).filter((a) => a !== 0).length
  if (used === 0) return 'Solved: every dial reads 12.'
  const moves = amountsToMoves(Uint8Array.from(amounts)).map(formatMove).join(', ')
  return `A solution with ${used} ${used === 1 ? 'move' : 'moves'}, found by linear algebra mod 12 (mod 4 and mod 3, ` +
    `combined): ${moves}. Press Solve optimally for the fewest.`
}

/** A search's closing-in as pairs (best found so far, 255 if none; lower bound proved then). */
export type Bounds = readonly { best: number; lowerBound: number }[]

function rising(values: number[]): string {
  return values.filter((v, k) => k === 0 || v !== values[k - 1]).join(' → ')
}

/**
 * The proof of optimality, in words, for an optimal solution of `length` moves found with `bounds`
 * over `splits` corner effects: every smaller set of moves is ruled out.
 */
export function proofSentence(length: number, bounds: Bounds, splits: number): string {
  if (length === 0) return 'Every dial already reads 12.'
  if (length === 1) return 'Proof: the position is not solved, so no set of 0 moves solves it.'
  const found = rising(bounds.map((b) => b.best).filter((b) => b < 255))
  const lower = rising(bounds.map((b) => b.lowerBound))
  return `Proof: every solution is some front moves plus some back moves that agree on the corners. ` +
    `For each of the ${splits.toLocaleString('en-US')} ways to split the corners' turns between the faces, ` +
    `the face tables give the fewest moves on each side; trying the splits by front moves, fewest first, ` +
    `the best found ${found.includes('→') ? `went ${found}` : `was ${found} from the first`} ` +
    `while the lower bound rose ${lower}. ` +
    `So no set of ${length - 1} or fewer moves solves this position.`
}
