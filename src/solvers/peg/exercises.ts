/**
 * The peg notebook's code exercise: a move generator `moves(pegs, side)`, checked against the
 * solver's own jumps (board.ts legalJumps) on every board reachable on T5 from any single vacancy.
 */
import type { CodeExercise, ExerciseArgs } from '../code-exercise.ts'
import { showValue } from '../exercise-data.ts'
import { geometry, legalJumps, replay, singleVacancy, type Board } from './board.ts'
import { formatBoard } from './notation.ts'

/** The triangle the check runs on. */
const STARTER_PY = `# pegs: one entry per hole, holes numbered from 1 row by row from the apex
# (pegs[0] is hole 1): 1 for a peg, 0 for an empty hole. side: holes on a side
# of the triangle (5 here: 15 holes). Return every legal jump as [from, to],
# hole numbers from 1, in any order.
def moves(pegs, side):
    jumps = []
    # The index in pegs of row r, column c (both from 0, with 0 <= c <= r < side):
    def at(r, c):
        return r * (r + 1) // 2 + c
    # TODO: for every hole with a peg, try the six directions: along the row both
    #       ways, and along each of the two diagonals both ways.
    # TODO: the jump is legal when the neighbour holds a peg and the hole beyond
    #       it is on the board and empty.
    return jumps
`

const MODEL_PY = `# (row step, column step): along the row, down-left and up-right, down-right and up-left.
DIRECTIONS = [(0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, -1)]


def moves(pegs, side):
    def at(r, c):
        return r * (r + 1) // 2 + c

    def on_board(r, c):
        return 0 <= r < side and 0 <= c <= r

    jumps = []
    for r in range(side):
        for c in range(r + 1):
            if not pegs[at(r, c)]:
                continue
            for dr, dc in DIRECTIONS:
                r2, c2 = r + 2 * dr, c + 2 * dc
                if on_board(r2, c2) and pegs[at(r + dr, c + dc)] and not pegs[at(r2, c2)]:
                    jumps.append([at(r, c) + 1, at(r2, c2) + 1])
    return jumps
`

export const SIDE = 5

/** Every board reachable on T_side from a start with one hole empty, in increasing order. */
export function reachableBoards(side: number): Board[] {
  const g = geometry(side)
  const seen = new Set<Board>()
  const stack: Board[] = []
  for (let v = 1; v <= g.holes; v++) stack.push(singleVacancy(side, v))
  while (stack.length > 0) {
    const board = stack.pop()!
    if (seen.has(board)) continue
    seen.add(board)
    for (const j of legalJumps(g, board)) stack.push(board + g.delta[j])
  }
  return [...seen].sort((a, b) => a - b)
}

/** 1 for a peg, 0 for an empty hole, hole 1 first. */
const pegsOf = (board: Board, holes: number): number[] =>
  Array.from({ length: holes }, (_, i) => Math.floor(board / 2 ** i) % 2)
const boardOf = (pegs: readonly number[]): Board => pegs.reduce((b, p, i) => b + (p ? 2 ** i : 0), 0)

const STARTER = `// pegs: one entry per hole, holes numbered from 1 row by row from the apex
// (pegs[0] is hole 1): 1 for a peg, 0 for an empty hole. side: holes on a side
// of the triangle (5 here: 15 holes). Return every legal jump as [from, to],
// hole numbers from 1, in any order.
export default function moves(pegs: number[], side: number): number[][] {
  const jumps: number[][] = []
  // The index in pegs of row r, column c (both from 0, with 0 <= c <= r < side):
  const at = (r: number, c: number) => (r * (r + 1)) / 2 + c
  // TODO: for every hole with a peg, try the six directions: along the row both
  //       ways, and along each of the two diagonals both ways.
  // TODO: the jump is legal when the neighbour holds a peg and the hole beyond
  //       it is on the board and empty.
  return jumps
}
`

const MODEL = `// (row step, column step): along the row, down-left and up-right, down-right and up-left.
const DIRECTIONS = [[0, 1], [0, -1], [1, 0], [-1, 0], [1, 1], [-1, -1]]

export default function moves(pegs: number[], side: number): number[][] {
  const at = (r: number, c: number) => (r * (r + 1)) / 2 + c
  const onBoard = (r: number, c: number) => r >= 0 && r < side && c >= 0 && c <= r
  const jumps: number[][] = []
  for (let r = 0; r < side; r++) {
    for (let c = 0; c <= r; c++) {
      if (!pegs[at(r, c)]) continue
      for (const [dr, dc] of DIRECTIONS) {
        const r2 = r + 2 * dr
        const c2 = c + 2 * dc
        if (onBoard(r2, c2) && pegs[at(r + dr, c + dc)] && !pegs[at(r2, c2)]) {
          jumps.push([at(r, c) + 1, at(r2, c2) + 1])
        }
      }
    }
  }
  return jumps
}
`

/** The reader's jumps as "from-to" keys, or the sentence that says why they are not a list of jumps. */
function jumpsOf(output: unknown): string[] | string {
  if (!Array.isArray(output))
    return `your moves returned ${showValue(output)}, not a list of [from, to] jumps`
  const keys: string[] = []
  for (const j of output) {
    if (!Array.isArray(j) || j.length !== 2 || !j.every((h) => Number.isInteger(h)))
      return `your list holds ${showValue(j)}, which is not a jump [from, to] of two hole numbers`
    keys.push(`${j[0]}-${j[1]}`)
  }
  return keys
}

export const moves: CodeExercise = {
  id: 'moves',
  puzzle: 'peg',
  title: 'Generate the moves',
  task: 'Write moves(pegs, side): pegs holds 1 for a peg and 0 for a hole, hole 1 first; return every legal jump [from, to] with holes numbered from 1, in any order.',
  signature: 'export default function moves(pegs: number[], side: number): number[][]',
  starter: STARTER,
  hint: 'A jump goes from a peg over a neighbouring peg into the empty hole just beyond, in one of six directions: (0, ±1) along a row, (±1, 0) and ±(1, 1) along the diagonals. Check the landing hole is on the board: 0 ≤ column ≤ row < side.',
  model: MODEL,
  python: { starter: STARTER_PY, model: MODEL_PY },
  // The count is asserted by tests/unit/exercises.test.ts against reachableBoards(5).
  scope: 'all 13,935 boards reachable on T5 from a start with one hole empty, against the solver’s own jumps',
  inputs(): ExerciseArgs[] {
    const holes = geometry(SIDE).holes
    return reachableBoards(SIDE).map((b) => [pegsOf(b, holes), SIDE])
  },
  judge(args, output): string | null {
    const side = args[1] as number
    const board = boardOf(args[0] as number[])
    const where = (): string => `for ${formatBoard({ side, board })}`
    const keys = jumpsOf(output)
    if (typeof keys === 'string') return `${where()} ${keys}.`
    const g = geometry(side)
    const legal = legalJumps(g, board)
    const keyOf = (j: number): string => `${g.from[j] + 1}-${g.to[j] + 1}`
    const legalKeys = new Set(legal.map(keyOf))
    const seen = new Set<string>()
    for (const key of keys) {
      const [from, to] = key.split('-').map(Number)
      if (seen.has(key)) return `${where()} you listed ${from} → ${to} twice.`
      seen.add(key)
      if (legalKeys.has(key)) continue
      const r = replay(side, board, [[from, to]])
      return `${where()} you listed ${from} → ${to}, which is not a legal jump: ${r.ok ? 'the solver disagrees' : r.reason}`
    }
    for (const j of legal) {
      if (!seen.has(keyOf(j)))
        return `${where()} you missed the jump ${g.from[j] + 1} → ${g.to[j] + 1} (over hole ${g.over[j] + 1}).`
    }
    return null
  },
}

export const exercises: CodeExercise[] = [moves]
