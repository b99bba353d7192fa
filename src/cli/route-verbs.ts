/**
 * The route-finding notebook's verbs of the CLI (src/cli/io.ts): `graph search`, `grid search`
 * and `grid scen`, wired by src/cli/puzzles/graph.ts and grid.ts.
 *
 * Files are reader input: read only when they are regular files under MAX_FILE_CHARS, and quoted
 * short in messages. A search stops at --max-nodes (exit 3, "gave up: …").
 */
import { basename, dirname, join } from 'node:path'
import { InputError, NotationError } from '../solvers/contract.ts'
import { readRegularFile, type OptionValues, type Outcome, type Verb } from './io.ts'
import type { AlgorithmName, RunSpec } from '../solvers/search/algorithms.ts'
import { CLI_ALGORITHMS, choice } from './search-verb.ts'
import { findState, parseGraph, quote, type Graph } from '../solvers/route/graph.ts'
import {
  DIRECTIONS,
  GRID_HEURISTICS,
  parseCell,
  parseGrid,
  xyOf,
  type Connect,
  type Grid,
  type GridHeuristic,
} from '../solvers/route/grid.ts'
import { MAX_FILE_CHARS, parseMap, parseScen } from '../solvers/route/movingai.ts'
import { romaniaGraph } from '../solvers/route/romania.ts'
import { NEEDS_ONE_GOAL, graphH, runScenarios, searchGraph, searchGrid } from '../solvers/route/search.ts'

/** Nodes a search may expand when --max-nodes is not given. */
export const ROUTE_MAX_NODES = 10_000_000

/** A reader's file as text: a regular file, not too long; an InputError naming it otherwise. */
export function readInputFile(path: string, what: string): string {
  try {
    return readRegularFile(path, MAX_FILE_CHARS, 'a file')
  } catch (err) {
    if (err instanceof InputError) throw new InputError(err.message.replace(/\.$/, ` (${what}).`))
    throw err
  }
}

/** The algorithm and its weight, as the sliding lab's `search` takes them (weighted A* is astar with --weight). */
function runSpec(values: OptionValues): RunSpec {
  const base = choice(values.algorithm, 'astar', CLI_ALGORITHMS, 'algorithm')
  const weight = values.weight === undefined ? 1 : Number(values.weight)
  if (!(weight >= 1 && weight <= 100))
    throw new InputError(`--weight must be a number from 1 to 100, not ${quote(values.weight!)}.`)
  if (values.weight !== undefined && base !== 'astar')
    throw new InputError('--weight applies to --algorithm astar only.')
  const algorithm: AlgorithmName = base === 'astar' && weight !== 1 ? 'weighted-astar' : base
  return { algorithm, weight }
}

const budget = (values: OptionValues) => ({ maxNodes: Number(values['max-nodes'] ?? ROUTE_MAX_NODES) })

/** Whole numbers as they are, fractions with 8 decimals (as the Moving AI files print lengths). */
export const showCost = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(8))

// ── graph search ──────────────────────────────────────────────────────────────────────────────
function loadGraph(input: string): { graph: Graph; builtIn: boolean } {
  const name = input.trim()
  if (name.toLowerCase() === 'romania') return { graph: romaniaGraph(), builtIn: true }
  return {
    graph: parseGraph(readInputFile(name, 'a graph in the CS188 format, or "romania"')),
    builtIn: false,
  }
}

export function answerGraphSearch(input: string, values: OptionValues): Outcome {
  const { graph, builtIn } = loadGraph(input)
  const spec = runSpec(values)
  const heuristic = choice(
    values.heuristic as 'given' | 'zero' | undefined,
    'given',
    ['given', 'zero'],
    'heuristic',
  )
  const from = values.from !== undefined ? findState(graph, values.from, '--from') : graph.start
  if (from === null) throw new InputError('The graph names no start_state: give one with --from.')
  const goals =
    values.to !== undefined
      ? [...new Set(values.to.split(',').map((t) => findState(graph, t.trim(), '--to')))]
      : graph.goals
  if (goals.length === 0) throw new InputError('The graph names no goal_states: give one with --to.')
  if (NEEDS_ONE_GOAL.has(spec.algorithm) && goals.length > 1)
    throw new InputError('Bidirectional search needs one goal; this search has several.')
  const h = graphH(graph, goals, heuristic, builtIn)
  const r = searchGraph(graph, from, goals, spec, h, { budget: budget(values) })
  const names = (states: number[]) => states.map((s) => graph.states[s])
  const head = {
    algorithm: values.algorithm ?? 'astar',
    ...(spec.algorithm === 'weighted-astar' ? { weight: spec.weight } : {}),
    from: graph.states[from],
    to: names(goals),
  }
  const expanded = names(r.expanded)
  if (!r.found) {
    const reason = `No route from ${graph.states[from]} to ${names(goals).join(' or ')}.`
    return {
      status: 'unsolvable',
      reason,
      json: JSON.stringify({ ...head, path: null, cost: null, expanded, reason }),
    }
  }
  const json = {
    ...head,
    path: names(r.path),
    cost: r.cost,
    expanded,
    generated: r.generated,
    optimal: r.cost === r.cheapest,
  }
  const text = [
    names(r.path).join(' -> '),
    `cost ${showCost(r.cost)}${r.cost === r.cheapest ? '' : ` (the cheapest costs ${showCost(r.cheapest!)})`}`,
    `expanded ${expanded.length}: ${expanded.join(', ')}`,
  ].join('\n')
  return { status: 'solved', text, json: JSON.stringify(json) }
}

export const graphSearchVerb: Verb = {
  name: 'search',
  summary: 'a route on a weighted graph (a CS188 test graph, or the map of Romania) by one algorithm',
  help: `Usage: puzzle-notebook graph search <file|romania|-> [--from A] [--to B[,C…]]
         [--algorithm dfs|bfs|iddfs|bidirectional|ucs|greedy|astar|idastar] [--weight W]
         [--heuristic given|zero] [--max-nodes N] [--json]

Runs one search algorithm of the search lab (the articles /search-algorithms/ and /route-finding/)
on a weighted graph and prints the route, its cost and the states in the order they were expanded:
  Arad -> Sibiu -> Rimnicu Vilcea -> Pitesti -> Bucharest
  cost 418
  expanded 5: Arad, Sibiu, Rimnicu Vilcea, Fagaras, Pitesti
With --json: {"algorithm","from","to","path":[…],"cost":c,"expanded":[…],"generated":N,"optimal":b}
("path" and "expanded" list state names; "optimal" compares the cost with uniform-cost search's).

The graph
  romania   the road map of Russell and Norvig's AIMA (3rd edition, Figure 3.2): 20 cities, roads in
            km, straight-line distances as the heuristic (the book's table for Bucharest, measured
            between the cities' positions for any other goal). Start Arad, goal Bucharest.
  <file>    a graph in the format of the CS188 search tests, one item a line ("#" comments):
              start_state: A
              goal_states: G          (one or more)
              A 0:A->B B 1.0          from, action, to, cost (cost 1 when left out)
              heuristic:              (optional header)
              A 6.0                   state, h (0 for a state not listed)
            A whole CS188 .test file is read too (its graph: and heuristic: blocks). Edges are
            directed; a state's successors come in the order its edges are listed.
  -         reads file names (or "romania"), one a line, from stdin; one answer line each.

--from, --to  the start and the goal (several goals separated by commas); default: the graph's
              start_state and goal_states. Names are matched exactly, else without case, spaces
              or dashes (rimnicu-vilcea).
--algorithm   as "sliding search" (default astar); --weight W > 1 makes astar weighted A*.
              dfs, bfs, iddfs and bidirectional count moves and ignore costs. Bidirectional
              search needs one goal and searches the edges backwards from it.
--heuristic   given (default): the file's heuristic lines or Romania's straight-line distance;
              zero: h = 0 (A* is then uniform-cost search).
--max-nodes   give up after expanding N nodes (exit 3); default ${ROUTE_MAX_NODES.toLocaleString('en-US')}.

The goal is found when it is taken from the open list (uniform-cost search, greedy, A*) and when
it is generated (breadth-first search); it is never expanded, so it is not in "expanded".
Exit 0 with a route, 1 when there is none, 2 for bad input, 3 when the node budget runs out.`,
  options: ['from', 'to', 'algorithm', 'weight', 'heuristic'],
  answer: answerGraphSearch,
  budgets: ['max-nodes'],
  noBudget: 'its tables hold one entry per state of the graph, so only --max-nodes applies',
}

// ── grid search ───────────────────────────────────────────────────────────────────────────────
/** A grid from a file (Moving AI .map, or the notation) or from the notation given inline. */
export function loadGrid(input: string): {
  grid: Grid
  start: number | null
  goal: number | null
  name: string
} {
  const name = input.trim()
  let text: string
  try {
    text = readInputFile(name, 'a Moving AI .map, or a grid in the notation')
  } catch (error) {
    if (!(error instanceof InputError) || /\.(map|txt|grid)$/i.test(name)) throw error
    try {
      return { ...parseGrid(name), name: 'the grid' } // not a file: the notation itself, inline
    } catch (inner) {
      throw new InputError(`${error.message.replace(/\.$/, '')}; and as a grid: ${(inner as Error).message}`)
    }
  }
  if (/^type\s/.test(text)) return { grid: parseMap(text), start: null, goal: null, name }
  return { ...parseGrid(text), name }
}

export function answerGridSearch(input: string, values: OptionValues): Outcome {
  const { grid, start, goal } = loadGrid(input)
  const spec = runSpec(values)
  const connect = Number(choice(values.connect, '8', ['4', '8'], 'connectivity (--connect)')) as Connect
  const heuristic = choice<GridHeuristic>(
    values.heuristic as GridHeuristic | undefined,
    connect === 8 ? 'octile' : 'manhattan',
    GRID_HEURISTICS,
    'heuristic',
  )
  const from = values.from !== undefined ? parseCell(grid, values.from, '--from') : start
  const to = values.to !== undefined ? parseCell(grid, values.to, '--to') : goal
  if (from === null) throw new InputError('The grid marks no start: give one with --from x,y.')
  if (to === null) throw new InputError('The grid marks no goal: give one with --to x,y.')
  const task = { ...grid, start: from, goal: to }
  const r = searchGrid(task, connect, heuristic, spec, { budget: budget(values) })
  const truth = searchGrid(task, connect, 'zero', { algorithm: 'ucs' }, { budget: budget(values) })
  const head = {
    algorithm: values.algorithm ?? 'astar',
    ...(spec.algorithm === 'weighted-astar' ? { weight: spec.weight } : {}),
    heuristic,
    connect,
    from: xyOf(grid, from),
    to: xyOf(grid, to),
  }
  const counts = { expanded: r.expanded, generated: r.generated }
  if (!r.found) {
    const reason = `No path from ${xyOf(grid, from)} to ${xyOf(grid, to)} (${connect}-connected).`
    return {
      status: 'unsolvable',
      reason,
      json: JSON.stringify({ ...head, cost: null, path: null, ...counts, reason }),
    }
  }
  const moves = r.moves.map((d) => DIRECTIONS[d])
  const json = {
    ...head,
    cost: r.cost,
    length: moves.length,
    path: r.path.map((c) => xyOf(grid, c)),
    moves,
    ...counts,
    optimal: Math.abs(r.cost - truth.cost) < 1e-9,
  }
  const text = `cost ${showCost(r.cost)}, ${moves.length} moves: ${moves.join(' ')}\nexpanded ${r.expanded.toLocaleString('en-US')}`
  return { status: 'solved', text, json: JSON.stringify(json) }
}

export const gridSearchVerb: Verb = {
  name: 'search',
  summary: 'a path on a grid (a Moving AI .map, or the notation) by one algorithm',
  help: `Usage: puzzle-notebook grid search <file|grid|-> [--from X,Y] [--to X,Y] [--connect 4|8]
         [--algorithm dfs|bfs|iddfs|bidirectional|ucs|greedy|astar|idastar] [--weight W]
         [--heuristic octile|manhattan|euclidean|chebyshev|zero] [--max-nodes N] [--json]

Runs one search algorithm of the search lab on a grid and prints the path's cost, its moves
(N E S W NE SE SW NW) and the nodes expanded:
  cost 7.41421356, 6 moves: E E SE S S S
  expanded 12
With --json: {"algorithm","heuristic","connect","from":[x,y],"to":[x,y],"cost":c,"length":k,
"path":[[x,y],…],"moves":[…],"expanded":N,"generated":N,"optimal":b}.

The grid
  <file.map>  a Moving AI benchmark map (type octile; . G S passable, @ O T W blocked).
  <file>      a grid in the notation of /route-finding/: rows separated by "/" or new lines,
              "." open ground (cost 1), "2"…"9" terrain of that cost, "@" wall, "S" start, "G" goal.
  <grid>      the same notation given inline, as "S.3@/..5./@..G".
  -           reads file names or grids, one a line, from stdin; one answer line each.
Cells are x,y: x the column and y the row, from 0 at the top left, as the Moving AI files count.

--from, --to  the start and goal cells (default: the grid's S and G; a .map marks none).
--connect     8 (default): straight moves and diagonals; 4: straight moves only. A straight move
              costs the terrain of the cell it enters, a diagonal √2 times that; a diagonal may not
              cut a corner (both cells beside it must be free), as the Moving AI benchmarks count.
--heuristic   for greedy, astar and idastar: the distance to the goal in cells times the cheapest
              terrain; octile (default on 8-connected grids), manhattan (default on 4-connected
              ones; it overestimates on 8-connected grids), euclidean, chebyshev, zero.
--algorithm   as "sliding search" (default astar); --weight W > 1 makes astar weighted A*.
              dfs, bfs, iddfs and bidirectional count moves and ignore costs.
--max-nodes   give up after expanding N nodes (exit 3); default ${ROUTE_MAX_NODES.toLocaleString('en-US')}.

"optimal" compares the cost with uniform-cost search's. Exit 0 with a path, 1 when there is none,
2 for bad input, 3 when the node budget runs out.`,
  options: ['from', 'to', 'connect', 'algorithm', 'weight', 'heuristic'],
  answer: answerGridSearch,
  budgets: ['max-nodes'],
  noBudget: 'its tables hold one entry per cell, so only --max-nodes applies',
}

// ── grid scen ─────────────────────────────────────────────────────────────────────────────────
/** The scenario file's map: --map, else the file it names, looked for beside the scenario file. */
function scenarioMap(scenPath: string, named: string, option: string | undefined): string {
  if (option !== undefined) return readInputFile(option.trim(), 'the map, --map')
  const here = dirname(scenPath)
  for (const candidate of [join(here, named), join(here, basename(named))]) {
    try {
      return readInputFile(candidate, 'the map')
    } catch {}
  }
  throw new InputError(
    `The scenarios name the map ${quote(named)}, which is not beside them; give it with --map.`,
  )
}

export function answerGridScen(input: string, values: OptionValues): Outcome {
  const path = input.trim()
  const scenarios = parseScen(readInputFile(path, 'a Moving AI .scen file'))
  const mapText = scenarioMap(path, scenarios[0].map, values.map)
  if (!/^type\s/.test(mapText))
    throw new NotationError('The map is not a Moving AI .map file (no "type" line).')
  const grid = parseMap(mapText)
  const algorithm = choice(
    values.algorithm as 'astar' | 'ucs' | undefined,
    'astar',
    ['astar', 'ucs'],
    'algorithm',
  )
  const rows = runScenarios(grid, scenarios, algorithm, { budget: budget(values) })
  const same = rows.filter((r) => r.same).length
  const show = (x: number | null) => (x === null ? 'none' : x.toFixed(8))
  const lines = rows.map(
    (r) =>
      `scenario ${r.index} (bucket ${r.bucket}): ${r.start} -> ${r.goal}: ${show(r.length)}, file ${show(r.expected)}, ${r.same ? 'same' : 'DIFFERENT'}`,
  )
  const summary = `${same} of ${rows.length} scenarios reproduce the file's optimal length.`
  const json = JSON.stringify({
    scenarios: rows.length,
    same,
    rows: rows.map((r) => ({
      index: r.index,
      bucket: r.bucket,
      start: r.start,
      goal: r.goal,
      length: r.length,
      expected: r.expected,
      same: r.same,
    })),
  })
  if (same === rows.length) return { status: 'solved', text: [...lines, summary].join('\n'), json }
  const first = rows.find((r) => !r.same)!
  return {
    status: 'unsolvable',
    reason: `${summary} The first that differs: scenario ${first.index}, ${first.start} -> ${first.goal}, found ${show(first.length)}, file ${show(first.expected)}.`,
    json,
  }
}

export const gridScenVerb: Verb = {
  name: 'scen',
  summary: 'run a Moving AI scenario file and compare each optimal length with the file’s',
  help: `Usage: puzzle-notebook grid scen <file.scen|-> [--map <file.map>] [--algorithm astar|ucs]
         [--max-nodes N] [--json]

Runs every scenario of a Moving AI benchmark scenario file (Sturtevant 2012, movingai.com) on its
map, 8-connected with octile costs (diagonal √2, no corner cutting), and prints one line per
scenario: the optimal length found and the file's, then a summary:
  scenario 1 (bucket 0): 1,2 -> 3,0: 2.82842712, file 2.82842712, same
  …
  120 of 120 scenarios reproduce the file's optimal length.
With --json, one object per file: {"scenarios":N,"same":N,"rows":[{"index","bucket","start":[x,y],
"goal":[x,y],"length","expected","same"},…]}.

--map         the map (default: the file the scenarios name, looked for beside the .scen file,
              by its path and then by its name alone).
--algorithm   astar (default: A* with the octile distance, admissible and consistent there) or ucs.
--max-nodes   give up when one scenario's search expands N nodes (exit 3); default ${ROUTE_MAX_NODES.toLocaleString('en-US')}.
"-" reads .scen file names, one a line, from stdin; one answer line each.
Lengths agree when they differ by at most 1e-4 (the files print 8 decimals).
Exit 0 when every length agrees, 1 when one differs (the first is named), 2 for bad input.`,
  options: ['map', 'algorithm'],
  answer: answerGridScen,
  budgets: ['max-nodes'],
  noBudget: 'its tables hold one entry per cell, so only --max-nodes applies',
}
