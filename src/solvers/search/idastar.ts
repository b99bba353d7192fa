/**
 * IDA* (Korf 1985): iterative deepening on f = g + h instead of on depth (g: the path's cost, its
 * moves when every move costs 1). Each iteration is a
 * depth-first search that cuts off a node whose f exceeds the bound; the next bound is the
 * smallest f that was cut off. With an admissible h the first solution found is a shortest one,
 * and only the current path is stored. Like iterative deepening, it only avoids undoing the last
 * move; the goal test is made when a node is visited.
 *
 * This is the one IDA* of the site: the race, the trace, the CLI and the sliding-puzzle article
 * run it. Like iterative deepening (iddfs.ts) it is written for speed without hiding the idea:
 * successors come through `expander` into one pair of arrays per depth, reused by every
 * iteration; a child's h comes from `problem.hAfter` where the problem has it (Manhattan distance
 * changes in one tile's term); the moves of the solution are collected on the way back out of the
 * recursion. The 15-puzzle's fast twin (src/solvers/sliding/ida-fast.ts) is the same search on
 * typed arrays; a test holds them to the same nodes, iteration by iteration.
 */
import {
  childNode,
  expander,
  rootNode,
  Tally,
  type Iteration,
  type Node,
  type Problem,
  type SearchOptions,
  type SearchResult,
} from './problem.ts'

/** The result, with each iteration's bound and the nodes it expanded. */
export type IdaStarResult<M> = SearchResult<M> & { iterations: Iteration[] }

// #region idastar
export function idaStar<S, M>(problem: Problem<S, M>, options: SearchOptions<S, M> = {}): IdaStarResult<M> {
  const tally = new Tally(options)
  const expand = expander(problem)
  const children: { states: S[]; moves: M[] }[] = [] // the successors at each depth of the path
  const solution: M[] = [] // filled backwards once the goal is found
  const iterations: Iteration[] = []
  let nextBound = Infinity
  let cost = 0 // the solution's cost, once found
  const watch = options.observer // the trace view's observer: it gets node objects; the race has none
  const trail: Node<S, M>[] = [] // with an observer only: the current path as nodes

  /** Depth-first below `state` (g: the path's cost; f = g + h within `bound`); true when the goal is found. */
  function search(
    state: S,
    key: number,
    parentKey: number,
    g: number,
    h: number,
    depth: number,
    bound: number,
  ) {
    tally.stored(depth + 1) // the states on the path
    if (problem.isGoal(state)) {
      cost = g
      watch?.goal?.(trail[depth])
      return true
    }
    watch?.expand(trail[depth], h, () => [])
    const level = (children[depth] ??= { states: [], moves: [] })
    tally.admit() // the node budget is exact: never a node past it
    const count = expand(state, level.states, level.moves)
    tally.expand(g, count)
    const born = watch ? observeChildren(problem, watch, trail[depth], level, count, parentKey) : null
    for (let k = 0; k < count; k++) {
      const child = level.states[k]
      const childKey = problem.key(child)
      if (childKey === parentKey) continue // never undo the last move
      const move = level.moves[k]
      const step = problem.cost ? problem.cost(state, move, child) : 1
      const childH = problem.hAfter ? problem.hAfter(state, h, move, child) : problem.h(child)
      const f = g + step + childH
      if (f > bound) {
        if (f < nextBound) nextBound = f // cut off: the next bound is the smallest f cut off
        continue
      }
      if (born) trail[depth + 1] = born[k]
      if (search(child, childKey, key, g + step, childH, depth + 1, bound)) {
        solution.push(move)
        return true
      }
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
    const before = tally.expanded
    const found = search(problem.start, startKey, -1, 0, h0, 0, bound)
    iterations.push({ bound, expanded: tally.expanded - before })
    if (found) return { ...tally.result(solution.reverse(), cost), iterations }
    tally.checkIn(bound)
  }
  return { ...tally.result(null), iterations }
}
// #endregion idastar

/** The children of `parent` as nodes, each reported to the observer (undoing the last move: a duplicate). */
function observeChildren<S, M>(
  problem: Problem<S, M>,
  watch: NonNullable<SearchOptions<S, M>['observer']>,
  parent: Node<S, M>,
  level: { states: S[]; moves: M[] },
  count: number,
  parentKey: number,
): Node<S, M>[] {
  const born: Node<S, M>[] = []
  for (let k = 0; k < count; k++) {
    born.push(childNode(problem, parent, level.states[k], level.moves[k]))
    watch.generate(born[k], problem.h(born[k].state), born[k].key === parentKey ? 'duplicate' : 'new')
  }
  return born
}
