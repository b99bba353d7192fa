/** The reader's Connect Four position, shared by the article's Connect Four widgets. */
import { createStore } from '../kit/store.ts'
import { parsePosition, type Position } from '../../src/solvers/connect4/board.ts'
import { EXAMPLE } from '../../src/solvers/connect4/example.ts'

export { EXAMPLE }

const copyPosition = (p: Position): Position => ({
  ...p,
  moves: [...p.moves],
  cells: p.cells.slice(),
  heights: p.heights.slice(),
})

export const position = createStore<Position>(parsePosition(EXAMPLE), copyPosition)
