// The widgets' words: step wording names a wheel whose pin is up and the shorter way round; the
// proof sentence rules out every smaller set of moves; the any-solution sentence lists moves
// that solve the position.
import { describe, expect, it } from 'vitest'
import {
  amountsToMoves,
  applyMove,
  faceDials,
  isSolution,
  isSolved,
  moveIndex,
  parseMoves,
  randomDials,
  solveAny,
  solveOptimal,
  solvedDials,
} from '../../src/solvers/rubiks-clock/index.ts'
import { mulberry32 } from '../../bench/lib.ts'
import {
  IDLE,
  anySentence,
  faceImageLabel,
  illegalSentence,
  moveWords,
  pinWords,
  proofSentence,
  repeatedMoves,
  revealSentence,
  keptSentence,
  sampleBusy,
  sampleSummary,
  solvedSentence,
  turnWords,
  unsolvedSentence,
  wheelSentence,
  hoursOf,
  optimalSentence,
} from '../../components/rubiks-clock/words.ts'
import { puzzleByMoves } from '../../components/rubiks-clock/logic.ts'

describe('step words', () => {
  it('say the pins, a wheel whose pin is up, and the shorter way round', () => {
    expect(moveWords({ side: 'front', pins: 0b1001, turn: 4 })).toBe(
      'front, pins UL and DR up, turn the UL wheel 4 hours clockwise',
    )
    expect(moveWords({ side: 'back', pins: 0b0010, turn: 11 })).toBe(
      'back, pin UR up, turn the UR wheel 1 hour anticlockwise',
    )
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
      const [, count, list] = sentence.match(
        /^A solution with (\d+) moves?, .*\): (.*)\. Press Solve optimally/,
      )!
      const moves = parseMoves(list)
      expect(moves).toHaveLength(Number(count))
      expect(isSolution(dials, moves)).toBe(true)
    }
    expect(anySentence(solveAny(solvedDials()))).toBe('Solved: every dial reads 12.')
  })
})

describe('the exercise verdicts', () => {
  it('say why a list is not legal, which dials are off, and whether it is the fewest (hiding the count in class mode)', () => {
    expect(illegalSentence('Move 2 is not a move: it has no pin up.')).toBe(
      'Not legal: move 2 is not a move: it has no pin up.',
    )
    const after = applyMove(solvedDials(), moveIndex('front', 1), 3) // front UL block at 3
    expect(unsolvedSentence({ front: faceDials(after, 'front'), back: faceDials(after, 'back') })).toBe(
      'Legal, but not solved: after your moves 4 of the 14 dials are not at 12 (front UL reads 3, front U reads 3, front L reads 3, front centre reads 3).',
    )
    const all = applyMove(solvedDials(), moveIndex('front', 15), 3) // every front dial; the back's corners are the same four dials
    expect(unsolvedSentence({ front: faceDials(all, 'front'), back: faceDials(all, 'back') })).toBe(
      'Legal, but not solved: after your moves 9 of the 14 dials are not at 12 (front UL reads 3, front U reads 3, front UR reads 3, front L reads 3, and 5 more).',
    )
    const two = parseMoves('front UL +3, front UL +9')
    expect(solvedSentence(two, 0, true)).toMatch(
      /^Legal and solved in 2 moves, but the fewest is 0\. Moves commute, so the turns of a move used more than once \(front UL\) add up to one move\.$/,
    )
    const three = parseMoves('front UL +3, back DR +2, front UR +1')
    expect(solvedSentence(three, 3, false)).toBe(
      'Legal, and solved in 3 moves: that is the fewest, no set of 2 or fewer moves solves it.',
    )
    const hidden = solvedSentence(three, 2, false)
    expect(hidden).toBe('Legal and solved in 3 moves, but not in the fewest: a shorter solution exists.')
    expect(hidden).not.toMatch(/\b2\b/)
    expect(solvedSentence(three, 2, true)).toBe('Legal and solved in 3 moves, but the fewest is 2.')
    expect(repeatedMoves(parseMoves('front UL +1, back UL +1, front UL +2'))).toEqual(['front UL'])
  })

  it('the reveal lists moves that solve the position', () => {
    const dials = puzzleByMoves(3, mulberry32(2))
    const best = amountsToMoves(solveOptimal(dials).amounts)
    const text = revealSentence(best)
    const [, count, list] = text.match(/^The fewest is (\d+) moves?, for example: (.*)\.$/)!
    expect(Number(count)).toBe(best.length)
    expect(isSolution(dials, parseMoves(list))).toBe(true)
    expect(revealSentence([])).toBe('The fewest is 0 moves: every dial already reads 12.')
  })
})

describe('exercise puzzles and the sampler words', () => {
  it('New puzzle makes unsolved positions at most k moves from solved', () => {
    const random = mulberry32(11)
    for (let k = 0; k < 8; k++) {
      const count = 2 + (k % 2)
      const dials = puzzleByMoves(count, random)
      expect(isSolved(dials)).toBe(false)
      expect(solveOptimal(dials).length).toBeLessThanOrEqual(count)
    }
  })

  it('summarise a sample with its mean beside the published one', () => {
    const counts = new Array(13).fill(0)
    counts[9] = 3
    counts[10] = 1
    expect(sampleSummary(counts, 1234)).toMatch(
      /^4 random positions solved optimally in 1\.2 s: mean 9\.25 moves \(published mean 9\.\d\d\), longest 10\.$/,
    )
    expect(sampleBusy(35, 1000)).toBe('Solving 1,000 random positions… 35 solved so far.')
    expect(keptSentence(counts, 1000)).toMatch(
      /^4 of 1,000 positions were solved before it stopped: mean 9\.25 moves \(published mean 9\.\d\d\), longest 10\.$/,
    )
    expect(keptSentence(new Array(13).fill(0), 50)).toBe('0 of 50 positions were solved before it stopped.')
  })

  it('name a wheel turn as one of the 30 moves, and a static face by its hours', () => {
    expect(wheelSentence(0, 'front', { side: 'front', pins: 1, turn: 1 })).toBe(
      'Turned the UL wheel: a front move (pin UL up on the front).',
    )
    expect(wheelSentence(1, 'front', { side: 'back', pins: 0b1101, turn: 1 })).toBe(
      'Turned the UR wheel: its pin is down here, so it is a back move (pins UL, DL and DR up on the back, 1 hour clockwise as seen from there).',
    )
    expect(faceImageLabel('After', 'back', [0, 0, 0, 0, 3, 0, 0, 0, 0], 0b1001)).toBe(
      'After, back: 12 12 12, 12 3 12, 12 12 12; pins up UL DR',
    )
    expect(faceImageLabel('Position to solve', 'front', [1, 0, 0, 0, 0, 0, 0, 0, 11], null)).toBe(
      'Position to solve, front: 1 12 12, 12 12 12, 12 12 11',
    )
    expect(IDLE).not.toMatch(/\d/) // the main widget's status shows no answer before it is asked
  })
})

describe('the hour metric in words', () => {
  it('counts hours the short way round, and says the proof and the verdicts in hours', () => {
    const moves = parseMoves('front UL +3, back DR -1, front UR +7')
    expect(hoursOf(moves)).toBe(3 + 1 + 5)
    expect(proofSentence(9, [{ best: 9, lowerBound: 9 }], 12 ** 4, 'hour')).toMatch(
      /So no set of moves turning 8 or fewer hours solves this position\.$/,
    )
    expect(solvedSentence(moves, 9, false, 'hour')).toBe(
      'Legal, and solved in 9 hours of turning: that is the fewest, no set of moves turning 8 or fewer hours solves it.',
    )
    expect(solvedSentence(moves, 7, true, 'hour')).toBe(
      'Legal and solved in 9 hours of turning, but the fewest is 7.',
    )
    expect(revealSentence(moves, 'hour')).toMatch(
      /^The fewest is 9 hours of turning, for example: front UL \+3, /,
    )
    const dials = randomDials(mulberry32(11))
    const r = solveOptimal(dials, { metric: 'hour' })
    const best = amountsToMoves(r.amounts)
    const sentence = optimalSentence(r, best, '0.2 s', 12 ** 4)
    expect(sentence).toMatch(
      new RegExp(`^Optimal in the hour metric: ${r.cost} hours of turning, in ${best.length} moves`),
    )
    expect(sentence).toContain(`no set of moves turning ${r.cost - 1} or fewer hours`)
  })
})
