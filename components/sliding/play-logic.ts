/** The play widget's pure parts (no DOM), so unit tests can run them in Node. */
import { blankCell, isReachable, type Board } from '../../src/solvers/sliding/index.ts'

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

