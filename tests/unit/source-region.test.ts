import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { extractRegion } from '../../src/lib/source-region.ts'

describe('extractRegion', () => {
  const src = ['header', '  // #region a', '  x = 1', '    y = 2', '  // #endregion a', 'tail'].join('\n')

  it('cuts the marked lines and strips their common indentation', () => {
    expect(extractRegion(src, 'a')).toBe('x = 1\n  y = 2')
  })

  it('returns the whole file without the markers when no region is named', () => {
    expect(extractRegion(src)).toBe('header\n  x = 1\n    y = 2\ntail')
  })

  it('fails loudly on a missing region, so the build breaks instead of showing nothing', () => {
    expect(() => extractRegion(src, 'b')).toThrow(/Region "b" not found/)
  })

  it('finds every region the Clocks article shows in the real solver files', () => {
    const file = (f: string) =>
      readFileSync(new URL(`../../src/solvers/clocks/${f}`, import.meta.url), 'utf8')
    for (const [f, region] of [
      ['model.ts', 'moves'],
      ['brute.ts', 'brute-force'],
      ['elimination.ts', 'elimination'],
      ['inverse.ts', 'inverse'],
      ['closed-form.ts', 'closed-form'],
      ['census.ts', 'census'],
      ['sequences.ts', 'sequences'],
    ]) {
      expect(extractRegion(file(f), region).length, `${f}#${region}`).toBeGreaterThan(50)
    }
  })
})
