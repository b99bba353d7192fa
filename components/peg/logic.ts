/**
 * Pure helpers of the peg widgets (no DOM, no sentences): focus movement between holes, the
 * entries of the Size menu, which answers need the fewest-moves search, random exercise puzzles.
 */
import {
  geometry,
  hasPeg,
  holeCount,
  MAX_SIDE,
  pegCount,
  replay,
  singleVacancy,
  type Jump,
} from '../../src/solvers/peg/board.ts'
import { certificate } from '../../src/solvers/peg/invariant.ts'
import type { Position } from '../../src/solvers/peg/notation.ts'

/** The largest side whose fewest moves the exercise computes (in the worker, well under a second). */
export const CHECK_FEWEST_UP_TO = 6

/** The sizes the Size menu offers for choosing; smaller boards can only be typed. */
export const MENU_SIDES: readonly number[] = Array.from({ length: MAX_SIDE - 3 }, (_, k) => k + 4)

export type SizeOption = { value: string; label: string }

/** "T5 (15 holes)". */
export const sizeLabel = (side: number): string => `T${side} (${holeCount(side)} holes)`

/**
 * The Size menu for a board of side `side`: T4 to T8, and a typed smaller board as an option of
 * its own ("T3 (typed)"), so the menu always shows the board's real size.
 */
export function sizeOptions(side: number): SizeOption[] {
  const options = MENU_SIDES.map((n) => ({ value: String(n), label: sizeLabel(n) }))
  if (!MENU_SIDES.includes(side))
    options.unshift({
      value: String(side),
      label: `T${side} (${holeCount(side)} hole${side === 1 ? '' : 's'}, typed)`,
    })
  return options
}

/** Focus movement between holes (1-based): left/right along the row, up/down to the nearest column. */
export function neighbour(side: number, hole: number, key: string): number {
  const g = geometry(side)
  const i = hole - 1
  let r = g.row[i]
  let c = g.col[i]
  if (key === 'ArrowLeft') c = Math.max(0, c - 1)
  else if (key === 'ArrowRight') c = Math.min(r, c + 1)
  else if (key === 'ArrowUp') {
    r = Math.max(0, r - 1)
    c = Math.min(c, r)
  } else if (key === 'ArrowDown') r = Math.min(side - 1, r + 1)
  return (r * (r + 1)) / 2 + c + 1
}

/** The goal as it stays valid on a board of side `side`: a hole beyond the board becomes "anywhere". */
export const clampTarget = (side: number, target: number): number =>
  target >= 0 && target < holeCount(side) ? target : -1

/** Does the position with these jumps need the fewest-moves search to be judged? */
export function needsFewest(position: Position, target: number, jumps: readonly Jump[]): boolean {
  const r = replay(position.side, position.board, jumps)
  if (!r.ok) return false
  const last = r.boards[r.boards.length - 1]
  return pegCount(last) === 1 && (target < 0 || hasPeg(last, target))
}

/**
 * A random single vacancy of T_side that can be finished. Every vacancy the position-class
 * certificate allows can be finished on T4 to T7 (the unit tests check T4 to T6 by search, the
 * tables T7), so the certificate is the filter.
 */
export function randomPuzzle(side: number, random: () => number = Math.random): Position {
  const open: number[] = []
  for (let v = 1; v <= holeCount(side); v++)
    if (certificate(side, singleVacancy(side, v)).possible) open.push(v)
  const v = open[Math.min(open.length - 1, Math.floor(random() * open.length))]
  return { side, board: singleVacancy(side, v) }
}
