/**
 * The search lab's vocabulary — what every algorithm in this folder searches, and what it reports.
 *
 * Vocabulary, as the article uses it:
 *   problem     a start state, a goal test, successors in a fixed order, a key and a heuristic.
 *               The algorithms know nothing else about the puzzle (sliding.ts and tileswap.ts
 *               adapt two puzzles of the site).
 *   key         a number ≥ 0 naming a state (a sliding board's encoded state, a tile-swap bit
 *               mask). Visited tables are Maps and Sets keyed by it: no strings in the hot loops.
 *   cost        what one move costs, c(s, s'): 1 unless the problem says otherwise (`cost`). With
 *               unit costs the cost of a path is its number of moves.
 *   node        a state reached by a path: its g (the path's cost from the start: its moves, with
 *               unit costs), the move that reached it and its parent node. Following parents
 *               back gives the solution.
 *   expanded    nodes whose successors were generated.
 *   generated   successors produced, duplicates included (each call of `successors` or
 *               `expandInto` adds how many it made).
 *   peak stored the most nodes held at once: open list + closed table for BFS, bidirectional
 *               BFS, greedy and A*; the visited table (which holds the stack) for DFS; the current
 *               path for iterative deepening and IDA*.
 *   deepest     the largest g of any node expanded: how deep (or, under costs, how far) the search
 *               wandered.
 */
import {
  abortError,
  BudgetError,
  memoryBudgetSpent,
  nodeBudgetSpent,
  type BudgetOptions,
} from '../contract.ts'

/** One successor: the state, and the move that leads to it (as the puzzle names moves). */
export interface Successor<S, M> {
  state: S
  move: M
}

export interface Problem<S, M> {
  start: S
  isGoal(state: S): boolean
  /** The states one move away, always in the same order (the adapter documents it). */
  successors(state: S): Successor<S, M>[]
  /**
   * Optional, for speed only: the same successors in the same order, written into `states` and
   * `moves` from index 0, returning how many. The searches that expand the most nodes (BFS and
   * iterative deepening) call it through `expander`, so their inner loops allocate nothing. It is called on its own, not as a
   * method: write it as a closure or arrow function that does not use `this`.
   */
  expandInto?(state: S, states: S[], moves: M[]): number
  key(state: S): number
  /** A guess of the cost left (the moves left, with unit costs); admissible when it never overestimates. */
  h(state: S): number
  /**
   * Optional, for speed only: h(next) worked out from the move that reaches `next` from `state`,
   * whose h is `h` (one slide changes Manhattan distance in the moved tile's term alone). It must
   * give what `h(next)` gives: a problem made from another by replacing `h` drops it or replaces it
   * too. IDA* and best-first search call it; the others call `h` where they need h at all.
   */
  hAfter?(state: S, h: number, move: M, next: S): number
  /**
   * The cost of the move `move` from `state` to `next`, a number > 0. Absent: every move costs 1
   * (the searches then add 1 without a call, so unit costs pay nothing for the option).
   * Breadth-first, depth-first, iterative deepening and bidirectional BFS ignore it: they count
   * moves, so under costs their solutions are legal but not always the cheapest.
   */
  cost?(state: S, move: M, next: S): number
  /** The goal state and the moves into a state, for bidirectional search (reversible puzzles). */
  goal?: S
  predecessors?(state: S): Successor<S, M>[]
  /** No solution is longer than this (the puzzle's diameter when known): iterative deepening stops there. */
  depthBound?: number
}

export interface Node<S, M> {
  state: S
  key: number
  g: number
  move: M | null
  parent: Node<S, M> | null
}

export interface SearchResult<M> {
  found: boolean
  moves: M[]
  /** The solution's cost (its number of moves with unit costs; 0 when nothing was found). */
  cost: number
  expanded: number
  generated: number
  peakStored: number
  deepest: number
}

/** One iteration of iterative deepening or IDA*: its bound (depth, or f) and the nodes it expanded. */
export type Iteration = { bound: number; expanded: number }

/** What an observer hears (the frontier view records it; nothing else listens). */
export interface Observer<S, M> {
  /** A node is about to be expanded; `open()` lists the open list in the order it will be taken. */
  expand(
    node: Node<S, M>,
    h: number,
    open: () => { node: Node<S, M>; h: number }[],
    side?: 'forward' | 'backward',
  ): void
  /** A successor was generated: new, a duplicate that was dropped, or a better path to a known state. */
  generate(node: Node<S, M>, h: number, fate: 'new' | 'duplicate' | 'better'): void
  /** Iterative deepening and IDA*: an iteration starts with this bound (depth, or f). */
  iteration?(bound: number): void
  /** The goal was reached at `node`; bidirectional search also names the goal side's node it met. */
  goal?(node: Node<S, M>, met?: Node<S, M>): void
}

/**
 * The options of every search over a `Problem`: `{ signal, onProgress }`, a node budget (expanded
 * nodes), and an optional observer.
 */
export interface SearchOptions<S = unknown, M = unknown> extends BudgetOptions {
  observer?: Observer<S, M>
}

export function rootNode<S, M>(problem: Problem<S, M>): Node<S, M> {
  return { state: problem.start, key: problem.key(problem.start), g: 0, move: null, parent: null }
}

export function childNode<S, M>(problem: Problem<S, M>, parent: Node<S, M>, state: S, move: M): Node<S, M> {
  const step = problem.cost ? problem.cost(parent.state, move, state) : 1
  return { state, key: problem.key(state), g: parent.g + step, move, parent }
}

/**
 * Expands `node`: admits it under the node budget, counts it, and writes its children into
 * `children` from index 0 (an array the caller reuses, so nothing is allocated but the nodes);
 * returns how many.
 */
export function expandNode<S, M>(
  problem: Problem<S, M>,
  node: Node<S, M>,
  tally: Tally,
  children: Node<S, M>[],
): number {
  tally.admit() // the node budget is exact: never a node past it
  const successors = problem.successors(node.state)
  tally.expand(node.g, successors.length)
  for (let k = 0; k < successors.length; k++)
    children[k] = childNode(problem, node, successors[k].state, successors[k].move)
  return successors.length
}

/** A generated child against the best g known for its state: new, a cheaper path, or a duplicate (dropped). */
export function fateOf(known: number | undefined, g: number): 'new' | 'better' | 'duplicate' {
  return known === undefined ? 'new' : g < known ? 'better' : 'duplicate'
}

/** The cost of a list of moves from `start`: its length with unit costs (the moves are not replayed; callers replay them first), else the sum of their costs, null when a move is not legal. */
export function pathCost<S, M>(problem: Problem<S, M>, moves: readonly M[]): number | null {
  if (!problem.cost) return moves.length
  let state = problem.start
  let total = 0
  for (const move of moves) {
    const next = problem.successors(state).find((s) => s.move === move)
    if (!next) return null
    total += problem.cost(state, move, next.state)
    state = next.state
  }
  return total
}

/** `problem.expandInto`, or the same made from `successors` when the problem has no fast form. */
export function expander<S, M>(problem: Problem<S, M>): (state: S, states: S[], moves: M[]) => number {
  if (problem.expandInto) return problem.expandInto
  return (state, states, moves) => {
    const successors = problem.successors(state)
    for (let k = 0; k < successors.length; k++) {
      states[k] = successors[k].state
      moves[k] = successors[k].move
    }
    return successors.length
  }
}

/** The moves from the start to `node`, following parents back. */
export function pathTo<S, M>(node: Node<S, M>): M[] {
  const moves: M[] = []
  for (let n: Node<S, M> | null = node; n?.parent; n = n.parent) moves.push(n.move as M)
  return moves.reverse()
}

const CHECK_EVERY = 1024

/**
 * The counters every algorithm keeps, the budget, and the check-in every CHECK_EVERY
 * expansions: the signal (stop within milliseconds of a cancel) and progress for the page.
 * Every algorithm calls `admit()` before it expands a node, so `--max-nodes N` expands at most N.
 * An algorithm that says what a stored node costs it (`nodeBytes`) also keeps to the budget's
 * bytes: it gives up when the nodes it stores would pass them.
 */
export class Tally {
  expanded = 0
  generated = 0
  peakStored = 0
  deepest = 0
  readonly #options: SearchOptions<any, any>
  readonly #maxNodes: number
  readonly #nodeBytes: number
  readonly #maxStored: number

  constructor(options: SearchOptions<any, any>, nodeBytes = 0) {
    this.#options = options
    this.#maxNodes = options.budget?.maxNodes ?? Infinity
    this.#nodeBytes = nodeBytes
    const maxBytes = options.budget?.maxBytes
    this.#maxStored = nodeBytes > 0 && maxBytes !== undefined ? Math.floor(maxBytes / nodeBytes) : Infinity
  }

  /** Throws BudgetStop when expanding one more node would pass the node budget. */
  admit(): void {
    if (this.expanded >= this.#maxNodes)
      throw new BudgetStop(nodeBudgetSpent(this.#maxNodes).message, this.result(null))
  }

  /** Counts one expansion at depth `g` with `children` successors. */
  expand(g: number, children: number): void {
    this.generated += children
    if (g > this.deepest) this.deepest = g
    if ((++this.expanded & (CHECK_EVERY - 1)) === 0) this.checkIn(g)
  }

  /** Counts `count` nodes stored at once; throws BudgetStop when they would pass the budget's bytes. */
  stored(count: number): void {
    if (count <= this.peakStored) return
    if (count > this.#maxStored) {
      const spent = memoryBudgetSpent(count * this.#nodeBytes, this.#options.budget!.maxBytes!)
      throw new BudgetStop(spent.message, this.result(null))
    }
    this.peakStored = count
  }

  checkIn(depth: number): void {
    if (this.#options.signal?.aborted) throw abortError()
    this.#options.onProgress?.({ explored: this.expanded, depth })
  }

  /** The outcome; `cost` defaults to the number of moves (unit costs). */
  result<M>(moves: M[] | null, cost = moves?.length ?? 0): SearchResult<M> {
    return {
      found: moves !== null,
      moves: moves ?? [],
      cost,
      expanded: this.expanded,
      generated: this.generated,
      peakStored: this.peakStored,
      deepest: this.deepest,
    }
  }
}

/** The budget ran out: a BudgetError that also carries the counts so far. */
export class BudgetStop extends BudgetError {
  readonly stats: SearchResult<never>
  constructor(message: string, stats: SearchResult<never>) {
    super(message)
    this.stats = stats
  }
}
