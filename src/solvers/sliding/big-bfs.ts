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

/** The complete BFS from `goal` in 2 bits a position. */
export function compactBfs(
  goal: Board,
  options: BudgetOptions & { keepFarthest?: number } = {},
): CompactCensus {
  const { width: w, height: h } = goal
  const n = w * h
  const cost = compactCost(w, h, options.budget?.maxBytes ?? TAB_MEMORY_BUDGET)
  if (n > MAX_COMPACT_CELLS) throw new RangeError(cost.reason!)
  const maxBytes = options.budget?.maxBytes
  if (maxBytes !== undefined && cost.bytes > maxBytes) throw memoryBudgetSpent(cost.bytes, maxBytes) // before the table is made
  const nodeCap = options.budget?.maxNodes ?? Infinity
  const m = n - 1 // tiles
  const half = FACTORIAL[m] / 2 // indices per blank cell
  const total = half * n
  const table = new Uint32Array(Math.ceil(total / 16))
  const keep = options.keepFarthest ?? 24

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

  const get = (i: number): number => (table[i >>> 4] >>> ((i & 15) << 1)) & 3
  const set = (i: number, v: number): void => {
    const s = (i & 15) << 1
    table[i >>> 4] = (table[i >>> 4] & ~(3 << s)) | (v << s)
  }

  const counts: number[] = [1]
  set(b0 * half + (goalRank >> 1), 2)
  let reached = 1
  let farthestIdx: number[] = []
  let expanded = 0
  for (let d = 0; ; d++) {
    const now = 2 + (d & 1)
    const next = now ^ 1
    const pattern = now === 2 ? 0xaaaaaaaa | 0 : -1 // `now` in every 2-bit field
    let found = 0
    const firstOfLevel: number[] = []
    throwIfAborted(options.signal) // a scan of a sparse level can take tens of milliseconds
    options.onProgress?.({ explored: reached, depth: d, note: progressNote(d, reached, total) })
    for (let wi = 0; wi < table.length; wi++) {
      if ((wi & 0x3ffff) === 0) throwIfAborted(options.signal)
      const word = table[wi]
      if (word === 0) continue
      const x = word ^ pattern
      let hits = ~(x | (x >>> 1)) & 0x55555555 // low bit of each field equal to `now`
      while (hits !== 0) {
        const low = hits & -hits
        hits ^= low
        const idx = wi * 16 + ((31 - Math.clz32(low)) >> 1)
        set(idx, 1)
        if (firstOfLevel.length < keep) firstOfLevel.push(idx)
        if (expanded >= nodeCap) throw nodeBudgetSpent(nodeCap) // exact: never a position past the budget
        if ((++expanded & 0x3fff) === 0) {
          throwIfAborted(options.signal)
          checkBudget(options.budget, expanded, cost.bytes)
          options.onProgress?.({
            explored: reached + found,
            depth: d,
            note: progressNote(d, reached + found, total),
          })
        }
        const b = (idx / half) | 0
        const q = idx - b * half
        const col = b % w
        // Horizontal slides: the order of the tiles stays.
        if (col > 0) {
          const j = idx - half
          if (get(j) === 0) {
            set(j, next)
            found++
          }
        }
        if (col < w - 1) {
          const j = idx + half
          if (get(j) === 0) {
            set(j, next)
            found++
          }
        }
        // Vertical slides: one tile moves past width − 1 others.
        const up = b >= w
        const down = b + w < n
        if (!up && !down) continue
        let r = 2 * q
        if (unrankSeq(r) !== needParity[b]) {
          const t = seq[m - 2]
          seq[m - 2] = seq[m - 1]
          seq[m - 1] = t
          r++
        }
        if (up) {
          // the tile above (order index b − w) comes down to the blank (order index b − 1)
          const from = b - w
          const tile = seq[from]
          for (let k = from; k < b - 1; k++) seq[k] = seq[k + 1]
          seq[b - 1] = tile
          const j = from * half + (rankSeq() >> 1)
          if (get(j) === 0) {
            set(j, next)
            found++
          }
          for (let k = b - 1; k > from; k--) seq[k] = seq[k - 1]
          seq[from] = tile
        }
        if (down) {
          // the tile below (order index b + w − 1) goes up to the blank (order index b)
          const from = b + w - 1
          const tile = seq[from]
          for (let k = from; k > b; k--) seq[k] = seq[k - 1]
          seq[b] = tile
          const j = (b + w) * half + (rankSeq() >> 1)
          if (get(j) === 0) {
            set(j, next)
            found++
          }
          for (let k = b; k < from; k++) seq[k] = seq[k + 1]
          seq[from] = tile
        }
      }
    }
    if (found === 0) {
      farthestIdx = firstOfLevel
      break
    }
    counts.push(found)
    reached += found
  }
  const farthest = farthestIdx.map((idx) => boardOfIndex(idx, w, h, half, unrankSeq, seq, needParity))
  return { counts, reached, farthest, tableBytes: table.byteLength }
}

const progressNote = (d: number, reached: number, total: number): string =>
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
