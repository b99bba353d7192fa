/**
 * Constraint propagation on Sudoku: the candidates of every cell, narrowed by two rules until
 * neither applies (after Norvig's "Solving Every Sudoku Puzzle"):
 *
 *   naked single   a cell with one candidate takes it;
 *   hidden single  a digit with one possible cell in a unit goes there.
 *
 * Placing a digit removes it from the 20 peers. A cell left with no candidate, or a unit with no
 * place for a digit, is a contradiction: `propagate` returns false.
 */
import { popcount } from '../bits.ts'
import { ALL, PEERS, UNITS, digitOf, type Candidates, type Grid } from './grid.ts'

export type Reason = 'given' | 'naked' | 'hidden' | 'choice'
/** One placement, for the step view: which cell, which digit, and why. */
export type Placement = { cell: number; digit: number; reason: Reason; depth?: number }

export type State = { grid: Grid; cands: Candidates }

/** Places `digit` in `cell` and strikes it from the peers; false on a peer left empty. */
export function place(
  s: State,
  cell: number,
  digit: number,
  log?: Placement[],
  reason: Reason = 'choice',
): boolean {
  const bit = 1 << (digit - 1)
  if (!(s.cands[cell] & bit)) return false
  s.grid[cell] = digit
  s.cands[cell] = bit
  log?.push({ cell, digit, reason })
  for (const p of PEERS[cell]) {
    if (!(s.cands[p] & bit)) continue
    if (s.grid[p] === digit) return false
    s.cands[p] &= ~bit
    if (s.cands[p] === 0) return false
  }
  return true
}

/** The state of a puzzle's givens (false when the givens already contradict). */
export function initialState(puzzle: Grid, log?: Placement[]): State | null {
  const s: State = { grid: new Uint8Array(81), cands: new Uint16Array(81).fill(ALL) }
  for (let k = 0; k < 81; k++) if (puzzle[k] && !place(s, k, puzzle[k], log, 'given')) return null
  return s
}

/** Naked and hidden singles to a fixed point; false on a contradiction. */
// #region singles
export function propagate(s: State, log?: Placement[]): boolean {
  for (let changed = true; changed; ) {
    changed = false
    for (let k = 0; k < 81; k++) {
      if (s.grid[k] || popcount(s.cands[k]) !== 1) continue
      if (!place(s, k, digitOf(s.cands[k]), log, 'naked')) return false
      changed = true
    }
    for (const unit of UNITS) {
      // once: digits seen in one cell so far; twice: in two or more; hidden singles are once & ~twice.
      let once = 0,
        twice = 0,
        placed = 0
      for (const k of unit) {
        const m = s.cands[k]
        twice |= once & m
        once |= m
        if (s.grid[k]) placed |= m
      }
      if ((once | 0) !== ALL) return false
      let singles = once & ~twice & ~placed
      while (singles) {
        const bit = singles & -singles
        singles ^= bit
        const k = unit.find((c) => s.cands[c] & bit)!
        if (s.grid[k]) continue
        if (!place(s, k, digitOf(bit), log, 'hidden')) return false
        changed = true
      }
    }
  }
  return true
}
// #endregion singles

export const copyState = (s: State): State => ({
  grid: Uint8Array.from(s.grid),
  cands: Uint16Array.from(s.cands),
})
export const openCells = (s: State): number => s.grid.reduce((n, d) => n + (d ? 0 : 1), 0)
