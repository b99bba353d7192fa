/**
 * Redraws a Board: hands, hour numbers and labels of both faces, the pins, which face is in front,
 * and (for a solution step) the wheel that turns. No solver logic: the rules are in pins.ts.
 */
import {
  HOURS,
  MIRROR_PIN,
  faceDials,
  type Dials,
  type Move,
  type PinMask,
  type Side,
} from '../../src/solvers/rubiks-clock/model.ts'
import { other, pinsUpOn } from '../../src/solvers/rubiks-clock/pins.ts'
import { dialLabel, faceCaption, faceImageLabel, handAngle } from './words.ts'

function faceElement(board: HTMLElement, side: Side): HTMLElement {
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

function drawDials(face: HTMLElement, side: Side, hours: number[]): void {
  const label = face.dataset.label // a static face is one image named by its hours
  face.querySelectorAll<HTMLElement>('[data-dial]').forEach((el, k) => {
    if (label === undefined) el.setAttribute('aria-label', dialLabel(side, k, hours[k]))
    el.classList.toggle('is-twelve', hours[k] === 0)
    el.querySelector('[data-hand]')?.setAttribute('transform', `rotate(${handAngle(hours[k])})`)
    const text = el.querySelector('[data-hour]')
    if (text) text.textContent = String(hours[k] || 12)
  })
}

/** Marks wheel `here` (−1 for none) with `mark`. */
function drawWheelMark(face: HTMLElement, here: number, mark: string): void {
  for (const el of face.querySelectorAll<SVGGElement>('[data-wheel-turn]')) {
    const on = Number(el.dataset.wheelTurn) === here
    el.classList.toggle('is-on', on)
    const text = el.querySelector('[data-wheel-turn-text]')
    if (text) text.textContent = on ? mark : ''
  }
}

/**
 * Draws `dials` with pins `frontUp` up on the front; the face `facing` comes first. With `move`,
 * marks the wheel that makes it (the first of its up pins, as the step words name it) on both
 * faces: its turn as seen from the move's side, and the other way round as seen from behind.
 */
export function drawPuzzle(
  board: HTMLElement,
  dials: Dials,
  frontUp: PinMask,
  facing: Side = 'front',
  move?: Move,
): void {
  const wheel = move ? [0, 1, 2, 3].find((p) => move.pins & (1 << p)) : undefined
  for (const side of ['front', 'back'] as const) {
    const face = faceElement(board, side)
    const hours = faceDials(dials, side)
    const up = pinsUpOn(side, frontUp)
    drawDials(face, side, hours)
    const pins = face.querySelectorAll<SVGElement>('[data-pin]')
    if (face.dataset.label !== undefined)
      face.setAttribute(
        'aria-label',
        faceImageLabel(face.dataset.label, side, hours, pins.length ? up : null),
      )
    for (const pin of pins) pin.classList.toggle('is-up', ((up >> Number(pin.dataset.pin)) & 1) === 1)
    const here = move && wheel !== undefined ? (side === move.side ? wheel : MIRROR_PIN[wheel]) : -1
    drawWheelMark(face, here, move ? turnMark(side === move.side ? move.turn : -move.turn) : '')
    const caption = face.querySelector('[data-face-caption]')
    if (caption) caption.textContent = faceCaption(side, side === facing)
  }
  const first = faceElement(board, facing)
  if (board.firstElementChild !== first) board.insertBefore(first, faceElement(board, other(facing)))
}
