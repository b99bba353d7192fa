// The tile swap description (the puzzle contract): its position and move notations, replay and
// the checker, and the move parser that used to live in the exercise component.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { messageOf } from './helpers.ts'
import { SOURCE_SMALL, formatGrid, parsePair, puzzle, solve, toSwapArray } from '../../src/solvers/tileswap/index.ts'
import { formatSwaps, parseSwaps } from '../../src/solvers/tileswap/moves.ts'

describe('the move notation', () => {
  it('reads "a-b" and "a,b" swaps and writes them back as the CLI prints them', () => {
    expect(parseSwaps(' 14-10  10,11 ')).toEqual([[14, 10], [10, 11]])
    expect(parseSwaps('')).toEqual([])
    expect(formatSwaps([[7, 3], [4, 0]])).toBe('7-3 4-0')
    expect(puzzle.moves.format(puzzle.moves.parse('7,3 4-0'))).toBe('7-3 4-0')
  })

  it('round-trips every list of swaps', () => {
    const swap = fc.tuple(fc.nat({ max: 16383 }), fc.nat({ max: 16383 }))
    fc.assert(fc.property(fc.array(swap, { maxLength: 20 }), (swaps) => {
      expect(parseSwaps(formatSwaps(swaps))).toEqual(swaps)
    }))
  })

  it('names the bad token, counting swaps from 1', () => {
    expect(messageOf(() => parseSwaps('1-2 3+4'))).toBe('Swap 2, "3+4", is not two cell numbers joined by "-" (such as 14-10).')
    expect(messageOf(() => parseSwaps('1-'))).toMatch(/^Swap 1, "1-", is not two cell numbers/)
  })
})

describe('the description', () => {
  it('names the puzzle and its article, and its example reads', () => {
    expect([puzzle.id, puzzle.slug, puzzle.name]).toEqual(['tileswap', 'tile-swap', 'Tile swap'])
    const pair = puzzle.position.parse(puzzle.example)
    expect(puzzle.position.format(pair)).toBe(`${SOURCE_SMALL.start} ${SOURCE_SMALL.goal}`)
    expect(messageOf(() => puzzle.position.parse('11/00 11/10'))).toMatch(/has 2 ones but the goal grid has 3/)
  })

  it('replays swaps on the start grid and checks solutions', () => {
    const pair = parsePair('0110/1001 1111/0000')
    const best = toSwapArray(solve(pair.start, pair.goal).swaps)
    expect(puzzle.isSolution(pair, best)).toBe(true)
    expect(formatGrid(puzzle.replay(pair, best).start)).toBe('1111/0000')
    expect(formatGrid(puzzle.replay(pair, [[0, 1]]).start)).toBe('1010/1001')
    expect(puzzle.isSolution(pair, best.slice(1))).toBe(false)
    expect(puzzle.isSolution(pair, [[0, 5]])).toBe(false)
    expect(() => puzzle.replay(pair, [[1, 1], [0, 5]])).toThrow(expect.objectContaining({
      name: 'InputError', message: 'Swap 1 joins cells 1 and 1, which are not adjacent.',
    }))
  })
})
