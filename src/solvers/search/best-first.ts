/**
 * Best-first search: always expand the open node with the smallest priority. One loop, three
 * algorithms, told apart only by the priority of a node with g behind it (the path's cost: its
 * moves, when every move costs 1) and h ahead:
 *
 *   greedy best-first   h           heads for the goal, ignores the cost so far: fast, not optimal
 *   A*                  g + h       optimal when h is admissible (Hart, Nilsson & Raphael 1968)
 *   weighted A*         g + w·h     w > 1 trusts h more: fewer nodes, solutions at most w times
 *                                   the shortest (when h is admissible)
 *
 * Open list: a binary heap (heap.ts): ties go to the larger g, then to the older entry. Closed
 * table: the best g known for every key. A node reached again by a shorter path is pushed again
 * (the old entry is skipped when it comes out); with a consistent h, A* never needs that for a
 * node it has already expanded. The goal test is made when a node is taken out, which is what
 * makes A* optimal.
 */
import { MinHeap } from './heap.ts'
import {
  expandNode,
  fateOf,
  pathTo,
  rootNode,
  Tally,
  type Node,
  type Problem,
  type SearchOptions,
  type SearchResult,
} from './problem.ts'

export type Priority = (g: number, h: number) => number

/**
 * What one stored node costs best-first search, for a budget in bytes (`--max-memory`): the node,
 * its open-list entry and heap slots, its key in the closed tables. Node's heapUsed (collected
 * before and at the goal) grew by 160 to 220 bytes per stored node on 4×3, 2×5 and 4×4 sliding
 * boards; the budget counts 250, for the tables' growth by doubling.
 */
export const BEST_FIRST_NODE_BYTES = 250

export const greedyPriority: Priority = (_g, h) => h
export const aStarPriority: Priority = (g, h) => g + h
export const weightedPriority =
  (w: number): Priority =>
  (g, h) =>
    g + w * h

type Entry<S, M> = { node: Node<S, M>; h: number }

// #region best-first
export function bestFirst<S, M>(
  problem: Problem<S, M>,
  priority: Priority,
  options: SearchOptions<S, M> = {},
): SearchResult<M> {
  const tally = new Tally(options, BEST_FIRST_NODE_BYTES)
  const open = new MinHeap<Entry<S, M>>()
  const bestG = new Map<number, number>() // closed table: every key seen, with its best g
  let closed = 0
  const push = (node: Node<S, M>, h: number): void => {
    bestG.set(node.key, node.g)
    open.push({ node, h }, priority(node.g, h), node.g)
  }
  const root = rootNode(problem)
  const children: Node<S, M>[] = [] // reused by every expansion
  push(root, problem.h(root.state))
  const expandedKeys = new Set<number>()
  while (open.size > 0) {
    const { node, h } = open.pop()
    if (node.g > bestG.get(node.key)!) continue // stale: a shorter way here was pushed later
    if (problem.isGoal(node.state)) {
      options.observer?.goal?.(node)
      return tally.result(pathTo(node), node.g)
    }
    if (!expandedKeys.has(node.key)) {
      expandedKeys.add(node.key)
      closed++
    }
    options.observer?.expand(node, h, () =>
      open.peek(Infinity).filter((e) => e.node.g === bestG.get(e.node.key)),
    )
    for (let k = 0, n = expandNode(problem, node, tally, children); k < n; k++) {
      const child = children[k]
      const childH = problem.hAfter
        ? problem.hAfter(node.state, h, child.move!, child.state)
        : problem.h(child.state)
      const fate = fateOf(bestG.get(child.key), child.g)
      options.observer?.generate(child, childH, fate)
      if (fate !== 'duplicate') push(child, childH)
    }
    tally.stored(open.size + closed)
  }
  return tally.result(null)
}
// #endregion best-first

export const greedy = <S, M>(problem: Problem<S, M>, options: SearchOptions<S, M> = {}): SearchResult<M> =>
  bestFirst(problem, greedyPriority, options)
export const aStar = <S, M>(problem: Problem<S, M>, options: SearchOptions<S, M> = {}): SearchResult<M> =>
  bestFirst(problem, aStarPriority, options)
export const weightedAStar = <S, M>(
  problem: Problem<S, M>,
  w: number,
  options: SearchOptions<S, M> = {},
): SearchResult<M> => bestFirst(problem, weightedPriority(w), options)
