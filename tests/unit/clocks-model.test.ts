// The clocks model: the move table, packing, and the checker every solver is judged by.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  MOVES,
  MOVE_MATRIX,
  POSITIONS,
  applyCounts,
  applyMove,
  countsToMoves,
  decode,
  encode,
  isSolution,
  isSolved,
  movesToCounts,
  replay,
  solvedDials,
} from '../../src/solvers/clocks/index.ts'

const dialsArb = fc.uint8Array({ minLength: 9, maxLength: 9, max: 3 })
const movesArb = fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 30 })

describe('clocks model', () => {
  it("has the IOI'94 move table, as a dial × move matrix", () => {
    expect(MOVES).toEqual(['ABDE', 'ABC', 'BCEF', 'ADG', 'BDEFH', 'CFI', 'DEGH', 'GHI', 'EFHI'])
    // Verhoeff's transposed table: dial A is turned by moves 1, 2, 4; dial E by 1, 3, 5, 7, 9.
    expect(MOVE_MATRIX[0]).toEqual([1, 1, 0, 1, 0, 0, 0, 0, 0])
    expect(MOVE_MATRIX[4]).toEqual([1, 0, 1, 0, 1, 0, 1, 0, 1])
    expect(MOVE_MATRIX.flat().reduce((a, b) => a + b)).toBe(33)
  })

  it('packs positions base 4 with dial A most significant, and unpacks them', () => {
    expect(encode(Uint8Array.of(1, 0, 0, 0, 0, 0, 0, 0, 0))).toBe(4 ** 8)
    expect(encode(Uint8Array.of(0, 0, 0, 0, 0, 0, 0, 0, 3))).toBe(3)
    for (let code = 0; code < POSITIONS; code += 97) expect(encode(decode(code))).toBe(code)
    expect(encode(decode(POSITIONS - 1))).toBe(POSITIONS - 1)
  })

  it('applies a move by turning exactly its dials a quarter turn', () => {
    const after = applyMove(solvedDials(), 5)
    expect(Array.from(after)).toEqual([0, 1, 0, 1, 1, 1, 0, 1, 0])
    expect(Array.from(applyMove(Uint8Array.of(3, 3, 3, 3, 3, 3, 3, 3, 3), 2))).toEqual([
      0, 0, 0, 3, 3, 3, 3, 3, 3,
    ])
  })

  it('replays moves in any order to the same dials (moves commute)', () => {
    fc.assert(
      fc.property(dialsArb, movesArb, (dials, moves) => {
        const reversed = [...moves].reverse()
        expect(replay(dials, moves)).toEqual(replay(dials, reversed))
        expect(replay(dials, moves)).toEqual(applyCounts(dials, movesToCounts(moves)))
      }),
    )
  })

  it('converts counts to ascending moves and back', () => {
    expect(countsToMoves(Uint8Array.of(2, 0, 1, 0, 0, 0, 0, 0, 0))).toEqual([1, 1, 3])
    expect(Array.from(movesToCounts([9, 4, 4, 4, 4, 1]))).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 1])
    expect(() => movesToCounts([10])).toThrow(RangeError)
  })

  it('checks solutions: the article example, and not a wrong one', () => {
    const example = Uint8Array.of(3, 3, 0, 2, 2, 2, 2, 1, 2) // 9 9 12/6 6 6/6 3 6
    expect(isSolution(example, [4, 5, 8, 9])).toBe(true)
    expect(isSolution(example, [9, 8, 5, 4])).toBe(true)
    expect(isSolution(example, [4, 5, 8])).toBe(false)
    expect(isSolution(example, [4, 5, 8, 9, 0])).toBe(false)
    expect(isSolved(solvedDials())).toBe(true)
  })
})
