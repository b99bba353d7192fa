/**
 * What a count or a shortest search will cost, before it starts: boards, time and memory, from
 * rates measured on this machine by src/data/peg/measure-rates.ts (src/data/peg/rates.json), so
 * the page can run a search within its budget or refuse it up front and say why.
 *
 * Vocabulary:
 *   boards     boards the search examines: for a single vacancy of T4–T7, the most any single
 *              vacancy of that side examined (measured); for a board with p pegs also at most
 *              the number of boards with 1 to p pegs. T8 is extrapolated: its boards grow from
 *              T7's by the factor T7's grew from T6's (no T8 search has ever finished here).
 *   fixed      the memo tables allocated up front: one byte per possible board, 2^holes, once for
 *              the count, twice for shortest (both directions). T8 has no direct tables (2^36
 *              bytes); its memos are hash tables, 9 bytes a slot at a load between 1/4 and 1/2,
 *              so up to 36 bytes a board (memo.ts).
 *   bytes      fixed + boards × the measured bytes per board (the count's per board and per peg of
 *              the start: its forward pass keeps one number per peg).
 *   fits       bytes within the budget: 1 GB for a browser tab.
 */
import rates from '../../data/peg/rates.json' with { type: 'json' }
import { DIRECT_HOLES } from './memo.ts'
import { holeCount, pegCount, type Board } from './board.ts'

export type SearchKind = 'count' | 'shortest'

/** The memory a browser tab may spend on one search. */
export const BROWSER_BUDGET_BYTES = 2 ** 30

export type Estimate = {
  kind: SearchKind
  side: number
  boards: number
  ms: number
  bytes: number
  /** True when the boards come from an extrapolation, not a measurement (T8). */
  extrapolated: boolean
  fits: boolean
}

const HASH_BYTES_PER_BOARD = 36

/** C(n, k) as a floating-point number (exact enough for an estimate). */
function choose(n: number, k: number): number {
  let c = 1
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i
  return c
}

/** The most boards a search of this kind examines on T_side (measured up to T7, extrapolated beyond). */
export function boardsFor(kind: SearchKind, side: number): { boards: number; extrapolated: boolean } {
  const table = rates.boards[kind] as Record<string, number>
  if (table[side] !== undefined) return { boards: table[side], extrapolated: false }
  let boards = table[7]
  const growth = table[7] / table[6]
  for (let s = 8; s <= side; s++) boards *= growth
  return { boards, extrapolated: true }
}

/** The cost of `kind` from `board` on T_side, and whether it fits `budget` bytes. */
export function estimate(
  kind: SearchKind,
  side: number,
  board: Board,
  budget = BROWSER_BUDGET_BYTES,
): Estimate {
  const holes = holeCount(side)
  const pegs = pegCount(board)
  const measured = boardsFor(kind, side)
  let fewer = 0 // boards with 1 to `pegs` pegs: no search from this board examines more
  for (let q = 1; q <= pegs; q++) fewer += choose(holes, q)
  const boards = Math.max(1, Math.min(measured.boards, fewer))
  const direct = holes <= DIRECT_HOLES
  const memos = kind === 'count' ? 1 : 2
  const fixed = direct ? memos * 2 ** holes : 0
  const perBoard =
    (kind === 'count'
      ? rates.rates.count.bytesPerBoardPerPeg * Math.max(1, pegs - 1)
      : rates.rates.shortest.bytesPerBoard) + (direct ? 0 : memos * HASH_BYTES_PER_BOARD)
  const bytes = fixed + boards * perBoard
  const ms = boards * rates.rates[kind].msPerBoard
  return {
    kind,
    side,
    boards,
    ms,
    bytes,
    extrapolated: measured.extrapolated && boards === measured.boards,
    fits: bytes <= budget,
  }
}

/** The command line that does what the page refuses (with the count's by-final-only note for T7 and T8). */
export function cliCommand(kind: SearchKind, boardText: string): string {
  return `npx puzzle-notebook peg ${kind} "${boardText}"`
}
