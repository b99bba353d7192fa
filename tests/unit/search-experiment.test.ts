// The experiment engine: seeded samples at exact depths, the same table for the same seed, counts
// worked by hand on two small positions, b* against exact trees, budgets, limits and the CSV.
import { describe, expect, it } from 'vitest'
import { expectStopsOnSignal } from './helpers.ts'
import { bfsPath } from '../../src/solvers/sliding/bfs.ts'
import { boardData, defaultGoal } from '../../src/solvers/sliding/model.ts'
import { formatBoard, parseBoard } from '../../src/solvers/sliding/notation.ts'
import { effectiveBranchingFactor } from '../../src/solvers/search/census.ts'
import {
  CSV_HEADER,
  PAGE_LIMITS,
  cellsToCsv,
  checkSpec,
  contestantsOf,
  maxDepthOf,
  parseContestant,
  parseDepths,
  runCell,
  runPositions,
  runExperiment,
  samplePositions,
  skipReason,
  type Cell,
  type ExperimentSpec,
} from '../../src/solvers/search/experiment.ts'

const GOAL = boardData(defaultGoal(3, 3))
const spec = (over: Partial<ExperimentSpec> = {}): ExperimentSpec => ({
  goal: GOAL,
  depths: [2, 4, 6, 8],
  perDepth: 12,
  seed: 7,
  contestants: contestantsOf(['iddfs-tree', 'iddfs', 'astar'], ['misplaced', 'manhattan']),
  maxNodes: 1_000_000,
  ...over,
})
const withoutTime = (cells: readonly Cell[]) => cells.map(({ ms: _ms, ...rest }) => rest)

describe('samples', () => {
  it('draws distinct positions at exactly the asked depth', () => {
    for (const d of [6, 10, 17, 25]) {
      const sample = samplePositions(GOAL, d, 30, 99)
      expect(sample).toHaveLength(30)
      expect(new Set(sample.map(formatBoard)).size).toBe(30)
      for (const b of sample) expect(bfsPath(b, defaultGoal(3, 3))!.moves.length).toBe(d)
    }
  })

  it('takes every position of a depth that holds fewer than N (the row is exact)', () => {
    expect(samplePositions(GOAL, 1, 100, 1).map(formatBoard).sort()).toEqual([
      '1 2 3/4 5 0/7 8 6',
      '1 2 3/4 5 6/7 0 8',
    ])
    expect(samplePositions(GOAL, 31, 100, 1)).toHaveLength(2) // the two farthest positions
    expect(maxDepthOf(GOAL)).toBe(31)
  })

  it('depends on the seed, and a depth’s sample not on the other depths', () => {
    const a = samplePositions(GOAL, 12, 10, 1).map(formatBoard)
    expect(samplePositions(GOAL, 12, 10, 1).map(formatBoard)).toEqual(a)
    expect(samplePositions(GOAL, 12, 10, 2).map(formatBoard)).not.toEqual(a)
    const alone = runExperiment(spec({ depths: [6] }))
    const among = runExperiment(spec({ depths: [2, 6] })).filter((c) => c.depth === 6)
    expect(withoutTime(among)).toEqual(withoutTime(alone))
  })
})

describe('the table', () => {
  it('is the same for the same seed, and differs for another', () => {
    const first = runExperiment(spec())
    expect(withoutTime(runExperiment(spec()))).toEqual(withoutTime(first))
    expect(withoutTime(runExperiment(spec({ seed: 8 })))).not.toEqual(withoutTime(first))
    expect(first).toHaveLength(4 * 4)
    for (const cell of first) expect(cell.meanLength).toBe(cell.depth) // all four are optimal
  })

  it('counts a one-move and a two-move position as worked by hand', () => {
    const run = (board: string, depth: number, id: string) => {
      const cell = runPositions([parseBoard(board)], depth, parseContestant(id), spec())
      return [cell.meanExpanded, cell.meanGenerated]
    }
    // One move: the blank has 3 neighbours; one expansion makes them, and the third is the goal.
    for (const id of ['iddfs', 'iddfs-tree', 'astar:misplaced', 'bfs'])
      expect(run('1 2 3/4 5 6/7 0 8', 1, id), id).toEqual([1, 3])
    // Two moves, "1 2 3/4 5 6/0 7 8". Iterative deepening: limit 1 expands the start (2 successors);
    // limit 2 expands it again (2) and both children (3 each, the move back to the start included;
    // the last child of the second is the goal): 4 expanded, 10 generated, with or without pruning,
    // since the pruned successor is made and counted before it is skipped.
    for (const id of ['iddfs', 'iddfs-tree']) expect(run('1 2 3/4 5 6/0 7 8', 2, id), id).toEqual([4, 10])
    // A* with misplaced tiles: the start (h = 2; 2 successors), then "7 left" (f = 1 + 1; 3
    // successors: back to the start, a duplicate; "5 down", f = 4; the goal, f = 2), then the goal
    // comes out and is not expanded: 2 expanded, 5 generated.
    expect(run('1 2 3/4 5 6/0 7 8', 2, 'astar:misplaced')).toEqual([2, 5])
  })

  it('prunes the parent in iterative deepening, and the tree variant does not', () => {
    const cells = runExperiment(
      spec({ depths: [10], contestants: contestantsOf(['iddfs', 'iddfs-tree'], []) }),
    )
    const [pruned, tree] = cells
    expect(tree.meanGenerated).toBeGreaterThan(10 * pruned.meanGenerated) // orders of magnitude at depth 10
    expect(tree.bStar).toBeGreaterThan(2.5)
    expect(pruned.bStar).toBeLessThan(2.2)
  })

  it('counts runs that hit the budget, reports lower bounds, and skips deeper depths once all did', () => {
    const s = spec({
      depths: [2, 12, 14],
      perDepth: 5,
      maxNodes: 200,
      contestants: contestantsOf(['iddfs-tree', 'astar'], ['manhattan']),
    })
    const heard: unknown[] = []
    const cells = runExperiment(s, { onCell: (c) => heard.push(c) })
    const tree12 = cells.find((c) => c.depth === 12 && c.contestant === 'iddfs-tree')!
    expect([tree12.budgetHits, tree12.lowerBound, tree12.meanExpanded, tree12.meanLength]).toEqual([
      5,
      true,
      200,
      null,
    ])
    expect(cells.find((c) => c.depth === 14 && c.contestant === 'iddfs-tree')).toBeUndefined()
    expect(heard).toContainEqual({
      depth: 14,
      contestant: 'iddfs-tree',
      skipped: 'every run at depth 12 stopped at the budget',
    })
    expect(skipReason(cells, 'astar:manhattan', 14)).toBeNull()
    expect(cells.find((c) => c.depth === 2 && c.contestant === 'iddfs-tree')!.lowerBound).toBe(false)
  })

  it('stops within 50 ms of CPU once cancelled', async () => {
    await expectStopsOnSignal((signal) =>
      runCell(spec({ perDepth: 50 }), 20, parseContestant('iddfs-tree'), { signal }),
    )
  })
})

describe('b*', () => {
  it('is exact on uniform trees and matches Russell & Norvig’s worked example', () => {
    for (const [b, d] of [
      [2, 10],
      [3, 6],
      [1.5, 12],
    ]) {
      let n = 0
      for (let k = 1; k <= d; k++) n += b ** k
      expect(effectiveBranchingFactor(n, d)).toBeCloseTo(b, 9)
    }
    expect(effectiveBranchingFactor(52, 5)).toBeCloseTo(1.92, 2)
  })

  it('is solved on the mean nodes generated of the cell', () => {
    for (const cell of runExperiment(spec({ depths: [8], perDepth: 20 })))
      expect(cell.bStar).toBeCloseTo(effectiveBranchingFactor(cell.meanGenerated, 8), 12)
  })
})

describe('reading the reader’s choices', () => {
  it('parses depths', () => {
    expect(parseDepths('2-24/2', 31)).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24])
    expect(parseDepths('2,5, 9-11', 31)).toEqual([2, 5, 9, 10, 11])
    expect(() => parseDepths('2-40', 31)).toThrow(
      'Depth 32 is out of range: this goal’s positions are 1 to 31 moves away.'.replace('’', "'"),
    )
    expect(() => parseDepths('deep', 31)).toThrow(/write them as 2-24\/2/)
    expect(() => parseDepths('9-3', 31)).toThrow(/goes up/)
  })

  it('parses algorithms with and without heuristics', () => {
    expect(
      contestantsOf(['iddfs', 'astar', 'idastar'], ['misplaced', 'manhattan']).map(
        (c) => `${c.algorithm}:${c.heuristic}`,
      ),
    ).toEqual(['iddfs:null', 'astar:misplaced', 'astar:manhattan', 'idastar:misplaced', 'idastar:manhattan'])
    expect(() => parseContestant('astar')).toThrow(/needs a heuristic/)
    expect(() => parseContestant('bfs:manhattan')).toThrow(/uses no heuristic/)
    expect(() => parseContestant('dijkstra')).toThrow(/Unknown algorithm "dijkstra"/)
  })

  it('refuses up front what the page would not finish', () => {
    expect(() => checkSpec(spec({ perDepth: 0 }), PAGE_LIMITS.runs)).toThrow(/at least 1/)
    expect(() => checkSpec(spec({ perDepth: 201 }), PAGE_LIMITS.runs, PAGE_LIMITS.perDepth)).toThrow(
      /At most 200 positions per depth/,
    )
    expect(() =>
      checkSpec(spec({ depths: parseDepths('1-31', 31), perDepth: 200 }), PAGE_LIMITS.runs),
    ).toThrow(/24,800 runs; the page runs at most 4,000/)
    expect(() => checkSpec(spec({ contestants: [] }), PAGE_LIMITS.runs)).toThrow(/at least one algorithm/)
    expect(() => checkSpec(spec({ seed: -1 }), PAGE_LIMITS.runs)).toThrow(/seed/)
    expect(() => checkSpec(spec(), PAGE_LIMITS.runs, PAGE_LIMITS.perDepth)).not.toThrow()
  })
})

describe('CSV', () => {
  it('has one header and one line per cell', () => {
    const cells = runExperiment(spec({ depths: [4] }))
    const lines = cellsToCsv(cells, 7).trimEnd().split('\n')
    expect(lines[0]).toBe(CSV_HEADER)
    expect(lines).toHaveLength(cells.length + 1)
    expect(lines[1].split(',')).toHaveLength(CSV_HEADER.split(',').length)
    expect(lines[1]).toMatch(/^4,iddfs-tree,12,0,/)
  })
})
