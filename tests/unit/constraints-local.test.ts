// Local search on N-queens: the seeded success rates and step counts the article quotes, against
// the figures Russell & Norvig report for 8-queens, and min-conflicts on a large board.
import { describe, expect, it } from 'vitest'
import {
  countPairs,
  localSearch,
  localStats,
  minConflictsLarge,
  LOCAL_METHODS,
} from '../../src/solvers/queens/local.ts'
import { eightQueensTable } from '../../src/solvers/queens/measure.ts'

describe('local search on 8-queens', () => {
  it('every method ends with h equal to the attacking pairs recounted, and solved means h = 0', () => {
    for (const method of LOCAL_METHODS) {
      for (let seed = 1; seed <= 20; seed++) {
        const r = localSearch(8, method, { seed, trace: true })
        expect(countPairs(r.rows)).toBe(r.trace!.at(-1))
        expect(r.solved).toBe(countPairs(r.rows) === 0)
      }
    }
  })

  it('steepest descent solves about 14% in about 4 steps, sideways moves about 94% (the textbook’s figures)', () => {
    const rows = eightQueensTable()
    const hill = rows.find((r) => r.method === 'hill')!
    const sideways = rows.find((r) => r.method === 'sideways')!
    expect(hill.successRate).toBeGreaterThan(0.11)
    expect(hill.successRate).toBeLessThan(0.18)
    expect(hill.meanStepsSolved).toBeGreaterThan(3.5)
    expect(hill.meanStepsSolved).toBeLessThan(4.5)
    expect(sideways.successRate).toBeGreaterThan(0.9)
    expect(sideways.meanStepsSolved).toBeGreaterThan(17)
    expect(sideways.meanStepsSolved).toBeLessThan(24)
    expect(rows.find((r) => r.method === 'restarts')!.successRate).toBe(1)
  })

  it('the same seed gives the same run', () => {
    expect(localStats(8, 'annealing', 50, { seed: 7 })).toEqual(localStats(8, 'annealing', 50, { seed: 7 }))
  })
})

describe('min-conflicts on a large board', () => {
  it('solves 20,000 queens, and its pair count is the recount', () => {
    const r = minConflictsLarge(20_000, { seed: 3 })
    expect(r.solved).toBe(true)
    expect(countPairs(r.rows)).toBe(0)
    expect(r.curve.at(-1)![1]).toBe(0)
  })
})
