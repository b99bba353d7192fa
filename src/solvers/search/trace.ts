/**
 * The trace view's recording: one search, run to the goal by the same algorithm code the race
 * runs (an Observer on the generic algorithm, not a re-enactment). The first `limit` expansions
 * are kept in full, with everything needed to draw them: the node chosen, its g, h and f, its
 * children (new, a duplicate that was dropped, or a shorter path to a known state), the open list
 * as it stood, and why the chosen node came first (the tie-breaking rule at work). Past `limit`
 * only counts are kept, so a search of millions of nodes costs no memory here; the goal and the
 * solution path are marked on the drawn tree whenever they were drawn.
 *
 * Vocabulary:
 *   id         nodes are numbered in the order they were generated, from 0 (the start), so no
 *              number passes the count generated. Nodes made after the drawn part get no number.
 *              Iterative deepening and IDA* make fresh nodes in every iteration: the start is node 0
 *              in each (it is given, not generated), its children get new numbers.
 *   step       one expansion: the chosen node, its children, the open list before the choice
 *              (its first OPEN_SHOWN entries, in the order the algorithm takes them, so the chosen
 *              node is first), the iteration's bound, the side (bidirectional search) and the tie.
 *   tie        how many open nodes shared the chosen node's priority, and how many of those also
 *              shared its g: the rule that picked it among them is ORDER_RULES' last clause.
 *   bound      iterative deepening's depth limit, or IDA*'s bound on f, for the current iteration.
 *   priority   what the open list is ordered by: best-first search's h, g + h or g + w·h; g for
 *              uniform-cost search; BFS, DFS and bidirectional BFS order by age, not by a number.
 */
import { INFORMED, runAlgorithm, type AlgorithmName } from './algorithms.ts'
import { aStarPriority, greedyPriority, weightedPriority, type Priority } from './best-first.ts'
import {
  BudgetStop,
  type Iteration,
  type Node,
  type Observer,
  type Problem,
  type SearchOptions,
  type SearchResult,
} from './problem.ts'
import { RACE_BUDGET } from './race.ts'

export const OPEN_SHOWN = 12
/** Expansions drawn in full; past them, only counts. */
export const TRACE_DETAIL = 200

type Fate = 'new' | 'duplicate' | 'better'
type Side = 'forward' | 'backward'
export type TraceNode<S> = {
  id: number
  parent: number | null
  state: S
  g: number
  h: number
  move: unknown
}
type TraceChild<S> = TraceNode<S> & { fate: Fate }
type Tie = { priority: number; count: number; sameG: number }
type TraceStep<S> = {
  node: TraceNode<S>
  children: TraceChild<S>[]
  open: TraceNode<S>[]
  openSize: number
  /** Iterative deepening's depth limit or IDA*'s f bound; null for the others. */
  bound: number | null
  side: Side | null
  /** Best-first searches: the open nodes tied with the chosen one; null for the others. */
  tie: Tie | null
}
type TraceGoal = {
  /** The goal node's number, or null when it was made after the drawn part. */
  id: number | null
  /** Numbers of the drawn nodes on the solution path, start first (both halves for bidirectional search). */
  path: number[]
  /** How many nodes of the path were made after the drawn part (not numbered). */
  undrawn: number
  /** The expansions made before the goal was reached. */
  after: number
}
export type Trace<S> = {
  algorithm: AlgorithmName
  steps: TraceStep<S>[]
  /** Expansions at each depth g, and at each f = g + h (informed searches), over the whole search. */
  byDepth: number[]
  byF: number[]
  iterations: Iteration[]
  goal: TraceGoal | null
  /** The budget was reached before the goal (the message says how far it got); null otherwise. */
  stopped: string | null
  result: SearchResult<unknown>
}

export type TraceOptions<S, M> = SearchOptions<S, M> & { weight?: number; maxDepth?: number; limit?: number }

/**
 * The rule each algorithm uses to pick the next node, as the trace states it (its last clause
 * breaks ties). Best-first ties are the heap's (heap.ts): larger g first, then the older entry.
 */
export const ORDER_RULES: Readonly<Record<AlgorithmName, string>> = {
  dfs: 'Last in, first out (a stack): the newest node first. Children are pushed in reverse, so the first successor (the tile above the blank, then left, right, below) comes out first.',
  bfs: 'First in, first out (a queue): the oldest node first, so every node of depth g comes before any of depth g + 1; among one parent’s children, the successor order (up, left, right, down).',
  iddfs:
    'Depth-first in successor order (up, left, right, down) down to the depth limit, then again from the start with the limit one higher. Nothing is remembered between iterations.',
  bidirectional:
    'Grow the smaller frontier (the start’s side on a tie) by one whole level, oldest node first; stop when a new node is already known to the other side.',
  ucs: 'Smallest g first (the cheapest path so far; with every move costing 1, the shallowest). On a tie, the node put on the open list first (the lower number).',
  greedy:
    'Smallest h first. On a tie, the larger g, then the node put on the open list first (the lower number).',
  astar:
    'Smallest f = g + h first. On a tie, the larger g (the deeper node, nearer the goal on the same f), then the node put on the open list first (the lower number).',
  'weighted-astar':
    'Smallest f = g + w·h first. On a tie, the larger g, then the node put on the open list first (the lower number).',
  idastar:
    'Depth-first in successor order (up, left, right, down) while f = g + h stays within the bound; the next bound is the smallest f that was cut off.',
}

/** The open list's priority for best-first algorithms; null for the ones that order by age or depth. */
export function priorityOf(algorithm: AlgorithmName, weight = 2): Priority | null {
  switch (algorithm) {
    case 'greedy':
      return greedyPriority
    case 'astar':
      return aStarPriority
    case 'weighted-astar':
      return weightedPriority(weight)
    case 'ucs':
      return (g) => g
    default:
      return null
  }
}

/** Expansions are numbered from 1; a count bumped at index k. */
const bump = (list: number[], k: number): void => {
  while (list.length <= k) list.push(0)
  list[k]++
}

/**
 * Records `algorithm` on `problem` to the goal (or to its budget): the first `limit` expansions in
 * full, then counts. The node budget is the race's, so the trace goes wherever the race goes.
 */
export function traceSearch<S, M>(
  problem: Problem<S, M>,
  algorithm: AlgorithmName,
  options: TraceOptions<S, M> = {},
): Trace<S> {
  const limit = options.limit ?? TRACE_DETAIL
  const informed = INFORMED.has(algorithm)
  const priority = priorityOf(algorithm, options.weight)
  const ids = new Map<Node<S, M>, number>()
  let nextId = 0
  const drawing = (): boolean => expansions <= limit
  /** A node's number: given while the search is drawn, looked up (or null) after. */
  const idOf = (n: Node<S, M>): number | null => {
    const id = ids.get(n)
    if (id !== undefined || !drawing()) return id ?? null
    // Every iteration's fresh start node is the start, node 0 (bidirectional search has no iterations).
    const next = n.parent === null && iterations.length > 0 ? 0 : nextId
    ids.set(n, next)
    nextId = Math.max(nextId, next + 1)
    return next
  }
  const view = (n: Node<S, M>, h: number): TraceNode<S> => ({
    id: idOf(n)!,
    parent: n.parent ? idOf(n.parent) : null,
    state: n.state,
    g: n.g,
    h,
    move: n.move,
  })
  const steps: TraceStep<S>[] = []
  const byDepth: number[] = []
  const byF: number[] = []
  const iterations: Iteration[] = []
  let bound: number | null = null
  let expansions = 0
  let goal: TraceGoal | null = null

  const tieOf = (node: Node<S, M>, h: number, open: { node: Node<S, M>; h: number }[]): Tie | null => {
    if (!priority) return null
    const p = priority(node.g, h)
    const tied = open.filter((e) => priority(e.node.g, e.h) === p)
    return { priority: p, count: tied.length + 1, sameG: tied.filter((e) => e.node.g === node.g).length + 1 }
  }

  const observer: Observer<S, M> = {
    iteration(b) {
      bound = b
      iterations.push({ bound: b, expanded: 0 })
    },
    expand(node, h, open, side) {
      expansions++
      bump(byDepth, node.g)
      if (informed) bump(byF, node.g + h)
      if (iterations.length > 0) iterations[iterations.length - 1].expanded++
      if (!drawing()) return
      const rest = open()
      steps.push({
        node: view(node, h),
        children: [],
        open: [{ node, h }, ...rest].slice(0, OPEN_SHOWN).map((e) => view(e.node, e.h)),
        openSize: rest.length + 1,
        bound,
        side: side ?? null,
        tie: tieOf(node, h, rest),
      })
    },
    generate(child, h, fate) {
      if (expansions === 0 || !drawing()) return
      steps[steps.length - 1].children.push({ ...view(child, h), fate })
    },
    goal(node, met) {
      const chain: Node<S, M>[] = []
      for (let n: Node<S, M> | null = node; n; n = n.parent) chain.unshift(n)
      for (let n: Node<S, M> | null = met ?? null; n; n = n.parent) chain.push(n)
      const numbered = chain.map((n) => ids.get(n))
      goal = {
        id: ids.get(node) ?? null,
        path: numbered.filter((id): id is number => id !== undefined),
        undrawn: numbered.filter((id) => id === undefined).length,
        after: expansions,
      }
    },
  }
  const spec = { algorithm, weight: options.weight, maxDepth: options.maxDepth }
  const budget = options.budget ?? { maxNodes: RACE_BUDGET[algorithm] ?? RACE_BUDGET.astar }
  let result: SearchResult<unknown>
  let stopped: string | null = null
  try {
    // The uninformed algorithms never use h: a free zero spares a board decode per node.
    result = runAlgorithm(informed ? problem : { ...problem, h: () => 0 }, spec, {
      signal: options.signal,
      onProgress: options.onProgress,
      budget,
      observer,
    })
  } catch (error) {
    if (!(error instanceof BudgetStop)) throw error
    result = error.stats
    stopped = error.message
  }
  return { algorithm, steps, byDepth, byF, iterations, goal, stopped, result }
}
