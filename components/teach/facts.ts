/**
 * The numbers the lesson plans quote, computed by the solvers when the site is built (no figure in
 * the guide is typed by hand). Build-time only.
 */
import { computeCensus } from '../../src/solvers/clocks/census.ts'
import { EXAMPLE_GOAL, parseBoard as parseSliding } from '../../src/solvers/sliding/notation.ts'
import { completeBfs } from '../../src/solvers/sliding/bfs.ts'
import { defaultGoal } from '../../src/solvers/sliding/model.ts'
import { formatBoard } from '../../src/solvers/sliding/notation.ts'
import { FACTORIAL } from '../../src/solvers/sliding/rank.ts'
import { goalTable, linearConflict, manhattan } from '../../src/solvers/sliding/heuristics.ts'
import { singleVacancy } from '../../src/solvers/peg/board.ts'
import { countByEnumeration, reachableBoards } from '../../src/solvers/peg/count.ts'
import { symmetries, vacancyClasses } from '../../src/solvers/peg/symmetry.ts'
import { assign } from '../../src/solvers/tileswap/hungarian.ts'
import { parsePair } from '../../src/solvers/tileswap/grid.ts'
import { DIALS as RC_DIALS, MOVES as RC_MOVES } from '../../src/solvers/rubiks-clock/model.ts'

/** Heuristic values of a sliding board against a goal (notation). */
export function slidingHeuristics(
  board: string,
  goal: string,
): { manhattan: number; linearConflict: number } {
  const table = goalTable(parseSliding(goal))
  const tiles = parseSliding(board).tiles
  return { manhattan: manhattan(tiles, table), linearConflict: linearConflict(tiles, table) }
}

/** Tile swap: the sum over start ones of the distance to the nearest goal one (a weaker bound than the matching). */
export function nearestOneBound(pair: string): { nearest: number; matching: number } {
  const { start, goal } = parsePair(pair)
  const cols = start.cols
  const ones = (cells: Uint8Array) => [...cells.keys()].filter((i) => cells[i] === 1)
  const goals = ones(goal.cells)
  const d = (a: number, b: number) =>
    Math.abs(Math.floor(a / cols) - Math.floor(b / cols)) + Math.abs((a % cols) - (b % cols))
  const nearest = ones(start.cells).reduce((sum, a) => sum + Math.min(...goals.map((b) => d(a, b))), 0)
  return { nearest, matching: assign(start, goal).cost }
}

/** Lesson "search and state spaces": the sliding puzzle's complete search from two goals. */
export function stateSpaceFacts() {
  const sliding = completeBfs(parseSliding(EXAMPLE_GOAL))
  // The search article's goal, blank last: another goal, another farthest distance.
  const corner = defaultGoal(3, 3)
  const cornerSearch = completeBfs(corner)
  return {
    sliding: {
      perms: FACTORIAL[9],
      reached: sliding.reached,
      goal: EXAMPLE_GOAL,
      diameter: sliding.counts.length - 1,
      cornerGoal: formatBoard(corner),
      cornerDiameter: cornerSearch.counts.length - 1,
      atDistance: (d: number) => sliding.counts[d] ?? 0,
      withinTwelve: sliding.counts.slice(0, 13).reduce((a, b) => a + b, 0),
    },
  }
}

/** Lesson "structure beats search": the Clocks census, peg solitaire's counts, Rubik's Clock's sizes. */
export function structureFacts() {
  const clocks = computeCensus()
  const peg2 = singleVacancy(4, 2)
  const naive = countByEnumeration(4, peg2)
  return {
    clocks: {
      positions: clocks.positions,
      maxLength: clocks.maxLength,
      average: clocks.averageLength,
      sequencesOfLength: (n: number) => 9 ** n,
    },
    peg: {
      sequences: naive.sequences,
      solutions: naive.solutions,
      reachable: reachableBoards(4, peg2),
      symmetries: symmetries(5).length,
      t5Classes: vacancyClasses(5).length,
    },
    rubik: { dials: RC_DIALS, moves: RC_MOVES },
  }
}
