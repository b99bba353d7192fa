/**
 * One entry point over every solver: what the CLI, the worker and the tests call.
 *
 * Vocabulary:
 *   algorithm  'bfs' (boards up to 10 cells), 'astar' or 'idastar'. A* and IDA* use the
 *              additive pattern databases of pdb.ts, built once per goal and kept (the last
 *              goal only, so memory stays bounded).
 *   Solution   the tiles that slide, in order, and how many nodes the search expanded; or the
 *              parity reason when the goal is unreachable.
 *   budget     nodes (and for A*, bytes) a search may use; past it, BudgetError (the CLI's
 *              --max-nodes, --max-memory; exit 3). DEFAULT_BUDGETS are what the CLI uses.
 *   Korf frame a 4×4 goal with the blank in a corner is solved as Korf's goal (frame.ts), so
 *              one set of 6-6-3 tables serves every such goal.
 */
import type { Board, Move } from './model.ts'
import { bfsPath, MAX_BFS_CELLS } from './bfs.ts'
import { aStar, idaStar, type HeuristicName } from './search.ts'
import { idaStarPdb } from './ida-fast.ts'
import { buildPatternDb, pdbFits, type PatternDb } from './pdb.ts'
import { solvability } from './parity.ts'
import { checkSameShape } from './notation.ts'
import { KORF_GOAL, korfFrame } from './frame.ts'
import type { BudgetOptions, JobOptions } from '../contract.ts'

export const ALGORITHMS = ['bfs', 'astar', 'idastar'] as const

/**
 * The CLI's default budgets. IDA* with the 6-6-3 tables and the reflection needs at most a few
 * million nodes on Korf's instances, so a billion stops only a runaway (minutes of work); A*
 * keeps every position it sees, so it stops at 1 GB of them.
 */
export const DEFAULT_BUDGETS = {
  idastar: { maxNodes: 1_000_000_000 },
  astar: { maxNodes: 50_000_000, maxBytes: 1024 * 2 ** 20 },
} as const
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

/** True when the kept tables are for `goal` (no build needed). */
export function hasPatternDbFor(goal: Board): boolean {
  return cached !== null && pdbFits(cached, goal)
}

/** The pattern databases for `goal`, built on first use and kept for the next solve. */
export function patternDbFor(goal: Board, options: JobOptions = {}): PatternDb {
  if (!cached || !pdbFits(cached, goal)) {
    cached = null
    cached = buildPatternDb(goal, options)
  }
  return cached
}

/** An optimal solution of `start` → `goal` with the chosen algorithm. */
export function solve(
  start: Board,
  goal: Board,
  algorithm: Algorithm,
  options: BudgetOptions & {
    heuristic?: HeuristicName
    /** Runs the fast IDA* (default `idaStarPdb`; the CLI's runs it on several threads, with the same moves). */
    fastIda?: typeof idaStarPdb
  } = {},
): Solution {
  checkSameShape(start, goal)
  const parity = solvability(start, goal)
  if (!parity.reachable) return { status: 'unreachable', reason: parity.reason }
  const frame = algorithm !== 'bfs' && (options.heuristic ?? 'pdb') === 'pdb' ? korfFrame(goal) : null
  if (frame) {
    const r = solve(frame.toKorf(start), KORF_GOAL, algorithm, options)
    return r.status === 'solved' ? { ...r, moves: frame.movesBack(r.moves) } : r
  }
  if (algorithm === 'bfs') {
    if (start.tiles.length > MAX_BFS_CELLS)
      throw new RangeError(
        `BFS handles boards of up to ${MAX_BFS_CELLS} cells; use A* or IDA* for ${start.width}×${start.height}.`,
      )
    const r = bfsPath(start, goal, options)!
    return { status: 'solved', moves: r.moves, expanded: r.expanded }
  }
  const heuristic = options.heuristic ?? 'pdb'
  const pdb = heuristic === 'pdb' ? patternDbFor(goal, { signal: options.signal }) : undefined
  const r =
    algorithm === 'astar'
      ? aStar(start, goal, { ...options, heuristic, pdb })!
      : pdb
        ? (options.fastIda ?? idaStarPdb)(start, goal, pdb, options)! // the fast twin (with the reflection where it applies)
        : idaStar(start, goal, { ...options, heuristic })!
  return { status: 'solved', moves: r.moves, expanded: r.expanded }
}
