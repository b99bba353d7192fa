/**
 * Pure helpers of the tile swap widgets (no DOM, no sentences; unit-tested): the Hungarian
 * method's run on a small pair as steps, the editors' cursor, the grid after i swaps, and the
 * exercise's random puzzles.
 */
import { hungarian, manhattanCosts, type TraceEvent } from '../../src/solvers/tileswap/hungarian.ts'
import {
  onesOf,
  randomGrid,
  sameCells,
  type Cells,
  type Grid,
  type Pair,
} from '../../src/solvers/tileswap/grid.ts'

/** The Hungarian widget follows the reader's grids up to this many ones. */
export const MAX_TRACE_ONES = 8

/** The sizes of the main widget's "Random pair" menu. */
export const RANDOM_SIZES = [2, 3, 4, 5, 6, 8, 12, 16, 24, 32, 48, 64] as const

export type TraceRun = {
  starts: Int32Array
  goals: Int32Array
  cost: number[][]
  events: TraceEvent[]
  total: number
}

export function traceRun(start: Grid, goal: Grid): TraceRun {
  const starts = onesOf(start.cells)
  const goals = onesOf(goal.cells)
  const c = manhattanCosts(starts, goals, start.cols)
  const k = starts.length
  const cost = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => c(i, j)))
  const events: TraceEvent[] = []
  const r = hungarian(k, c, {}, (e) => events.push(e))
  return { starts, goals, cost, events, total: r.cost }
}

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
}

/** The editor cursor after an arrow key (stays inside the grid), or null for another key. */
export function moveCursor(cursor: number, key: string, rows: number, cols: number): number | null {
  const step = ARROWS[key]
  if (!step) return null
  const at = Math.max(cursor, 0)
  const r = Math.min(rows - 1, Math.max(0, Math.floor(at / cols) + step[0]))
  const c = Math.min(cols - 1, Math.max(0, (at % cols) + step[1]))
  return r * cols + c
}

/** The cells after the first `i` swaps of a flat [a0, b0, a1, b1, …] list. */
export function cellsAfter(start: Cells, swaps: Int32Array, i: number): Cells {
  const cells = start.slice()
  for (let s = 0; s < i; s++) {
    const a = swaps[2 * s]
    const b = swaps[2 * s + 1]
    const t = cells[a]
    cells[a] = cells[b]
    cells[b] = t
  }
  return cells
}

/** A fresh exercise: two different 4 × 4 grids with 6 ones (small enough to solve by hand). */
export function randomPuzzle(random: () => number = Math.random): Pair {
  const start = randomGrid(4, 4, 6, random)
  let goal = randomGrid(4, 4, 6, random)
  while (sameCells(goal.cells, start.cells)) goal = randomGrid(4, 4, 6, random)
  return { start, goal }
}
