// The 12-cell censuses the build machine ran (src/data/sliding/big-census.json, written by
// src/data/sliding/big-census.ts with the 2-bit BFS): sums, diameters and counts against OEIS.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  FACTORIAL,
  defaultGoal,
  formatBoard,
  parseCensusBoard,
  isReachable,
  type Board,
} from '../../src/solvers/sliding/index.ts'

type Run = {
  shape: string
  goal: string
  counts: number[]
  reached: number
  diameter: number
  farthest: string[]
  peakRssMB: number
  tableMB: number
}
const { runs } = JSON.parse(
  readFileSync(new URL('../../src/data/sliding/big-census.json', import.meta.url), 'utf8'),
) as { runs: Run[] }
const byShape = (shape: string): Run => runs.find((r) => r.shape === shape)!

/** OEIS A090166: the 4×3 puzzle from a corner blank, positions at each distance (complete). */
const A090166 = [
  1, 2, 4, 9, 20, 37, 63, 122, 232, 431, 781, 1392, 2494, 4442, 7854, 13899, 24215, 41802, 71167, 119888,
  198363, 323206, 515778, 811000, 1248011, 1885279, 2782396, 4009722, 5621354, 7647872, 10065800, 12760413,
  15570786, 18171606, 20299876, 21587248, 21841159, 20906905, 18899357, 16058335, 12772603, 9515217, 6583181,
  4242753, 2503873, 1350268, 643245, 270303, 92311, 27116, 5390, 1115, 86, 18,
]
/** OEIS A090167: the 6×2 puzzle from a corner blank, the first 39 terms (of 81: diameter 80). */
const A090167_START = [
  1, 2, 3, 6, 11, 20, 36, 60, 95, 155, 258, 426, 688, 1106, 1723, 2615, 3901, 5885, 8851, 13205, 19508, 28593,
  41179, 58899, 83582, 118109, 165136, 228596, 312542, 423797, 568233, 755727, 994641, 1296097, 1667002,
  2119476, 2660415, 3300586, 4038877,
]

describe('the 12-cell censuses (4×3 and 6×2, from the blank-last goal)', () => {
  it('each reaches 12!/2 = 239,500,800 positions, the sum of its counts', () => {
    for (const shape of ['4x3', '6x2']) {
      const r = byShape(shape)
      expect(r.reached).toBe(FACTORIAL[12] / 2)
      expect(r.counts.reduce((a, b) => a + b, 0)).toBe(239_500_800)
      expect(r.diameter).toBe(r.counts.length - 1)
    }
  })

  it('4×3: diameter 53 with 18 positions that far, every count as OEIS A090166', () => {
    const r = byShape('4x3')
    expect(r.goal).toBe(formatBoard(defaultGoal(4, 3)))
    expect(r.diameter).toBe(53)
    expect(r.counts).toEqual(A090166)
  })

  it('6×2: diameter 80, the counts start as OEIS A090167', () => {
    const r = byShape('6x2')
    expect(r.goal).toBe(formatBoard(defaultGoal(6, 2)))
    expect(r.diameter).toBe(80)
    expect(r.counts.slice(0, A090167_START.length)).toEqual(A090167_START)
  })

  it('lists farthest positions that are real positions of the board, reachable from the goal, all different', () => {
    for (const r of runs) {
      const goal = parseCensusBoard(r.goal)
      expect(r.farthest.length).toBe(Math.min(24, r.counts.at(-1)!))
      expect(new Set(r.farthest).size).toBe(r.farthest.length)
      for (const text of r.farthest) {
        const b: Board = parseCensusBoard(text)
        expect([b.width, b.height]).toEqual([goal.width, goal.height])
        expect(isReachable(b, goal)).toBe(true)
      }
    }
  })

  it('stayed in its memory: a 57 MB table and well under 1 GB in all', () => {
    for (const r of runs) {
      expect(r.tableMB).toBe(57)
      expect(r.peakRssMB).toBeLessThan(1024)
    }
  })
})
