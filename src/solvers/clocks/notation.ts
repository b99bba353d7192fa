/**
 * Clocks notation — text a person types ⇄ the typed state the solvers use.
 *
 * Vocabulary:
 *   position text  nine hours, row by row, rows separated by "/": `9 9 12/6 6 6/6 3 6`.
 *                  Dials are lettered A..I in that reading order. Each hour is 12, 3, 6 or 9.
 *                  Whitespace is free (any amount, around numbers and slashes). The flat form
 *                  with no slashes, nine hours in a row (`9 9 12 6 6 6 6 3 6`), is accepted too,
 *                  because a pasted list of numbers is an easy mistake to forgive.
 *   moves text     move numbers 1..9 separated by spaces and/or commas: `4 5 8 9` or `4,5,8,9`.
 *                  The empty text is the empty solution (nothing to do).
 *   NotationError  the only error these parsers throw; its message names the value and where.
 */
import { DIAL_NAMES, type Code, type Dials, type Move } from './model.ts'
import { NotationError } from '../contract.ts'

export { NotationError }

/** The example from the IOI'94 task: 9 9 12 / 6 6 6 / 6 3 6, solved by moves 4 5 8 9. */
export const EXAMPLE = '9 9 12/6 6 6/6 3 6'

const HOURS: readonly number[] = [12, 3, 6, 9]

/** Quote reader text in a message, shortened so a pasted novel stays readable. */
function quote(token: string): string {
  return JSON.stringify(token.length > 20 ? `${token.slice(0, 20)}…` : token)
}

function dialName(index: number): string {
  return index < 9 ? `dial ${DIAL_NAMES[index]}` : `dial #${index + 1}`
}

function splitWords(text: string): string[] {
  return text.split(/\s+/).filter((w) => w !== '')
}

/** The rows of a position text: three rows when slashes are used, else one flat row. */
function splitRows(text: string): string[][] {
  if (!text.includes('/')) return [splitWords(text)]
  const rows = text.split('/')
  if (rows.length !== 3) {
    throw new NotationError(`Expected 3 rows separated by "/", got ${rows.length}.`)
  }
  return rows.map(splitWords)
}

function checkCounts(rows: string[][]): void {
  const total = rows.reduce((n, row) => n + row.length, 0)
  if (total === 0) throw new NotationError('Expected 9 dials, got none.')
  const short = rows.findIndex((row) => row.length !== 3)
  if (rows.length === 1 && total !== 9) throw new NotationError(`Expected 9 dials, got ${total}.`)
  if (rows.length === 3 && short >= 0) {
    const where = `row ${short + 1} has ${rows[short].length}`
    throw new NotationError(
      total === 9
        ? `Expected 3 dials in each row, but ${where}.`
        : `Expected 9 dials, got ${total} (${where}).`,
    )
  }
}

function parseHour(token: string, index: number): number {
  if (!/^\d+$/.test(token)) throw new NotationError(`${quote(token)} is not a number (${dialName(index)}).`)
  const quarter = HOURS.indexOf(Number(token))
  if (quarter < 0) {
    const where = `Dial ${DIAL_NAMES[index]} (row ${Math.floor(index / 3) + 1}, column ${(index % 3) + 1})`
    throw new NotationError(`${where} is ${token}: a dial reads 12, 3, 6 or 9.`)
  }
  return quarter
}

/** Read a position such as `9 9 12/6 6 6/6 3 6`; throws NotationError naming what is wrong. */
export function parseDials(text: string): Dials {
  const rows = splitRows(text)
  const tokens = rows.flat()
  tokens.forEach((token, k) => {
    if (!/^\d+$/.test(token)) throw new NotationError(`${quote(token)} is not a number (${dialName(k)}).`)
  })
  checkCounts(rows)
  return Uint8Array.from(tokens, parseHour)
}

/** `9 9 12/6 6 6/6 3 6` for the dials of that position. */
export function formatDials(dials: Dials): string {
  const hours = Array.from(dials, (v) => HOURS[v & 3])
  return [0, 3, 6].map((k) => hours.slice(k, k + 3).join(' ')).join('/')
}

/** Move numbers separated by single spaces; the empty solution gives the empty string. */
export function formatMoves(moves: readonly Move[]): string {
  return moves.join(' ')
}

/** Read moves such as `4 5 8 9` or `4,5,8,9`; throws NotationError naming the bad token. */
export function parseMoves(text: string): Move[] {
  const tokens = text.split(/[\s,]+/).filter((t) => t !== '')
  return tokens.map((token, k) => {
    const move = /^\d+$/.test(token) ? Number(token) : NaN
    if (!(move >= 1 && move <= 9)) {
      throw new NotationError(`${quote(token)} (move ${k + 1}) is not a move: moves are numbered 1 to 9.`)
    }
    return move
  })
}

/**
 * Fast path for batch input: the code of a position written in the plain slash or flat form,
 * or -1 for anything else (then call parseDials, which accepts or explains).
 */
export function quickParseCode(text: string): Code {
  let code = 0
  let dials = 0
  let slashes = 0
  let value = -1
  for (let k = 0; k <= text.length; k++) {
    const c = k < text.length ? text.charCodeAt(k) : 32
    if (c >= 48 && c <= 57) {
      value = value < 0 ? c - 48 : value * 10 + c - 48
      if (value > 12) return -1
      continue
    }
    if (value >= 0) {
      const quarter = value === 12 ? 0 : value === 3 ? 1 : value === 6 ? 2 : value === 9 ? 3 : -1
      if (quarter < 0 || dials === 9) return -1
      code = (code << 2) | quarter
      dials++
      value = -1
    }
    if (c === 47) {
      if (dials !== 3 * (slashes + 1)) return -1
      slashes++
    } else if (c !== 32 && c !== 9 && c !== 13) return -1
  }
  return dials === 9 && (slashes === 0 || slashes === 2) ? code : -1
}
