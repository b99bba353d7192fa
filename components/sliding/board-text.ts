/** Words for boards and solutions, shared by the build-time markup and the client modules. */
import type { Board } from '../../src/solvers/sliding/index.ts'

export function cellLabel(board: Board, cell: number): string {
  const tile = board.tiles[cell]
  const where = `row ${Math.floor(cell / board.width) + 1}, column ${(cell % board.width) + 1}`
  return tile === 0 ? `Blank, ${where}` : `Tile ${tile}, ${where}`
}

/** The sentence the status region announces for an optimal solution. */
export function solutionSentence(moves: readonly number[]): string {
  if (moves.length === 0) return 'Already at the goal.'
  return `Solved in ${moves.length} move${moves.length === 1 ? '' : 's'}: ${moves.join(' ')}`
}

export const fmt = (n: number): string => n.toLocaleString('en-US')

/** "1 node", "1,024 nodes". */
export const nodes = (n: number): string => `${fmt(n)} node${n === 1 ? '' : 's'}`

export { FARTHEST_SHOWN } from '../../src/solvers/sliding/jobs.ts'

/** "148, the first 24 shown" when the list is cut short, else just the count. */
export function farthestLabel(count: number, shown: number): string {
  return shown < count ? `${fmt(count)}, the first ${fmt(shown)} shown` : fmt(count)
}
