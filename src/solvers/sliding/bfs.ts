/**
 * Breadth-first search over positions — from the seed's list scan to typed arrays.
 *
 * Vocabulary:
 *   rank         a position as one integer (rank.ts); every table below is indexed by it.
 *   predecessor  pred[rank] = the rank the search reached this position from (−1: not yet).
 *   frontier     the positions first reached at one depth; `frontier[d]` counts them.
 *   complete BFS every position reachable from a goal, with its distance: the whole state space.
 *
 * Options: `{ onProgress, signal }`; progress every REPORT_EVERY positions, where the signal is
 * checked too, so a search stops within milliseconds of a cancel.
 */
import { neighbourTable, type Board, type Move } from './model.ts'
import { FACTORIAL, rank, unrank } from './rank.ts'
import { isReachable } from './parity.ts'
import {
  memoryBudgetSpent,
  nodeBudgetSpent,
  throwIfAborted,
  type BudgetOptions,
  type JobOptions,
  type Progress,
} from '../contract.ts'

export type { Progress }
export type PathResult = { moves: Move[]; expanded: number; frontier: number[] }
export type Census = {
  counts: number[] // counts[d] = positions at distance d
  reached: number
  distance: Uint8Array // distance[rank], UNREACHED where the goal cannot be reached
  farthest: number[] // ranks at the largest distance
}

export const UNREACHED = 255
export const MAX_BFS_CELLS = 10 // 10! = 3,628,800 ranks: tables of a few MB
const REPORT_EVERY = 8192

function checkSize(n: number): void {
  if (n > MAX_BFS_CELLS)
    throw new RangeError(
      `Breadth-first search here handles boards of up to ${MAX_BFS_CELLS} cells, not ${n}.`,
    )
}

// #region list-scan
/** The seed's method, kept to measure it: a list of seen positions, scanned for every new one. */
export function listScanBfs(
  start: Board,
  goal: Board,
  options: JobOptions = {},
): { expanded: number; length: number } {
  const near = neighbourTable(start.width, start.height)
  const target = goal.tiles.join(',')
  const queue: { tiles: number[]; depth: number }[] = [{ tiles: Array.from(start.tiles), depth: 0 }]
  const seen: string[] = [queue[0].tiles.join(',')]
  for (let head = 0; head < queue.length; head++) {
    const { tiles, depth } = queue[head]
    if (tiles.join(',') === target) return { expanded: head, length: depth }
    report(options, head, depth) // every position: its scans cost far more than the check
    const blank = tiles.indexOf(0)
    for (const from of near[blank]) {
      const next = tiles.slice()
      next[blank] = next[from]
      next[from] = 0
      const key = next.join(',')
      if (seen.includes(key)) continue // a scan of every position seen so far
      seen.push(key)
      queue.push({ tiles: next, depth: depth + 1 })
    }
  }
  return { expanded: queue.length, length: -1 }
}
// #endregion list-scan

function report(options: JobOptions, explored: number, depth: number): void {
  throwIfAborted(options.signal)
  options.onProgress?.({ explored, depth })
}

// #region bfs-path
/**
 * A shortest solution by BFS from `start`: a predecessor table indexed by rank doubles as the
 * visited set, and the queue keeps each position's tiles so nothing has to be unranked.
 */
export function bfsPath(start: Board, goal: Board, options: BudgetOptions = {}): PathResult | null {
  const n = start.tiles.length
  checkSize(n)
  if (!isReachable(start, goal)) return null
  const near = neighbourTable(start.width, start.height)
  // The tables' bytes are known before they are made: the predecessors, the queue's ranks and tiles.
  const bytes = FACTORIAL[n] * 4 + (FACTORIAL[n] / 2) * (4 + n)
  const maxBytes = options.budget?.maxBytes
  if (maxBytes !== undefined && bytes > maxBytes) throw memoryBudgetSpent(bytes, maxBytes)
  const maxNodes = options.budget?.maxNodes ?? Infinity
  const pred = new Int32Array(FACTORIAL[n]).fill(-1)
  const size = FACTORIAL[n] / 2 // only half the ranks are reachable
  const ranks = new Int32Array(size)
  const states = new Uint8Array(size * n) // tiles of queue entry q at q·n
  const tiles = new Uint8Array(n)
  const goalRank = rank(goal.tiles)
  const frontier: number[] = [1]
  let tail = 0
  ranks[tail] = rank(start.tiles)
  states.set(start.tiles, 0)
  pred[ranks[tail++]] = ranks[0]
  for (let head = 0, levelEnd = 1, depth = 0; head < tail; head++) {
    if (head === levelEnd) {
      levelEnd = tail
      depth++
      frontier.push(tail - head)
    }
    const r = ranks[head]
    if (r === goalRank) return { moves: movesFrom(pred, r, n), expanded: head, frontier }
    if (head % REPORT_EVERY === 0) report(options, head, depth)
    if (head >= maxNodes) throw nodeBudgetSpent(maxNodes) // exact: never a node past the budget
    for (let k = 0; k < n; k++) tiles[k] = states[head * n + k]
    const blank = tiles.indexOf(0)
    for (const from of near[blank]) {
      tiles[blank] = tiles[from]
      tiles[from] = 0 // slide
      const next = rank(tiles)
      if (pred[next] < 0) {
        pred[next] = r
        ranks[tail] = next
        states.set(tiles, tail++ * n)
      }
      tiles[from] = tiles[blank]
      tiles[blank] = 0 // and back
    }
  }
  throw new Error('The goal was not reached, though parity says it is reachable.')
}

/** Walk the predecessors back from `end`; each step's moved tile is where the blank went. */
function movesFrom(pred: Int32Array, end: number, n: number): Move[] {
  const moves: Move[] = []
  const child = new Uint8Array(n)
  const parent = new Uint8Array(n)
  for (let r = end; pred[r] !== r; r = pred[r]) {
    unrank(r, child)
    unrank(pred[r], parent)
    moves.push(parent[child.indexOf(0)]) // the tile on the child's blank cell slid out of it
  }
  return moves.reverse()
}
// #endregion bfs-path

// #region complete-bfs
/**
 * Every position reachable from `goal`, with its distance. The queue keeps each position's
 * tiles next to its rank, so nothing is unranked; the distance table doubles as `visited`.
 */
export function completeBfs(goal: Board, options: JobOptions = {}): Census {
  const n = goal.tiles.length
  checkSize(n)
  const near = neighbourTable(goal.width, goal.height).map((cells) => Int32Array.from(cells))
  const size = FACTORIAL[n] / 2
  const distance = new Uint8Array(FACTORIAL[n]).fill(UNREACHED)
  const states = new Uint8Array(size * n) // tiles of queue entry q at q·n
  const blanks = new Uint8Array(size)
  const counts: number[] = [1]
  states.set(goal.tiles, 0)
  blanks[0] = goal.tiles.indexOf(0)
  distance[rank(goal.tiles)] = 0
  const tiles = new Uint8Array(n)
  let head = 0
  let tail = 1
  for (let d = 0; head < tail; d++) {
    const levelEnd = tail // entries head..levelEnd−1 are at distance d
    for (; head < levelEnd; head++) {
      if ((head & (REPORT_EVERY - 1)) === 0) report(options, head, d)
      for (let k = 0, base = head * n; k < n; k++) tiles[k] = states[base + k]
      const blank = blanks[head]
      const cells = near[blank]
      for (let m = 0; m < cells.length; m++) {
        const from = cells[m]
        tiles[blank] = tiles[from]
        tiles[from] = 0
        const next = rank(tiles)
        if (distance[next] === UNREACHED) {
          distance[next] = d + 1
          for (let k = 0, base = tail * n; k < n; k++) states[base + k] = tiles[k]
          blanks[tail++] = from
        }
        tiles[from] = tiles[blank]
        tiles[blank] = 0
      }
    }
    if (tail > levelEnd) counts.push(tail - levelEnd)
  }
  return { counts, reached: tail, distance, farthest: farthestRanks(distance, counts.length - 1) }
}
// #endregion complete-bfs

function farthestRanks(distance: Uint8Array, d: number): number[] {
  const out: number[] = []
  for (let r = 0; r < distance.length; r++) if (distance[r] === d) out.push(r)
  return out
}

/** The board with rank `r` (for the farthest positions of a census). */
export function boardOfRank(r: number, width: number, height: number): Board {
  return { width, height, tiles: unrank(r, new Uint8Array(width * height)) }
}
