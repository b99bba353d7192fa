/**
 * IDA* (Korf 1985): iterative deepening on f = g + h instead of on depth. Each iteration is a
 * depth-first search that cuts off a node whose f exceeds the bound; the next bound is the
 * smallest f that was cut off. With an admissible h the first solution found is a shortest one,
 * and only the current path is stored. Like iterative deepening, it only avoids undoing the last
 * move; the goal test is made when a node is visited.
 */
import { rootNode, Tally, type Node, type Problem, type SearchOptions, type SearchResult } from './problem.ts'

// #region idastar
export function idaStar<S, M>(problem: Problem<S, M>, options: SearchOptions<S, M> = {}): SearchResult<M> {
  const tally = new Tally(options)
  const path: M[] = [] // the moves from the start to the current state: all that is stored
  let nextBound = Infinity
  const watch = options.observer // the trace view's observer: it gets node objects; the race has none
  const trail: Node<S, M>[] = [] // with an observer only: the current path as nodes

  /** Depth-first below `state` while f = g + h stays within `bound`; true when the goal is found. */
  function search(state: S, key: number, parentKey: number, h: number, bound: number): boolean {
    const g = path.length
    if (g + h > bound) { nextBound = Math.min(nextBound, g + h); return false }
    tally.stored(g + 1) // the states on the path
    if (problem.isGoal(state)) { watch?.goal?.(trail[g]); return true }
    watch?.expand(trail[g], h, () => [])
    tally.admit() // the node budget is exact: never a node past it
    const successors = problem.successors(state)
    tally.expand(g, successors.length)
    const born = watch ? successors.map((s) => ({ state: s.state, key: problem.key(s.state), g: g + 1, move: s.move, parent: trail[g] })) : null
    born?.forEach((n) => watch!.generate(n, problem.h(n.state), n.key === parentKey ? 'duplicate' : 'new'))
    for (let k = 0; k < successors.length; k++) {
      const s = successors[k]
      const childKey = problem.key(s.state)
      if (childKey === parentKey) continue // never undo the last move
      if (born) trail[g + 1] = born[k]
      path.push(s.move)
      if (search(s.state, childKey, key, problem.h(s.state), bound)) return true
      path.pop()
    }
    return false
  }

  const h0 = problem.h(problem.start)
  const startKey = problem.key(problem.start)
  for (let bound = h0; bound < Infinity; bound = nextBound) {
    nextBound = Infinity
    if (watch) { trail[0] = rootNode(problem); watch.iteration?.(bound) }
    if (search(problem.start, startKey, -1, h0, bound)) return tally.result(path.slice())
    tally.checkIn(bound)
  }
  return tally.result(null)
}
// #endregion idastar
