/**
 * Uniform-cost search (Dijkstra's algorithm, 1959, stopped at the goal): always expand the open
 * node whose path from the start is cheapest. It is breadth-first search for moves that cost
 * different amounts: with unit costs it expands states in order of depth, as BFS does; under
 * costs it still returns a cheapest solution, where BFS returns a shortest one in moves.
 *
 * Open list: a CostQueue (heap.ts), ordered by g, ties to the node queued first. When every move
 * costs the same, nodes are queued in order of g and the queue is just the range of their
 * numbers; with integer costs it is Dial's bucket queue, one FIFO bucket per value of g, so a node
 * goes in and out without a comparison; with other costs it is a binary heap. A node reached again
 * by a cheaper path is queued again and the old entry is skipped when it comes out ("lazy
 * deletion": cheaper than finding it in the queue; until the first such path, nothing is stale). A state's g is final when its cheapest node comes out. The goal
 * test is made when a node is taken out, not when it is generated: a cheaper path to the goal may
 * still be waiting in the queue (BFS can test on generation only because every move costs the
 * same). It is A* with h = 0, written out on its own.
 *
 * Nodes: like BFS, uniform-cost search keeps every node it queues, as parallel arrays rather than
 * one object each (node i is the state state[i], reached from node parent[i] by the move via[i] at
 * cost g[i]); `best` (a KeyTable, key-table.ts) names the cheapest node of each state seen. Node objects are made only for
 * an observer (the trace view), by observe.ts.
 */
import { movesTo } from './bfs.ts'
import { CostQueue } from './heap.ts'
import { KeyTable } from './key-table.ts'
import { observeUcs, type NodeArrays } from './observe.ts'
import { expander, fateOf, Tally, type Problem, type SearchOptions, type SearchResult } from './problem.ts'

// #region ucs
export function uniformCost<S, M>(
  problem: Problem<S, M>,
  options: SearchOptions<S, M> = {},
): SearchResult<M> {
  const tally = new Tally(options)
  const nodes: Required<NodeArrays<S, M>> = {
    state: [problem.start],
    parent: [-1],
    via: [undefined as M], // the start has no move
    g: [0],
  }
  const { state, parent, via, g } = nodes
  const best = new KeyTable() // every state seen → its cheapest node
  best.set(problem.key(problem.start), 0)
  const open = new CostQueue()
  open.push(0, 0)
  let closed = 0 // states whose g is final
  let reopened = 0 // cheaper paths found to states already queued: until one is, no entry is stale
  const expand = expander(problem)
  const states: S[] = [] // one expansion's successors, reused
  const moves: M[] = []
  const watch = options.observer ? observeUcs(problem, options.observer, nodes, best, open) : null
  while (open.size > 0) {
    const i = open.pop()
    if (reopened > 0 && best.get(problem.key(state[i])) !== i) continue // stale: a cheaper node was queued later
    if (problem.isGoal(state[i])) {
      watch?.goal(i)
      return tally.result(movesTo(i, parent, via), g[i])
    }
    closed++
    watch?.expand(i)
    tally.admit() // the node budget is exact: never a node past it
    const count = expand(state[i], states, moves)
    tally.expand(g[i], count)
    for (let k = 0; k < count; k++) {
      const childKey = problem.key(states[k])
      const childG = g[i] + (problem.cost ? problem.cost(state[i], moves[k], states[k]) : 1)
      const known = best.claim(childKey, state.length) // a new state's node is the next one
      const fate = fateOf(known < 0 ? undefined : g[known], childG)
      watch?.generate(i, states[k], moves[k], childG, fate)
      if (fate === 'duplicate') continue
      if (fate === 'better') {
        reopened++
        best.set(childKey, state.length)
      }
      open.push(state.length, childG)
      state.push(states[k])
      parent.push(i)
      via.push(moves[k])
      g.push(childG)
    }
    tally.stored(open.size + closed)
  }
  return tally.result(null)
}
// #endregion ucs
