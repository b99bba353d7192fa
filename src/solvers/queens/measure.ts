/**
 * The local-search table the article prints: every method on 8-queens over the same 1,000 seeded
 * random starts (seeds 1..1000). Computed at build time and asserted by a test against the
 * figures Russell & Norvig report (14% and 94%).
 */
import { LOCAL_METHODS, localStats, type LocalStats } from './local.ts'

export const TABLE_RUNS = 1000

export function eightQueensTable(): LocalStats[] {
  return LOCAL_METHODS.map((m) => localStats(8, m, TABLE_RUNS, { seed: 1 }))
}
