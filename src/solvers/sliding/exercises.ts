/**
 * The sliding notebook's code exercise: `isSolvable(tiles, width)`, checked on every arrangement
 * of the 3×3 board (9! = 362,880) and of two rows of four (8! = 40,320: an even width, where the
 * blank's row counts), against the parity rule's own answer (parity.ts, which the census's BFS
 * confirms in the unit tests).
 */
import type { CodeExercise, ExerciseArgs } from '../code-exercise.ts'
import { showValue } from '../exercise-data.ts'
import { defaultGoal, type Board } from './model.ts'
import { formatBoard } from './notation.ts'
import { isReachable, solvability } from './parity.ts'
import { FACTORIAL, unrank } from './rank.ts'

/** The boards checked: width × height. */
const STARTER_PY = `# tiles: the cells in reading order, 0 for the blank; width: cells in a row.
# Return True when the goal (1 2 3 … with the blank in the last cell) can be
# reached by sliding tiles, False when it cannot.
def is_solvable(tiles, width):
    # TODO: count the inversions: pairs of tiles (leave the blank out) that
    #       appear in reading order as a larger number before a smaller one.
    # TODO: on an odd width, what does one move do to their parity?
    # TODO: on an even width, a move up or down passes an odd number of tiles:
    #       what else changes parity with it?
    return True
`

const MODEL_PY = `def is_solvable(tiles, width):
    inversions = 0
    for i in range(len(tiles)):
        for j in range(i + 1, len(tiles)):
            if tiles[i] and tiles[j] and tiles[i] > tiles[j]:
                inversions += 1
    # A sideways move changes no inversion. A move up or down carries one tile past
    # width - 1 others: on an odd width their parity is fixed, and the goal has none.
    if width % 2 == 1:
        return inversions % 2 == 0
    # On an even width it flips with every row the blank moves: the sum of the
    # inversions and the blank's rows from the bottom row is what stays even.
    height = len(tiles) // width
    blank_row = tiles.index(0) // width
    return (inversions + (height - 1 - blank_row)) % 2 == 0
`

export const SHAPES: readonly (readonly [width: number, height: number])[] = [
  [3, 3],
  [4, 2],
]

const count = SHAPES.reduce((n, [w, h]) => n + FACTORIAL[w * h], 0)
const fmt = (n: number): string => n.toLocaleString('en-US')

const STARTER = `// tiles: the cells in reading order, 0 for the blank; width: cells in a row.
// Return true when the goal (1 2 3 … with the blank in the last cell) can be
// reached by sliding tiles, false when it cannot.
export default function isSolvable(tiles: number[], width: number): boolean {
  // TODO: count the inversions: pairs of tiles (leave the blank out) that
  //       appear in reading order as a larger number before a smaller one.
  // TODO: on an odd width, what does one move do to their parity?
  // TODO: on an even width, a move up or down passes an odd number of tiles:
  //       what else changes parity with it?
  return true
}
`

const MODEL = `export default function isSolvable(tiles: number[], width: number): boolean {
  let inversions = 0
  for (let i = 0; i < tiles.length; i++) {
    for (let j = i + 1; j < tiles.length; j++) {
      if (tiles[i] !== 0 && tiles[j] !== 0 && tiles[i] > tiles[j]) inversions++
    }
  }
  // A sideways move changes no inversion. A move up or down carries one tile past
  // width − 1 others: on an odd width an even number of inversions changes, so
  // their parity is fixed, and the goal has none.
  if (width % 2 === 1) return inversions % 2 === 0
  // On an even width it flips with every row the blank moves, so the sum of the
  // inversions and the blank's rows from the bottom row (the goal's) is what stays even.
  const height = tiles.length / width
  const blankRow = Math.floor(tiles.indexOf(0) / width)
  return (inversions + (height - 1 - blankRow)) % 2 === 0
}
`

export const isSolvable: CodeExercise = {
  id: 'is-solvable',
  puzzle: 'sliding',
  title: 'Which positions can reach the goal?',
  task: 'Write isSolvable(tiles, width): tiles are the cells in reading order with 0 for the blank; return true exactly when the goal, 1 2 3 … with the blank last, can be reached.',
  signature: 'export default function isSolvable(tiles: number[], width: number): boolean',
  starter: STARTER,
  hint: 'Count inversions with the blank left out. On an odd width that parity never changes; on an even width a vertical move flips it, and so does the blank’s row: add the number of rows between the blank and the bottom row.',
  model: MODEL,
  python: { starter: STARTER_PY, model: MODEL_PY },
  scope: `all ${fmt(count)} arrangements: every 3×3 one (${fmt(FACTORIAL[9])}) and every one of two rows of four (${fmt(FACTORIAL[8])})`,
  inputs(): ExerciseArgs[] {
    const out: ExerciseArgs[] = []
    for (const [width, height] of SHAPES) {
      const perm = new Uint8Array(width * height)
      for (let r = 0; r < FACTORIAL[perm.length]; r++) out.push([Array.from(unrank(r, perm)), width])
    }
    return out
  },
  judge(args, output): string | null {
    const tiles = args[0] as number[]
    const width = args[1] as number
    const board: Board = { width, height: tiles.length / width, tiles: Uint8Array.from(tiles) }
    const where = (): string => `for ${formatBoard(board)} (${width} wide)`
    if (typeof output !== 'boolean')
      return `${where()} your isSolvable returned ${showValue(output)}, not true or false.`
    const goalBoard = defaultGoal(board.width, board.height)
    if (output === isReachable(board, goalBoard)) return null
    const s = solvability(board, goalBoard)
    const goal = formatBoard(goalBoard)
    return `${where()} you said ${output}, but the goal ${goal} is ${s.reachable ? '' : 'not '}reachable: ${s.inversions} inversions, blank ${s.blankRowDistance} row${s.blankRowDistance === 1 ? '' : 's'} from the goal's row.`
  },
}

export const exercises: CodeExercise[] = [isSolvable]
