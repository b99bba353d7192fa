// Grids: the notation read and written back, moves replayed, and every search the grid offers
// against an independent Dijkstra (tests/unit/route-dijkstra.ts) on seeded random grids with walls
// and weighted terrain, 4- and 8-connected: uniform-cost search and A* with an admissible
// heuristic find the cheapest cost, the others legal paths no cheaper than it.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { runAlgorithm, type AlgorithmName } from '../../src/solvers/search/algorithms.ts'
import {
  DIAGONAL,
  GRID_ALGORITHMS,
  formatTask,
  GRID_HEURISTICS,
  gridHeuristic,
  gridProblem,
  isAdmissibleOn,
  parseTask,
  pathCostOf,
  replayMoves,
  solvesMoves,
  type Connect,
  type GridHeuristic,
  type GridTask,
} from '../../src/solvers/route/grid.ts'
import { gridRace, gridTrace } from '../../src/solvers/route/jobs.ts'
import { EXAMPLE_GRID } from '../../src/solvers/route/examples.ts'
import { mulberry32 } from '../../bench/lib.ts'
import { messageOf } from './helpers.ts'
import { gridDistances } from './route-dijkstra.ts'

describe('the notation', () => {
  it('reads walls, terrain, start and goal, and writes them back', () => {
    const t = parseTask('S.3@/..5./@..G')
    expect([t.width, t.height, t.start, t.goal]).toEqual([4, 3, 0, 11])
    expect(Array.from(t.terrain)).toEqual([1, 1, 3, 0, 1, 1, 5, 1, 0, 1, 1, 1])
    expect(formatTask(t)).toBe('S.3@/..5./@..G')
    expect(formatTask(parseTask('S1#/T.G'))).toBe('S.@/@.G')
    expect(formatTask(parseTask(EXAMPLE_GRID))).toBe(EXAMPLE_GRID)
  })

  it('refuses bad grids, naming the row and column', () => {
    expect(messageOf(() => parseTask('S../..G/.'))).toBe(
      'Row 3 has 1 cells; row 1 has 3. Every row must be as wide.',
    )
    expect(messageOf(() => parseTask('S.x/..G'))).toBe(
      'Row 1, column 3: "x" is not a cell (. open, 2–9 terrain, @ wall, S start, G goal).',
    )
    expect(messageOf(() => parseTask('S../..S/..G'))).toMatch(/two starts/)
    expect(messageOf(() => parseTask('...'))).toMatch(/no start/)
    expect(messageOf(() => parseTask('S..'))).toMatch(/no goal/)
    expect(messageOf(() => parseTask(''))).toMatch(/empty/)
  })

  it('replays moves, refusing walls, edges and cut corners', () => {
    const t = parseTask('S.@/...//..G'.replace('//', '/'))
    expect(solvesMoves(t, ['SE', 'SE'])).toBe(true)
    expect(pathCostOf(t, [5, 5])).toBe(2 * DIAGONAL)
    expect(DIAGONAL - Math.SQRT2).toBeGreaterThanOrEqual(0)
    expect(DIAGONAL - Math.SQRT2).toBeLessThan(2 ** -36)
    expect(() => replayMoves(t, ['N'])).toThrow(/Move 1, N from 0,0, leaves the grid/)
    expect(() => replayMoves(parseTask('S@/.G'), ['SE'])).toThrow(/cuts a corner/)
    expect(solvesMoves(parseTask('S@/.G'), ['S', 'E'])).toBe(true)
  })
})

/** A seeded random grid: walls, terrain 1, 3 or 5 (or 1..9), a start and a goal on free cells. */
function randomTask(seed: number): GridTask & { rows: number[][] } {
  const random = mulberry32(seed)
  const width = 3 + Math.floor(random() * 18)
  const height = 3 + Math.floor(random() * 14)
  const wide = random() < 0.3 // terrain 1..9 instead of 1, 3, 5
  const rows = Array.from({ length: height }, () =>
    Array.from({ length: width }, () =>
      random() < 0.22 ? 0 : wide ? 1 + Math.floor(random() * 9) : [1, 1, 1, 3, 5][Math.floor(random() * 5)],
    ),
  )
  rows[0][0] = rows[0][1] = 1 // at least two free cells
  const free: number[] = []
  rows.forEach((r, y) => r.forEach((t, x) => t > 0 && free.push(y * width + x)))
  const start = free[Math.floor(random() * free.length)]
  let goal = free[Math.floor(random() * free.length)]
  if (goal === start) goal = free.find((c) => c !== start) ?? start // the notation has one cell for each
  rows[Math.floor(start / width)][start % width] = 1 // the notation puts S and G on open ground
  rows[Math.floor(goal / width)][goal % width] = 1
  return { width, height, terrain: Uint8Array.from(rows.flat()), start, goal, rows }
}

/** The independent Dijkstra's cost from the task's start to its goal. */
const cheapest = (task: ReturnType<typeof randomTask>, connect: Connect): number =>
  gridDistances(task.rows, task.start % task.width, Math.floor(task.start / task.width), connect === 8)[
    task.goal
  ]

describe('searches on random weighted grids, against an independent Dijkstra', () => {
  it('uniform-cost search and A* (every admissible heuristic) find the cheapest cost; 4- and 8-connected', () => {
    let reached = 0
    for (let seed = 1; seed <= 250; seed++) {
      const task = randomTask(seed)
      expect(formatTask(parseTask(formatTask(task)))).toBe(formatTask(task))
      for (const connect of [4, 8] as Connect[]) {
        const truth = cheapest(task, connect)
        const runs: [AlgorithmName, GridHeuristic][] = [
          ['ucs', 'zero'],
          ...GRID_HEURISTICS.filter((h) => isAdmissibleOn(h, connect)).map(
            (h): [AlgorithmName, GridHeuristic] => ['astar', h],
          ),
        ]
        for (const [algorithm, heuristic] of runs) {
          const r = runAlgorithm(gridProblem(task, connect, heuristic), { algorithm })
          expect(r.found).toBe(Number.isFinite(truth))
          if (!r.found) continue
          expect(r.cost).toBeCloseTo(truth, 7)
          expect(solvesMoves(task, r.moves)).toBe(true)
          expect(pathCostOf(task, r.moves)).toBeCloseTo(r.cost, 7)
        }
        if (Number.isFinite(truth)) reached++
      }
    }
    expect(reached).toBeGreaterThan(250)
  })

  it('the other algorithms find legal paths, never cheaper than the cheapest', () => {
    for (let seed = 300; seed < 380; seed++) {
      const task = randomTask(seed)
      for (const connect of [4, 8] as Connect[]) {
        const truth = cheapest(task, connect)
        for (const algorithm of GRID_ALGORITHMS) {
          const r = runAlgorithm(gridProblem(task, connect, 'octile'), { algorithm, weight: 2 })
          expect(r.found).toBe(Number.isFinite(truth))
          if (!r.found) continue
          expect(solvesMoves(task, r.moves)).toBe(true)
          expect(r.cost).toBeGreaterThanOrEqual(truth - 1e-9)
        }
      }
    }
  })

  it('the heuristics that claim admissibility never overestimate; Manhattan does on 8-connected grids', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (seed) => {
        const task = randomTask(seed)
        for (const connect of [4, 8] as Connect[]) {
          const dist = gridDistances(
            task.rows,
            task.goal % task.width,
            Math.floor(task.goal / task.width),
            connect === 8,
          )
          for (const name of GRID_HEURISTICS.filter((h) => isAdmissibleOn(h, connect))) {
            const h = gridHeuristic(task, task.goal, name)
            for (let c = 0; c < dist.length; c++)
              if (Number.isFinite(dist[c])) expect(h(c)).toBeLessThanOrEqual(dist[c] + 1e-9)
          }
        }
      }),
      { numRuns: 60, seed: 3131 },
    )
    const open = parseTask('S.../..../..../...G')
    expect(gridHeuristic(open, open.goal, 'manhattan')(open.start)).toBe(6)
    expect(runAlgorithm(gridProblem(open, 8, 'zero'), { algorithm: 'ucs' }).cost).toBe(3 * DIAGONAL)
  })
})

describe('the grid jobs', () => {
  it('trace: every expansion kept, the path, the cheapest cost', () => {
    const t = gridTrace({
      kind: 'gridTrace',
      task: EXAMPLE_GRID,
      connect: 8,
      heuristic: 'octile',
      algorithm: 'astar',
      weight: 2,
    })
    expect(t.trace.steps.length).toBe(t.trace.result.expanded)
    expect(t.trace.result.cost).toBeCloseTo(t.cheapest!, 9)
    expect(t.path[0]).toBe(parseTask(EXAMPLE_GRID).start)
    expect(t.path.at(-1)).toBe(parseTask(EXAMPLE_GRID).goal)
    expect(t.admissible).toBe(true)
  })

  it('race: the optimal ones marked optimal, with √2 sums forgiven their last bit', () => {
    for (const connect of [4, 8] as Connect[]) {
      const r = gridRace({ kind: 'gridRace', task: EXAMPLE_GRID, connect, heuristic: 'octile', weight: 2 })
      const row = (a: string) => r.rows.find((x) => x.algorithm === a)!
      expect(row('ucs').optimal).toBe(true)
      expect(row('astar').optimal).toBe(true)
      expect(r.rows.map((x) => x.algorithm)).toEqual(GRID_ALGORITHMS)
    }
  })
})
