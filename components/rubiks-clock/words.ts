/**
 * Words for the Rubik's Clock widgets: dial labels, pins, turns, moves, and the status sentences
 * (pure: no DOM, shared by the build-time markup and the page scripts). The rules of pins and
 * wheels are the solver's (src/solvers/rubiks-clock/pins.ts).
 */
import {
  HOURS,
  PIN_NAMES,
  amountsToMoves,
  pinNames,
  type Move,
  type PinMask,
  type Side,
} from '../../src/solvers/rubiks-clock/model.ts'
import { formatMove } from '../../src/solvers/rubiks-clock/notation.ts'
import type { Metric } from '../../src/solvers/rubiks-clock/optimal.ts'
import { formatMs } from '../kit/job-controls.ts'
import { PUBLISHED_MEAN, mean } from './sampler-math.ts'

/** The nine dials of a face, row by row as seen from it. */
const DIAL_NAMES = ['UL', 'U', 'UR', 'L', 'centre', 'R', 'DL', 'D', 'DR'] as const

const capital = (side: Side): string => side[0].toUpperCase() + side.slice(1)

/** "Front dial UR: 3 o'clock". */
export function dialLabel(side: Side, dial: number, hours: number): string {
  return `${capital(side)} dial ${DIAL_NAMES[dial]}: ${hours || 12} o'clock`
}

/** "Front, facing you" / "Back, as seen from the back". */
export function faceCaption(side: Side, facing: boolean): string {
  return facing ? `${capital(side)}, facing you` : `${capital(side)}, as seen from the ${side}`
}

/** A static face's name: "After the optimal solution, back: 12 12 12, 12 12 12, 12 12 12; pins up UR"; null: no pins drawn. */
export function faceImageLabel(
  label: string,
  side: Side,
  hours: readonly number[],
  up: PinMask | null,
): string {
  const rows = [0, 3, 6]
    .map((k) =>
      hours
        .slice(k, k + 3)
        .map((h) => h || 12)
        .join(' '),
    )
    .join(', ')
  return up === null
    ? `${label}, ${side}: ${rows}`
    : `${label}, ${side}: ${rows}; pins up ${pinNames(up).join(' ') || 'none'}`
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
  return (
    `A solution with ${used} ${used === 1 ? 'move' : 'moves'}, found by linear algebra mod 12 (mod 4 and mod 3, ` +
    `combined): ${moves}. Press Solve optimally for the fewest.`
  )
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
export function proofSentence(
  length: number,
  bounds: Bounds,
  splits: number,
  metric: Metric = 'move',
): string {
  const hours = metric === 'hour'
  if (length === 0) return 'Every dial already reads 12.'
  if (length === 1)
    return hours
      ? 'Proof: the position is not solved, so no set of moves turning 0 hours solves it.'
      : 'Proof: the position is not solved, so no set of 0 moves solves it.'
  const found = rising(bounds.map((b) => b.best).filter((b) => b < 255))
  const lower = rising(bounds.map((b) => b.lowerBound))
  return (
    `Proof: every solution is some front moves plus some back moves that agree on the corners. ` +
    `For each of the ${splits.toLocaleString('en-US')} ways to split the corners' turns between the faces, ` +
    `the face tables give the ${hours ? 'fewest hours' : 'fewest moves'} on each side; trying the splits by front ${hours ? 'hours' : 'moves'}, fewest first, ` +
    `the best found ${found.includes('→') ? `went ${found}` : `was ${found} from the first`} ` +
    `while the lower bound rose ${lower}. ` +
    (hours
      ? `So no set of moves turning ${length - 1} or fewer hours solves this position.`
      : `So no set of ${length - 1} or fewer moves solves this position.`)
  )
}

/** How many hours a list of moves turns, each the short way round (the hour metric's length). */
export function hoursOf(moves: readonly Move[]): number {
  return moves.reduce((sum, m) => {
    const t = ((m.turn % HOURS) + HOURS) % HOURS
    return sum + Math.min(t, HOURS - t)
  }, 0)
}

/** A list's length in `metric`: its number of moves, or the hours it turns. */
export function lengthIn(moves: readonly Move[], metric: Metric): number {
  return metric === 'hour' ? hoursOf(moves) : moves.length
}

/** "3 moves" / "1 move" in the move metric, "7 hours" / "1 hour" in the hour metric. */
function amountWords(n: number, metric: Metric): string {
  const unit = metric === 'hour' ? 'hour' : 'move'
  return `${n} ${n === 1 ? unit : `${unit}s`}`
}

/** What the main widget's status says while no answer has been asked for. */
export const IDLE =
  'Press “Any solution” for a solution by linear algebra at once, or “Solve optimally” for the fewest moves.'

/** "Turned the UL wheel: a front move (pin UL up on the front)." — which of the 30 moves a wheel turn was. */
export function wheelSentence(wheel: number, facing: Side, move: Move): string {
  const how =
    move.side === facing
      ? `a ${move.side} move (${pinWords(move.pins)} on the ${move.side})`
      : `its pin is down here, so it is a ${move.side} move (${pinWords(move.pins)} on the ${move.side}, ${turnWords(move.turn)} as seen from there)`
  return `Turned the ${PIN_NAMES[wheel]} wheel: ${how}.`
}

const movesWord = (n: number): string => `${n} ${n === 1 ? 'move' : 'moves'}`

/** The optimal solver's answer for the status: length, sides, time, the moves, and the proof. */
export function optimalSentence(
  r: {
    length: number
    frontLength: number
    backLength: number
    bounds: Bounds
    metric?: Metric
    cost?: number
  },
  moves: readonly Move[],
  time: string,
  splits: number,
): string {
  if (moves.length === 0) return 'Optimal: 0 moves, the puzzle is solved.'
  if (r.metric === 'hour') {
    const cost = r.cost ?? hoursOf(moves)
    return (
      `Optimal in the hour metric: ${amountWords(cost, 'hour')} of turning, in ${movesWord(r.length)} ` +
      `(${r.frontLength} on the front, ${r.backLength} on the back; found in ${time}): ` +
      `${moves.map(formatMove).join(', ')}. ${proofSentence(cost, r.bounds, splits, 'hour')}`
    )
  }
  return (
    `Optimal: ${movesWord(r.length)} (${r.frontLength} on the front, ${r.backLength} on the back; found in ${time}): ` +
    `${moves.map(formatMove).join(', ')}. ${proofSentence(r.length, r.bounds, splits)}`
  )
}

/** The step player's label for step `k` (0-based) of a solution. */
export function stepLabel(k: number, moves: readonly Move[]): string {
  return `Step ${k + 1} of ${moves.length}: ${moveWords(moves[k])}`
}

// Exercise: the reader's move list for a position — legal? solves it? the fewest?

/** "Not legal: move 2 is not a move: it has no pin up …" from replay's InputError message. */
export function illegalSentence(message: string): string {
  return `Not legal: ${message[0].toLowerCase()}${message.slice(1)}`
}

/** Legal but not solved: how many dials are off, naming up to four of them. */
export function unsolvedSentence(after: { front: readonly number[]; back: readonly number[] }): string {
  const off: string[] = []
  for (const side of ['front', 'back'] as const) {
    after[side].forEach((h, k) => {
      // A shared corner is one dial: name it once, from the front.
      if (side === 'back' && [0, 2, 6, 8].includes(k)) return
      if (h !== 0) off.push(`${side} ${DIAL_NAMES[k]} reads ${h}`)
    })
  }
  const shown = off.slice(0, 4).join(', ') + (off.length > 4 ? `, and ${off.length - 4} more` : '')
  return `Legal, but not solved: after your moves ${off.length} of the 14 dials ${off.length === 1 ? 'is' : 'are'} not at 12 (${shown}).`
}

/** Moves of `moves` used more than once: "front UL" and so on (two turns of one move are one move). */
export function repeatedMoves(moves: readonly Move[]): string[] {
  const seen = new Map<string, number>()
  for (const m of moves) {
    const key = `${m.side} ${pinNames(m.pins).join(' ')}`
    seen.set(key, (seen.get(key) ?? 0) + 1)
  }
  return [...seen].filter(([, n]) => n > 1).map(([key]) => key)
}

/**
 * The verdict on a solving move list of `used` moves when the fewest is `best`; without `reveal`
 * (class mode before Reveal) it says whether it is the fewest but not how many that is.
 */
export function solvedSentence(
  moves: readonly Move[],
  best: number,
  reveal: boolean,
  metric: Metric = 'move',
): string {
  const used = lengthIn(moves, metric)
  if (moves.length === 0) return 'Solved in 0 moves, the fewest: every dial already reads 12.'
  const words = amountWords(used, metric)
  if (used <= best) {
    return metric === 'hour'
      ? `Legal, and solved in ${words} of turning: that is the fewest, no set of moves turning ${used - 1} or fewer hours solves it.`
      : `Legal, and solved in ${movesWord(used)}: that is the fewest, no set of ${used - 1} or fewer moves solves it.`
  }
  const head = reveal
    ? `Legal and solved in ${words}${metric === 'hour' ? ' of turning' : ''}, but the fewest is ${best}`
    : `Legal and solved in ${words}${metric === 'hour' ? ' of turning' : ''}, but not in the fewest: a shorter solution exists`
  const twice = repeatedMoves(moves)
  const hint =
    twice.length > 0
      ? ` Moves commute, so the turns of a move used more than once (${twice.join(', ')}) add up to one move.`
      : ''
  return `${head}.${hint}`
}

/** The exercise's reveal: "The fewest is 7 moves: front UL +3, …". */
export function revealSentence(moves: readonly Move[], metric: Metric = 'move'): string {
  if (moves.length === 0) return 'The fewest is 0 moves: every dial already reads 12.'
  if (metric === 'hour')
    return `The fewest is ${amountWords(hoursOf(moves), 'hour')} of turning, for example: ${moves.map(formatMove).join(', ')}.`
  return `The fewest is ${movesWord(moves.length)}, for example: ${moves.map(formatMove).join(', ')}.`
}

// The sampler.

/** The status while a sample runs. */
export function sampleBusy(done: number, total: number): string {
  return `Solving ${total.toLocaleString('en-US')} random positions… ${done.toLocaleString('en-US')} solved so far.`
}

/** "mean 9.40 moves (published mean 9.37), longest 11" for counts by length. */
function sampleStats(counts: readonly number[]): string {
  const longest = counts.reduce((top, c, k) => (c > 0 ? k : top), 0)
  return `mean ${mean(counts).toFixed(2)} moves (published mean ${PUBLISHED_MEAN.toFixed(2)}), longest ${longest}`
}

/** "10 random positions solved optimally in 0.9 s: mean 9.40 moves (published mean 9.37), longest 11." */
export function sampleSummary(counts: readonly number[], ms: number): string {
  const n = counts.reduce((a, b) => a + b, 0)
  return `${n.toLocaleString('en-US')} random ${n === 1 ? 'position' : 'positions'} solved optimally in ${formatMs(ms)}: ${sampleStats(counts)}.`
}

/** After a stopped sample: "5 of 1,000 positions were solved before it stopped: mean 9.40 moves (…), longest 11." */
export function keptSentence(counts: readonly number[], total: number): string {
  const n = counts.reduce((a, b) => a + b, 0)
  const head = `${n.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} positions ${n === 1 ? 'was' : 'were'} solved before it stopped`
  return n === 0 ? `${head}.` : `${head}: ${sampleStats(counts)}.`
}
