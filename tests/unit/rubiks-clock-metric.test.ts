// The hour metric (a move turning t hours costs min(t, 12 − t)) next to the move metric (every
// move costs 1). The optimal solver is checked against exhaustive searches that know nothing of its
// tables: every set of one face's moves on dials with 4 and 5 hours (where the two metrics differ;
// with 2 or 3 hours every turn costs 1 either way), and positions within two hours of solved on the
// real puzzle (all of them found by trying every set of amounts costing at most 2 hours).
import { describe, expect, it } from 'vitest'
import {
  DIALS,
  HOURS,
  MOVES,
  applyAmounts,
  faceTable,
  isSolved,
  metricLength,
  solveOptimal,
  turnCosts,
  turnedDials,
  type Metric,
} from '../../src/solvers/rubiks-clock/index.ts'
import { formatPosition } from '../../src/solvers/rubiks-clock/notation.ts'
import { mulberry32 } from '../../bench/lib.ts'

describe('turn costs', () => {
  it('charge 1 per move in the move metric and the short way round in the hour metric', () => {
    expect(Array.from(turnCosts('move'))).toEqual([0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1])
    expect(Array.from(turnCosts('hour'))).toEqual([0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1])
    expect(metricLength([3, 0, 11, 7], 'hour')).toBe(3 + 1 + 5)
    expect(metricLength([3, 0, 11, 7], 'move')).toBe(3)
  })
})

/**
 * Every effect of one face's 15 moves on its nine dials with n-hour dials, and the cheapest set of
 * amounts making it: moves taken one at a time (they commute), each with every amount 0..n−1.
 */
function faceExhaustive(n: number, metric: Metric): Uint8Array {
  const cost = turnCosts(metric, n)
  const size = n ** 9
  let dist = new Uint8Array(size).fill(255)
  let next = new Uint8Array(size)
  dist[0] = 0
  const digits = new Uint8Array(9)
  for (let mask = 1; mask <= 15; mask++) {
    const turned = turnedDials(mask)
    next.set(dist)
    for (let t = 1; t < n; t++) {
      for (let code = 0; code < size; code++) {
        const v = dist[code]
        if (v === 255) continue
        for (let d = 8, rest = code; d >= 0; d--, rest = Math.floor(rest / n)) digits[d] = rest % n
        for (const d of turned) digits[d] = (digits[d] + t) % n
        let to = 0
        for (let d = 0; d < 9; d++) to = to * n + digits[d]
        if (v + cost[t] < next[to]) next[to] = v + cost[t]
      }
    }
    ;[dist, next] = [next, dist]
  }
  return dist
}

describe('one face, hour metric: tables = exhaustive search', () => {
  for (const n of [4, 5]) {
    it(`with ${n}-hour dials, every corner effect of sampled cross effects`, () => {
      const dist = faceExhaustive(n, 'hour')
      expect(dist.every((d) => d !== 255)).toBe(true)
      const random = mulberry32(n)
      const differ: string[] = []
      for (let k = 0; k < 8; k++) {
        const effect = Array.from({ length: 9 }, () => Math.floor(random() * n))
        const table = faceTable(effect, n, 'hour')
        for (let c = 0; c < n ** 4; c++) {
          const corners = [Math.floor(c / n ** 3), Math.floor(c / n ** 2) % n, Math.floor(c / n) % n, c % n]
          const full = effect.slice()
          ;[0, 2, 6, 8].forEach((d, i) => (full[d] = corners[i]))
          const code = full.reduce((a, h) => a * n + h, 0)
          if (table[c] !== dist[code]) differ.push(`${full.join('')}: ${table[c]} vs ${dist[code]}`)
        }
      }
      expect(differ.slice(0, 5)).toEqual([])
    }, 60_000)
  }
})

describe('the real puzzle, hour metric', () => {
  /** Every position within `limit` hours of solved, with its cheapest cost (all sets of amounts). */
  function nearSolved(limit: number): Map<string, { dials: Uint8Array; cost: number }> {
    const cost = turnCosts('hour')
    const found = new Map<string, { dials: Uint8Array; cost: number }>()
    const visit = (from: number, amounts: Uint8Array, spent: number): void => {
      const dials = applyAmounts(new Uint8Array(DIALS), amounts)
      const key = formatPosition(dials)
      const known = found.get(key)
      if (!known || spent < known.cost) found.set(key, { dials, cost: spent })
      for (let m = from; m < MOVES; m++) {
        for (let t = 1; t < HOURS; t++) {
          if (spent + cost[t] > limit) continue
          amounts[m] = t
          visit(m + 1, amounts, spent + cost[t])
          amounts[m] = 0
        }
      }
    }
    visit(0, new Uint8Array(MOVES), 0)
    return found
  }

  it('answers positions one and two hours from solved (all found by trying every set of amounts) with their cheapest cost', () => {
    const near = [...nearSolved(2).values()]
    const ones = near.filter((p) => p.cost === 1)
    const twos = near.filter((p) => p.cost === 2)
    expect(ones.length).toBeGreaterThan(0)
    const random = mulberry32(5)
    // One solve takes a few hundred ms: 12 of each (every one-hour position is a move of ±1 hour).
    const pick = (from: typeof near) =>
      Array.from({ length: 12 }, () => from[Math.floor(random() * from.length)])
    const picked = pick(ones).concat(pick(twos))
    const differ: string[] = []
    for (const { dials, cost } of picked) {
      const r = solveOptimal(dials, { metric: 'hour' })
      if (r.cost !== cost || !isSolved(applyAmounts(dials, r.amounts)))
        differ.push(`${formatPosition(dials)}: ${r.cost} vs ${cost}`)
    }
    expect(differ).toEqual([])
  }, 240_000)

  it('costs no more in hours than the move-metric answer, and uses no fewer moves', () => {
    const random = mulberry32(21)
    for (let k = 0; k < 8; k++) {
      const dials = Uint8Array.from({ length: DIALS }, () => Math.floor(random() * HOURS))
      const byMoves = solveOptimal(dials, { metric: 'move' })
      const byHours = solveOptimal(dials, { metric: 'hour' })
      expect(isSolved(applyAmounts(dials, byHours.amounts))).toBe(true)
      expect(byHours.cost).toBe(metricLength(byHours.amounts, 'hour'))
      expect(byHours.cost).toBeLessThanOrEqual(metricLength(byMoves.amounts, 'hour'))
      expect(byHours.length).toBeGreaterThanOrEqual(byMoves.length)
      expect(byHours.bounds.at(-1)).toEqual({ best: byHours.cost, lowerBound: byHours.cost })
    }
  }, 60_000)
})
