/**
 * Tile swap — the move notation: a list of swaps as a reader types them and the command line
 * prints them, `r2c4-r1c4 r2c1-r1c1`. A cell is named by its row and column counted from 1 from
 * the top left (r2c4 is row 2, column 4), the one numbering the article, every widget and the CLI
 * use. Also the position-level replay of the puzzle contract, which names the first illegal swap.
 *
 * Vocabulary:
 *   Cell      [row, column] counted from 0 inside the code; `r${row + 1}c${column + 1}` in text.
 *   Move      [Cell, Cell]: a swap as the notation reads it (it knows nothing of the grid).
 *   Swap      [a, b], two row-major cell indices (grid.ts): what the solvers play. movesToSwaps
 *             turns moves into swaps on a grid of a given shape, refusing cells outside it.
 *   position  a Pair: the start grid the swaps are played on, and the goal they should reach.
 */
import { InputError, NotationError } from '../contract.ts'
import {
  cellLabel,
  quote,
  replay as replayCells,
  sameCells,
  type Grid,
  type Pair,
  type Swap,
} from './grid.ts'

export type Cell = readonly [row: number, col: number]
export type Move = readonly [Cell, Cell]
type Shape = Pick<Grid, 'rows' | 'cols'>

/** What the notation looks like, for help texts and messages. */
export const MOVE_EXAMPLE = 'r2c4-r1c4 r2c1-r1c1'

// #region moves
const MOVE = /^r(\d{1,6})c(\d{1,6})-r(\d{1,6})c(\d{1,6})$/i
const OLD_MOVE = /^\d+[-,]\d+$/

/** Reads "r2c4-r1c4 r2c1-r1c1" (rows and columns from 1); throws NotationError naming the bad swap. */
export function parseMoves(text: string): Move[] {
  const tokens = text
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '')
  return tokens.map((token, k): Move => {
    const m = MOVE.exec(token)
    if (!m) {
      const hint = OLD_MOVE.test(token)
        ? 'names cells by number; name each cell by its row and column instead'
        : 'is not two cells joined by "-"'
      throw new NotationError(
        `Swap ${k + 1}, ${quote(token)}, ${hint}, such as r2c4-r1c4 (row 2, column 4 with row 1, column 4).`,
      )
    }
    const [r1, c1, r2, c2] = m.slice(1).map(Number)
    if (Math.min(r1, c1, r2, c2) === 0)
      throw new NotationError(
        `Swap ${k + 1}, ${quote(token)}, has a row or column 0: they are counted from 1.`,
      )
    return [
      [r1 - 1, c1 - 1],
      [r2 - 1, c2 - 1],
    ]
  })
}

/** "r2c4-r1c4 r2c1-r1c1": the moves as the CLI prints them and `parseMoves` reads them back. */
export function formatMoves(moves: readonly Move[]): string {
  return moves.map(([[r1, c1], [r2, c2]]) => `r${r1 + 1}c${c1 + 1}-r${r2 + 1}c${c2 + 1}`).join(' ')
}
// #endregion moves

/** The moves as cell indices of a grid of this shape; throws InputError at a cell outside it. */
export function movesToSwaps(moves: readonly Move[], shape: Shape): Swap[] {
  return moves.map(([a, b], k): Swap => {
    for (const [r, c] of [a, b]) {
      if (r >= shape.rows || c >= shape.cols) {
        throw new InputError(
          `Swap ${k + 1}, ${formatMoves([[a, b]])}, names r${r + 1}c${c + 1}, outside the ${shape.rows} × ${shape.cols} grid.`,
        )
      }
    }
    return [a[0] * shape.cols + a[1], b[0] * shape.cols + b[1]]
  })
}

/** Cell indices (on a grid with `cols` columns) as moves. */
export function swapsToMoves(swaps: readonly Swap[], cols: number): Move[] {
  return swaps.map(
    ([a, b]): Move => [
      [Math.floor(a / cols), a % cols],
      [Math.floor(b / cols), b % cols],
    ],
  )
}

/** The swaps of a grid of this shape, read from the reader's notation ("r2c4-r1c4 …"). */
export function parseSwaps(text: string, shape: Shape): Swap[] {
  return movesToSwaps(parseMoves(text), shape)
}

/** The swaps of a grid with `cols` columns in the reader's notation, "r2c4-r1c4 r2c1-r1c1". */
export function formatSwaps(swaps: readonly Swap[], cols: number): string
/**
 * @deprecated Without `cols` it prints the old row-major indices from 0 ("7-3 4-0"), a second
 * numbering the article no longer uses; pass the grid's columns.
 */
export function formatSwaps(swaps: readonly Swap[]): string
export function formatSwaps(swaps: readonly Swap[], cols?: number): string {
  if (cols === undefined) return swaps.map(([a, b]) => `${a}-${b}`).join(' ')
  return swaps.map(([a, b]) => `${cellLabel(a, cols)}-${cellLabel(b, cols)}`).join(' ')
}

/** The pair after playing `swaps` (cell indices) on its start grid (the goal is kept); throws InputError at the first illegal swap. */
export function replayPair(pair: Pair, swaps: readonly Swap[]): Pair {
  const r = replayCells(pair.start, swaps)
  if (!r.ok) throw new InputError(r.reason)
  return { start: { ...pair.start, cells: r.cells }, goal: pair.goal }
}

/** True when `swaps` (cell indices) are legal from the pair's start grid and end exactly on its goal. */
export function solvesPair(pair: Pair, swaps: readonly Swap[]): boolean {
  const r = replayCells(pair.start, swaps)
  return r.ok && sameCells(r.cells, pair.goal.cells)
}

/** The contract's replay: the moves as the notation reads them, on the pair's start grid. */
export function replayMoves(pair: Pair, moves: readonly Move[]): Pair {
  return replayPair(pair, movesToSwaps(moves, pair.start))
}

/** The contract's checker: legal moves (inside the grid, neighbours) that end on the goal. */
export function solvesMoves(pair: Pair, moves: readonly Move[]): boolean {
  try {
    return solvesPair(pair, movesToSwaps(moves, pair.start))
  } catch {
    return false
  }
}
