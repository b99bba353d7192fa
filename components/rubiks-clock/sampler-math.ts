/** Shares and bar widths for the distribution table (pure: used at build time and on the page). */
import { PUBLISHED } from '../../src/solvers/rubiks-clock/census.ts'

const TOTAL = PUBLISHED.reduce((a, b) => a + b, 0)
/** The largest published share, so the bars of both columns use one scale (4rem = that share). */
const TOP = Math.max(...PUBLISHED) / TOTAL

export type Share = { text: string; width: string }

export function share(count: number, total: number): Share {
  const f = total > 0 ? count / total : 0
  const text = f === 0 ? '0%' : f < 0.0001 ? '< 0.01%' : `${(100 * f).toFixed(f < 0.01 ? 2 : 1)}%`
  return { text, width: `${Math.min(4, (4 * f) / TOP).toFixed(2)}rem` }
}

export function publishedShares(): Share[] {
  return PUBLISHED.map((count) => share(count, TOTAL))
}

/** The mean of a distribution given as counts by length. */
export function mean(counts: readonly number[]): number {
  const n = counts.reduce((a, b) => a + b, 0)
  return n === 0 ? 0 : counts.reduce((sum, c, k) => sum + c * k, 0) / n
}

export const PUBLISHED_MEAN = mean(PUBLISHED)
