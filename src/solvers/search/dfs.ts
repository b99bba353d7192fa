/**
 * Depth-first search with a depth bound and a visited table: take the newest node first, so the
 * search follows one line of moves as deep as the bound allows before it backs up.
 *
 * Open list: a stack. The first successor is pushed last, so it is tried first (the puzzle's
 * documented order). Visited table: the smallest depth at which each key was generated; a node
 * reached again no shallower is a duplicate and dropped. Remembering the depth (not just "seen")
 * keeps the search complete within the bound: a state first met deep down is opened again when
 * a shorter way to it turns up. DFS returns the first solution it meets, which is rarely the
 * shortest, and the goal test is made when a node is taken off the stack.
 */
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

// #region dfs
export function depthFirst<S, M>(
  problem: Problem<S, M>,
  maxDepth: number,
  options: SearchOptions<S, M> = {},
): SearchResult<M> {
  const tally = new Tally(options)
  const root = rootNode(problem)
  const stack: Node<S, M>[] = [root]
  const depthOf = new Map<number, number>([[root.key, 0]])
  const children: Node<S, M>[] = [] // reused by every expansion
  while (stack.length > 0) {
    const node = stack.pop()!
    if (depthOf.get(node.key)! < node.g) continue // a shorter way here was found after this was pushed
    if (problem.isGoal(node.state)) {
      options.observer?.goal?.(node)
      return tally.result(pathTo(node))
    }
    if (node.g >= maxDepth) continue // the bound: no successors below it
    options.observer?.expand(node, problem.h(node.state), () =>
      stack
        .slice()
        .reverse()
        .map((n) => ({ node: n, h: problem.h(n.state) })),
    )
    for (let k = expandNode(problem, node, tally, children) - 1; k >= 0; k--) {
      const child = children[k]
      const fate = fateOf(depthOf.get(child.key), child.g)
      options.observer?.generate(child, problem.h(child.state), fate)
      if (fate === 'duplicate') continue
      depthOf.set(child.key, child.g)
      stack.push(child)
    }
    tally.stored(depthOf.size) // the visited table, which holds every node on the stack
  }
  return tally.result(null)
}
// #endregion dfs
