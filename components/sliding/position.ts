/**
 * The reader's position and goal, shared by every sliding widget on the page (the kit's store).
 * The play widget owns them in the URL (`?board=…&goal=…`, see `positionLink`); the others follow.
 */
import { createStore } from '../kit/store.ts'
import type { PositionLink } from '../kit/url-state.ts'
import { EXAMPLE, EXAMPLE_GOAL, formatBoard, parseBoard } from '../../src/solvers/sliding/notation.ts'
import { goalForLink } from './logic.ts'
import type { Board } from '../../src/solvers/sliding/model.ts'

export { EXAMPLE, EXAMPLE_GOAL }

export type Position = { board: Board; goal: Board }

const copyBoard = (b: Board): Board => ({ ...b, tiles: b.tiles.slice() })
export const copyPosition = (p: Position): Position => ({
  board: copyBoard(p.board),
  goal: copyBoard(p.goal),
})

export const store = createStore<Position>(
  { board: parseBoard(EXAMPLE), goal: parseBoard(EXAMPLE_GOAL) },
  copyPosition,
)

export const getPosition = store.get

/**
 * `?board=<board>&goal=<goal>`. Old links carry `&goal=` too; a link with a board alone gets the
 * goal that shape had before (`goalForLink`), so no link that ever worked changes meaning.
 * A bad board or goal throws NotationError (the kit shows the notice where the reader lands).
 */
export const positionLink: PositionLink<Position> = {
  read(params) {
    const raw = params.get('board')
    if (raw === null || raw.trim() === '') return null
    const board = parseBoard(raw)
    return { board, goal: goalForLink(board, params.get('goal')) }
  },
  write: (p) => [
    ['board', formatBoard(p.board)],
    ['goal', formatBoard(p.goal)],
  ],
}

/**
 * Loads `next` through the main widget, so its move count and Undo see the change like any other
 * edit (the state-space links and the 15-puzzle's "Load" use it); straight into the store without one.
 */
export function loadPosition(next: Position): void {
  const main = document.querySelector('sliding-play[data-main]') as
    | (HTMLElement & { change?: (p: Position, tag: 'edit') => void })
    | null
  if (main?.change) main.change(next, 'edit')
  else store.set(next)
}
