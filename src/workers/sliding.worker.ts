/// <reference lib="webworker" />
/**
 * The sliding-puzzle worker: thin, it runs one solver job and reports progress through the host.
 * The pattern databases of the last goal stay in memory (solve.ts caches them) for as long as the
 * worker lives; finished tables of boards above 3×3 also go back to the page (tables.ts), which
 * sends them with later jobs, so a Cancel only loses a build that had not finished.
 */
import { serve } from './host.ts'
import { FARTHEST_SHOWN, type AlgorithmRow, type BoardData, type SlidingJob, type SlidingResult } from './sliding-jobs.ts'
import {
  MAX_BFS_CELLS, adoptPatternDb, aStar, bfsPath, boardOfRank, completeBfs, idaStar, idaStarPdb, listScanBfs, patternDbFor, solvability,
  type Board, type PatternDb, type SearchOptions,
} from '../solvers/sliding/index.ts'

const board = (b: BoardData): Board => ({ width: b.width, height: b.height, tiles: Uint8Array.from(b.tiles) })
/** Nodes per method in the comparison, so none runs away: A* keeps every node in memory, and
 * linear conflict is recomputed at every node, so they get smaller budgets. */
const LIMITS = { astar: 1_000_000, manhattan: 20_000_000, linearConflict: 3_000_000 }

/**
 * Pattern databases travel both ways: the page sends the tables it already has for the goal with
 * each job (adopted here), and a job that built new ones for a board bigger than 3×3 sends them
 * back, so a Cancel (which ends this worker) or another widget never builds them twice.
 */
const SHARE_ABOVE_CELLS = 9
let shared: PatternDb | null = null // the tables the page is known to hold
function receiveTables(pdb: PatternDb | null | undefined): void {
  if (!pdb) return
  adoptPatternDb(pdb)
  shared = pdb
}
function tablesToSend(db: PatternDb | undefined): PatternDb | null {
  if (!db || db === shared || db.width * db.height <= SHARE_ABOVE_CELLS) return null
  shared = db
  return db
}

function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now()
  const value = run()
  return { value, ms: performance.now() - start }
}

function compareRow(method: AlgorithmRow['method'], limit: number, run: () => { moves: number[]; expanded: number }): AlgorithmRow {
  try {
    const { value, ms } = timed(run)
    return { method, length: value.moves.length, expanded: value.expanded, ms, note: '' }
  } catch (error) {
    if (error instanceof Error && error.name === 'SearchLimitError') return { method, length: null, expanded: limit, ms: null, note: error.message }
    throw error
  }
}

function compare(start: Board, goal: Board, options: SearchOptions, pdb: PatternDb): AlgorithmRow[] {
  const n = start.tiles.length
  const skip = (method: AlgorithmRow['method'], note: string): AlgorithmRow => ({ method, length: null, expanded: null, ms: null, note })
  return [
    n <= MAX_BFS_CELLS ? compareRow('bfs', Infinity, () => bfsPath(start, goal, options)!) : skip('bfs', `more than ${MAX_BFS_CELLS} cells: the tables would not fit`),
    n <= 12
      ? compareRow('astar-manhattan', LIMITS.astar, () => aStar(start, goal, { ...options, maxExpanded: LIMITS.astar, heuristic: 'manhattan' })!)
      : skip('astar-manhattan', 'too many positions to keep in memory'),
    compareRow('idastar-manhattan', LIMITS.manhattan, () => idaStar(start, goal, { ...options, maxExpanded: LIMITS.manhattan, heuristic: 'manhattan' })!),
    compareRow('idastar-linear-conflict', LIMITS.linearConflict, () => idaStar(start, goal, { ...options, maxExpanded: LIMITS.linearConflict, heuristic: 'linear-conflict' })!),
    compareRow('idastar-pdb', Infinity, () => idaStar(start, goal, { ...options, heuristic: 'pdb', pdb })!),
  ]
}

serve<SlidingJob, SlidingResult>((job, ctx) => {
  const options: SearchOptions = { onProgress: ctx.progress, signal: ctx.signal }
  if ('pdb' in job) receiveTables(job.pdb)
  switch (job.kind) {
    case 'solve': {
      const [start, goal] = [board(job.start), board(job.goal)]
      const parity = solvability(start, goal)
      if (!parity.reachable) return { kind: 'solve', moves: [], expanded: 0, buildMs: 0, searchMs: 0, reason: parity.reason }
      const build = timed(() => patternDbFor(goal, {
        signal: ctx.signal,
        onProgress: (p) => ctx.progress({ ...p, note: p.note ?? 'building the pattern databases' }),
      }))
      const search = timed(() => idaStarPdb(start, goal, build.value, {
        signal: ctx.signal,
        onProgress: (p) => ctx.progress({ explored: p.explored, note: `searching for a ${p.depth ?? 0}-move solution (none shorter exists)` }),
      })!)
      return { kind: 'solve', moves: search.value.moves, expanded: search.value.expanded, buildMs: build.ms, searchMs: search.ms, reason: null, pdb: tablesToSend(build.value) }
    }
    case 'bfs': {
      const [start, goal] = [board(job.start), board(job.goal)]
      const parity = solvability(start, goal)
      if (!parity.reachable) return { kind: 'bfs', moves: null, length: -1, expanded: 0, frontier: [], reason: parity.reason }
      if (job.method === 'list-scan') {
        const r = listScanBfs(start, goal, options)
        return { kind: 'bfs', moves: null, length: r.length, expanded: r.expanded, frontier: [], reason: null }
      }
      const r = bfsPath(start, goal, options)!
      return { kind: 'bfs', moves: r.moves, length: r.moves.length, expanded: r.expanded, frontier: r.frontier, reason: null }
    }
    case 'census': {
      const goal = board(job.goal)
      const c = completeBfs(goal, options)
      const farthest = c.farthest.slice(0, FARTHEST_SHOWN).map((r) => Array.from(boardOfRank(r, goal.width, goal.height).tiles))
      return { kind: 'census', counts: c.counts, reached: c.reached, farthest, farthestCount: c.farthest.length }
    }
    case 'compare': {
      const [start, goal] = [board(job.start), board(job.goal)]
      const parity = solvability(start, goal)
      if (!parity.reachable) return { kind: 'compare', rows: [], reason: parity.reason }
      const pdb = patternDbFor(goal, options)
      return { kind: 'compare', rows: compare(start, goal, options, pdb), reason: null, pdb: tablesToSend(pdb) }
    }
    case 'trace': {
      const [start, goal] = [board(job.start), board(job.goal)]
      const parity = solvability(start, goal)
      if (!parity.reachable) return { kind: 'trace', order: [], moves: [], expanded: 0, reason: parity.reason }
      const pdb = job.heuristic === 'pdb' ? patternDbFor(goal, options) : undefined
      const r = aStar(start, goal, { ...options, heuristic: job.heuristic, pdb, trace: job.limit, maxExpanded: LIMITS.astar })!
      const order = r.order.map((rank) => Array.from(boardOfRank(rank, start.width, start.height).tiles))
      return { kind: 'trace', order, moves: r.moves, expanded: r.expanded, reason: null }
    }
  }
})
