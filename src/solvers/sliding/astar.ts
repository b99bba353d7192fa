/**
 * A* — best-first search on f = g + h with a priority queue, keeping every position it has seen.
 *
 * Vocabulary:
 *   open      positions found but not expanded, in a binary heap ordered by f (ties: larger g).
 *   best g    the fewest moves found so far to each position, in a Map keyed by rank.
 *   parent    the rank each position was best reached from, to rebuild the path.
 *   expanded  positions taken off the heap and expanded; `order` lists the first few, for the
 *             widget that shows the expansion order step by step.
 *
 * Memory grows with every position seen, so A* is for boards up to 3×3 or 2×4 here; the
 * 15-puzzle needs IDA* (idastar.ts). `maxExpanded` stops a search that would run away.
 */
import { neighbourTable, type Board, type Move } from './model.ts'
import { goalTable, linearConflict, manhattan } from './heuristics.ts'
import { patternIndex, pdbFits, pdbLookup, type PatternDb } from './pdb.ts'
import { isReachable } from './parity.ts'
import { rank, unrank } from './rank.ts'
import {
  checkBudget,
  memoryBudgetSpent,
  nodeBudgetSpent,
  throwIfAborted,
  type Budget,
  type JobOptions,
} from '../contract.ts'
import { SearchLimitError, type HeuristicName } from './idastar.ts'

export type AStarOptions = JobOptions & {
  heuristic?: HeuristicName
  pdb?: PatternDb
  maxExpanded?: number
  trace?: number
  budget?: Budget
}

/**
 * Bytes A* keeps per position seen: two Map entries keyed by rank (a 15-puzzle rank is above
 * 2³¹, so each key is a boxed number) and a heap entry. Node's heapUsed after a collection grew
 * by 90 to 110 bytes per position on a 4×4 board; the budget counts 150. The Maps grow by
 * doubling, so the resident size moves in steps: on the 4×4 board the CLI gave up at
 * the 1,024 MB default with a peak RSS of 1,281 MB (and the same peak when counted at 190 bytes).
 */
export const ASTAR_BYTES_PER_POSITION = 150
export type AStarResult = { moves: Move[]; expanded: number; order: number[] }

/** The heuristic as a function of the tiles, for searches that recompute it at each position. */
export function heuristicFunction(
  goal: Board,
  kind: HeuristicName,
  pdb?: PatternDb,
): (tiles: Uint8Array) => number {
  const table = goalTable(goal)
  if (kind === 'manhattan') return (tiles) => manhattan(tiles, table)
  if (kind === 'linear-conflict') return (tiles) => linearConflict(tiles, table)
  if (!pdb || !pdbFits(pdb, goal)) throw new Error('The pattern database does not fit this goal.')
  const lookup = pdbLookup(pdb)
  const cells = pdb.groups.map((g) => new Int32Array(g.length))
  return (tiles) => {
    let h = 0
    for (let c = 0; c < tiles.length; c++) {
      const g = lookup.groupOf[tiles[c]]
      if (g >= 0) cells[g][lookup.slotOf[tiles[c]]] = c
    }
    for (let g = 0; g < cells.length; g++) h += pdb.tables[g][patternIndex(cells[g], lookup.mult[g])]
    return h
  }
}

/** A min-heap of ranks ordered by f, then by larger g. */
class Heap {
  ranks: number[] = []
  f: number[] = []
  g: number[] = []
  get size(): number {
    return this.ranks.length
  }
  #less(a: number, b: number): boolean {
    return this.f[a] < this.f[b] || (this.f[a] === this.f[b] && this.g[a] > this.g[b])
  }
  #swap(a: number, b: number): void {
    for (const arr of [this.ranks, this.f, this.g]) [arr[a], arr[b]] = [arr[b], arr[a]]
  }
  push(r: number, f: number, g: number): void {
    this.ranks.push(r)
    this.f.push(f)
    this.g.push(g)
    for (let i = this.size - 1; i > 0; ) {
      const up = (i - 1) >> 1
      if (!this.#less(i, up)) break
      this.#swap(i, up)
      i = up
    }
  }
  pop(): { r: number; g: number } {
    const top = { r: this.ranks[0], g: this.g[0] }
    const last = this.size - 1
    this.#swap(0, last)
    this.ranks.pop()
    this.f.pop()
    this.g.pop()
    for (let i = 0; ; ) {
      const l = 2 * i + 1
      const r = l + 1
      let m = i
      if (l < this.size && this.#less(l, m)) m = l
      if (r < this.size && this.#less(r, m)) m = r
      if (m === i) break
      this.#swap(i, m)
      i = m
    }
    return top
  }
}

// #region astar
/** An optimal solution by A*, or null when parity says the goal cannot be reached. */
export function aStar(start: Board, goal: Board, options: AStarOptions = {}): AStarResult | null {
  if (!isReachable(start, goal)) return null
  const h = heuristicFunction(goal, options.heuristic ?? 'manhattan', options.pdb)
  const near = neighbourTable(start.width, start.height)
  const tiles = start.tiles.slice()
  const goalRank = rank(goal.tiles)
  const bestG = new Map<number, number>([[rank(tiles), 0]])
  const parent = new Map<number, number>([[rank(tiles), -1]])
  const open = new Heap()
  const order: number[] = []
  const nodeBudget = options.budget?.maxNodes ?? Infinity
  // Positions kept before one more would pass the memory budget (counted at ASTAR_BYTES_PER_POSITION).
  const maxPositions =
    options.budget?.maxBytes !== undefined
      ? Math.floor(options.budget.maxBytes / ASTAR_BYTES_PER_POSITION)
      : Infinity
  open.push(rank(tiles), h(tiles), 0)
  for (let expanded = 0; open.size > 0; ) {
    const { r, g } = open.pop()
    if (g > bestG.get(r)!) continue // a stale entry: a shorter way was found later
    if (r === goalRank) return { moves: pathTo(parent, r, tiles.length), expanded, order }
    if (order.length < (options.trace ?? 0)) order.push(r)
    if (expanded >= nodeBudget) throw nodeBudgetSpent(nodeBudget) // exact: never a node past the budget
    if (++expanded % 4096 === 0) checkIn(options, expanded, g, bestG.size)
    unrank(r, tiles)
    const blank = tiles.indexOf(0)
    for (const from of near[blank]) {
      tiles[blank] = tiles[from]
      tiles[from] = 0
      const child = rank(tiles)
      const known = bestG.get(child)
      if (g + 1 < (known ?? Infinity)) {
        if (known === undefined && bestG.size >= maxPositions)
          throw memoryBudgetSpent((bestG.size + 1) * ASTAR_BYTES_PER_POSITION, options.budget!.maxBytes!)
        bestG.set(child, g + 1)
        parent.set(child, r)
        open.push(child, g + 1 + h(tiles), g + 1)
      }
      tiles[from] = tiles[blank]
      tiles[blank] = 0
    }
  }
  throw new Error('The goal was not reached, though parity says it is reachable.')
}
// #endregion astar

function checkIn(options: AStarOptions, expanded: number, depth: number, seen: number): void {
  throwIfAborted(options.signal)
  if (expanded > (options.maxExpanded ?? Infinity)) throw new SearchLimitError(options.maxExpanded!)
  checkBudget(options.budget, expanded, seen * ASTAR_BYTES_PER_POSITION)
  options.onProgress?.({ explored: expanded, depth })
}

function pathTo(parent: Map<number, number>, end: number, n: number): Move[] {
  const moves: Move[] = []
  const child = new Uint8Array(n)
  const before = new Uint8Array(n)
  for (let r = end; parent.get(r)! >= 0; r = parent.get(r)!) {
    unrank(r, child)
    unrank(parent.get(r)!, before)
    moves.push(before[child.indexOf(0)])
  }
  return moves.reverse()
}
