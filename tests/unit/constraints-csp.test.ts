// The generic CSP solver: every ordering and inference finds the same solutions (queens counts
// against bit masks; Sudoku against dancing links), AC-3 alone, and the step trace.
import { describe, expect, it } from 'vitest'
import {
  ac3,
  backtrack,
  compareAll,
  INFERENCES,
  VALUE_ORDERS,
  VARIABLE_ORDERS,
} from '../../src/solvers/csp/csp.ts'
import { queensCsp, sudokuCsp } from '../../src/solvers/csp/problems.ts'
import { bitCount } from '../../src/solvers/queens/backtrack.ts'
import { EASY, HARD, formatGrid, parseGrid, solveDlx } from '../../src/solvers/sudoku/index.ts'

describe('the CSP solver on N-queens', () => {
  it('counts every solution for n = 1..8 with every combination', () => {
    for (let n = 1; n <= 8; n++) {
      const want = bitCount(n).solutions
      for (const variable of VARIABLE_ORDERS)
        for (const value of VALUE_ORDERS)
          for (const inference of INFERENCES) {
            expect(
              backtrack(queensCsp(n), { variable, value, inference, cap: 1e6 }).count,
              `${n} ${variable} ${value} ${inference}`,
            ).toBe(want)
          }
    }
  })

  it('static order without inference has the plain backtracking tree; inference makes it smaller', () => {
    const plain = backtrack(queensCsp(8), { cap: 1e6 })
    expect(plain.nodes).toBe(bitCount(8).nodes)
    expect(backtrack(queensCsp(8), { cap: 1e6, inference: 'forward' }).nodes).toBeLessThan(plain.nodes)
    expect(backtrack(queensCsp(8), { cap: 1e6, inference: 'mac' }).nodes).toBeLessThan(
      backtrack(queensCsp(8), { cap: 1e6, inference: 'forward' }).nodes,
    )
  })
})

describe('the CSP solver on Sudoku', () => {
  it('finds dancing links’ solution with every combination that finishes', () => {
    const g = parseGrid(HARD[0].grid)
    const want = formatGrid(solveDlx(g).solutions[0])
    const rows = compareAll(sudokuCsp(g), { maxNodes: 20_000 })
    expect(rows).toHaveLength(18)
    for (const variable of ['mrv', 'mrv-degree'] as const) {
      const r = backtrack(sudokuCsp(g), { variable, inference: 'mac' })
      expect(formatGrid(Uint8Array.from(r.solution!, (v) => v + 1))).toBe(want)
    }
    expect(rows.filter((r) => r.solved).length).toBeGreaterThan(0)
    expect(rows.filter((r) => r.gaveUp && r.solved)).toHaveLength(0)
  })

  it('AC-3 alone leaves a single value per cell on the easy puzzle, each the solution’s digit', () => {
    const g = parseGrid(EASY.grid)
    const { domains } = ac3(sudokuCsp(g))
    const solution = solveDlx(g).solutions[0]
    // On ≠ constraints arc consistency is naked singles, and the easy puzzle falls to them alone.
    for (let k = 0; k < 81; k++) expect(domains![k], `cell ${k}`).toBe(1 << (solution[k] - 1))
    expect(g.filter((d) => d === 0).length).toBeGreaterThan(40) // so AC-3 did most of the work
  })

  it('AC-3 alone reaches the arc-consistent domains computed here, on the hard set too', () => {
    for (const p of [EASY, ...HARD]) {
      const g = parseGrid(p.grid)
      expect(Array.from(ac3(sudokuCsp(g)).domains!), p.name).toEqual(Array.from(nakedSingles(g)!))
    }
    // The hard set is hard because AC-3 stops short: some cells keep several values.
    const hard = nakedSingles(parseGrid(HARD[0].grid))!
    expect(hard.some((d) => (d & (d - 1)) !== 0)).toBe(true)
  })

  it('AC-3 reports a wipe-out when two givens clash', () => {
    const g = parseGrid(EASY.grid)
    const blank = g.findIndex((d, k) => d === 0 && g[k - (k % 9)] !== 0)
    g[blank] = g[blank - (blank % 9)] // the same digit twice in one row
    expect(nakedSingles(g)).toBeNull()
    expect(ac3(sudokuCsp(g)).domains).toBeNull()
  })

  it('the step trace sees each assignment with its domains', () => {
    const steps: number[] = []
    backtrack(queensCsp(4), { inference: 'forward', onStep: (s) => steps.push(s.variable) })
    expect(steps[0]).toBe(0)
    expect(steps.length).toBeGreaterThan(3)
  })
})

/** Sudoku's peers, written out again here: the same row, column or 3×3 box. */
const peers = (k: number): number[] =>
  Array.from({ length: 81 }, (_, j) => j).filter(
    (j) =>
      j !== k &&
      (Math.floor(j / 9) === Math.floor(k / 9) ||
        j % 9 === k % 9 ||
        (Math.floor(j / 27) === Math.floor(k / 27) && Math.floor((j % 9) / 3) === Math.floor((k % 9) / 3))),
  )

/**
 * Arc consistency on Sudoku's ≠ constraints, computed independently of the CSP solver: a value leaves
 * a cell exactly when a peer is down to that one value, repeated until nothing changes. Null on a
 * wipe-out.
 */
function nakedSingles(grid: Uint8Array): Uint32Array | null {
  const d = Uint32Array.from(grid, (v) => (v ? 1 << (v - 1) : 0x1ff))
  for (let changed = true; changed; ) {
    changed = false
    for (let k = 0; k < 81; k++) {
      if (d[k] === 0) return null
      if ((d[k] & (d[k] - 1)) !== 0) continue
      for (const j of peers(k))
        if (d[j] & d[k]) {
          d[j] &= ~d[k]
          changed = true
        }
    }
  }
  return d.some((v) => v === 0) ? null : d
}
