// The worker jobs of the constraints widgets, called directly: results match the solvers, and
// the long ones stop on their signal.
import { describe, expect, it } from 'vitest'
import { jobs as queens } from '../../src/solvers/queens/jobs.ts'
import { jobs as sudoku } from '../../src/solvers/sudoku/jobs.ts'
import { isComplete } from '../../src/solvers/queens/model.ts'
import { HARD, MANY, parseGrid, solves } from '../../src/solvers/sudoku/index.ts'
import { expectStopsOnSignal } from './helpers.ts'

const ctx = (signal = new AbortController().signal) => ({ signal, onProgress: () => {} })

describe('queens jobs', () => {
  it('count gives the solutions, the classes and the tree', () => {
    expect(queens.count({ kind: 'count', n: 8, distinct: true }, ctx())).toMatchObject({
      solutions: 92,
      distinct: 12,
      nodes: 2057,
    })
  })

  it('completions counts the ways to finish a board (and none for an attacked one)', () => {
    expect(queens.completions({ kind: 'completions', n: 4, cols: [1, -1, -1, -1] }, ctx())).toEqual({
      count: 1,
      first: [1, 3, 0, 2],
    })
    expect(
      queens.completions({ kind: 'completions', n: 8, cols: [-1, -1, -1, -1, -1, -1, -1, -1] }, ctx()).count,
    ).toBe(92)
    expect(queens.completions({ kind: 'completions', n: 4, cols: [0, 1, -1, -1] }, ctx()).count).toBe(0)
  })

  it('local returns stats and a trace that ends where the run ended', () => {
    const r = queens.local({ kind: 'local', n: 8, method: 'sideways', runs: 50, seed: 3 }, ctx())
    expect(r.stats.runs).toBe(50)
    expect(r.trace.at(-1) === 0).toBe(r.solved)
    if (r.solved) expect(isComplete({ n: 8, cols: Int8Array.from(r.rows) })).toBe(true)
  })

  it('the long jobs stop on their signal', async () => {
    await expectStopsOnSignal((signal) => queens.large({ kind: 'large', n: 3_000_000, seed: 1 }, ctx(signal)))
    await expectStopsOnSignal((signal) => queens.count({ kind: 'count', n: 17 }, ctx(signal)))
    await expectStopsOnSignal((signal) =>
      queens.local({ kind: 'local', n: 8, method: 'annealing', runs: 100_000, seed: 1 }, ctx(signal)),
    )
  })
})

describe('sudoku jobs', () => {
  it('solve answers by each method and keeps the givens', () => {
    const g = parseGrid(HARD[2].grid)
    for (const method of ['backtrack', 'dlx'] as const) {
      const r = sudoku.solve({ kind: 'solve', grid: Array.from(g), method, cap: 2 }, ctx())
      expect(r.count).toBe(1)
      expect(solves(g, Uint8Array.from(r.grid!))).toBe(true)
    }
    const many = sudoku.solve(
      { kind: 'solve', grid: Array.from(parseGrid(MANY.grid)), method: 'dlx', cap: 2 },
      ctx(),
    )
    expect(many.second).not.toBeNull()
  })

  it('steps are cut at the limit and say so', () => {
    const r = sudoku.steps({ kind: 'steps', grid: Array.from(parseGrid(HARD[8].grid)), limit: 50 }, ctx())
    expect(r.log).toHaveLength(50)
    expect(r.truncated).toBe(true)
  })

  it('the CSP table has eighteen rows and stops on its signal', async () => {
    const g = Array.from(parseGrid(HARD[0].grid))
    expect(sudoku.csp({ kind: 'csp', grid: g, maxNodes: 500 }, ctx()).rows).toHaveLength(18)
    await expectStopsOnSignal((signal) => sudoku.csp({ kind: 'csp', grid: g, maxNodes: 1e9 }, ctx(signal)))
  })
})
