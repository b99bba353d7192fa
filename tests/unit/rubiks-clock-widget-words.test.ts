// The widget's wheel model and step wording: turning a wheel from either face is one of the 30
// moves, it turns that wheel's corner dial by the turn as seen from the face you look at, and
// the words for a step name a wheel whose pin is up.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  applyMove, faceDials, isSolution, moveIndex, parseMoves, randomDials, solveAny, solveOptimal, solvedDials, turnedDials,
} from '../../src/solvers/rubiks-clock/index.ts'
import { mulberry32 } from '../../bench/lib.ts'
import { anySentence, frontPinsFrom, mirrorMask, moveWords, other, pinWords, pinsUpOn, proofSentence, turnWords, wheelMove } from '../../components/rubiks-clock/board-text.ts'

const CORNER_OF_WHEEL = [0, 2, 6, 8] // UL UR DL DR dials, face numbering

describe('wheel turns as moves', () => {
  it('turns the wheel\'s own corner by the turn, seen from the face you look at, whichever face moves', () => {
    fc.assert(fc.property(fc.constantFrom('front' as const, 'back' as const), fc.integer({ min: 0, max: 15 }),
      fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 11 }), (facing, frontUp, wheel, turn) => {
        const move = wheelMove(facing, frontUp, wheel, turn)
        expect(move.pins).toBe(pinsUpOn(move.side, frontUp))
        expect(move.pins).toBeGreaterThan(0)
        const after = applyMove(solvedDials(), moveIndex(move.side, move.pins), move.turn)
        expect(faceDials(after, facing)[CORNER_OF_WHEEL[wheel]]).toBe(turn)
      }))
  })

  it('with the wheel\'s pin down, turns the other face\'s blocks of its up pins (the pins down here) and no cross dial here', () => {
    for (const facing of ['front', 'back'] as const) {
      for (let frontUp = 0; frontUp < 16; frontUp++) {
        for (let wheel = 0; wheel < 4; wheel++) {
          if (pinsUpOn(facing, frontUp) & (1 << wheel)) continue
          const move = wheelMove(facing, frontUp, wheel, 1)
          const after = applyMove(solvedDials(), moveIndex(move.side, move.pins), move.turn)
          const away = other(facing)
          const moved = faceDials(after, away).flatMap((h, d) => (h ? [d] : []))
          expect(moved).toEqual(turnedDials(mirrorMask(~pinsUpOn(facing, frontUp) & 15)))
          expect([1, 3, 4, 5, 7].map((d) => faceDials(after, facing)[d])).toEqual([0, 0, 0, 0, 0])
        }
      }
    }
  })

  it('names pins from both faces consistently', () => {
    for (let mask = 0; mask < 16; mask++) {
      expect(mirrorMask(mirrorMask(mask))).toBe(mask)
      for (const side of ['front', 'back'] as const) expect(frontPinsFrom(side, pinsUpOn(side, mask))).toBe(mask)
    }
    expect(pinsUpOn('back', 0b0001)).toBe(0b1101) // front UL up → back UL, DL, DR up (UR is front UL)
  })
})

describe('step words', () => {
  it('say the pins, a wheel whose pin is up, and the shorter way round', () => {
    expect(moveWords({ side: 'front', pins: 0b1001, turn: 4 })).toBe('front, pins UL and DR up, turn the UL wheel 4 hours clockwise')
    expect(moveWords({ side: 'back', pins: 0b0010, turn: 11 })).toBe('back, pin UR up, turn the UR wheel 1 hour anticlockwise')
    expect(pinWords(15)).toBe('all four pins up')
    expect(pinWords(0b1110)).toBe('pins UR, DL and DR up')
    expect(turnWords(6)).toBe('6 hours clockwise')
    expect(turnWords(7)).toBe('5 hours anticlockwise')
  })
})

describe('the proof sentence', () => {
  it('rules out every smaller set of moves, with the bounds the solver reports', () => {
    const dials = randomDials(mulberry32(4))
    const result = solveOptimal(dials)
    const sentence = proofSentence(result.length, result.bounds, 12 ** 4)
    expect(sentence).toContain(`no set of ${result.length - 1} or fewer moves solves this position`)
    expect(sentence).toMatch(new RegExp(`lower bound rose [0-9 →]*${result.length}\\.`))
    expect(proofSentence(1, [{ best: 1, lowerBound: 1 }], 12 ** 4)).toContain('no set of 0 moves')
  })
})

describe('the any-solution sentence', () => {
  it('lists moves that solve the position', () => {
    const random = mulberry32(7)
    for (let k = 0; k < 5; k++) {
      const dials = randomDials(random)
      const sentence = anySentence(solveAny(dials))
      const [, count, list] = sentence.match(/^A solution with (\d+) moves?, .*\): (.*)\. Press Solve optimally/)!
      const moves = parseMoves(list)
      expect(moves).toHaveLength(Number(count))
      expect(isSolution(dials, moves)).toBe(true)
    }
    expect(anySentence(solveAny(solvedDials()))).toBe('Solved: every dial reads 12.')
  })
})
