/**
 * The tile-swap notebook's code exercise: a lower bound on the swaps, `lowerBound(start, goal,
 * width)`, checked on every pair of 3×3 grids with the same number of ones (48,620 pairs) against
 * the fewest swaps from the solver's own breadth-first search (bfs.ts), one search per goal.
 * Admissible means never above that minimum: the property A* needs of it.
 */
import { popcount } from '../bits.ts'
import type { CodeExercise, ExerciseArgs } from '../code-exercise.ts'
import { showValue } from '../exercise-data.ts'
import { bfsFromGoal, binomial, gridOfMask, rankMask, type Census } from './bfs.ts'
import { formatGrid } from './grid.ts'

/** The grid the check runs on: every pair of its grids with as many ones. */
export const ROWS = 3
export const COLS = 3
const CELLS = ROWS * COLS

const cellsOf = (mask: number): number[] => Array.from({ length: CELLS }, (_, i) => (mask >>> i) & 1)
const maskOfCells = (cells: readonly number[]): number => cells.reduce((m, x, i) => m | (x ? 1 << i : 0), 0)

/** How many pairs: for each number of ones k, C(9, k)² ordered pairs. */
export const PAIRS = Array.from({ length: CELLS + 1 }, (_, k) => binomial(CELLS, k) ** 2).reduce(
  (a, b) => a + b,
  0,
)

const censuses = new Map<number, Census>()
/** The fewest swaps from `start` to `goal` (masks), from the solver's BFS from the goal (cached per goal). */
export function fewestSwaps(start: number, goal: number): number {
  let c = censuses.get(goal)
  if (!c) {
    c = bfsFromGoal(gridOfMask(goal, ROWS, COLS))
    censuses.set(goal, c)
  }
  return c.dist[rankMask(start, CELLS)]
}

const STARTER = `// start and goal: the cells of two grids of ones and zeros in reading order,
// width cells to a row, with as many ones. A move swaps two neighbouring cells
// (side by side or one above the other). Return a lower bound on the fewest
// swaps from start to goal: never more than the true number.
export default function lowerBound(start: number[], goal: number[], width: number): number {
  // A first guess: the cells that differ. TODO: is it ever too high? One swap
  // of a 1 with a 0 can fix two differing cells at once.
  let differ = 0
  for (let i = 0; i < start.length; i++) if (start[i] !== goal[i]) differ++
  return differ
}
`

const MODEL = `// Every swap moves one 1 across exactly one line between two rows or two
// columns. If the rows above a line hold d more ones in start than in goal,
// at least d swaps must cross that line: sum that over every line.
export default function lowerBound(start: number[], goal: number[], width: number): number {
  const height = start.length / width
  let bound = 0
  let above = 0
  for (let r = 0; r < height - 1; r++) {
    for (let c = 0; c < width; c++) above += start[r * width + c] - goal[r * width + c]
    bound += Math.abs(above)
  }
  let left = 0
  for (let c = 0; c < width - 1; c++) {
    for (let r = 0; r < height; r++) left += start[r * width + c] - goal[r * width + c]
    bound += Math.abs(left)
  }
  return bound
}
`

export const lowerBound: CodeExercise = {
  id: 'lower-bound',
  puzzle: 'tileswap',
  title: 'A lower bound on the swaps',
  task: 'Write lowerBound(start, goal, width): the grids are 0/1 cells in reading order, width to a row; return a number that is never more than the fewest swaps of neighbouring cells from start to goal.',
  signature: 'export default function lowerBound(start: number[], goal: number[], width: number): number',
  starter: STARTER,
  hint: 'Draw a line between two rows: every swap that changes the number of ones above it crosses it, and changes that number by one. So the difference between start and goal above each line (and left of each line between columns) counts swaps that must happen.',
  model: MODEL,
  scope: `all ${PAIRS.toLocaleString('en-US')} pairs of ${ROWS}×${COLS} grids with the same number of ones, against the fewest swaps from the solver's breadth-first search`,
  inputs(): ExerciseArgs[] {
    const byOnes: number[][] = Array.from({ length: CELLS + 1 }, () => [])
    for (let mask = 0; mask < 1 << CELLS; mask++) byOnes[popcount(mask)].push(mask)
    const out: ExerciseArgs[] = []
    for (const masks of byOnes)
      for (const goal of masks) for (const start of masks) out.push([cellsOf(start), cellsOf(goal), COLS])
    return out
  },
  judge(args, output): string | null {
    const start = args[0] as number[]
    const goal = args[1] as number[]
    const where = (): string =>
      `for ${formatGrid(gridOfMask(maskOfCells(start), ROWS, COLS))} to ${formatGrid(gridOfMask(maskOfCells(goal), ROWS, COLS))}`
    if (typeof output !== 'number' || Number.isNaN(output))
      return `${where()} your lowerBound returned ${showValue(output)}, not a number.`
    if (output < 0) return `${where()} your lowerBound returned ${output}: no number of swaps is negative.`
    const fewest = fewestSwaps(maskOfCells(start), maskOfCells(goal))
    if (output <= fewest) return null
    return `${where()} your bound ${showValue(output)} is above the fewest swaps, ${fewest}: not a lower bound.`
  },
}

export const exercises: CodeExercise[] = [lowerBound]
