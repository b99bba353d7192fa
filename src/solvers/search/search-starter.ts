/**
 * The starter of "Your search" (a plain string, so the article, the tests and the bench share one
 * copy): breadth-first search over the article's Problem, with a cost on each successor, and the
 * TODOs that turn it into uniform-cost search and A*.
 */
export const SEARCH_STARTER = `// A search over the article's Problem (each successor also has a cost).
// Return the moves from problem.start to a goal, or null if there is none.
// States are opaque: pass them back to the problem; key(s) names one.
interface Problem<S, M> {
  start: S
  isGoal(state: S): boolean
  successors(state: S): { state: S; move: M; cost: number }[]
  key(state: S): number // a number naming the state
  h(state: S): number // a guess of the cost left (admissible, consistent)
}
type Node<S, M> = { state: S; g: number; moves: M[] }

// This is breadth-first search. Turn it into uniform-cost search, then A*.
export default function search<S, M>(problem: Problem<S, M>): M[] | null {
  const open: Node<S, M>[] = [{ state: problem.start, g: 0, moves: [] }]
  const reached = new Set<number>([problem.key(problem.start)]) // the visited set
  let head = 0
  while (head < open.length) {
    // TODO: take the open node with the smallest g (A*: g + h), not the oldest.
    const node = open[head++]
    // The goal test when a node is taken out: the same loop serves UCS and A*.
    if (problem.isGoal(node.state)) return node.moves
    for (const { state, move, cost } of problem.successors(node.state)) {
      const key = problem.key(state)
      // TODO: remember the cheapest g reached for each key and push a state
      // again when a cheaper path reaches it (then skip the stale entry).
      if (reached.has(key)) continue
      reached.add(key)
      open.push({ state, g: node.g + cost, moves: [...node.moves, move] })
    }
  }
  return null
}
`
