/**
 * The search article's study layer (pure, build time, unit-tested in tests/unit/search-study.test.ts):
 * each algorithm in short pseudocode, the table of what each one guarantees, and one small A*
 * worked by hand, recorded from the real search (trace.ts), not re-enacted.
 */
import { traceSearch, type TraceNode } from '../../src/solvers/search/trace.ts'
import { slidingProblem, tilesOf } from '../../src/solvers/search/sliding.ts'
import { formatBoard, parseBoard } from '../../src/solvers/sliding/notation.ts'

/** Short pseudocode, one line per step, the same words for every algorithm. */
export const PSEUDOCODE = {
  dfs: `DFS(start, bound):
  stack ← [start]; depth[start] ← 0
  while stack is not empty:
    n ← pop the newest node
    if n is the goal: return its path
    if g(n) < bound:
      for each child c of n:
        if c was never seen, or only deeper than g(c):
          depth[c] ← g(c); push c
  return failure`,
  bfs: `BFS(start):
  queue ← [start]; seen ← {start}
  while queue is not empty:
    n ← take the oldest node
    for each child c of n:
      if c is the goal: return its path
      if c not in seen: add c to seen; append c
  return failure`,
  iddfs: `IDDFS(start):
  for limit ← 0, 1, 2, …:
    result ← depth-limited DFS(start, limit)
      (keeps only the current path; never undoes the last move)
    if result is a path: return it`,
  bidirectional: `BIDIRECTIONAL-BFS(start, goal):
  grow a BFS from start and one from goal (on reversed moves)
  repeat: expand one whole level of the smaller side
    if a new state is already known to the other side:
      return the path through it (the shortest meeting point of that level)`,
  ucs: `UCS(start):            (Dijkstra’s algorithm)
  open ← {start with g = 0}
  while open is not empty:
    n ← take the node with the smallest g
    if n is the goal: return its path
    for each child c: g(c) ← g(n) + cost(n, c)
      if c is new, or g(c) beats its best g: add c to open`,
  bestFirst: `BEST-FIRST(start, priority):
  open ← {start}; best_g[start] ← 0
  while open is not empty:
    n ← take the node with the smallest priority
        (ties: the larger g, then the older node)
    if n is the goal: return its path
    for each child c of n, g(c) = g(n) + 1:
      if c is new, or g(c) < best_g[c]:
        best_g[c] ← g(c); add c to open   (re-adding an expanded c reopens it)

  greedy: priority = h     A*: g + h     weighted A*: g + w·h`,
  idastar: `IDA*(start):
  bound ← h(start)
  loop:
    t ← DFS from start that cuts off any node with f = g + h > bound,
        remembering the smallest f it cut off
    if the DFS reached the goal: return its path
    bound ← t        (the next bound is the smallest f above the last)`,
} as const

export type PseudoName = keyof typeof PSEUDOCODE

/**
 * What each algorithm guarantees, as the textbooks state it (Russell and Norvig, 4th edition,
 * figure 3.15 and section 3.5). b is the branching factor, d the depth of the shallowest goal,
 * m the maximum depth, C* the cost of an optimal solution and ε the smallest move cost.
 */
export const PROPERTIES: readonly {
  algorithm: string
  complete: string
  optimal: string
  time: string
  space: string
}[] = [
  {
    algorithm: 'Depth-first (bounded)',
    complete: 'Only if the bound is at least d',
    optimal: 'No',
    time: 'O(b^m) for bound m',
    space: 'O(b·m) path; here O(states) for its visited table',
  },
  {
    algorithm: 'Breadth-first',
    complete: 'Yes (finite b)',
    optimal: 'Yes, when every move costs the same',
    time: 'O(b^d)',
    space: 'O(b^d)',
  },
  {
    algorithm: 'Iterative deepening',
    complete: 'Yes',
    optimal: 'Yes, when every move costs the same',
    time: 'O(b^d)',
    space: 'O(b·d)',
  },
  {
    algorithm: 'Bidirectional BFS',
    complete: 'Yes',
    optimal: 'Yes, when every move costs the same',
    time: 'O(b^(d/2))',
    space: 'O(b^(d/2))',
  },
  {
    algorithm: 'Uniform-cost (Dijkstra)',
    complete: 'Yes (costs ≥ ε > 0)',
    optimal: 'Yes, for any non-negative costs',
    time: 'O(b^(1+⌊C*/ε⌋))',
    space: 'O(b^(1+⌊C*/ε⌋))',
  },
  {
    algorithm: 'Greedy best-first',
    complete: 'Yes on a finite space with duplicate detection',
    optimal: 'No',
    time: 'O(b^m) worst case; far less with a good h',
    space: 'O(b^m) worst case',
  },
  {
    algorithm: 'A*',
    complete: 'Yes',
    optimal: 'Yes, with an admissible h (reopening nodes if h is inconsistent)',
    time: 'Exponential in d in general; fewer nodes the closer h is to the true distance',
    space: 'Every node generated',
  },
  {
    algorithm: 'Weighted A* (w > 1)',
    complete: 'Yes',
    optimal: 'No: at most w times the shortest, with an admissible h',
    time: 'Usually far less than A*',
    space: 'Every node generated',
  },
  {
    algorithm: 'IDA*',
    complete: 'Yes',
    optimal: 'Yes, with an admissible h',
    time: 'Like A*, times the number of bounds, plus repeated states',
    space: 'O(d): the current path',
  },
]

/** The worked example: a 3×2 board, its goal, and Manhattan distance. */
export const WORKED = { board: '4 0 2/5 1 3', goal: '1 2 3/4 5 0', heuristic: 'manhattan' as const }

export type WorkedEntry = { board: string; g: number; h: number; f: number }
type WorkedChild = WorkedEntry & { fate: 'new' | 'duplicate' | 'better' }
type WorkedStep = {
  /** The open list before the choice, in the order A* takes it (the chosen node first). */
  open: WorkedEntry[]
  chosen: WorkedEntry
  /** Why the chosen node comes first (a tie named and broken). */
  why: string
  children: WorkedChild[]
}
export type Worked = {
  steps: WorkedStep[]
  goal: WorkedEntry
  length: number
  expanded: number
  generated: number
}

/** Why the first entry of an open list (in A*'s order) is taken: its f, and the tie rule when others share it. */
export function whyChosen(open: readonly WorkedEntry[]): string {
  const [first, ...rest] = open
  const tied = rest.filter((e) => e.f === first.f)
  if (tied.length === 0) return `the only node with the smallest f, ${first.f}`
  const sameG = tied.filter((e) => e.g === first.g).length
  const others = `${tied.length} other${tied.length === 1 ? '' : 's'}`
  if (sameG === 0) return `f = ${first.f} ties with ${others}; the larger g (${first.g}) wins`
  return `f = ${first.f} ties with ${others}, ${sameG} of them with the same g; the older node wins`
}

/** A* on the worked example, every expansion, recorded from the real search. */
export function workedAStar(): Worked {
  const board = parseBoard(WORKED.board)
  const goal = parseBoard(WORKED.goal)
  const trace = traceSearch(slidingProblem(board, goal, WORKED.heuristic), 'astar', { limit: 100 })
  // The search's states are encoded integers (sliding.ts); the page shows them in the notation.
  const entry = (n: TraceNode<number>): WorkedEntry => ({
    board: formatBoard({
      width: board.width,
      height: board.height,
      tiles: tilesOf(n.state, board.tiles.length),
    }),
    g: n.g,
    h: n.h,
    f: n.g + n.h,
  })
  const steps = trace.steps.map((s) => {
    const open = s.open.map(entry)
    return {
      open,
      chosen: entry(s.node),
      why: whyChosen(open),
      children: s.children.map((c) => ({ ...entry(c), fate: c.fate })),
    }
  })
  const moves = trace.result.moves ?? []
  return {
    steps,
    goal: { board: WORKED.goal, g: moves.length, h: 0, f: moves.length },
    length: moves.length,
    expanded: trace.result.expanded,
    generated: trace.result.generated,
  }
}
