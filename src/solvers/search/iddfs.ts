/**
 * Iterative deepening: depth-first search to depth 0, then 1, then 2, …, each time from scratch.
 * The first depth at which the goal turns up is the length of a shortest solution, as with BFS,
 * but only the current path is stored. The repeated shallow levels are cheap next to the last
 * one (Korf 1985). No visited table: the only duplicate it avoids is the state it just came
 * from (for reversible puzzles, undoing the last move). It stops at `problem.depthBound`.
 */
import { Tally, type Problem, type SearchOptions, type SearchResult } from './problem.ts'

// #region iddfs
export function iterativeDeepening<S, M>(problem: Problem<S, M>, options: SearchOptions<S, M> = {}): SearchResult<M> {
  const tally = new Tally(options)
  const maxDepth = problem.depthBound ?? Infinity
  const path: M[] = [] // the moves from the start to the current state: all that is stored

  /** Depth-first below `state` (key `key`, reached from `parentKey`) down to `limit`. */
  function limited(state: S, key: number, parentKey: number, limit: number): boolean {
    tally.stored(path.length + 1) // the states on the path
    if (problem.isGoal(state)) return true
    if (path.length === limit) return false
    const successors = problem.successors(state)
    tally.expand(path.length, successors.length)
    for (const s of successors) {
      const childKey = problem.key(s.state)
      if (childKey === parentKey) continue // never undo the last move
      path.push(s.move)
      if (limited(s.state, childKey, key, limit)) return true
      path.pop()
    }
    return false
  }

  const startKey = problem.key(problem.start)
  for (let limit = 0; limit <= maxDepth; limit++) {
    if (limited(problem.start, startKey, -1, limit)) return tally.result(path.slice())
    tally.checkIn(limit)
  }
  return tally.result(null)
}
// #endregion iddfs
