/**
 * The guide's prepared positions, made and checked by the solvers when the site is built: each has
 * a promised fewest number of moves, and `fewest` recomputes it from a link's own text (the unit
 * test does, for every link on the page). Build-time only: the guide ships no script that imports
 * this, so the solvers stay out of its page.
 */
import { applyCounts, countsToMoves, solvedDials as clocksSolved } from '../../src/solvers/clocks/model.ts'
import { formatDials, parseDials } from '../../src/solvers/clocks/notation.ts'
import { solveClosedForm } from '../../src/solvers/clocks/closed-form.ts'
import {
  formatBoard as formatSliding,
  parseBoard as parseSliding,
  formatTask,
  parseTask,
  EXAMPLE_GOAL,
} from '../../src/solvers/sliding/notation.ts'
import { defaultGoal, shuffle, type Board } from '../../src/solvers/sliding/model.ts'
import { bfsPath, boardOfRank, completeBfs } from '../../src/solvers/sliding/bfs.ts'
import { idaStar } from '../../src/solvers/sliding/search.ts'
import { formatBoard as formatPeg, parseBoard as parsePeg } from '../../src/solvers/peg/notation.ts'
import { singleVacancy } from '../../src/solvers/peg/board.ts'
import { shortest } from '../../src/solvers/peg/shortest.ts'
import {
  applyMove,
  moveIndex,
  solvedDials as rubikSolved,
  type Dials as RubikDials,
} from '../../src/solvers/rubiks-clock/model.ts'
import { formatPosition, parsePosition } from '../../src/solvers/rubiks-clock/notation.ts'
import { solveOptimal } from '../../src/solvers/rubiks-clock/optimal.ts'
import { formatPair, parsePair, randomGrid, type Grid } from '../../src/solvers/tileswap/grid.ts'
import { assign } from '../../src/solvers/tileswap/hungarian.ts'
import { bfsFromGoal, maskOf, rankMask } from '../../src/solvers/tileswap/bfs.ts'
import { SOURCE_SMALL } from '../../src/solvers/tileswap/examples.ts'
import { embedPath, exerciseLink, playLink } from './links.ts'
import { mulberry32 } from '../../src/solvers/random.ts'

/** The project's seeded generator, so the prepared positions are the same at every build. */
export const seeded = mulberry32

// ---------------------------------------------------------------------------------------------
// Fewest moves, from notation text (what a link carries), by each puzzle's own solver.

/** Clocks: the closed form's counts; their sum is the shortest length (every position has one solution). */
export function clocksFewest(dials: string): number {
  return countsToMoves(solveClosedForm(parseDials(dials))).length
}

/** Sliding, board and goal: BFS up to 3×3, IDA* with linear conflict on 4×4; null when unreachable. */
export function slidingFewest(board: string, goal: string): number | null {
  const b = parseSliding(board)
  const g = parseSliding(goal)
  if (b.tiles.length <= 9) return bfsPath(b, g)?.moves.length ?? null
  return idaStar(b, g, { heuristic: 'linear-conflict' })?.moves.length ?? null
}

/** Peg solitaire: fewest moves to one peg anywhere; null when no solution. */
export function pegFewest(board: string): number | null {
  const p = parsePeg(board)
  const r = shortest(p.side, p.board)
  return r.solved ? r.moves : null
}

/** Rubik's Clock: the optimal solver's length. */
export function rubikFewest(position: string): number {
  return solveOptimal(parsePosition(position)).length
}

/** Tile swap: the matching's cost, which the article proves is the fewest swaps. */
export function tileswapFewest(pair: string): number {
  const p = parsePair(pair)
  return assign(p.start, p.goal).cost
}

/** Tile swap by brute force (BFS over every grid with that many ones), for small grids. */
export function tileswapFewestByBfs(pair: string): number {
  const p = parsePair(pair)
  const census = bfsFromGoal(p.goal)
  return census.dist[rankMask(maskOf(p.start), p.start.rows * p.start.cols)]
}

// ---------------------------------------------------------------------------------------------
// The positions.

const CLOCKS_SOLVED = formatDials(clocksSolved())

/** A Clocks position whose only solution uses the given counts of moves 1..9. */
function clocksNeeding(counts: readonly number[]): string {
  const undo = Uint8Array.from(counts, (c) => (4 - c) % 4)
  return formatDials(applyCounts(clocksSolved(), undo))
}

const SEED_GOAL = EXAMPLE_GOAL
let census3: ReturnType<typeof completeBfs> | null = null
/** The first 3×3 position (by rank) at `distance` from the seed's goal, from the complete BFS. */
function slidingAt(distance: number, skip = 0): string {
  census3 ??= completeBfs(parseSliding(SEED_GOAL))
  let seen = 0
  for (let r = 0; r < census3.distance.length; r++) {
    if (census3.distance[r] === distance && seen++ === skip) return formatSliding(boardOfRank(r, 3, 3))
  }
  throw new Error(`No 3×3 position at distance ${distance}.`)
}

/** A seeded 4×4 walk from the standard goal whose true distance lies in [lo, hi]. */
function fifteenBetween(lo: number, hi: number): { board: string; goal: string } {
  const goal = defaultGoal(4, 4)
  const random = seeded(15)
  for (let tries = 0; tries < 200; tries++) {
    const board: Board = shuffle(goal, 60, random)
    const d = slidingFewest(formatSliding(board), formatSliding(goal))
    if (d !== null && d >= lo && d <= hi) return { board: formatSliding(board), goal: formatSliding(goal) }
  }
  throw new Error('No 4×4 walk landed in range.')
}

/** A Rubik's Clock position made by the moves (front/back, pin mask, hours). */
function rubikAfter(moves: readonly (readonly ['front' | 'back', number, number])[]): string {
  let d: RubikDials = rubikSolved()
  for (const [side, pins, turn] of moves) d = applyMove(d, moveIndex(side, pins), turn)
  return formatPosition(d)
}

/** A seeded random 4×4 tile-swap pair with `ones` ones. */
function tileswapPair(seed: number, ones: number): string {
  const random = seeded(seed)
  const start: Grid = randomGrid(4, 4, ones, random)
  const goal: Grid = randomGrid(4, 4, ones, random)
  return formatPair({ start, goal })
}

export type Prepared = {
  /** Stable id, used by the page and the test. */
  id: string
  slug: string
  /** `play`: the main widget; `exercise`: the exercise's own puzzle. */
  target: 'play' | 'exercise'
  /** The position in the notation the widget reads (`?board=` or `?puzzle=`). */
  notation: string
  /** More parameters of the main widget (sliding's `goal`). */
  extra?: readonly (readonly [string, string])[]
  /** The fewest moves the position needs, as the solver found it at build time. */
  fewest: number
  /** Its unit, as the article says it. */
  unit: string
}

let prepared: Readonly<Record<string, Prepared>> | undefined

/**
 * Every prepared position of the guide, checked: a claimed count that the solver disagrees with throws.
 * Made once per build: each lesson and the guide's page read the same record.
 */
export function preparePositions(): Readonly<Record<string, Prepared>> {
  prepared ??= preparedPositions()
  return prepared
}

function preparedPositions(): Record<string, Prepared> {
  const list: Prepared[] = []
  const add = (p: Omit<Prepared, 'fewest'>, fewest: number | null, promised?: number): void => {
    if (fewest === null) throw new Error(`${p.id}: no solution`)
    if (promised !== undefined && fewest !== promised)
      throw new Error(`${p.id}: promised ${promised}, the solver says ${fewest}`)
    list.push({ ...p, fewest })
  }

  // Lesson 1: search and state spaces.
  const s12 = slidingAt(12)
  add(
    {
      id: 'sliding-12',
      slug: 'sliding-puzzles',
      target: 'play',
      notation: s12,
      extra: [['goal', SEED_GOAL]],
      unit: 'moves',
    },
    slidingFewest(s12, SEED_GOAL),
    12,
  )
  const s8 = slidingAt(8, 3)
  add(
    {
      id: 'sliding-ex-8',
      slug: 'sliding-puzzles',
      target: 'exercise',
      notation: formatTask(parseTask(`${s8} to ${SEED_GOAL}`)),
      unit: 'moves',
    },
    slidingFewest(s8, SEED_GOAL),
    8,
  )

  // Lesson 2: structure beats search.
  const c6 = clocksNeeding([1, 0, 1, 0, 2, 0, 1, 0, 1])
  add({ id: 'clocks-6', slug: 'clocks', target: 'play', notation: c6, unit: 'moves' }, clocksFewest(c6), 6)
  const c4 = clocksNeeding([0, 1, 0, 1, 0, 1, 0, 1, 0])
  add(
    { id: 'clocks-ex-4', slug: 'clocks', target: 'exercise', notation: c4, unit: 'moves' },
    clocksFewest(c4),
    4,
  )
  const t5 = formatPeg({ side: 5, board: singleVacancy(5, 1) })
  add({ id: 'peg-t5', slug: 'peg-solitaire', target: 'play', notation: t5, unit: 'moves' }, pegFewest(t5))
  const t4 = formatPeg({ side: 4, board: singleVacancy(4, 4) })
  add(
    { id: 'peg-ex-t4', slug: 'peg-solitaire', target: 'exercise', notation: t4, unit: 'moves' },
    pegFewest(t4),
  )
  const r4 = rubikAfter([
    ['front', 0b0001, 3],
    ['front', 0b0110, 5],
    ['back', 0b1000, 2],
    ['back', 0b0011, 7],
  ])
  add(
    { id: 'rubik-4', slug: 'rubiks-clock', target: 'play', notation: r4, unit: 'moves' },
    rubikFewest(r4),
    4,
  )
  // Two moves on the same face with the same pins: one move undoes both (the article's exercise 1).
  const r1 = rubikAfter([
    ['front', 0b0101, 4],
    ['front', 0b0101, 5],
  ])
  add(
    { id: 'rubik-ex-2in1', slug: 'rubiks-clock', target: 'exercise', notation: r1, unit: 'moves' },
    rubikFewest(r1),
    1,
  )

  // Lesson 3: heuristics and lower bounds.
  const s22 = slidingAt(22)
  add(
    {
      id: 'sliding-22',
      slug: 'sliding-puzzles',
      target: 'play',
      notation: s22,
      extra: [['goal', SEED_GOAL]],
      unit: 'moves',
    },
    slidingFewest(s22, SEED_GOAL),
    22,
  )
  const fifteen = fifteenBetween(24, 30)
  add(
    {
      id: 'fifteen',
      slug: 'sliding-puzzles',
      target: 'play',
      notation: fifteen.board,
      extra: [['goal', fifteen.goal]],
      unit: 'moves',
    },
    slidingFewest(fifteen.board, fifteen.goal),
  )
  const source = `${SOURCE_SMALL.start} ${SOURCE_SMALL.goal}`
  add(
    { id: 'tileswap-source', slug: 'tile-swap', target: 'play', notation: source, unit: 'swaps' },
    tileswapFewest(source),
    SOURCE_SMALL.claimedSwaps,
  )
  const pair = tileswapPair(7, 7)
  add(
    { id: 'tileswap-ex', slug: 'tile-swap', target: 'exercise', notation: pair, unit: 'swaps' },
    tileswapFewest(pair),
    tileswapFewestByBfs(pair),
  )

  return Object.fromEntries(list.map((p) => [p.id, p]))
}

/** The link that opens a prepared position: the main widget (optionally in focus view) or the exercise. */
export function linkTo(p: Prepared, focus = false): string {
  return p.target === 'play'
    ? playLink(p.slug, p.notation, { focus, extra: p.extra })
    : exerciseLink(p.slug, p.notation)
}

/** The embed page of a prepared main-widget position. */
export function embedOf(p: Prepared): string {
  if (p.target !== 'play') throw new Error(`${p.id} is an exercise, not a main widget.`)
  return embedPath(p.slug, p.notation, p.extra)
}

export { CLOCKS_SOLVED }
