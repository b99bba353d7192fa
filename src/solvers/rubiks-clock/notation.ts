/**
 * Rubik's Clock notation — text a person types ⇄ the typed state the solvers use.
 *
 * Vocabulary:
 *   position text  `f f f/f f f/f f f|b b b/b b b/b b b`: the front's nine dials in hours (1..12,
 *                  12 = up) row by row as seen from the front, then the back's nine as seen from the
 *                  back after turning the puzzle over left to right. Shared corners must agree:
 *                  front UL with back UR, front UR with back UL, front DL with back DR, front DR
 *                  with back DL, each reading 12 minus the other (12 with 12).
 *   scramble       WCA notation (Regulation 12g): `UR2+ DR1- … ALL1+ y2 U2+ … ALL5+ UR DR`.
 *                  A pin group (UR DR DL UL U R D L ALL) with `x+`/`x-` sets exactly those pins up
 *                  and turns a wheel x hours clockwise/counter-clockwise; `y2` turns the puzzle over
 *                  (the back comes to the front); a bare pin group sets pins up without turning
 *                  (the final pin state at the end of a scramble).
 *   move text      `front UL UR +3` style: side, the pins up on that side, hours clockwise; moves
 *                  separated by commas. The parser reads what is written; whether each move is one
 *                  (a pin up, a turn that is not a whole 12 hours) is replay's question (model.ts).
 *   NotationError  the only error these parsers throw (from contract.ts); its message names the
 *                  value and where.
 */
import { NotationError } from '../contract.ts'
import {
  DIALS,
  HOURS,
  PIN_NAMES,
  flip,
  applyMove,
  moveIndex,
  pinNames,
  type Dials,
  type Move,
} from './model.ts'

export { NotationError }

const FACE_NAMES = ['front', 'back'] as const
const BEHIND: readonly (readonly [number, number])[] = [
  [0, 2],
  [2, 0],
  [6, 8],
  [8, 6],
] // front, back
const CORNER_NAMES = ['UL', 'U', 'UR', 'L', 'centre', 'R', 'DL', 'D', 'DR']

function quote(token: string): string {
  return JSON.stringify(token.length > 20 ? `${token.slice(0, 20)}…` : token)
}

/** Nine hours of one face, each 1..12, as hours past 12 (0..11). */
function parseFace(text: string, face: number): number[] {
  const rows = text.split('/')
  const where = FACE_NAMES[face]
  if (rows.length !== 3)
    throw new NotationError(`The ${where} needs 3 rows separated by "/", got ${rows.length}.`)
  const hours: number[] = []
  rows.forEach((row, r) => {
    const words = row.split(/\s+/).filter((w) => w !== '')
    if (words.length !== 3)
      throw new NotationError(`Row ${r + 1} of the ${where} has ${words.length} dials, expected 3.`)
    for (const word of words) {
      const hour = /^\d{1,2}$/.test(word) ? Number(word) : NaN
      if (!(hour >= 1 && hour <= 12)) {
        throw new NotationError(`${quote(word)} (${where}, row ${r + 1}) is not an hour: dials read 1 to 12.`)
      }
      hours.push(hour % HOURS)
    }
  })
  return hours
}

/** Read `f f f/f f f/f f f|b b b/b b b/b b b`; throws NotationError naming what is wrong. */
export function parsePosition(text: string): Dials {
  const faces = text.split('|')
  if (faces.length !== 2) {
    throw new NotationError(
      `Expected the front and the back separated by "|", got ${faces.length} part${faces.length === 1 ? '' : 's'}.`,
    )
  }
  const front = parseFace(faces[0], 0)
  const back = parseFace(faces[1], 1)
  for (const [f, b] of BEHIND) {
    if ((front[f] + back[b]) % HOURS !== 0) {
      throw new NotationError(
        `Shared corner: front ${CORNER_NAMES[f]} reads ${front[f] || 12}, so back ${CORNER_NAMES[b]} must read ` +
          `${(HOURS - front[f]) % HOURS || 12}, not ${back[b] || 12}.`,
      )
    }
  }
  const dials = new Uint8Array(DIALS)
  dials.set(front, 0)
  ;[1, 3, 4, 5, 7].forEach((d, k) => (dials[9 + k] = back[d]))
  return dials
}

/** The position text of `dials` (hours 1..12). */
export function formatPosition(dials: Dials): string {
  const face = (hours: number[]) =>
    [0, 3, 6]
      .map((k) =>
        hours
          .slice(k, k + 3)
          .map((h) => h || 12)
          .join(' '),
      )
      .join('/')
  const front = Array.from(dials.subarray(0, 9))
  const back = Array.from(flip(dials).subarray(0, 9))
  return `${face(front)}|${face(back)}`
}

/** The example scramble (WCA notation) the article reads; the widgets start from its position. */
export const EXAMPLE_SCRAMBLE = 'UR2+ DR1- DL0+ UL3+ U2- R3+ D4+ L6- ALL1+ y2 U2+ R1- D3+ L5- ALL5+ UR DR'

// #region scramble
const PIN_GROUPS: Record<string, number> = {
  UL: 1,
  UR: 2,
  DL: 4,
  DR: 8,
  U: 3,
  D: 12,
  L: 5,
  R: 10,
  ALL: 15,
}

export type Scramble = { dials: Dials; pinsUp: number; flipped: boolean }

/**
 * The position a WCA clock scramble makes from solved, seen from the side that was in front at
 * the start. `pinsUp` are the pins left up at the end, as seen from the side then in front.
 */
export function parseScramble(text: string): Scramble {
  const tokens = text.split(/\s+/).filter((t) => t !== '')
  if (tokens.length === 0) throw new NotationError('The scramble is empty.')
  let dials: Dials = new Uint8Array(DIALS) // as seen from the side now in front
  let flipped = false
  let held = 0 // pins set up by bare pin groups since the last turn
  tokens.forEach((token, k) => {
    const where = `move ${k + 1}, ${quote(token)}`
    if (token === 'y2') {
      dials = flip(dials)
      flipped = !flipped
      held = 0
      return
    }
    const match = /^(ALL|UR|DR|DL|UL|U|R|D|L)(?:(\d{1,2})([+-]))?$/.exec(token)
    if (!match)
      throw new NotationError(
        `${where}: not a clock move (pins UR DR DL UL U R D L ALL, then 0+ to 6+ or 1- to 6-, or y2).`,
      )
    const pins = PIN_GROUPS[match[1]] | held
    if (match[2] === undefined) {
      held = pins
      return
    }
    const hours = Number(match[2])
    if (hours > 6) throw new NotationError(`${where}: turns go from 0 to 6 hours each way, not ${hours}.`)
    dials = applyMove(dials, moveIndex('front', pins), match[3] === '+' ? hours : -hours)
    held = 0
  })
  return { dials: flipped ? flip(dials) : dials, pinsUp: held, flipped }
}
// #endregion scramble

/** `front UL UR +3`: side, pins up on that side (as seen from it), hours clockwise from it. */
export function formatMove(move: Move): string {
  return `${move.side} ${pinNames(move.pins).join(' ')} +${move.turn}`
}

export function formatMoves(moves: readonly Move[]): string {
  return moves.map(formatMove).join(', ')
}

/**
 * Read moves as formatMoves writes them (a signed turn may be negative: `back DR -1`). A move with
 * no pin named reads as pins 0, which replay refuses: it is written correctly but not a move.
 */
export function parseMoves(text: string): Move[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part, k) => {
      const words = part.split(/\s+/)
      const side = words[0]
      if (side !== 'front' && side !== 'back')
        throw new NotationError(`Move ${k + 1} ${quote(part)} must start with front or back.`)
      const turnText = words[words.length - 1]
      if (!/^[+-]?\d{1,2}$/.test(turnText) || words.length < 2) {
        throw new NotationError(`Move ${k + 1} ${quote(part)} must end with a turn in hours, like +3.`)
      }
      let pins = 0
      for (const name of words.slice(1, -1)) {
        const pin = (PIN_NAMES as readonly string[]).indexOf(name)
        if (pin < 0) throw new NotationError(`Move ${k + 1}: ${quote(name)} is not a pin (UL UR DL DR).`)
        pins |= 1 << pin
      }
      const turn = ((Number(turnText) % HOURS) + HOURS) % HOURS
      return { side, pins, turn }
    })
}

/** The example position, in the notation: the one EXAMPLE_SCRAMBLE makes. */
export const EXAMPLE = formatPosition(parseScramble(EXAMPLE_SCRAMBLE).dials)
