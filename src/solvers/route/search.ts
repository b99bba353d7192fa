/**
 * Route finding with the search lab's algorithms (src/solvers/search/): the same code that races on
 * the 8-puzzle, run on a graph or a grid. What the CLI, the worker's jobs and the tests share.
 *
 * Vocabulary:
 *   spec        the algorithm, and its weight (weighted A*) or depth bound (depth-first search).
 *   expanded    the states in the order the algorithm expanded them (a state can come back: the
 *               iterative searches start over each iteration, and A* with an inconsistent h may
 *               expand a state again when it finds a cheaper way to it). The goal is not in it:
 *               reaching the goal ends the search before the goal's successors are generated.
 *   cheapest    the true cheapest cost, from uniform-cost search: `optimal` compares with it.
 */
import { InputError, type JobOptions } from '../contract.ts'
import { INFORMED, runAlgorithm, type AlgorithmName, type RunSpec } from '../search/algorithms.ts'
import type { Observer, Problem, SearchResult } from '../search/problem.ts'
import { uniformCost } from '../search/ucs.ts'
import { graphProblem, statesAlong, type Graph } from './graph.ts'
import { gridProblem, WALL, type Connect, type Grid, type GridHeuristic, type GridTask } from './grid.ts'
import { sameLength, type Scenario } from './movingai.ts'
import { straightLine } from './romania.ts'

/** The lab's algorithms that need one goal state (they search backwards from it). */
export const NEEDS_ONE_GOAL: ReadonlySet<AlgorithmName> = new Set(['bidirectional'])

/** The heuristic of a graph: its own lines, Romania's straight-line distance, or none. */
export type GraphHeuristic = 'given' | 'zero'

/** h on `graph` towards `goals`: the text's values, or straight-line distance on the built-in map. */
export function graphH(graph: Graph, goals: readonly number[], heuristic: GraphHeuristic, builtIn: boolean) {
  if (heuristic === 'zero') return () => 0
  if (builtIn) return straightLine(goals)
  const given = graph.heuristic
  return given ? (s: number) => given.h[s] : () => 0
}

/** Runs `spec` on `problem`, with the states in expansion order when `order` is asked for. */
export function runWithOrder<S, M>(
  problem: Problem<S, M>,
  spec: RunSpec,
  options: JobOptions & { budget?: { maxNodes: number }; order?: boolean } = {},
): SearchResult<M> & { order: S[] } {
  const order: S[] = []
  const observer: Observer<S, M> | undefined = options.order
    ? { expand: (node) => void order.push(node.state), generate: () => {} }
    : undefined
  // The uninformed algorithms never look at h (the race gives them h = 0 too).
  const p = INFORMED.has(spec.algorithm) ? problem : { ...problem, h: () => 0 }
  const r = runAlgorithm(p, spec, {
    signal: options.signal,
    onProgress: options.onProgress,
    budget: options.budget,
    observer,
  })
  return { ...r, order }
}

export type GraphAnswer = {
  found: boolean
  path: number[]
  cost: number
  expanded: number[]
  generated: number
  cheapest: number | null
}

/** One algorithm on a graph from `from` to any of `goals`: the path as states, its cost, the expansion order. */
export function searchGraph(
  graph: Graph,
  from: number,
  goals: readonly number[],
  spec: RunSpec,
  h: (s: number) => number,
  options: JobOptions & { budget?: { maxNodes: number } } = {},
): GraphAnswer {
  const problem = graphProblem(graph, from, goals, h)
  const r = runWithOrder(problem, spec, { ...options, order: true })
  const truth = uniformCost(problem, { signal: options.signal })
  return {
    found: r.found,
    path: r.found ? statesAlong(graph, from, r.moves) : [],
    cost: r.cost,
    expanded: r.order,
    generated: r.generated,
    cheapest: truth.found ? truth.cost : null,
  }
}

export type GridAnswer = {
  found: boolean
  moves: number[]
  /** The cells of the path, start first. */
  path: number[]
  cost: number
  expanded: number
  generated: number
  peakStored: number
}

/** One algorithm on a grid task. */
export function searchGrid(
  task: GridTask,
  connect: Connect,
  heuristic: GridHeuristic,
  spec: RunSpec,
  options: JobOptions & { budget?: { maxNodes: number } } = {},
): GridAnswer {
  const problem = gridProblem(task, connect, heuristic)
  const r = runWithOrder(problem, spec, options)
  const path = [task.start]
  for (const d of r.moves)
    path.push(problem.successors(path[path.length - 1]).find((s) => s.move === d)!.state)
  return {
    found: r.found,
    moves: r.moves,
    path: r.found ? path : [],
    cost: r.cost,
    expanded: r.expanded,
    generated: r.generated,
    peakStored: r.peakStored,
  }
}

// ── Moving AI scenarios ───────────────────────────────────────────────────────────────────────
export type ScenarioRow = {
  /** The scenario's line in the file, counted from 1 for the first scenario. */
  index: number
  bucket: number
  start: [number, number]
  goal: [number, number]
  /** The file's optimal length. */
  expected: number
  /** The length found, or null when the search found no path. */
  length: number | null
  same: boolean
  expanded: number
}

/** Checks that scenario `s` (number `index`) fits `grid`: its size, and start and goal on free cells. */
export function checkScenario(grid: Grid, s: Scenario, index: number): void {
  const where = `Scenario ${index}`
  if (s.width !== grid.width || s.height !== grid.height)
    throw new InputError(
      `${where} is for a ${s.width}×${s.height} map; this map is ${grid.width}×${grid.height}.`,
    )
  for (const [what, x, y] of [
    ['start', s.startX, s.startY],
    ['goal', s.goalX, s.goalY],
  ] as const) {
    if (x >= grid.width || y >= grid.height)
      throw new InputError(`${where}: its ${what} ${x},${y} is off the map.`)
    if (grid.terrain[y * grid.width + x] === WALL)
      throw new InputError(`${where}: its ${what} ${x},${y} is blocked.`)
  }
}

/**
 * Runs scenarios `from`…`to − 1` of `scenarios` on `grid` (8-connected, octile), with A* and the
 * octile distance (admissible and consistent there) or uniform-cost search, and compares each
 * length with the file's.
 */
export function runScenarios(
  grid: Grid,
  scenarios: readonly Scenario[],
  algorithm: 'astar' | 'ucs',
  options: JobOptions & { from?: number; to?: number; budget?: { maxNodes: number } } = {},
): ScenarioRow[] {
  const rows: ScenarioRow[] = []
  const [from, to] = [options.from ?? 0, Math.min(options.to ?? scenarios.length, scenarios.length)]
  for (let k = from; k < to; k++) {
    const s = scenarios[k]
    checkScenario(grid, s, k + 1)
    const task: GridTask = {
      ...grid,
      start: s.startY * grid.width + s.startX,
      goal: s.goalY * grid.width + s.goalX,
    }
    const r = runAlgorithm(
      gridProblem(task, 8, algorithm === 'astar' ? 'octile' : 'zero'),
      { algorithm },
      {
        signal: options.signal,
        budget: options.budget,
      },
    )
    rows.push({
      index: k + 1,
      bucket: s.bucket,
      start: [s.startX, s.startY],
      goal: [s.goalX, s.goalY],
      expected: s.optimal,
      length: r.found ? r.cost : null,
      same: r.found && sameLength(r.cost, s.optimal),
      expanded: r.expanded,
    })
    options.onProgress?.({ explored: k + 1 - from, note: `scenario ${k + 1} of ${scenarios.length}` })
  }
  return rows
}
