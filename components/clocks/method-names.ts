/** The four methods in the order the article presents them, with the names it uses. */
import type { MethodTiming } from '../../src/workers/clocks-jobs.ts'

export const METHOD_NAMES: Record<MethodTiming['method'], string> = {
  'brute-force': 'Brute force over 4⁹ count vectors',
  elimination: 'Elimination mod 4',
  inverse: 'Inverse matrix',
  'closed-form': 'Closed form (table lookup)',
}

export const METHOD_ORDER: readonly MethodTiming['method'][] = ['brute-force', 'elimination', 'inverse', 'closed-form']

/** "0.45 µs", "12.3 µs", "3.1 ms". */
export function formatMicros(us: number): string {
  if (us < 1) return `${(us * 1000).toFixed(0)} ns`
  if (us < 1000) return `${us.toPrecision(3)} µs`
  return `${(us / 1000).toPrecision(3)} ms`
}
