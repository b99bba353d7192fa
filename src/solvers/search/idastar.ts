/**
 * IDA* (Korf 1985): iterative deepening on f = g + h instead of on depth (g: the path's cost, its
 * moves when every move costs 1). Each iteration is a
 * depth-first search that cuts off a node whose f exceeds the bound; the next bound is the
 * smallest f that was cut off. With an admissible h the first solution found is a shortest one,
 * and only the current path is stored. Like iterative deepening, it only avoids undoing the last
 * move; the goal test is made when a node is visited.
 */
import {
  childNode,
  rootNode,
  Tally,
  type Node,
  type Problem,
  type SearchOptions,
  type SearchResult,
} from './problem.ts'

// #region idastar
export function idaStar<S, M>(problem: Problem<S, M>, options: SearchOptions<S, M> = {}): SearchResult<M> {
  const tally = new Tally(options)
  const path: M[] = [] // the moves from the start to the current state: all that is stored
  let nextBound = Infinity
  const watch = options.observer // the trace view's observer: it gets node objects; the race has none
  const trail: Node<S, M>[] = [] // with an observer only: the current path as nodes

  let cost = 0 // the solution's cost, once found

  /** Depth-first below `state` (g: the path's cost) while f = g + h stays within `bound`; true when the goal is found. */
  function search(state: S, key: number, parentKey: number, g: number, h: number, bound: number): boolean {
    if (g + h > bound) {
      nextBound = Math.min(nextBound, g + h)
      return false
    }
    const depth = path.length
    tally.stored(depth + 1) // the states on the path
    if (problem.isGoal(state)) {
      cost = g
      watch?.goal?.(trail[depth])
      return true
    }
    watch?.expand(trail[depth], h, () => [])
    tally.admit() // the node budget is exact: never a node past it
    const successors = problem.successors(state)
    tally.expand(g, successors.length)
    const born = watch ? successors.map((s) => childNode(problem, trail[depth], s.state, s.move)) : null
    born?.forEach((n) => watch!.generate(n, problem.h(n.state), n.key === parentKey ? 'duplicate' : 'new'))
    for (let k = 0; k < successors.length; k++) {
      const s = successors[k]
      const childKey = problem.key(s.state)
      if (childKey === parentKey) continue // never undo the last move
      if (born) trail[depth + 1] = born[k]
      const step = problem.cost ? problem.cost(state, s.move, s.state) : 1
      path.push(s.move)
      if (search(s.state, childKey, key, g + step, problem.h(s.state), bound)) return true
      path.pop()
    }
    return false
  }

  const h0 = problem.h(problem.start)
  const startKey = problem.key(problem.start)
  for (let bound = h0; bound < Infinity; bound = nextBound) {
    nextBound = Infinity
    if (watch) {
      trail[0] = rootNode(problem)
      watch.iteration?.(bound)
    }
    if (search(problem.start, startKey, -1, 0, h0, bound)) return tally.result(path.slice(), cost)
    tally.checkIn(bound)
  }
  return tally.result(null)
}
// #endregion idastar
