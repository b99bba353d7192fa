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
import { POPCOUNT16 } from '../bits.ts'
import { neighbourTable, type Board } from './model.ts'
import { throwIfAborted, type JobOptions } from '../contract.ts'
import { sharedTables } from '../tables.ts'

export type PatternDb = {
  width: number
  height: number
  goal: Uint8Array
  groups: number[][] // tiles of each group
  tables: Uint8Array[]
  bytes: number
}

const FREE = 255
const REPORT_EVERY = 1 << 13

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
export const KORF_FELNER_CELLS: readonly (readonly number[])[] = [
  [1, 4, 5, 8, 9, 12],
  [2, 3, 6, 7, 10, 11],
  [13, 14, 15],
]

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
    const turn = (c: number): number =>
      (flipRows ? 3 - (c >> 2) : c >> 2) * 4 + (flipCols ? 3 - (c & 3) : c & 3)
    return KORF_FELNER_CELLS.map((cells) => cells.map((c) => goal.tiles[turn(c)]))
  }
  return readingOrderGroups(goal)
}

/** The tiles of `goal` in the reading order of their goal cells, cut into groups. */
export function readingOrderGroups(goal: Board): number[][] {
  const order = Array.from(goal.tiles).filter((t) => t !== 0)
  const groups: number[][] = []
  let start = 0
  for (const size of groupSizes(order.length)) {
    groups.push(order.slice(start, start + size))
    start += size
  }
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

/** bits.ts's table bound in this module, so the hot loop reads a constant (see rank.ts). */
const POPCOUNT = POPCOUNT16

// #region pattern-index
/** The index of a pattern: each cell's rank among the cells not used by earlier tiles. */
export function patternIndex(cells: ArrayLike<number>, mult: Int32Array): number {
  let index = 0
  let used = 0
  for (let i = 0; i < mult.length; i++) {
    const c = cells[i]
    index += (c - POPCOUNT[used & ((1 << c) - 1)]) * mult[i]
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
 * tile's old cell and its region is found anew. The first time a pattern is reached, in any
 * region, is its entry: the least number of group moves over every place of the blank.
 *
 * A 6-tile table has 5,765,760 patterns and several regions of the blank for many of them, so
 * the search is kept lean: a state is one number (4 bits per tile's cell, then 4 bits naming the
 * region by its lowest cell) queued next to its pattern index; `seen` has one bit per region,
 * 16 per pattern; the regions are looked up in a table made once per board (`regionOf`, filled
 * by `geometry` below with `flood`); a move updates the index rather than recomputing it; and
 * each level is sorted by index before it is expanded.
 */
function buildTable(geo: Geometry, home: number[], options: JobOptions, done: number): Uint8Array {
  const { n, all, nearMask, regionOf } = geo
  const k = home.length
  const mult = weights(n, k)
  const size = patternCount(n, k)
  const table = new Uint8Array(size).fill(FREE)
  const seen = new Uint16Array(size) // bit r: reached with the blank in the region whose lowest cell is r
  let frontier = new Queue(1024) // this level's states, in index order
  const next = new Queue(1024) // the next level's, in the order they are found
  const buckets = new Int32Array((size >>> SORT_SHIFT) + 2) // for sorting a level by index
  const cells = new Int32Array(k) // the state being expanded: cells[i] is tile i's cell …
  const slotAt = new Int8Array(n) // … and slotAt[c] the tile on cell c (meaningful on occupied cells only)
  throwIfAborted(options.signal) // the tables above take a few ms to allocate and fill
  const regionShift = 4 * k
  let occupied = 0
  let packed = 0
  for (let i = 0; i < k; i++) {
    packed |= home[i] << (4 * i)
    occupied |= 1 << home[i]
  }
  const start = patternIndex(home, mult)
  const region0 = regionOf[((all & ~occupied) << 4) | geo.goalBlank]
  const low0 = 31 - Math.clz32(region0 & -region0)
  table[start] = 0
  seen[start] = 1 << low0
  frontier.push(packed | (low0 << regionShift), start)
  let reached = 0
  for (let level = 0; frontier.length > 0; level++) {
    const { states, indices } = frontier
    for (let head = 0; head < frontier.length; head++, reached++) {
      const state = states[head]
      const index = indices[head]
      occupied = 0
      for (let i = 0; i < k; i++) {
        const c = (state >> (4 * i)) & 15
        cells[i] = c
        slotAt[c] = i
        occupied |= 1 << c
      }
      const free = all & ~occupied
      const region = regionOf[(free << 4) | ((state >> regionShift) & 15)]
      if ((reached & (REPORT_EVERY - 1)) === 0) {
        throwIfAborted(options.signal)
        options.onProgress?.({ explored: done + reached, depth: level })
      }
      for (let i = 0; i < k; i++) {
        const from = cells[i]
        const m = mult[i]
        let into = nearMask[from] & region // the blank must be next to the tile
        while (into !== 0) {
          const to = 31 - Math.clz32(into & -into)
          into &= into - 1
          // The index after the move, updated rather than recomputed (see patternIndex). Tile i's
          // digit (its cell's rank among the cells earlier tiles leave) changes by hi − lo, less
          // one for each earlier tile on a cell in between; a later tile on a cell in between
          // gains or loses one used cell below its own, so its digit changes by one. A sideways
          // move has no cell in between, an up or down one has width − 1.
          const lo = Math.min(from, to)
          const hi = Math.max(from, to)
          let step = (hi - lo) * m
          // the group's tiles on the cells strictly between lo and hi
          for (let passed = ((1 << hi) - (2 << lo)) & occupied; passed !== 0; passed &= passed - 1) {
            const j = slotAt[31 - Math.clz32(passed & -passed)]
            step += j < i ? -m : mult[j]
          }
          const after = from < to ? index + step : index - step
          const blankRegion = regionOf[(((free | (1 << from)) & ~(1 << to)) << 4) | from] // the blank took `from`
          const low = 31 - Math.clz32(blankRegion & -blankRegion)
          const s = seen[after]
          if (s & (1 << low)) continue
          if (s === 0) table[after] = level + 1
          seen[after] = s | (1 << low)
          next.push(
            (state & ~(15 << (4 * i)) & ~(15 << regionShift)) | (to << (4 * i)) | (low << regionShift),
            after,
          )
        }
      }
    }
    // The next level, sorted by index: nearby indices are expanded together, so the look-ups of
    // `seen` (11 MB for 6 tiles, more than the processor's cache) stay near each other in memory.
    frontier = next.sortedInto(frontier, buckets)
    throwIfAborted(options.signal) // a big level's sort runs between two of the loop's checks
    next.length = 0
  }
  return table
}
// #endregion build-table

/** Levels are sorted on index >>> 8, in runs of 256 indices: sorting more finely gains nothing. */
const SORT_SHIFT = 8

/** A growable queue of states and their pattern indices. */
class Queue {
  states: Int32Array
  indices: Int32Array
  length = 0

  constructor(capacity: number) {
    this.states = new Int32Array(capacity)
    this.indices = new Int32Array(capacity)
  }

  push(state: number, index: number): void {
    if (this.length === this.states.length) {
      const states = new Int32Array(this.length * 2)
      const indices = new Int32Array(this.length * 2)
      states.set(this.states)
      indices.set(this.indices)
      this.states = states
      this.indices = indices
    }
    this.states[this.length] = state
    this.indices[this.length++] = index
  }

  /** This queue's entries, sorted on index >>> SORT_SHIFT (a counting sort), into `out`. */
  sortedInto(out: Queue, buckets: Int32Array): Queue {
    if (out.states.length < this.length) out = new Queue(this.states.length)
    const { states, indices, length } = this
    buckets.fill(0)
    for (let h = 0; h < length; h++) buckets[(indices[h] >>> SORT_SHIFT) + 1]++
    for (let b = 1; b < buckets.length; b++) buckets[b] += buckets[b - 1] // buckets[b]: where run b starts
    for (let h = 0; h < length; h++) {
      const at = buckets[indices[h] >>> SORT_SHIFT]++
      out.states[at] = states[h]
      out.indices[at] = indices[h]
    }
    out.length = length
    return out
  }
}

type Geometry = {
  n: number
  all: number
  nearMask: Int32Array
  goalBlank: number
  width: number
  leftCol: number
  rightCol: number
  regionOf: Uint16Array // regionOf[free << 4 | cell]: the cells of `free` connected to `cell`
}

function geometry(width: number, height: number, goalBlank: number, signal?: AbortSignal): Geometry {
  const n = width * height
  const near = neighbourTable(width, height)
  let leftCol = 0
  let rightCol = 0
  for (let r = 0; r < height; r++) {
    leftCol |= 1 << (r * width)
    rightCol |= 1 << (r * width + width - 1)
  }
  const nearMask = Int32Array.from(near, (cells) => cells.reduce((m, c) => m | (1 << c), 0))
  const geo = {
    n,
    all: (1 << n) - 1,
    nearMask,
    goalBlank,
    width,
    leftCol,
    rightCol,
    regionOf: new Uint16Array(16 << n),
  }
  // Every set of free cells, cut into its regions: 2 MB on a 4×4 board, filled in some 10 ms.
  for (let free = 1; free < 1 << n; free++) {
    if ((free & 4095) === 0) throwIfAborted(signal) // a cold start takes tens of ms here
    for (let left = free; left !== 0; ) {
      const region = flood(geo, left & -left, free)
      left &= ~region
      for (let c = region; c !== 0; c &= c - 1) geo.regionOf[(free << 4) | (31 - Math.clz32(c & -c))] = region
    }
  }
  return geo
}

/** The cells of `free` connected to `seed`, grown one step in all four directions at a time. */
function flood(geo: Geometry, seed: number, free: number): number {
  let region = seed & free
  for (;;) {
    const grown =
      (region |
        (region << geo.width) |
        (region >>> geo.width) |
        ((region & ~geo.rightCol) << 1) |
        ((region & ~geo.leftCol) >>> 1)) &
      free
    if (grown === region) return region
    region = grown
  }
}

/**
 * All tables for `goal` (any board up to 16 cells); progress counts patterns reached. Each table
 * comes through `sharedTables` (tables.ts), named by what it depends on (the board's shape, the
 * blank's goal cell and its tiles' goal cells), so threads of one batch build each table once.
 */
export function buildPatternDb(
  goal: Board,
  options: JobOptions = {},
  groups = defaultGroups(goal),
): PatternDb {
  const n = goal.width * goal.height
  const goalCell = new Int32Array(n)
  goal.tiles.forEach((tile, cell) => {
    goalCell[tile] = cell
  })
  let geo: Geometry | null = null // made once, by the first table built here
  const before = groups.map((_, k) =>
    groups.slice(0, k).reduce((sum, g) => sum + patternCount(n, g.length), 0),
  )
  const keys = groups.map(
    (group) =>
      `sliding pattern table ${goal.width}x${goal.height} blank ${goalCell[0]} tiles at ${group.map((t) => goalCell[t]).join(',')}`,
  )
  const tables = sharedTables(keys, (k) => {
    geo ??= geometry(goal.width, goal.height, goalCell[0], options.signal)
    // Say which table is being filled, so the reader sees how far the build has got.
    const note = `building pattern database ${k + 1} of ${groups.length} (tiles ${groups[k].join(', ')})`
    const report = options.onProgress
    const tableOptions: JobOptions = report
      ? { ...options, onProgress: (p) => report({ ...p, note }) }
      : options
    return buildTable(
      geo,
      groups[k].map((t) => goalCell[t]),
      tableOptions,
      before[k],
    )
  })
  const bytes = tables.reduce((sum, t) => sum + t.length, 0)
  return { width: goal.width, height: goal.height, goal: goal.tiles.slice(), groups, tables, bytes }
}

/**
 * Manhattan distance as pattern databases: one group per tile, so each table holds one tile's
 * distance from its goal cell (a lone tile moves one cell a move, and the blank can always get
 * round it). Like any partition the tables add up, so the fast IDA* (ida-fast.ts) runs Manhattan
 * distance as well; a test checks the sum against heuristics.ts on every position.
 */
export function manhattanTables(goal: Board): PatternDb {
  const tiles = Array.from(goal.tiles).filter((t) => t !== 0)
  return buildPatternDb(
    goal,
    {},
    tiles.map((t) => [t]),
  )
}

/** Lookup helpers for IDA*: which group each tile is in, its slot, the index weights. */
export type PdbLookup = { groupOf: Int8Array; slotOf: Int8Array; mult: Int32Array[]; sizes: number[] }

export function pdbLookup(db: PatternDb): PdbLookup {
  const n = db.width * db.height
  const groupOf = new Int8Array(n).fill(-1)
  const slotOf = new Int8Array(n).fill(-1)
  db.groups.forEach((g, gi) =>
    g.forEach((t, s) => {
      groupOf[t] = gi
      slotOf[t] = s
    }),
  )
  return {
    groupOf,
    slotOf,
    mult: db.groups.map((g) => weights(n, g.length)),
    sizes: db.groups.map((g) => g.length),
  }
}

/** True when `db` was built for this goal and board shape. */
export function pdbFits(db: PatternDb, goal: Board): boolean {
  return db.width === goal.width && db.height === goal.height && db.goal.every((t, k) => t === goal.tiles[k])
}
