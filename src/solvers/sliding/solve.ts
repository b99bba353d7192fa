/**
 * One entry point over every solver: what the CLI, the worker and the tests call.
 *
 * Vocabulary:
 *   algorithm  'bfs' (boards up to 10 cells), 'astar' or 'idastar'. A* and IDA* use the
 *              additive pattern databases of pdb.ts, built once per goal and kept (the last
 *              goal only, so memory stays bounded).
 *   Solution   the tiles that slide, in order, and how many nodes the search expanded; or the
 *              parity reason when the goal is unreachable.
 */
import { type Board, type Move } from './model.ts'
import { bfsPath, MAX_BFS_CELLS, type SearchOptions } from './bfs.ts'
import { aStar } from './astar.ts'
import { idaStar, type HeuristicName } from './idastar.ts'
import { idaStarPdb } from './ida-fast.ts'
import { buildPatternDb, pdbFits, type PatternDb } from './pdb.ts'
import { solvability } from './parity.ts'
import { checkSameShape } from './notation.ts'

export const ALGORITHMS = ['bfs', 'astar', 'idastar'] as const
export type Algorithm = (typeof ALGORITHMS)[number]
export type Solution =
  | { status: 'solved'; moves: Move[]; expanded: number }
  | { status: 'unreachable'; reason: string }

let cached: PatternDb | null = null

/**
 * Takes tables built elsewhere (the page hands the worker the ones an earlier worker built, so a
 * Cancel or another widget does not mean building them again). Ignored when `db` is null.
 */
export function adoptPatternDb(db: PatternDb | null | undefined): void {
  if (db) cached = db
}

/** The pattern databases for `goal`, built on first use and kept for the next solve. */
export function patternDbFor(goal: Board, options: SearchOptions = {}): PatternDb {
  if (!cached || !pdbFits(cached, goal)) {
    cached = null
    cached = buildPatternDb(goal, options)
  }
  return cached
}

/** An optimal solution of `start` → `goal` with the chosen algorithm. */
export function solve(start: Board, goal: Board, algorithm: Algorithm, options: SearchOptions & { heuristic?: HeuristicName; maxExpanded?: number } = {}): Solution {
  checkSameShape(start, goal)
  const parity = solvability(start, goal)
  if (!parity.reachable) return { status: 'unreachable', reason: parity.reason }
  if (algorithm === 'bfs') {
    if (start.tiles.length > MAX_BFS_CELLS) throw new RangeError(`BFS handles boards of up to ${MAX_BFS_CELLS} cells; use A* or IDA* for ${start.width}×${start.height}.`)
    const r = bfsPath(start, goal, options)!
    return { status: 'solved', moves: r.moves, expanded: r.expanded }
  }
  const heuristic = options.heuristic ?? 'pdb'
  const pdb = heuristic === 'pdb' ? patternDbFor(goal, { signal: options.signal }) : undefined
  const r = algorithm === 'astar'
    ? aStar(start, goal, { ...options, heuristic, pdb })!
    : pdb && options.maxExpanded === undefined
      ? idaStarPdb(start, goal, pdb, options)! // the fast twin, same nodes (tested)
      : idaStar(start, goal, { ...options, heuristic, pdb })!
  return { status: 'solved', moves: r.moves, expanded: r.expanded }
}
