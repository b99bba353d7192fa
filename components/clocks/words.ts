/** Words for the Clocks widgets (pure: unit-tested, used at build time and on the page). */
import {
  countsToMoves,
  DIAL_NAMES,
  isSolution,
  replay,
  type Dials,
  type Move,
} from '../../src/solvers/clocks/model.ts'
import { formatMoves } from '../../src/solvers/clocks/notation.ts'
import { solveClosedForm } from '../../src/solvers/clocks/closed-form.ts'
import type { Method } from '../../src/solvers/clocks/jobs.ts'

const HOURS = [12, 3, 6, 9] as const
/** Hand angle in degrees (clockwise from 12) for 0..3 quarter turns. */
export const HAND_ANGLE = [0, 90, 180, 270] as const

export function dialLabel(index: number, quarter: number): string {
  return `Dial ${DIAL_NAMES[index]}: ${HOURS[quarter & 3]} o'clock`
}

/** "A, B, D, E" for the dials a move turns. */
export function dialList(names: string): string {
  return Array.from(names).join(', ')
}

/** "A, B, D and E" for the dials a move turns, in a sentence. */
export function dialSentenceList(names: string): string {
  const all = Array.from(names)
  return all.length < 2 ? all.join('') : `${all.slice(0, -1).join(', ')} and ${all[all.length - 1]}`
}

/** The text alternative of the figure of the nine moves: which dials each move turns. */
export function movePatternsLabel(moves: readonly string[]): string {
  const parts = moves.map((dials, k) => `move ${k + 1} turns ${dialSentenceList(dials)}`)
  return `The nine moves, each drawn as the board after making it once from the solved position: ${parts.join('; ')}.`
}

/** The sentence the status region announces for a shortest solution. */
export function solutionSentence(moves: readonly number[]): string {
  if (moves.length === 0) return 'Already solved: every dial points to 12.'
  return `Solved in ${moves.length} move${moves.length === 1 ? '' : 's'}: ${moves.join(' ')}`
}

/** The four methods, with the names the article uses. */
export const METHOD_NAMES: Record<Method, string> = {
  'brute-force': 'Brute force over 4⁹ count vectors',
  elimination: 'Elimination mod 4',
  inverse: 'Inverse matrix',
  'closed-form': 'Closed form (table lookup)',
}

/** The methods in the order the article presents them. */
export const METHOD_ORDER: readonly Method[] = ['brute-force', 'elimination', 'inverse', 'closed-form']

/** "0.45 µs", "12.3 µs", "3.1 ms". */
export function formatMicros(us: number): string {
  if (us < 1) return `${(us * 1000).toFixed(0)} ns`
  if (us < 1000) return `${us.toPrecision(3)} µs`
  return `${(us / 1000).toPrecision(3)} ms`
}

/** "All four agree; the fastest is 250 times faster than the slowest." */
export function compareSentence(
  rows: readonly { moves: readonly number[]; microsPerSolve: number }[],
): string {
  const same = rows.every((r) => r.moves.join(' ') === rows[0].moves.join(' '))
  const fastest = rows.reduce((a, b) => (a.microsPerSolve <= b.microsPerSolve ? a : b))
  const slowest = rows.reduce((a, b) => (a.microsPerSolve >= b.microsPerSolve ? a : b))
  const ratio = Math.round(slowest.microsPerSolve / fastest.microsPerSolve).toLocaleString('en-US')
  return `${same ? `All ${rows.length === 4 ? 'four' : rows.length} agree` : 'The methods disagree!'}; the fastest is ${ratio} times faster than the slowest.`
}

// Exercise verdicts.

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']
const times = (n: number): string => (n === 1 ? 'once' : n === 2 ? 'twice' : `${WORDS[n] ?? n} times`)
const movesWord = (n: number): string => `${n} move${n === 1 ? '' : 's'}`

/** The shortest solution of `dials`, moves in ascending order. */
export function shortestMoves(dials: Dials): Move[] {
  return countsToMoves(solveClosedForm(dials))
}

/** "B points to 3, E to 6" for the dials not at 12 after the moves. */
function pointing(after: Dials): string {
  const off = Array.from(after, (v, k) => ({ name: DIAL_NAMES[k], hour: HOURS[v] })).filter(
    (d) => d.hour !== 12,
  )
  return off.map((d, k) => (k === 0 ? `${d.name} points to ${d.hour}` : `${d.name} to ${d.hour}`)).join(', ')
}

/** Why a solving sequence is longer than the shortest one. */
function whyLonger(moves: readonly Move[]): string {
  const used = new Array<number>(10).fill(0)
  for (const m of moves) used[m]++
  const over = used.flatMap((n, m) => (n >= 4 ? [`move ${m} ${times(n)}`] : []))
  if (over.length === 0) return 'some moves can be replaced by fewer.'
  return `you used ${over.join(' and ')}, and four quarter turns are no turn.`
}

/**
 * The feedback sentence for `moves` on `dials`. With `reveal` false (class mode before the
 * reveal) it never says how long the shortest solution is.
 */
export function judge(dials: Dials, moves: readonly Move[], reveal = true): string {
  if (!isSolution(dials, moves)) return `Not solved: ${pointing(replay(dials, moves))}.`
  const best = shortestMoves(dials).length
  if (moves.length === 0) return 'Solved in 0 moves, the shortest: every dial already points to 12.'
  if (moves.length === best) return `Solved in ${movesWord(moves.length)}, and that is the shortest.`
  const head = reveal
    ? `Solved in ${movesWord(moves.length)}, and the shortest takes ${best}`
    : `Solved in ${movesWord(moves.length)}, but not in the fewest`
  return `${head}: ${whyLonger(moves)}`
}

/** "A shortest solution takes 4 moves: 4 5 8 9." plus, when given, how the prediction did. */
export function revealText(dials: Dials, prediction: number | null = null): string {
  const best = shortestMoves(dials)
  const text =
    best.length === 0
      ? 'A shortest solution takes 0 moves: every dial already points to 12.'
      : `A shortest solution takes ${movesWord(best.length)}: ${formatMoves(best)}.`
  if (prediction === null) return text
  const diff = prediction - best.length
  const verdict = diff === 0 ? 'was right' : `was ${Math.abs(diff)} too ${diff > 0 ? 'many' : 'few'}`
  return `${text} Your prediction, ${prediction}, ${verdict}.`
}
