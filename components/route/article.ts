/**
 * The route-finding article's numbers, computed by the notebook's own jobs when the site is built
 * (build-time only; tests/unit/route-article.test.ts asserts the ones the prose leans on).
 */
import { cliOutput } from '../../src/cli/io.ts'
import { puzzle as gridCli } from '../../src/cli/puzzles/grid.ts'
import { puzzle as graphCli } from '../../src/cli/puzzles/graph.ts'
import { ALGORITHM_NAMES, type AlgorithmName } from '../../src/solvers/search/algorithms.ts'
import {
  graphRace,
  graphTrace,
  gridRace,
  gridTrace,
  type GraphTraceResult,
} from '../../src/solvers/route/jobs.ts'
import { EXAMPLE_GRID, MANHATTAN_TRAP } from '../../src/solvers/route/examples.ts'
import { gridHeuristic, parseTask, type Connect } from '../../src/solvers/route/grid.ts'
import { CITIES } from '../../src/solvers/route/romania.ts'
import { PASTE_EXAMPLE } from './paste-example.ts'
import { costText } from './words.ts'

const romania = (algorithm: AlgorithmName, from = 'Arad', to = 'Bucharest'): GraphTraceResult =>
  graphTrace({ kind: 'graphTrace', graph: null, from, to: [to], heuristic: 'given', algorithm, weight: 2 })

const names = (r: GraphTraceResult, states: readonly number[]) => states.map((s) => r.facts.states[s])

/** One algorithm on the trip: the route, its cost, the cities in expansion order. */
function trip(algorithm: AlgorithmName, from?: string, to?: string) {
  const r = romania(algorithm, from, to)
  return {
    cost: r.trace.result.cost,
    path: names(r, r.path),
    expanded: r.trace.result.expanded,
    order: r.trace.steps.map((s) => r.facts.states[s.node.state]),
  }
}

/** The worked A* from Arad, as rows: each expansion, its f, and the open list after it. */
export function workedAStar() {
  const r = romania('astar')
  const f = (n: { g: number; h: number }) => n.g + n.h
  const rows = r.trace.steps.map((s, k) => {
    const next = r.trace.steps[k + 1]
    const after = next ? next.open : []
    return {
      city: r.facts.states[s.node.state],
      g: s.node.g,
      h: s.node.h,
      f: f(s.node),
      children: s.children.map((c) => ({ city: r.facts.states[c.state], f: f(c), fate: c.fate })),
      openAfter: after.map((n) => `${r.facts.states[n.state]} ${f(n)}`),
    }
  })
  return { rows, goalF: r.trace.result.cost }
}

export function romaniaFacts() {
  const race = graphRace({
    kind: 'graphRace',
    graph: null,
    from: 'Arad',
    to: ['Bucharest'],
    heuristic: 'given',
    weight: 2,
  })
  const row = (a: AlgorithmName) => race.rows.find((x) => x.algorithm === a)!
  return {
    cities: CITIES.length,
    ucs: trip('ucs'),
    astar: trip('astar'),
    greedy: trip('greedy'),
    bfs: trip('bfs'),
    dfs: trip('dfs'),
    cheapest: race.facts.cheapest!,
    rows: race.rows,
    row,
    // From another city: Lugoj to Neamt, where the straight line is measured between positions.
    far: { ucs: trip('ucs', 'Lugoj', 'Neamt'), astar: trip('astar', 'Lugoj', 'Neamt') },
  }
}

export function gridFacts() {
  const race = (connect: Connect) =>
    gridRace({ kind: 'gridRace', task: EXAMPLE_GRID, connect, heuristic: 'octile', weight: 2 })
  const [four, eight] = [race(4), race(8)]
  const cost = (r: typeof four, a: AlgorithmName) => r.rows.find((x) => x.algorithm === a)!
  const trap = (heuristic: 'manhattan' | 'octile') =>
    gridTrace({
      kind: 'gridTrace',
      task: MANHATTAN_TRAP,
      connect: 8,
      heuristic,
      algorithm: 'astar',
      weight: 2,
    })
  const trapTask = parseTask(MANHATTAN_TRAP)
  const contour = gridTrace({
    kind: 'gridTrace',
    task: EXAMPLE_GRID,
    connect: 8,
    heuristic: 'octile',
    algorithm: 'astar',
    weight: 2,
  })
  const fs = contour.trace.steps.map((s) => s.node.g + s.node.h)
  return {
    four: {
      cheapest: four.cheapest!,
      bfs: cost(four, 'bfs'),
      ucs: cost(four, 'ucs'),
      astar: cost(four, 'astar'),
    },
    eight: {
      cheapest: eight.cheapest!,
      bfs: cost(eight, 'bfs'),
      ucs: cost(eight, 'ucs'),
      astar: cost(eight, 'astar'),
      greedy: cost(eight, 'greedy'),
      weighted: cost(eight, 'weighted-astar'),
    },
    trap: {
      grid: MANHATTAN_TRAP,
      manhattan: trap('manhattan').trace.result.cost,
      octile: trap('octile').trace.result.cost,
      hStart: gridHeuristic(trapTask, trapTask.goal, 'manhattan')(trapTask.start),
    },
    /** A* with the octile distance expands cells in order of f: never a smaller f after a larger one. */
    fNeverDrops: fs.every((f, k) => k === 0 || f >= fs[k - 1] - 1e-9),
    fFirst: fs[0],
    fLast: fs[fs.length - 1],
  }
}

export function pastedFacts() {
  const run = (algorithm: AlgorithmName) => {
    const r = graphTrace({
      kind: 'graphTrace',
      graph: PASTE_EXAMPLE,
      from: null,
      to: null,
      heuristic: 'given',
      algorithm,
      weight: 2,
    })
    return {
      cost: r.trace.result.cost,
      path: names(r, r.path).join(' → '),
      order: r.trace.steps.map((s) => r.facts.states[s.node.state]).join(', '),
      check: r.facts.check,
    }
  }
  return { ucs: run('ucs'), astar: run('astar'), greedy: run('greedy'), bfs: run('bfs'), dfs: run('dfs') }
}

/** What the command line prints, by the CLI's own code path. */
export function cliFacts() {
  const graph = (input: string, values: Record<string, string>, json = false) =>
    cliOutput(graphCli, 'search', input, { json, values })
  const scen = cliOutput(gridCli, 'scen', 'src/data/route/sample-rooms.map.scen', {
    json: false,
    values: {},
  }).split('\n')
  return {
    romania: graph('romania', { from: 'Arad', to: 'Bucharest' }),
    romaniaJson: graph('romania', { algorithm: 'greedy' }, true),
    grid: cliOutput(gridCli, 'search', EXAMPLE_GRID, {
      json: false,
      values: { connect: '4', algorithm: 'ucs' },
    }),
    scen: [...scen.slice(0, 3), '…', scen[scen.length - 1]].join('\n'),
  }
}

export const algorithmName = (a: AlgorithmName): string => ALGORITHM_NAMES[a]
export { costText }
