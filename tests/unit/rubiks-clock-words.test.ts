// The widgets' words: step wording names a wheel whose pin is up and the shorter way round; the
// proof sentence rules out every smaller set of moves; the any-solution sentence lists moves
// that solve the position.
import { describe, expect, it } from 'vitest'
import { isSolution, parseMoves, randomDials, solveAny, solveOptimal, solvedDials } from '../../src/solvers/rubiks-clock/index.ts'
import { mulberry32 } from '../../bench/lib.ts'
import { anySentence, moveWords, pinWords, proofSentence, turnWords } from '../../components/rubiks-clock/words.ts'

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
