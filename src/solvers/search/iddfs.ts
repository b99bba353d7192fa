/**
 * Iterative deepening: depth-first search to depth 0, then 1, then 2, …, each time from scratch.
 * The first depth at which the goal turns up is the length of a shortest solution, as with BFS,
 * but only the current path is stored. The repeated shallow levels are cheap next to the last
 * one (Korf 1985). No visited table: the only duplicate it avoids is the state it just came
 * from (for reversible puzzles, undoing the last move). It stops at `problem.depthBound`.
 *
 * It expands far more nodes than any other algorithm here (2.2 million per position on average
 * over the bench's 100 random 3×3 positions, about 85 million on a farthest one, 31 moves away),
 * so it is written for speed without hiding the idea: successors come through `expander` into
 * one pair of arrays per depth, made once and reused by every iteration, and the moves of the
 * solution are collected on the way back out of the recursion, so nothing is allocated or pushed
 * per node. The sliding race runs the same search written for the tiles (sliding-iddfs.ts, held
 * to this one's solutions and counts by a unit test); the trace view and the experiment run this one.
 */
import { watchedExpander } from './observe.ts'
import { expander, Tally, type Problem, type SearchOptions, type SearchResult } from './problem.ts'

// #region iddfs
export function iterativeDeepening<S, M>(
  problem: Problem<S, M>,
  options: SearchOptions<S, M> = {},
): SearchResult<M> {
  const tally = new Tally(options)
  const maxDepth = problem.depthBound ?? Infinity
  const children: { states: S[]; moves: M[] }[] = [] // the successors at each depth of the path
  const solution: M[] = [] // filled backwards once the goal is found
  // The trace view's observer hears every expansion through the expander, so the race's loop has no check for it.
  const watch = options.observer ? watchedExpander(problem, options.observer, children) : null
  const expand = watch ?? expander(problem)

  /** Depth-first below `state` (at `depth`, reached from `parentKey`) down to `limit`. */
  function limited(state: S, key: number, parentKey: number, depth: number, limit: number): boolean {
    tally.stored(depth + 1) // the states on the path: all that is stored
    if (problem.isGoal(state)) {
      watch?.goal(key, depth)
      return true
    }
    if (depth === limit) return false
    const level = children[depth]
    tally.admit() // the node budget is exact: never a node past it
    const count = expand(state, level.states, level.moves)
    tally.expand(depth, count)
    for (let k = 0; k < count; k++) {
      const child = level.states[k]
      const childKey = problem.key(child)
      if (childKey === parentKey) continue // never undo the last move
      if (limited(child, childKey, key, depth + 1, limit)) {
        solution.push(level.moves[k])
        return true
      }
    }
    return false
  }

  const startKey = problem.key(problem.start)
  for (let limit = 0; limit <= maxDepth; limit++) {
    while (children.length < limit) children.push({ states: [], moves: [] })
    options.observer?.iteration?.(limit)
    if (limited(problem.start, startKey, -1, 0, limit)) return tally.result(solution.reverse())
    tally.checkIn(limit)
  }
  return tally.result(null)
}
// #endregion iddfs
