/** Redraws a PuzzleBoard: hands, hour numbers and labels of both faces, the pins, which face is in front. */
import { HOURS, MIRROR_PIN, faceDials, type Dials, type Move, type PinMask, type Side } from '../../src/solvers/rubiks-clock/index.ts'
import { dialLabel, handAngle } from './words.ts'
import { other, pinsUpOn } from '../../src/solvers/rubiks-clock/pins.ts'

export function faceElement(board: HTMLElement, side: Side): HTMLElement {
  return board.querySelector<HTMLElement>(`[data-face="${side}"]`)!
}

export function dialElements(board: HTMLElement, side: Side): HTMLElement[] {
  return Array.from(faceElement(board, side).querySelectorAll<HTMLElement>('[data-dial]'))
}

/** "↻4" / "↺4": a turn as seen from one face, the shorter way round. */
function turnMark(turn: number): string {
  const t = ((turn % HOURS) + HOURS) % HOURS
  return t <= 6 ? `↻${t}` : `↺${HOURS - t}`
}

/**
 * Draws `dials` with pins `frontUp` up on the front; the face `facing` comes first. With `move`,
 * marks the wheel that makes it (the first of its up pins, as the step words name it) on both
 * faces: its turn as seen from the move's side, and the other way round as seen from behind.
 */
export function drawPuzzle(board: HTMLElement, dials: Dials, frontUp: PinMask, facing: Side, move?: Move): void {
  const wheel = move ? [0, 1, 2, 3].find((p) => move.pins & (1 << p)) : undefined
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
    for (const mark of faceElement(board, side).querySelectorAll<SVGGElement>('[data-wheel-turn]')) {
      const here = move && wheel !== undefined ? (side === move.side ? wheel : MIRROR_PIN[wheel]) : -1
      const on = Number(mark.dataset.wheelTurn) === here
      mark.classList.toggle('is-on', on)
      const text = mark.querySelector('[data-wheel-turn-text]')
      if (text) text.textContent = on && move ? turnMark(side === move.side ? move.turn : -move.turn) : ''
    }
    const caption = faceElement(board, side).querySelector('[data-face-caption]')
    if (caption) caption.textContent = side === facing ? `${side === 'front' ? 'Front' : 'Back'}, facing you` : `${side === 'front' ? 'Front' : 'Back'}, as seen from the ${side}`
  }
  const first = faceElement(board, facing)
  if (board.firstElementChild !== first) board.insertBefore(first, faceElement(board, other(facing)))
}
