/**
 * The complete BFS of boards up to 12 cells (3×4, 2×6: 239,500,800 positions each) in 2 bits a
 * position — 60 MB for 12 cells — where the plain BFS of bfs.ts keeps a byte of distance and the
 * tiles of every queued position (about 3 GB at this size).
 *
 * Vocabulary:
 *   index      a reachable position as one integer, 0 .. n!/2 − 1: blank cell × (n−1)!/2 + half the
 *              rank of the tiles read row by row without the blank. For a fixed blank cell the
 *              reachable orders of the tiles are those of one parity, and swapping the last two
 *              tiles flips the parity and the lowest bit of the rank only: so rank >> 1 numbers
 *              each parity class without gaps.
 *   2-bit entry  0 unseen, 1 done (its depth is behind us), 2 and 3 the frontier: the positions at
 *              the current depth carry 2 + (depth mod 2), the ones found for the next depth the
 *              other value. One scan of the table per depth expands the current frontier and
 *              marks the next, with no queue; a position is expanded once.
 *   slide      a horizontal move keeps the order of the tiles (only the blank cell changes); a
 *              vertical one moves one tile past width − 1 others: a rotation of that stretch.
 *
 * Counts per depth come out of the scans; the farthest positions are the last non-empty level's.
 */
import { FACTORIAL } from './rank.ts'
import {
  checkBudget,
  memoryBudgetSpent,
  nodeBudgetSpent,
  throwIfAborted,
  type BudgetOptions,
} from '../contract.ts'
import type { Board } from './model.ts'

/** The largest board the compact BFS takes (12! / 2 positions: a 60 MB table). */
export const MAX_COMPACT_CELLS = 12
/** The memory a tab may use for it (issue 14): a bigger table is refused before it starts. */
export const TAB_MEMORY_BUDGET = 2 ** 30

export type CompactCensus = {
  counts: number[] // counts[d] = positions at distance d
  reached: number
  farthest: Board[] // up to `keepFarthest` of the positions at the largest distance
  tableBytes: number
}

/** Positions, table bytes and whether a width × height census fits the budget. */
export function compactCost(
  width: number,
  height: number,
  budgetBytes = TAB_MEMORY_BUDGET,
): { positions: number; bytes: number; fits: boolean; reason: string | null } {
  const n = width * height
  const positions = FACTORIAL[n] / 2
  const bytes = Math.ceil(positions / 4)
  const mb = (b: number): string => `${Math.round(b / 2 ** 20).toLocaleString('en-US')} MB`
  const reason =
    n > MAX_COMPACT_CELLS
      ? `A ${width}×${height} board has ${positions.toLocaleString('en-US')} positions: at 2 bits each the table alone is ${mb(bytes)}, over the ${mb(budgetBytes)} budget${bytes > budgetBytes ? '' : ' once the scans are counted'}; this census stops at ${MAX_COMPACT_CELLS} cells.`
      : bytes > budgetBytes
        ? `The table would take ${mb(bytes)}, over the ${mb(budgetBytes)} budget.`
        : null
  return { positions, bytes, fits: reason === null, reason }
}

/** The cost of a census from `goal`; throws, before any table is made, when it is too big. */
export function compactCheck(goal: Board, maxBytes: number | undefined): ReturnType<typeof compactCost> {
  const cost = compactCost(goal.width, goal.height, maxBytes ?? TAB_MEMORY_BUDGET)
  if (goal.tiles.length > MAX_COMPACT_CELLS) throw new RangeError(cost.reason!)
  if (maxBytes !== undefined && cost.bytes > maxBytes) throw memoryBudgetSpent(cost.bytes, maxBytes)
  return cost
}

/** The complete BFS from `goal` in 2 bits a position. */
export function compactBfs(
  goal: Board,
  options: BudgetOptions & { keepFarthest?: number } = {},
): CompactCensus {
  const cost = compactCheck(goal, options.budget?.maxBytes)
  const nodeCap = options.budget?.maxNodes ?? Infinity
  const total = compactPositions(goal)
  const table = new Uint32Array(compactWords(goal))
  const keep = options.keepFarthest ?? 24
  const scanner = censusScanner(goal, table, false)
  const counts: number[] = [1]
  scanner.start()
  let reached = 1
  let farthestIdx: number[] = []
  for (let d = 0; ; d++) {
    const firstOfLevel: number[] = []
    throwIfAborted(options.signal) // a scan of a sparse level can take tens of milliseconds
    options.onProgress?.({ explored: reached, depth: d, note: progressNote(d, reached, total) })
    const tick = (foundSoFar: number): void => {
      throwIfAborted(options.signal)
      checkBudget(options.budget, scanner.expanded, cost.bytes)
      options.onProgress?.({
        explored: reached + foundSoFar,
        depth: d,
        note: progressNote(d, reached + foundSoFar, total),
      })
    }
    const found = scanner.scan(d, 0, table.length, firstOfLevel, keep, nodeCap, tick, options.signal)
    if (found === 0) {
      farthestIdx = firstOfLevel
      break
    }
    counts.push(found)
    reached += found
  }
  const farthest = farthestIdx.map((idx) => scanner.boardOf(idx))
  return { counts, reached, farthest, tableBytes: table.byteLength }
}

/** The positions of a census from `goal`: n!/2. */
export const compactPositions = (goal: Board): number => FACTORIAL[goal.tiles.length] / 2

/** The 32-bit words of its table: 16 positions a word. */
export const compactWords = (goal: Board): number => Math.ceil(compactPositions(goal) / 16)

/** What scans a census table: its ranks, and the scan of a range of words at one depth. */
export type CensusScanner = {
  /** Marks the goal, the one position at depth 0. */
  start(): void
  /**
   * Expands the positions at depth `d` whose entries lie in words [from, to): each is marked
   * done and its unseen neighbours are marked for depth d + 1. Returns how many it marked; the
   * first `keep` positions it expanded go to `first`; every 16,384 expansions `tick` gets the
   * count so far, and past `nodeCap` expansions in all it throws (exact).
   */
  scan(
    d: number,
    from: number,
    to: number,
    first: number[],
    keep: number,
    nodeCap: number,
    tick: (found: number) => void,
    signal?: AbortSignal,
  ): number
  /** Positions expanded by this scanner so far. */
  readonly expanded: number
  boardOf(idx: number): Board
}

/**
 * The scanner of a census from `goal` over `table` (compactWords(goal) words, zero at first).
 * `shared`: other threads scan other words of the same table at once (a SharedArrayBuffer), so
 * every write to it is atomic: a neighbour is claimed by compare-and-swap of its word, and a
 * word's expanded positions are marked done by one atomic xor. Without it the writes are plain,
 * for one thread.
 */
export function censusScanner(goal: Board, table: Uint32Array, shared: boolean): CensusScanner {
  const { width: w } = goal
  const n = goal.tiles.length
  const m = n - 1 // tiles
  const half = FACTORIAL[m] / 2 // indices per blank cell

  // Lehmer ranks of the tile order (values 0 .. m−1: tile t is value t − 1).
  const fact = Int32Array.from({ length: m }, (_, i) => FACTORIAL[m - 1 - i])
  const seq = new Int32Array(m)
  const pop = new Uint8Array(1 << m)
  for (let x = 1; x < pop.length; x++) pop[x] = pop[x >> 1] + (x & 1)
  const nth = new Uint8Array(16 << m) // nth[mask·16 + k] = the k-th set bit of mask
  for (let mask = 1; mask < 1 << m; mask++) {
    for (let k = 0, bits = mask; bits !== 0; k++, bits &= bits - 1)
      nth[(mask << 4) | k] = 31 - Math.clz32(bits & -bits)
  }
  const rankSeq = (): number => {
    let r = 0
    let used = 0
    for (let i = 0; i < m - 1; i++) {
      const v = seq[i]
      r += (v - pop[used & ((1 << v) - 1)]) * fact[i]
      used |= 1 << v
    }
    return r
  }
  // Unranking by tables, not by m divisions: the last `low` Lehmer digits come from r mod low!
  // (lowDigits: 3 bits a digit, the parity at bit 24), the first m − low from r / low!
  // (highDigits: 4 bits a digit, the parity at bit 28). The scan visits ranks in order, so the first
  // digits rarely change: seq[0 .. m − low − 1] and the values they use are kept from the last call
  // (every caller that moves those entries puts them back).
  const low = Math.min(m, 7)
  const high = m - low
  const lowRadix = FACTORIAL[low]
  const lowDigits = new Uint32Array(lowRadix)
  for (let r = 0; r < lowRadix; r++) {
    let packed = 0
    for (let k = 0, rest = r; k < low; k++) {
      const f = FACTORIAL[low - 1 - k]
      const digit = Math.floor(rest / f)
      rest -= digit * f
      packed ^= (digit << (3 * k)) ^ ((digit & 1) << 24)
    }
    lowDigits[r] = packed
  }
  const highDigits = new Uint32Array(FACTORIAL[m] / lowRadix)
  for (let r = 0; r < highDigits.length; r++) {
    let packed = 0
    for (let k = 0, rest = r; k < high; k++) {
      const f = FACTORIAL[m - 1 - k] / lowRadix
      const digit = Math.floor(rest / f)
      rest -= digit * f
      packed ^= (digit << (4 * k)) ^ ((digit & 1) << 28)
    }
    highDigits[r] = packed
  }
  let lastHigh = -1
  let highUnused = 0
  let highParity = 0
  /** seq ← the order with rank r; returns the parity of its Lehmer digits. */
  const unrankSeq = (r: number): number => {
    const hi = (r / lowRadix) | 0
    if (hi !== lastHigh) {
      lastHigh = hi
      const packed = highDigits[hi]
      let unused = (1 << m) - 1
      for (let i = 0; i < high; i++) {
        const v = nth[(unused << 4) | ((packed >>> (4 * i)) & 15)] // the digit-th unused value
        seq[i] = v
        unused &= ~(1 << v)
      }
      highUnused = unused
      highParity = packed >>> 28
    }
    const packed = lowDigits[r - hi * lowRadix]
    let unused = highUnused
    for (let i = high; i < m; i++) {
      const v = nth[(unused << 4) | ((packed >>> (3 * (i - high))) & 7)]
      seq[i] = v
      unused &= ~(1 << v)
    }
    return highParity ^ (packed >>> 24)
  }

  // The parity of the tile order each blank cell needs (reachable from the goal).
  const b0 = goal.tiles.indexOf(0)
  let k0 = 0
  for (let c = 0; c < n; c++) if (goal.tiles[c] !== 0) seq[k0++] = goal.tiles[c] - 1
  const goalRank = rankSeq()
  const goalParity = unrankSeq(goalRank) // also the parity of its digits
  const needParity = Int32Array.from(
    { length: n },
    (_, b) => goalParity ^ (((w - 1) * Math.abs(Math.floor(b / w) - Math.floor(b0 / w))) & 1),
  )

  const set = (i: number, v: number): void => {
    const s = (i & 15) << 1
    table[i >>> 4] = (table[i >>> 4] & ~(3 << s)) | (v << s)
  }
  /** Marks unseen position j with v: 1 if it was unseen (this scan found it), else 0. */
  const claim = shared
    ? (j: number, v: number): number => {
        const wi = j >>> 4
        const s = (j & 15) << 1
        for (;;) {
          const word = table[wi]
          if (((word >>> s) & 3) !== 0) return 0
          if (Atomics.compareExchange(table, wi, word, word | (v << s)) === word) return 1
        }
      }
    : (j: number, v: number): number => {
        const wi = j >>> 4
        const word = table[wi]
        const s = (j & 15) << 1
        if (((word >>> s) & 3) !== 0) return 0
        table[wi] = word | (v << s)
        return 1
      }
  /** Marks done (1) the fields of word wi set in `flip`: `flip` xors each from the depth being expanded to 1. */
  const retire = shared
    ? (wi: number, flip: number): void => {
        Atomics.xor(table, wi, flip)
      }
    : (wi: number, flip: number): void => {
        table[wi] ^= flip
      }

  let expanded = 0
  const scan: CensusScanner['scan'] = (d, from, to, first, keep, nodeCap, tick, signal) => {
    const now = 2 + (d & 1)
    const next = now ^ 1
    const pattern = now === 2 ? 0xaaaaaaaa | 0 : -1 // `now` in every 2-bit field
    // The scanner's constants as locals of the hot loop (read from the closure, each use would be a load).
    const perBlank = half
    const width = w
    const cells = n
    const tiles = m
    const order = seq
    const parityOf = needParity
    const words = table
    let found = 0
    // A local count, written back for `tick` and at the end (a captured one is a memory access a hit).
    let done = expanded
    for (let wi = from; wi < to; wi++) {
      if ((wi & 0x3ffff) === 0) throwIfAborted(signal)
      const word = words[wi]
      if (word === 0) continue
      const x = word ^ pattern
      let hits = ~(x | (x >>> 1)) & 0x55555555 // low bit of each field equal to `now`
      if (hits === 0) continue
      // Every `now` field of the word done at once (one write, atomic when shared): 2 ^ 3 = 3 ^ 2 = 1.
      // Only unseen fields are ever claimed, so the neighbours found below never meet these.
      retire(wi, now === 2 ? hits | (hits << 1) : hits << 1)
      while (hits !== 0) {
        const low = hits & -hits
        hits ^= low
        const idx = wi * 16 + ((31 - Math.clz32(low)) >> 1)
        if (first.length < keep) first.push(idx)
        if (done >= nodeCap) throw nodeBudgetSpent(nodeCap) // exact: never a position past the budget
        if ((++done & 0x3fff) === 0) {
          expanded = done
          tick(found)
        }
        const b = (idx / perBlank) | 0
        const q = idx - b * perBlank
        const col = b % width
        // Horizontal slides: the order of the tiles stays.
        if (col > 0) found += claim(idx - perBlank, next)
        if (col < width - 1) found += claim(idx + perBlank, next)
        // Vertical slides: one tile moves past width − 1 others.
        const up = b >= width
        const down = b + width < cells
        if (!up && !down) continue
        let r = 2 * q
        if (unrankSeq(r) !== parityOf[b]) {
          const t = order[tiles - 2]
          order[tiles - 2] = order[tiles - 1]
          order[tiles - 1] = t
          r++
        }
        if (up) {
          // the tile above (order index b − width) comes down to the blank (order index b − 1)
          const from = b - width
          const tile = order[from]
          for (let k = from; k < b - 1; k++) order[k] = order[k + 1]
          order[b - 1] = tile
          const j = from * perBlank + (rankSeq() >> 1)
          found += claim(j, next)
          for (let k = b - 1; k > from; k--) order[k] = order[k - 1]
          order[from] = tile
        }
        if (down) {
          // the tile below (order index b + width − 1) goes up to the blank (order index b)
          const from = b + width - 1
          const tile = order[from]
          for (let k = from; k > b; k--) order[k] = order[k - 1]
          order[b] = tile
          const j = (b + width) * perBlank + (rankSeq() >> 1)
          found += claim(j, next)
          for (let k = b; k < from; k++) order[k] = order[k + 1]
          order[from] = tile
        }
      }
    }
    expanded = done
    return found
  }
  return {
    start: () => set(b0 * half + (goalRank >> 1), 2),
    scan,
    get expanded() {
      return expanded
    },
    boardOf: (idx) => boardOfIndex(idx, goal.width, goal.height, half, unrankSeq, seq, needParity),
  }
}

/** The progress note of a census at depth `d` (census-split.ts says the same on several threads). */
export const progressNote = (d: number, reached: number, total: number): string =>
  `depth ${d}: ${reached.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} positions found (${Math.floor((100 * reached) / total)}%)`

/** The status after a census: how many positions, the diameter, how many that far, how long. */
export function censusSummary(
  width: number,
  height: number,
  counts: readonly number[],
  reached: number,
  seconds: number | null,
): string {
  const diameter = counts.length - 1
  const far = counts[diameter]
  const time =
    seconds === null
      ? ''
      : ` in ${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds).toLocaleString('en-US')} s`
  return `${width}×${height}: ${reached.toLocaleString('en-US')} positions counted${time}. The diameter is ${diameter} moves: ${far.toLocaleString('en-US')} position${far === 1 ? ' is' : 's are'} that far from the goal.`
}

function boardOfIndex(
  idx: number,
  w: number,
  h: number,
  half: number,
  unrankSeq: (r: number) => number,
  seq: Int32Array,
  needParity: Int32Array,
): Board {
  const n = w * h
  const m = n - 1
  const b = Math.floor(idx / half)
  if (unrankSeq(2 * (idx - b * half)) !== needParity[b]) {
    const t = seq[m - 2]
    seq[m - 2] = seq[m - 1]
    seq[m - 1] = t
  }
  const tiles = new Uint8Array(n)
  for (let c = 0, k = 0; c < n; c++) tiles[c] = c === b ? 0 : seq[k++] + 1
  return { width: w, height: h, tiles }
}
