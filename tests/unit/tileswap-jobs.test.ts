// The tile swap jobs (what the worker serves): results match the solvers, the swap lists are the
// buffers handed over, and a job hears its signal.
import { describe, expect, it } from 'vitest'
import { compare, jobs, solveJob, transferOf } from '../../src/solvers/tileswap/jobs.ts'
import {
  formatGrid,
  isSolution,
  parsePair,
  randomGrid,
  SOURCE_LARGE,
  toSwapArray,
} from '../../src/solvers/tileswap/index.ts'
import { mulberry32 } from '../../bench/lib.ts'
import { expectStopsOnSignal } from './helpers.ts'

const ctx = { signal: new AbortController().signal, onProgress: () => {} }
const large = parsePair(SOURCE_LARGE.start)
const req = { start: formatGrid(large.start), goal: formatGrid(large.goal) }

describe('the jobs', () => {
  it('solve: the fewest swaps, a sequence of exactly that many that replays, the flow certificate', () => {
    const r = solveJob({ kind: 'solve', ...req, method: 'flow' }, ctx)
    expect(r.swaps.length / 2).toBe(r.cost)
    expect(isSolution(large.start, large.goal, toSwapArray(r.swaps))).toBe(true)
    expect(r.potentials).not.toBeNull()
    expect(solveJob({ kind: 'solve', ...req, method: 'hungarian' }, ctx)).toMatchObject({
      cost: r.cost,
      potentials: null,
    })
    expect(transferOf(r)).toEqual([r.swaps.buffer, r.relabels.buffer, r.potentials!.buffer])
  })

  it('compare: one timed row per method, agreeing and replayed; nothing to transfer', () => {
    const r = compare({ kind: 'compare', ...req, methods: ['flow', 'hungarian'] }, ctx)
    expect(r.rows.map((row) => row.method)).toEqual(['flow', 'hungarian'])
    for (const row of r.rows) {
      expect(row).toMatchObject({ cost: r.rows[0].cost, swaps: r.rows[0].cost, replayed: true })
      expect(row.ms).toBeGreaterThanOrEqual(0)
    }
    expect(transferOf(r)).toEqual([])
    expect(Object.keys(jobs).sort()).toEqual(['compare', 'solve'])
  })

  it('a bad grid in a request is a NotationError naming the grid', () => {
    expect(() => solveJob({ kind: 'solve', start: '1x/00', goal: '10/00', method: 'flow' }, ctx)).toThrow(
      /start grid/,
    )
  })

  it('compare stops within 50 ms of CPU after its signal (the Hungarian method on 64 × 64)', async () => {
    const random = mulberry32(9)
    const start = formatGrid(randomGrid(64, 64, 2048, random))
    const goal = formatGrid(randomGrid(64, 64, 2048, random))
    await expectStopsOnSignal((signal) =>
      compare({ kind: 'compare', start, goal, methods: ['hungarian'] }, { signal, onProgress: () => {} }),
    )
  })
})
