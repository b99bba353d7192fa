/** Redraws a ClockBoard's hands and labels; highlights the dials a move would turn. */
import { DIAL_NAMES, MOVES, type Dials } from '../../src/solvers/clocks/model.ts'
import { dialLabel, HAND_ANGLE } from './words.ts'

export function dialElements(board: HTMLElement): HTMLElement[] {
  return Array.from(board.querySelectorAll<HTMLElement>('[data-dial]'))
}

export function drawBoard(board: HTMLElement, dials: Dials): void {
  dialElements(board).forEach((el, i) => {
    const q = dials[i] & 3
    el.setAttribute('aria-label', dialLabel(i, q))
    el.querySelector('[data-hand]')?.setAttribute('transform', `rotate(${HAND_ANGLE[q]})`)
  })
}

/** Marks the dials that `move` (1..9) turns; 0 clears the marks. */
export function highlightMove(board: HTMLElement, move: number): void {
  const names = move >= 1 && move <= 9 ? MOVES[move - 1] : ''
  dialElements(board).forEach((el, i) => el.classList.toggle('is-highlighted', names.includes(DIAL_NAMES[i])))
}
