// The tile swap description (the puzzle contract): its position and move notations (cells rRcC,
// counting from 1: one numbering for the checker, the step player and the CLI), replay and the checker.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { messageOf } from './helpers.ts'
import {
  SOURCE_SMALL,
  formatGrid,
  parsePair,
  puzzle,
  solve,
  toSwapArray,
} from '../../src/solvers/tileswap/index.ts'
import {
  MOVE_EXAMPLE,
  formatMoves,
  formatSwaps,
  parseMoves,
  parseSwaps,
  replayPair,
  solvesPair,
  swapsToMoves,
} from '../../src/solvers/tileswap/moves.ts'

describe('the move notation: cells named by row and column from 1, the one numbering of the page', () => {
  it('reads "r2c4-r1c4" swaps (any case, any spacing) and writes them back as the CLI prints them', () => {
    expect(parseMoves(' r2c4-r1c4   R2C1-r1c1 ')).toEqual([
      [
        [1, 3],
        [0, 3],
      ],
      [
        [1, 0],
        [0, 0],
      ],
    ])
    expect(parseMoves('')).toEqual([])
    expect(
      formatMoves([
        [
          [1, 3],
          [0, 3],
        ],
        [
          [1, 0],
          [0, 0],
        ],
      ]),
    ).toBe('r2c4-r1c4 r2c1-r1c1')
    expect(puzzle.moves.format(puzzle.moves.parse('R12c3-r12C4'))).toBe('r12c3-r12c4')
    expect(MOVE_EXAMPLE).toBe('r2c4-r1c4 r2c1-r1c1')
  })

  it('turns moves into cell indices of a grid and back', () => {
    expect(parseSwaps('r2c4-r1c4 r2c1-r1c1', { rows: 2, cols: 4 })).toEqual([
      [7, 3],
      [4, 0],
    ])
    expect(
      formatSwaps(
        [
          [7, 3],
          [4, 0],
        ],
        4,
      ),
    ).toBe('r2c4-r1c4 r2c1-r1c1')
    expect(swapsToMoves([[7, 3]], 4)).toEqual([
      [
        [1, 3],
        [0, 3],
      ],
    ])
  })

  it('round-trips every list of swaps, on every grid shape', () => {
    const shape = fc.record({
      rows: fc.integer({ min: 1, max: 128 }),
      cols: fc.integer({ min: 1, max: 128 }),
    })
    fc.assert(
      fc.property(shape, fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 20 }), (g, pairs) => {
        const n = g.rows * g.cols
        const swaps = pairs.map(([a, b]) => [a % n, b % n] as const)
        expect(parseSwaps(formatSwaps(swaps, g.cols), g)).toEqual(swaps)
        expect(parseMoves(formatMoves(swapsToMoves(swaps, g.cols)))).toEqual(swapsToMoves(swaps, g.cols))
      }),
    )
  })

  it('names the bad swap, counting swaps from 1, and points old cell numbers to the new names', () => {
    expect(messageOf(() => parseMoves('r1c1-r1c2 3+4'))).toBe(
      'Swap 2, "3+4", is not two cells joined by "-", such as r2c4-r1c4 (row 2, column 4 with row 1, column 4).',
    )
    expect(messageOf(() => parseMoves('14-10'))).toBe(
      'Swap 1, "14-10", names cells by number; name each cell by its row and column instead, such as r2c4-r1c4 (row 2, column 4 with row 1, column 4).',
    )
    expect(messageOf(() => parseMoves('r0c1-r1c1'))).toBe(
      'Swap 1, "r0c1-r1c1", has a row or column 0: they are counted from 1.',
    )
    expect(messageOf(() => parseMoves(`r1c1-r1c2 ${'x'.repeat(5000)}`)).length).toBeLessThan(200)
    expect(() => parseSwaps('r1c5-r1c4', { rows: 4, cols: 4 })).toThrow(
      expect.objectContaining({
        name: 'InputError',
        message: 'Swap 1, r1c5-r1c4, names r1c5, outside the 4 × 4 grid.',
      }),
    )
  })
})

describe('the description', () => {
  it('names the puzzle and its article, and its example reads', () => {
    expect([puzzle.id, puzzle.slug, puzzle.name]).toEqual(['tileswap', 'tile-swap', 'Tile swap'])
    const pair = puzzle.position.parse(puzzle.example)
    expect(puzzle.position.format(pair)).toBe(`${SOURCE_SMALL.start} ${SOURCE_SMALL.goal}`)
    expect(messageOf(() => puzzle.position.parse('11/00 11/10'))).toMatch(
      /has 2 ones but the goal grid has 3/,
    )
  })

  it('replays moves on the start grid and checks solutions', () => {
    const pair = parsePair('0110/1001 1111/0000')
    const best = swapsToMoves(toSwapArray(solve(pair.start, pair.goal).swaps), 4)
    expect(puzzle.isSolution(pair, best)).toBe(true)
    expect(formatGrid(puzzle.replay(pair, best).start)).toBe('1111/0000')
    expect(formatGrid(puzzle.replay(pair, puzzle.moves.parse('r1c1-r1c2')).start)).toBe('1010/1001')
    expect(puzzle.isSolution(pair, best.slice(1))).toBe(false)
    expect(puzzle.isSolution(pair, puzzle.moves.parse('r1c1-r2c2'))).toBe(false)
    expect(puzzle.isSolution(pair, puzzle.moves.parse('r3c1-r2c1'))).toBe(false) // outside the grid: not a solution, no throw
    expect(() => puzzle.replay(pair, puzzle.moves.parse('r1c2-r1c2 r1c1-r2c2'))).toThrow(
      expect.objectContaining({
        name: 'InputError',
        message: 'Swap 1 joins r1c2 and r1c2: the same cell twice.',
      }),
    )
    expect(() => puzzle.replay(pair, puzzle.moves.parse('r3c1-r2c1'))).toThrow(
      expect.objectContaining({
        name: 'InputError',
        message: 'Swap 1, r3c1-r2c1, names r3c1, outside the 2 × 4 grid.',
      }),
    )
  })

  it('index swaps (what the solvers and the search lab play) still replay through solvesPair', () => {
    const pair = parsePair('0110/1001 1111/0000')
    expect(
      solvesPair(pair, [
        [7, 3],
        [4, 0],
      ]),
    ).toBe(true)
    expect(formatGrid(replayPair(pair, [[0, 1]]).start)).toBe('1010/1001')
  })
})
