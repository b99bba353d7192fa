/** Words and angles for drawing dials, shared by the build-time markup and board.ts. */
import { DIAL_NAMES } from '../../src/solvers/clocks/index.ts'

export const HOURS = [12, 3, 6, 9] as const
/** Hand angle in degrees (clockwise from 12) for 0..3 quarter turns. */
export const HAND_ANGLE = [0, 90, 180, 270] as const

export function dialLabel(index: number, quarter: number): string {
  return `Dial ${DIAL_NAMES[index]}: ${HOURS[quarter & 3]} o'clock`
}

/** "A, B, D, E" for the dials a move turns. */
export function dialList(names: string): string {
  return Array.from(names).join(', ')
}

/** The sentence the status region announces for a shortest solution. */
export function solutionSentence(moves: readonly number[]): string {
  if (moves.length === 0) return 'Already solved: every dial points to 12.'
  return `Solved in ${moves.length} move${moves.length === 1 ? '' : 's'}: ${moves.join(' ')}`
}
