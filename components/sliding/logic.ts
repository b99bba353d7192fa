/**
 * The sliding widgets' pure parts (no DOM, no sentences), so unit tests run them in Node: random
 * boards, arrow keys, the size menu, the goal a link or a new board gets, goal conventions, chart geometry.
 */
import { NotationError } from '../../src/solvers/contract.ts'
import { blankCell, defaultGoal, shuffle, type Board } from '../../src/solvers/sliding/model.ts'
import { EXAMPLE_GOAL, checkSameShape, formatBoard, parseBoard } from '../../src/solvers/sliding/notation.ts'
import { isReachable } from '../../src/solvers/sliding/parity.ts'

/** Every board shape the notation reads (columns × rows), for the "Board size" menu. */
export const SIZES: readonly string[] = ['2x2', '3x2', '4x2', '2x3', '3x3', '4x3', '2x4', '3x4', '4x4']

/** The menu value of a board's shape: the menu always names the board on screen. */
export const sizeOf = (b: Board): string => `${b.width}x${b.height}`

/** Columns and rows of a menu value. */
export function parseSize(value: string): { width: number; height: number } {
  const [width, height] = value.split('x').map(Number)
  return { width, height }
}

/** A random permutation made solvable by swapping two tiles when parity says it is not. */
export function randomSolvable(goal: Board, random: () => number = Math.random): Board {
  const tiles = goal.tiles.slice()
  for (let i = tiles.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[tiles[i], tiles[j]] = [tiles[j], tiles[i]]
  }
  const board = { ...goal, tiles }
  if (!isReachable(board, goal)) {
    const [a, b] = Array.from(tiles.keys()).filter((c) => tiles[c] !== 0)
    ;[tiles[a], tiles[b]] = [tiles[b], tiles[a]]
  }
  return board
}

/** Which cell's tile an arrow key slides: ArrowLeft slides the tile right of the blank. */
export function cellForKey(board: Board, key: string): number {
  const blank = blankCell(board.tiles)
  const row = Math.floor(blank / board.width)
  const col = blank % board.width
  if (key === 'ArrowLeft' && col < board.width - 1) return blank + 1
  if (key === 'ArrowRight' && col > 0) return blank - 1
  if (key === 'ArrowUp' && row < board.height - 1) return blank + board.width
  if (key === 'ArrowDown' && row > 0) return blank - board.width
  return -1
}

/** The goal for a newly typed board: the current goal when the shape is the same, else that shape's default. */
export function goalFor(board: Board, current: Board): Board {
  return board.width === current.width && board.height === current.height
    ? current
    : defaultGoal(board.width, board.height)
}

/**
 * The goal of a link: `&goal=` when present (same shape as the board), else the goal such a link
 * always got: the example's goal (blank in the centre) for 3×3, the default for other shapes.
 */
export function goalForLink(board: Board, raw: string | null): Board {
  if (raw === null || raw.trim() === '')
    return board.width === 3 && board.height === 3
      ? parseBoard(EXAMPLE_GOAL)
      : defaultGoal(board.width, board.height)
  try {
    const goal = parseBoard(raw)
    checkSameShape(board, goal)
    return goal
  } catch (err) {
    throw new NotationError(`in its goal, ${(err as Error).message.replace(/^./, (c) => c.toLowerCase())}`)
  }
}

// ── goal conventions: blank last (1, 2, …, blank) and blank first (blank, 1, 2, …, as Korf's instances) ──
export type Convention = 'blank-last' | 'blank-first'

/** The goal of a convention on a width × height board. */
export function conventionGoal(convention: Convention, width: number, height: number): Board {
  if (convention === 'blank-last') return defaultGoal(width, height)
  return { width, height, tiles: Uint8Array.from({ length: width * height }, (_, k) => k) }
}

/**
 * When `board` cannot reach `goal` but can reach the goal of the other convention (a Korf
 * instance typed under the default goal, blank last), that convention and its goal; else null.
 * On a board whose two conventions lie in different parity classes (4×4, 2×2, 2×4, 4×2) this
 * is always the case for a position refused by one of them.
 */
export function otherConvention(board: Board, goal: Board): { convention: Convention; goal: Board } | null {
  if (isReachable(board, goal)) return null
  for (const convention of ['blank-first', 'blank-last'] as const) {
    const other = conventionGoal(convention, board.width, board.height)
    if (other.tiles.every((t, k) => t === goal.tiles[k])) continue
    if (isReachable(board, other)) return { convention, goal: other }
  }
  return null
}

/**
 * The longest text a position box must show: every board of one shape has the same characters
 * (its tiles, spaces and slashes) in another order, so the longest is the largest shape's goal
 * (37 characters for 4×4).
 */
export function longestBoardText(): number {
  return Math.max(
    ...SIZES.map((s) => {
      const { width, height } = parseSize(s)
      return formatBoard(defaultGoal(width, height)).length
    }),
  )
}

/** The number of moves "Shuffle from the goal" makes: the box's value, 1 to 500 (20 when unreadable). */
export function shuffleLength(raw: string): number {
  return Math.max(1, Math.min(500, Math.round(Number(raw) || 20)))
}

/** An exercise puzzle for `goal`: a walk of 12 to 24 moves from it that does not end on it. */
export function exercisePuzzle(goal: Board, random: () => number = Math.random): Board {
  for (;;) {
    const board = shuffle(goal, 12 + Math.floor(random() * 13), random)
    if (board.tiles.some((t, k) => t !== goal.tiles[k])) return board
  }
}

// ── chart geometry: "positions at each distance", for the build-time SVG and the client ──────
export const CHART = { W: 420, H: 240, left: 56, right: 10, top: 12, bottom: 44 }

export type Bar = { x: number; y: number; width: number; height: number; label: string }

/** Rounded-up axis maximum with about four gridlines. */
export function axis(max: number): { top: number; ticks: number[] } {
  const raw = Math.max(1, max) / 4
  const pow = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((m) => m * pow).find((s) => s >= raw)!
  const top = Math.ceil(Math.max(1, max) / step) * step
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, k) => k * step) }
}

export function bars(counts: readonly number[]): {
  bars: Bar[]
  ticks: { y: number; label: string }[]
  xLabels: { x: number; label: string }[]
} {
  const { W, H, left, right, top, bottom } = CHART
  const plotW = W - left - right
  const plotH = H - top - bottom
  const a = axis(Math.max(...counts))
  const slot = plotW / Math.max(1, counts.length)
  const y = (v: number): number => top + plotH * (1 - v / a.top)
  const short = (v: number): string => (v >= 1e6 ? `${v / 1e6}M` : v >= 1000 ? `${v / 1000}k` : String(v))
  const every = Math.max(1, Math.ceil(counts.length / 12))
  return {
    bars: counts.map((c, d) => ({
      x: left + d * slot + 0.5,
      y: y(c),
      width: Math.max(0.5, slot - 1),
      height: y(0) - y(c),
      label: `${d}: ${c}`,
    })),
    ticks: a.ticks.map((t) => ({ y: y(t), label: short(t) })),
    xLabels: counts
      .map((_, d) => d)
      .filter((d) => d % every === 0)
      .map((d) => ({ x: left + (d + 0.5) * slot, label: String(d) })),
  }
}
