/**
 * The fast IDA*'s depth-first pass (`search` in ../ida-fast.ts) in AssemblyScript, compiled to
 * WebAssembly by scripts/build-wasm.ts (the bytes are committed in ../ida-kernel-wasm.ts, and a
 * unit test checks they are what this file compiles to). Line for line the JS pass: the same
 * pruning, child order and counts; tests/unit/sliding-wasm.test.ts checks the two agree.
 *
 * It allocates nothing. ../ida-wasm.ts lays out the memory: the JS pass's `mem` (i32s at the
 * offsets `layout` is given, in bytes here), each group's table (bytes, their addresses in
 * TABLE) and the path. The one difference from the JS: the count of used cells below a cell is
 * the `popcnt` instruction, where the JS (and bench/c/korf.c) read a 65,536-entry table.
 *
 * Every 16,384 nodes it calls `checkIn` (progress, Cancel, time budgets: the JS side may throw,
 * which unwinds this pass), and `budgetSpent` when the node budget is spent (it throws).
 */
@external("env", "checkIn") declare function checkIn(expanded: f64): void
@external("env", "budgetSpent") declare function budgetSpent(expanded: f64): void

const CHECK_EVERY: i32 = 1 << 14

// Byte addresses of the caller's layout (ida-wasm.ts): i32 arrays, each TABLE entry a table's address.
let TILE: i32 = 0
let CELL: i32 = 0
let BOARD: i32 = 0
let AT: i32 = 0
let RAT: i32 = 0
let MULT: i32 = 0
let SIZE: i32 = 0
let IX: i32 = 0
let RIX: i32 = 0
let H: i32 = 0
let RH: i32 = 0
let TABLE: i32 = 0 // each group's table's byte address
let PATH: i32 = 0
let maxK: i32 = 0
let width: i32 = 0
let reflect: bool = false

let bound: i32 = 0
let nextBound: i32 = 0
let length: i32 = 0
let expanded: f64 = 0
let maxNodes: f64 = 0

@inline function rd(base: i32, i: i32): i32 {
  return load<i32>(<usize>(base + (i << 2)))
}
@inline function wr(base: i32, i: i32, v: i32): void {
  store<i32>(<usize>(base + (i << 2)), v)
}

/** Where the caller put everything, and the board's shape (once per pass: it is cheap). */
export function layout(
  tile: i32, cell: i32, board: i32, at: i32, rat: i32, mult: i32, size: i32,
  ix: i32, rix: i32, h: i32, rh: i32, table: i32, path: i32, k: i32, w: i32, r: i32,
): void {
  TILE = tile
  CELL = cell
  BOARD = board
  AT = at
  RAT = rat
  MULT = mult
  SIZE = size
  IX = ix
  RIX = rix
  H = h
  RH = rh
  TABLE = table
  PATH = path
  maxK = k
  width = w
  reflect = r != 0
}

/** Group g's pattern index from the cells at `at` (AT or RAT). */
function indexOf(at: i32, g: i32): i32 {
  const base = g * maxK
  let index = 0
  let used = 0
  const k = rd(SIZE, g)
  for (let i = 0; i < k; i++) {
    const c = rd(at, base + i)
    index += (c - popcnt<i32>(used & ((1 << c) - 1))) * rd(MULT, base + i)
    used |= 1 << c
  }
  return index
}

@inline function entry(g: i32, ix: i32): i32 {
  return <i32>load<u8>(<usize>(rd(TABLE, g) + ix))
}

/** Depth-first below the node, as `search` in ida-fast.ts (see there). */
function search(blank: i32, g: i32, hn: i32, hr: i32, cameFrom: i32): bool {
  if (hn == 0 && hr == 0) {
    length = g
    return true
  }
  if (expanded >= maxNodes) budgetSpent(expanded)
  expanded += 1
  if ((<i64>expanded & <i64>(CHECK_EVERY - 1)) == 0) checkIn(expanded)
  const cell = 6 * blank
  const count = rd(CELL, cell)
  const mblank = rd(CELL, cell + 5)
  for (let m = 1; m <= count; m++) {
    const from = rd(CELL, cell + m)
    if (from == cameFrom) continue
    const vertical = from - blank == width || blank - from == width
    const tile = rd(BOARD, from)
    const grp = rd(TILE, 4 * tile)
    const slot = rd(TILE, 4 * tile + 1)
    wr(BOARD, blank, tile)
    wr(BOARD, from, 0)
    wr(AT, slot, blank)
    const oldIx = rd(IX, grp)
    const ix = vertical ? indexOf(AT, grp) : oldIx + (blank - from) * rd(MULT, slot)
    const old = rd(H, grp)
    const now = entry(grp, ix)
    wr(IX, grp, ix)
    wr(H, grp, now)
    let hr2 = hr
    let rgrp = 0
    let rslot = 0
    let rold = 0
    let roldIx = 0
    const mfrom = rd(CELL, 6 * from + 5)
    if (reflect) {
      rgrp = rd(TILE, 4 * tile + 2)
      rslot = rd(TILE, 4 * tile + 3)
      wr(RAT, rslot, mblank)
      roldIx = rd(RIX, rgrp)
      const rix = vertical ? roldIx + (mblank - mfrom) * rd(MULT, rslot) : indexOf(RAT, rgrp)
      rold = rd(RH, rgrp)
      const rnow = entry(rgrp, rix)
      wr(RIX, rgrp, rix)
      wr(RH, rgrp, rnow)
      hr2 = hr - rold + rnow
    }
    const hn2 = hn - old + now
    const f = g + 1 + max(hn2, hr2)
    if (f <= bound) {
      wr(PATH, g, tile)
      if (search(from, g + 1, hn2, hr2, blank)) return true
    } else if (f < nextBound) nextBound = f
    wr(IX, grp, oldIx)
    wr(H, grp, old)
    if (reflect) {
      wr(RIX, rgrp, roldIx)
      wr(RH, rgrp, rold)
      wr(RAT, rslot, mfrom)
    }
    wr(BOARD, from, tile)
    wr(BOARD, blank, 0)
    wr(AT, slot, from)
  }
  return false
}

/** One pass from `blank` at depth g; the smallest f cut off is `lastNextBound()` after. */
export function iterate(b: i32, blank: i32, g: i32, hn: i32, hr: i32, cameFrom: i32, budget: f64): bool {
  bound = b
  nextBound = 0x7fffffff
  maxNodes = budget
  return search(blank, g, hn, hr, cameFrom)
}
export function lastNextBound(): i32 { return nextBound }
export function solutionLength(): i32 { return length }
export function expandedSoFar(): f64 { return expanded }
export function setExpanded(e: f64): void { expanded = e }
