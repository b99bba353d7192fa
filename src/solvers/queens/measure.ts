/**
 * The local-search table the article prints: every method on 8-queens over the same 1,000 seeded
 * random starts (seeds 1..1000). Computed at build time and asserted by a test against the
 * figures Russell & Norvig report (14% and 94%).
 */
import { LOCAL_METHODS, localStats, type LocalStats } from './local.ts'

export const TABLE_RUNS = 1000

let table: LocalStats[] | null = null

/** The table (computed once per process: the article and the teacher's guide both print it). */
export function eightQueensTable(): LocalStats[] {
  table ??= LOCAL_METHODS.map((m) => localStats(8, m, TABLE_RUNS, { seed: 1 }))
  return table
}
