/**
 * IDA* (Korf 1985): iterative deepening on f = g + h instead of on depth. Each iteration is a
 * depth-first search that cuts off a node whose f exceeds the bound; the next bound is the
 * smallest f that was cut off. With an admissible h the first solution found is a shortest one,
 * and only the current path is stored. Like iterative deepening, it only avoids undoing the last
 * move; the goal test is made when a node is visited.
 */
import { childNode, pathTo, rootNode, Tally, type Node, type Problem, type SearchOptions, type SearchResult } from './problem.ts'

// #region idastar
export function idaStar<S, M>(problem: Problem<S, M>, options: SearchOptions<S, M> = {}): SearchResult<M> {
  const tally = new Tally(options)
  let nextBound = Infinity

  /** Depth-first below `node` while f stays within `bound`; the goal node, or null. */
  function search(node: Node<S, M>, h: number, bound: number): Node<S, M> | null {
    const f = node.g + h
    if (f > bound) { nextBound = Math.min(nextBound, f); return null }
    tally.stored(node.g + 1) // the path from the root to here
    if (problem.isGoal(node.state)) return node
    const successors = problem.successors(node.state)
    tally.expand(node.g, successors.length)
    for (const s of successors) {
      const child = childNode(problem, node, s)
      if (node.parent && child.key === node.parent.key) continue // never undo the last move
      const found = search(child, problem.h(child.state), bound)
      if (found) return found
    }
    return null
  }

  const root = rootNode(problem)
  const h0 = problem.h(root.state)
  for (let bound = h0; bound < Infinity; bound = nextBound) {
    nextBound = Infinity
    const found = search(root, h0, bound)
    if (found) return tally.result(pathTo(found))
    tally.checkIn(bound)
  }
  return tally.result(null)
}
// #endregion idastar
