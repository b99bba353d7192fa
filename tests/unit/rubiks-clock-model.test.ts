// The move model checked against the published counts: 330 positions one move from solved and
// 51,651 two moves away (cube20.com/clock); and the geometry of the shared corners.
import { describe, expect, it } from 'vitest'
import {
  DIALS,
  PUBLISHED,
  applyMove,
  faceDials,
  flip,
  moveIndex,
  nearSolvedCounts,
  randomDials,
  turnedDials,
} from '../../src/solvers/rubiks-clock/index.ts'
import { mulberry32 } from '../../bench/lib.ts'

describe('the move model', () => {
  it('has 330 positions one move from solved and 51,651 exactly two moves away', () => {
    // The counts the article quotes (census.ts), pinned to the published table's first rows.
    expect(nearSolvedCounts()).toEqual([330, 51_651])
    expect([PUBLISHED[1], PUBLISHED[2]]).toEqual([330, 51_651])
    // The quoted table accounts for every position exactly once (a mistyped row would not).
    expect(PUBLISHED.reduce((a, b) => a + BigInt(b), 0n)).toBe(12n ** 14n)
  })

  it('turns the 2x2 blocks of the up pins: one pin 4 dials, two adjacent 6, all four 9', () => {
    expect(turnedDials(1)).toEqual([0, 1, 3, 4])
    expect(turnedDials(3)).toEqual([0, 1, 2, 3, 4, 5])
    expect(turnedDials(9)).toEqual([0, 1, 3, 4, 5, 7, 8]) // UL and DR: a diagonal pair
    expect(turnedDials(15)).toHaveLength(9)
  })

  it('turns a shared corner the other way as seen from the back', () => {
    const dials = applyMove(new Uint8Array(DIALS), moveIndex('front', 1), 3) // front UL pin, 3 hours
    expect(faceDials(dials, 'front').slice(0, 3)).toEqual([3, 3, 0])
    expect(faceDials(dials, 'back')[2]).toBe(9) // front UL sits behind back UR
    const back = applyMove(new Uint8Array(DIALS), moveIndex('back', 15), 1)
    expect(faceDials(back, 'back')).toEqual(Array(9).fill(1))
    expect(faceDials(back, 'front')).toEqual([11, 0, 11, 0, 0, 0, 11, 0, 11])
  })

  it('flips back and forth to the same position, and a flip swaps the faces', () => {
    const random = mulberry32(5)
    for (let k = 0; k < 50; k++) {
      const dials = randomDials(random)
      expect(Array.from(flip(flip(dials)))).toEqual(Array.from(dials))
      expect(faceDials(flip(dials), 'front')).toEqual(faceDials(dials, 'back'))
    }
  })

  it('makes a back move of a position the same as a front move of the flipped position', () => {
    const random = mulberry32(6)
    for (let pins = 1; pins <= 15; pins++) {
      const dials = randomDials(random)
      const viaBack = applyMove(dials, moveIndex('back', pins), 5)
      const viaFlip = flip(applyMove(flip(dials), moveIndex('front', pins), 5))
      expect(Array.from(viaBack)).toEqual(Array.from(viaFlip))
    }
  })
})
