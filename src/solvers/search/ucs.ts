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
 * cost g[i]); `best` names the cheapest node of each state seen. Node objects are made only for
 * an observer (the frontier view).
 */
import { movesTo } from './bfs.ts'
import { CostQueue } from './heap.ts'
import {
  expander,
  fateOf,
  Tally,
  type Node,
  type Observer,
  type Problem,
  type SearchOptions,
  type SearchResult,
} from './problem.ts'

// #region ucs
export function uniformCost<S, M>(
  problem: Problem<S, M>,
  options: SearchOptions<S, M> = {},
): SearchResult<M> {
  const tally = new Tally(options)
  const nodes: Nodes<S, M> = {
    state: [problem.start],
    parent: [-1],
    via: [undefined as M], // the start has no move
    g: [0],
  }
  const { state, parent, via, g } = nodes
  const best = new Map<number, number>([[problem.key(problem.start), 0]]) // every state seen → its cheapest node
  const open = new CostQueue()
  open.push(0, 0)
  let closed = 0 // states whose g is final
  let reopened = 0 // cheaper paths found to states already queued: until one is, no entry is stale
  const expand = expander(problem)
  const states: S[] = [] // one expansion's successors, reused
  const moves: M[] = []
  const watch = options.observer ? observe(problem, options.observer, nodes, best, open) : null
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
      const known = best.get(childKey)
      const fate = fateOf(known === undefined ? undefined : g[known], childG)
      watch?.generate(i, states[k], moves[k], childG, fate)
      if (fate === 'duplicate') continue
      if (fate === 'better') reopened++
      best.set(childKey, state.length)
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

type Nodes<S, M> = { state: S[]; parent: number[]; via: M[]; g: number[] }

/** What the observer hears, with node objects made from the arrays (the same object for node i every time). */
function observe<S, M>(
  problem: Problem<S, M>,
  observer: Observer<S, M>,
  nodes: Nodes<S, M>,
  best: Map<number, number>,
  open: CostQueue,
) {
  const made: Node<S, M>[] = []
  const nodeAt = (i: number): Node<S, M> => {
    const chain: number[] = [] // node i and its ancestors not made yet, made from the top down
    for (let j = i; j >= 0 && !made[j]; j = nodes.parent[j]) chain.push(j)
    for (let k = chain.length - 1; k >= 0; k--) {
      const j = chain[k]
      const up = nodes.parent[j] < 0 ? null : made[nodes.parent[j]]
      made[j] = {
        state: nodes.state[j],
        key: problem.key(nodes.state[j]),
        g: nodes.g[j],
        move: up ? nodes.via[j] : null,
        parent: up,
      }
    }
    return made[i]
  }
  return {
    expand(i: number): void {
      const waiting = (): { node: Node<S, M>; h: number }[] =>
        open
          .entries()
          .filter((j) => best.get(problem.key(nodes.state[j])) === j)
          .map((j) => ({ node: nodeAt(j), h: 0 }))
      observer.expand(nodeAt(i), 0, waiting)
    },
    /** A child of node i; a queued one becomes node nodes.state.length, so it is made there. */
    generate(i: number, state: S, move: M, g: number, fate: 'new' | 'better' | 'duplicate'): void {
      const node: Node<S, M> = { state, key: problem.key(state), g, move, parent: nodeAt(i) }
      if (fate !== 'duplicate') made[nodes.state.length] = node
      observer.generate(node, 0, fate)
    },
    goal(i: number): void {
      observer.goal?.(nodeAt(i))
    },
  }
}
