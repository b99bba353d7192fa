// Pasted graphs in the CS188 test format: read as the course's files write them (a bare graph, or a
// whole .test file), refused with the line at fault, and searched: uniform-cost search and A* with
// a consistent heuristic find the cheapest cost an independent all-pairs search finds, on seeded
// random graphs; the heuristic check names what is wrong.
import { describe, expect, it } from 'vitest'
import { runAlgorithm } from '../../src/solvers/search/algorithms.ts'
import {
  checkHeuristic,
  costsToGoals,
  formatGraph,
  graphProblem,
  parseGraph,
  statesAlong,
} from '../../src/solvers/route/graph.ts'
import { graphRace, graphTrace } from '../../src/solvers/route/jobs.ts'
import { mulberry32 } from '../../bench/lib.ts'
import { messageOf } from './helpers.ts'
import { allPairs } from './route-dijkstra.ts'

const SMALL = `# a graph where the costs change the answer
start_state: S
goal_states: G
S 0:S->A A 1.0
S 1:S->B B 4
A 2:A->B B 1.5
A 3:A->G G 9
B 4:B->G G 2
heuristic:
S 3.5
A 3
B 2
G 0
`

describe('reading the CS188 format', () => {
  it('reads states in order of appearance, edges, start, goals and the heuristic', () => {
    const g = parseGraph(SMALL)
    expect(g.states).toEqual(['S', 'A', 'B', 'G'])
    expect(g.start).toBe(0)
    expect(g.goals).toEqual([3])
    expect(g.edges.map((e) => [e.action, e.cost])).toEqual([
      ['0:S->A', 1],
      ['1:S->B', 4],
      ['2:A->B', 1.5],
      ['3:A->G', 9],
      ['4:B->G', 2],
    ])
    expect(Array.from(g.heuristic!.h)).toEqual([3.5, 3, 2, 0])
    expect(parseGraph(formatGraph(g))).toEqual(g)
  })

  it('reads a whole .test file, with three-word edges costing 1', () => {
    const test = `class: "GraphSearchTest"
algorithm: "uniformCostSearch"

diagram: """
 S --> A --> G
"""
graph: """
start_state: S
goal_states: G
S 0:S->A A
A 0:A->G G
"""
heuristic: """
S 2
A 1
G 0
"""
exactExpansionOrder: "True"
`
    const g = parseGraph(test)
    expect(g.states).toEqual(['S', 'A', 'G'])
    expect(g.edges.map((e) => e.cost)).toEqual([1, 1])
    expect(Array.from(g.heuristic!.h)).toEqual([2, 1, 0])
  })

  it('refuses bad lines, naming the line and the fault', () => {
    expect(messageOf(() => parseGraph('start_state: S\nS a B 0\n'))).toBe(
      'Line 2: the cost must be a number above 0, not "0".',
    )
    expect(messageOf(() => parseGraph('S a B -1'))).toMatch(/^Line 1: the cost must be a number above 0/)
    expect(messageOf(() => parseGraph('S a B 1\nS a B c d e'))).toBe(
      'Line 2: expected "<from> <action> <to> <cost>" or "<state> <h>", got 6 words.',
    )
    expect(messageOf(() => parseGraph('S a B 1\nS NaN'))).toMatch(
      /^Line 2: the heuristic value must be a number/,
    )
    expect(messageOf(() => parseGraph('start_state: S T\n'))).toBe('Line 1: start_state: names one state.')
    expect(messageOf(() => parseGraph('graph: """\nS a B 1\n'))).toMatch(/no closing/)
    expect(messageOf(() => parseGraph('\n# only a comment\n'))).toMatch(/empty/)
  })
})

/**
 * A seeded random digraph in the CS188 format, with h = α · (true cost to the goal), consistent for
 * α ≤ 1; states that cannot reach the goal get one large h (so every edge stays consistent).
 */
function randomGraphText(seed: number, alpha: number): string {
  const random = mulberry32(seed)
  const n = 4 + Math.floor(random() * 20)
  const lines = ['start_state: s0', `goal_states: s${n - 1}`]
  const edges: { from: number; to: number; cost: number }[] = []
  for (let from = 0; from < n; from++)
    for (let k = Math.floor(random() * 4); k > 0; k--) {
      const to = Math.floor(random() * n)
      const cost = random() < 0.3 ? Math.round(random() * 40) / 4 + 0.25 : 1 + Math.floor(random() * 9)
      edges.push({ from, to, cost })
      lines.push(`s${from} ${from}->${to}#${k} s${to} ${cost}`.replace('#', '_'))
    }
  const truth = allPairs(n, edges)
  lines.push('heuristic:')
  for (let s = 0; s < n; s++)
    lines.push(`s${s} ${Number.isFinite(truth[s][n - 1]) ? alpha * truth[s][n - 1] : 1e6}`)
  return lines.join('\n')
}

describe('searching pasted graphs', () => {
  it('uniform-cost search and A* with a consistent heuristic find the cheapest cost (an independent all-pairs search), on 300 seeded graphs', () => {
    let reachable = 0
    for (let seed = 1; seed <= 300; seed++) {
      const g = parseGraph(randomGraphText(seed, [1, 0.5, 0.9, 0][seed % 4]))
      const h = (s: number) => g.heuristic?.h[s] ?? 0
      const check = checkHeuristic(g, g.goals, h)
      expect(check).toMatchObject({ admissible: true, consistent: true })
      const truth = allPairs(g.states.length, g.edges)[g.start!][g.goals[0]]
      // IDA* keeps no visited set: with no route it would go round the cycles until its budget.
      const algorithms = Number.isFinite(truth)
        ? (['ucs', 'astar', 'idastar'] as const)
        : (['ucs', 'astar'] as const)
      for (const algorithm of algorithms) {
        const r = runAlgorithm(
          graphProblem(g, g.start!, g.goals, h),
          { algorithm },
          { budget: { maxNodes: 1e6 } },
        )
        expect(r.found).toBe(Number.isFinite(truth))
        if (!r.found) continue
        expect(r.cost).toBeCloseTo(truth, 9)
        expect(statesAlong(g, g.start!, r.moves).at(-1)).toBe(g.goals[0])
        expect(r.moves.reduce((sum, e) => sum + g.edges[e].cost, 0)).toBeCloseTo(r.cost, 9)
      }
      if (Number.isFinite(truth)) reachable++
    }
    expect(reachable).toBeGreaterThan(100)
  })

  it('several goals: the nearest one', () => {
    const g = parseGraph('start_state: S\ngoal_states: G1 G2\nS a A 1\nA b G1 5\nS c G2 4\n')
    const r = runAlgorithm(
      graphProblem(g, 0, g.goals, () => 0),
      { algorithm: 'ucs' },
    )
    expect(g.states[statesAlong(g, 0, r.moves).at(-1)!]).toBe('G2')
    expect(Array.from(costsToGoals(g, g.goals))).toEqual([4, 5, 0, 0])
  })

  it('the heuristic check names the first overestimate and the first inconsistent edge', () => {
    const g = parseGraph('start_state: S\ngoal_states: G\nS a A 1\nA b G 1\nheuristic:\nS 2\nA 0.5\n')
    expect(checkHeuristic(g, g.goals, (s) => g.heuristic!.h[s])).toEqual({
      admissible: true,
      consistent: false,
      over: null,
      drop: { edge: 0, from: 0, to: 1, cost: 1, hFrom: 2, hTo: 0.5 },
    })
    const over = parseGraph('start_state: S\ngoal_states: G\nS a G 1\nheuristic:\nS 3\n')
    expect(checkHeuristic(over, over.goals, (s) => over.heuristic!.h[s]).over).toEqual({
      state: 0,
      h: 3,
      cost: 1,
    })
  })

  it('the trace and the race run on a pasted graph', () => {
    const q = { graph: SMALL, from: null, to: null, heuristic: 'given' as const, weight: 2 }
    const t = graphTrace({ kind: 'graphTrace', ...q, algorithm: 'ucs' })
    expect(t.trace.steps.map((s) => t.facts.states[s.node.state])).toEqual(['S', 'A', 'B'])
    expect(t.path.map((s) => t.facts.states[s])).toEqual(['S', 'A', 'B', 'G'])
    expect(t.facts.cheapest).toBe(4.5)
    const race = graphRace({ kind: 'graphRace', ...q })
    const row = (a: string) => race.rows.find((r) => r.algorithm === a)!
    expect([row('ucs').cost, row('ucs').optimal]).toEqual([4.5, true])
    expect([row('astar').cost, row('astar').optimal]).toEqual([4.5, true])
    expect([row('bfs').cost, row('bfs').optimal]).toEqual([10, false]) // S → A → G: fewest edges, dearer
  })
})
