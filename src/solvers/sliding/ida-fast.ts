/**
 * IDA* with additive pattern databases, written for speed: the same search as the search lab's
 * IDA* (src/solvers/search/idastar.ts, run on sliding boards by search.ts) with the tables as its
 * heuristic (tests check they expand the same nodes, iteration by iteration, when the reflection
 * is off), but on the board in place, with every table in a typed array, the pattern index
 * updated only for the moved tile's group, and no per-node calls. This is what the CLI, the bench
 * and the 15-puzzle widget run, and the comparison for Manhattan distance, which is the tables of
 * one tile each (pdb.ts, `manhattanTables`).
 *
 * Vocabulary as in search/idastar.ts: g, h, bound, expanded; slot = a tile's place within its group.
 *   reflection  a square board mirrored about the diagonal through the goal's blank cell, each
 *               tile renamed to the tile whose goal cell is the mirror image of its own. The goal
 *               mirrors onto itself and a move onto a move, so the mirrored board is exactly as
 *               far from the goal as the board: the same tables, looked up on the mirrored
 *               board, give a second lower bound, and h is the larger of the two (Korf and
 *               Felner 2002). Both sums are kept incrementally: a move changes one group's
 *               entry in each.
 *   budget      --max-nodes: the search gives up (BudgetError) after that many expansions. Its
 *               memory is the path and the tables, so only the nodes are counted.
 */
import { POPCOUNT16 } from '../bits.ts'
import { neighbourTable, type Board, type Move } from './model.ts'
import { pdbFits, pdbLookup, type PatternDb } from './pdb.ts'
import { isReachable } from './parity.ts'
import { checkBudget, nodeBudgetSpent, throwIfAborted, type BudgetOptions } from '../contract.ts'
import type { IdaResult } from './search.ts'

export type FastIdaOptions = BudgetOptions & {
  /** Use the reflected lookup too where the board allows it (default true). */
  reflect?: boolean
}

const CHECK_EVERY = 1 << 14
/** bits.ts's table bound in this module, so the hot loop reads a constant (see rank.ts). */
const POPCOUNT = POPCOUNT16

/**
 * The mirror of a square board about the diagonal through the goal's blank cell, as a cell map
 * and a tile renaming (both their own inverses); null when the blank is on neither diagonal or
 * the board is not square.
 */
export function reflection(goal: Board): { cell: Int32Array; tile: Int32Array } | null {
  const { width: w, height: h } = goal
  if (w !== h) return null
  const n = w * h
  const goalCell = new Int32Array(n)
  goal.tiles.forEach((t, c) => {
    goalCell[t] = c
  })
  const b = goalCell[0]
  const [br, bc] = [Math.floor(b / w), b % w]
  const mirror =
    br === bc
      ? (r: number, c: number) => c * w + r // the main diagonal
      : br + bc === w - 1
        ? (r: number, c: number) => (w - 1 - c) * w + (w - 1 - r) // the other diagonal
        : null
  if (!mirror) return null
  const cell = Int32Array.from({ length: n }, (_, c) => mirror(Math.floor(c / w), c % w))
  const tile = Int32Array.from({ length: n }, (_, t) => goal.tiles[cell[goalCell[t]]])
  return { cell, tile }
}

/** The mirrored board (see `reflection`): as far from the goal as `board`. */
export function reflectBoard(board: Board, goal: Board): Board | null {
  const r = reflection(goal)
  if (!r) return null
  const tiles = new Uint8Array(board.tiles.length)
  board.tiles.forEach((t, c) => {
    tiles[r.cell[c]] = r.tile[t]
  })
  return { ...board, tiles }
}

/** An optimal solution, or null when parity says the goal cannot be reached. */
export function idaStarPdb(
  start: Board,
  goal: Board,
  pdb: PatternDb,
  options: FastIdaOptions = {},
): IdaResult | null {
  if (!isReachable(start, goal)) return null
  const search = fastSearch(goal, pdb, options)
  search.load(start.tiles)
  const iterations: IdaResult['iterations'] = []
  for (let bound = search.h(); ; bound = search.nextBound()) {
    const before = search.expanded()
    const found = search.iterate(bound, 0, -1)
    iterations.push({ bound, expanded: search.expanded() - before })
    if (found) return { moves: search.moves(0), expanded: search.expanded(), iterations }
    checkBudget(options.budget, search.expanded())
    options.onProgress?.({ explored: search.expanded(), depth: search.nextBound() }) // the next iteration's bound
  }
}

/**
 * The fast search on one goal and its tables, as a board loaded and IDA*'s depth-first pass from
 * it: what `idaStarPdb` runs from the start, and the split search (ida-split.ts) from each node
 * of its frontier, with the same pruning, child order and counts. `expanded` adds up over passes
 * (and over boards loaded), as does the budget, which is on that sum.
 */
export type FastSearch = {
  /** Puts the board (its tiles, cell by cell) in place, with its pattern indices and sums. */
  load(tiles: ArrayLike<number>): void
  /** The loaded board's lower bound: the larger of the sums on it and on its mirror. */
  h(): number
  /**
   * One pass from the loaded board as the node at depth `g`, reached by sliding the tile from
   * `cameFrom` (−1: none); true when it found the goal (`moves` then gives the path).
   */
  iterate(bound: number, g: number, cameFrom: number): boolean
  /** The smallest f above the bound met by the last pass (Infinity: none). */
  nextBound(): number
  expanded(): number
  /** The tiles slid at depths `from` to the goal found by the last pass. */
  moves(from: number): Move[]
}

/** Sets up the fast search (see `FastSearch`); throws when the tables do not fit the goal. */
export function fastSearch(goal: Board, pdb: PatternDb, options: FastIdaOptions = {}): FastSearch {
  if (!pdbFits(pdb, goal)) throw new Error('The pattern database does not fit this goal.')
  const n = goal.tiles.length
  const lookup = pdbLookup(pdb)
  const groups = pdb.groups.length
  const maxK = Math.max(...lookup.sizes)
  const mirror = options.reflect === false ? null : reflection(goal)
  // Flattened per-group data: cells[g·maxK + slot], mult[g·maxK + slot]; rcells the same for
  // the mirrored board, where the tile mirrored from tile t sits in group rgroupOf[t].
  const cells = new Int32Array(groups * maxK)
  const rcells = new Int32Array(groups * maxK)
  const mult = new Int32Array(groups * maxK)
  const size = Int32Array.from(lookup.sizes)
  lookup.mult.forEach((m, g) => mult.set(m, g * maxK))
  const tables = pdb.tables
  const groupOf = Int32Array.from(lookup.groupOf)
  const slotOf = Int32Array.from(lookup.slotOf)
  const rgroupOf = new Int32Array(n).fill(-1)
  const rslotOf = new Int32Array(n).fill(-1)
  const mcell = mirror ? mirror.cell : new Int32Array(n)
  if (mirror) {
    for (let t = 1; t < n; t++) {
      rgroupOf[t] = groupOf[mirror.tile[t]]
      rslotOf[t] = rgroupOf[t] * maxK + slotOf[mirror.tile[t]]
    }
  }
  const nearFlat = new Int32Array(n * 5) // count, then up to 4 cells
  neighbourTable(goal.width, goal.height).forEach((cs, c) => {
    nearFlat[c * 5] = cs.length
    cs.forEach((x, k) => {
      nearFlat[c * 5 + 1 + k] = x
    })
  })
  const tiles = new Int32Array(n)
  const path = new Int32Array(256)

  function indexOf(of: Int32Array, g: number): number {
    const base = g * maxK
    let index = 0
    let used = 0
    for (let i = 0; i < size[g]; i++) {
      const c = of[base + i]
      index += (c - POPCOUNT[used & ((1 << c) - 1)]) * mult[base + i]
      used |= 1 << c
    }
    return index
  }

  // Each group's pattern index and table entry, on the board and on its mirror.
  const groupIx = new Int32Array(groups)
  const rgroupIx = new Int32Array(groups)
  const groupH = new Int32Array(groups)
  const rgroupH = new Int32Array(groups)
  let h0 = 0 // the sums on the loaded board and on its mirror
  let r0 = 0
  let blank0 = 0 // the loaded board's blank
  const width = goal.width

  let expanded = 0
  const maxNodes = options.budget?.maxNodes ?? Infinity
  let nextBound = Infinity
  let bound = 0
  let length = 0 // the solution's length, once found

  // #region fast-search
  /**
   * Depth-first below the node, whose f = g + max(hn, hr) is within the bound (hn and hr: the
   * sums on the board and on its mirror). A child whose f passes the bound is cut off here,
   * before a call, as the call would cut it off first thing.
   * A horizontal slide moves a tile to the next cell number, past no other cell, so its group's
   * index changes by exactly ±1 times the tile's multiplier; the mirror turns a horizontal slide
   * into a vertical one and back, so each move recomputes one index in full, not two.
   */
  function search(blank: number, g: number, hn: number, hr: number, cameFrom: number): boolean {
    if (hn === 0 && hr === 0) {
      length = g
      return true
    }
    if (expanded >= maxNodes) throw nodeBudgetSpent(maxNodes) // exact: never a node past the budget
    if ((++expanded & (CHECK_EVERY - 1)) === 0) checkIn()
    const base = blank * 5
    const count = nearFlat[base]
    for (let m = 1; m <= count; m++) {
      const from = nearFlat[base + m]
      if (from === cameFrom) continue // never undo the previous move
      const vertical = from - blank === width || blank - from === width
      const tile = tiles[from]
      const grp = groupOf[tile]
      const slot = grp * maxK + slotOf[tile]
      tiles[blank] = tile
      tiles[from] = 0
      cells[slot] = blank
      const oldIx = groupIx[grp]
      const ix = vertical ? indexOf(cells, grp) : oldIx + (blank - from) * mult[slot]
      const old = groupH[grp]
      const now = tables[grp][ix]
      groupIx[grp] = ix
      groupH[grp] = now
      let hr2 = hr
      let rgrp = 0
      let rold = 0
      let roldIx = 0
      if (mirror) {
        rgrp = rgroupOf[tile]
        const rslot = rslotOf[tile]
        rcells[rslot] = mcell[blank]
        roldIx = rgroupIx[rgrp]
        const rix = vertical ? roldIx + (mcell[blank] - mcell[from]) * mult[rslot] : indexOf(rcells, rgrp)
        rold = rgroupH[rgrp]
        const rnow = tables[rgrp][rix]
        rgroupIx[rgrp] = rix
        rgroupH[rgrp] = rnow
        hr2 = hr - rold + rnow
      }
      const hn2 = hn - old + now
      const f = g + 1 + (hn2 > hr2 ? hn2 : hr2)
      if (f <= bound) {
        path[g] = tile
        if (search(from, g + 1, hn2, hr2, blank)) return true
      } else if (f < nextBound) nextBound = f // cut off: the next bound is the smallest f cut off
      groupIx[grp] = oldIx
      groupH[grp] = old
      if (mirror) {
        rgroupIx[rgrp] = roldIx
        rgroupH[rgrp] = rold
        rcells[rslotOf[tile]] = mcell[from]
      }
      tiles[from] = tile
      tiles[blank] = 0
      cells[slot] = from
    }
    return false
  }
  // #endregion fast-search

  /** Progress reports the bound of the current iteration: every shorter length is ruled out. */
  function checkIn(): void {
    throwIfAborted(options.signal)
    checkBudget(options.budget, expanded)
    options.onProgress?.({ explored: expanded, depth: bound })
  }

  return {
    load(board) {
      h0 = 0
      r0 = 0
      for (let c = 0; c < n; c++) {
        const t = board[c]
        tiles[c] = t
        if (t === 0) blank0 = c
        else {
          cells[groupOf[t] * maxK + slotOf[t]] = c
          if (mirror) rcells[rslotOf[t]] = mcell[c]
        }
      }
      for (let g = 0; g < groups; g++) {
        groupIx[g] = indexOf(cells, g)
        groupH[g] = tables[g][groupIx[g]]
        h0 += groupH[g]
        if (mirror) {
          rgroupIx[g] = indexOf(rcells, g)
          rgroupH[g] = tables[g][rgroupIx[g]]
          r0 += rgroupH[g]
        }
      }
    },
    h: () => Math.max(h0, r0),
    iterate(b, g, cameFrom) {
      bound = b
      nextBound = Infinity
      const f = g + Math.max(h0, r0)
      if (f > bound) {
        nextBound = f
        return false
      }
      return search(blank0, g, h0, r0, cameFrom)
    },
    nextBound: () => nextBound,
    expanded: () => expanded,
    moves: (from) => Array.from(path.subarray(from, length)) as Move[],
  }
}
