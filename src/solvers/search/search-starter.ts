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

/** The same starter in Python: `def search(problem)`, successors as (state, move, cost) tuples. */
export const SEARCH_STARTER_PY = `# A search over the article's Problem (each successor also has a cost).
# Return the moves from problem.start to a goal, or None if there is none.
# States are opaque: pass them back to the problem.
#   problem.start: the start state
#   problem.is_goal(s): True at a goal
#   problem.successors(s): a list of (state, move, cost) tuples
#   problem.key(s): a number naming the state
#   problem.h(s): a guess of the cost left (admissible, consistent)
from collections import deque

# This is breadth-first search. Turn it into uniform-cost search, then A*.
def search(problem):
    open_list = deque([(problem.start, 0, [])])  # (state, g, moves)
    reached = {problem.key(problem.start)}  # the visited set
    while open_list:
        # TODO: take the open node with the smallest g (A*: g + h), not the
        # oldest (heapq.heappush / heappop with (g, count, ...) entries).
        state, g, moves = open_list.popleft()
        # The goal test when a node is taken out: the same loop serves UCS and A*.
        if problem.is_goal(state):
            return moves
        for child, move, cost in problem.successors(state):
            key = problem.key(child)
            # TODO: remember the cheapest g reached for each key and push a state
            # again when a cheaper path reaches it (then skip the stale entry).
            if key in reached:
                continue
            reached.add(key)
            open_list.append((child, g + cost, moves + [move]))
    return None
`

/** A right uniform-cost search (the model answer the tests and the bench check): oldest first among equal g. */
export const SEARCH_MODEL = `export default function search(problem: any): unknown[] | null {
  const open = [{ state: problem.start, g: 0, moves: [] as unknown[] }]
  const best = new Map([[problem.key(problem.start), 0]])
  const expanded = new Set()
  while (open.length > 0) {
    let i = 0
    for (let k = 1; k < open.length; k++) if (open[k].g < open[i].g) i = k
    const node = open.splice(i, 1)[0]
    const key = problem.key(node.state)
    if (expanded.has(key)) continue
    if (problem.isGoal(node.state)) return node.moves
    expanded.add(key)
    for (const s of problem.successors(node.state)) {
      const k2 = problem.key(s.state)
      const g = node.g + s.cost
      if (best.has(k2) && best.get(k2)! <= g) continue
      best.set(k2, g)
      open.push({ state: s.state, g, moves: [...node.moves, s.move] })
    }
  }
  return null
}
`

/** The same uniform-cost search in Python, with a heap: (g, count) keeps ties oldest first, as above. */
export const SEARCH_MODEL_PY = `import heapq

def search(problem):
    count = 0
    open_list = [(0, count, problem.start, [])]  # (g, order pushed, state, moves)
    best = {problem.key(problem.start): 0}  # the cheapest g pushed for each key
    expanded = set()
    while open_list:
        g, _, state, moves = heapq.heappop(open_list)
        key = problem.key(state)
        if key in expanded:
            continue  # a stale entry: a cheaper one was expanded
        if problem.is_goal(state):
            return moves
        expanded.add(key)
        for child, move, cost in problem.successors(state):
            k = problem.key(child)
            if k in best and best[k] <= g + cost:
                continue
            best[k] = g + cost
            count += 1
            heapq.heappush(open_list, (g + cost, count, child, moves + [move]))
    return None
`
