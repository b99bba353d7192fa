/**
 * A* and IDA* on sliding boards: the search lab's algorithms (src/solvers/search/best-first.ts,
 * idastar.ts) run on the sliding puzzle as a search problem (src/solvers/search/sliding.ts), for
 * any board up to the 15-puzzle. They are what the article shows and the comparison runs; the
 * 15-puzzle's solver runs the fast twin (ida-fast.ts), which a test holds to the same nodes.
 *
 * Vocabulary:
 *   heuristic  'manhattan', 'linear-conflict' or 'pdb' (additive pattern databases, pdb.ts: the
 *              tables passed in). Manhattan distance is updated by the moved tile's term; linear
 *              conflict and the tables are looked up again at every position.
 *   expanded   nodes whose children were generated, over all of IDA*'s iterations (the classic count).
 *   iterations IDA*'s bounds on f = g + h, each with the nodes it expanded.
 *   order      A*'s first expansions, as boards, for the widget that steps through them.
 *   budget     nodes (and, for A*, bytes) a search may use; past it, BudgetError.
 */
import type { BudgetOptions } from '../contract.ts'
import { aStar as bestFirstAStar, BEST_FIRST_NODE_BYTES } from '../search/best-first.ts'
import { idaStar as genericIdaStar } from '../search/idastar.ts'
import type { Iteration } from '../search/problem.ts'
import { slidingHeuristic, slidingProblem, tilesOf } from '../search/sliding.ts'
import type { Board, Move, Tiles } from './model.ts'
import { isReachable } from './parity.ts'
import type { PatternDb } from './pdb.ts'

export type HeuristicName = 'manhattan' | 'linear-conflict' | 'pdb'
export type IdaOptions = BudgetOptions & { heuristic?: HeuristicName; pdb?: PatternDb }
export type IdaResult = { moves: Move[]; expanded: number; iterations: Iteration[] }
export type AStarOptions = IdaOptions & { trace?: number }
export type AStarResult = { moves: Move[]; expanded: number; order: number[][] }

/** What A* keeps per position, for --max-memory: its nodes (see best-first.ts). */
export const ASTAR_BYTES_PER_POSITION = BEST_FIRST_NODE_BYTES

/** The heuristic as a function of the tiles; 'pdb' needs tables built for `goal`. */
export function heuristicFunction(
  goal: Board,
  kind: HeuristicName,
  pdb?: PatternDb,
): (tiles: Tiles) => number {
  return slidingHeuristic(goal, checked({ heuristic: kind, pdb }), pdb)
}

/** An optimal solution by IDA*, or null when parity says the goal cannot be reached. */
export function idaStar(start: Board, goal: Board, options: IdaOptions = {}): IdaResult | null {
  if (!isReachable(start, goal)) return null
  const problem = slidingProblem(start, goal, checked(options), 'unit', options.pdb)
  const r = genericIdaStar(problem, options)
  return { moves: r.moves, expanded: r.expanded, iterations: r.iterations }
}

/** An optimal solution by A*, or null when parity says the goal cannot be reached. */
export function aStar(start: Board, goal: Board, options: AStarOptions = {}): AStarResult | null {
  if (!isReachable(start, goal)) return null
  const problem = slidingProblem(start, goal, checked(options), 'unit', options.pdb)
  const order: number[][] = []
  const limit = options.trace ?? 0
  const observer =
    limit > 0
      ? {
          expand: (node: { state: number }) => {
            if (order.length < limit) order.push(Array.from(tilesOf(node.state, start.tiles.length)))
          },
          generate: () => {},
        }
      : undefined
  const r = bestFirstAStar(problem, { ...options, observer })
  return { moves: r.moves, expanded: r.expanded, order }
}

/** The heuristic named in `options`, after making sure 'pdb' comes with its tables. */
function checked(options: IdaOptions): HeuristicName {
  const heuristic = options.heuristic ?? 'manhattan'
  if (heuristic === 'pdb' && !options.pdb) throw new Error('The pattern database does not fit this goal.')
  return heuristic
}
