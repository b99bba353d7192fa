// Clocks notation: what people type, what the parsers say back.
import { describe, expect, it } from 'vitest'
import { messageOf } from './helpers.ts'
import fc from 'fast-check'
import {
  NotationError,
  encode,
  formatDials,
  formatMoves,
  parseDials,
  parseMoves,
  quickParseCode,
} from '../../src/solvers/clocks/index.ts'

const dialsArb = fc.uint8Array({ minLength: 9, maxLength: 9, max: 3 })

describe('parseDials', () => {
  it('reads the article example, flexible whitespace, and the flat form', () => {
    const example = [3, 3, 0, 2, 2, 2, 2, 1, 2]
    expect(Array.from(parseDials('9 9 12/6 6 6/6 3 6'))).toEqual(example)
    expect(Array.from(parseDials('  9\t9 12 /6  6 6/ 6 3 6\n'))).toEqual(example)
    expect(Array.from(parseDials('9 9 12 6 6 6 6 3 6'))).toEqual(example)
  })

  it('names what is wrong and where', () => {
    expect(messageOf(() => parseDials('9 9 12/6 6 6/6 3'))).toBe('Expected 9 dials, got 8 (row 3 has 2).')
    expect(messageOf(() => parseDials('9 9 12/6 6 5/6 3 6'))).toBe(
      'Dial F (row 2, column 3) is 5: a dial reads 12, 3, 6 or 9.',
    )
    expect(messageOf(() => parseDials('9 9 12/6 5 6/6 3 6'))).toBe(
      'Dial E (row 2, column 2) is 5: a dial reads 12, 3, 6 or 9.',
    )
    expect(messageOf(() => parseDials('9 9 12/6 6 6 6 3 6'))).toBe('Expected 3 rows separated by "/", got 2.')
    expect(messageOf(() => parseDials('abc'))).toBe('"abc" is not a number (dial A).')
    expect(messageOf(() => parseDials('9 x 12/6 6 6/6 3 6'))).toBe('"x" is not a number (dial B).')
    expect(messageOf(() => parseDials('9 9 12 6/6 6/6 3 6'))).toBe(
      'Expected 3 dials in each row, but row 1 has 4.',
    )
    expect(messageOf(() => parseDials('9 9 12 6 6'))).toBe('Expected 9 dials, got 5.')
    expect(messageOf(() => parseDials('   '))).toBe('Expected 9 dials, got none.')
    expect(messageOf(() => parseDials('-3 9 12/6 6 6/6 3 6'))).toBe('"-3" is not a number (dial A).')
  })

  // Property tests of the messages: take a random valid position, break it in one random place,
  // and the message must name exactly that place.
  const LETTERS = 'ABCDEFGHI'
  const HOURS = [12, 3, 6, 9]
  const rowsOf = (tokens: string[]) => [0, 3, 6].map((r) => tokens.slice(r, r + 3).join(' ')).join('/')
  const tokensOf = (dials: Uint8Array) => Array.from(dials, (q) => String(HOURS[q]))
  const where = (k: number) => `row ${Math.floor(k / 3) + 1}, column ${(k % 3) + 1}`

  it('names the dial, its row and column when one hour is not 12, 3, 6 or 9', () => {
    const badHour = fc.integer({ min: 0, max: 99 }).filter((v) => !HOURS.includes(v))
    fc.assert(
      fc.property(dialsArb, fc.integer({ min: 0, max: 8 }), badHour, (dials, k, v) => {
        const tokens = tokensOf(dials)
        tokens[k] = String(v)
        expect(messageOf(() => parseDials(rowsOf(tokens)))).toBe(
          `Dial ${LETTERS[k]} (${where(k)}) is ${v}: a dial reads 12, 3, 6 or 9.`,
        )
      }),
    )
  })

  it('names the dial when one token is not a number', () => {
    fc.assert(
      fc.property(
        dialsArb,
        fc.integer({ min: 0, max: 8 }),
        fc.stringMatching(/^[a-z.+][a-z0-9.]{0,3}$/),
        (dials, k, word) => {
          const tokens = tokensOf(dials)
          tokens[k] = word
          expect(messageOf(() => parseDials(rowsOf(tokens)))).toBe(
            `"${word}" is not a number (dial ${LETTERS[k]}).`,
          )
        },
      ),
    )
  })

  it('names the short row when one dial is missing', () => {
    fc.assert(
      fc.property(dialsArb, fc.integer({ min: 0, max: 8 }), (dials, k) => {
        const rows = [0, 3, 6].map((r) => tokensOf(dials).slice(r, r + 3))
        rows[Math.floor(k / 3)].splice(k % 3, 1)
        const text = rows.map((r) => r.join(' ')).join('/')
        expect(messageOf(() => parseDials(text))).toBe(
          `Expected 9 dials, got 8 (row ${Math.floor(k / 3) + 1} has 2).`,
        )
      }),
    )
  })

  it('throws nothing but NotationError on random garbage', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: fc.constantFrom('1', '2', '3', '6', '9', ' ', '/', 'x', '\n') }),
        ),
        (text) => {
          try {
            const dials = parseDials(text)
            expect(dials).toHaveLength(9)
          } catch (error) {
            expect(error).toBeInstanceOf(NotationError)
          }
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('round-trips formatDials → parseDials, and the fast path agrees', () => {
    fc.assert(
      fc.property(dialsArb, (dials) => {
        const text = formatDials(dials)
        expect(parseDials(text)).toEqual(dials)
        expect(quickParseCode(text)).toBe(encode(dials))
        expect(quickParseCode(text.replaceAll('/', ' '))).toBe(encode(dials))
      }),
    )
  })

  it('fast path accepts only what parseDials accepts, with the same answer', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('12', '3', '6', '9', '5', ' ', '/', '\t') }), (text) => {
        const code = quickParseCode(text)
        if (code >= 0) expect(encode(parseDials(text))).toBe(code)
      }),
      { numRuns: 3000 },
    )
  })
})

describe('formatting and moves', () => {
  it('formats the example and the empty solution', () => {
    expect(formatDials(Uint8Array.of(3, 3, 0, 2, 2, 2, 2, 1, 2))).toBe('9 9 12/6 6 6/6 3 6')
    expect(formatMoves([4, 5, 8, 9])).toBe('4 5 8 9')
    expect(formatMoves([])).toBe('')
  })

  it('parses moves with spaces or commas, naming a bad token', () => {
    expect(parseMoves('4 5 8 9')).toEqual([4, 5, 8, 9])
    expect(parseMoves(' 4,5, 8 ,9 ')).toEqual([4, 5, 8, 9])
    expect(parseMoves('')).toEqual([])
    expect(messageOf(() => parseMoves('4 10 8'))).toBe(
      '"10" (move 2) is not a move: moves are numbered 1 to 9.',
    )
    expect(messageOf(() => parseMoves('4 x'))).toBe('"x" (move 2) is not a move: moves are numbered 1 to 9.')
    expect(messageOf(() => parseMoves('0'))).toBe('"0" (move 1) is not a move: moves are numbered 1 to 9.')
  })

  it('names the first bad token and its place among random valid moves', () => {
    const move = fc.integer({ min: 1, max: 9 }).map(String)
    const bad = fc.oneof(
      fc.integer({ min: 10, max: 999 }).map(String),
      fc.constant('0'),
      fc.stringMatching(/^[a-z]{1,3}$/),
    )
    fc.assert(
      fc.property(
        fc.array(move, { maxLength: 12 }),
        bad,
        fc.array(move, { maxLength: 5 }),
        (before, token, after) => {
          const text = [...before, token, ...after].join(' ')
          expect(messageOf(() => parseMoves(text))).toBe(
            `"${token}" (move ${before.length + 1}) is not a move: moves are numbered 1 to 9.`,
          )
        },
      ),
    )
  })

  it('throws nothing but NotationError on random move text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        try {
          for (const m of parseMoves(text)) expect(m >= 1 && m <= 9).toBe(true)
        } catch (error) {
          expect(error).toBeInstanceOf(NotationError)
        }
      }),
      { numRuns: 2000 },
    )
  })
})
