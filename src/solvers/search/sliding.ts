/**
 * The sliding puzzle as a search problem: the search lab's boards (up to 9 cells: 2×2 … 3×3, 2×4),
 * and every board of the sliding-puzzle article up to the 15-puzzle, whose A* and IDA* are the
 * lab's algorithms run on this problem (src/solvers/sliding/search.ts).
 *
 * Vocabulary:
 *   state      one integer holding the board (`encode` says how): below 2^28 up to 9 cells, where
 *              each tile takes three bits; below 2^45 on larger boards, where the tiles' order is
 *              ranked. `tilesOf` turns it back into tiles, cell by cell (0 = blank), as in
 *              src/solvers/sliding/model.ts.
 *   key        the state itself.
 *   move       the tile that slides into the blank, as `sliding solve` prints it.
 *   order      successors come in one fixed order: the tile above the blank, then the one to its
 *              left, to its right, below it (the blank moves up, left, right, down). Every count
 *              this folder reports depends on that order, so it is part of the CLI's help.
 *   heuristics misplaced tiles; Manhattan distance; linear conflict; an additive pattern database
 *              (the tiles in two halves, src/solvers/sliding/pdb.ts); 'zero' for none.
 *   cost model 'unit': every slide costs 1 (the puzzle as everyone plays it). 'tile': sliding tile
 *              k costs k, as if tile k weighed k (heavy tiles are worth steering round; the
 *              cheapest solution is often longer than the shortest). Under 'tile' the
 *              heuristics are priced the same way (`tileCostHeuristic`).
 */
import { POPCOUNT16 } from '../bits.ts'
import { InputError } from '../contract.ts'
import { neighbourTable, type Board } from '../sliding/model.ts'
import {
  columnConflicts,
  goalTable,
  linearConflict,
  manhattan,
  rowConflicts,
  type GoalTable,
} from '../sliding/heuristics.ts'
import { buildPatternDb, patternIndex, pdbFits, pdbLookup, type PatternDb } from '../sliding/pdb.ts'
import { formatBoard } from '../sliding/notation.ts'
import { rank, unrank } from '../sliding/rank.ts'
import type { Problem, Successor } from './problem.ts'

export type Tiles = Uint8Array
export const HEURISTICS = ['misplaced', 'manhattan', 'linear-conflict', 'pdb'] as const
export type HeuristicName = (typeof HEURISTICS)[number] | 'zero'
export const COST_MODELS = ['unit', 'tile'] as const
export type CostModel = (typeof COST_MODELS)[number]

/** The lab's boards: at most this many cells, so BFS tables and the true distance stay small. */
export const MAX_LAB_CELLS = 9

/** Diameters (the most moves any position needs) of the boards the lab takes, default goal. */
export const DIAMETERS: Readonly<Record<string, number>> = {
  '2x2': 6,
  '2x3': 21,
  '3x2': 21,
  '2x4': 36,
  '4x2': 36,
  '3x3': 31,
}

export function checkLabBoard(board: Board): void {
  const n = board.width * board.height
  if (n > MAX_LAB_CELLS) {
    throw new InputError(
      `The search lab takes boards of up to ${MAX_LAB_CELLS} cells (3×3, 2×4); ${board.width}×${board.height} has ${n}.`,
    )
  }
}

// #region misplaced
/** Tiles (not the blank) that are not on their goal cell. */
function misplaced(tiles: Tiles, goal: Tiles): number {
  let h = 0
  for (let c = 0; c < tiles.length; c++) if (tiles[c] !== 0 && tiles[c] !== goal[c]) h++
  return h
}
// #endregion misplaced

/**
 * The Manhattan table of the goal searched last, kept: a search of a few hundred nodes (the bench
 * runs fifty) should not spend its time building tables.
 */
let lastTable: { tiles: string; table: GoalTable } | null = null
function tableFor(goal: Board): GoalTable {
  const tiles = `${goal.width}:${goal.tiles.join(' ')}`
  if (lastTable?.tiles !== tiles) lastTable = { tiles, table: goalTable(goal) }
  return lastTable.table
}

/** bits.ts's table bound in this module, so the hot loop reads a constant (see sliding/rank.ts). */
const POPCOUNT = POPCOUNT16

const pdbCache = new Map<string, PatternDb>()

/** The additive pattern database for `goal` (built once per goal: a few milliseconds on 3×3). */
function patternDbFor(goal: Board): PatternDb {
  const id = `${goal.width}x${goal.height}:${formatBoard(goal)}`
  let db = pdbCache.get(id)
  if (!db) {
    db = buildPatternDb(goal)
    pdbCache.set(id, db)
  }
  return db
}

/** The sum of the pattern database's entries for the tiles' cells. */
function pdbHeuristic(db: PatternDb): (tiles: Tiles) => number {
  const lookup = pdbLookup(db)
  const cells = db.groups.map((g) => new Int32Array(g.length))
  return (tiles) => {
    for (let c = 0; c < tiles.length; c++) {
      const g = lookup.groupOf[tiles[c]]
      if (g >= 0) cells[g][lookup.slotOf[tiles[c]]] = c
    }
    let h = 0
    for (let g = 0; g < cells.length; g++) h += db.tables[g][patternIndex(cells[g], lookup.mult[g])]
    return h
  }
}

/**
 * The heuristic `name` for `goal`, as a function of the tiles. 'pdb' uses `pdb` when given (it must
 * be built for this goal), else the lab's tables for the goal.
 */
export function slidingHeuristic(
  goal: Board,
  name: HeuristicName,
  pdb?: PatternDb,
): (tiles: Tiles) => number {
  if (pdb && !pdbFits(pdb, goal)) throw new Error('The pattern database does not fit this goal.')
  const table = tableFor(goal)
  switch (name) {
    case 'zero':
      return () => 0
    case 'misplaced':
      return (tiles) => misplaced(tiles, goal.tiles)
    case 'manhattan':
      return (tiles) => manhattan(tiles, table)
    case 'linear-conflict':
      return (tiles) => linearConflict(tiles, table)
    case 'pdb':
      return keptFor(pdb ?? patternDbFor(goal), goal.tiles.length).h
  }
}

/**
 * Manhattan distance after one slide, from the distance before it: only the tile that slid (the
 * move) changed its term, from the cell that is the blank after the slide to the blank's cell before
 * it. Under 'tile' costs the term is priced at the tile's number, as in `tileCostHeuristic`.
 */
function manhattanAfter(
  goal: Board,
  cost: CostModel,
): (state: number, h: number, tile: number, next: number) => number {
  const { dist, n } = tableFor(goal)
  if (cost === 'tile')
    return (state, h, tile, next) => h + tile * (dist[tile * n + (state & 15)] - dist[tile * n + (next & 15)])
  return (state, h, tile, next) => h + dist[tile * n + (state & 15)] - dist[tile * n + (next & 15)]
}

/**
 * Linear conflict after one slide, from its value before. Manhattan distance changes in the moved
 * tile's term (priced under 'tile' costs, as in `tileCostHeuristic`); the conflicts change only in
 * the two lines the tile crossed between: a sideways slide takes it from one column to the next
 * and leaves its row's order as it was, an up or down slide does the same with rows. Those two
 * lines are counted before and after on the decoded board; the others are as they were.
 */
function linearConflictAfter(
  goal: Board,
  cost: CostModel,
): (state: number, h: number, tile: number, next: number) => number {
  const table = tableFor(goal)
  const { width, dist, n } = table
  const tiles = new Uint8Array(n)
  /** The conflicts of the two lines around cells a and b: their columns, or their rows when `rows`. */
  const across = (a: number, b: number, rows: boolean): number =>
    rows
      ? rowConflicts(tiles, table, Math.floor(a / width)) + rowConflicts(tiles, table, Math.floor(b / width))
      : columnConflicts(tiles, table, a % width) + columnConflicts(tiles, table, b % width)
  return (state, h, tile, next) => {
    const to = state & 15 // the blank's cell before the slide: the tile's after it
    const from = next & 15 // the tile's cell before the slide: the blank's after it
    const rows = from % width === to % width // an up or down slide
    decode(state, tiles)
    const before = across(from, to, rows)
    tiles[to] = tile
    tiles[from] = 0
    const moved = dist[tile * n + to] - dist[tile * n + from]
    return h + (cost === 'tile' ? tile * moved : moved) + 2 * (across(from, to, rows) - before)
  }
}

/**
 * The tables' sum after one slide, from the sum before it: only the moved tile's group changes, so
 * only its entry is looked up again. For that, the cell of every tile and each group's entry are
 * kept for the states made last (`RECENT_SLOTS` slots, a state in the slot its number hashes to),
 * the cells as two integers of eight 4-bit cells each (tiles 0–7, tiles 8–15): a search asks for a
 * state's successors soon after making it, so the state before the slide is usually there; one that
 * is not (the start, or one pushed out) is worked out in full.
 */
function pdbAfter(
  db: PatternDb,
  cells: number,
): (state: number, h: number, tile: number, next: number) => number {
  const { lookup, keys, low, high, entry, tiles } = keptFor(db, cells)
  const groups = db.groups.length
  /**
   * Group g's entry for the cells held in `lo` (tiles 0–7) and `hi` (tiles 8–15): the pattern's
   * index as pdb.ts's `patternIndex` makes it, with each cell read from the packed integers.
   */
  const entryOf = (g: number, lo: number, hi: number): number => {
    const group = db.groups[g]
    const mult = lookup.mult[g]
    let index = 0
    let used = 0
    for (let i = 0; i < group.length; i++) {
      const t = group[i]
      const c = ((t < 8 ? lo : hi) >>> (4 * (t & 7))) & 15
      index += (c - POPCOUNT[used & ((1 << c) - 1)]) * mult[i]
      used |= 1 << c
    }
    return db.tables[g][index]
  }
  /** The slot of `state`, worked out in full when the state is not there. */
  const slotFor = (state: number): number => {
    const slot = slotOf(state)
    if (keys[slot] === state) return slot
    decode(state, tiles)
    let lo = 0
    let hi = 0
    for (let c = 0; c < cells; c++) {
      const t = tiles[c]
      if (t < 8) lo |= c << (4 * t)
      else hi |= c << (4 * (t & 7))
    }
    for (let g = 0; g < groups; g++) entry[slot * groups + g] = entryOf(g, lo, hi)
    keys[slot] = state
    low[slot] = lo
    high[slot] = hi
    return slot
  }
  return (state, h, tile, next) => {
    const from = slotFor(state)
    let lo = low[from]
    let hi = high[from]
    // the tile takes the blank's cell (state & 15), and the blank (tile 0, in lo) the tile's
    const shift = 4 * (tile & 7)
    if (tile < 8) lo = (lo & ~(15 << shift)) | ((state & 15) << shift)
    else hi = (hi & ~(15 << shift)) | ((state & 15) << shift)
    lo = (lo & ~15) | (next & 15)
    const g = lookup.groupOf[tile]
    const before = entry[from * groups + g]
    const after = entryOf(g, lo, hi)
    const to = slotOf(next) // may be the slot of `state`: it is then worked out again when needed
    for (let k = 0; k < groups; k++) entry[to * groups + k] = entry[from * groups + k]
    entry[to * groups + g] = after
    keys[to] = next
    low[to] = lo
    high[to] = hi
    return h - before + after
  }
}

/** What pdbAfter keeps, made once per set of tables (they fix the board's size). */
const KEPT = new WeakMap<PatternDb, ReturnType<typeof makeKept>>()
const keptFor = (db: PatternDb, cells: number) => {
  let kept = KEPT.get(db)
  if (!kept) KEPT.set(db, (kept = makeKept(db, cells)))
  return kept
}
function makeKept(db: PatternDb, cells: number) {
  return {
    h: pdbHeuristic(db),
    lookup: pdbLookup(db),
    keys: new Float64Array(RECENT_SLOTS).fill(-1),
    low: new Int32Array(RECENT_SLOTS), // slot → the cells of tiles 0–7, 4 bits each
    high: new Int32Array(RECENT_SLOTS), // slot → the cells of tiles 8–15
    entry: new Uint8Array(RECENT_SLOTS * db.groups.length), // slot · groups + g → group g's entry
    tiles: new Uint8Array(cells),
  }
}

// #region tile-cost
/**
 * The heuristic `name` when sliding tile k costs k. Each term of the unit heuristic is one move of
 * one tile, so it is priced at that tile's number: misplaced tiles → the sum of the misplaced
 * tiles' numbers; Manhattan → Σ k × (tile k's distance from its goal cell). Linear conflict adds
 * its extra moves to the priced Manhattan at 1 each (the cheapest a move can cost: which tile of a
 * conflict makes them is not known). The pattern database counts unit moves of its tiles, each
 * costing at least 1, so it is used unpriced. The census (census.ts) checks every one of them.
 */
export function tileCostHeuristic(
  goal: Board,
  name: HeuristicName,
  pdb?: PatternDb,
): (tiles: Tiles) => number {
  const table = tableFor(goal)
  const priced = (tiles: Tiles): number => {
    let h = 0
    for (let c = 0; c < tiles.length; c++)
      if (tiles[c] !== 0) h += tiles[c] * table.dist[tiles[c] * table.n + c]
    return h
  }
  switch (name) {
    case 'misplaced':
      return (tiles) => {
        let h = 0
        for (let c = 0; c < tiles.length; c++) if (tiles[c] !== 0 && tiles[c] !== goal.tiles[c]) h += tiles[c]
        return h
      }
    case 'manhattan':
      return priced
    case 'linear-conflict':
      return (tiles) => priced(tiles) + linearConflict(tiles, table) - manhattan(tiles, table)
    default:
      return slidingHeuristic(goal, name, pdb)
  }
}
// #endregion tile-cost

// #region sliding-problem
/**
 * The sliding puzzle from `start` to `goal`, with heuristic `heuristic` (for 'pdb', the tables
 * `pdb`, else the lab's) and cost model `cost`. A state is one integer (see `encode`), which is also
 * its key; on the lab's boards a slide changes a few bits of it, so successors are made without
 * decoding the board, and no search allocates boards. The move is the tile that slides, so under
 * 'tile' costs a move costs its own number. Manhattan distance is updated by the moved tile's term,
 * linear conflict in the two lines the tile crossed between, and the tables by the moved tile's
 * group (`hAfter`).
 */
export function slidingProblem(
  start: Board,
  goal: Board,
  heuristic: HeuristicName = 'manhattan',
  cost: CostModel = 'unit',
  pdb?: PatternDb,
): Problem<number, number> {
  const id = `${start.width}x${start.height}:${goal.width}x${goal.height}:${goal.tiles.join(' ')}:${heuristic}:${cost}:${pdbId(pdb)}`
  let rules = RULES.get(id)
  if (!rules) {
    if (RULES.size >= RULES_KEPT) RULES.clear()
    rules = makeRules(start, goal, heuristic, cost, pdb)
    RULES.set(id, rules)
  }
  return { ...rules, start: encode(start.tiles) }
}

/** Everything of a sliding problem but its start: one board size, goal, heuristic, cost and tables. */
type Rules = Omit<Problem<number, number>, 'start'>

/**
 * The rules of the problems made last, kept (at most `RULES_KEPT`). A search from another start
 * with the same goal, heuristic and costs (the race, an experiment, the bench's fifty boards)
 * then calls the same functions, which V8 compiles and inlines once rather than per search.
 */
const RULES = new Map<string, Rules>()
const RULES_KEPT = 32

/** A number for each set of tables met (0: none), for the rules' key. */
const pdbIds = new WeakMap<PatternDb, number>()
let lastPdbId = 0
function pdbId(pdb?: PatternDb): number {
  if (!pdb) return 0
  let id = pdbIds.get(pdb)
  if (id === undefined) pdbIds.set(pdb, (id = ++lastPdbId))
  return id
}

function makeRules(
  start: Board,
  goal: Board,
  heuristic: HeuristicName,
  cost: CostModel,
  pdb?: PatternDb,
): Rules {
  const expandInto = start.tiles.length > PACKED_CELLS ? rankedSlides(start) : packedSlides(start)
  const tiles = new Uint8Array(start.tiles.length) // scratch, for the heuristic
  const h = cost === 'tile' ? tileCostHeuristic(goal, heuristic, pdb) : slidingHeuristic(goal, heuristic, pdb)
  const goalKey = encode(goal.tiles)
  const after =
    heuristic === 'manhattan'
      ? manhattanAfter(goal, cost)
      : heuristic === 'linear-conflict'
        ? linearConflictAfter(goal, cost)
        : heuristic === 'pdb'
          ? pdbAfter(pdb ?? patternDbFor(goal), start.tiles.length)
          : undefined
  return {
    goal: goalKey,
    isGoal: (state) => state === goalKey,
    successors: (state) => successorList(expandInto, state),
    expandInto,
    predecessors: (state) => successorList(expandInto, state), // a slide is undone by sliding the same tile back
    key: (state) => state,
    h: (state) => h(decode(state, tiles)),
    ...(after ? { hAfter: after } : {}),
    depthBound: DIAMETERS[`${start.width}x${start.height}`],
    ...(cost === 'tile' ? { cost: (_state: number, move: number) => move } : {}),
  }
}
// #endregion sliding-problem

/** The successors of a state of the lab's boards, from its bits alone (the slides are made once). */
function packedSlides(start: Board): (state: number, states: number[], moves: number[]) => number {
  const slides = slidesOf(start.width, start.height)
  return (state, states, moves) => {
    const options = slides[state & 15] // the blank's cell
    for (let k = 0; k < options.length; k++) {
      const slide = options[k]
      states[k] = slideState(state, slide)
      moves[k] = ((state >>> slide.tileShift) & 7) + 1 // the tile that slides
    }
    return options.length
  }
}

// #region sliding-encoding
/** Boards of up to this many cells pack each tile in 3 bits; larger ones rank the tiles' order. */
const PACKED_CELLS = 9

/**
 * A board of up to 9 cells as one integer below 2^28 (a small integer to the engine, so Maps
 * keyed by it stay fast): the blank's cell in the low 4 bits, and above them the other tiles in
 * reading order, skipping the blank, 3 bits each (tile − 1). A horizontal slide leaves that
 * reading order as it is (only the blank's cell changes); a vertical one carries one 3-bit digit
 * past the width − 1 digits between the two cells. Larger boards: `encodeRanked`.
 */
export function encode(cells: ArrayLike<number>): number {
  if (cells.length > PACKED_CELLS) return encodeRanked(cells)
  let seq = 0
  let blank = 0
  for (let c = 0, i = 0; c < cells.length; c++) {
    if (cells[c] === 0) {
      blank = c
      continue
    }
    seq += (cells[c] - 1) * 2 ** (3 * i++)
  }
  return seq * 16 + blank
}

/** The tiles of an encoded state, written into `out` (its length is the number of cells). */
export function decode(state: number, out: Uint8Array): Uint8Array {
  if (out.length > PACKED_CELLS) return decodeRanked(state, out)
  const blank = state & 15
  let seq = state >>> 4
  for (let c = 0; c < out.length; c++) {
    if (c === blank) {
      out[c] = 0
      continue
    }
    out[c] = (seq & 7) + 1
    seq >>>= 3
  }
  return out
}

/**
 * One slide into a blank cell: the cell `to` the blank moves to, the moving tile's digit, and, for
 * a vertical slide, the digits lo..hi the tile moves across (as bit shifts and masks, made once).
 */
type Slide = {
  to: number
  tileShift: number
  vertical: boolean
  up: boolean
  loShift: number
  keep: number
  span: number
  top: number
}

const SLIDES = new Map<number, Slide[][]>()
/** The slide table of a board shape, made once. */
function slidesOf(width: number, height: number): Slide[][] {
  let slides = SLIDES.get(width * 16 + height)
  if (!slides) SLIDES.set(width * 16 + height, (slides = slideTable(width, height)))
  return slides
}

/** For each blank cell, its slides in the documented order (the tile above, left, right, below). */
function slideTable(width: number, height: number): Slide[][] {
  return neighbourTable(width, height).map((near, blank) =>
    near.map((to) => {
      const digit = to < blank ? to : to - 1
      const target = to < blank ? blank - 1 : blank // the tile's digit once it sits in the old blank cell
      const [lo, hi] = [Math.min(digit, target), Math.max(digit, target)]
      return {
        to,
        tileShift: 4 + 3 * digit,
        vertical: lo !== hi,
        up: target < digit,
        loShift: 3 * lo,
        keep: ((1 << (3 * lo)) - 1) | ~((1 << (3 * (hi + 1))) - 1), // the digits outside lo..hi
        span: (1 << (3 * (hi - lo + 1))) - 1,
        top: 3 * (hi - lo),
      }
    }),
  )
}

/** The state after `slide`: for a vertical slide, the tile's digit carried to the far end of lo..hi. */
function slideState(state: number, slide: Slide): number {
  let seq = state >>> 4
  if (slide.vertical) {
    const span = (seq >>> slide.loShift) & slide.span
    const top = slide.top
    // up: the digit at hi goes down to lo; down: the digit at lo goes up to hi
    const moved = slide.up ? ((span << 3) & slide.span) | (span >>> top) : (span >>> 3) | ((span & 7) << top)
    seq = (seq & slide.keep) | (moved << slide.loShift)
  }
  return (seq << 4) | slide.to
}

// #endregion sliding-encoding

/**
 * A board of 10 to 16 cells as one integer: the other tiles in reading order, skipping the blank,
 * need 4 bits each, 60 on the 15-puzzle, more than a number holds exactly; so their order is
 * ranked instead (rank.ts, tiles − 1: below 15! ≈ 1.3·10¹²), and the state is that rank × 16 + the
 * blank's cell, below 2^45. The blank's cell is still the low four bits (`state & 15`: the bit
 * operators read a number's low 32 bits), and a horizontal slide still changes only that.
 *
 * Unranking costs a loop over the tiles with a search in each step, and a search decodes the same
 * state soon after a slide made it (to look up its h, then to expand it), so the states made last
 * are kept with their tiles (`RECENT`, a few thousand per board size): most decodes are a copy.
 */
function encodeRanked(cells: ArrayLike<number>): number {
  const seq = scratchOrder(cells.length - 1)
  let blank = 0
  for (let c = 0, i = 0; c < cells.length; c++) {
    if (cells[c] === 0) blank = c
    else seq[i++] = cells[c] - 1
  }
  return rank(seq) * 16 + blank
}

function decodeRanked(state: number, out: Uint8Array): Uint8Array {
  const n = out.length
  const recent = recentOf(n)
  const at = slotOf(state) * n
  if (recent.states[at / n] === state) {
    for (let c = 0; c < n; c++) out[c] = recent.tiles[at + c]
    return out
  }
  const blank = state & 15
  const seq = unrank((state - blank) / 16, scratchOrder(n - 1))
  for (let c = 0, i = 0; c < n; c++) out[c] = c === blank ? 0 : seq[i++] + 1
  remember(state, out)
  return out
}

/** The successors of a ranked state: decoded once, a horizontal slide re-numbered, a vertical one re-ranked. */
function rankedSlides(start: Board): (state: number, states: number[], moves: number[]) => number {
  const near = neighbourTable(start.width, start.height)
  const tiles = new Uint8Array(start.tiles.length)
  return (state, states, moves) => {
    decodeRanked(state, tiles)
    const blank = state & 15
    const cells = near[blank]
    for (let k = 0; k < cells.length; k++) {
      const from = cells[k]
      const tile = tiles[from]
      moves[k] = tile
      tiles[blank] = tile
      tiles[from] = 0
      // a horizontal slide keeps the tiles' order: only the blank's cell changes
      states[k] = from === blank - 1 || from === blank + 1 ? state - blank + from : encodeRanked(tiles)
      remember(states[k], tiles)
      tiles[from] = tile
      tiles[blank] = 0
    }
    return cells.length
  }
}

/** Scratch for the tiles' order, one array per length. */
const ORDERS: Uint8Array[] = []
const scratchOrder = (length: number): Uint8Array => (ORDERS[length] ??= new Uint8Array(length))

/** The ranked states made last, per board size: slot k holds states[k] and its tiles at tiles[k·n …]. */
const RECENT_SLOT_BITS = 12
const RECENT_SLOTS = 1 << RECENT_SLOT_BITS
const RECENT: { states: Float64Array; tiles: Uint8Array }[] = []
const recentOf = (n: number) =>
  (RECENT[n] ??= { states: new Float64Array(RECENT_SLOTS).fill(-1), tiles: new Uint8Array(RECENT_SLOTS * n) })
/** A state's slot among RECENT_SLOTS: its low 32 bits, hashed (Fibonacci hashing). */
const slotOf = (state: number): number => Math.imul(state | 0, 0x9e3779b1) >>> (32 - RECENT_SLOT_BITS)

function remember(state: number, tiles: Uint8Array): void {
  const n = tiles.length
  const recent = recentOf(n)
  const slot = slotOf(state)
  recent.states[slot] = state
  for (let c = 0; c < n; c++) recent.tiles[slot * n + c] = tiles[c]
}

/** The successors as a list (for the algorithms that take them so), from the allocation-free form. */
function successorList(
  expandInto: (state: number, states: number[], moves: number[]) => number,
  state: number,
): Successor<number, number>[] {
  const out: Successor<number, number>[] = []
  for (let k = 0, n = expandInto(state, SCRATCH_STATES, SCRATCH_MOVES); k < n; k++)
    out.push({ state: SCRATCH_STATES[k], move: SCRATCH_MOVES[k] })
  return out
}
const SCRATCH_STATES: number[] = []
const SCRATCH_MOVES: number[] = []

/** The tiles of a state, for drawing and replaying. */
export function tilesOf(state: number, cells: number): Tiles {
  return decode(state, new Uint8Array(cells))
}
