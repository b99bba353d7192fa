/**
 * Additive pattern databases — exact distances of a few tiles, looked up during IDA*.
 *
 * Vocabulary:
 *   group      a set of tiles (the pattern); the groups partition all tiles. On a 4×4 board the
 *              15 tiles form groups of 6, 6 and 3, taken in the reading order of their goal cells.
 *   pattern    where the group's tiles stand: k cells, tile by tile. Its index is the rank of
 *              that partial permutation, 0 .. n·(n−1)···(n−k+1) − 1 (5,765,760 for 6 of 16).
 *   table      table[index] = the fewest moves *of this group's tiles* that bring them home,
 *              if every other tile were invisible and the blank could be on any free cell.
 *              Other tiles' moves cost nothing, so the tables of disjoint groups can be added
 *              and the sum is still a lower bound: the additive heuristic.
 *
 * The tables are built by breadth-first search backwards from the goal pattern: one move slides
 * one group tile onto an adjacent cell not occupied by another group tile.
 */
import { neighbourTable, type Board } from './model.ts'
import { type SearchOptions } from './bfs.ts'
import { throwIfAborted } from '../contract.ts'

export type PatternDb = {
  width: number
  height: number
  goal: Uint8Array
  groups: number[][] // tiles of each group
  tables: Uint8Array[]
  bytes: number
}

const FREE = 255
const REPORT_EVERY = 1 << 15

/** Group sizes: 6-6-3 for the 15-puzzle, halves on smaller boards. */
export function groupSizes(tiles: number): number[] {
  if (tiles >= 12) {
    const sizes: number[] = []
    for (let left = tiles; left > 0; left -= 6) sizes.push(Math.min(6, left))
    return sizes
  }
  return tiles <= 5 ? [tiles] : [Math.ceil(tiles / 2), Math.floor(tiles / 2)]
}

/**
 * Korf and Felner's 6-6-3 partition of the 15-puzzle, as goal cells when the blank's goal is
 * cell 0 (top-left): the left two columns, the top-right block of six, the bottom row's three.
 */
export const KORF_FELNER_CELLS: readonly (readonly number[])[] = [[1, 4, 5, 8, 9, 12], [2, 3, 6, 7, 10, 11], [13, 14, 15]]

/**
 * The groups: on a 4×4 board whose goal has the blank in a corner, Korf and Felner's 6-6-3
 * partition turned so that its blank corner is the goal's; otherwise the tiles in the reading
 * order of their goal cells, cut into groups of `groupSizes`.
 */
export function defaultGroups(goal: Board): number[][] {
  const blank = goal.tiles.indexOf(0)
  if (goal.width === 4 && goal.height === 4 && [0, 3, 12, 15].includes(blank)) {
    const flipRows = blank >= 12
    const flipCols = blank % 4 === 3
    const turn = (c: number): number => (flipRows ? 3 - (c >> 2) : c >> 2) * 4 + (flipCols ? 3 - (c & 3) : c & 3)
    return KORF_FELNER_CELLS.map((cells) => cells.map((c) => goal.tiles[turn(c)]))
  }
  return readingOrderGroups(goal)
}

/** The tiles of `goal` in the reading order of their goal cells, cut into groups. */
export function readingOrderGroups(goal: Board): number[][] {
  const order = Array.from(goal.tiles).filter((t) => t !== 0)
  const groups: number[][] = []
  let start = 0
  for (const size of groupSizes(order.length)) { groups.push(order.slice(start, start + size)); start += size }
  return groups
}

/** Entries of a table for `k` tiles on `n` cells: n·(n−1)···(n−k+1). */
export function patternCount(n: number, k: number): number {
  let size = 1
  for (let i = 0; i < k; i++) size *= n - i
  return size
}

/** mult[i] = (n−1−i)···(n−k+1): the weight of digit i in a pattern's index. */
function weights(n: number, k: number): Int32Array {
  return Int32Array.from({ length: k }, (_, i) => patternCount(n - 1 - i, k - 1 - i))
}

const POP16 = Uint8Array.from({ length: 1 << 16 }, (_, m) => {
  let c = 0
  for (let b = m; b; b &= b - 1) c++
  return c
})

// #region pattern-index
/** The index of a pattern: each cell's rank among the cells not used by earlier tiles. */
export function patternIndex(cells: ArrayLike<number>, mult: Int32Array): number {
  let index = 0
  let used = 0
  for (let i = 0; i < mult.length; i++) {
    const c = cells[i]
    index += (c - POP16[used & ((1 << c) - 1)]) * mult[i]
    used |= 1 << c
  }
  return index
}
// #endregion pattern-index

// #region build-table
/**
 * One group's table by breadth-first search backwards from the goal pattern. A state is the
 * pattern plus the *region* the blank is in: the free cells (not under a group tile) connected
 * to the blank. Inside its region the blank moves for free (only other tiles move), so a step
 * is one group tile sliding into an adjacent cell of the region; the blank then takes the
 * tile's old cell and its region is flooded anew. The first time a pattern is reached, in any
 * region, is its entry: the least number of group moves over every place of the blank.
 */
function buildTable(geo: Geometry, home: number[], options: SearchOptions, done: number): Uint8Array {
  const k = home.length
  const mult = weights(geo.n, k)
  const size = patternCount(geo.n, k)
  const table = new Uint8Array(size).fill(FREE)
  const seen = new Uint16Array(size) // bit r: reached with the blank in the region whose lowest cell is r
  let frontier: Int32Array = new Int32Array(1024) // this level's states: 4 bits per tile cell, then 4 of region
  let next: Int32Array = new Int32Array(1024) // the next level's
  const cells = new Int32Array(k)
  const tileBits = (1 << (4 * k)) - 1
  let count = 0
  let tail = 0
  let packed = 0
  let occupied = 0
  for (let i = 0; i < k; i++) { packed |= home[i] << (4 * i); occupied |= 1 << home[i] }
  const start = patternIndex(home, mult)
  table[start] = 0
  const region0 = flood(geo, 1 << geo.goalBlank, geo.all & ~occupied)
  const low0 = 31 - Math.clz32(region0 & -region0)
  seen[start] = 1 << low0
  frontier[count++] = packed | (low0 << (4 * k))
  let reached = 0
  for (let level = 0; count > 0; level++) {
    for (let head = 0; head < count; head++, reached++) {
      const p = frontier[head]
      occupied = 0
      for (let i = 0; i < k; i++) { cells[i] = (p >> (4 * i)) & 15; occupied |= 1 << cells[i] }
      const free = geo.all & ~occupied
      const region = flood(geo, 1 << ((p >> (4 * k)) & 15), free)
      if ((reached & (REPORT_EVERY - 1)) === 0) {
        throwIfAborted(options.signal)
        options.onProgress?.({ explored: done + reached, depth: level })
      }
      for (let i = 0; i < k; i++) {
        const from = cells[i]
        let into = geo.nearMask[from] & region // the blank must be next to the tile
        while (into !== 0) {
          const to = 31 - Math.clz32(into & -into)
          into &= into - 1
          cells[i] = to
          const index = patternIndex(cells, mult)
          if (table[index] === FREE) table[index] = level + 1
          const after = flood(geo, 1 << from, (free | (1 << from)) & ~(1 << to)) // the blank's new region
          const low = 31 - Math.clz32(after & -after)
          if (seen[index] & (1 << low)) continue
          seen[index] |= 1 << low
          if (tail === next.length) next = grow(next)
          next[tail++] = (p & tileBits & ~(15 << (4 * i))) | (to << (4 * i)) | (low << (4 * k))
        }
        cells[i] = from
      }
    }
    const swap = frontier
    frontier = next
    next = swap
    count = tail
    tail = 0
  }
  return table
}

function grow(queue: Int32Array): Int32Array {
  const bigger = new Int32Array(queue.length * 2)
  bigger.set(queue)
  return bigger
}

type Geometry = { n: number; all: number; nearMask: Int32Array; goalBlank: number; width: number; leftCol: number; rightCol: number }

function geometry(width: number, height: number, goalBlank: number): Geometry {
  const n = width * height
  const near = neighbourTable(width, height)
  let leftCol = 0
  let rightCol = 0
  for (let r = 0; r < height; r++) { leftCol |= 1 << (r * width); rightCol |= 1 << (r * width + width - 1) }
  const nearMask = Int32Array.from(near, (cells) => cells.reduce((m, c) => m | (1 << c), 0))
  return { n, all: (1 << n) - 1, nearMask, goalBlank, width, leftCol, rightCol }
}

/** The cells of `free` connected to `seed`, grown one step in all four directions at a time. */
function flood(geo: Geometry, seed: number, free: number): number {
  let region = seed & free
  for (;;) {
    const grown = (region | (region << geo.width) | (region >>> geo.width) |
      ((region & ~geo.rightCol) << 1) | ((region & ~geo.leftCol) >>> 1)) & free
    if (grown === region) return region
    region = grown
  }
}
// #endregion build-table

/** All tables for `goal` (any board up to 16 cells); progress counts patterns reached. */
export function buildPatternDb(goal: Board, options: SearchOptions = {}, groups = defaultGroups(goal)): PatternDb {
  const n = goal.width * goal.height
  const goalCell = new Int32Array(n)
  goal.tiles.forEach((tile, cell) => { goalCell[tile] = cell })
  const geo = geometry(goal.width, goal.height, goalCell[0])
  const tables: Uint8Array[] = []
  let done = 0
  for (const [k, group] of groups.entries()) {
    // Say which table is being filled, so the reader sees how far the build has got.
    const note = `building pattern database ${k + 1} of ${groups.length} (tiles ${group.join(', ')})`
    const report = options.onProgress
    const tableOptions: SearchOptions = report ? { ...options, onProgress: (p) => report({ ...p, note }) } : options
    tables.push(buildTable(geo, group.map((t) => goalCell[t]), tableOptions, done))
    done += tables[tables.length - 1].length
  }
  return { width: goal.width, height: goal.height, goal: goal.tiles.slice(), groups, tables, bytes: done }
}

/** Lookup helpers for IDA*: which group each tile is in, its slot, the index weights. */
export type PdbLookup = { groupOf: Int8Array; slotOf: Int8Array; mult: Int32Array[]; sizes: number[] }

export function pdbLookup(db: PatternDb): PdbLookup {
  const n = db.width * db.height
  const groupOf = new Int8Array(n).fill(-1)
  const slotOf = new Int8Array(n).fill(-1)
  db.groups.forEach((g, gi) => g.forEach((t, s) => { groupOf[t] = gi; slotOf[t] = s }))
  return { groupOf, slotOf, mult: db.groups.map((g) => weights(n, g.length)), sizes: db.groups.map((g) => g.length) }
}

/** True when `db` was built for this goal and board shape. */
export function pdbFits(db: PatternDb, goal: Board): boolean {
  return db.width === goal.width && db.height === goal.height && db.goal.every((t, k) => t === goal.tiles[k])
}
