/**
 * Uniform-cost search (Dijkstra's algorithm, 1959, stopped at the goal): always expand the open
 * node whose path from the start is cheapest. It is breadth-first search for moves that cost
 * different amounts: with unit costs it expands states in order of depth, as BFS does; under
 * costs it still returns a cheapest solution, where BFS returns a shortest one in moves.
 *
 * Open list: a binary heap on g (heap.ts; ties go to the node queued first). A node reached again
 * by a cheaper path is pushed again and the old entry is skipped when it comes out ("lazy
 * deletion": cheaper than finding it in the heap). Closed: a key whose cheapest entry has come
 * out; its g is final. The goal test is made when a node is taken out, not when it is generated:
 * a cheaper path to the goal may still be waiting in the heap (BFS can test on generation only
 * because every move costs the same). It is A* with h = 0, written out on its own.
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

// #region ucs
export function uniformCost<S, M>(
  problem: Problem<S, M>,
  options: SearchOptions<S, M> = {},
): SearchResult<M> {
  const tally = new Tally(options)
  const open = new MinHeap<Node<S, M>>()
  const bestG = new Map<number, number>() // the cheapest g known for every key seen
  const closed = new Set<number>() // keys whose g is final
  const root = rootNode(problem)
  const children: Node<S, M>[] = [] // reused by every expansion
  bestG.set(root.key, 0)
  open.push(root, 0)
  while (open.size > 0) {
    const node = open.pop()
    if (closed.has(node.key)) continue // stale: a cheaper entry for this state came out before
    if (problem.isGoal(node.state)) {
      options.observer?.goal?.(node)
      return tally.result(pathTo(node), node.g)
    }
    closed.add(node.key)
    options.observer?.expand(node, 0, () =>
      open
        .peek(Infinity)
        .filter((n) => !closed.has(n.key) && n.g === bestG.get(n.key))
        .map((n) => ({ node: n, h: 0 })),
    )
    for (let k = 0, n = expandNode(problem, node, tally, children); k < n; k++) {
      const child = children[k]
      const fate = fateOf(bestG.get(child.key), child.g)
      options.observer?.generate(child, 0, fate)
      if (fate === 'duplicate') continue
      bestG.set(child.key, child.g)
      open.push(child, child.g)
    }
    tally.stored(open.size + closed.size)
  }
  return tally.result(null)
}
// #endregion ucs
