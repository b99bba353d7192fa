// bits.ts: popcount and its 16-bit table against counting the bits one at a time.
import { describe, expect, it } from 'vitest'
import { popcount, POPCOUNT16 } from '../../src/solvers/bits.ts'
import { mulberry32 } from '../../src/solvers/random.ts'

const slow = (x: number): number => {
  let c = 0
  for (let i = 0; i < 32; i++) c += (x >>> i) & 1
  return c
}

describe('popcount', () => {
  it('counts every bit of 32-bit values, the sign bit too', () => {
    const random = mulberry32(5)
    const values = [0, 1, 0x1ff, 0x7fffffff, 0x80000000, 0xffffffff, -1]
    for (let k = 0; k < 10_000; k++) values.push(Math.floor(random() * 2 ** 32))
    for (const x of values) expect(popcount(x)).toBe(slow(x))
  })

  it('POPCOUNT16 is popcount on every 16-bit mask', () => {
    expect(POPCOUNT16).toHaveLength(1 << 16)
    for (let m = 0; m < 1 << 16; m++) if (POPCOUNT16[m] !== slow(m)) expect(POPCOUNT16[m]).toBe(slow(m))
  })
})
