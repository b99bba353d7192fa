/** Redraws a PuzzleBoard: hands, hour numbers and labels of both faces, the pins, which face is in front. */
import { faceDials, type Dials, type PinMask, type Side } from '../../src/solvers/rubiks-clock/index.ts'
import { dialLabel, handAngle, other, pinsUpOn } from './board-text.ts'

export function faceElement(board: HTMLElement, side: Side): HTMLElement {
  return board.querySelector<HTMLElement>(`[data-face="${side}"]`)!
}

export function dialElements(board: HTMLElement, side: Side): HTMLElement[] {
  return Array.from(faceElement(board, side).querySelectorAll<HTMLElement>('[data-dial]'))
}

/** Draws `dials` with pins `frontUp` up on the front; the face `facing` comes first. */
export function drawPuzzle(board: HTMLElement, dials: Dials, frontUp: PinMask, facing: Side): void {
  for (const side of ['front', 'back'] as const) {
    const hours = faceDials(dials, side)
    dialElements(board, side).forEach((el, k) => {
      el.setAttribute('aria-label', dialLabel(side, k, hours[k]))
      el.classList.toggle('is-twelve', hours[k] === 0)
      el.querySelector('[data-hand]')?.setAttribute('transform', `rotate(${handAngle(hours[k])})`)
      const text = el.querySelector('[data-hour]')
      if (text) text.textContent = String(hours[k] || 12)
    })
    const up = pinsUpOn(side, frontUp)
    for (const pin of faceElement(board, side).querySelectorAll<SVGElement>('[data-pin]')) {
      pin.classList.toggle('is-up', ((up >> Number(pin.dataset.pin)) & 1) === 1)
    }
    const caption = faceElement(board, side).querySelector('[data-face-caption]')
    if (caption) caption.textContent = side === facing ? `${side === 'front' ? 'Front' : 'Back'}, facing you` : `${side === 'front' ? 'Front' : 'Back'}, as seen from the ${side}`
  }
  const first = faceElement(board, facing)
  if (board.firstElementChild !== first) board.insertBefore(first, faceElement(board, other(facing)))
}
