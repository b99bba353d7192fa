/**
 * The route-finding notebook's jobs: what its widgets send to the worker (`serve(jobs)`), callable
 * from Node too (the tests, the article at build time). Requests carry their `kind`; graphs travel
 * as CS188 text (null for the built-in map of Romania), grids in the notation, Moving AI files as
 * their text.
 *
 * Vocabulary:
 *   graphTrace   one algorithm on a graph from a state to the goals, recorded by the search lab's
 *                trace (src/solvers/search/trace.ts) with every expansion kept (up to a limit), and
 *                the cheapest cost, from uniform-cost search.
 *   graphRace    every algorithm on the same graph (src/solvers/search/race.ts), each row checked
 *                against the cheapest cost.
 *   gridTrace    one algorithm on a grid, recorded the same way, for the animation.
 *   gridRace     the grid's algorithms side by side.
 *   scenarios    Moving AI scenarios from..to on their map: each length against the file's.
 *   scenarioPath one scenario's path and the cells its search expanded, to draw on the map.
 */
import { InputError, type JobContext } from '../contract.ts'
import { ALGORITHMS, runAlgorithm, type AlgorithmName } from '../search/algorithms.ts'
import { race, type RaceRow } from '../search/race.ts'
import { traceSearch, type Trace } from '../search/trace.ts'
import { uniformCost } from '../search/ucs.ts'
import {
  checkHeuristic,
  findState,
  graphProblem,
  parseGraph,
  type Graph,
  type HeuristicCheck,
} from './graph.ts'
import {
  GRID_ALGORITHMS,
  gridProblem,
  isAdmissibleOn,
  parseTask,
  type Connect,
  type GridHeuristic,
  type GridTask,
} from './grid.ts'
import { parseMap, parseScen } from './movingai.ts'
import { romaniaGraph } from './romania.ts'
import { graphH, NEEDS_ONE_GOAL, runScenarios, type GraphHeuristic, type ScenarioRow } from './search.ts'

/** Nodes one search may expand on the page (the CLI goes further). */
export const PAGE_BUDGET = 2_000_000
/** Expansions a trace keeps in full (the map and the grid draw every one of them). */
export const TRACE_LIMIT = 20_000

// ── graphs ────────────────────────────────────────────────────────────────────────────────────
export type GraphQuery = {
  /** CS188 text, or null for the map of Romania. */
  graph: string | null
  /** The start's name, or null for the graph's start_state. */
  from: string | null
  /** The goals' names, or null for the graph's goal_states. */
  to: string[] | null
  heuristic: GraphHeuristic
}

type Resolved = { graph: Graph; from: number; goals: number[]; h: (s: number) => number }

export function resolveGraph(q: GraphQuery): Resolved {
  const builtIn = q.graph === null
  const graph = builtIn ? romaniaGraph() : parseGraph(q.graph!)
  const from = q.from === null ? graph.start : findState(graph, q.from, 'the start')
  if (from === null) throw new InputError('The graph names no start_state: choose a start.')
  const goals = q.to === null ? graph.goals : [...new Set(q.to.map((t) => findState(graph, t, 'the goal')))]
  if (goals.length === 0) throw new InputError('The graph names no goal_states: choose a goal.')
  return { graph, from, goals, h: graphH(graph, goals, q.heuristic, builtIn) }
}

/** What the page needs to name and draw a graph's states. */
export type GraphFacts = {
  states: string[]
  from: number
  goals: number[]
  /** h of every state, as the informed searches use it. */
  h: number[]
  cheapest: number | null
  check: HeuristicCheck
}

function factsOf(r: Resolved, ctx: Partial<JobContext>): GraphFacts {
  const truth = uniformCost(
    graphProblem(r.graph, r.from, r.goals, () => 0),
    { signal: ctx.signal },
  )
  return {
    states: r.graph.states,
    from: r.from,
    goals: r.goals,
    h: r.graph.states.map((_, s) => r.h(s)),
    cheapest: truth.found ? truth.cost : null,
    check: checkHeuristic(r.graph, r.goals, r.h),
  }
}

export type GraphTraceRequest = GraphQuery & { kind: 'graphTrace'; algorithm: AlgorithmName; weight: number }
export type GraphTraceResult = { facts: GraphFacts; trace: Trace<number>; path: number[] }

export function graphTrace(req: GraphTraceRequest, ctx: Partial<JobContext> = {}): GraphTraceResult {
  const r = resolveGraph(req)
  if (NEEDS_ONE_GOAL.has(req.algorithm) && r.goals.length > 1)
    throw new InputError('Bidirectional search needs one goal; this graph has several.')
  const problem = graphProblem(r.graph, r.from, r.goals, r.h)
  const trace = traceSearch(problem, req.algorithm, {
    signal: ctx.signal,
    onProgress: ctx.onProgress,
    weight: req.weight,
    limit: TRACE_LIMIT,
    budget: { maxNodes: PAGE_BUDGET },
  })
  const path = trace.result.found
    ? [r.from, ...(trace.result.moves as number[]).map((e) => r.graph.edges[e].to)]
    : []
  return { facts: factsOf(r, ctx), trace, path }
}

export type GraphRaceRequest = GraphQuery & { kind: 'graphRace'; weight: number }
export type GraphRaceResult = { facts: GraphFacts; rows: RaceRow[] }

export function graphRace(req: GraphRaceRequest, ctx: Partial<JobContext> = {}): GraphRaceResult {
  const r = resolveGraph(req)
  const facts = factsOf(r, ctx)
  if (facts.cheapest === null) return { facts, rows: [] }
  const problem = graphProblem(r.graph, r.from, r.goals, r.h)
  const rows = race(
    {
      problem: () => problem,
      heuristic: req.heuristic === 'zero' ? 'zero' : req.graph === null ? 'straight-line' : 'given',
      weight: req.weight,
      distance: facts.cheapest,
      cheapest: facts.cheapest,
      algorithms: ALGORITHMS.filter((a) => !(NEEDS_ONE_GOAL.has(a) && r.goals.length > 1)),
      budget: Object.fromEntries(ALGORITHMS.map((a) => [a, PAGE_BUDGET])),
    },
    ctx,
  )
  return { facts, rows: rows.map((row) => sameCostRow(row, facts.cheapest!)) }
}

/** A race row's `optimal` with floating sums forgiven (√2 added in another order differs in the last bit). */
function sameCostRow(row: RaceRow, cheapest: number): RaceRow {
  return row.cost === null
    ? row
    : { ...row, optimal: Math.abs(row.cost - cheapest) < 1e-9 * Math.max(1, cheapest) }
}

// ── grids ─────────────────────────────────────────────────────────────────────────────────────
export type GridQuery = { task: string; connect: Connect; heuristic: GridHeuristic }

export type GridTraceRequest = GridQuery & { kind: 'gridTrace'; algorithm: AlgorithmName; weight: number }
export type GridTraceResult = {
  trace: Trace<number>
  path: number[]
  /** The cheapest cost (uniform-cost search), null when the goal cannot be reached. */
  cheapest: number | null
  admissible: boolean
}

/** The cells along a path of moves from the task's start. */
function cellsAlong(task: GridTask, connect: Connect, moves: readonly number[]): number[] {
  const problem = gridProblem(task, connect, 'zero')
  const cells = [task.start]
  for (const d of moves)
    cells.push(problem.successors(cells[cells.length - 1]).find((s) => s.move === d)!.state)
  return cells
}

export function gridTrace(req: GridTraceRequest, ctx: Partial<JobContext> = {}): GridTraceResult {
  const task = parseTask(req.task)
  const problem = gridProblem(task, req.connect, req.heuristic)
  const trace = traceSearch(problem, req.algorithm, {
    signal: ctx.signal,
    onProgress: ctx.onProgress,
    weight: req.weight,
    limit: TRACE_LIMIT,
    budget: { maxNodes: PAGE_BUDGET },
  })
  const truth = uniformCost(gridProblem(task, req.connect, 'zero'), { signal: ctx.signal })
  return {
    trace,
    path: trace.result.found ? cellsAlong(task, req.connect, trace.result.moves as number[]) : [],
    cheapest: truth.found ? truth.cost : null,
    admissible: isAdmissibleOn(req.heuristic, req.connect),
  }
}

export type GridRaceRequest = GridQuery & { kind: 'gridRace'; weight: number }
export type GridRaceResult = { rows: RaceRow[]; cheapest: number | null }

export function gridRace(req: GridRaceRequest, ctx: Partial<JobContext> = {}): GridRaceResult {
  const task = parseTask(req.task)
  const truth = uniformCost(gridProblem(task, req.connect, 'zero'), { signal: ctx.signal })
  if (!truth.found) return { rows: [], cheapest: null }
  const informed = gridProblem(task, req.connect, req.heuristic)
  const rows = race(
    {
      problem: () => informed,
      heuristic: req.heuristic,
      weight: req.weight,
      distance: truth.cost,
      cheapest: truth.cost,
      algorithms: GRID_ALGORITHMS,
      budget: Object.fromEntries(GRID_ALGORITHMS.map((a) => [a, PAGE_BUDGET])),
    },
    ctx,
  )
  return { rows: rows.map((row) => sameCostRow(row, truth.cost)), cheapest: truth.cost }
}

// ── Moving AI ─────────────────────────────────────────────────────────────────────────────────
export type ScenariosRequest = {
  kind: 'scenarios'
  map: string
  scen: string
  algorithm: 'astar' | 'ucs'
  from: number
  to: number
}
export type ScenariosResult = { rows: ScenarioRow[]; total: number }

export function scenarios(req: ScenariosRequest, ctx: Partial<JobContext> = {}): ScenariosResult {
  const grid = parseMap(req.map)
  const all = parseScen(req.scen)
  const rows = runScenarios(grid, all, req.algorithm, {
    signal: ctx.signal,
    onProgress: ctx.onProgress,
    from: req.from,
    to: req.to,
    budget: { maxNodes: PAGE_BUDGET },
  })
  return { rows, total: all.length }
}

export type ScenarioPathRequest = {
  kind: 'scenarioPath'
  map: string
  scen: string
  index: number
  algorithm: 'astar' | 'ucs'
}
export type ScenarioPathResult = { path: Int32Array; expanded: Int32Array; length: number | null }

/** Scenario `index` (from 1): its path, and every cell its search expanded, in order. */
export function scenarioPath(req: ScenarioPathRequest, ctx: Partial<JobContext> = {}): ScenarioPathResult {
  const grid = parseMap(req.map)
  const s = parseScen(req.scen)[req.index - 1]
  if (!s) throw new InputError(`There is no scenario ${req.index}.`)
  const task = { ...grid, start: s.startY * grid.width + s.startX, goal: s.goalY * grid.width + s.goalX }
  const expanded: number[] = []
  const r = runAlgorithm(
    gridProblem(task, 8, req.algorithm === 'astar' ? 'octile' : 'zero'),
    { algorithm: req.algorithm },
    {
      signal: ctx.signal,
      budget: { maxNodes: PAGE_BUDGET },
      observer: { expand: (node) => void expanded.push(node.state), generate: () => {} },
    },
  )
  return {
    path: Int32Array.from(r.found ? cellsAlong(task, 8, r.moves) : []),
    expanded: Int32Array.from(expanded),
    length: r.found ? r.cost : null,
  }
}

export const jobs = { graphTrace, graphRace, gridTrace, gridRace, scenarios, scenarioPath }
export type RouteJobs = typeof jobs

/** The buffers of a result to move to the page rather than copy. */
export function transferOf(res: unknown): Transferable[] {
  const r = res as Partial<ScenarioPathResult>
  return r.path instanceof Int32Array && r.expanded instanceof Int32Array
    ? [r.path.buffer, r.expanded.buffer]
    : []
}
