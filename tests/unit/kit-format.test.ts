import { describe, expect, it } from 'vitest'
import { formatMs, formatProgress } from '../../components/kit/job-controls.ts'

describe('formatMs', () => {
  it.each([
    [0, '0 ms'],
    [42.4, '42 ms'],
    [99, '99 ms'],
    [100, '0.1 s'],
    [800, '0.8 s'],
    [1234, '1.2 s'],
    [9949, '9.9 s'],
    [9950, '10 s'],
    [12_400, '12 s'],
    [59_400, '59 s'],
    [65_000, '1 min 5 s'],
    [-5, '0 ms'],
    [Number.NaN, '0 ms'],
  ])('%s ms reads %s', (ms, text) => {
    expect(formatMs(ms)).toBe(text)
  })
})

describe('formatProgress', () => {
  it('groups digits and joins the parts with middle dots', () => {
    expect(formatProgress({ explored: 123456, depth: 7, elapsedMs: 800 }, 'candidates')).toBe(
      'Explored 123,456 candidates · depth 7 · 0.8 s',
    )
  })
  it('defaults the noun to states and leaves out a missing depth', () => {
    expect(formatProgress({ explored: 1_000_000, elapsedMs: 2500 })).toBe('Explored 1,000,000 states · 2.5 s')
  })
  it('says depth 0 and appends a note', () => {
    expect(formatProgress({ explored: 5, depth: 0, note: 'phase 2', elapsedMs: 50 })).toBe(
      'Explored 5 states · depth 0 · 50 ms · phase 2',
    )
  })
  it('uses the singular for one', () => {
    expect(formatProgress({ explored: 1, elapsedMs: 0 }, 'candidates')).toBe('Explored 1 candidate · 0 ms')
  })
})
