/**
 * The games notebook's code exercise: tic-tac-toe's `winner(board)`, checked on every position
 * reachable from the empty board by legal play (5,478 of them, the games stop at a line), against
 * the solver's own `winner` (model.ts, bit masks and its table of the eight lines).
 */
import type { CodeExercise, ExerciseArgs } from '../code-exercise.ts'
import { showValue } from '../exercise-data.ts'
import { emptyCells, EMPTY, play, winner, cellAt, type Board } from './model.ts'
import { formatBoard, parseBoard } from './notation.ts'

/** Every position reachable from the empty board, in increasing order of the solver's code. */
export function reachablePositions(): Board[] {
  const seen = new Set<Board>([EMPTY])
  const stack: Board[] = [EMPTY]
  while (stack.length > 0) {
    const b = stack.pop()!
    for (const cell of emptyCells(b)) {
      // none once the game is over
      const next = play(b, cell)
      if (!seen.has(next)) {
        seen.add(next)
        stack.push(next)
      }
    }
  }
  return [...seen].sort((a, b) => a - b)
}

/** The cells as the reader gets them: 'x', 'o' or '.', top row first. */
const cellsOf = (b: Board): string[] => Array.from({ length: 9 }, (_, i) => cellAt(b, i + 1) ?? '.')

const STARTER = `// board: the 9 cells, top row first, left to right: 'x', 'o' or '.' (empty).
// Return 'x' or 'o' when that player has three in a row (a row, a column or a
// diagonal), and null when nobody has.
export default function winner(board: string[]): 'x' | 'o' | null {
  for (let r = 0; r < 3; r++) {
    const a = board[3 * r]
    if (a !== '.' && a === board[3 * r + 1] && a === board[3 * r + 2]) return a as 'x' | 'o'
  }
  // TODO: the three columns, and the two diagonals.
  return null
}
`

const MODEL = `const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8], // rows
  [0, 3, 6], [1, 4, 7], [2, 5, 8], // columns
  [0, 4, 8], [2, 4, 6], // diagonals
]

export default function winner(board: string[]): 'x' | 'o' | null {
  for (const [a, b, c] of LINES) {
    if (board[a] !== '.' && board[a] === board[b] && board[a] === board[c]) return board[a] as 'x' | 'o'
  }
  return null
}
`

export const winnerExercise: CodeExercise = {
  id: 'winner',
  puzzle: 'tictactoe',
  title: 'Who has three in a row?',
  task: "Write winner(board): the board is 9 cells, top row first, each 'x', 'o' or '.'; return 'x' or 'o' for the player with a line of three, or null.",
  signature: "export default function winner(board: string[]): 'x' | 'o' | null",
  starter: STARTER,
  hint: 'There are eight lines: three rows, three columns and two diagonals (cells 1 5 9 and 3 5 7, counting from 1). An empty line of three dots is not a win.',
  model: MODEL,
  scope: 'all 5,478 positions reachable from the empty board, against the solver’s own winner',
  inputs(): ExerciseArgs[] {
    return reachablePositions().map((b) => [cellsOf(b)])
  },
  judge(args, output): string | null {
    const text = (args[0] as string[]).join('').replace(/(...)(?=.)/g, '$1/')
    const right = winner(parseBoard(text))
    if (output === right) return null
    const said = output === 'x' || output === 'o' || output === null ? String(output) : showValue(output)
    const truth = right === null ? 'nobody has a line' : `${right} has a line`
    return `for ${formatBoard(parseBoard(text))} your winner returned ${said}, but ${truth}.`
  },
}

export const exercises: CodeExercise[] = [winnerExercise]
