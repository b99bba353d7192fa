/** Pure helpers of the Connect Four widgets. */
import { emptyPosition, type Position, type Size } from '../../src/solvers/connect4/board.ts'
import { randomPosition } from '../../src/solvers/connect4/random.ts'

/** The column the solver plays among equally good ones: the one nearest the centre (then the left). */
export { pickColumn } from '../../src/solvers/connect4/answer.ts'

/**
 * A random middle game the page solves quickly: on 7×6 at least 20 stones (the page's stated
 * limit), on smaller boards about half full.
 */
export function randomMiddleGame(size: Size, rand: () => number): Position {
  const cells = size.width * size.height
  const low = cells >= 42 ? 20 : Math.floor(cells / 3)
  const high = cells >= 42 ? 26 : Math.floor(cells / 2)
  return randomPosition(size, low + Math.floor(rand() * (high - low + 1)), rand)
}

export { emptyPosition }
