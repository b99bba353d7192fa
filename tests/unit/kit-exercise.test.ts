import { describe, expect, it } from 'vitest'
import { predictionVerdict, readPrediction } from '../../components/kit/exercise-logic.ts'

describe('the kit exercise: predictions', () => {
  it('grades a prediction against the fewest', () => {
    expect(predictionVerdict(4, 4)).toBe('was right')
    expect(predictionVerdict(6, 4)).toBe('was 2 too many')
    expect(predictionVerdict(3, 4)).toBe('was 1 too few')
  })

  it('reads a whole number from 0 to max, empty as none, anything else as an error', () => {
    expect(readPrediction(' 7 ', 27)).toBe(7)
    expect(readPrediction('', 27)).toBeNull()
    for (const bad of ['-1', '28', '2.5', 'four'])
      expect(readPrediction(bad, 27)).toEqual({
        error: 'A prediction is a whole number of moves from 0 to 27.',
      })
    expect(readPrediction('99', 20, 'swaps')).toEqual({
      error: 'A prediction is a whole number of swaps from 0 to 20.',
    })
  })
})
