/**
 * The games notebook's code exercises, each checked on every position reachable from the empty
 * board by legal play (5,478 of them, the games stop at a line):
 *   winner     who has three in a row, against the solver's own `winner` (model.ts, bit masks);
 *   minimax    the value of the board with perfect play, from X's side, against negamax;
 *   alphabeta  the same value by alpha-beta, and the number of positions the search visited,
 *              against the reference alpha-beta under the same move order (cells 1 to 9, the
 *              full window at the top, a cutoff when α ≥ β): a search that visits as many as
 *              plain minimax is named "no pruning", more than the reference "pruned too little",
 *              fewer "pruned too much".
 */
import type { CodeExercise, ExerciseArgs } from '../code-exercise.ts'
import { showValue } from '../exercise-data.ts'
import { minimax, negamax, newCount } from '../game.ts'
import { emptyCells, EMPTY, play, ticTacToe, toMove, winner, cellAt, type Board } from './model.ts'
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

/** The cells the reader's function gets back into the solver's board (the inputs are always legal). */
const boardOf = (cells: readonly string[]): Board => parseBoard(cells.join('').replace(/(...)(?=.)/g, '$1/'))

/** What the judges compare with, per position: the value from X's side and the nodes of each search. */
interface Reference {
  /** +1 X wins, 0 a draw, −1 O wins, with perfect play. */
  xValue: number
  /** Nodes alpha-beta visits from here (cells 1 to 9, the full window, cutoff when α ≥ β). */
  alphaBeta: number
  /** Nodes plain minimax visits from here (every position of the tree below, counted once per path). */
  minimax: number
}

const references = new Map<Board, Reference>()

export function referenceOf(b: Board): Reference {
  let r = references.get(b)
  if (!r) {
    const ab = newCount()
    const v = negamax(ticTacToe, b, -Infinity, Infinity, ab)
    const plain = newCount()
    minimax(ticTacToe, b, plain)
    r = { xValue: (toMove(b) === 0 ? v : -v) + 0, alphaBeta: ab.nodes, minimax: plain.nodes }
    references.set(b, r)
  }
  return r
}

const HELPERS = `const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8], // rows
  [0, 3, 6], [1, 4, 7], [2, 5, 8], // columns
  [0, 4, 8], [2, 4, 6], // diagonals
]

function winner(board: string[]): 'x' | 'o' | null {
  for (const [a, b, c] of LINES) {
    if (board[a] !== '.' && board[a] === board[b] && board[a] === board[c]) return board[a] as 'x' | 'o'
  }
  return null
}

/** X moves first: X is to move when both have as many marks. */
const xToMove = (board: string[]): boolean =>
  board.filter((c) => c === 'x').length === board.filter((c) => c === 'o').length

/** The board after the side to move marks cell i (0 to 8); the board given is not changed. */
function play(board: string[], i: number): string[] {
  const next = board.slice()
  next[i] = xToMove(board) ? 'x' : 'o'
  return next
}
`

const MINIMAX_STARTER = `// board: the 9 cells, top row first, left to right: 'x', 'o' or '.' (empty).
// Return the board's value with perfect play by both sides, seen from X:
// +1 if X wins, 0 for a draw, -1 if O wins. X picks the largest value, O the smallest.
${HELPERS}
export default function minimax(board: string[]): number {
  const w = winner(board)
  if (w === 'x') return 1
  if (w === 'o') return -1
  if (!board.includes('.')) return 0 // full and no line: a draw
  const maximising = xToMove(board)
  let best = maximising ? -Infinity : Infinity
  for (let i = 0; i < 9; i++) {
    if (board[i] !== '.') continue
    // TODO: the value of play(board, i), by minimax; keep the largest when X is
    // to move, the smallest when O is.
  }
  return best
}
`

const MINIMAX_MODEL = `${HELPERS}
export default function minimax(board: string[]): number {
  const w = winner(board)
  if (w === 'x') return 1
  if (w === 'o') return -1
  if (!board.includes('.')) return 0
  const maximising = xToMove(board)
  let best = maximising ? -Infinity : Infinity
  for (let i = 0; i < 9; i++) {
    if (board[i] !== '.') continue
    const v = minimax(play(board, i))
    best = maximising ? Math.max(best, v) : Math.min(best, v)
  }
  return best
}
`

/** The alpha-beta cell's first and last lines, the same in the starter and the model answer. */
const AB_HEAD = `let nodes = 0

function alphabeta(board: string[], alpha: number, beta: number): number {
  nodes++
  const w = winner(board)
  if (w === 'x') return 1
  if (w === 'o') return -1
  if (!board.includes('.')) return 0
  const maximising = xToMove(board)
  let best = maximising ? -Infinity : Infinity
  for (let i = 0; i < 9; i++) {
    if (board[i] !== '.') continue
    const v = alphabeta(play(board, i), alpha, beta)
`
const AB_TAIL = `  return best
}

export default function search(board: string[]): { value: number; nodes: number } {
  nodes = 0
  const value = alphabeta(board, -Infinity, Infinity)
  return { value, nodes }
}
`

const ALPHABETA_STARTER = `// The same value as minimax, by alpha-beta, and how many positions it visited.
// Each call of alphabeta is one position visited (the first call too). Try the
// cells in order 0 to 8, start with alpha = -Infinity, beta = +Infinity, and
// stop trying moves at a position as soon as alpha >= beta.
// alpha: the value X is already sure of; beta: the value O is already sure of.
${HELPERS}
${AB_HEAD}    best = maximising ? Math.max(best, v) : Math.min(best, v)
    // TODO: raise alpha (X to move) or lower beta (O to move), and stop
    // trying moves once alpha >= beta.
  }
${AB_TAIL}`

const ALPHABETA_MODEL = `${HELPERS}
${AB_HEAD}    if (maximising) {
      best = Math.max(best, v)
      alpha = Math.max(alpha, v)
    } else {
      best = Math.min(best, v)
      beta = Math.min(beta, v)
    }
    if (alpha >= beta) break // the other side would never let the game come here
  }
${AB_TAIL}`

const valueWords = (v: number): string => (v > 0 ? '+1 (X wins)' : v < 0 ? '−1 (O wins)' : '0 (a draw)')

/** The verdict on a value, or null when it is right. */
function judgeValue(b: Board, said: unknown, saying: string): string | null {
  const r = referenceOf(b)
  if (said === r.xValue) return null
  const where = `for ${formatBoard(b)} (${toMove(b) === 0 ? 'X' : 'O'} to move)`
  if (typeof said !== 'number' || ![-1, 0, 1].includes(said))
    return `${where} ${saying} ${showValue(said)}, not −1, 0 or +1.`
  const flipped =
    said === -r.xValue && toMove(b) === 1 ? ' Is it seen from the side to move rather than from X?' : ''
  return `${where} ${saying} ${said}, but the value is ${valueWords(r.xValue)}.${flipped}`
}

export const minimaxExercise: CodeExercise = {
  id: 'minimax',
  puzzle: 'tictactoe',
  title: 'Minimax',
  task: "Write minimax(board): the board is 9 cells, top row first, each 'x', 'o' or '.'; return its value with perfect play, seen from X: +1 X wins, 0 a draw, −1 O wins. X takes the largest value of its moves, O the smallest.",
  signature: 'export default function minimax(board: string[]): number',
  starter: MINIMAX_STARTER,
  hint: 'Call minimax on play(board, i) for every empty cell i: the value of a position is the best of its children’s values for the side to move (the largest for X, the smallest for O). The finished positions are the base case, already written.',
  model: MINIMAX_MODEL,
  scope: 'all 5,478 positions reachable from the empty board, against the solver’s negamax',
  inputs(): ExerciseArgs[] {
    return reachablePositions().map((b) => [cellsOf(b)])
  },
  judge(args, output): string | null {
    return judgeValue(boardOf(args[0] as string[]), output, 'your minimax returned')
  },
}

export const alphaBetaExercise: CodeExercise = {
  id: 'alphabeta',
  puzzle: 'tictactoe',
  title: 'Alpha-beta, and the positions it visits',
  task: "Write alpha-beta for tic-tac-toe: search(board) returns { value, nodes }: the board's value seen from X (+1, 0, −1, as minimax) and how many positions alpha-beta visited, each call counting one. Try the cells in order, start with α = −∞ and β = +∞, and stop trying moves as soon as α ≥ β: then the count must equal the reference search’s.",
  signature: 'export default function search(board: string[]): { value: number; nodes: number }',
  starter: ALPHABETA_STARTER,
  hint: 'After each move’s value v: when X is to move, alpha = max(alpha, v); when O is, beta = min(beta, v). Then if alpha >= beta, break: the side that chose earlier in the tree already has something at least as good, so the other moves cannot matter. Pass alpha and beta down unchanged to each call.',
  model: ALPHABETA_MODEL,
  scope:
    'all 5,478 positions reachable from the empty board: the value against negamax, the positions visited against the reference alpha-beta in the same order',
  inputs(): ExerciseArgs[] {
    return reachablePositions().map((b) => [cellsOf(b)])
  },
  judge(args, output): string | null {
    const b = boardOf(args[0] as string[])
    if (output === null || typeof output !== 'object' || Array.isArray(output))
      return `for ${formatBoard(b)} your search returned ${showValue(output)}, not { value, nodes }.`
    const { value, nodes } = output as { value?: unknown; nodes?: unknown }
    const wrong = judgeValue(b, value, 'your search returned the value')
    const r = referenceOf(b)
    if (!Number.isInteger(nodes) || (nodes as number) < 1)
      return (
        wrong ??
        `for ${formatBoard(b)} your nodes is ${showValue(nodes)}, not a count of positions (1 or more).`
      )
    const n = nodes as number
    const fmt = (x: number): string => x.toLocaleString('en-US')
    const same = `alpha-beta in the same order (cells 1 to 9, cutoff when α ≥ β) visits ${fmt(r.alphaBeta)}`
    let count: string | null = null
    if (n < r.alphaBeta)
      count = `pruned too much: your search visited ${fmt(n)} positions, fewer than ${same}`
    else if (n > r.alphaBeta && n === r.minimax)
      count = `no pruning: your search visited ${fmt(n)} positions, every one plain minimax visits; ${same}`
    else if (n > r.alphaBeta) count = `pruned too little: your search visited ${fmt(n)} positions; ${same}`
    if (wrong) return count ? `${wrong.replace(/\.$/, '')}; ${count}.` : wrong
    return count ? `for ${formatBoard(b)} the value is right, but ${count}.` : null
  },
}

export const exercises: CodeExercise[] = [winnerExercise, minimaxExercise, alphaBetaExercise]
