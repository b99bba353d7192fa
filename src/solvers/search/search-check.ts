/**
 * "Your search": the checks a grader would make of a reader's search, computed from raw values
 * only (what the reader's code expanded and returned, recorded by the sandbox's prelude in
 * search-prelude.ts). Nothing the reader's code says about itself is trusted.
 *
 * Vocabulary:
 *   graph       the small weighted graph drawn on the page: named nodes, undirected edges with
 *               costs, a start, a goal, and h for each node (consistent, so A* never needs to
 *               expand a node twice). Successors come in alphabetical order.
 *   expansion   one call of `successors(state)`: the order of expansions is what a grader reads.
 *   trace       the expansions and the path (node names after the start) of one search.
 *   flaw        a usual mistake, run on purpose by `traceSearch` so that a reader's trace can be
 *               recognised: the goal tested when a node is generated, no visited set, a stale
 *               open-list entry expanded again, the first path to a node kept.
 *   puzzles     50 seeded 8-puzzles: the reader's moves are replayed, their length set against the
 *               true distance, their expansions against A*'s with Manhattan distance.
 */
import { LOG_CAP, type GraphData, type GraphRaw, type PuzzleData, type PuzzleRaw } from './search-prelude.ts'
import { defaultGoal, legalMoves, slide, sameTiles, type Board } from '../sliding/model.ts'
import { formatBoard } from '../sliding/notation.ts'

export const ALGORITHMS = ['bfs', 'ucs', 'astar'] as const
export type Algorithm = (typeof ALGORITHMS)[number]
export const ALGORITHM_TITLES: Readonly<Record<Algorithm, string>> = {
  bfs: 'breadth-first search',
  ucs: 'uniform-cost search',
  astar: 'A*',
}

export const FLAWS = ['goal-on-generation', 'no-visited', 'stale-twice', 'first-path-kept'] as const
export type Flaw = (typeof FLAWS)[number]

export interface GraphNode {
  name: string
  x: number
  y: number
  h: number
}
export interface Graph {
  nodes: GraphNode[]
  edges: [string, string, number][]
  start: string
  goal: string
}

/** The graph on the page (costs chosen so that BFS, UCS and A* expand in three different orders and every mistake shows). */
export const GRAPH: Graph = {
  nodes: [
    { name: 'S', x: 30, y: 100, h: 7 },
    { name: 'A', x: 110, y: 30, h: 6 },
    { name: 'B', x: 110, y: 100, h: 5 },
    { name: 'C', x: 110, y: 170, h: 6 },
    { name: 'D', x: 210, y: 30, h: 4 },
    { name: 'E', x: 210, y: 100, h: 1 },
    { name: 'F', x: 210, y: 170, h: 2 },
    { name: 'G', x: 300, y: 100, h: 0 },
  ],
  edges: [
    ['S', 'A', 8],
    ['S', 'B', 5],
    ['S', 'C', 1],
    ['A', 'B', 3],
    ['A', 'D', 9],
    ['B', 'E', 6],
    ['B', 'F', 8],
    ['C', 'F', 8],
    ['D', 'G', 8],
    ['E', 'G', 3],
    ['E', 'F', 1],
    ['F', 'G', 9],
  ],
  start: 'S',
  goal: 'G',
}

/** Each node's neighbours with the edge's cost, in alphabetical order (the order of `successors`). */
export function adjacency(graph: Graph): Map<string, [string, number][]> {
  const adj = new Map<string, [string, number][]>(graph.nodes.map((n) => [n.name, []]))
  for (const [a, b, c] of graph.edges) {
    adj.get(a)!.push([b, c])
    adj.get(b)!.push([a, c])
  }
  for (const list of adj.values()) list.sort((x, y) => (x[0] < y[0] ? -1 : 1))
  return adj
}

export interface Trace {
  expanded: string[]
  path: string[] | null
}

/**
 * BFS, UCS or A* on `graph`, done right (flaw null) or with one usual mistake; a flawed search
 * that goes round in circles is cut at LOG_CAP expansions, as the prelude's record is. Ties in the open
 * list go to the oldest entry, so BFS is first in, first out. Done right, all three test the goal
 * when a node is taken out (`ties` 'newest' is for the tests that show the graph has no ties); BFS marks a node visited when it is generated, UCS and A* push a node
 * again when a cheaper path reaches it and skip the stale entry when it comes out.
 */
export function traceSearch(
  graph: Graph,
  algorithm: Algorithm,
  flaw: Flaw | null = null,
  ties: 'oldest' | 'newest' = 'oldest',
): Trace {
  const adj = adjacency(graph)
  const h = new Map(graph.nodes.map((n) => [n.name, n.h]))
  type Entry = { state: string; g: number; path: string[]; seq: number }
  const priority = (e: Entry): number =>
    algorithm === 'bfs' ? e.seq : algorithm === 'ucs' ? e.g : e.g + h.get(e.state)!
  const open: Entry[] = []
  const bestG = new Map<string, number>() // every node pushed, with the cheapest g pushed
  const done = new Set<string>()
  const expanded: string[] = []
  let seq = 0
  const push = (e: Entry): void => {
    open.push(e)
    if (!(bestG.get(e.state)! <= e.g)) bestG.set(e.state, e.g)
  }
  if (flaw === 'goal-on-generation' && graph.start === graph.goal) return { expanded, path: [] }
  push({ state: graph.start, g: 0, path: [], seq: seq++ })
  while (open.length > 0 && expanded.length < LOG_CAP) {
    let i = 0
    for (let k = 1; k < open.length; k++) {
      const d = priority(open[k]) - priority(open[i])
      if (d < 0 || (d === 0 && ties === 'newest')) i = k
    }
    const e = open.splice(i, 1)[0]
    const reexpands = flaw === 'stale-twice' || flaw === 'no-visited'
    if (!reexpands && done.has(e.state)) continue // a stale entry: a cheaper one was expanded
    if (flaw !== 'goal-on-generation' && e.state === graph.goal) return { expanded, path: e.path }
    expanded.push(e.state)
    done.add(e.state)
    for (const [next, cost] of adj.get(e.state)!) {
      const child: Entry = { state: next, g: e.g + cost, path: [...e.path, next], seq: seq++ }
      if (!admits(algorithm, flaw, child, bestG, done)) continue
      if (flaw === 'goal-on-generation' && next === graph.goal) return { expanded, path: child.path }
      push(child)
    }
  }
  return { expanded, path: null }
}

/** Whether a generated child goes into the open list, by algorithm and flaw. */
function admits(
  algorithm: Algorithm,
  flaw: Flaw | null,
  child: { state: string; g: number },
  bestG: Map<string, number>,
  done: Set<string>,
): boolean {
  if (flaw === 'no-visited') return true
  const seen = bestG.has(child.state)
  if (algorithm === 'bfs') return flaw === 'stale-twice' ? !done.has(child.state) : !seen
  if (flaw === 'first-path-kept') return !seen
  return !seen || child.g < bestG.get(child.state)!
}

/** The cost of `path` from the graph's start, or a sentence saying why it is not a path. */
export function pathCost(graph: Graph, path: readonly string[]): number | string {
  const adj = adjacency(graph)
  let at = graph.start
  let cost = 0
  for (const next of path) {
    const edge = adj.get(at)?.find(([n]) => n === next)
    if (!edge) return `${at} → ${String(next)} is not an edge`
    cost += edge[1]
    at = next
  }
  return at === graph.goal ? cost : `it ends at ${at}, not at the goal ${graph.goal}`
}

/** The graph as the sandbox's prelude takes it (search-prelude.ts). */
export function graphData(graph: Graph): GraphData {
  const adj = adjacency(graph)
  const nodes = graph.nodes.map((n) => n.name)
  return {
    kind: 'graph',
    nodes,
    h: graph.nodes.map((n) => n.h),
    adj: nodes.map((n) => adj.get(n)!),
    start: graph.start,
    goal: graph.goal,
  }
}

const HINTS: Readonly<Record<Flaw, string>> = {
  'goal-on-generation':
    'Your search stops as soon as it generates the goal. Test for the goal when a node is taken out of the open list instead: a cheaper path to the goal may still be waiting in it.',
  'no-visited':
    'Your search expands the same nodes again and again: it keeps no visited set (closed table). Remember the states already reached, and skip a successor already reached by a path at least as cheap.',
  'stale-twice':
    'Your search expands a node a second time: when a cheaper path pushed a node again, the old, dearer entry stayed in the open list, and you expanded it when it came out. Skip an entry whose state was already expanded.',
  'first-path-kept':
    'Your search keeps the first path it finds to each node: a successor already seen is dropped even when the new path to it is cheaper. Compare costs: push it again when the new g is smaller.',
}
const BFS_HINTS: Partial<Record<Flaw, string>> = {
  'stale-twice':
    'Your search expands a node twice: it marks a state visited when it is expanded, so a state already waiting in the queue is queued again. Mark it when it is generated.',
}

export interface GraphVerdict {
  ok: boolean
  /** One sentence: passed, or the first thing wrong. */
  sentence: string
  /** The usual mistake it matches, when it matches one, with the fix. */
  hint: string | null
  flaw: Flaw | null
  yours: string[]
  reference: string[]
}

const names = (order: readonly string[]): string => (order.length ? order.join(' ') : 'nothing')
const sameOrder = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x, k) => x === b[k])

/** The reader's answer on the graph, judged for `algorithm` from the raw values of the prelude. */
export function judgeGraph(graph: Graph, algorithm: Algorithm, raw: GraphRaw): GraphVerdict {
  const yours = [...String(raw.expanded)]
  const ref = traceSearch(graph, algorithm)
  const base = { yours, reference: ref.expanded, flaw: null, hint: null }
  const title = ALGORITHM_TITLES[algorithm]
  const accepted = algorithm === 'bfs' ? [ref, traceSearch(graph, 'bfs', 'goal-on-generation')] : [ref]
  const match = accepted.find((t) => sameOrder(t.expanded, yours))
  if (match) {
    const path = pathSentence(graph, algorithm, raw.moves, match.path!) ?? unexpandedSentence(raw.unexpanded)
    if (path)
      return {
        ...base,
        ok: false,
        sentence: `Right order of expansions for ${title} (${names(yours)}), but ${path}`,
      }
    const early =
      match !== ref
        ? ` (it tests the goal when generated: safe for breadth-first search, and ${ref.expanded.length - yours.length} expansions fewer)`
        : ''
    return {
      ...base,
      ok: true,
      sentence: `Passed as ${title}: expanded ${names(yours)}${early}, returned ${names(match.path!)}.`,
    }
  }
  for (const flaw of FLAWS) {
    if (algorithm === 'bfs' && (flaw === 'goal-on-generation' || flaw === 'first-path-kept')) continue
    const t = traceSearch(graph, algorithm, flaw)
    if (sameOrder(t.expanded, yours)) {
      const hint = (algorithm === 'bfs' ? BFS_HINTS[flaw] : undefined) ?? HINTS[flaw]
      return {
        ...base,
        ok: false,
        flaw,
        hint,
        sentence: `Not ${title} yet: you expanded ${names(yours)}; ${title} expands ${names(ref.expanded)}.`,
      }
    }
  }
  const other = ALGORITHMS.find((a) => a !== algorithm && sameOrder(traceSearch(graph, a).expanded, yours))
  if (other) {
    return {
      ...base,
      ok: false,
      hint: `That is the order of ${ALGORITHM_TITLES[other]}: choose it above, or change the open list into ${algorithm === 'bfs' ? 'a first-in, first-out queue' : `a priority queue on ${algorithm === 'ucs' ? 'g' : 'g + h'}`}.`,
      sentence: `Not ${title}: you expanded ${names(yours)}, the order of ${ALGORITHM_TITLES[other]}; ${title} expands ${names(ref.expanded)}.`,
    }
  }
  const k = firstDifference(yours, ref.expanded)
  const said =
    k < yours.length ? `expansion ${k + 1} was ${yours[k]}` : `you stopped after ${yours.length} expansions`
  const wanted =
    k < ref.expanded.length ? `${title} expands ${ref.expanded[k]} there` : `${title} stops there`
  return {
    ...base,
    ok: false,
    sentence: `Not ${title}: ${said}, where ${wanted} (yours: ${names(yours)}; ${title}: ${names(ref.expanded)}).`,
  }
}

/** When the moves returned leave a state the search never expanded: the sentence (null otherwise). */
function unexpandedSentence(unexpanded: unknown): string | null {
  const k = Number(unexpanded)
  return Number.isInteger(k) && k >= 0
    ? `move ${k + 1} is made from a state your search never expanded: an answer must come from the successors the search asked the problem for.`
    : null
}

function firstDifference(a: readonly string[], b: readonly string[]): number {
  let k = 0
  while (k < a.length && k < b.length && a[k] === b[k]) k++
  return k
}

/** Null when `moves` is the path the reference found or one as good; else what is wrong with it. */
function pathSentence(graph: Graph, algorithm: Algorithm, moves: unknown, best: string[]): string | null {
  if (moves === null || moves === undefined)
    return `it returned ${String(moves)} instead of the path ${names(best)}.`
  if (!Array.isArray(moves))
    return `it returned ${describe(moves)}: return the moves (node names after ${graph.start}), like [${best.map((m) => `'${m}'`).join(', ')}].`
  if (moves[0] === graph.start && best[0] !== graph.start)
    return `the path it returned starts with the start, ${graph.start}: return only the moves after it, like [${best.map((m) => `'${m}'`).join(', ')}].`
  const cost = pathCost(graph, moves as string[])
  if (typeof cost === 'string')
    return `the path it returned, ${names(moves.map(String))}, is not a path from ${graph.start} to ${graph.goal}: ${cost}.`
  const bestCost = pathCost(graph, best) as number
  if (algorithm === 'bfs' ? moves.length > best.length : cost > bestCost) {
    return `the path it returned, ${names(moves)}, ${algorithm === 'bfs' ? `takes ${moves.length} moves; the fewest is ${best.length}` : `costs ${cost}; the cheapest costs ${bestCost}`}.`
  }
  return null
}

/** A short description of a value the reader's code returned. */
export function describe(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 37)}...` : v)
  if (v === null || typeof v !== 'object') return String(v)
  return Array.isArray(v) ? 'an array' : 'an object'
}

/** One 8-puzzle of the check: the start, its true distance and A*'s expansions with Manhattan distance (search-puzzles.ts). */
export interface Puzzle {
  start: number[]
  distance: number
  astarExpanded: number
}

/** The puzzles as the prelude takes them: one input each. */
export function puzzleData(list: readonly Puzzle[]): PuzzleData[] {
  const goal = Array.from(defaultGoal(3, 3).tiles)
  return list.map((p) => ({ kind: 'puzzle', start: p.start, goal, width: 3 }))
}

export interface PuzzleVerdict {
  checked: number
  /** Returned moves that are legal and reach the goal. */
  solved: number
  optimal: number
  /** Returned null or nothing. */
  gaveUp: number
  /** Moves that are not a list, have an illegal slide, or stop short of the goal. */
  wrong: number
  expanded: number
  astarExpanded: number
  /** The first answer that is not a shortest solution, in a sentence; null when all are. */
  first: string | null
}

/** The reader's answers on the puzzles, replayed here: legal? reaching the goal? as short as the true distance? */
export function judgePuzzles(list: readonly Puzzle[], raw: readonly PuzzleRaw[]): PuzzleVerdict {
  const goal = defaultGoal(3, 3)
  const v: PuzzleVerdict = {
    checked: list.length,
    solved: 0,
    optimal: 0,
    gaveUp: 0,
    wrong: 0,
    expanded: 0,
    astarExpanded: 0,
    first: null,
  }
  list.forEach((p, k) => {
    const board: Board = { width: 3, height: 3, tiles: Uint8Array.from(p.start) }
    const answer = raw[k]
    v.expanded += Number(answer?.expanded) || 0
    v.astarExpanded += p.astarExpanded
    const replayed = replaySentence(board, goal, answer?.moves, p.distance)
    // A solution through states the search never expanded did not come from the search.
    const unexpanded =
      replayed === null || replayed.kind === 'long' ? unexpandedSentence(answer?.unexpanded) : null
    const why = unexpanded ? { kind: 'bad' as const, text: unexpanded } : replayed
    if (why === null) {
      v.solved++
      v.optimal++
      return
    }
    if (why.kind === 'long') v.solved++
    else if (why.kind === 'none') v.gaveUp++
    else v.wrong++
    v.first ??= `On ${formatBoard(board)} (puzzle ${k + 1}, true distance ${p.distance}), ${why.text}`
  })
  return v
}

function replaySentence(
  start: Board,
  goal: Board,
  moves: unknown,
  distance: number,
): { kind: 'none' | 'bad' | 'long'; text: string } | null {
  if (moves === null || moves === undefined)
    return {
      kind: 'none',
      text: `your search returned ${String(moves)}: every one of these puzzles has a solution.`,
    }
  if (!Array.isArray(moves))
    return {
      kind: 'bad',
      text: `your search returned ${describe(moves)}: return the moves, the tiles that slide, as an array.`,
    }
  let board = start
  for (let k = 0; k < moves.length; k++) {
    const tile = moves[k]
    if (typeof tile !== 'number' || !legalMoves(board).includes(tile)) {
      return {
        kind: 'bad',
        text: `move ${k + 1}, ${describe(tile)}, is not a legal slide on ${formatBoard(board)}.`,
      }
    }
    board = slide(board, tile)
  }
  if (!sameTiles(board.tiles, goal.tiles))
    return { kind: 'bad', text: `your ${moves.length} moves end on ${formatBoard(board)}, not on the goal.` }
  if (moves.length > distance)
    return {
      kind: 'long',
      text: `your solution takes ${moves.length} moves; the shortest takes ${distance}.`,
    }
  return null
}
