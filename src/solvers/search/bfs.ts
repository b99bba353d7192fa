/**
 * Breadth-first search: take the oldest node first, so nodes come out in order of depth and the
 * first path to the goal is a shortest one (every move costs one).
 *
 * Open list: a queue (an array read from a moving head, never shift()). Closed table: every key
 * ever generated, so no state enters the queue twice. The goal test is made when a node is
 * generated: on unit costs that is safe, and it saves expanding the whole last level.
 *
 * Nodes: BFS keeps every node it makes until the end (the path is read back from the last one),
 * so it stores them as three parallel arrays instead of one object each: node i is the state
 * queue[i], reached from node parent[i] by the move via[i]. That spares the garbage collector
 * a hundred thousand objects per 3×3 search (a quarter of the time, measured). Node objects are
 * made only for an observer (the frontier view), by `nodeAt`.
 */
import { expander, Tally, type Node, type Problem, type SearchOptions, type SearchResult } from './problem.ts'

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
  const seen = new Set<number>([problem.key(problem.start)]) // the closed table
  const expand = expander(problem)
  const states: S[] = []
  const moves: M[] = []
  const watch = options.observer ? observe(problem, options.observer, queue, parent, via) : null
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
      const key = problem.key(states[k])
      const fresh = !seen.has(key)
      watch?.generate(head, states[k], moves[k], fresh)
      if (!fresh) continue // a duplicate: dropped
      if (problem.isGoal(states[k])) {
        watch?.goal()
        return tally.result([...movesTo(head, parent, via), moves[k]])
      }
      seen.add(key)
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

/** What the observer hears, with node objects made from the arrays (the same object for node i every time). */
function observe<S, M>(
  problem: Problem<S, M>,
  observer: NonNullable<SearchOptions<S, M>['observer']>,
  queue: S[],
  parent: number[],
  via: M[],
) {
  const made: Node<S, M>[] = []
  const nodeAt = (i: number): Node<S, M> => {
    if (!made[i]) {
      const up = i === 0 ? null : nodeAt(parent[i])
      made[i] = {
        state: queue[i],
        key: problem.key(queue[i]),
        g: up ? up.g + 1 : 0,
        move: up ? via[i] : null,
        parent: up,
      }
    }
    return made[i]
  }
  return {
    expand(head: number): void {
      const open = (): { node: Node<S, M>; h: number }[] =>
        queue.slice(head + 1).map((s, k) => ({ node: nodeAt(head + 1 + k), h: problem.h(s) }))
      observer.expand(nodeAt(head), problem.h(queue[head]), open)
    },
    generate(head: number, state: S, move: M, fresh: boolean): void {
      // A new node becomes node queue.length when it is pushed; a duplicate is never pushed.
      const node: Node<S, M> = fresh
        ? (made[queue.length] = {
            state,
            key: problem.key(state),
            g: nodeAt(head).g + 1,
            move,
            parent: nodeAt(head),
          })
        : { state, key: problem.key(state), g: nodeAt(head).g + 1, move, parent: nodeAt(head) }
      observer.generate(node, problem.h(state), fresh ? 'new' : 'duplicate')
    },
    /** The node just generated (fresh, so kept at made[queue.length]) is the goal. */
    goal(): void {
      observer.goal?.(made[queue.length])
    },
  }
}
