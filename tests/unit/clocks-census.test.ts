// Census facts the article quotes, checked against independent reasoning.
import { describe, expect, it } from 'vitest'
import { computeCensus, isSolution, parseDials } from '../../src/solvers/clocks/index.ts'

const census = computeCensus()

/** Coefficients of (1 + x + x² + x³)⁹: how many count vectors have each sum. */
function countVectorsBySum(): number[] {
  let poly = [1]
  for (let k = 0; k < 9; k++) {
    const next = new Array<number>(poly.length + 3).fill(0)
    poly.forEach((c, i) => {
      for (let j = 0; j < 4; j++) next[i + j] += c
    })
    poly = next
  }
  return poly
}

describe('clocks census', () => {
  it('finds every position solvable, uniquely mod 4 (a bijection)', () => {
    expect(census.positions).toBe(262144)
    expect(census.bijection).toBe(true)
    expect(census.determinant % 2).not.toBe(0)
  })

  it('has the length distribution of sums of nine counts 0..3', () => {
    expect(census.distribution.map((d) => d.positions)).toEqual(countVectorsBySum())
    expect(census.distribution.reduce((n, d) => n + d.positions, 0)).toBe(262144)
    expect(census.averageLength).toBe(13.5)
  })

  it('has one hardest position, needing 27 moves, and its solution works', () => {
    expect(census.maxLength).toBe(27)
    expect(census.hardestCount).toBe(1)
    expect(census.hardestExample).toBe('9 12 9/12 3 12/9 12 9')
    expect(census.hardestSolution).toHaveLength(27)
    expect(isSolution(parseDials(census.hardestExample), census.hardestSolution)).toBe(true)
  })

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(census))).toEqual(census)
  })
})
