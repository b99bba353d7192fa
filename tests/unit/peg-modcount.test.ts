// The count by final hole modulo primes: exact (by the Chinese remainder theorem) against the
// BigInt forward count on T5 and T6, with the primes the T7 run uses and with tiny primes that force
// the reconstruction to work; and it refuses when its proven bound does not fit under the product.
import { describe, expect, it } from 'vitest'
import {
  countAll,
  countByFinalModular,
  crt,
  exact,
  PRIMES,
  singleVacancy,
  holeCount,
  reachableBoards,
} from '../../src/solvers/peg/index.ts'

const isPrime = (p: number): boolean => {
  for (let d = 2; d * d <= p; d++) if (p % d === 0) return false
  return p > 1
}

describe('countByFinalModular', () => {
  it('uses three distinct 31-bit primes whose sums of two fit a double exactly', () => {
    expect(new Set(PRIMES).size).toBe(3)
    for (const p of PRIMES) {
      expect(isPrime(p)).toBe(true)
      expect(2 * p).toBeLessThan(2 ** 53)
    }
  })

  it('crt reconstructs numbers below the product', () => {
    const primes = [101, 103, 107]
    for (const x of [0, 1, 100, 12345, 101 * 103 * 107 - 1]) {
      expect(
        crt(
          primes.map((p) => x % p),
          primes,
        ),
      ).toBe(BigInt(x))
    }
  })

  it('agrees with the exact forward count on every vacancy of T5 and on T6 from hole 1, by final hole', () => {
    for (const [side, vacancies] of [
      [5, Array.from({ length: 15 }, (_, k) => k + 1)],
      [6, [1]],
    ] as const) {
      for (const v of vacancies) {
        const start = singleVacancy(side, v)
        const expected = countAll(side, start)
        const got = exact(countByFinalModular(side, start))!
        expect(got.solutions).toBe(expected.solutions)
        expect([...got.byFinal].filter(([, n]) => n > 0n)).toEqual(
          [...expected.byFinal].filter(([, n]) => n > 0n),
        )
      }
    }
  })

  it('with tiny primes: exact when the bound fits under their product, refused when it does not', () => {
    const start = singleVacancy(5, 1) // 29,760 solutions
    const small = countByFinalModular(5, start, [31, 37, 41]) // product 47,027
    expect(small.bound).toBeGreaterThanOrEqual(29760)
    expect(exact(small)!.solutions).toBe(29760n)
    expect(exact(countByFinalModular(5, start, [31, 37]))).toBeNull() // product 1,147
  })

  it('its layers are the boards reachable from the start, every peg count', () => {
    const m = countByFinalModular(5, singleVacancy(5, 1))
    expect(m.layers).toHaveLength(holeCount(5) - 1)
    expect(m.layers.reduce((a, b) => a + b, 0)).toBe(reachableBoards(5, singleVacancy(5, 1)))
  })
})
