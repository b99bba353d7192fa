/**
 * Grids as search problems: a map of cells, some walls, the others terrain that costs something
 * to enter, a start and a goal. The editor's grids, and the Moving AI benchmark maps (movingai.ts).
 *
 * Vocabulary:
 *   cell        x = column, y = row, both from 0 at the top left (as the Moving AI files count);
 *               inside, the cell's number y · width + x, which is also the state and its key.
 *   terrain     what entering a cell costs: 1 (open ground) up to 9, or 0 for a wall. The editor
 *               paints 1, 3 and 5 (ground, grass, swamp); the notation takes 1 to 9.
 *   connect     4: moves north, east, south, west; 8: also the four diagonals.
 *   move        a direction: 0 N, 1 E, 2 S, 3 W, 4 NE, 5 SE, 6 SW, 7 NW (the order successors come
 *               in: the straight moves first, clockwise from north, then the diagonals).
 *   cost        of a move: the terrain of the cell it enters, times √2 for a diagonal. A diagonal
 *               move may not cut a corner: both cells it passes beside must be free of walls (the
 *               Moving AI benchmarks count octile paths so).
 *   heuristics  distances to the goal in cells, times the cheapest terrain on the grid:
 *               manhattan dx + dy; octile max + (√2 − 1)·min; euclidean √(dx² + dy²);
 *               chebyshev max(dx, dy); zero. On 4-connected grids all are admissible; on
 *               8-connected grids Manhattan is not (one diagonal step costs √2, Manhattan counts 2).
 *
 * The notation (the page's `?board=`, the CLI's grid files): rows top to bottom separated by "/"
 * or new lines, one character a cell: "." open ground (cost 1), "2"…"9" terrain of that cost ("1"
 * is read as "."), "@" a wall ("#" and "T" are read as walls too), "S" the start and "G" the goal,
 * both on open ground. Example: "S.3@/..5./@..G", 4 cells wide and 3 high.
 */
import { InputError, NotationError } from '../contract.ts'
import type { AlgorithmName } from '../search/algorithms.ts'
import type { Problem, Successor } from '../search/problem.ts'
import { quote } from './graph.ts'

export type Grid = {
  width: number
  height: number
  /** Terrain per cell, row by row: 0 wall, 1..9 the cost of entering it. */
  terrain: Uint8Array
}
/** A grid with a start and a goal cell (cell numbers). */
export type GridTask = Grid & { start: number; goal: number }
export type Connect = 4 | 8
export const GRID_HEURISTICS = ['octile', 'manhattan', 'euclidean', 'chebyshev', 'zero'] as const
/** The algorithms a grid offers: the iterative ones search paths, not cells, and a grid has too many. */
export const GRID_ALGORITHMS: readonly AlgorithmName[] = [
  'bfs',
  'dfs',
  'ucs',
  'greedy',
  'astar',
  'weighted-astar',
  'bidirectional',
]
export type GridHeuristic = (typeof GRID_HEURISTICS)[number]

/** The notation's largest grid (the editor's are far smaller); Moving AI maps may be larger (movingai.ts). */
export const MAX_NOTATION_SIDE = 256
export const DIRECTIONS = ['N', 'E', 'S', 'W', 'NE', 'SE', 'SW', 'NW'] as const
export type Direction = (typeof DIRECTIONS)[number]
export const DX = [0, 1, 0, -1, 1, 1, -1, -1] as const
export const DY = [-1, 0, 1, 0, -1, 1, 1, -1] as const

export const WALL = 0

/**
 * √2 rounded up to 36 binary places. Path costs are then sums of numbers with at most 36 binary
 * places, which floating point adds exactly (below 2^16): two routes of equal cost always have
 * equal g, whatever the order of their moves, so no search mistakes an equal route for a cheaper
 * one. It exceeds √2 by less than 2^-36 (1.5 × 10^-11): a route of thousands of diagonals is off by
 * less than 10^-7, far within what the Moving AI files' 8 printed decimals can tell apart.
 */
export const DIAGONAL = Math.ceil(Math.SQRT2 * 2 ** 36) / 2 ** 36
const WALL_CHARS = '@#T'

export const cellOf = (grid: Grid, x: number, y: number): number => y * grid.width + x
export const xyOf = (grid: Grid, cell: number): [number, number] => [
  cell % grid.width,
  Math.floor(cell / grid.width),
]

// ── notation ──────────────────────────────────────────────────────────────────────────────────
/** Reads a grid task (see the header); throws NotationError naming the row and column. */
export function parseTask(text: string): GridTask {
  const { grid, start, goal } = parseGrid(text)
  if (start === null) throw new NotationError('The grid has no start: mark one cell "S".')
  if (goal === null) throw new NotationError('The grid has no goal: mark one cell "G".')
  return { ...grid, start, goal }
}

/** Reads a grid in the notation, its start and goal when it marks them. */
export function parseGrid(text: string): { grid: Grid; start: number | null; goal: number | null } {
  const rows = text
    .trim()
    .split(/\s*[/\n]\s*/)
    .map((r) => r.trim())
  if (rows.length === 1 && rows[0] === '') throw new NotationError('The grid is empty.')
  const empty = rows.indexOf('')
  if (empty >= 0) throw new NotationError(`Row ${empty + 1} of the grid is empty.`)
  const width = rows[0].length
  if (rows.length > MAX_NOTATION_SIDE || width > MAX_NOTATION_SIDE)
    throw new NotationError(
      `The grid is ${width}×${rows.length}; the notation takes up to ${MAX_NOTATION_SIDE}×${MAX_NOTATION_SIDE}.`,
    )
  const terrain = new Uint8Array(width * rows.length)
  const marks: { S: number | null; G: number | null } = { S: null, G: null }
  rows.forEach((row, y) => {
    if (row.length !== width)
      throw new NotationError(
        `Row ${y + 1} has ${row.length} cells; row 1 has ${width}. Every row must be as wide.`,
      )
    for (let x = 0; x < width; x++) {
      const c = row[x]
      const cell = y * width + x
      if (c === 'S' || c === 'G') {
        if (marks[c] !== null)
          throw new NotationError(
            `The grid has two ${c === 'S' ? 'starts' : 'goals'} ("${c}"); it takes one.`,
          )
        marks[c] = cell
        terrain[cell] = 1
      } else if (c === '.') terrain[cell] = 1
      else if (c >= '1' && c <= '9') terrain[cell] = Number(c)
      else if (WALL_CHARS.includes(c)) terrain[cell] = WALL
      else
        throw new NotationError(
          `Row ${y + 1}, column ${x + 1}: ${quote(c)} is not a cell (. open, 2–9 terrain, @ wall, S start, G goal).`,
        )
    }
  })
  return { grid: { width, height: rows.length, terrain }, start: marks.S, goal: marks.G }
}

/** The notation of a task: rows separated by "/", a character a cell. */
export function formatTask(task: GridTask): string {
  const rows: string[] = []
  for (let y = 0; y < task.height; y++) {
    let row = ''
    for (let x = 0; x < task.width; x++) {
      const cell = y * task.width + x
      const t = task.terrain[cell]
      row +=
        cell === task.start ? 'S' : cell === task.goal ? 'G' : t === WALL ? '@' : t === 1 ? '.' : String(t)
    }
    rows.push(row)
  }
  return rows.join('/')
}

// ── moves ─────────────────────────────────────────────────────────────────────────────────────
/** The cell one move from `cell` in direction `d`, or -1 when the move leaves the grid, enters a wall or cuts a corner. */
export function step(grid: Grid, cell: number, d: number): number {
  const x = (cell % grid.width) + DX[d]
  const y = Math.floor(cell / grid.width) + DY[d]
  if (x < 0 || y < 0 || x >= grid.width || y >= grid.height) return -1
  const to = y * grid.width + x
  if (grid.terrain[to] === WALL) return -1
  if (d >= 4 && (grid.terrain[cell + DX[d]] === WALL || grid.terrain[cell + DY[d] * grid.width] === WALL))
    return -1 // a corner: both cells beside the diagonal must be free
  return to
}

/** What move `d` into `to` costs: the terrain entered, times √2 on a diagonal. */
export const moveCost = (grid: Grid, d: number, to: number): number =>
  d >= 4 ? grid.terrain[to] * DIAGONAL : grid.terrain[to]

export function parseMoves(text: string): Direction[] {
  const words = text
    .trim()
    .toUpperCase()
    .split(/[\s,]+/)
    .filter(Boolean)
  return words.map((w, k) => {
    if (!(DIRECTIONS as readonly string[]).includes(w))
      throw new NotationError(`Move ${k + 1}, ${quote(w)}, is not a direction (${DIRECTIONS.join(', ')}).`)
    return w as Direction
  })
}

export const formatMoves = (moves: readonly (Direction | number)[]): string =>
  moves.map((m) => (typeof m === 'number' ? DIRECTIONS[m] : m)).join(' ')

/** The task with the start moved along `moves`; throws InputError naming the first illegal move. */
export function replayMoves(task: GridTask, moves: readonly (Direction | number)[]): GridTask {
  let at = task.start
  moves.forEach((m, k) => {
    const d = typeof m === 'number' ? m : DIRECTIONS.indexOf(m)
    const next = step(task, at, d)
    if (next < 0) {
      const [x, y] = xyOf(task, at)
      throw new InputError(
        `Move ${k + 1}, ${DIRECTIONS[d]} from ${x},${y}, leaves the grid, enters a wall or cuts a corner.`,
      )
    }
    at = next
  })
  return { ...task, start: at }
}

export function solvesMoves(task: GridTask, moves: readonly (Direction | number)[]): boolean {
  try {
    return replayMoves(task, moves).start === task.goal
  } catch {
    return false
  }
}

/** The cost of a legal path of moves from the start. */
export function pathCostOf(task: GridTask, moves: readonly number[]): number {
  let at = task.start
  let total = 0
  for (const d of moves) {
    at = step(task, at, d)
    total += moveCost(task, d, at)
  }
  return total
}

// ── heuristics ────────────────────────────────────────────────────────────────────────────────
/** The cheapest terrain on the grid (what every move costs at least, before √2). */
export function cheapestTerrain(grid: Grid): number {
  let least = 9
  for (const t of grid.terrain) if (t !== WALL && t < least) least = t
  return least
}

// #region grid-heuristics
/** Distance in cells from (dx, dy) away, by name; times the cheapest terrain it becomes a heuristic. */
export function distance(name: GridHeuristic, dx: number, dy: number): number {
  switch (name) {
    case 'manhattan':
      return dx + dy
    case 'octile':
      return Math.max(dx, dy) + (DIAGONAL - 1) * Math.min(dx, dy)
    case 'euclidean':
      return Math.sqrt(dx * dx + dy * dy)
    case 'chebyshev':
      return Math.max(dx, dy)
    case 'zero':
      return 0
  }
}
// #endregion grid-heuristics

/** h for every cell, towards `goal`. */
export function gridHeuristic(grid: Grid, goal: number, name: GridHeuristic): (cell: number) => number {
  const least = cheapestTerrain(grid)
  const [gx, gy] = xyOf(grid, goal)
  return (cell) =>
    least * distance(name, Math.abs((cell % grid.width) - gx), Math.abs(Math.floor(cell / grid.width) - gy))
}

/** True when `name` never overestimates on a grid connected so (whatever its walls and terrain). */
export const isAdmissibleOn = (name: GridHeuristic, connect: Connect): boolean =>
  connect === 4 || name !== 'manhattan'

// #region grid-problem
/** The task as a search problem: states are cells, moves directions, costs terrain (× √2 on a diagonal). */
export function gridProblem(
  task: GridTask,
  connect: Connect,
  heuristic: GridHeuristic = 'octile',
): Problem<number, number> {
  const directions = connect === 8 ? 8 : 4
  const expandInto = (cell: number, states: number[], moves: number[]): number => {
    let n = 0
    for (let d = 0; d < directions; d++) {
      const to = step(task, cell, d)
      if (to < 0) continue
      states[n] = to
      moves[n++] = d
    }
    return n
  }
  const successors = (cell: number): Successor<number, number>[] => {
    const out: Successor<number, number>[] = []
    for (let d = 0; d < directions; d++) {
      const to = step(task, cell, d)
      if (to >= 0) out.push({ state: to, move: d })
    }
    return out
  }
  // A move is undone by its opposite (walls and corners are the same both ways).
  const predecessors = (cell: number): Successor<number, number>[] =>
    successors(cell).map(({ state, move }) => ({ state, move: OPPOSITE[move] }))
  let open = 0
  for (const t of task.terrain) if (t !== WALL) open++
  return {
    start: task.start,
    goal: task.goal,
    isGoal: (cell) => cell === task.goal,
    successors,
    expandInto,
    predecessors,
    key: (cell) => cell,
    h: gridHeuristic(task, task.goal, heuristic),
    cost: (_cell, d, to) => moveCost(task, d, to),
    depthBound: Math.max(0, open - 1),
  }
}
// #endregion grid-problem

const OPPOSITE = [2, 3, 0, 1, 6, 7, 4, 5] as const

/** Reads "x,y" as a cell of `grid`; throws InputError naming what is wrong. */
export function parseCell(grid: Grid, text: string, what: string): number {
  const m = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(text)
  if (!m)
    throw new InputError(`${what} must be "x,y" (column, row, from 0 at the top left), not ${quote(text)}.`)
  const [x, y] = [Number(m[1]), Number(m[2])]
  if (x >= grid.width || y >= grid.height)
    throw new InputError(
      `${what} ${x},${y} is off the grid (it is ${grid.width}×${grid.height}; x < ${grid.width}, y < ${grid.height}).`,
    )
  const cell = cellOf(grid, x, y)
  if (grid.terrain[cell] === WALL) throw new InputError(`${what} ${x},${y} is a wall.`)
  return cell
}
