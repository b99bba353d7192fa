// The pure parts of the constraints widgets: sentences, the plot's geometry, the CSP table's cells.
import { describe, expect, it } from 'vitest'
import { boardLabel, countSentence, placementSentence, statsSentence } from '../../components/queens/words.ts'
import { plotGeometry, PLOT } from '../../components/queens/plot.ts'
import { randomPartial } from '../../components/queens/exercise-logic.ts'
import { gridLabel, solveSentence, stepLabel } from '../../components/sudoku/words.ts'
import { rowCells } from '../../components/sudoku/csp-rows.ts'
import { parsePlacement } from '../../src/solvers/queens/notation.ts'
import { completions } from '../../src/solvers/queens/backtrack.ts'
import { parseGrid, HARD } from '../../src/solvers/sudoku/index.ts'
import { mulberry32 } from '../../src/solvers/random.ts'

describe('queens words', () => {
  it('describes a placement, its attacks and a solution', () => {
    expect(placementSentence(parsePlacement('4'))).toBe('4×4 board, 0 queens, none attacking another.')
    expect(placementSentence(parsePlacement('1 2 . .'))).toBe('4×4 board, 2 queens, 1 attacking pair.')
    expect(placementSentence(parsePlacement('2 4 1 3'))).toBe(
      '4×4 board, 4 queens: a solution, no two queens attack.',
    )
    expect(boardLabel(parsePlacement('2 . . .'))).toBe('4×4 board; queens at row 1 column 2')
  })

  it('says counts and rates with their numbers', () => {
    expect(countSentence({ n: 8, solutions: 92, distinct: 12, nodes: 2057 }, 3.2)).toBe(
      '8-queens: 92 solutions (12 up to rotation and reflection); the search tree has 2,057 nodes; 3 ms.',
    )
    expect(countSentence({ n: 14, solutions: 365596, distinct: null, nodes: 1 }, 1500)).toMatch(
      /365,596 solutions; .* 1\.5 s\.$/,
    )
    expect(
      statsSentence({
        n: 8,
        method: 'hill',
        runs: 100,
        successRate: 0.14,
        meanStepsSolved: 4,
        meanStepsFailed: NaN,
        meanRestarts: 0,
      }),
    ).toBe('hill on 8 queens, 100 seeded starts: 14.0% solved; mean steps 4.0 when solved, none when stuck.')
  })
})

describe('the plot', () => {
  it('maps the first point to the left axis and the last to the right edge, with ticks at 0 and the maximum', () => {
    const g = plotGeometry([
      [0, 10],
      [5, 4],
      [10, 0],
    ])
    const pts = g.points.split(' ').map((p) => p.split(',').map(Number))
    expect(pts[0]).toEqual([PLOT.left, PLOT.top])
    expect(pts[2]).toEqual([PLOT.width - PLOT.right, PLOT.height - PLOT.bottom])
    expect(g.yTicks.map((t) => t.label)).toEqual(['0', '5', '10'])
  })

  it('thins long curves but keeps the last point', () => {
    const curve = Array.from({ length: 10_000 }, (_, k) => [k, 10_000 - k] as [number, number])
    const g = plotGeometry(curve)
    expect(g.points.split(' ').length).toBeLessThanOrEqual(601)
    expect(g.points.endsWith(`${PLOT.width - PLOT.right}.0,${PLOT.height - PLOT.bottom}.0`)).toBe(true)
  })
})

describe('the exercise', () => {
  it('random puzzles have three queens and at least one completion', () => {
    const next = mulberry32(5)
    for (let k = 0; k < 20; k++) {
      const p = randomPartial(next)
      expect(p.cols.filter((c) => c >= 0).length).toBeLessThanOrEqual(3)
      expect(completions(8, p.cols).count).toBeGreaterThan(0)
    }
  })
})

describe('sudoku words', () => {
  it('labels the grid and each kind of answer', () => {
    const g = parseGrid(HARD[0].grid)
    expect(gridLabel(g, g)).toBe('Sudoku grid: 17 givens, 17 of 81 cells filled')
    expect(
      solveSentence({ method: 'propagate', count: null, capped: false, nodes: 1, open: 61 }, false, 2),
    ).toBe('Naked and hidden singles stop with 61 of 81 cells open; search has to guess from here (2 ms).')
    expect(solveSentence({ method: 'dlx', count: 2, capped: true, nodes: 70, open: 0 }, true, 1)).toMatch(
      /^At least 2 solutions: not a proper puzzle/,
    )
    expect(solveSentence({ method: 'backtrack', count: 1, capped: false, nodes: 5, open: 0 }, true, 1)).toBe(
      'Exactly one solution (MRV search with propagation, 5 nodes, 1 ms).',
    )
    expect(stepLabel({ cell: 10, digit: 3, reason: 'hidden' }, 2, 9)).toBe(
      'Step 2 of 9: 3 in r2c2, hidden single (the only place in a unit)',
    )
  })

  it('writes a table row from a comparison row', () => {
    expect(
      rowCells({
        variable: 'mrv',
        value: 'lcv',
        inference: 'mac',
        count: 1,
        nodes: 1234,
        checks: 56789,
        gaveUp: false,
        ms: 3.25,
        solved: true,
      }),
    ).toEqual(['MRV', 'least constraining', 'MAC (AC-3)', '1,234', '56,789', '3.25 ms', 'solved'])
  })
})

describe('the domains step view', () => {
  it('replays a trace: the last step’s assignment is the solution the solver found', async () => {
    const { trace } = await import('../../src/solvers/queens/jobs.ts')
    const { searchSteps } = await import('../../components/csp/steps.ts')
    const { isComplete } = await import('../../src/solvers/queens/model.ts')
    const names = {
      variable: (x: number) => `row ${x + 1}`,
      value: (v: number) => `column ${v + 1}`,
      variables: 'rows',
      values: 'columns',
    }
    const ctx = { signal: new AbortController().signal, onProgress: () => {} }
    for (const inference of ['none', 'forward', 'mac'] as const) {
      const r = trace({ kind: 'trace', n: 6, variable: 'static', inference, limit: 500 }, ctx)
      const steps = searchSteps({ ...r }, { variable: 'static', value: 'static', inference }, names)
      expect(steps.length).toBe(r.steps.length + 1)
      expect(isComplete({ n: 6, cols: Int8Array.from(steps.at(-1)!.assignment) }), inference).toBe(true)
      expect(steps[1].label).toMatch(/^Step 1 of \d+: row 1 takes column 1; /)
    }
    // With forward checking on 4-queens, row 1 = column 1 leaves row 2 only columns 3 and 4.
    const fc = trace({ kind: 'trace', n: 4, variable: 'static', inference: 'forward', limit: 10 }, ctx)
    expect(fc.steps[0].domains[1]).toBe(0b1100)
  })
})
