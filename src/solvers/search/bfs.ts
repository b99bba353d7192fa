/**
 * Breadth-first search: take the oldest node first, so nodes come out in order of depth and the
 * first path to the goal is a shortest one (every move costs one).
 *
 * Open list: a queue (an array read from a moving head, never shift()). Closed table: every key
 * ever generated, so no state enters the queue twice. The goal test is made when a node is
 * generated: on unit costs that is safe, and it saves expanding the whole last level.
 */
import { childNode, expander, pathTo, rootNode, Tally, type Node, type Problem, type SearchOptions, type SearchResult } from './problem.ts'

// #region bfs
export function breadthFirst<S, M>(problem: Problem<S, M>, options: SearchOptions<S, M> = {}): SearchResult<M> {
  const tally = new Tally(options)
  const root = rootNode(problem)
  if (problem.isGoal(root.state)) return tally.result([])
  const queue: Node<S, M>[] = [root]
  const seen = new Set<number>([root.key]) // the closed table: every key generated
  const expand = expander(problem)
  const states: S[] = []
  const moves: M[] = []
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head]
    options.observer?.expand(node, problem.h(node.state), () => queue.slice(head + 1).map((n) => ({ node: n, h: problem.h(n.state) })))
    const count = expand(node.state, states, moves)
    tally.expand(node.g, count)
    for (let k = 0; k < count; k++) {
      const fresh = !seen.has(problem.key(states[k]))
      if (!fresh && !options.observer) continue // a duplicate: dropped before a node is made for it
      const child = childNode(problem, node, states[k], moves[k])
      options.observer?.generate(child, problem.h(child.state), fresh ? 'new' : 'duplicate')
      if (!fresh) continue
      if (problem.isGoal(child.state)) return tally.result(pathTo(child))
      seen.add(child.key)
      queue.push(child)
    }
    tally.stored(seen.size) // open (the queue after head) + closed (before it): every node seen
  }
  return tally.result(null)
}
// #endregion bfs
