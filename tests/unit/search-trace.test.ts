// The trace view's engine (src/solvers/search/trace.ts) and its pure view (components/search/
// trace-view.ts): every algorithm traced to the goal with the race's own counts on seeded
// positions, the order each algorithm takes nodes in, the goal and its path, ties, iterations,
// both frontiers. (The trace's settings in a link are the kit's: kit-settings.test.ts.)
import { describe, expect, it } from 'vitest'
import { expectStopsOnSignal } from './helpers.ts'
import { mulberry32 } from '../../bench/lib.ts'
import {
  ALGORITHMS,
  INFORMED,
  runAlgorithm,
  type AlgorithmName,
} from '../../src/solvers/search/algorithms.ts'
import { trace, type TraceResult } from '../../src/solvers/search/jobs.ts'
import { slidingProblem } from '../../src/solvers/search/sliding.ts'
import { priorityOf, traceSearch, TRACE_DETAIL } from '../../src/solvers/search/trace.ts'
import { boardData, defaultGoal, isSolution, shuffle, type Board } from '../../src/solvers/sliding/model.ts'
import { parseBoard } from '../../src/solvers/sliding/notation.ts'
import { randomBoard } from '../../components/search/logic.ts'
import { EXAMPLE } from '../../components/search/position.ts'
import {
  layoutForest,
  predictVerdict,
  traceStepLabel,
  traceSummary,
  whyChosen,
} from '../../components/search/trace-view.ts'

const GOAL3 = defaultGoal(3, 3)
const request = (board: Board, algorithm: AlgorithmName, limit?: number) =>
  ({
    kind: 'trace',
    start: boardData(board),
    goal: boardData(defaultGoal(board.width, board.height)),
    algorithm,
    heuristic: 'manhattan',
    weight: 2,
    limit,
  }) as const
const run = (board: Board, algorithm: AlgorithmName, limit?: number): TraceResult =>
  trace(request(board, algorithm, limit))

/** Seeded positions: 3×3 ones of every kind, and a few 2×3 ones. */
function positions(): Board[] {
  const random = mulberry32(20)
  return [
    ...Array.from({ length: 5 }, () => randomBoard(GOAL3, random)),
    ...Array.from({ length: 4 }, () => randomBoard(defaultGoal(3, 2), random)),
  ]
}

describe('the trace is the race’s search', () => {
  it('has the race’s counts and solution for every algorithm, on seeded positions', () => {
    for (const board of positions()) {
      const goal = defaultGoal(board.width, board.height)
      for (const algorithm of ALGORITHMS) {
        const t = run(board, algorithm)
        const problem = slidingProblem(board, goal, INFORMED.has(algorithm) ? 'manhattan' : 'zero')
        const r = runAlgorithm(problem, { algorithm, weight: 2, maxDepth: problem.depthBound })
        const what = `${algorithm} on ${Array.from(board.tiles).join('')}`
        expect({ expanded: t.expanded, generated: t.generated, moves: t.moves }, what).toEqual({
          expanded: r.expanded,
          generated: r.generated,
          moves: r.moves,
        })
        expect(
          t.byDepth.reduce((a, b) => a + b, 0),
          what,
        ).toBe(t.expanded)
        if (INFORMED.has(algorithm))
          expect(
            t.byF.reduce((a, b) => a + b, 0),
            what,
          ).toBe(t.expanded)
        else expect(t.byF, what).toEqual([]) // no h: nothing to count by f
        expect(t.steps.length, what).toBe(Math.min(TRACE_DETAIL, t.expanded))
        expect(isSolution(board, goal, t.moves), what).toBe(true)
      }
    }
  })

  it('traces under "tile k costs k" with the race’s counts, g as the path’s cost', () => {
    const random = mulberry32(7)
    for (let k = 0; k < 3; k++) {
      const board = randomBoard(GOAL3, random)
      for (const algorithm of ['ucs', 'astar', 'idastar'] as const) {
        const t = trace({
          kind: 'trace',
          start: boardData(board),
          goal: boardData(GOAL3),
          algorithm,
          heuristic: 'manhattan',
          cost: 'tile',
        })
        const problem = slidingProblem(board, GOAL3, algorithm === 'ucs' ? 'zero' : 'manhattan', 'tile')
        const r = runAlgorithm(problem, { algorithm })
        expect({ expanded: t.expanded, cost: t.cost, moves: t.moves }, algorithm).toEqual({
          expanded: r.expanded,
          cost: r.cost,
          moves: r.moves,
        })
        // A child's g is its parent's plus the tile it moved.
        for (const s of t.steps)
          for (const c of s.children) expect(c.g, algorithm).toBe(s.node.g + Number(c.move))
      }
    }
  })

  it('records expansions in the order each algorithm takes them', () => {
    const board = parseBoard('8 1 3/4 0 2/7 6 5')
    const made = (t: TraceResult, k: number): Set<number> =>
      new Set(
        t.steps.slice(0, k).flatMap((s) => s.children.filter((c) => c.fate !== 'duplicate').map((c) => c.id)),
      )
    for (const algorithm of ALGORITHMS) {
      const t = run(board, algorithm)
      t.steps.forEach((s, k) => {
        // Every node expanded was made before (or is a start: the root of an iteration, of a side).
        if (s.node.parent !== null) expect(made(t, k).has(s.node.id), `${algorithm} step ${k}`).toBe(true)
        for (const c of s.children) expect(c.parent).toBe(s.node.id)
        if (s.open.length > 0) expect(s.open[0].id).toBe(s.node.id) // the open list's first entry is taken
      })
    }
    // Best-first: the chosen node has the smallest priority of the open list, and wins its ties by g then age.
    for (const algorithm of ['greedy', 'astar', 'weighted-astar'] as const) {
      const p = priorityOf(algorithm, 2)!
      for (const s of run(board, algorithm).steps) {
        const best = p(s.node.g, s.node.h)
        for (const e of s.open) {
          const q = p(e.g, e.h)
          expect(q).toBeGreaterThanOrEqual(best)
          if (q === best) expect(e.g).toBeLessThanOrEqual(s.node.g)
        }
        expect(s.tie!.count).toBeGreaterThanOrEqual(s.tie!.sameG)
        // The tie counts every open node at the chosen one's priority: those shown are a lower bound.
        const shown = s.open.filter((e) => p(e.g, e.h) === best)
        if (s.openSize === s.open.length) expect(s.tie!.count).toBe(shown.length)
        else expect(s.tie!.count).toBeGreaterThanOrEqual(shown.length)
      }
    }
    // BFS by depth; DFS follows its newest child (the first successor: children are pushed in reverse).
    const bfs = run(board, 'bfs')
    for (let k = 1; k < bfs.steps.length; k++)
      expect(bfs.steps[k].node.g).toBeGreaterThanOrEqual(bfs.steps[k - 1].node.g)
    const dfs = run(board, 'dfs')
    for (let k = 1; k < dfs.steps.length; k++) {
      const fresh = dfs.steps[k - 1].children.filter((c) => c.fate !== 'duplicate')
      if (fresh.length > 0 && dfs.steps[k - 1].node.g + 1 < 31)
        // a child at the bound is taken but not expanded
        expect(dfs.steps[k].node.id).toBe(fresh.at(-1)!.id) // generated last-successor-first, so the first successor is on top
    }
  })
})

describe('to the goal', () => {
  it('traces A* on the article’s example to the goal: 91 expansions, every one drawn, the path marked', () => {
    const t = run(parseBoard(EXAMPLE), 'astar')
    expect(t.expanded).toBe(91)
    expect(t.length).toBe(20)
    expect(t.steps.length).toBe(91)
    expect(t.goal!.undrawn).toBe(0)
    expect(t.goal!.path.length).toBe(21) // the start, then one node per move
    expect(t.goal!.path.at(-1)).toBe(t.goal!.id)
    expect(t.goal!.after).toBe(91)
    // The path's nodes are parent and child, from the start (node 0), and replay the solution's moves.
    const byId = new Map(t.steps.flatMap((s) => [s.node, ...s.children]).map((n) => [n.id, n]))
    expect(t.goal!.path[0]).toBe(0)
    t.goal!.path.slice(1).forEach((id, k) => {
      expect(byId.get(id)!.parent).toBe(t.goal!.path[k])
      expect(byId.get(id)!.move).toBe(t.moves[k])
    })
    expect(byId.get(t.goal!.id!)!.state).toEqual(Array.from(GOAL3.tiles))
    expect(traceStepLabel(t, 91, 2)).toBe(
      'Goal: node 245, after 91 expansions: a 20-move solution, its path marked.',
    )
    expect(traceSummary(t)).toBe(
      `A* found a 20-move solution after 91 expansions (${t.generated} nodes generated). All 91 expansions are drawn.`,
    )
  })

  it('goes past the drawing on a farthest position, and says how much it did not draw', () => {
    const t = run(parseBoard('8 6 7/2 5 4/3 0 1'), 'bfs')
    expect(t.length).toBe(31)
    expect(t.steps.length).toBe(TRACE_DETAIL)
    expect(t.goal!.id).toBeNull()
    expect(t.goal!.undrawn + t.goal!.path.length).toBe(32)
    expect(traceSummary(t)).toContain(`The first ${TRACE_DETAIL} expansions are drawn; the other `)
    expect(traceStepLabel(t, TRACE_DETAIL, 2)).toMatch(
      /^Goal: a node made after the drawn part, after 181,380 expansions: a 31-move solution, its path marked\. The drawing stops at expansion 200; the other 181,180 are counted below\.$/,
    )
  })

  it('marks the goal of every algorithm whose goal is drawn, under unit and tile costs (uniform-cost too)', () => {
    // Issue 32, item 13: uniform-cost search never told the trace its goal, so a drawn goal was
    // neither ringed nor on a path ("Goal: a node made after the drawn part").
    const board = parseBoard('1 2 3/4 5 6/0 7 8')
    for (const cost of ['unit', 'tile'] as const)
      for (const algorithm of ALGORITHMS) {
        const t = trace({ ...request(board, algorithm), cost })
        const what = `${algorithm}, ${cost} costs`
        if (algorithm === 'dfs') continue // it wanders far past the drawing before it finds this goal
        expect(t.expanded, what).toBeLessThanOrEqual(t.steps.length) // everything is drawn
        expect(t.goal, what).not.toBeNull()
        expect(t.goal!.id, what).not.toBeNull()
        expect(t.goal!.undrawn, what).toBe(0)
        expect(t.goal!.path, what).toContain(t.goal!.id)
        expect(traceStepLabel(t, t.steps.length, 2), what).not.toContain('made after the drawn part')
      }
  })

  it('numbers nodes from the start (node 0) up to the count generated, iterations included', () => {
    // Issue 32, item 13: each iteration of iterative deepening gave the start a fresh number, so the
    // goal could be "node 187" of 182 generated. The start is node 0 in every iteration.
    const random = mulberry32(32)
    const near = Array.from({ length: 6 }, (_, k) => shuffle(GOAL3, 3 + k, random))
    for (const board of [parseBoard(EXAMPLE), ...near])
      for (const algorithm of ALGORITHMS) {
        const t = run(board, algorithm)
        const what = `${algorithm} on ${Array.from(board.tiles).join('')}`
        const ids = t.steps.flatMap((s) => [s.node.id, ...s.children.map((c) => c.id)])
        expect(Math.max(...ids), what).toBeLessThanOrEqual(
          t.generated + (algorithm === 'bidirectional' ? 1 : 0),
        )
        if (t.goal?.id != null) expect(t.goal.id, what).toBeLessThanOrEqual(t.generated)
        for (const s of t.steps)
          if (s.node.parent === null && s.side !== 'backward') expect(s.node.id, what).toBe(0)
        // Every node generated has a number of its own.
        const children = t.steps.flatMap((s) => s.children.map((c) => c.id))
        expect(new Set(children).size, what).toBe(children.length)
        expect(children, what).not.toContain(0)
      }
  })

  it('shows iterative deepening one iteration after another, and IDA*’s bounds', () => {
    const board = parseBoard(EXAMPLE)
    const t = run(board, 'iddfs', 2000)
    expect(t.iterations.map((i) => i.bound)).toEqual(Array.from({ length: 21 }, (_, k) => k))
    expect(t.iterations.reduce((a, i) => a + i.expanded, 0)).toBe(t.expanded)
    // Each iteration starts at a fresh root, and the tree drawn is that iteration's only.
    const roots = t.steps.map((s, k) => ({ s, k })).filter(({ s }) => s.node.parent === null)
    expect(roots.map(({ s }) => s.bound)).toEqual(
      t.iterations
        .filter((i) => i.expanded > 0)
        .map((i) => i.bound)
        .slice(0, roots.length),
    )
    const third = roots[2].k
    const drawn = layoutForest(t, third + 1)
    expect(Math.min(...drawn.map((n) => n.id))).toBe(roots[2].s.node.id)
    expect(whyChosen('iddfs', 2, t.steps[third])).toBe(
      `A new iteration: depth limit ${t.steps[third].bound}, from the start again.`,
    )
    const ida = run(board, 'idastar')
    const bounds = ida.iterations.map((i) => i.bound)
    expect(bounds[0]).toBe(ida.steps[0].node.h)
    for (let k = 1; k < bounds.length; k++) expect(bounds[k]).toBeGreaterThan(bounds[k - 1])
    expect(bounds.at(-1)).toBe(20)
    for (const s of ida.steps) expect(s.node.g + s.node.h).toBeLessThanOrEqual(s.bound!)
  })

  it('draws both frontiers of bidirectional search and where they meet', () => {
    const t = run(parseBoard('1 2 3/4 5 6/0 7 8'), 'bidirectional')
    const sides = new Set(t.steps.map((s) => s.side))
    expect(sides).toEqual(new Set(['forward', 'backward']))
    const forest = layoutForest(t, t.steps.length)
    expect(new Set(forest.filter((n) => n.parent === null).map((n) => n.tree))).toEqual(new Set([0, 1]))
    expect(t.goal!.path.length).toBe(t.length! + 2) // the meeting state is in both trees
    expect(traceStepLabel(t, t.steps.length, 2)).toMatch(
      /^The two searches meet at node \d+, after \d+ expansions?: a 2-move solution/,
    )
  })

  it('says why a node goes first among ties', () => {
    const t = run(parseBoard(EXAMPLE), 'astar')
    const tied = t.steps.find((s) => s.tie!.count > 1 && s.tie!.sameG > 1)!
    expect(whyChosen('astar', 2, tied)).toBe(
      `${tied.tie!.count} open nodes tie at f = ${tied.tie!.priority}; ${tied.tie!.sameG} of them have the largest g, ${tied.node.g}, and node ${tied.node.id} went on the open list first (the lowest number), so it goes first.`,
    )
    const sameF = tied.open.filter((e) => e.g + e.h === tied.tie!.priority && e.g === tied.node.g)
    for (const e of sameF) expect(e.id).toBeGreaterThanOrEqual(tied.node.id)
    const next = t.steps[1]
    expect(predictVerdict(next.node.id, next, 'x')).toBe(`Right: node ${next.node.id} is expanded next. x`)
    expect(predictVerdict(next.node.id + 1, next, 'x')).toBe(
      `Not node ${next.node.id + 1}: node ${next.node.id} is expanded next. x`,
    )
  })

  it('lays each parent over its children, the leaves one apart', () => {
    const t = run(parseBoard(EXAMPLE), 'bfs', 60)
    const nodes = layoutForest(t, 59)
    const byId = new Map(nodes.map((n) => [n.id, n]))
    expect(nodes[0]).toMatchObject({ id: 0, fate: 'root', row: 0 })
    for (const n of nodes) if (n.parent !== null) expect(byId.get(n.parent)!.row).toBe(n.row - 1)
    const leaves = nodes
      .filter((n) => !nodes.some((m) => m.parent === n.id))
      .map((n) => n.x)
      .sort((a, b) => a - b)
    expect(leaves).toEqual(leaves.map((_, k) => k))
  })

  it('stops on Cancel, even in iterative deepening’s millions of nodes', async () => {
    await expectStopsOnSignal((signal) =>
      trace(
        {
          kind: 'trace',
          start: boardData(parseBoard('8 6 7/2 5 4/3 0 1')),
          goal: boardData(GOAL3),
          algorithm: 'iddfs',
          heuristic: 'manhattan',
        },
        { signal, onProgress: () => {} },
      ),
    )
  })

  it('reports a budget stop with its counts, not as a failure', () => {
    const problem = slidingProblem(parseBoard('8 6 7/2 5 4/3 0 1'), GOAL3, 'manhattan')
    const t = traceSearch(problem, 'astar', { budget: { maxNodes: 300 } })
    expect(t.result.found).toBe(false)
    expect(t.result.expanded).toBe(300)
    expect(t.stopped).toMatch(/300/)
  })
})
