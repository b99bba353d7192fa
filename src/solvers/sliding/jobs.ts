/**
 * The sliding-puzzle jobs: the long work the widgets send to the site's worker, which the
 * CLI, the bench and the tests can call directly. Requests carry their `kind`; boards travel as
 * plain arrays of tiles.
 *
 * Vocabulary:
 *   BoardData  a board as it crosses to the worker: `{ width, height, tiles: number[] }`.
 *   PdbData    pattern databases as they cross (typed arrays survive the copy).
 *   hand-off   the tables travel both ways: the page sends the ones it holds for the goal with
 *              each job (adopted here), and a job that built new ones for a board bigger than 3×3
 *              sends them back, so a Cancel (which ends the worker) or another widget never builds
 *              them twice. The page keeps them in components/sliding/tables.ts.
 *   reason     the parity reason when the goal cannot be reached (no search is run), else null.
 *   Korf frame a 4×4 goal with the blank in a corner is solved as Korf's goal (frame.ts), so one
 *              set of 6-6-3 tables serves every such goal: the site ships it (korf-663.pdb.gz,
 *              3.3 MB), and in a browser the solve job downloads it (kept in the Cache API
 *              across visits where the browser allows) instead of building the tables, which
 *              takes 10 s or more; if the download fails it builds them as before.
 *   split      the page's 15-puzzle solve on several workers (issue 33; components/sliding/
 *              split-solve.ts): `solve` with `handOffAt` searches here until its count passes
 *              that many nodes, then stops between iterations and answers with its bound and
 *              count (`handOff`); the page goes on with `subtree` jobs, one subtree of an
 *              iteration each, on every worker (ida-split.ts says why the answer is the same).
 */
import { BudgetError, timed, type JobContext, type JobOptions } from '../contract.ts'
import { MAX_BFS_CELLS, bfsPath, boardOfRank, completeBfs, listScanBfs } from './bfs.ts'
import { aStar, idaStar } from './search.ts'
import { fastSearch, idaStarPdb } from './ida-fast.ts'
import { idaStarSplit, searchSubtree, splitFrontier, type Frontier, type SubtreeResult } from './ida-split.ts'
import type { IdaResult } from './search.ts'
import { boardData, boardOf, defaultGoal, type Board, type BoardData } from './model.ts'
import { compactBfs } from './big-bfs.ts'
import { censusSplitAsync, type CensusHelperHandle, type CensusShare } from './census-split.ts'
import { formatBoard } from './notation.ts'
import { solvability } from './parity.ts'
import { adoptPatternDb, hasPatternDbFor, patternDbFor } from './solve.ts'
import { KORF_GOAL, isKorfGoal, korfFrame } from './frame.ts'
import { PDB_FILE_VERSION, decodePdb } from './pdb-file.ts'
import { download } from '../../../components/kit/download.ts'
import shippedMeta from '../../data/sliding/korf-663.meta.json' with { type: 'json' }
import { manhattanTables, pdbFits, type PatternDb } from './pdb.ts'

/** How many of the farthest positions a census returns (and the state-space widget lists). */
export const FARTHEST_SHOWN = 24

export type { BoardData }
/** Pattern databases as they cross between worker and page (typed arrays survive the copy). */
export type PdbData = PatternDb

export type Method =
  | 'bfs'
  | 'astar-manhattan'
  | 'idastar-manhattan'
  | 'idastar-linear-conflict'
  | 'idastar-pdb'
export type AlgorithmRow = {
  method: Method
  length: number | null
  expanded: number | null
  ms: number | null
  note: string // why a row was skipped or stopped, else ''
}

/** Nodes per method in the comparison (a node budget each), so none runs away: A* keeps every
 * node in memory, and linear conflict is recomputed at every node, so they get smaller budgets. */
export const LIMITS = { astar: 1_000_000, manhattan: 20_000_000, linearConflict: 3_000_000 }

/** Boards above this many cells send their new tables back to the page (3×3 ones build in a blink). */
const SHARE_ABOVE_CELLS = 9

const tilesOf = (b: Board): number[] => Array.from(b.tiles)

// ── the pattern-database hand-off ─────────────────────────────────────────────────────────────
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

const searchOptions = (ctx: JobContext): JobOptions => ({ signal: ctx.signal, onProgress: ctx.onProgress })

// ── solve: IDA* with pattern databases (what the play widget and the 15-puzzle run) ───────────
export type SolveRequest = {
  kind: 'solve'
  start: BoardData
  goal: BoardData
  pdb?: PdbData | null
  /** On a 4×4 board: hand the search off (see `handOff`) once it has expanded this many nodes. */
  handOffAt?: number
}
/** Where a handed-off search stands, in Korf's frame: its next bound and count; `start` and `goal` as searched. */
export type HandOff = { bound: number; expanded: number; start: BoardData; goal: BoardData }
/**
 * `tables` says where the tables came from: 'kept' (the page's or the worker's copy),
 * 'downloaded' (the shipped file; `downloadMs` to fetch and unpack it), 'cached' (the same file
 * from the browser's Cache API, saved on an earlier visit), 'built' (`buildMs`) or 'none' (no search).
 */
export type SolveResult = {
  moves: number[]
  expanded: number
  buildMs: number
  downloadMs: number
  searchMs: number
  reason: string | null
  pdb: PdbData | null
  tables: 'kept' | 'downloaded' | 'cached' | 'built' | 'none'
  /** Set when the search was handed off (`handOffAt`): `moves` is then empty, the page goes on. */
  handOff?: HandOff
  /** Set by the page's split solve (components/sliding/split-solve.ts): how many workers searched. */
  workers?: number
}

/** The shipped tables for Korf's goal (a URL Vite rewrites to the built asset; a file: URL under Node). */
const SHIPPED_TABLES = new URL('../../data/sliding/korf-663.pdb.gz', import.meta.url)
const CACHE_NAME = `sliding-pdb-v${PDB_FILE_VERSION}`
/** The SHA-256 of the unpacked file, taken when it was built (src/data/sliding/korf-tables.ts). */
const SHIPPED_SHA256 = shippedMeta.sha256

/** True where the shipped tables can be fetched and unpacked (a browser), false under Node. */
function canDownload(): boolean {
  return (
    /^https?:$/.test(SHIPPED_TABLES.protocol) &&
    typeof DecompressionStream === 'function' &&
    typeof fetch === 'function'
  )
}

/** The SHA-256 of `bytes` in hex, or null where the browser has no SubtleCrypto (not a secure context). */
async function sha256(bytes: Uint8Array): Promise<string | null> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return null
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>))
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** True when `bytes` begin as a gzip stream does (the unpacked file begins with `{`, its JSON header). */
function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b
}

/**
 * The unpacked file of a response, or null when it is not the file shipped (its SHA-256, taken at
 * build time). The body may come packed (a server that sends the `.gz` as it is) or already
 * unpacked (one that sends it as gzip-encoded, so the browser unpacks it: `astro preview` does);
 * it is unpacked here only when it is still gzip.
 */
async function unpackShipped(response: Response): Promise<{ bytes: Uint8Array; verified: boolean } | null> {
  try {
    const body = new Uint8Array(await response.arrayBuffer())
    const bytes = isGzip(body)
      ? new Uint8Array(
          await new Response(
            new Blob([body as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('gzip')),
          ).arrayBuffer(),
        )
      : body
    const hash = await sha256(bytes)
    return hash === null || hash === SHIPPED_SHA256 ? { bytes, verified: hash !== null } : null
  } catch {
    return null // cut short, or not gzip after all
  }
}

/**
 * The shipped file, unpacked: from the Cache API when it holds the very file shipped, else from
 * the network (then stored for the next visit). Anything in the cache is checked against the
 * SHA-256 taken at build time (korf-663.meta.json) before use: a copy that differs (altered by a
 * script of this origin, or cut short) is deleted and fetched again. Where there is no
 * SubtleCrypto to check it, the cache is not used at all.
 */
async function shippedTables(ctx: JobContext): Promise<{ bytes: Uint8Array; cached: boolean }> {
  let cache: Cache | null = null
  try {
    cache = typeof caches === 'undefined' ? null : await caches.open(CACHE_NAME)
  } catch {
    cache = null
  } // storage refused
  const hit = cache ? await cache.match(SHIPPED_TABLES.href).catch(() => undefined) : undefined
  if (hit && cache) {
    const got = await unpackShipped(hit)
    if (got?.verified) return { bytes: got.bytes, cached: true }
    await cache.delete(SHIPPED_TABLES.href).catch(() => false)
  }
  const response = await download(SHIPPED_TABLES.href, {
    what: 'the pattern databases',
    expectedBytes: shippedMeta.gzBytes,
    decodedBytes: shippedMeta.bytes,
    signal: ctx.signal,
    onProgress: ctx.onProgress,
  })
  const copy = response.clone()
  const got = await unpackShipped(response)
  if (!got) throw new Error('The downloaded tables are not the ones shipped.')
  if (cache && got.verified) await cache.put(SHIPPED_TABLES.href, copy).catch(() => {}) // full or refused: fine
  return { bytes: got.bytes, cached: false }
}

/**
 * Korf's tables downloaded (or taken from the cache) and unpacked, or null when that fails (the job
 * then builds them). The progress line says the size and how much has come; a Cancel stops the
 * download and the job (it throws the signal's AbortError rather than build the tables instead).
 */
export async function downloadKorfTables(
  ctx: JobContext,
): Promise<{ db: PatternDb; cached: boolean } | null> {
  try {
    const { bytes, cached } = await shippedTables(ctx)
    const db = decodePdb(bytes)
    return pdbFits(db, KORF_GOAL) ? { db, cached } : null
  } catch {
    ctx.signal.throwIfAborted()
    return null
  }
}

/**
 * An optimal solution: the goal's tables (kept, downloaded or built, timed), then the fast IDA*
 * with the reflected lookup. Synchronous unless it downloads the tables.
 */
export function solve(req: SolveRequest, ctx: JobContext): SolveResult | Promise<SolveResult> {
  receiveTables(req.pdb)
  const goal = boardOf(req.goal)
  const frameGoal = korfFrame(goal) ? KORF_GOAL : goal
  const needsKorf = isKorfGoal(frameGoal) && !hasPatternDbFor(KORF_GOAL)
  if (needsKorf && canDownload()) {
    const started = performance.now()
    return downloadKorfTables(ctx).then((got) => {
      if (!got) return solveNow(req, ctx, 'built')
      receiveTables(got.db)
      const downloadMs = performance.now() - started
      return {
        ...solveNow(req, ctx, got.cached ? 'cached' : 'downloaded'),
        buildMs: 0,
        downloadMs,
        pdb: got.db,
      }
    })
  }
  return solveNow(req, ctx, needsKorf ? 'built' : undefined)
}

function solveNow(req: SolveRequest, ctx: JobContext, source?: SolveResult['tables']): SolveResult {
  const [start0, goal0] = [boardOf(req.start), boardOf(req.goal)]
  const parity = solvability(start0, goal0)
  if (!parity.reachable)
    return {
      moves: [],
      expanded: 0,
      buildMs: 0,
      downloadMs: 0,
      searchMs: 0,
      reason: parity.reason,
      pdb: null,
      tables: 'none',
    }
  const frame = korfFrame(goal0)
  const [start, goal] = frame ? [frame.toKorf(start0), KORF_GOAL] : [start0, goal0]
  const kept = hasPatternDbFor(goal)
  const build = timed(() =>
    patternDbFor(goal, {
      signal: ctx.signal,
      onProgress: (p) => ctx.onProgress({ ...p, note: p.note ?? 'building the pattern databases' }),
    }),
  )
  const tables = source ?? (kept ? 'kept' : 'built')
  const onProgress = (p: { explored: number; depth?: number }): void =>
    ctx.onProgress({
      explored: p.explored,
      note: `searching for a ${p.depth ?? 0}-move solution (none shorter exists)`,
    })
  const search = timed(() =>
    searchOrHandOff(start, goal, build.value, { signal: ctx.signal, onProgress }, req.handOffAt),
  )
  const found = 'moves' in search.value ? search.value : null
  const moves = found ? (frame ? frame.movesBack(found.moves) : found.moves) : []
  const handOff = found
    ? {}
    : {
        handOff: {
          ...(search.value as Pick<HandOff, 'bound' | 'expanded'>),
          start: boardData(start),
          goal: boardData(goal),
        },
      }
  return {
    moves,
    expanded: search.value.expanded,
    buildMs: tables === 'built' ? build.ms : 0,
    downloadMs: 0,
    searchMs: search.ms,
    reason: null,
    pdb: tablesToSend(build.value),
    tables,
    ...handOff,
  }
}

/** Thrown inside `idaStarSplit` to stop it between iterations, where the page takes over. */
class HandOffHere {
  readonly at: Pick<HandOff, 'bound' | 'expanded'>
  constructor(at: Pick<HandOff, 'bound' | 'expanded'>) {
    this.at = at
  }
}

/**
 * `idaStarPdb`, or (with `handOffAt`, on a board of 16 cells) the same search until it has
 * expanded that many nodes, stopped between iterations: its next bound and count.
 */
function searchOrHandOff(
  start: Board,
  goal: Board,
  pdb: PatternDb,
  options: JobOptions,
  handOffAt: number | undefined,
): IdaResult | Pick<HandOff, 'bound' | 'expanded'> {
  if (handOffAt === undefined || start.tiles.length < 16) return idaStarPdb(start, goal, pdb, options)!
  let expanded = 0
  const handOff = (explored: number): boolean => {
    expanded = explored
    return explored >= handOffAt
  }
  try {
    const stop = (bound: number): never => {
      throw new HandOffHere({ bound, expanded })
    }
    return idaStarSplit(start, goal, pdb, splitFrontier(start, 0), stop, { ...options, handOff })!
  } catch (error) {
    if (error instanceof HandOffHere) return error.at
    throw error
  }
}

// ── subtree: one subtree of one iteration of a split search (the page's work queue) ───────────
export type SubtreeRequest = {
  kind: 'subtree'
  /** The search's start and goal in Korf's frame (a `HandOff`'s). */
  start: BoardData
  goal: BoardData
  /** The frontier's depth, the subtree's index in it, and the iteration's bound. */
  depth: number
  index: number
  bound: number
  /** The tables, with a worker's first subtree (it keeps them for the next). */
  pdb?: PdbData | null
}
export type { SubtreeResult }

let frontierKept: { key: string; frontier: Frontier } | null = null

/**
 * Searches one subtree (ida-split.ts `searchSubtree`) with the tables the page sent this worker;
 * never builds them (a worker that has none is the page's mistake: an error, not 10 s of work).
 */
export function subtree(req: SubtreeRequest, ctx: JobContext): SubtreeResult {
  receiveTables(req.pdb)
  const [start, goal] = [boardOf(req.start), boardOf(req.goal)]
  if (!hasPatternDbFor(goal)) throw new Error('This worker was given no pattern databases to search with.')
  const key = `${req.start.tiles.join(' ')}/${req.depth}`
  if (frontierKept?.key !== key) frontierKept = { key, frontier: splitFrontier(start, req.depth) }
  const search = fastSearch(goal, patternDbFor(goal), {
    signal: ctx.signal,
    onProgress: (p) => ctx.onProgress({ explored: p.explored, depth: p.depth }),
  })
  return searchSubtree(search, start, frontierKept.frontier, req.index, req.bound)
}

// ── bfs: the rank-table BFS with its frontier, or the seed's list scan ─────────────────────────
export type BfsRequest = { kind: 'bfs'; start: BoardData; goal: BoardData; method: 'ranked' | 'list-scan' }
export type BfsResult = {
  moves: number[] | null
  length: number
  expanded: number
  frontier: number[]
  reason: string | null
}

export function bfs(req: BfsRequest, ctx: JobContext): BfsResult {
  const [start, goal] = [boardOf(req.start), boardOf(req.goal)]
  const parity = solvability(start, goal)
  if (!parity.reachable) return { moves: null, length: -1, expanded: 0, frontier: [], reason: parity.reason }
  if (req.method === 'list-scan') {
    const r = listScanBfs(start, goal, searchOptions(ctx))
    return { moves: null, length: r.length, expanded: r.expanded, frontier: [], reason: null }
  }
  const r = bfsPath(start, goal, searchOptions(ctx))!
  return { moves: r.moves, length: r.moves.length, expanded: r.expanded, frontier: r.frontier, reason: null }
}

// ── census: the complete BFS from a goal ──────────────────────────────────────────────────────
export type CensusRequest = { kind: 'census'; goal: BoardData }
export type CensusResult = { counts: number[]; reached: number; farthest: number[][]; farthestCount: number }

export function census(req: CensusRequest, ctx: JobContext): CensusResult {
  const goal = boardOf(req.goal)
  const c = completeBfs(goal, searchOptions(ctx))
  const farthest = c.farthest
    .slice(0, FARTHEST_SHOWN)
    .map((r) => tilesOf(boardOfRank(r, goal.width, goal.height)))
  return { counts: c.counts, reached: c.reached, farthest, farthestCount: c.farthest.length }
}

// ── compare: five methods on one position, each timed once ────────────────────────────────────
export type CompareRequest = { kind: 'compare'; start: BoardData; goal: BoardData; pdb?: PdbData | null }
export type CompareResult = { rows: AlgorithmRow[]; reason: string | null; pdb: PdbData | null }

function compareRow(
  method: Method,
  limit: number,
  run: () => { moves: number[]; expanded: number },
): AlgorithmRow {
  try {
    const { value, ms } = timed(run)
    return { method, length: value.moves.length, expanded: value.expanded, ms, note: '' }
  } catch (error) {
    if (!(error instanceof BudgetError)) throw error
    return {
      method,
      length: null,
      expanded: limit,
      ms: null,
      note: `Gave up after expanding ${limit.toLocaleString('en-US')} nodes.`,
    }
  }
}

let manhattanKept: PatternDb | null = null

/** Manhattan distance as one-tile tables for `goal` (pdb.ts), kept for the next comparison. */
function manhattanTablesFor(goal: Board): PatternDb {
  if (!manhattanKept || !pdbFits(manhattanKept, goal)) manhattanKept = manhattanTables(goal)
  return manhattanKept
}

/**
 * The rows of the comparison, in the table's order; a method that cannot run says why. IDA* with
 * Manhattan distance and with the tables runs on the fast twin (ida-fast.ts, without the mirror):
 * the same search as search/idastar.ts, node for node (the tests hold them to it), which on boards
 * over 9 cells, whose states no longer fit a small integer, is ten times quicker. Linear conflict
 * has no table form, so its row runs the lab's IDA*.
 */
export function compareRows(start: Board, goal: Board, options: JobOptions, pdb: PatternDb): AlgorithmRow[] {
  const n = start.tiles.length
  const manhattan = manhattanTablesFor(goal)
  const skip = (method: Method, note: string): AlgorithmRow => ({
    method,
    length: null,
    expanded: null,
    ms: null,
    note,
  })
  return [
    n <= MAX_BFS_CELLS
      ? compareRow('bfs', Infinity, () => bfsPath(start, goal, options)!)
      : skip('bfs', `more than ${MAX_BFS_CELLS} cells: the tables would not fit`),
    n <= 12
      ? compareRow(
          'astar-manhattan',
          LIMITS.astar,
          () =>
            aStar(start, goal, { ...options, budget: { maxNodes: LIMITS.astar }, heuristic: 'manhattan' })!,
        )
      : skip('astar-manhattan', 'too many positions to keep in memory'),
    compareRow(
      'idastar-manhattan',
      LIMITS.manhattan,
      () =>
        idaStarPdb(start, goal, manhattan, {
          ...options,
          reflect: false,
          budget: { maxNodes: LIMITS.manhattan },
        })!,
    ),
    compareRow(
      'idastar-linear-conflict',
      LIMITS.linearConflict,
      () =>
        idaStar(start, goal, {
          ...options,
          budget: { maxNodes: LIMITS.linearConflict },
          heuristic: 'linear-conflict',
        })!,
    ),
    compareRow('idastar-pdb', Infinity, () => idaStarPdb(start, goal, pdb, { ...options, reflect: false })!),
  ]
}

/**
 * The rows on the reader's position; a 4×4 corner goal is compared in Korf's frame (the same
 * lengths; the tables are the shipped ones, downloaded first in a browser if the page has none).
 */
export function compare(req: CompareRequest, ctx: JobContext): CompareResult | Promise<CompareResult> {
  receiveTables(req.pdb)
  const goal = boardOf(req.goal)
  if (korfFrame(goal) || isKorfGoal(goal)) {
    if (!hasPatternDbFor(KORF_GOAL) && canDownload()) {
      return downloadKorfTables(ctx).then((got) => {
        if (got) receiveTables(got.db)
        return { ...compareNow(req, ctx), pdb: got ? got.db : null }
      })
    }
  }
  return compareNow(req, ctx)
}

function compareNow(req: CompareRequest, ctx: JobContext): CompareResult {
  const [start0, goal0] = [boardOf(req.start), boardOf(req.goal)]
  const parity = solvability(start0, goal0)
  if (!parity.reachable) return { rows: [], reason: parity.reason, pdb: null }
  const frame = korfFrame(goal0)
  const [start, goal] = frame ? [frame.toKorf(start0), KORF_GOAL] : [start0, goal0]
  const pdb = patternDbFor(goal, searchOptions(ctx))
  return { rows: compareRows(start, goal, searchOptions(ctx), pdb), reason: null, pdb: tablesToSend(pdb) }
}

// ── trace: A*'s first expansions, to step through ─────────────────────────────────────────────
export type TraceRequest = {
  kind: 'trace'
  start: BoardData
  goal: BoardData
  heuristic: 'manhattan' | 'pdb'
  limit: number
  pdb?: PdbData | null
}
export type TraceResult = { order: number[][]; moves: number[]; expanded: number; reason: string | null }

export function trace(req: TraceRequest, ctx: JobContext): TraceResult {
  receiveTables(req.pdb)
  const [start, goal] = [boardOf(req.start), boardOf(req.goal)]
  const parity = solvability(start, goal)
  if (!parity.reachable) return { order: [], moves: [], expanded: 0, reason: parity.reason }
  const pdb = req.heuristic === 'pdb' ? patternDbFor(goal, searchOptions(ctx)) : undefined
  const r = aStar(start, goal, {
    ...searchOptions(ctx),
    heuristic: req.heuristic,
    pdb,
    trace: req.limit,
    budget: { maxNodes: LIMITS.astar },
  })!
  return { order: r.order, moves: r.moves, expanded: r.expanded, reason: null }
}

// ── bigCensus: the complete BFS of boards up to 12 cells in 2 bits a position ─────────────────
/** `workers`: how many workers the page gives the census (itself and its helpers; 1 by default). */
export type BigCensusRequest = { kind: 'bigCensus'; width: number; height: number; workers?: number }
export type BigCensusResult = {
  counts: number[]
  reached: number
  farthest: string[]
  tableBytes: number
  goal: string
  /** The workers that scanned the table: 1, or the request's where the table could be shared. */
  workers: number
}

/**
 * True where this worker can share memory with helper workers: a cross-origin-isolated page's
 * worker (SharedArrayBuffer) that may start workers of its own.
 */
export const canShareCensus = (): boolean =>
  (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === true &&
  typeof SharedArrayBuffer === 'function' &&
  typeof Worker === 'function'

/** A helper worker of the census (src/workers/census-helper.worker.ts), given its share. */
function censusHelperWorker(share: CensusShare): CensusHelperHandle {
  const worker = new Worker(new URL('../../workers/census-helper.worker.ts', import.meta.url), {
    type: 'module',
    name: 'census-helper',
  })
  const failed = new Promise<Error>((resolve) =>
    worker.addEventListener('error', (e) => {
      e.preventDefault()
      resolve(new Error('A census worker could not start: ' + (e.message || 'no reason given')))
    }),
  )
  worker.postMessage(share)
  return { terminate: () => worker.terminate(), failed }
}

/**
 * The census of the width × height board from its default goal; refuses (RangeError) a board over
 * 12 cells. With `workers` ≥ 2 where the table can be shared (canShareCensus), the scan of each
 * depth is split between this worker and `workers` − 1 helper workers (census-split.ts): the same
 * answer as on one worker.
 */
export async function bigCensus(req: BigCensusRequest, ctx: JobContext): Promise<BigCensusResult> {
  const goal = defaultGoal(req.width, req.height)
  const workers = canShareCensus() ? Math.max(1, Math.floor(req.workers ?? 1)) : 1
  const options = { ...searchOptions(ctx), keepFarthest: FARTHEST_SHOWN }
  const r =
    workers > 1
      ? await censusSplitAsync(goal, workers - 1, censusHelperWorker, options)
      : compactBfs(goal, options)
  return {
    counts: r.counts,
    reached: r.reached,
    farthest: r.farthest.map(formatBoard),
    tableBytes: r.tableBytes,
    goal: formatBoard(goal),
    workers,
  }
}

export const jobs = { solve, subtree, bfs, census, compare, trace, bigCensus }
export type SlidingJobs = typeof jobs
