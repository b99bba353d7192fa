/**
 * Words for the Rubik's Clock widgets: dial labels, pins, turns, moves, and the status sentences
 * (pure: no DOM, shared by the build-time markup and the page scripts). The rules of pins and
 * wheels are the solver's (src/solvers/rubiks-clock/pins.ts).
 */
import { HOURS, PIN_NAMES, amountsToMoves, pinNames, type Move, type PinMask, type Side } from '../../src/solvers/rubiks-clock/model.ts'
import { formatMove } from '../../src/solvers/rubiks-clock/notation.ts'

/** The nine dials of a face, row by row as seen from it. */
export const DIAL_NAMES = ['UL', 'U', 'UR', 'L', 'centre', 'R', 'DL', 'D', 'DR'] as const

const capital = (side: Side): string => side[0].toUpperCase() + side.slice(1)

/** "Front dial UR: 3 o'clock". */
export function dialLabel(side: Side, dial: number, hours: number): string {
  return `${capital(side)} dial ${DIAL_NAMES[dial]}: ${hours || 12} o'clock`
}

/** The hand's angle in degrees, clockwise from 12. */
export function handAngle(hours: number): number {
  return (hours % HOURS) * 30
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
