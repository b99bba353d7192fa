/**
 * The lesson "uniform-cost search vs A*": a prepared 8-puzzle position where moving tile k costs
 * k and the cheapest solution is longer than the shortest, its class link to the race (costs on,
 * three algorithms), and every number the lesson quotes, computed by the solvers when the site is
 * built. `costFacts(board)` recomputes them from a link's own text (the unit test does).
 */
import { defaultGoal, shuffle } from '../../src/solvers/sliding/model.ts'
import { formatBoard, parseBoard } from '../../src/solvers/sliding/notation.ts'
import { runAlgorithm } from '../../src/solvers/search/algorithms.ts'
import { slidingProblem } from '../../src/solvers/search/sliding.ts'
import { uniformCost } from '../../src/solvers/search/ucs.ts'
import { mulberry32 } from '../../src/solvers/random.ts'

/** What the race opens with: the three algorithms the lesson compares, tile costs on. */
const COST_LESSON_SETTINGS: readonly (readonly [string, string])[] = [
  ['cost', 'tile'],
  ['algorithms', 'bfs,ucs,astar'],
]

export type CostFacts = {
  board: string
  /** The shortest solution in moves (breadth-first search), and what it costs under tile costs. */
  shortestMoves: number
  shortestCost: number
  /** The cheapest solution (uniform-cost search): its cost and its length. */
  cheapestCost: number
  cheapestMoves: number
  /** Nodes expanded for the cheapest solution: uniform-cost search, and A* with Manhattan priced by tile. */
  ucsExpanded: number
  astarExpanded: number
  /** A* with plain Manhattan distance (moves, not cost): admissible, weaker. */
  astarUnpricedExpanded: number
}

/** The lesson's numbers for `board` (3×3, toward the default goal), from the solvers. */
export function costFacts(board: string): CostFacts {
  const start = parseBoard(board)
  const goal = defaultGoal(start.width, start.height)
  const ucs = uniformCost(slidingProblem(start, goal, 'zero', 'tile'))
  const bfs = runAlgorithm(slidingProblem(start, goal, 'zero', 'tile'), { algorithm: 'bfs' })
  const astar = runAlgorithm(slidingProblem(start, goal, 'manhattan', 'tile'), { algorithm: 'astar' })
  const unpriced = runAlgorithm(
    { ...slidingProblem(start, goal, 'zero', 'tile'), h: slidingProblem(start, goal, 'manhattan').h },
    { algorithm: 'astar' },
  )
  if (!ucs.found || !bfs.found || astar.cost !== ucs.cost || unpriced.cost !== ucs.cost)
    throw new Error(`${board}: the solvers disagree on the cheapest cost`)
  return {
    board,
    shortestMoves: bfs.moves.length,
    shortestCost: bfs.cost,
    cheapestCost: ucs.cost,
    cheapestMoves: ucs.moves.length,
    ucsExpanded: ucs.expanded,
    astarExpanded: astar.expanded,
    astarUnpricedExpanded: unpriced.expanded,
  }
}

/**
 * The first seeded walk from the goal whose cheapest solution takes more moves than its shortest,
 * 14 to 20 moves away (the race finishes at once): the position where the two notions part.
 */
export function costLessonPosition(): CostFacts {
  const goal = defaultGoal(3, 3)
  const random = mulberry32(2027)
  for (let tries = 0; tries < 500; tries++) {
    const board = formatBoard(shuffle(goal, 40, random))
    const f = costFacts(board)
    if (f.shortestMoves >= 14 && f.shortestMoves <= 20 && f.cheapestMoves > f.shortestMoves) return f
  }
  throw new Error('No walk gave a cheapest solution longer than the shortest.')
}

/** The class link: the race on `board` with tile costs and the three algorithms, in class mode. */
export function costLessonLink(board: string): string {
  const params = new URLSearchParams([
    ['board', board],
    ...COST_LESSON_SETTINGS.map(([k, v]) => [k, v]),
    ['mode', 'class'],
  ])
  return `/search-algorithms/?${params.toString()}#race`
}
