// The compact complete BFS (2 bits a position, src/solvers/sliding/big-bfs.ts) against the plain
// one (bfs.ts) on every board shape up to 10 cells, its refusals, budget and cancellation.
import { describe, expect, it } from 'vitest'
import { expectStopsOnSignal } from './helpers.ts'
import {
  FACTORIAL,
  UNREACHED,
  completeBfs,
  defaultGoal,
  formatBoard,
  parseBoard,
  rank,
  compactBfs,
  compactCost,
  censusSummary,
  type Board,
} from '../../src/solvers/sliding/index.ts'
import { parseCensusBoard } from '../../src/solvers/sliding/notation.ts'
import { jobs } from '../../src/solvers/sliding/jobs.ts'

/** OEIS A090036: positions of the 5×2 puzzle by distance from a corner blank (complete). */
const A090036 = [
  1, 2, 3, 6, 11, 19, 30, 44, 68, 112, 176, 271, 411, 602, 851, 1232, 1783, 2530, 3567, 4996, 6838, 9279,
  12463, 16597, 21848, 28227, 35682, 44464, 54597, 65966, 78433, 91725, 104896, 116966, 126335, 131998,
  133107, 128720, 119332, 106335, 91545, 75742, 60119, 45840, 33422, 23223, 15140, 9094, 5073, 2605, 1224,
  528, 225, 75, 20, 2,
]

describe('the compact BFS equals the plain BFS', () => {
  const goals: Board[] = [
    defaultGoal(2, 2),
    defaultGoal(3, 2),
    defaultGoal(2, 3),
    defaultGoal(3, 3),
    parseBoard('1 2 3/4 0 5/6 7 8'),
    parseBoard('0 1 2/3 4 5/6 7 8'),
    parseBoard('1 0 2/3 4 5/6 7 8'),
    defaultGoal(4, 2),
    defaultGoal(2, 4),
    parseBoard('1 2 0 3/4 5 6 7'),
    parseBoard('1 2/3 4/0 5/6 7'),
  ]
  for (const goal of goals) {
    it(`from ${formatBoard(goal)}: the same counts at every depth, and the farthest positions are the plain BFS's`, () => {
      const plain = completeBfs(goal)
      const compact = compactBfs(goal)
      expect(compact.counts).toEqual(plain.counts)
      expect(compact.reached).toBe(FACTORIAL[goal.tiles.length] / 2)
      expect(compact.farthest.length).toBe(Math.min(24, plain.counts.at(-1)!))
      for (const b of compact.farthest) {
        const d = plain.distance[rank(b.tiles)]
        expect(d).not.toBe(UNREACHED)
        expect(d).toBe(plain.counts.length - 1)
      }
    })
  }

  it('5×2 and 2×5 (1,814,400 positions): the counts of OEIS A090036', () => {
    expect(compactBfs(defaultGoal(5, 2)).counts).toEqual(A090036)
    expect(compactBfs(defaultGoal(2, 5)).counts).toEqual(A090036) // the same graph turned
  })
})

describe('what it refuses', () => {
  it('states the cost: 12 cells fit in a 60 MB table, 15 and 16 cells are refused before anything starts', () => {
    expect(compactCost(4, 3)).toMatchObject({
      positions: 239_500_800,
      bytes: 59_875_200,
      fits: true,
      reason: null,
    })
    expect(compactCost(6, 2).fits).toBe(true)
    const big = compactCost(5, 3)
    expect(big.fits).toBe(false)
    expect(big.reason).toMatch(
      /^A 5×3 board has 653,837,184,000 positions: at 2 bits each the table alone is 155,887 MB, over the 1,024 MB budget; this census stops at 12 cells\.$/,
    )
    expect(() => compactBfs(defaultGoal(4, 4))).toThrow(RangeError)
  })

  it('gives up (BudgetError) when the table is over --max-memory, before allocating it', () => {
    expect(() => compactBfs(defaultGoal(5, 2), { budget: { maxBytes: 100_000 } })).toThrow(
      /^Gave up before its tables reached [\d.]+ MB \(the budget is 0\.10 MB/,
    )
    expect(() => compactBfs(defaultGoal(5, 2), { budget: { maxNodes: 70_000 } })).toThrow(
      /^Gave up after [\d,]+ nodes/,
    )
  })

  it('reads census boards of up to 12 cells and sides up to 6; the ordinary notation keeps 2 to 4', () => {
    expect(parseCensusBoard('1 2 3 4 5 6/7 8 9 10 11 0').width).toBe(6)
    expect(() => parseCensusBoard('1 2 3 4 5 6 7/8 9 10 11 12 13 0')).toThrow(
      'A board has 2 to 6 columns, got 7.',
    )
    expect(() => parseCensusBoard('1 2 3 4 5/6 7 8 9 10/11 12 13 14 0')).toThrow(
      'A board here has at most 12 cells, got 5×3 = 15.',
    )
    expect(() => parseBoard('1 2 3 4 5 6/7 8 9 10 11 0')).toThrow('A board has 2 to 4 columns, got 6.')
  })

  it('says what it found in one sentence', () => {
    expect(censusSummary(4, 3, [1, 2, 3], 6, 12.34)).toBe(
      '4×3: 6 positions counted in 12 s. The diameter is 2 moves: 3 positions are that far from the goal.',
    )
  })
})

describe('the bigCensus job', () => {
  it('answers the counts, the farthest positions as text and the table size, on one worker outside an isolated page', async () => {
    const r = await jobs.bigCensus(
      { kind: 'bigCensus', width: 4, height: 2 },
      { signal: new AbortController().signal, onProgress: () => {} },
    )
    expect(r.counts.reduce((a, b) => a + b, 0)).toBe(20160)
    expect(r.goal).toBe('1 2 3 4/5 6 7 0')
    expect(r.farthest).toEqual(['0 7 2 1/4 3 6 5'])
    expect(r.tableBytes).toBe(5040)
    expect(r.workers).toBe(1)
    // Asked for 4 workers where memory cannot be shared (Node has no crossOriginIsolated): one.
    const asked = await jobs.bigCensus(
      { kind: 'bigCensus', width: 4, height: 2, workers: 4 },
      { signal: new AbortController().signal, onProgress: () => {} },
    )
    expect(asked).toEqual(r)
  })

  it('stops within 50 ms of CPU after its signal', async () => {
    await expectStopsOnSignal((signal) =>
      jobs.bigCensus({ kind: 'bigCensus', width: 5, height: 2 }, { signal, onProgress: () => {} }),
    )
    await expectStopsOnSignal((signal) => compactBfs(defaultGoal(4, 3), { signal }))
  })
})
