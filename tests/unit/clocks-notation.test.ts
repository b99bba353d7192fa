// Clocks notation: what people type, what the parsers say back.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  NotationError, encode, formatDials, formatMoves, parseDials, parseMoves, quickParseCode,
} from '../../src/solvers/clocks/index.ts'

function messageOf(parse: () => unknown): string {
  try {
    parse()
  } catch (error) {
    expect(error).toBeInstanceOf(NotationError)
    return (error as Error).message
  }
  throw new Error('expected a NotationError')
}

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
    expect(messageOf(() => parseDials('9 9 12/6 6 5/6 3 6'))).toBe('Dial F (row 2, column 3) is 5: a dial reads 12, 3, 6 or 9.')
    expect(messageOf(() => parseDials('9 9 12/6 5 6/6 3 6'))).toBe('Dial E (row 2, column 2) is 5: a dial reads 12, 3, 6 or 9.')
    expect(messageOf(() => parseDials('9 9 12/6 6 6 6 3 6'))).toBe('Expected 3 rows separated by "/", got 2.')
    expect(messageOf(() => parseDials('abc'))).toBe('"abc" is not a number (dial A).')
    expect(messageOf(() => parseDials('9 x 12/6 6 6/6 3 6'))).toBe('"x" is not a number (dial B).')
    expect(messageOf(() => parseDials('9 9 12 6/6 6/6 3 6'))).toBe('Expected 3 dials in each row, but row 1 has 4.')
    expect(messageOf(() => parseDials('9 9 12 6 6'))).toBe('Expected 9 dials, got 5.')
    expect(messageOf(() => parseDials('   '))).toBe('Expected 9 dials, got none.')
    expect(messageOf(() => parseDials('-3 9 12/6 6 6/6 3 6'))).toBe('"-3" is not a number (dial A).')
  })

  it('throws nothing but NotationError on random garbage', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom('1', '2', '3', '6', '9', ' ', '/', 'x', '\n') })), (text) => {
        try {
          const dials = parseDials(text)
          expect(dials).toHaveLength(9)
        } catch (error) {
          expect(error).toBeInstanceOf(NotationError)
        }
      }),
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
    expect(messageOf(() => parseMoves('4 10 8'))).toBe('"10" (move 2) is not a move: moves are numbered 1 to 9.')
    expect(messageOf(() => parseMoves('4 x'))).toBe('"x" (move 2) is not a move: moves are numbered 1 to 9.')
    expect(messageOf(() => parseMoves('0'))).toBe('"0" (move 1) is not a move: moves are numbered 1 to 9.')
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
