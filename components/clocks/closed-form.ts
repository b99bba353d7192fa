/**
 * "On your position" under the closed form: the reader's dials a..i, each t_i by the closed
 * form, and the move list. Also the answer sentences the other structure widgets share.
 */
import { solveClosedForm } from '../../src/solvers/clocks/closed-form.ts'
import { countsToMoves, type Counts } from '../../src/solvers/clocks/model.ts'
import { formatMoves } from '../../src/solvers/clocks/notation.ts'
import { $, setText } from '../kit/dom.ts'
import { sayIn } from '../kit/status.ts'
import { position } from './position.ts'

/** "moves 4 5 8 9", or "no moves: every dial already points to 12". */
export function movesText(counts: Counts): string {
  const moves = countsToMoves(counts)
  return moves.length === 0 ? 'no moves: every dial already points to 12' : `moves ${formatMoves(moves)}`
}

/** "t = (0, 0, 0, 1, 1, 0, 0, 1, 1): moves 4 5 8 9". */
export function answerText(counts: Counts): string {
  return `t = (${Array.from(counts).join(', ')}): ${movesText(counts)}`
}

/** Wires one ClosedForm widget to the reader's position. */
export function initClosedForm(root: HTMLElement): void {
  const dialCells = Array.from(root.querySelectorAll<HTMLElement>('[data-cf-dial]'))
  const countCells = Array.from(root.querySelectorAll<HTMLElement>('[data-cf-count]'))
  const status = $(root, '[data-status]')
  position.subscribe((dials) => {
    const counts = solveClosedForm(dials)
    dials.forEach((v, k) => setText(dialCells[k], String(v)))
    counts.forEach((t, k) => setText(countCells[k], String(t)))
    sayIn(status, `By the closed form, ${answerText(counts)}.`)
  })
}
