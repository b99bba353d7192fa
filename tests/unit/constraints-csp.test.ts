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
    // Arc consistency on ≠ constraints is naked singles; it need not finish every cell, but what it fixes is right.
    for (let k = 0; k < 81; k++) expect(domains![k] & (1 << (solution[k] - 1))).not.toBe(0)
  })

  it('the step trace sees each assignment with its domains', () => {
    const steps: number[] = []
    backtrack(queensCsp(4), { inference: 'forward', onStep: (s) => steps.push(s.variable) })
    expect(steps[0]).toBe(0)
    expect(steps.length).toBeGreaterThan(3)
  })
})
