/**
 * The constraints notebook's code exercise: the test at the heart of backtracking, `safe(queens,
 * n)`: are the queens placed so far (one per row, top rows first) free of attacks? Checked on
 * every partial placement of the 6×6 board, 0 to 6 rows filled, any column in each (55,987), against the
 * solver's own count of attacking pairs (model.ts).
 */
import type { CodeExercise, ExerciseArgs } from '../code-exercise.ts'
import { showValue } from '../exercise-data.ts'
import { attackingPairs } from './model.ts'
import { formatPlacement } from './notation.ts'

/** The board the check runs on. */
const STARTER_PY = `# queens: the columns (1 to n) of the queens placed so far, one per row from
# the top: queens[0] is the queen in row 1. n: the board is n × n.
# Return True when no two of them attack each other.
def safe(queens, n):
    for a in range(len(queens)):
        for b in range(a + 1, len(queens)):
            if queens[a] == queens[b]:
                return False  # the same column
            # TODO: two queens also attack along a diagonal.
    return True
`

const MODEL_PY = `def safe(queens, n):
    for a in range(len(queens)):
        for b in range(a + 1, len(queens)):
            # Rows differ by construction; a shared column, or as many rows apart as
            # columns apart (a diagonal either way), is an attack.
            if queens[a] == queens[b] or abs(queens[a] - queens[b]) == b - a:
                return False
    return True
`

export const N = 6

/** How many placements: 6^0 + 6^1 + … + 6^6. */
export const PLACEMENTS = Array.from({ length: N + 1 }, (_, k) => N ** k).reduce((a, b) => a + b, 0)

const STARTER = `// queens: the columns (1 to n) of the queens placed so far, one per row from
// the top: queens[0] is the queen in row 1. n: the board is n × n.
// Return true when no two of them attack each other.
export default function safe(queens: number[], n: number): boolean {
  for (let a = 0; a < queens.length; a++) {
    for (let b = a + 1; b < queens.length; b++) {
      if (queens[a] === queens[b]) return false // the same column
      // TODO: two queens also attack along a diagonal.
    }
  }
  return true
}
`

const MODEL = `export default function safe(queens: number[], n: number): boolean {
  for (let a = 0; a < queens.length; a++) {
    for (let b = a + 1; b < queens.length; b++) {
      // Rows differ by construction; a shared column, or as many rows apart as
      // columns apart (a diagonal either way), is an attack.
      if (queens[a] === queens[b] || Math.abs(queens[a] - queens[b]) === b - a) return false
    }
  }
  return true
}
`

export const safe: CodeExercise = {
  id: 'safe',
  puzzle: 'queens',
  title: 'Is this placement safe?',
  task: 'Write safe(queens, n): queens[r] is the column (1 to n) of the queen in row r + 1, rows filled from the top; return true when no two queens attack each other.',
  signature: 'export default function safe(queens: number[], n: number): boolean',
  starter: STARTER,
  hint: 'Two queens in rows a and b are on one diagonal when their columns are as far apart as their rows: |queens[a] − queens[b]| = b − a. That covers both diagonal directions.',
  model: MODEL,
  python: { starter: STARTER_PY, model: MODEL_PY },
  scope: `all ${PLACEMENTS.toLocaleString('en-US')} placements of 0 to ${N} queens in the top rows of the ${N}×${N} board, against the solver’s count of attacking pairs`,
  inputs(): ExerciseArgs[] {
    const out: ExerciseArgs[] = []
    const grow = (queens: number[]): void => {
      out.push([queens, N])
      if (queens.length < N) for (let c = 1; c <= N; c++) grow([...queens, c])
    }
    grow([])
    return out
  },
  judge(args, output): string | null {
    const queens = args[0] as number[]
    const cols = Int8Array.from({ length: N }, (_, r) => (r < queens.length ? queens[r] - 1 : -1))
    const pairs = attackingPairs({ n: N, cols })
    const right = pairs === 0
    if (output === right) return null
    const shown = queens.length ? formatPlacement({ n: N, cols }) : 'the empty board'
    if (typeof output !== 'boolean')
      return `for ${shown} your safe returned ${showValue(output)}, not true or false.`
    return `for ${shown} your safe returned ${output}, but ${right ? 'no two queens attack' : `${pairs} pair${pairs === 1 ? '' : 's'} of queens attack`}.`
  },
}

export const exercises: CodeExercise[] = [safe]
