// Sliding-puzzle notation: what people type, what the parsers say back.
import { describe, expect, it } from 'vitest'
import { messageOf } from './helpers.ts'
import fc from 'fast-check'
import {
  NotationError,
  checkSameShape,
  formatBoard,
  parseBoard,
  parseMoves,
} from '../../src/solvers/sliding/index.ts'

/** A random board: sides 2..4, tiles a random permutation. */
const boardArb = fc
  .record({ width: fc.integer({ min: 2, max: 4 }), height: fc.integer({ min: 2, max: 4 }) })
  .chain(({ width, height }) =>
    fc
      .shuffledSubarray(
        Array.from({ length: width * height }, (_, k) => k),
        { minLength: width * height, maxLength: width * height },
      )
      .map((tiles) => ({ width, height, tiles: Uint8Array.from(tiles) })),
  )

describe('parseBoard', () => {
  it('reads square and rectangular boards, flexible spaces, and the flat square form', () => {
    expect(parseBoard('1 2 3/4 0 5/6 7 8')).toEqual({
      width: 3,
      height: 3,
      tiles: Uint8Array.from([1, 2, 3, 4, 0, 5, 6, 7, 8]),
    })
    expect(parseBoard(' 1  2 3 / 4 5 0 ')).toEqual({
      width: 3,
      height: 2,
      tiles: Uint8Array.from([1, 2, 3, 4, 5, 0]),
    })
    expect(parseBoard('0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15').width).toBe(4)
    expect(parseBoard('1 2 3/4 5 6/7 8 9/10 11 0').height).toBe(4)
  })

  it('names what is wrong and where', () => {
    expect(messageOf(() => parseBoard('1 2 3/4 0 5/6 7'))).toBe(
      'Row 3 has 2 tiles but row 1 has 3: every row needs the same number.',
    )
    expect(messageOf(() => parseBoard('1 2 3/4 0 5/6 7 7'))).toBe(
      'Tile 7 appears twice (row 3, column 2 and row 3, column 3).',
    )
    expect(messageOf(() => parseBoard('1 2 3/4 0 5/6 7 9'))).toBe(
      'Tile 9 (row 3, column 3) is too big: a 3×3 board has tiles 0 to 8.',
    )
    expect(messageOf(() => parseBoard('1 2 x/4 0 5/6 7 8'))).toBe('"x" is not a tile number (tile #3).')
    expect(messageOf(() => parseBoard('1 0'))).toBe(
      'Expected rows separated by "/" (or 4, 9 or 16 numbers for a square board), got 2 numbers.',
    )
    expect(messageOf(() => parseBoard('7'))).toBe(
      'Expected rows separated by "/" (or 4, 9 or 16 numbers for a square board), got 1 number.',
    )
    expect(messageOf(() => parseBoard('0 1 2 3 4/5 6 7 8 9'))).toBe('A board has 2 to 4 columns, got 5.')
    expect(messageOf(() => parseBoard('0/1'))).toBe('A board has 2 to 4 columns, got 1.')
    expect(messageOf(() => parseBoard('  '))).toMatch(/got nothing/)
    expect(messageOf(() => parseBoard('-1 2/3 0'))).toBe('"-1" is not a tile number (tile #1).')
  })

  it('round-trips every board through formatBoard', () => {
    fc.assert(
      fc.property(boardArb, (board) => {
        expect(parseBoard(formatBoard(board))).toEqual(board)
      }),
    )
  })

  it('never throws anything but NotationError on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        try {
          parseBoard(text)
        } catch (error) {
          expect(error).toBeInstanceOf(NotationError)
        }
      }),
    )
  })

  it('a goal of another shape is rejected with both shapes named', () => {
    expect(messageOf(() => checkSameShape(parseBoard('1 2/3 0'), parseBoard('1 2 3/4 5 0')))).toBe(
      'The goal is 3×2 but the board is 2×2 (columns × rows).',
    )
  })
})

describe('parseMoves', () => {
  it('reads spaces and commas and names a bad tile', () => {
    expect(parseMoves('5 8,7')).toEqual([5, 8, 7])
    expect(parseMoves('')).toEqual([])
    expect(messageOf(() => parseMoves('5 9', parseBoard('1 2 3/4 0 5/6 7 8')))).toBe(
      '"9" (move 2) is not a tile: tiles are numbered 1 to 8.',
    )
    expect(messageOf(() => parseMoves('0'))).toBe('"0" (move 1) is not a tile: tiles are numbered 1 to 15.')
  })
})

describe('a board with no numbers (issue 13)', () => {
  it('names the word that is not a number instead of counting it as one', () => {
    expect(messageOf(() => parseBoard('xyz'))).toBe(
      'Expected rows separated by "/" (or 4, 9 or 16 numbers for a square board), got "xyz", which is not a number.',
    )
    expect(messageOf(() => parseBoard('1 2 3'))).toMatch(/got 3 numbers\.$/)
  })
})
