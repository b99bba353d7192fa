// The direct-table count (fastcount.ts) agrees with the readable memoised count the article shows
// (countSolutions, a Map of BigInts) and with countAll's split by final hole; it refuses boards
// past T6, where a double would no longer be exact, instead of rounding.
import { describe, expect, it } from 'vitest'
import { countAll, countSolutions, holeCount, singleVacancy } from '../../src/solvers/peg/index.ts'
import { countByFinalFast, countFast } from '../../src/solvers/peg/fastcount.ts'

describe('the direct-table count', () => {
  it('agrees with the readable count and the split by final hole on every vacancy of T4 and T5', () => {
    for (const side of [4, 5]) {
      for (let v = 1; v <= holeCount(side); v++) {
        const start = singleVacancy(side, v)
        expect(BigInt(countFast(side, start))).toBe(countSolutions(side, start))
        expect([...countByFinalFast(side, start)].map(([h, n]) => [h, BigInt(n)])).toEqual([
          ...countAll(side, start).byFinal,
        ])
      }
    }
  })

  it('agrees on T6 from hole 1: 43,419,942,138 sequences', () => {
    const start = singleVacancy(6, 1)
    expect(countFast(6, start)).toBe(43_419_942_138)
    expect(BigInt(countFast(6, start))).toBe(countSolutions(6, start))
    const byFinal = countByFinalFast(6, start)
    expect([...byFinal].map(([h, n]) => [h, BigInt(n)])).toEqual([...countAll(6, start).byFinal])
  })

  it('refuses T7 and stops at its budget', () => {
    expect(() => countFast(7, singleVacancy(7, 2))).toThrow(RangeError)
    expect(() => countFast(6, singleVacancy(6, 1), { budget: { maxBytes: 2 ** 20 } })).toThrow(
      /^Gave up before its tables reached/,
    )
  })
})
