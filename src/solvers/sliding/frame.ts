/**
 * Korf's frame: every 4×4 goal with the blank in a corner is Korf's goal (blank top-left, tile t
 * on cell t) seen through a symmetry of the square and a renaming of the tiles. Solving in that
 * frame lets one set of 6-6-3 tables, built once or downloaded, serve all four corner goals.
 *
 * Vocabulary:
 *   turn     the cell map that takes the goal's blank corner to cell 0 (a flip of the rows, of
 *            the columns, or both; its own inverse).
 *   rename   tile t of the goal becomes the tile Korf's goal has on turn(goal cell of t).
 */
import type { Board, Move } from './model.ts'

export const KORF_GOAL: Board = { width: 4, height: 4, tiles: Uint8Array.from({ length: 16 }, (_, k) => k) }

export type Frame = {
  /** The board in Korf's frame: as far from Korf's goal as `board` is from the goal. */
  toKorf(board: Board): Board
  /** Moves found in Korf's frame, as tiles of the goal's own numbering. */
  movesBack(moves: readonly Move[]): Move[]
}

/** True for Korf's goal itself. */
export const isKorfGoal = (goal: Board): boolean =>
  goal.width === 4 && goal.height === 4 && goal.tiles.every((t, c) => t === c)

/** The frame for `goal`, or null when it is not a 4×4 goal with the blank in a corner or is Korf's goal already. */
export function korfFrame(goal: Board): Frame | null {
  const blank = goal.tiles.indexOf(0)
  if (goal.width !== 4 || goal.height !== 4 || ![0, 3, 12, 15].includes(blank) || isKorfGoal(goal))
    return null
  const flipRows = blank >= 12
  const flipCols = blank % 4 === 3
  const turn = (c: number): number =>
    (flipRows ? 3 - (c >> 2) : c >> 2) * 4 + (flipCols ? 3 - (c & 3) : c & 3)
  const rename = new Uint8Array(16)
  goal.tiles.forEach((t, c) => {
    rename[t] = turn(c)
  })
  return {
    toKorf(board) {
      const tiles = new Uint8Array(16)
      board.tiles.forEach((t, c) => {
        tiles[turn(c)] = rename[t]
      })
      return { width: 4, height: 4, tiles }
    },
    movesBack: (moves) => moves.map((t) => goal.tiles[turn(t)]),
  }
}
