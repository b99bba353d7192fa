// Any solution (CRT) and the optimal solver: every answer replays to solved; short scrambles get
// answers no longer than the scramble; and on the same puzzle with 2- and 3-hour dials, optimal
// lengths equal an exhaustive breadth-first search over every position.
import { describe, expect, it } from 'vitest'
import {
  DIALS,
  EFFECT,
  HOURS,
  MOVES,
  applyAmounts,
  applyMove,
  eliminate,
  faceTable,
  isSolved,
  randomDials,
  solveAny,
  solveOptimal,
  type Dials,
} from '../../src/solvers/rubiks-clock/index.ts'
import { mulberry32 } from '../../bench/lib.ts'

const used = (amounts: Uint8Array): number => amounts.reduce((k, a) => k + (a ? 1 : 0), 0)

describe('any solution by linear algebra over Z/12', () => {
  it('finds unit pivots mod 4 and mod 3 from the moves alone, one per dial', () => {
    for (const modulus of [3, 4])
      expect(eliminate(new Array(DIALS).fill(0), modulus).pivotColumns).toHaveLength(DIALS)
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
      // The bounds close in: best never rises, the lower bound never falls, and they end equal.
      const { bounds } = result
      for (let k = 1; k < bounds.length; k++) {
        expect(bounds[k].best).toBeLessThanOrEqual(bounds[k - 1].best)
        expect(bounds[k].lowerBound).toBeGreaterThanOrEqual(bounds[k - 1].lowerBound)
      }
      expect(bounds[bounds.length - 1]).toEqual({ best: result.length, lowerBound: result.length })
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

  it('builds a face table that agrees with pairs of face moves tried one by one', () => {
    // With the cross left solved, no single move will do (every move turns the centre), and the
    // corner effects needing exactly two are those of two front moves whose cross effects cancel.
    const table = faceTable([0, 0, 0, 0, 0, 0, 0, 0, 0])
    expect(table[0]).toBe(0)
    expect(table.slice(1).every((v) => v >= 2 && v < 255)).toBe(true)
    const pairs = new Set<number>()
    for (let i = 0; i < 15; i++)
      for (let j = i + 1; j < 15; j++) {
        for (let a = 1; a < HOURS; a++)
          for (let b = 1; b < HOURS; b++) {
            const face = Array.from(
              { length: 9 },
              (_, d) => (EFFECT[i * DIALS + d] * a + EFFECT[j * DIALS + d] * b) % HOURS,
            )
            if ([1, 3, 4, 5, 7].some((d) => face[d] !== 0)) continue
            const c = [0, 2, 6, 8].reduce((k, d) => k * HOURS + face[d], 0)
            if (c !== 0) pairs.add(c)
          }
      }
    const twos = new Set<number>()
    table.forEach((v, c) => v === 2 && twos.add(c))
    expect(pairs.size).toBeGreaterThan(0)
    expect([...twos].sort((x, y) => x - y)).toEqual([...pairs].sort((x, y) => x - y))
  })
})

/**
 * Exhaustive search over every set of moves of the n-hour puzzle (the same 30 moves, EFFECT taken
 * mod n): after move m, dist[p] is the fewest of moves 0..m, each used once with some amount, that
 * make position p from solved. Moves commute, so after all 30 this is the optimal length of every
 * one of the n^14 positions. Nothing of optimal.ts is used. A code packs dials 0..13 in base n,
 * dial 0 first; it is split into two halves of 7 dials so that adding a move is two table lookups.
 */
function exhaustive(n: number): Uint8Array {
  const half = DIALS / 2,
    h = n ** half
  let dist = new Uint8Array(h * h).fill(255)
  let next = new Uint8Array(h * h)
  dist[0] = 0
  const addTable = (m: number, t: number, first: number): Int32Array =>
    Int32Array.from({ length: h }, (_, c) => {
      let out = 0
      for (let k = half - 1, rest = c, place = 1; k >= 0; k--, rest = Math.floor(rest / n), place *= n) {
        out += (((((rest % n) + EFFECT[m * DIALS + first + k] * t) % n) + n) % n) * place
      }
      return out
    })
  for (let m = 0; m < MOVES; m++) {
    next.set(dist)
    for (let t = 1; t < n; t++) {
      const high = addTable(m, t, 0),
        low = addTable(m, t, half)
      for (let a = 0; a < h; a++) {
        for (let b = 0; b < h; b++) {
          const v = dist[a * h + b]
          const to = high[a] * h + low[b]
          if (v + 1 < next[to]) next[to] = v + 1
        }
      }
    }
    ;[dist, next] = [next, dist]
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
  // The same 30 moves with n-hour dials. With 2 hours a shared corner turning "the other way" is
  // invisible (−1 ≡ 1 mod 2); with 3 hours it is not, so a sign slip at the corners shows up.
  it('with 2-hour dials: optimal length = exhaustive search on all 16,384 positions', () => {
    const dist = exhaustive(2)
    let differ = 0
    for (let code = 0; code < dist.length; code++) {
      const dials = decode(code, 2)
      const result = solveOptimal(dials, { hours: 2 })
      if (result.length !== dist[code] || !replaysMod(dials, result.amounts, 2)) differ++
    }
    expect(differ).toBe(0)
  }, 60_000)

  it('with 3-hour dials: optimal length = exhaustive search, on every farthest position and a random sample', () => {
    const dist = exhaustive(3)
    expect(dist.every((d) => d !== 255)).toBe(true) // every position is solvable
    const farthest = dist.reduce((a, b) => Math.max(a, b), 0)
    const codes: number[] = [] // every position one move away, every 32nd farthest one, 800 random
    let seen = 0
    for (let code = 0; code < dist.length; code++) {
      if (dist[code] === 1 || (dist[code] === farthest && seen++ % 32 === 0)) codes.push(code)
    }
    const random = mulberry32(12)
    for (let k = 0; k < 800; k++) codes.push(Math.floor(random() * dist.length))
    const differ: string[] = []
    for (const code of codes) {
      const dials = decode(code, 3)
      const result = solveOptimal(dials, { hours: 3 })
      // Every lower bound the search reports (the page shows them) must really be one.
      const overclaimed = result.bounds.some((b) => b.lowerBound > dist[code])
      if (result.length !== dist[code] || overclaimed || !replaysMod(dials, result.amounts, 3)) {
        differ.push(`${dials.join('')}: ${result.length} vs ${dist[code]}`)
      }
    }
    expect(differ).toEqual([])
  }, 60_000)
})
