/**
 * IDA* — iterative-deepening A*: depth-first search bounded by g + h, the bound raised to the
 * smallest f that went over, until the goal is found. Memory: the current path only.
 *
 * Vocabulary:
 *   g, h, f     moves made, the heuristic's lower bound on moves left, and g + h.
 *   bound       the f-limit of one iteration; the next bound is the least f that exceeded it.
 *   expanded    nodes whose children were generated, over all iterations (the classic count).
 *   heuristic   'manhattan', 'linear-conflict' or 'pdb' (additive pattern databases, pdb.ts).
 *
 * Manhattan and the PDB are updated incrementally: one move changes one tile's term, or one
 * group's entry. Linear conflict is recomputed at every node (it is for the comparison only).
 */
import { neighbourTable, type Board, type Move } from './model.ts'
import { goalTable, linearConflict, manhattan } from './heuristics.ts'
import { patternIndex, pdbFits, pdbLookup, type PatternDb } from './pdb.ts'
import { isReachable } from './parity.ts'
import { checkBudget, nodeBudgetSpent, throwIfAborted, type Budget, type JobOptions } from '../contract.ts'

export type HeuristicName = 'manhattan' | 'linear-conflict' | 'pdb'
export type IdaOptions = JobOptions & {
  heuristic?: HeuristicName
  pdb?: PatternDb
  maxExpanded?: number
  budget?: Budget
}
export type IdaResult = { moves: Move[]; expanded: number; iterations: { bound: number; expanded: number }[] }

const CHECK_EVERY = 1 << 12 // linear conflict costs about a microsecond a node: check well within 50 ms

export class SearchLimitError extends Error {
  constructor(limit: number) {
    super(`Gave up after expanding ${limit.toLocaleString('en-US')} nodes.`)
    this.name = 'SearchLimitError'
  }
}

/** An optimal solution, or null when parity says the goal cannot be reached. */
export function idaStar(start: Board, goal: Board, options: IdaOptions = {}): IdaResult | null {
  if (!isReachable(start, goal)) return null
  const kind = options.heuristic ?? 'manhattan'
  if (kind === 'pdb' && !(options.pdb && pdbFits(options.pdb, goal)))
    throw new Error('The pattern database does not fit this goal.')
  const n = start.tiles.length
  const table = goalTable(goal)
  const near = neighbourTable(start.width, start.height).map((cells) => Int32Array.from(cells))
  const tiles = start.tiles.slice()
  const pos = new Int32Array(n)
  tiles.forEach((t, c) => {
    pos[t] = c
  })
  const db = options.pdb
  const lookup = db ? pdbLookup(db) : null
  const groupCells = lookup ? lookup.sizes.map((k) => new Int32Array(k)) : []
  const groupH = new Int32Array(groupCells.length)
  const maxExpanded = options.maxExpanded ?? Infinity
  const maxNodes = options.budget?.maxNodes ?? Infinity
  const path: Move[] = []
  let expanded = 0
  let nextBound = Infinity

  function groupValue(g: number): number {
    const cells = groupCells[g]
    const group = db!.groups[g]
    for (let s = 0; s < cells.length; s++) cells[s] = pos[group[s]]
    return db!.tables[g][patternIndex(cells, lookup!.mult[g])]
  }

  function initialH(): number {
    if (kind === 'linear-conflict') return linearConflict(tiles, table)
    if (kind === 'manhattan') return manhattan(tiles, table)
    let h = 0
    for (let g = 0; g < groupH.length; g++) {
      groupH[g] = groupValue(g)
      h += groupH[g]
    }
    return h
  }

  // #region ida-search
  /** Depth-first below the current node; true when the goal was found (path holds the moves). */
  function search(blank: number, g: number, h: number, bound: number, cameFrom: number): boolean {
    const f = g + h
    if (f > bound) {
      if (f < nextBound) nextBound = f
      return false
    }
    if (h === 0) return true // every admissible h here is 0 only on the goal
    if (expanded >= maxNodes) throw nodeBudgetSpent(maxNodes) // exact: never a node past the budget
    if (++expanded % CHECK_EVERY === 0) checkIn(g)
    const cells = near[blank]
    for (let m = 0; m < cells.length; m++) {
      const from = cells[m]
      if (from === cameFrom) continue // never undo the previous move
      const tile = tiles[from]
      tiles[blank] = tile
      tiles[from] = 0
      pos[tile] = blank
      pos[0] = from // slide
      const saved = kind === 'pdb' ? groupH[lookup!.groupOf[tile]] : 0
      const h2 = childH(h, tile, from, blank)
      path.push(tile)
      if (search(from, g + 1, h2, bound, blank)) return true
      path.pop()
      if (kind === 'pdb') groupH[lookup!.groupOf[tile]] = saved
      tiles[from] = tile
      tiles[blank] = 0
      pos[tile] = from
      pos[0] = blank // slide back
    }
    return false
  }
  // #endregion ida-search

  /** h after `tile` moved from `from` to `to` (tiles and pos already updated). */
  function childH(h: number, tile: number, from: number, to: number): number {
    if (kind === 'manhattan') return h + table.dist[tile * n + to] - table.dist[tile * n + from]
    if (kind === 'linear-conflict') return linearConflict(tiles, table)
    const g = lookup!.groupOf[tile]
    const old = groupH[g]
    groupH[g] = groupValue(g)
    return h - old + groupH[g]
  }

  function checkIn(depth: number): void {
    throwIfAborted(options.signal)
    if (expanded > maxExpanded) throw new SearchLimitError(maxExpanded)
    checkBudget(options.budget, expanded)
    options.onProgress?.({ explored: expanded, depth })
  }

  const iterations: IdaResult['iterations'] = []
  const blank = tiles.indexOf(0)
  const h0 = initialH()
  for (let bound = h0; ; bound = nextBound) {
    nextBound = Infinity
    const before = expanded
    const found = search(blank, 0, h0, bound, -1)
    iterations.push({ bound, expanded: expanded - before })
    if (found) return { moves: path.slice(), expanded, iterations }
    options.onProgress?.({ explored: expanded, depth: bound })
  }
}
