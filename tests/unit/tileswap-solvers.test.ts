// Tile swap solvers: the matching agrees with BFS, the certificate checks, every swap sequence
// replays legally to the goal with exactly `cost` swaps, and the flow agrees with Hungarian.
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  SOURCE_LARGE,
  SOURCE_RELABEL,
  SOURCE_SMALL,
  assign,
  bfsFromGoal,
  checkCertificate,
  gridFlow,
  gridOfMask,
  isSolution,
  maskOf,
  parseGrid,
  parsePair,
  randomGrid,
  rankMask,
  replay,
  solve,
  sortedGoal,
  swapsFromMatching,
  toSwapArray,
  pairsOf,
  checkCellPotentials,
  type Grid,
} from '../../src/solvers/tileswap/index.ts'
import { mulberry32 } from '../../bench/lib.ts'
import { expectStopsOnSignal } from './helpers.ts'

function bfsDistance(start: Grid, goal: Grid): number {
  const census = bfsFromGoal(goal)
  return census.dist[rankMask(maskOf(start), goal.cells.length)]
}

function expectPlayable(start: Grid, goal: Grid, method: 'hungarian' | 'flow'): number {
  const s = solve(start, goal, method)
  const swaps = toSwapArray(s.swaps)
  expect(swaps).toHaveLength(s.cost)
  expect(isSolution(start, goal, swaps)).toBe(true)
  for (const [a, b] of swaps) expect(start.cells.length > a && a >= 0 && b >= 0).toBe(true)
  return s.cost
}

describe('the source examples', () => {
  it('the 4×4 example: matching, BFS and the swap sequence agree', () => {
    const { start, goal } = parsePair(`${SOURCE_SMALL.start} ${SOURCE_SMALL.goal}`)
    const bfs = bfsDistance(start, goal)
    expect(assign(start, goal).cost).toBe(bfs)
    expect(gridFlow(start, goal).cost).toBe(bfs)
    expect(expectPlayable(start, goal, 'hungarian')).toBe(bfs)
  })

  it('the 12×12 example: both methods agree and the sequence plays out', () => {
    const { start, goal } = parsePair(SOURCE_LARGE.start)
    const h = expectPlayable(start, goal, 'hungarian')
    expect(expectPlayable(start, goal, 'flow')).toBe(h)
    expect(checkCertificate(assign(start, goal), start.cols).ok).toBe(true)
  })

  it('the relabel example needs a relabel, and still takes exactly cost swaps', () => {
    const { start, goal } = parsePair(`${SOURCE_RELABEL.start} ${SOURCE_RELABEL.goal}`)
    // The plan of the source: piece at row 3, column 3 to row 1, column 3, straight through a one.
    const pairs = Int32Array.from([0, 0, 1, 1, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 10, 2])
    const plan = swapsFromMatching(start, pairs)
    expect(plan.swaps.length / 2).toBe(assign(start, goal).cost)
    expect(plan.relabels.reduce((a, b) => a + b, 0)).toBeGreaterThan(0)
    expect(isSolution(start, goal, toSwapArray(plan.swaps))).toBe(true)
  })

  // The grids as the seed writes them (a copy of its lines: tests/fixtures/tileswap/seed-004-grids.txt).
  it('the examples are copied from the seed exactly', () => {
    const text = readFileSync(
      fileURLToPath(new URL('../fixtures/tileswap/seed-004-grids.txt', import.meta.url)),
      'utf8',
    )
    expect(text).toContain(SOURCE_SMALL.start.replaceAll('/', ' '))
    expect(text).toContain(SOURCE_SMALL.goal.replaceAll('/', ' '))
    expect(text).toContain(SOURCE_LARGE.start.replaceAll('/', ' '))
    // The relabel example, written with piece numbers in the seed: every non-zero digit is a one.
    const labelled = /^1101 1161 0080 0000/m.exec(text)![0]
    expect(labelled.replace(/[2-9]/g, '1').replaceAll(' ', '/')).toBe(SOURCE_RELABEL.start)
  })
})

describe('all 4×4 grids with 8 ones', () => {
  const goal = parseGrid(SOURCE_SMALL.goal)
  const census = bfsFromGoal(goal)

  it('BFS reaches all 12,870 of them', () => {
    expect(census.order.length).toBe(12870)
    expect(census.counts.reduce((a, b) => a + b, 0)).toBe(12870)
  })

  it('the Hungarian cost equals the BFS distance on every one, and its swaps replay', () => {
    let wrong = 0
    for (const mask of census.order) {
      const start = gridOfMask(mask, 4, 4)
      const a = assign(start, goal)
      if (a.cost !== census.dist[rankMask(mask, 16)]) wrong++
      const plan = swapsFromMatching(start, pairsOf(a.starts, a.goals, a.match))
      if (plan.swaps.length / 2 !== a.cost || !isSolution(start, goal, toSwapArray(plan.swaps))) wrong++
    }
    expect(wrong).toBe(0)
  })

  it('the grid flow gives the same distances', () => {
    let wrong = 0
    for (const mask of census.order)
      if (gridFlow(gridOfMask(mask, 4, 4), goal).cost !== census.dist[rankMask(mask, 16)]) wrong++
    expect(wrong).toBe(0)
  })
})

describe('random small grids against BFS', () => {
  it('3×3 to 4×5, random goals and densities', () => {
    const random = mulberry32(404)
    for (const [rows, cols] of [
      [3, 3],
      [3, 4],
      [4, 4],
      [4, 5],
      [2, 6],
      [1, 9],
    ]) {
      for (let trial = 0; trial < 4; trial++) {
        const ones = 1 + Math.floor(random() * (rows * cols - 1))
        const goal = randomGrid(rows, cols, ones, random)
        const census = bfsFromGoal(goal)
        for (let k = 0; k < 25; k++) {
          const start = randomGrid(rows, cols, ones, random)
          const bfs = census.dist[rankMask(maskOf(start), rows * cols)]
          expect(expectPlayable(start, goal, 'hungarian')).toBe(bfs)
          expect(expectPlayable(start, goal, 'flow')).toBe(bfs)
        }
      }
    }
  })
})

describe('larger random grids', () => {
  it('flow and Hungarian agree; certificates check; sequences have exactly cost swaps', () => {
    const random = mulberry32(2024)
    for (let trial = 0; trial < 40; trial++) {
      const rows = 2 + Math.floor(random() * 15)
      const cols = 2 + Math.floor(random() * 15)
      const ones = Math.floor(random() * rows * cols * 0.9)
      const start = randomGrid(rows, cols, ones, random)
      const goal = trial % 3 === 0 ? sortedGoal(start) : randomGrid(rows, cols, ones, random)
      const a = assign(start, goal)
      expect(checkCertificate(a, cols).ok).toBe(true)
      const f = gridFlow(start, goal)
      expect(f.cost).toBe(a.cost)
      expect(checkCellPotentials(start, goal, f.potentials, a.cost)).toMatchObject({
        ok: true,
        steepPairs: 0,
        bound: a.cost,
      })
      expect(expectPlayable(start, goal, 'flow')).toBe(a.cost)
    }
  })

  it('a 64×64 grid with 2,048 ones each side plays out by the flow method', () => {
    const random = mulberry32(64)
    const start = randomGrid(64, 64, 2048, random)
    const goal = randomGrid(64, 64, 2048, random)
    const s = solve(start, goal, 'flow')
    expect(s.swaps.length / 2).toBe(s.cost)
    expect(isSolution(start, goal, toSwapArray(s.swaps))).toBe(true)
    expect(checkCellPotentials(start, goal, s.potentials!, s.cost).ok).toBe(true)
  })

  it('the cell potentials bound the BFS distance from below on every 4×4 grid, with equality', () => {
    const goal = parseGrid(SOURCE_SMALL.goal)
    const census = bfsFromGoal(goal)
    for (const mask of census.order) {
      const start = gridOfMask(mask, 4, 4)
      const f = gridFlow(start, goal)
      const check = checkCellPotentials(start, goal, f.potentials, f.cost)
      expect(check.steepPairs).toBe(0)
      expect(check.bound).toBe(census.dist[rankMask(mask, 16)])
    }
  })
})

describe('checkers catch mistakes', () => {
  it('replay rejects a non-adjacent swap and the certificate rejects a bad potential', () => {
    const g = parseGrid('10/01')
    expect(replay(g, [[0, 3]]).ok).toBe(false)
    expect(replay(g, [[1, 2]]).ok).toBe(false) // cells 1 and 2 are diagonal
    expect(
      isSolution(g, parseGrid('01/10'), [
        [0, 1],
        [3, 2],
      ]),
    ).toBe(true)
    const a = assign(parseGrid(SOURCE_SMALL.start), parseGrid(SOURCE_SMALL.goal))
    a.u[0] += 1
    const check = checkCertificate(a, 4)
    expect(check.ok).toBe(false)
    expect(check.dualSum).toBe(check.matchingCost + 1)
    // The cell certificate: a steep step, or a bound below the claimed count, fails.
    const p = parsePair(SOURCE_LARGE.start)
    const f = gridFlow(p.start, p.goal)
    expect(checkCellPotentials(p.start, p.goal, f.potentials, f.cost + 1).ok).toBe(false)
    const steep = f.potentials.slice()
    steep[0] += 5
    expect(checkCellPotentials(p.start, p.goal, steep, f.cost)).toMatchObject({ ok: false })
    expect(checkCellPotentials(p.start, p.goal, steep, f.cost).steepPairs).toBeGreaterThan(0)
  })

  it('a cancelled search throws AbortError', () => {
    const controller = new AbortController()
    controller.abort()
    const g = randomGrid(8, 8, 20, mulberry32(1))
    const aborted = expect.objectContaining({ name: 'AbortError' })
    expect(() => assign(g, sortedGoal(g), { signal: controller.signal })).toThrow(aborted)
    expect(() => gridFlow(g, sortedGoal(g), { signal: controller.signal })).toThrow(aborted)
    expect(() => bfsFromGoal(parseGrid('1100/0011'), { signal: controller.signal })).toThrow(aborted)
  })
})

describe('the BFS budget (issue 13)', () => {
  const goal = parseGrid('1111/1111/0000/0000') // 12,870 grids
  const gaveUp = (message: RegExp) =>
    expect.objectContaining({ name: 'BudgetError', message: expect.stringMatching(message) })

  it('gives up after the node budget, never as bad input', () => {
    expect(() => bfsFromGoal(goal, { budget: { maxNodes: 12_869 } })).toThrow(
      gaveUp(/^Gave up after 12,869 nodes \(the budget is 12,869/),
    )
    expect(bfsFromGoal(goal, { budget: { maxNodes: 12_870 } }).order.length).toBe(12_870)
  })

  it('gives up before allocating tables past the memory budget (6 bytes a grid)', () => {
    expect(() => bfsFromGoal(goal, { budget: { maxBytes: 12_870 * 6 - 1 } })).toThrow(
      gaveUp(/^Gave up before starting: the tables for 12,870 grids would take 1 MB/),
    )
    expect(bfsFromGoal(goal, { budget: { maxBytes: 12_870 * 6 } }).counts[0]).toBe(1)
  })

  it('has a default budget: 5 × 6 with 18 ones (86 million grids) gives up at once', () => {
    const started = performance.now()
    expect(() => bfsFromGoal(parseGrid('111111/000000/111111/000000/111111'))).toThrow(
      gaveUp(/86,493,225 grids would take 495 MB \(the budget is 128 MB/),
    )
    expect(performance.now() - started).toBeLessThan(100)
  })
})

describe('long searches stop within 50 ms of CPU after their signal', () => {
  // Each runs for far longer than the 30 ms before the signal fires (measured: Hungarian on 64 × 64
  // takes seconds, the flow on 128 × 128 about 300 ms, the BFS over 2.7 million grids about 6 s).
  const random = mulberry32(50)
  const half = (n: number) => ({
    start: randomGrid(n, n, (n * n) / 2, random),
    goal: randomGrid(n, n, (n * n) / 2, random),
  })

  it('the Hungarian method (checked once per start one)', async () => {
    const { start, goal } = half(64)
    await expectStopsOnSignal((signal) => assign(start, goal, { signal }))
  })

  it('the grid min-cost flow (checked per phase and every 64 sources)', async () => {
    const { start, goal } = half(128)
    await expectStopsOnSignal((signal) => gridFlow(start, goal, { signal }))
  })

  it('the BFS over every grid (checked every 2,048 grids)', async () => {
    await expectStopsOnSignal((signal) => bfsFromGoal(parseGrid('111111/000000/111111/000000'), { signal }))
  })
})
