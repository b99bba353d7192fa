// Uniform-cost search's open list (heap.ts, CostQueue): Dial's bucket queue for integer costs, a
// binary heap otherwise, taking entries out in exactly MinHeap's order (g, then first in). And
// uniform-cost search itself against A* with h = 0, which the lab writes over MinHeap: the same
// expansions, in the same order, with the same counts, on integer, large and fractional costs.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CostQueue, MAX_BUCKET_COST, MinHeap } from '../../src/solvers/search/heap.ts'
import { aStar } from '../../src/solvers/search/best-first.ts'
import { uniformCost } from '../../src/solvers/search/ucs.ts'
import type { Observer, Problem } from '../../src/solvers/search/problem.ts'
import { mulberry32 } from '../../bench/lib.ts'

describe('CostQueue', () => {
  it('takes entries out in MinHeap’s order, through ring growth and the switch to a heap', () => {
    const step = fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: 0, max: 3 }) },
      { weight: 2, arbitrary: fc.integer({ min: 0, max: 40 }) },
      { weight: 1, arbitrary: fc.integer({ min: 0, max: MAX_BUCKET_COST + 10 }) },
      { weight: 1, arbitrary: fc.double({ min: 0, max: 5, noNaN: true }) },
    )
    fc.assert(
      fc.property(
        fc.array(fc.record({ push: fc.array(step, { maxLength: 6 }), pops: fc.nat(5) }), { maxLength: 30 }),
        (script) => {
          const heap = new MinHeap<number>()
          const queue = new CostQueue()
          let floor = 0
          let id = 0
          const g = new Map<number, number>()
          for (const { push, pops } of script) {
            for (const ahead of push) {
              g.set(id, floor + ahead)
              heap.push(id, floor + ahead)
              queue.push(id++, floor + ahead)
            }
            expect(queue.size).toBe(heap.size)
            expect(queue.entries()).toEqual(heap.peek(Infinity))
            for (let k = 0; k < pops && heap.size > 0; k++) {
              const e = heap.pop()
              expect(queue.pop()).toBe(e)
              floor = g.get(e)!
            }
          }
          while (heap.size > 0) expect(queue.pop()).toBe(heap.pop())
          expect(queue.size).toBe(0)
        },
      ),
      { numRuns: 400, seed: 3101 },
    )
  })

  it('orders priorities past 2^31 (a ring slot, not the low bits of g, picks the bucket)', () => {
    const q = new CostQueue()
    const big = 2 ** 33 + 5
    for (const [id, g] of [
      [0, big],
      [1, big + 3],
      [2, big + 1],
      [3, big + 3],
    ])
      q.push(id, g)
    expect([q.pop(), q.pop()]).toEqual([0, 2])
    q.push(4, big + 2)
    q.push(5, big + 40)
    expect([q.pop(), q.pop(), q.pop(), q.pop()]).toEqual([4, 1, 3, 5])
  })

  it('keeps first-in order within a bucket after the ring grows', () => {
    const q = new CostQueue()
    for (const [id, g] of [
      [0, 1],
      [1, 1],
      [2, 3],
      [3, 1],
      [4, 3],
      [5, 9],
    ])
      q.push(id, g)
    expect([q.pop(), q.pop(), q.pop(), q.pop(), q.pop(), q.pop()]).toEqual([0, 1, 3, 2, 4, 5])
  })
})

type Edge = { to: number; w: number }

/** A random directed graph (seeded) whose edge weights come from `weight`. */
function randomProblem(n: number, seed: number, weight: (r: () => number) => number): Problem<number, Edge> {
  const random = mulberry32(seed)
  const graph = Array.from({ length: n }, () =>
    Array.from({ length: 1 + Math.floor(random() * 4) }, () => ({
      to: Math.floor(random() * n),
      w: weight(random),
    })),
  )
  return {
    start: 0,
    isGoal: (s) => s === n - 1,
    successors: (s) => graph[s].map((e) => ({ state: e.to, move: e })),
    key: (s) => s,
    h: () => 0,
    cost: (_s, e) => e.w,
  }
}

/** The states in the order an algorithm expands them, and the states it reports generated. */
function recorded(run: (observer: Observer<number, Edge>) => unknown): {
  expanded: number[]
  fates: string[]
} {
  const expanded: number[] = []
  const fates: string[] = []
  run({
    expand: (node, _h, open) => {
      expanded.push(node.state)
      fates.push(`open ${open().map((e) => `${e.node.state}@${e.node.g}`)}`)
    },
    generate: (node, _h, fate) => fates.push(`${node.state}@${node.g}:${fate}`),
  })
  return { expanded, fates }
}

describe('uniform-cost search = A* with h = 0', () => {
  const weights: [string, (r: () => number) => number][] = [
    ['unit', () => 1],
    ['small integers', (r) => 1 + Math.floor(r() * 9)],
    ['integers up to 5,000 (the ring grows, then a heap)', (r) => 1 + Math.floor(r() * 5000)],
    ['fractions (a heap)', (r) => (r() < 0.5 ? 1 : Math.SQRT2)],
  ]
  it.each(weights)('%s: the same result, counts and expansion order', (_, weight) => {
    for (let seed = 1; seed <= 60; seed++) {
      const problem = randomProblem(6 + (seed % 50), seed, weight)
      const u = uniformCost(problem)
      const a = aStar(problem)
      expect(u).toEqual(a)
      expect(recorded((observer) => uniformCost(problem, { observer }))).toEqual(
        recorded((observer) => aStar(problem, { observer })),
      )
    }
  })
})
