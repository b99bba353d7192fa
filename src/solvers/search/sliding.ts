/**
 * The sliding puzzle as a search problem (boards of up to 9 cells: 2×2 … 3×3, 2×4; the sliding
 * notation takes sides of 2 to 4, so 2×5 is out).
 *
 * Vocabulary:
 *   state      the tiles, cell by cell (0 = blank), as in src/solvers/sliding/model.ts.
 *   key        the permutation's rank (src/solvers/sliding/rank.ts): 0 .. n! − 1.
 *   move       the tile that slides into the blank, as `sliding solve` prints it.
 *   order      successors come in one fixed order: the tile above the blank, then the one to its
 *              left, to its right, below it (the blank moves up, left, right, down). Every count
 *              this folder reports depends on that order, so it is part of the CLI's help.
 *   heuristics misplaced tiles; Manhattan distance; linear conflict; an additive pattern database
 *              (the tiles in two halves, src/solvers/sliding/pdb.ts); 'zero' for none.
 */
import { InputError } from '../contract.ts'
import { neighbourTable, type Board } from '../sliding/model.ts'
import { goalTable, linearConflict, manhattan } from '../sliding/heuristics.ts'
import { buildPatternDb, patternIndex, pdbLookup, type PatternDb } from '../sliding/pdb.ts'
import { rank, unrank } from '../sliding/rank.ts'
import { formatBoard } from '../sliding/notation.ts'
import type { Problem, Successor } from './problem.ts'

export type Tiles = Uint8Array
export const HEURISTICS = ['misplaced', 'manhattan', 'linear-conflict', 'pdb'] as const
export type HeuristicName = (typeof HEURISTICS)[number] | 'zero'

/** The lab's boards: at most this many cells, so BFS tables and the true distance stay small. */
export const MAX_LAB_CELLS = 9

/** Diameters (the most moves any position needs) of the boards the lab takes, default goal. */
export const DIAMETERS: Readonly<Record<string, number>> = { '2x2': 6, '2x3': 21, '3x2': 21, '2x4': 36, '4x2': 36, '3x3': 31 }

export function checkLabBoard(board: Board): void {
  const n = board.width * board.height
  if (n > MAX_LAB_CELLS) {
    throw new InputError(`The search lab takes boards of up to ${MAX_LAB_CELLS} cells (3×3, 2×4); ${board.width}×${board.height} has ${n}.`)
  }
}

// #region misplaced
/** Tiles (not the blank) that are not on their goal cell. */
export function misplaced(tiles: Tiles, goal: Tiles): number {
  let h = 0
  for (let c = 0; c < tiles.length; c++) if (tiles[c] !== 0 && tiles[c] !== goal[c]) h++
  return h
}
// #endregion misplaced

const pdbCache = new Map<string, PatternDb>()

/** The additive pattern database for `goal` (built once per goal: a few milliseconds on 3×3). */
export function patternDbFor(goal: Board): PatternDb {
  const id = `${goal.width}x${goal.height}:${formatBoard(goal)}`
  let db = pdbCache.get(id)
  if (!db) { db = buildPatternDb(goal); pdbCache.set(id, db) }
  return db
}

/** The sum of the pattern database's entries for the tiles' cells. */
function pdbHeuristic(db: PatternDb): (tiles: Tiles) => number {
  const lookup = pdbLookup(db)
  const cells = db.groups.map((g) => new Int32Array(g.length))
  return (tiles) => {
    for (let c = 0; c < tiles.length; c++) {
      const g = lookup.groupOf[tiles[c]]
      if (g >= 0) cells[g][lookup.slotOf[tiles[c]]] = c
    }
    let h = 0
    for (let g = 0; g < cells.length; g++) h += db.tables[g][patternIndex(cells[g], lookup.mult[g])]
    return h
  }
}

/** The heuristic `name` for `goal`, as a function of the tiles. */
export function slidingHeuristic(goal: Board, name: HeuristicName): (tiles: Tiles) => number {
  const table = goalTable(goal)
  switch (name) {
    case 'zero': return () => 0
    case 'misplaced': return (tiles) => misplaced(tiles, goal.tiles)
    case 'manhattan': return (tiles) => manhattan(tiles, table)
    case 'linear-conflict': return (tiles) => linearConflict(tiles, table)
    case 'pdb': return pdbHeuristic(patternDbFor(goal))
  }
}

// #region sliding-problem
/**
 * The sliding puzzle from `start` to `goal`, with heuristic `heuristic`. A state is the rank of
 * its tiles (one number, which is also its key); successors decode it into a scratch array,
 * slide each movable tile in turn and encode the result, so no search allocates boards.
 */
export function slidingProblem(start: Board, goal: Board, heuristic: HeuristicName = 'manhattan'): Problem<number, number> {
  checkLabBoard(start)
  const near = neighbourTable(start.width, start.height)
  const tiles = new Uint8Array(start.tiles.length) // scratch
  const h = slidingHeuristic(goal, heuristic)
  const successors = (state: number): Successor<number, number>[] => {
    unrank(state, tiles)
    const blank = tiles.indexOf(0)
    const out: Successor<number, number>[] = []
    for (const from of near[blank]) {
      const tile = tiles[from]
      tiles[blank] = tile; tiles[from] = 0 // the tile slides into the blank
      out.push({ state: rank(tiles), move: tile })
      tiles[from] = tile; tiles[blank] = 0 // and back, for the next one
    }
    return out
  }
  const goalKey = rank(goal.tiles)
  return {
    start: rank(start.tiles),
    goal: goalKey,
    isGoal: (state) => state === goalKey,
    successors,
    predecessors: successors, // a slide is undone by sliding the same tile back
    key: (state) => state,
    h: (state) => h(unrank(state, tiles)),
    depthBound: DIAMETERS[`${start.width}x${start.height}`],
  }
}

/** The tiles of a state (a rank), for drawing and replaying. */
export function tilesOf(state: number, cells: number): Tiles {
  return unrank(state, new Uint8Array(cells))
}
// #endregion sliding-problem
