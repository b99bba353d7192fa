import { describe, expect, it } from 'vitest'
import { fmt, sci } from '../../src/lib/format.ts'

const binomial = (n: bigint, k: bigint): bigint => {
  let r = 1n
  for (let i = 1n; i <= k; i++) r = (r * (n - k + i)) / i
  return r
}

describe('sci', () => {
  it('rounds instead of truncating: C(144, 72) is 1.48×10^42, not 1.4', () => {
    const c = binomial(144n, 72n)
    expect(c.toString().slice(0, 4)).toBe('1480')
    expect(sci(c).text).toBe('1.48×10^42')
    expect(sci(c, 2).text).toBe('1.5×10^42')
    expect(sci(c, 1).text).toBe('1×10^42')
  })

  it('carries into the exponent when rounding up a run of nines', () => {
    expect(sci(99_960n, 3)).toMatchObject({ mantissa: '1.00', exponent: 5 })
    expect(sci(9_999, 2).text).toBe('1.0×10^4')
    expect(sci(123, 5).text).toBe('1.2300×10^2')
  })

  it('handles numbers, negatives and fractions', () => {
    expect(sci(262144).text).toBe('2.62×10^5')
    expect(sci(-1500n, 2).text).toBe('-1.5×10^3')
    expect(sci(0.000123456, 3).text).toBe('1.23×10^-4')
    expect(() => sci(Number.NaN)).toThrow(/finite/)
  })
})

describe('fmt', () => {
  it('groups digits of numbers and bigints exactly', () => {
    expect(fmt(181440)).toBe('181,440')
    expect(fmt(43_419_942_138n)).toBe('43,419,942,138')
  })
})
