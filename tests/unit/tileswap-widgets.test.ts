// The tile swap widgets' pure parts: the Hungarian trace (its invariants at every step), the
// step labels, and the SVG paths.
import { describe, expect, it } from 'vitest'
import {
  SOURCE_SMALL,
  isSolution,
  parseGrid,
  parsePair,
  randomGrid,
  sortedGoal,
  solve,
} from '../../src/solvers/tileswap/index.ts'
import { cellsAfter, moveCursor, randomPuzzle, traceRun } from '../../components/tileswap/logic.ts'
import {
  certificateSentence,
  compareSentence,
  revealSentence,
  solvedSentence,
  swapLabels,
  swapVerdict,
  traceLabels,
  traceSentence,
} from '../../components/tileswap/words.ts'
import { formatSwaps, parseSwaps } from '../../src/solvers/tileswap/moves.ts'
import { mismatch, sameCells, toSwapArray } from '../../src/solvers/tileswap/index.ts'
import { checkCellPotentials } from '../../src/solvers/tileswap/flow.ts'
import { cellsPath, gridLines, onesPath } from '../../components/tileswap/draw.ts'
import { mulberry32 } from '../../bench/lib.ts'

describe('the Hungarian trace', () => {
  it('keeps every reduced cost ≥ 0 and matched ones at 0 after every step, and ends at the optimum', () => {
    const random = mulberry32(8)
    const pairs = [parsePair(`${SOURCE_SMALL.start} ${SOURCE_SMALL.goal}`)]
    for (let t = 0; t < 20; t++) {
      const start = randomGrid(4, 5, 1 + Math.floor(random() * 8), random)
      pairs.push({
        start,
        goal:
          t % 2
            ? sortedGoal(start)
            : randomGrid(
                4,
                5,
                start.cells.reduce((a, b) => a + b, 0),
                random,
              ),
      })
    }
    for (const { start, goal } of pairs) {
      const run = traceRun(start, goal)
      const k = run.starts.length
      expect(run.events.filter((e) => e.kind === 'augment')).toHaveLength(k)
      for (const e of run.events) {
        for (let i = 0; i < k; i++)
          for (let j = 0; j < k; j++) expect(run.cost[i][j] - e.u[i] - e.v[j]).toBeGreaterThanOrEqual(0)
        e.owner.forEach((i, j) => {
          if (i >= 0) expect(run.cost[i][j] - e.u[i] - e.v[j]).toBe(0)
        })
      }
      const last = run.events[run.events.length - 1]
      expect(last.owner.reduce((s, i, j) => s + run.cost[i][j], 0)).toBe(solve(start, goal).cost)
      const labels = traceLabels(run, start.cols)
      expect(labels).toHaveLength(run.events.length + 1)
      const minimum = solve(start, goal).cost
      expect(labels[labels.length - 1].label).toMatch(
        new RegExp(
          `^Step ${run.events.length} of ${run.events.length}: augmenting path: S\\d+ takes G\\d+.*; ${k} of ${k} matched: done, and Σu \\+ Σv = ${minimum}, the minimum$`,
        ),
      )
      // Each augmenting label names, in order, the start ones that end up on the path's goal ones.
      run.events.forEach((e, s) => {
        if (e.kind !== 'augment') return
        const said = [...labels[s + 1].label.matchAll(/S(\d+) (?:takes|moves on to) G(\d+)/g)].map((m) => [
          Number(m[1]) - 1,
          Number(m[2]) - 1,
        ])
        expect(said).toEqual(
          e.path
            .slice()
            .reverse()
            .map((j) => [e.owner[j], j]),
        )
        expect(said[0][0]).toBe(e.added)
      })
    }
  })
})

describe('labels and drawing', () => {
  it('names every swap in the move notation (rRcC, counting from 1) and says which way the one steps', () => {
    // 1100/0000: r1c1-r1c2 swaps two ones; then r1c2 (a one) goes down to r2c2, then back up.
    const start = parseGrid('1100/0000').cells
    const labels = swapLabels(start, Int32Array.from([0, 1, 1, 5, 5, 1]), Int32Array.from([0, 2, 0]), 4)
    expect(labels.map((l) => l.label)).toEqual([
      'Start: the start grid; 3 swaps to go',
      'Step 1 of 3: r1c1-r1c2, two equal cells',
      'Step 2 of 3: r1c2-r2c2, the one at r1c2 moves down (after 2 relabels)',
      'Step 3 of 3: r2c2-r1c2, the one at r2c2 moves up',
    ])
    const sideways = swapLabels(
      parseGrid('01/00').cells,
      Int32Array.from([1, 0, 0, 1]),
      Int32Array.from([0, 0]),
      2,
    )
    expect(sideways.map((l) => l.label).slice(1)).toEqual([
      'Step 1 of 2: r1c2-r1c1, the one at r1c2 moves left',
      'Step 2 of 2: r1c1-r1c2, the one at r1c1 moves right',
    ])
    // What the player says is what the exercise reads: the label's swap parses back to the same cells.
    expect(parseSwaps(labels[2].label.split(' ')[4].replace(',', ''), { rows: 2, cols: 4 })).toEqual([[1, 5]])
    expect(solvedSentence(1, 1)).toBe('Fewest swaps: 1. The 1 swap below replays legally to the goal.')
    expect(solvedSentence(0, 0)).toBe('Fewest swaps: 0.')
  })

  it('states the cell certificate from the check, and says when it fails', () => {
    const { start, goal } = parsePair('0110/1001 1111/0000')
    const s = solve(start, goal)
    const text = certificateSentence(checkCellPotentials(start, goal, s.potentials!, s.cost), 8, s.cost)
    expect(text).toMatch(
      new RegExp(
        `^Certificate: no two neighbouring cells differ by more than 1 \\(all 8 cells checked\\);.* = ${s.cost} swaps, exactly the number found: no shorter sequence exists\\.$`,
      ),
    )
    const steep = s.potentials!.slice()
    steep[0] += 3
    expect(certificateSentence(checkCellPotentials(start, goal, steep, s.cost), 8, s.cost)).toMatch(
      /NOT a certificate.*FAILS/,
    )
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
  it('reads swaps, replays them and compares with the fewest', () => {
    const { start, goal } = parsePair('0110/1001')
    const fewest = solve(start, goal).cost
    const best = solve(start, goal).swaps
    const text = formatSwaps(toSwapArray(best), start.cols)
    expect(text).toMatch(/^r\dc\d-r\dc\d r\dc\d-r\dc\d$/)
    expect(swapVerdict(start, goal, parseSwaps(text, start), fewest)).toBe(
      `Solved in ${fewest} swaps: that is the fewest possible.`,
    )
    expect(swapVerdict(start, goal, parseSwaps(`r1c1-r1c2 r1c2-r1c1 ${text}`, start), fewest)).toBe(
      `Solved in ${fewest + 2} swaps; the fewest is ${fewest}, so 2 could be saved.`,
    )
    expect(swapVerdict(start, goal, parseSwaps('r1c1-r2c2', start), fewest)).toBe(
      'Not legal: Swap 1 joins r1c1 and r2c2: cells that do not share a side.',
    )
    expect(swapVerdict(start, goal, parseSwaps('r1c1-r1c1', start), fewest)).toBe(
      'Not legal: Swap 1 joins r1c1 and r1c1: the same cell twice.',
    )
    expect(swapVerdict(start, goal, [], fewest)).toMatch(/^Legal, but after 0 swaps 4 cells still differ/)
    expect(() => parseSwaps('r1c1-r1c2 3+4', start)).toThrow(
      'Swap 2, "3+4", is not two cells joined by "-", such as r2c4-r1c4 (row 2, column 4 with row 1, column 4).',
    )
    expect(() => parseSwaps('r3c1-r2c1', start)).toThrow(
      expect.objectContaining({
        name: 'InputError',
        message: 'Swap 1, r3c1-r2c1, names r3c1, outside the 2 × 4 grid.',
      }),
    )
  })

  it('says "1 swap", not "1 swaps" (a defect of the old checker)', () => {
    const { start, goal } = parsePair('0110/1001')
    expect(swapVerdict(start, goal, [[4, 0]], 2)).toBe(
      'Legal, but after 1 swap 2 cells still differ from the goal.',
    )
    const one = parsePair('10/00 01/00')
    expect(swapVerdict(one.start, one.goal, [[0, 1]], 1)).toBe(
      'Solved in 1 swap: that is the fewest possible.',
    )
    expect(
      swapVerdict(
        one.start,
        one.goal,
        [
          [0, 2],
          [2, 3],
          [3, 1],
        ],
        1,
        true,
      ),
    ).toBe('Solved in 3 swaps; the fewest is 1, so 2 could be saved.')
  })

  it('before Reveal in class mode, never says how many the fewest is', () => {
    const one = parsePair('10/00 01/00')
    const hidden = swapVerdict(
      one.start,
      one.goal,
      [
        [0, 2],
        [2, 3],
        [3, 1],
      ],
      1,
      false,
    )
    expect(hidden).toBe('Solved in 3 swaps, but not in the fewest: some swaps can be saved.')
    expect(hidden).not.toMatch(/\b1\b/)
  })

  it('reveals the fewest with a sequence that replays, cut at 40 swaps', () => {
    const { start, goal } = parsePair('0110/1001')
    const s = solve(start, goal)
    const text = revealSentence(s.cost, toSwapArray(s.swaps), start.cols)
    expect(text).toMatch(/^The fewest is 2 swaps, for example: r\dc\d-r\dc\d r\dc\d-r\dc\d\.$/)
    const shown = parseSwaps(text.replace(/^.*example: /, '').replace(/\.$/, ''), start)
    expect(isSolution(start, goal, shown)).toBe(true)
    expect(revealSentence(0, [], 4)).toBe('The fewest is 0 swaps: the grids are already equal.')
    expect(
      revealSentence(
        50,
        Array.from({ length: 50 }, () => [0, 1] as const),
        4,
      ),
    ).toMatch(/ …\.$/)
  })

  it('makes new puzzles of two different 4×4 grids with 6 ones each', () => {
    const random = mulberry32(3)
    for (let k = 0; k < 50; k++) {
      const p = randomPuzzle(random)
      expect(mismatch(p.start, p.goal)).toBeNull()
      expect([p.start.rows, p.start.cols, p.start.cells.reduce((a, b) => a + b, 0)]).toEqual([4, 4, 6])
      expect(sameCells(p.start.cells, p.goal.cells)).toBe(false)
    }
  })
})

describe("the widgets' pure helpers", () => {
  it('moves the editor cursor inside the grid, and ignores other keys', () => {
    expect(moveCursor(-1, 'ArrowRight', 2, 3)).toBe(1)
    expect(moveCursor(2, 'ArrowRight', 2, 3)).toBe(2)
    expect(moveCursor(2, 'ArrowDown', 2, 3)).toBe(5)
    expect(moveCursor(5, 'ArrowDown', 2, 3)).toBe(5)
    expect(moveCursor(3, 'ArrowLeft', 2, 3)).toBe(3)
    expect(moveCursor(3, 'ArrowUp', 2, 3)).toBe(0)
    expect(moveCursor(3, ' ', 2, 3)).toBeNull()
  })

  it('plays the first i swaps for the step player, without touching the start', () => {
    const { start, goal } = parsePair('0110/1001 1111/0000')
    const s = solve(start, goal)
    expect(sameCells(cellsAfter(start.cells, s.swaps, s.cost), goal.cells)).toBe(true)
    expect(sameCells(cellsAfter(start.cells, s.swaps, 0), start.cells)).toBe(true)
    expect(Array.from(start.cells)).toEqual([0, 1, 1, 0, 1, 0, 0, 1])
  })

  it('says what the Hungarian widget follows and what the scale widget measured', () => {
    expect(traceSentence(true, 8, 8, 8)).toBe('On your grids: 8 ones, minimum total distance 8.')
    expect(traceSentence(false, 8, 8, 8)).toMatch(
      /^On the source's 4×4 example \(minimum 8\): your grids have more than 8 ones/,
    )
    const rows = [
      { method: 'flow' as const, cost: 5, swaps: 5, ms: 1, replayed: true },
      { method: 'hungarian' as const, cost: 5, swaps: 5, ms: 2, replayed: true },
    ]
    expect(compareSentence(4, 8, rows)).toBe(
      '4 × 4, 8 ones each side: the methods agree on 5 swaps; ✓ means the sequence replayed to the goal.',
    )
    expect(compareSentence(4, 8, [rows[0], { ...rows[1], cost: 6 }])).toMatch(/the methods DISAGREE/)
  })
})
