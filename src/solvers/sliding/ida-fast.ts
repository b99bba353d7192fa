/**
 * IDA* with additive pattern databases, written for speed: the same search as the search lab's
 * IDA* (src/solvers/search/idastar.ts, run on sliding boards by search.ts) with the tables as its
 * heuristic (tests check they expand the same nodes, iteration by iteration, when the reflection
 * is off), but on the board in place, with every table in a typed array, the pattern index
 * updated only for the moved tile's group, and no per-node calls. This is what the CLI, the bench
 * and the 15-puzzle widget run, and the comparison for Manhattan distance, which is the tables of
 * one tile each (pdb.ts, `manhattanTables`). Each depth-first pass runs on WebAssembly where the
 * engine has it: `search` below, line for line in assembly/ida-kernel.ts (ida-wasm.ts loads it),
 * about twice as fast; `search` itself runs where there is no WebAssembly, and in the tests that
 * check the two expand the same nodes.
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
import { wasmKernel } from './ida-wasm.ts'

export type FastIdaOptions = BudgetOptions & {
  /** Use the reflected lookup too where the board allows it (default true). */
  reflect?: boolean
  /**
   * Which code runs the depth-first pass: 'wasm', the same pass compiled to WebAssembly
   * (assembly/ida-kernel.ts, the default where the engine has WebAssembly), or 'js', `search`
   * below. Both expand the same nodes in the same order (tests/unit/sliding-wasm.test.ts).
   */
  kernel?: 'wasm' | 'js'
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
  /** Which code runs the passes (see FastIdaOptions.kernel). */
  readonly kernel: 'wasm' | 'js'
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

/**
 * Sets up the fast search (see `FastSearch`); throws when the tables do not fit the goal.
 *
 * Every small array the search reads lives in one Int32Array, `mem`, at the offsets below: V8
 * checks a typed array's bounds and loads its data pointer on every access, and after each
 * recursive call it loads them again, so one array instead of fourteen saves that work at every
 * node. On Korf's 100 the search takes about 0.8 of the CPU time it took with separate arrays,
 * node for node the same (docs/benchmarks.md). C keeps its arrays at fixed addresses and does not
 * need this; bench/c/korf.c is the same search with them. The WebAssembly pass reads this very
 * layout, copied into its memory, so both passes start from one `load`.
 */
export function fastSearch(goal: Board, pdb: PatternDb, options: FastIdaOptions = {}): FastSearch {
  if (!pdbFits(pdb, goal)) throw new Error('The pattern database does not fit this goal.')
  const n = goal.tiles.length
  const lookup = pdbLookup(pdb)
  const groups = pdb.groups.length
  const maxK = Math.max(...lookup.sizes)
  const mirror = options.reflect === false ? null : reflection(goal)
  const tables = pdb.tables
  // The layout of `mem`. A slot is g·maxK + the tile's place in its group g.
  const TILE = 0 //        4 a tile: its group, its slot, the group and slot of the tile mirrored from it
  const CELL = 4 * n //    6 a cell: its neighbours' count, up to 4 neighbours, its mirror image
  const BOARD = CELL + 6 * n //         the tile on each cell (0: the blank)
  const AT = BOARD + n //               each slot's cell on the board
  const RAT = AT + groups * maxK //     each slot's cell on the mirrored board
  const MULT = RAT + groups * maxK //   each slot's weight in its group's pattern index
  const SIZE = MULT + groups * maxK //  each group's tile count
  const IX = SIZE + groups //           each group's pattern index on the board
  const RIX = IX + groups //            the same on the mirrored board
  const H = RIX + groups //             each group's table entry on the board
  const RH = H + groups //              the same on the mirrored board
  const mem = new Int32Array(RH + groups)

  lookup.sizes.forEach((k, g) => {
    mem[SIZE + g] = k
  })
  lookup.mult.forEach((m, g) => mem.set(m, MULT + g * maxK))
  for (let t = 1; t < n; t++) {
    mem[TILE + 4 * t] = lookup.groupOf[t]
    mem[TILE + 4 * t + 1] = lookup.groupOf[t] * maxK + lookup.slotOf[t]
    if (mirror) {
      const m = mirror.tile[t]
      mem[TILE + 4 * t + 2] = lookup.groupOf[m]
      mem[TILE + 4 * t + 3] = lookup.groupOf[m] * maxK + lookup.slotOf[m]
    }
  }
  neighbourTable(goal.width, goal.height).forEach((cs, c) => {
    mem[CELL + 6 * c] = cs.length
    mem.set(cs, CELL + 6 * c + 1)
    mem[CELL + 6 * c + 5] = mirror ? mirror.cell[c] : 0
  })
  const path = new Int32Array(256)
  const width = goal.width
  const reflect = mirror !== null

  /** Group g's pattern index from the cells at `at` (AT or RAT). */
  function indexOf(at: number, g: number): number {
    const base = g * maxK
    let index = 0
    let used = 0
    for (let i = 0, k = mem[SIZE + g]; i < k; i++) {
      const c = mem[at + base + i]
      index += (c - POPCOUNT[used & ((1 << c) - 1)]) * mem[MULT + base + i]
      used |= 1 << c
    }
    return index
  }

  let h0 = 0 // the sums on the loaded board and on its mirror
  let r0 = 0
  let blank0 = 0 // the loaded board's blank
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
   * index changes by exactly ±1 times the tile's weight; the mirror turns a horizontal slide
   * into a vertical one and back, so each move recomputes one index in full, not two.
   */
  function search(blank: number, g: number, hn: number, hr: number, cameFrom: number): boolean {
    if (hn === 0 && hr === 0) {
      length = g
      return true
    }
    if (expanded >= maxNodes) throw nodeBudgetSpent(maxNodes) // exact: never a node past the budget
    if ((++expanded & (CHECK_EVERY - 1)) === 0) checkIn()
    const cell = CELL + 6 * blank
    const count = mem[cell]
    const mblank = mem[cell + 5]
    for (let m = 1; m <= count; m++) {
      const from = mem[cell + m]
      if (from === cameFrom) continue // never undo the previous move
      const vertical = from - blank === width || blank - from === width
      const tile = mem[BOARD + from]
      const grp = mem[TILE + 4 * tile]
      const slot = mem[TILE + 4 * tile + 1]
      mem[BOARD + blank] = tile
      mem[BOARD + from] = 0
      mem[AT + slot] = blank
      const oldIx = mem[IX + grp]
      const ix = vertical ? indexOf(AT, grp) : oldIx + (blank - from) * mem[MULT + slot]
      const old = mem[H + grp]
      const now = tables[grp][ix]
      mem[IX + grp] = ix
      mem[H + grp] = now
      let hr2 = hr
      let rgrp = 0
      let rslot = 0
      let rold = 0
      let roldIx = 0
      const mfrom = mem[CELL + 6 * from + 5]
      if (reflect) {
        rgrp = mem[TILE + 4 * tile + 2]
        rslot = mem[TILE + 4 * tile + 3]
        mem[RAT + rslot] = mblank
        roldIx = mem[RIX + rgrp]
        const rix = vertical ? roldIx + (mblank - mfrom) * mem[MULT + rslot] : indexOf(RAT, rgrp)
        rold = mem[RH + rgrp]
        const rnow = tables[rgrp][rix]
        mem[RIX + rgrp] = rix
        mem[RH + rgrp] = rnow
        hr2 = hr - rold + rnow
      }
      const hn2 = hn - old + now
      const f = g + 1 + Math.max(hn2, hr2)
      if (f <= bound) {
        path[g] = tile
        if (search(from, g + 1, hn2, hr2, blank)) return true
      } else if (f < nextBound) nextBound = f // cut off: the next bound is the smallest f cut off
      mem[IX + grp] = oldIx
      mem[H + grp] = old
      if (reflect) {
        mem[RIX + rgrp] = roldIx
        mem[RH + rgrp] = rold
        mem[RAT + rslot] = mfrom
      }
      mem[BOARD + from] = tile
      mem[BOARD + blank] = 0
      mem[AT + slot] = from
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

  const kernel = options.kernel === 'js' ? null : wasmKernel(pdb, mem.length)
  const offsets = [TILE, CELL, BOARD, AT, RAT, MULT, SIZE, IX, RIX, H, RH]
  /** `search` from the loaded board, run by the kernel (ida-wasm.ts) on a copy of `mem`. */
  function kernelPass(g: number, cameFrom: number): boolean {
    const pass = kernel!.run(mem, {
      offsets,
      maxK,
      width,
      reflect,
      bound,
      blank: blank0,
      g,
      hn: h0,
      hr: r0,
      cameFrom,
      expanded,
      maxNodes,
      checkIn: (e) => {
        expanded = e
        checkIn()
      },
      spent: (e) => {
        expanded = e
        throw nodeBudgetSpent(maxNodes)
      },
    })
    expanded = pass.expanded
    nextBound = pass.nextBound
    if (pass.found) {
      length = pass.length
      kernel!.path(path, length)
    }
    return pass.found
  }

  return {
    kernel: kernel ? 'wasm' : 'js',
    load(board) {
      h0 = 0
      r0 = 0
      for (let c = 0; c < n; c++) {
        const t = board[c]
        mem[BOARD + c] = t
        if (t === 0) blank0 = c
        else {
          mem[AT + mem[TILE + 4 * t + 1]] = c
          if (mirror) mem[RAT + mem[TILE + 4 * t + 3]] = mirror.cell[c]
        }
      }
      for (let g = 0; g < groups; g++) {
        mem[IX + g] = indexOf(AT, g)
        mem[H + g] = tables[g][mem[IX + g]]
        h0 += mem[H + g]
        if (mirror) {
          mem[RIX + g] = indexOf(RAT, g)
          mem[RH + g] = tables[g][mem[RIX + g]]
          r0 += mem[RH + g]
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
      return kernel ? kernelPass(g, cameFrom) : search(blank0, g, h0, r0, cameFrom)
    },
    nextBound: () => nextBound,
    expanded: () => expanded,
    moves: (from) => Array.from(path.subarray(from, length)) as Move[],
  }
}
