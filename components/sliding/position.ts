/**
 * The reader's position and goal, shared by every sliding widget on the page. The play widget
 * owns them (it reads `?board=` and `&goal=` and the reader's edits); the others subscribe.
 */
import { createStore } from '../kit/store.ts'
import { parseBoard, type Board } from '../../src/solvers/sliding/index.ts'

/** The seed's example in our numbering (its tiles 6–9 are our 5–8): blank goal in the centre. */
export const EXAMPLE = '1 2 3/0 5 8/4 6 7'
export const EXAMPLE_GOAL = '1 2 3/4 0 5/6 7 8'

export type Position = { board: Board; goal: Board }

const copyBoard = (b: Board): Board => ({ ...b, tiles: b.tiles.slice() })
const store = createStore<Position>(
  { board: parseBoard(EXAMPLE), goal: parseBoard(EXAMPLE_GOAL) },
  (p) => ({ board: copyBoard(p.board), goal: copyBoard(p.goal) }),
)

export const getPosition = store.get
export const setPosition = store.set
/** Calls `listener` now and after every change; returns the unsubscribe function. */
export const onPosition = store.subscribe
