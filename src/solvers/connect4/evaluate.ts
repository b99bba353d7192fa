/**
 * Connect Four's evaluation function, for depth-limited search: a guess at who stands better in a
 * position the search does not look past.
 *
 * Vocabulary:
 *   line       four cells in a row (across, up or diagonally): 69 on 7×6. Every way to win is a line.
 *   open line  a line with stones of one colour only (at least one): the other side can no longer
 *              win there, and the owner still can. A line holding both colours is dead.
 *   weight     an open line with 1, 2 or 3 of its owner's stones counts 1, 3 or 9 (LINE_WEIGHTS);
 *              three stones and an empty cell is a threat.
 *   evaluation the weights of the side to move's open lines minus the opponent's. A central cell
 *              lies in more lines (13 of the 69 on 7×6, against 3 in a corner), so central stones
 *              count more without a rule that says so: that is the "weighted by position" part.
 *   WIN        a finished game is worth its score (Pons's) times WIN, more than any evaluation can
 *              reach (at most 69 × 9 = 621 on 7×6), so a real win always beats a good-looking guess.
 */
import type { Evaluation, MoveOrder } from '../game.ts'
import { centreFirst, type Position } from './board.ts'

/** What an open line is worth for its owner, by how many of its four cells the owner holds (0..3). */
export const LINE_WEIGHTS: readonly number[] = [0, 1, 3, 9]

/** A finished game's score is multiplied by this: more than any evaluation. */
export const WIN = 1000

const DIRECTIONS = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
] as const

const linesCache = new Map<string, Int16Array[]>()

/** Every line of four cells of a board, each as 4 cell indices (col × height + row). */
export function linesOfFour(width: number, height: number): Int16Array[] {
  const key = `${width}x${height}`
  const known = linesCache.get(key)
  if (known) return known
  const lines: Int16Array[] = []
  for (let c = 0; c < width; c++) {
    for (let r = 0; r < height; r++) {
      for (const [dc, dr] of DIRECTIONS) {
        const ec = c + 3 * dc
        const er = r + 3 * dr
        if (ec < 0 || ec >= width || er < 0 || er >= height) continue
        lines.push(Int16Array.from({ length: 4 }, (_, k) => (c + k * dc) * height + (r + k * dr)))
      }
    }
  }
  linesCache.set(key, lines)
  return lines
}

/** How many lines pass through each cell (col × height + row): the board's built-in position weights. */
export function linesThrough(width: number, height: number): number[] {
  const through = new Array(width * height).fill(0)
  for (const line of linesOfFour(width, height)) for (const cell of line) through[cell]++
  return through
}

/** The evaluation's parts, for the side to move ("mine") and the opponent: open lines by stones. */
export interface EvaluationParts {
  /** mine[k]: the side to move's open lines holding k of its stones (k = 1, 2, 3; [0] unused). */
  mine: number[]
  theirs: number[]
  /** Σ weights × mine − Σ weights × theirs. */
  total: number
}

// #region evaluate
export function evaluationParts(p: Position): EvaluationParts {
  const mover = (p.moves.length % 2) + 1 // the side to move's stone: 1 red, 2 yellow
  const mine = [0, 0, 0, 0]
  const theirs = [0, 0, 0, 0]
  for (const line of linesOfFour(p.width, p.height)) {
    let own = 0
    let other = 0
    for (let k = 0; k < 4; k++) {
      const stone = p.cells[line[k]]
      if (stone === mover) own++
      else if (stone !== 0) other++
    }
    if (own > 0 && other === 0)
      mine[Math.min(own, 3)]++ // open for the side to move
    else if (other > 0 && own === 0) theirs[Math.min(other, 3)]++ // open for the opponent
  }
  let total = 0
  for (let k = 1; k <= 3; k++) total += LINE_WEIGHTS[k] * (mine[k] - theirs[k])
  return { mine, theirs, total }
}
// #endregion evaluate

/** The evaluation for the side to move (a game that is over is the search's business, not this). */
export function evaluate(p: Position): number {
  return evaluationParts(p).total
}

export const connectFourEvaluation: Evaluation<Position> = { evaluate, win: WIN }

/** Columns centre first (the order the depth-limited search tries them in). */
export function centreFirstOrder(width: number): MoveOrder<Position, number> {
  const order = centreFirst(width)
  return (_p, cols) => order.filter((c) => cols.includes(c))
}
