// Peg notation: round trips, and bad boards rejected with the right message (property tests too).
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { formatBoard, parseBoard, holeCount } from '../../src/solvers/peg/index.ts'

describe('parseBoard', () => {
  it('reads the issue example: T4 with hole 2 empty', () => {
    const p = parseBoard('1/01/111/1111')
    expect(p.side).toBe(4)
    expect(p.board).toBe(2 ** 10 - 1 - 2)
  })

  it('round-trips every board of every size (T8 included)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.double({ min: 0, max: 1, noNaN: true }), (side, x) => {
        const board = Math.floor(x * (2 ** holeCount(side) - 1))
        expect(parseBoard(formatBoard({ side, board }))).toEqual({ side, board })
      }),
    )
  })

  it('ignores spaces', () => {
    expect(parseBoard(' 1 / 0 1 / 111 ')).toEqual(parseBoard('1/01/111'))
  })

  it('rejects rows of the wrong length, other characters and more than 8 rows, naming them', () => {
    expect(() => parseBoard('1/011/111')).toThrow('Row 2 has 3 holes; row 2 of a triangle has 2.')
    expect(() => parseBoard('1/01/1x1')).toThrow(
      'Row 3 has "x" at position 2: use 1 for a peg and 0 for an empty hole.',
    )
    expect(() => parseBoard('1/11/111/1111/11111/111111/1111111/11111111/111111111')).toThrow(
      'Expected at most 8 rows, got 9.',
    )
    expect(() => parseBoard('')).toThrow(/got nothing/)
  })

  it('any character other than 0, 1, / and space is rejected with a NotationError', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), (text) => {
        fc.pre(/[^01/\s]/.test(text))
        expect(() => parseBoard(text)).toThrow()
        try {
          parseBoard(text)
        } catch (e) {
          expect((e as Error).name).toBe('NotationError')
        }
      }),
    )
  })
})
