// Tile swap notation: grids and pairs, what the parsers accept and what they say back.
import { describe, expect, it } from 'vitest'
import { messageOf } from './helpers.ts'
import fc from 'fast-check'
import {
  NotationError,
  formatGrid,
  formatPair,
  parseGrid,
  parsePair,
  sortedGoal,
  countOnes,
} from '../../src/solvers/tileswap/index.ts'

const gridText = fc
  .integer({ min: 1, max: 9 })
  .chain((cols) =>
    fc.array(
      fc.array(fc.constantFrom('0', '1'), { minLength: cols, maxLength: cols }).map((r) => r.join('')),
      { minLength: 1, maxLength: 9 },
    ),
  )
  .map((rows) => rows.join('/'))

describe('parseGrid and formatGrid', () => {
  it('reads the source example row-major', () => {
    const g = parseGrid('1101/0110/0100/1010')
    expect([g.rows, g.cols]).toEqual([4, 4])
    expect(Array.from(g.cells)).toEqual([1, 1, 0, 1, 0, 1, 1, 0, 0, 1, 0, 0, 1, 0, 1, 0])
    expect(formatGrid(g)).toBe('1101/0110/0100/1010')
  })

  it('round-trips every well-formed grid', () => {
    fc.assert(fc.property(gridText, (text) => formatGrid(parseGrid(text)) === text))
  })

  it('ignores whitespace inside a single grid', () => {
    expect(formatGrid(parseGrid(' 11 / 00 '))).toBe('11/00')
  })

  it('names ragged rows, bad characters and empty input', () => {
    expect(messageOf(() => parseGrid('1101/011/0100'))).toBe(
      'Row 2 of the grid has 3 cells, but row 1 has 4.',
    )
    expect(messageOf(() => parseGrid('1101/0120'))).toBe(
      'Row 2, column 3 of the grid is "2": a cell is 0 or 1.',
    )
    expect(messageOf(() => parseGrid('11x1', 'start grid'))).toBe(
      'Row 1, column 3 of the start grid is "x": a cell is 0 or 1.',
    )
    expect(messageOf(() => parseGrid(''))).toBe('The grid is empty.')
    expect(messageOf(() => parseGrid('11//11'))).toBe('Row 2 of the grid has 0 cells, but row 1 has 2.')
    expect(messageOf(() => parseGrid('1'.repeat(129)))).toMatch(/largest side allowed is 128/)
  })

  it('refuses grids with no cells (issue 13: "/" used to be a 2 × 0 grid)', () => {
    expect(messageOf(() => parseGrid('/', 'start grid'))).toBe(
      'The start grid "/" has no cells: each of its 2 rows is empty (a row is 0s and 1s, such as 1101).',
    )
    expect(messageOf(() => parseGrid('////////////'))).toMatch(
      /^The grid "\/{12}" has no cells: each of its 13 rows is empty/,
    )
    expect(messageOf(() => parseGrid(' / / '))).toMatch(/has no cells/)
    expect(() => parsePair('/')).toThrow(NotationError)
    expect(() => parsePair('11/00 //')).toThrow(NotationError)
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), (n) => {
        expect(() => parseGrid('/'.repeat(n))).toThrow(/has no cells/)
      }),
    )
  })

  it('quotes at most 60 characters of the input, however long it is', () => {
    const long = '/'.repeat(1_000_000)
    const message = messageOf(() => parsePair(long))
    expect(message).toContain(`"${'/'.repeat(60)}…"`)
    expect(message.length).toBeLessThan(200)
    fc.assert(
      fc.property(fc.string({ minLength: 100, maxLength: 5000 }), (text) => {
        try {
          parsePair(text)
        } catch (err) {
          expect((err as Error).message.length).toBeLessThan(220)
        }
      }),
    )
  })

  it('rejects every text with a character other than 0, 1, / and spaces', () => {
    fc.assert(
      fc.property(gridText, fc.nat(), fc.constantFrom('2', 'x', '.', '-', '#'), (text, at, ch) => {
        const k = at % text.length
        const bad = text.slice(0, k) + ch + text.slice(k + 1)
        expect(() => parseGrid(bad)).toThrow(NotationError)
      }),
    )
  })
})

describe('parsePair', () => {
  it('defaults the goal to the ones first in row-major order', () => {
    const { start, goal } = parsePair('0110/1001')
    expect(formatGrid(goal)).toBe('1111/0000')
    expect(formatGrid(sortedGoal(start))).toBe('1111/0000')
    expect(formatPair({ start, goal })).toBe('0110/1001 1111/0000')
  })

  it('keeps the number of ones in the sorted goal', () => {
    fc.assert(
      fc.property(gridText, (text) => {
        const g = parseGrid(text)
        return countOnes(sortedGoal(g).cells) === countOnes(g.cells)
      }),
    )
  })

  it('explains different shapes, different numbers of ones and too many grids', () => {
    expect(messageOf(() => parsePair('11/00 110/000'))).toBe(
      'The start grid is 2 × 2 but the goal grid is 2 × 3; they must have the same shape.',
    )
    expect(messageOf(() => parsePair('11/00 11/10'))).toBe(
      'The start grid has 2 ones but the goal grid has 3; a swap never changes the number of ones.',
    )
    expect(messageOf(() => parsePair('11 00 10'))).toMatch(/got 3 grids/)
    expect(messageOf(() => parsePair('   '))).toMatch(/Expected a start grid/)
    expect(messageOf(() => parsePair('11/00 1a/00'))).toBe(
      'Row 1, column 2 of the goal grid is "a": a cell is 0 or 1.',
    )
  })
})
