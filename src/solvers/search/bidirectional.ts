/**
 * Bidirectional breadth-first search (Pohl 1971): one BFS from the start, one backwards from the
 * goal, a whole level at a time, always growing the smaller frontier. When a new node of one side
 * is already known to the other, a path has been found; the level is finished and the shortest
 * meeting kept, which makes the result a shortest solution. Each side reaches only about half the
 * depth, so on a branching factor b it stores about 2·b^(d/2) nodes instead of b^d.
 *
 * Needs `problem.goal` and `problem.predecessors` (the moves into a state). A backward node's
 * `move` leads from its state to its parent's, so reading parents forward gives the second half.
 */
import {
  childNode,
  pathTo,
  rootNode,
  Tally,
  type Node,
  type Problem,
  type SearchOptions,
  type SearchResult,
} from './problem.ts'

type Side<S, M> = {
  frontier: Node<S, M>[]
  seen: Map<number, Node<S, M>>
  next: (s: S) => { state: S; move: M }[]
}

// #region bidirectional
export function bidirectional<S, M>(
  problem: Problem<S, M>,
  options: SearchOptions<S, M> = {},
): SearchResult<M> {
  if (problem.goal === undefined || !problem.predecessors)
    throw new Error('Bidirectional search needs the goal state and predecessors.')
  const tally = new Tally(options)
  const start = rootNode(problem)
  const goal: Node<S, M> = {
    state: problem.goal,
    key: problem.key(problem.goal),
    g: 0,
    move: null,
    parent: null,
  }
  if (start.key === goal.key) return tally.result([])
  const forward: Side<S, M> = {
    frontier: [start],
    seen: new Map([[start.key, start]]),
    next: (s) => problem.successors(s),
  }
  const backward: Side<S, M> = {
    frontier: [goal],
    seen: new Map([[goal.key, goal]]),
    next: (s) => problem.predecessors!(s),
  }
  while (forward.frontier.length > 0 && backward.frontier.length > 0) {
    const growForward = forward.frontier.length <= backward.frontier.length
    const [side, other] = growForward ? [forward, backward] : [backward, forward]
    let best: { length: number; a: Node<S, M>; b: Node<S, M> } | null = null
    const level: Node<S, M>[] = []
    for (const node of side.frontier) {
      tally.admit() // the node budget is exact: never a node past it
      options.observer?.expand(
        node,
        problem.h(node.state),
        () =>
          [...side.frontier.slice(side.frontier.indexOf(node) + 1), ...level].map((n) => ({
            node: n,
            h: problem.h(n.state),
          })),
        growForward ? 'forward' : 'backward',
      )
      const successors = side.next(node.state)
      tally.expand(node.g, successors.length)
      for (const s of successors) {
        if (side.seen.has(problem.key(s.state))) {
          options.observer?.generate(
            childNode(problem, node, s.state, s.move),
            problem.h(s.state),
            'duplicate',
          )
          continue
        }
        const child = childNode(problem, node, s.state, s.move)
        options.observer?.generate(child, problem.h(child.state), 'new')
        side.seen.set(child.key, child)
        level.push(child)
        const met = other.seen.get(child.key)
        if (met && (!best || child.g + met.g < best.length))
          best = { length: child.g + met.g, a: child, b: met }
      }
    }
    tally.stored(forward.seen.size + backward.seen.size)
    if (best) options.observer?.goal?.(growForward ? best.a : best.b, growForward ? best.b : best.a)
    if (best) return tally.result(joinPaths(growForward ? best.a : best.b, growForward ? best.b : best.a))
    side.frontier = level
  }
  return tally.result(null)
}

/** The forward half's moves, then the backward half's read from the meeting point to the goal. */
function joinPaths<S, M>(fromStart: Node<S, M>, toGoal: Node<S, M>): M[] {
  const moves = pathTo(fromStart)
  for (let n: Node<S, M> | null = toGoal; n?.parent; n = n.parent) moves.push(n.move as M)
  return moves
}
// #endregion bidirectional
