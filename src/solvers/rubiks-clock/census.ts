/**
 * Counting positions near solved, and the published distance distribution to compare with.
 *
 * Vocabulary:
 *   near-solved counts  how many distinct positions are exactly one and two moves from solved,
 *                       found by adding up move effects (moves commute, so order is irrelevant).
 *   PUBLISHED           Tomas Rokicki's count of positions at each optimal distance in this
 *                       metric, all 12^14 positions (cube20.com/clock), quoted, not recomputed.
 */
import { DIALS, EFFECT, HOURS, MOVES, randomDials, type Dials } from './model.ts'
import { mulberry32 } from '../random.ts'

// #region near-solved
/** [positions one move from solved, positions exactly two moves from solved]. */
export function nearSolvedCounts(): [number, number] {
  const key = (v: readonly number[]) => v.reduce((k, x) => k * HOURS + x, 0)
  const one = new Map<number, number[]>()
  for (let m = 0; m < MOVES; m++) {
    for (let t = 1; t < HOURS; t++) {
      const v = Array.from(
        { length: DIALS },
        (_, d) => (((EFFECT[m * DIALS + d] * t) % HOURS) + HOURS) % HOURS,
      )
      one.set(key(v), v)
    }
  }
  const vectors = [...one.values()]
  const two = new Set<number>()
  for (let i = 0; i < vectors.length; i++) {
    for (let j = i + 1; j < vectors.length; j++) {
      const k = key(vectors[i].map((x, d) => (x + vectors[j][d]) % HOURS))
      if (k !== 0 && !one.has(k)) two.add(k)
    }
  }
  return [one.size, two.size]
}
// #endregion near-solved

/** Positions at each optimal distance 0..12, as published at cube20.com/clock (Rokicki). */
export const PUBLISHED: readonly number[] = [
  1, 330, 51_651, 4_947_912, 317_141_342, 14_054_473_232, 428_862_722_294, 8_621_633_953_202,
  101_600_180_118_726, 528_107_928_328_516, 613_251_601_892_918, 31_893_880_879_492, 39_248,
]

// #region metric-sample
/** The project's seeded PRNG (src/solvers/random.ts: mulberry32), floats in [0, 1). */
export const seededRandom = mulberry32

/** The seeded sample's positions: `count` random positions from `seed`, in order. */
export function samplePositions(seed: number, count: number): Dials[] {
  const random = seededRandom(seed)
  return Array.from({ length: count }, () => randomDials(random))
}

/** How many of `lengths` are 0, 1, 2, …: the distribution, indexed by length. */
export function histogram(lengths: readonly number[]): number[] {
  const counts = new Array<number>(Math.max(0, ...lengths) + 1).fill(0)
  for (const l of lengths) counts[l]++
  return counts
}
// #endregion metric-sample
