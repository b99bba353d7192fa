/**
 * The reader's position and goal, shared by every sliding widget on the page. The play widget
 * owns them (it reads `?board=` and `&goal=` and the reader's edits); the others subscribe.
 */
import { parseBoard, type Board } from '../../src/solvers/sliding/index.ts'

/** The seed's example in our numbering (its tiles 6–9 are our 5–8): blank goal in the centre. */
export const EXAMPLE = '1 2 3/0 5 8/4 6 7'
export const EXAMPLE_GOAL = '1 2 3/4 0 5/6 7 8'

export type Position = { board: Board; goal: Board }
type Listener = (p: Position) => void
const listeners = new Set<Listener>()
let current: Position = { board: parseBoard(EXAMPLE), goal: parseBoard(EXAMPLE_GOAL) }

const copy = (p: Position): Position => ({ board: { ...p.board, tiles: p.board.tiles.slice() }, goal: { ...p.goal, tiles: p.goal.tiles.slice() } })

export function getPosition(): Position {
  return copy(current)
}

export function setPosition(next: Position): void {
  current = copy(next)
  for (const listener of listeners) listener(copy(current))
}

/** Calls `listener` now and after every change; returns the unsubscribe function. */
export function onPosition(listener: Listener): () => void {
  listeners.add(listener)
  listener(copy(current))
  return () => listeners.delete(listener)
}
