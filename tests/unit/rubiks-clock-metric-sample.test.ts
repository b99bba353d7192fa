// The article's seeded sample of positions solved in both metrics (src/data/rubiks-clock/
// metric-sample.json, made by make-metric-sample.ts there): it is the seeded positions it says,
// and a slice of it re-solves to the stored lengths.
import { describe, expect, it } from 'vitest'
import { histogram, samplePositions, solveOptimal } from '../../src/solvers/rubiks-clock/index.ts'
import { formatPosition } from '../../src/solvers/rubiks-clock/notation.ts'
import sample from '../../src/data/rubiks-clock/metric-sample.json'

describe("the article's seeded sample (src/data/rubiks-clock/metric-sample.json)", () => {
  it('is the seeded positions, and a slice of it re-solves to the stored lengths in both metrics', () => {
    const positions = samplePositions(sample.seed, sample.sample)
    expect(formatPosition(positions[0])).toBe(sample.first)
    expect(sample.move).toHaveLength(sample.sample)
    expect(sample.hour).toHaveLength(sample.sample)
    for (let k = 0; k < sample.sample; k += 125) {
      expect(solveOptimal(positions[k], { metric: 'move' }).cost).toBe(sample.move[k])
      expect(solveOptimal(positions[k], { metric: 'hour' }).cost).toBe(sample.hour[k])
    }
    expect(histogram(sample.move).reduce((a, b) => a + b, 0)).toBe(sample.sample)
    expect(Math.max(...sample.move)).toBeLessThanOrEqual(12) // God's number in the move metric
  }, 60_000)
})
