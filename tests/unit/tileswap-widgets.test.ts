// The tile swap widgets' pure parts: the Hungarian trace (its invariants at every step), the
// step labels, and the SVG paths.
import { describe, expect, it } from 'vitest'
import { SOURCE_SMALL, parseGrid, parsePair, randomGrid, sortedGoal, solve } from '../../src/solvers/tileswap/index.ts'
import { traceLabels, traceRun } from '../../components/tileswap/trace.ts'
import { certificateSentence, solvedSentence, swapLabels } from '../../components/tileswap/text.ts'
import { checkCellPotentials } from '../../src/solvers/tileswap/flow.ts'
import { cellsPath, gridLines, onesPath } from '../../components/tileswap/draw.ts'
import { mulberry32 } from '../../bench/lib.ts'

describe('the Hungarian trace', () => {
  it('keeps every reduced cost ≥ 0 and matched ones at 0 after every step, and ends at the optimum', () => {
    const random = mulberry32(8)
    const pairs = [parsePair(`${SOURCE_SMALL.start} ${SOURCE_SMALL.goal}`)]
    for (let t = 0; t < 20; t++) {
      const start = randomGrid(4, 5, 1 + Math.floor(random() * 8), random)
      pairs.push({ start, goal: t % 2 ? sortedGoal(start) : randomGrid(4, 5, start.cells.reduce((a, b) => a + b, 0), random) })
    }
    for (const { start, goal } of pairs) {
      const run = traceRun(start, goal)
      const k = run.starts.length
      expect(run.events.filter((e) => e.kind === 'augment')).toHaveLength(k)
      for (const e of run.events) {
        for (let i = 0; i < k; i++) for (let j = 0; j < k; j++) expect(run.cost[i][j] - e.u[i] - e.v[j]).toBeGreaterThanOrEqual(0)
        e.owner.forEach((i, j) => { if (i >= 0) expect(run.cost[i][j] - e.u[i] - e.v[j]).toBe(0) })
      }
      const last = run.events[run.events.length - 1]
      expect(last.owner.reduce((s, i, j) => s + run.cost[i][j], 0)).toBe(solve(start, goal).cost)
      const labels = traceLabels(run, start.cols)
      expect(labels).toHaveLength(run.events.length + 1)
      const minimum = solve(start, goal).cost
      expect(labels[labels.length - 1].label).toMatch(new RegExp(`^Step ${run.events.length} of ${run.events.length}: augmenting path: S\\d+ takes G\\d+.*; ${k} of ${k} matched: done, and Σu \\+ Σv = ${minimum}, the minimum$`))
      // Each augmenting label names, in order, the start ones that end up on the path's goal ones.
      run.events.forEach((e, s) => {
        if (e.kind !== 'augment') return
        const said = [...labels[s + 1].label.matchAll(/S(\d+) (?:takes|moves on to) G(\d+)/g)].map((m) => [Number(m[1]) - 1, Number(m[2]) - 1])
        expect(said).toEqual(e.path.slice().reverse().map((j) => [e.owner[j], j]))
        expect(said[0][0]).toBe(e.added)
      })
    }
  })
})

describe('labels and drawing', () => {
  it('names every swap by row and column, counting from 1', () => {
    const labels = swapLabels(Int32Array.from([0, 1, 5, 1]), Int32Array.from([0, 2]), 4)
    expect(labels.map((l) => l.label)).toEqual([
      'Start: the start grid; 2 swaps to go',
      'Step 1 of 2: swap row 1, column 1 with row 1, column 2',
      'Step 2 of 2: swap row 2, column 2 with row 1, column 2 (after 2 relabels)',
    ])
    expect(solvedSentence(1, 1)).toBe('Fewest swaps: 1. The 1 swap below replays legally to the goal.')
    expect(solvedSentence(0, 0)).toBe('Fewest swaps: 0.')
  })

  it('states the cell certificate from the check, and says when it fails', () => {
    const { start, goal } = parsePair('0110/1001 1111/0000')
    const s = solve(start, goal)
    const text = certificateSentence(checkCellPotentials(start, goal, s.potentials!, s.cost), 8, s.cost)
    expect(text).toMatch(new RegExp(`^Certificate: no two neighbouring cells differ by more than 1 \\(all 8 cells checked\\);.* = ${s.cost} swaps, exactly the number found: no shorter sequence exists\\.$`))
    const steep = s.potentials!.slice()
    steep[0] += 3
    expect(certificateSentence(checkCellPotentials(start, goal, steep, s.cost), 8, s.cost)).toMatch(/NOT a certificate.*FAILS/)
  })

  it('draws one square per one and grid lines only for small grids', () => {
    const g = parseGrid(SOURCE_SMALL.start)
    expect(onesPath(g.cells, g.cols).match(/M/g)).toHaveLength(8)
    expect(cellsPath([5, 6], 4).match(/M/g)).toHaveLength(2)
    expect(gridLines(4, 4).match(/M/g)).toHaveLength(6)
    expect(gridLines(64, 64)).toBe('')
  })
})

describe('check yourself', () => {
  it('reads swaps, replays them and compares with the fewest', async () => {
    const { parseSwaps, checkSwaps } = await import('../../components/tileswap/exercise-check.ts')
    const { start, goal } = parsePair('0110/1001')
    const fewest = solve(start, goal).cost
    const best = solve(start, goal).swaps
    const text = Array.from({ length: best.length / 2 }, (_, k) => `${best[2 * k]}-${best[2 * k + 1]}`).join(' ')
    expect(checkSwaps(start, goal, parseSwaps(text), fewest)).toEqual({ ok: true, text: `Solved in ${fewest} swaps: that is the fewest possible.` })
    expect(checkSwaps(start, goal, parseSwaps(`0-1 1-0 ${text}`), fewest).text).toBe(`Solved in ${fewest + 2} swaps; the fewest is ${fewest}, so 2 could be saved.`)
    expect(checkSwaps(start, goal, parseSwaps('0-5'), fewest)).toEqual({ ok: false, text: 'Not legal: Swap 1 joins cells 0 and 5, which are not adjacent.' })
    expect(checkSwaps(start, goal, [], fewest).text).toMatch(/^Legal, but after 0 swaps 4 cells still differ/)
    expect(() => parseSwaps('1-2 3+4')).toThrow('Swap 2, "3+4", is not two cell numbers joined by "-" (such as 14-10).')
  })
})
