// The search lab's generic algorithms on the 8-puzzle: optimal lengths against the complete BFS
// table on 500 seeded positions, legal (possibly longer) solutions from DFS and greedy, node
// counts that respect the theory, deterministic tie-breaking, and every search stops on Cancel.
import { describe, expect, it } from 'vitest'
import { expectStopsOnSignal, seededReachable } from './helpers.ts'
import { completeBfs } from '../../src/solvers/sliding/bfs.ts'
import { defaultGoal, isSolution, legalMoves, slide, type Board } from '../../src/solvers/sliding/model.ts'
import { FACTORIAL, rank, unrank } from '../../src/solvers/sliding/rank.ts'
import { parseBoard } from '../../src/solvers/sliding/notation.ts'
import { ALGORITHMS, runAlgorithm, type AlgorithmName } from '../../src/solvers/search/algorithms.ts'
import { MinHeap } from '../../src/solvers/search/heap.ts'
import { BudgetStop } from '../../src/solvers/search/problem.ts'
import {
  DIAMETERS,
  encode,
  HEURISTICS,
  slidingProblem,
  tilesOf,
  type HeuristicName,
} from '../../src/solvers/search/sliding.ts'
import { mulberry32 } from '../../bench/lib.ts'

const GOAL = defaultGoal(3, 3)
const table = completeBfs(GOAL)

const seededPositions = (count: number, seed: number): Board[] =>
  seededReachable(count, seed, table.distance, mulberry32)
const POSITIONS = seededPositions(500, 10)
const distanceOf = (b: Board): number => table.distance[rank(b.tiles)]

function solve(b: Board, algorithm: AlgorithmName, heuristic: HeuristicName = 'manhattan', weight = 2) {
  return runAlgorithm(slidingProblem(b, GOAL, heuristic), { algorithm, weight })
}

describe('optimal algorithms agree with the complete BFS table on 500 seeded positions', () => {
  it('BFS, and BFS never expands fewer nodes than A* with Manhattan', () => {
    for (const b of POSITIONS) {
      const bfs = solve(b, 'bfs', 'zero')
      expect(bfs.moves.length).toBe(distanceOf(b))
      expect(isSolution(b, GOAL, bfs.moves)).toBe(true)
      expect(bfs.expanded).toBeGreaterThanOrEqual(solve(b, 'astar').expanded)
    }
  }, 120_000)

  it('bidirectional BFS', () => {
    for (const b of POSITIONS) {
      const r = solve(b, 'bidirectional', 'zero')
      expect(r.moves.length).toBe(distanceOf(b))
      expect(isSolution(b, GOAL, r.moves)).toBe(true)
    }
  }, 60_000)

  it('A* with each admissible heuristic, and IDA* with Manhattan and the pattern database', () => {
    for (const b of POSITIONS) {
      for (const h of HEURISTICS) {
        const r = solve(b, 'astar', h)
        expect(r.moves.length, `A* ${h}`).toBe(distanceOf(b))
        expect(isSolution(b, GOAL, r.moves)).toBe(true)
      }
      for (const h of ['manhattan', 'pdb'] as const) {
        const r = solve(b, 'idastar', h)
        expect(r.moves.length, `IDA* ${h}`).toBe(distanceOf(b))
        expect(isSolution(b, GOAL, r.moves)).toBe(true)
      }
    }
  }, 120_000)

  it('iterative deepening (on the positions up to 18 moves, where it is quick)', () => {
    const short = POSITIONS.filter((b) => distanceOf(b) <= 18)
    expect(short.length).toBeGreaterThan(10)
    for (const b of short) expect(solve(b, 'iddfs', 'zero').moves.length).toBe(distanceOf(b))
  }, 60_000)
})

describe('DFS, greedy and weighted A* return legal solutions, possibly longer', () => {
  const sample = POSITIONS.slice(0, 60)
  it('every solution replays to the goal and is never shorter than the true distance', () => {
    let longer = 0
    for (const b of sample) {
      for (const a of ['dfs', 'greedy', 'weighted-astar'] as const) {
        const r = solve(b, a)
        expect(r.found, a).toBe(true)
        expect(isSolution(b, GOAL, r.moves), a).toBe(true)
        expect(r.moves.length).toBeGreaterThanOrEqual(distanceOf(b))
        if (r.moves.length > distanceOf(b)) longer++
      }
    }
    expect(longer).toBeGreaterThan(0) // the point of the comparison: they are not optimal
  }, 60_000)

  it('weighted A* stays within w times the shortest with an admissible heuristic', () => {
    for (const b of sample)
      for (const w of [1.5, 2, 3])
        expect(solve(b, 'weighted-astar', 'manhattan', w).moves.length).toBeLessThanOrEqual(w * distanceOf(b))
  })

  it('DFS respects its depth bound and says when it finds nothing within it', () => {
    const b = parseBoard('8 6 7/2 5 4/3 0 1') // 31 moves
    const p = slidingProblem(b, GOAL, 'zero')
    const r = runAlgorithm(p, { algorithm: 'dfs', maxDepth: 20 })
    expect(r.found).toBe(false)
    expect(r.deepest).toBeLessThan(20)
    const full = runAlgorithm(p, { algorithm: 'dfs', maxDepth: 31 })
    expect(full.moves.length).toBe(31)
  })
})

describe('counts', () => {
  it('are deterministic, and the already-solved board costs nothing', () => {
    const b = POSITIONS[3]
    for (const a of ALGORITHMS) expect(solve(b, a)).toEqual(solve(b, a))
    for (const a of ALGORITHMS) {
      const r = solve(GOAL, a)
      expect(r.moves, a).toEqual([])
      expect(r.expanded, a).toBe(0)
    }
  })

  it('peak stored: the path for IDA* and iterative deepening, open + closed for the others', () => {
    const b = POSITIONS[0]
    const d = distanceOf(b)
    expect(solve(b, 'idastar').peakStored).toBe(d + 1)
    const bfs = solve(b, 'bfs', 'zero')
    expect(bfs.peakStored).toBeGreaterThan(bfs.expanded)
    expect(bfs.generated).toBeGreaterThanOrEqual(bfs.expanded * 2)
  })

  it('the diameters the DFS bound defaults to are the complete BFS depths', () => {
    for (const [w, h] of [
      [2, 2],
      [2, 3],
      [3, 2],
      [3, 3],
      [2, 4],
    ]) {
      expect(DIAMETERS[`${w}x${h}`], `${w}x${h}`).toBe(completeBfs(defaultGoal(w, h)).counts.length - 1)
    }
  })

  it('a node budget stops a search with its counts so far', () => {
    const b = parseBoard('8 6 7/2 5 4/3 0 1')
    try {
      runAlgorithm(slidingProblem(b, GOAL, 'zero'), { algorithm: 'bfs' }, { budget: { maxNodes: 5000 } })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(BudgetStop)
      expect((error as BudgetStop).stats.expanded).toBe(5000) // exact: the budget, never a node more
      expect((error as BudgetStop).message).toMatch(/^Gave up after/)
    }
  })
})

describe('the heap', () => {
  it('orders by priority, then the larger tie key, then first in', () => {
    const heap = new MinHeap<string>()
    heap.push('a', 5, 0)
    heap.push('b', 3, 1)
    heap.push('c', 3, 2)
    heap.push('d', 3, 2)
    heap.push('e', 1, 0)
    expect(heap.peek(3)).toEqual(['e', 'c', 'd'])
    const out: string[] = []
    while (heap.size) out.push(heap.pop())
    expect(out).toEqual(['e', 'c', 'd', 'b', 'a'])
  })
})

describe('cancellation', () => {
  const hard = parseBoard('8 6 7/2 5 4/3 0 1')
  for (const a of ALGORITHMS) {
    it(`${a} stops within 50 ms of CPU`, async () => {
      // Every algorithm without a heuristic (h = 0) on a hardest position: seconds of work, except
      // bidirectional BFS, which meets in the middle within ~15 ms, so its signal fires at 2 ms.
      const start = hard
      const goal = GOAL
      await expectStopsOnSignal(
        (signal) =>
          runAlgorithm(slidingProblem(start, goal, 'zero'), { algorithm: a, weight: 2 }, { signal }),
        a === 'bidirectional' ? 2 : 20,
      )
    })
  }
})

describe("the sliding adapter's state encoding", () => {
  it("decodes what it encodes, and its successors are the model's slides in the documented order, on every lab board", () => {
    let checked = 0
    for (const [w, h] of [
      [2, 2],
      [2, 3],
      [3, 2],
      [3, 3],
      [2, 4],
      [4, 2],
    ]) {
      const n = w * h
      const goal = defaultGoal(w, h)
      const problem = slidingProblem(goal, goal, 'zero')
      const stride = n === 9 ? 11 : 1 // every 11th of the 362,880 3×3 permutations
      for (let r = 0; r < FACTORIAL[n]; r += stride) {
        const board = { width: w, height: h, tiles: unrank(r, new Uint8Array(n)) }
        const state = encode(board.tiles)
        expect(state).toBeLessThan(2 ** 28)
        expect(Array.from(tilesOf(state, n))).toEqual(Array.from(board.tiles))
        const successors = problem.successors(state)
        expect(successors.map((s) => s.move)).toEqual(legalMoves(board))
        for (const s of successors)
          expect(Array.from(tilesOf(s.state, n))).toEqual(Array.from(slide(board, s.move).tiles))
        checked++
      }
    }
    expect(checked).toBeGreaterThan(40_000)
  })
})

describe("the sliding adapter's rules, kept between problems", () => {
  it('problems that differ only in their start share their functions; any other change makes new ones', () => {
    const a = slidingProblem(POSITIONS[0], GOAL, 'manhattan')
    const b = slidingProblem(POSITIONS[1], GOAL, 'manhattan')
    expect(b.start).not.toBe(a.start)
    expect(b.hAfter).toBe(a.hAfter)
    expect(b.expandInto).toBe(a.expandInto)
    const other = parseBoard('1 2 3/4 5 6/7 0 8')
    for (const p of [
      slidingProblem(POSITIONS[0], other, 'manhattan'),
      slidingProblem(POSITIONS[0], GOAL, 'linear-conflict'),
      slidingProblem(POSITIONS[0], GOAL, 'manhattan', 'tile'),
    ])
      expect(p.hAfter).not.toBe(a.hAfter)
  })

  it('searches on many goals and heuristics in turn (more than are kept) each give their own answer', () => {
    const goals = seededPositions(40, 11)
    const distances = goals.map((goal) => completeBfs(goal).distance)
    const heuristics: HeuristicName[] = ['manhattan', 'linear-conflict']
    for (let round = 0; round < 2; round++)
      goals.forEach((goal, i) => {
        const start = POSITIONS[i]
        slidingProblem(start, goal, 'misplaced', 'tile') // more rules made in between
        const problem = slidingProblem(start, goal, heuristics[(i + round) % 2])
        const found = runAlgorithm(problem, { algorithm: 'idastar' })
        expect(found.moves.length).toBe(distances[i][rank(start.tiles)])
        expect(isSolution(start, goal, found.moves)).toBe(true)
      })
  })
})
