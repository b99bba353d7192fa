/**
 * Breadth-first search: take the oldest node first, so nodes come out in order of depth and the
 * first path to the goal is a shortest one (every move costs one).
 *
 * Open list: a queue (an array read from a moving head, never shift()). Closed table: every key
 * ever generated, so no state enters the queue twice (a KeyTable, key-table.ts: typed arrays). The goal test is made when a node is
 * generated: on unit costs that is safe, and it saves expanding the whole last level.
 *
 * Nodes: BFS keeps every node it makes until the end (the path is read back from the last one),
 * so it stores them as three parallel arrays instead of one object each: node i is the state
 * queue[i], reached from node parent[i] by the move via[i]. That spares the garbage collector
 * a hundred thousand objects per 3×3 search (a quarter of the time, measured). Node objects are
 * made only for an observer (the trace view), by observe.ts.
 */
import { KeyTable } from './key-table.ts'
import { observeBfs } from './observe.ts'
import { expander, Tally, type Problem, type SearchOptions, type SearchResult } from './problem.ts'

// #region bfs
export function breadthFirst<S, M>(
  problem: Problem<S, M>,
  options: SearchOptions<S, M> = {},
): SearchResult<M> {
  const tally = new Tally(options)
  if (problem.isGoal(problem.start)) return tally.result([])
  const queue: S[] = [problem.start]
  const parent: number[] = [-1]
  const via: M[] = [undefined as M] // the start has no move
  const seen = new KeyTable() // the closed table
  seen.add(problem.key(problem.start))
  const expand = expander(problem)
  const states: S[] = []
  const moves: M[] = []
  const watch = options.observer ? observeBfs(problem, options.observer, { state: queue, parent, via }) : null
  let g = 0 // the depth of the node at head: the level of depth g ends before levelEnd
  for (let head = 0, levelEnd = 1; head < queue.length; head++) {
    if (head === levelEnd) {
      g++
      levelEnd = queue.length
    }
    watch?.expand(head)
    tally.admit() // the node budget is exact: never a node past it
    const count = expand(queue[head], states, moves)
    tally.expand(g, count)
    for (let k = 0; k < count; k++) {
      const fresh = seen.add(problem.key(states[k])) // added at once: a goal ends the search anyway
      watch?.generate(head, states[k], moves[k], fresh)
      if (!fresh) continue // a duplicate: dropped
      if (problem.isGoal(states[k])) {
        watch?.goal()
        return tally.result([...movesTo(head, parent, via), moves[k]])
      }
      queue.push(states[k])
      parent.push(head)
      via.push(moves[k])
    }
    tally.stored(seen.size) // open (the queue after head) + closed (before it): every node seen
  }
  return tally.result(null)
}

/** The moves from the start to node i, following parents back. */
export function movesTo<M>(i: number, parent: number[], via: M[]): M[] {
  const moves: M[] = []
  for (; i > 0; i = parent[i]) moves.push(via[i])
  return moves.reverse()
}
// #endregion bfs
