/**
 * Iterative deepening: depth-first search to depth 0, then 1, then 2, …, each time from scratch.
 * The first depth at which the goal turns up is the length of a shortest solution, as with BFS,
 * but only the current path is stored. The repeated shallow levels are cheap next to the last
 * one (Korf 1985). No visited table: the only duplicate it avoids is the state it just came
 * from (for reversible puzzles, undoing the last move). It stops at `problem.depthBound`.
 */
import { childNode, pathTo, rootNode, Tally, type Node, type Problem, type SearchOptions, type SearchResult } from './problem.ts'

// #region iddfs
export function iterativeDeepening<S, M>(problem: Problem<S, M>, options: SearchOptions<S, M> = {}): SearchResult<M> {
  const tally = new Tally(options)
  const maxDepth = problem.depthBound ?? Infinity

  /** Depth-first below `node` down to `limit`; the goal node, or null. */
  function limited(node: Node<S, M>, limit: number): Node<S, M> | null {
    tally.stored(node.g + 1) // the path from the root to here
    if (problem.isGoal(node.state)) return node
    if (node.g === limit) return null
    const successors = problem.successors(node.state)
    tally.expand(node.g, successors.length)
    for (const s of successors) {
      const child = childNode(problem, node, s)
      if (node.parent && child.key === node.parent.key) continue // never undo the last move
      const found = limited(child, limit)
      if (found) return found
    }
    return null
  }

  for (let limit = 0; limit <= maxDepth; limit++) {
    const found = limited(rootNode(problem), limit)
    if (found) return tally.result(pathTo(found))
    tally.checkIn(limit)
  }
  return tally.result(null)
}
// #endregion iddfs
