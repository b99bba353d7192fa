/**
 * Weighted graphs as search problems: a map of cities and roads (Romania, romania.ts), or a graph a
 * teacher pastes in the format of the CS188 search project's tests (Berkeley's "Introduction to
 * AI"), read here.
 *
 * Vocabulary:
 *   state      a named vertex; inside, its number (the order names first appear in the text), which
 *              is also its key.
 *   edge       `from action to cost`: a directed edge with the action's name and a cost above 0.
 *              A map's road is two edges, one each way.
 *   move       the number of the edge taken (its line order), so a path reads back as names.
 *   order      the successors of a state are its edges in the order the text lists them: the
 *              expansion order of every algorithm depends on it, as in the CS188 tests.
 *   heuristic  h for each state, from the text's `<state> <h>` lines (0 for a state not listed),
 *              or computed (a map's straight-line distance).
 *
 * The CS188 format (one item a line; `#` starts a comment):
 *   start_state: A
 *   goal_states: G H          one or more
 *   A 0:A->B B 1.0            from, action, to, cost (cost 1 when left out)
 *   heuristic:                optional header; any line of two words is a heuristic line
 *   A 6.0                     state, h
 * A whole CS188 `.test` file is read too: its `graph: """…"""` and `heuristic: """…"""` blocks.
 */
import { InputError, NotationError } from '../contract.ts'
import type { Problem, Successor } from '../search/problem.ts'

export type Edge = { from: number; action: string; to: number; cost: number }

export type Graph = {
  states: string[]
  edges: Edge[]
  /** Edge numbers leaving each state, in text order. */
  out: number[][]
  /** Edge numbers entering each state (for searching backwards). */
  into: number[][]
  start: number | null
  goals: number[]
  /** h per state from the text, or null when it gives none; `listed` says which states it named. */
  heuristic: { h: Float64Array; listed: Uint8Array } | null
}

/** Limits on pasted text: a reader's graph must not hold the page (or the CLI) for long. */
export const GRAPH_LIMITS = { chars: 1 << 20, states: 20_000, edges: 200_000 } as const

/** An empty graph to add states and edges to. */
export function emptyGraph(): Graph {
  return { states: [], edges: [], out: [], into: [], start: null, goals: [], heuristic: null }
}

/** The number of state `name`, added when new. */
export function stateOf(graph: Graph, name: string, index?: Map<string, number>): number {
  const known = index ? index.get(name) : graph.states.indexOf(name)
  if (known !== undefined && known >= 0) return known
  if (graph.states.length >= GRAPH_LIMITS.states)
    throw new NotationError(`The graph has more than ${GRAPH_LIMITS.states.toLocaleString('en-US')} states.`)
  graph.states.push(name)
  graph.out.push([])
  graph.into.push([])
  index?.set(name, graph.states.length - 1)
  return graph.states.length - 1
}

export function addEdge(graph: Graph, from: number, action: string, to: number, cost: number): void {
  if (graph.edges.length >= GRAPH_LIMITS.edges)
    throw new NotationError(`The graph has more than ${GRAPH_LIMITS.edges.toLocaleString('en-US')} edges.`)
  graph.out[from].push(graph.edges.length)
  graph.into[to].push(graph.edges.length)
  graph.edges.push({ from, action, to, cost })
}

/** Reader text shown in a message: short, control characters as "?". */
export function quote(text: string): string {
  const clean = [...text.slice(0, 40)].map((c) => (/\p{Cc}/u.test(c) ? '?' : c)).join('')
  return `"${clean.length > 30 ? `${clean.slice(0, 29)}…` : clean}"`
}

/** The graph and heuristic blocks of a CS188 `.test` file, or the text itself. */
function blocks(text: string): { lines: string[]; first: number }[] {
  const block = (name: string): { lines: string[]; first: number } | null => {
    const m = new RegExp(`^\\s*${name}:\\s*"""`, 'm').exec(text)
    if (!m) return null
    const from = m.index + m[0].length
    const end = text.indexOf('"""', from)
    if (end < 0) throw new NotationError(`The ${name}: """ block has no closing """.`)
    const first = text.slice(0, from).split('\n').length
    return { lines: text.slice(from, end).split('\n'), first }
  }
  const graph = block('graph')
  if (!graph) return [{ lines: text.split('\n'), first: 1 }]
  const heuristic = block('heuristic')
  return heuristic
    ? [graph, { lines: ['heuristic:', ...heuristic.lines], first: heuristic.first - 1 }]
    : [graph]
}

/** A positive finite cost or h (h may be 0), or a NotationError naming the line. */
function numberAt(word: string, what: string, line: number, zeroOk: boolean): number {
  const x = Number(word)
  if (word === '' || !Number.isFinite(x) || x < 0 || (!zeroOk && x === 0))
    throw new NotationError(
      `Line ${line}: the ${what} must be a number ${zeroOk ? 'of at least 0' : 'above 0'}, not ${quote(word)}.`,
    )
  return x
}

// #region parse-graph
/** Reads a graph in the CS188 test format (see the header); throws NotationError naming the line. */
export function parseGraph(text: string): Graph {
  if (text.length > GRAPH_LIMITS.chars)
    throw new NotationError(
      `The graph is longer than ${GRAPH_LIMITS.chars.toLocaleString('en-US')} characters.`,
    )
  const graph = emptyGraph()
  const index = new Map<string, number>()
  const h = new Map<number, number>()
  let goalNames: string[] = []
  let startName: string | null = null
  for (const { lines, first } of blocks(text)) {
    lines.forEach((raw, k) => {
      const line = first + k
      const words = raw.replace(/#.*/, '').trim().split(/\s+/).filter(Boolean)
      if (words.length === 0 || (words.length === 1 && words[0] === 'heuristic:')) return
      const head = /^(start_state|goal_states):(.*)$/.exec(raw.trim())
      if (head) {
        const names = head[2].trim().split(/\s+/).filter(Boolean)
        if (head[1] === 'start_state') {
          if (names.length !== 1) throw new NotationError(`Line ${line}: start_state: names one state.`)
          startName = names[0]
        } else goalNames = names
        return
      }
      if (words.length === 2) {
        h.set(stateOf(graph, words[0], index), numberAt(words[1], 'heuristic value', line, true))
        return
      }
      if (words.length !== 3 && words.length !== 4)
        throw new NotationError(
          `Line ${line}: expected "<from> <action> <to> <cost>" or "<state> <h>", got ${words.length} words.`,
        )
      const cost = words.length === 4 ? numberAt(words[3], 'cost', line, false) : 1
      addEdge(graph, stateOf(graph, words[0], index), words[1], stateOf(graph, words[2], index), cost)
    })
  }
  if (startName !== null) graph.start = stateOf(graph, startName, index)
  graph.goals = [...new Set(goalNames.map((name) => stateOf(graph, name, index)))]
  if (graph.states.length === 0) throw new NotationError('The graph is empty: no edge or state was found.')
  if (h.size > 0) {
    const values = new Float64Array(graph.states.length)
    const listed = new Uint8Array(graph.states.length)
    for (const [s, v] of h) [values[s], listed[s]] = [v, 1]
    graph.heuristic = { h: values, listed }
  }
  return graph
}
// #endregion parse-graph

/** The graph back in the CS188 format (edges in order, then the heuristic lines). */
export function formatGraph(graph: Graph): string {
  const name = (s: number) => graph.states[s]
  const lines: string[] = []
  if (graph.start !== null) lines.push(`start_state: ${name(graph.start)}`)
  if (graph.goals.length > 0) lines.push(`goal_states: ${graph.goals.map(name).join(' ')}`)
  for (const e of graph.edges) lines.push(`${name(e.from)} ${e.action} ${name(e.to)} ${e.cost}`)
  if (graph.heuristic) {
    lines.push('heuristic:')
    graph.states.forEach((s, i) => {
      if (graph.heuristic!.listed[i]) lines.push(`${s} ${graph.heuristic!.h[i]}`)
    })
  }
  return lines.join('\n')
}

/** The state called `name` (a map's names are matched without case, spaces or dashes), or an InputError. */
export function findState(graph: Graph, name: string, what: string): number {
  const exact = graph.states.indexOf(name)
  if (exact >= 0) return exact
  const fold = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '')
  const loose = graph.states.findIndex((s) => fold(s) === fold(name))
  if (loose >= 0) return loose
  const some = graph.states.slice(0, 8).join(', ')
  throw new InputError(
    `The graph has no state ${quote(name)} (${what}); its states include ${some}${graph.states.length > 8 ? ', …' : ''}.`,
  )
}

// #region graph-problem
/**
 * The search problem from `from` to any of `goals`, with heuristic `h`. Bidirectional search
 * needs one goal: with several, the problem has no `goal` and that search is not offered.
 */
export function graphProblem(
  graph: Graph,
  from: number,
  goals: readonly number[],
  h: (state: number) => number,
): Problem<number, number> {
  const isGoal = new Uint8Array(graph.states.length)
  for (const g of goals) isGoal[g] = 1
  const along =
    (edges: number[][], end: 'to' | 'from') =>
    (state: number): Successor<number, number>[] =>
      edges[state].map((e) => ({ state: graph.edges[e][end], move: e }))
  const expandInto = (state: number, states: number[], moves: number[]): number => {
    const out = graph.out[state]
    for (let k = 0; k < out.length; k++) {
      states[k] = graph.edges[out[k]].to
      moves[k] = out[k]
    }
    return out.length
  }
  return {
    start: from,
    isGoal: (state) => isGoal[state] === 1,
    successors: along(graph.out, 'to'),
    expandInto,
    key: (state) => state,
    h,
    cost: (_state, edge) => graph.edges[edge].cost,
    depthBound: graph.states.length - 1, // a path that repeats no state has at most this many edges
    ...(goals.length === 1 ? { goal: goals[0], predecessors: along(graph.into, 'from') } : {}),
  }
}
// #endregion graph-problem

/** The states along a path of edges from `from`, start included. */
export function statesAlong(graph: Graph, from: number, edges: readonly number[]): number[] {
  return [from, ...edges.map((e) => graph.edges[e].to)]
}

/**
 * The cheapest cost from every state to the nearest goal (Dijkstra backwards over the edges,
 * a plain array scan: graphs pasted by hand are small), Infinity where no goal is reachable.
 */
export function costsToGoals(graph: Graph, goals: readonly number[]): Float64Array {
  const n = graph.states.length
  const dist = new Float64Array(n).fill(Infinity)
  const done = new Uint8Array(n)
  for (const g of goals) dist[g] = 0
  for (;;) {
    let u = -1
    for (let v = 0; v < n; v++) if (!done[v] && dist[v] < Infinity && (u < 0 || dist[v] < dist[u])) u = v
    if (u < 0) return dist
    done[u] = 1
    for (const e of graph.into[u]) {
      const { from, cost } = graph.edges[e]
      if (dist[u] + cost < dist[from]) dist[from] = dist[u] + cost
    }
  }
}

/** Floating sums: a heuristic is compared with path costs to within this. */
const EPSILON = 1e-9

export type HeuristicCheck = {
  admissible: boolean
  consistent: boolean
  /** The first state where h exceeds the true cost to a goal, with both; null when admissible. */
  over: { state: number; h: number; cost: number } | null
  /** The first edge where h drops by more than the edge costs (its ends and cost); null when consistent. */
  drop: { edge: number; from: number; to: number; cost: number; hFrom: number; hTo: number } | null
}

/** Checks `h` on every state (admissible: never above the true cost) and every edge (consistent). */
export function checkHeuristic(
  graph: Graph,
  goals: readonly number[],
  h: (s: number) => number,
): HeuristicCheck {
  const truth = costsToGoals(graph, goals)
  let over: HeuristicCheck['over'] = null
  for (let s = 0; s < graph.states.length && !over; s++)
    if (h(s) > truth[s] + EPSILON) over = { state: s, h: h(s), cost: truth[s] }
  let drop: HeuristicCheck['drop'] = null
  for (let e = 0; e < graph.edges.length && !drop; e++) {
    const { from, to, cost } = graph.edges[e]
    if (h(from) > cost + h(to) + EPSILON) drop = { edge: e, from, to, cost, hFrom: h(from), hTo: h(to) }
  }
  const goalH = goals.some((g) => h(g) > EPSILON)
  return { admissible: over === null, consistent: drop === null && !goalH, over, drop }
}
