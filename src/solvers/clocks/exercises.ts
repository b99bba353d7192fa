/**
 * Clocks' code exercise: `solve(dials)`, checked on every one of the 262,144 positions by
 * replaying the reader's moves, and against the census for length (the shortest solution is the
 * unique one with every move made 0..3 times, so its length is cheap: the closed form's counts).
 */
import type { CodeExercise, ExerciseArgs } from '../code-exercise.ts'
import { showValue } from '../exercise-data.ts'
import { POSITIONS, decode, encode, isSolved, replay } from './model.ts'
import { solveCode } from './closed-form.ts'
import { codeLength } from './census.ts'
import { formatDials, formatMoves } from './notation.ts'

const HOURS = [12, 3, 6, 9] // quarter turns past 12 → the hour a reader reads

const STARTER = `// dials: the nine hours A..I, row by row (each 12, 3, 6 or 9).
// Return the moves (numbers 1..9, in any order) that set every dial to 12,
// as few as possible.

// Which dials each move turns a quarter turn (the article's table).
const MOVES = ['ABDE', 'ABC', 'BCEF', 'ADG', 'BDEFH', 'CFI', 'DEGH', 'GHI', 'EFHI']

export default function solve(dials: number[]): number[] {
  // TODO: how many quarter turns does each dial still need? (12 → 0, 3 → 3, 6 → 2, 9 → 1)
  // TODO: find how often to make each move, 0..3 times, so every dial gets its turns mod 4.
  //       Trying all 4^9 count vectors for each call is too slow for 262,144 calls:
  //       do it once, outside solve, and keep a table.
  // TODO: list move m + 1 counts[m] times.
  return []
}
`

const MODEL = `// Which dials (A..I = 0..8) each move turns a quarter turn.
const MOVES = ['ABDE', 'ABC', 'BCEF', 'ADG', 'BDEFH', 'CFI', 'DEGH', 'GHI', 'EFHI']
const TURNS = MOVES.map((names) => Array.from(names, (name) => 'ABCDEFGHI'.indexOf(name)))

// Moves commute and four quarter turns are none, so a solution is a count 0..3 per move.
// Go once through all 4^9 count vectors: each one solves exactly one position (the dials it
// turns, run backwards). SOLVES[position] = that count vector, both written in base 4.
const SOLVES = new Int32Array(4 ** 9)
for (let counts = 0; counts < 4 ** 9; counts++) {
  const turned = [0, 0, 0, 0, 0, 0, 0, 0, 0]
  for (let m = 0; m < 9; m++) {
    const c = (counts >> (2 * m)) & 3 // move m + 1 is made c times
    for (const d of TURNS[m]) turned[d] += c
  }
  let position = 0
  for (let d = 0; d < 9; d++) position = position * 4 + (4 - (turned[d] % 4)) % 4
  SOLVES[position] = counts
}

export default function solve(dials: number[]): number[] {
  let position = 0
  for (const hour of dials) position = position * 4 + (hour % 12) / 3
  const counts = SOLVES[position]
  const moves: number[] = []
  for (let m = 0; m < 9; m++) {
    for (let c = 0; c < ((counts >> (2 * m)) & 3); c++) moves.push(m + 1)
  }
  return moves
}
`

/** The reader's moves, or the sentence that says why they are not a list of moves 1..9. */
function movesOf(output: unknown): number[] | string {
  if (!Array.isArray(output)) return `your solve returned ${showValue(output)}, not a list of moves`
  for (const m of output) {
    if (!(Number.isInteger(m) && m >= 1 && m <= 9))
      return `your moves ${showValue(output)} hold ${showValue(m)}, which is not a move number 1..9`
  }
  return output as number[]
}

const STARTER_PY = `# dials: the nine hours A..I, row by row (each 12, 3, 6 or 9).
# Return the moves (numbers 1..9, in any order) that set every dial to 12,
# as few as possible.

# Which dials each move turns a quarter turn (the article's table).
MOVES = ['ABDE', 'ABC', 'BCEF', 'ADG', 'BDEFH', 'CFI', 'DEGH', 'GHI', 'EFHI']


def solve(dials):
    # TODO: how many quarter turns does each dial still need? (12 -> 0, 3 -> 3, 6 -> 2, 9 -> 1)
    # TODO: find how often to make each move, 0..3 times, so every dial gets its turns mod 4.
    #       Trying all 4^9 count vectors for each call is too slow for 262,144 calls:
    #       do it once, outside solve, and keep a table.
    # TODO: list move m + 1 counts[m] times.
    return []
`

const MODEL_PY = `# Which dials (A..I = 0..8) each move turns a quarter turn.
MOVES = ['ABDE', 'ABC', 'BCEF', 'ADG', 'BDEFH', 'CFI', 'DEGH', 'GHI', 'EFHI']
TURNS = [['ABCDEFGHI'.index(name) for name in names] for names in MOVES]


def turn(position, dials, c):
    """A position in base 4 (dial A first; a digit is the quarter turns that dial still
    needs) after c quarter turns of the given dials."""
    for d in dials:
        shift = 2 * (8 - d)
        digit = (position >> shift) & 3
        position += ((digit - c) % 4 - digit) << shift
    return position


# Moves commute and four quarter turns are none, so a solution is a count 0..3 per move.
# Start from the solved position and add each move 0..3 times, run backwards: the 4^9
# count vectors reach the 4^9 positions, each once. SOLVES[position] = its count vector.
entries = [(0, 0)]
for m in range(9):
    entries = [(turn(p, TURNS[m], c), counts | c << (2 * m)) for p, counts in entries for c in range(4)]
SOLVES = [0] * 4 ** 9
for position, counts in entries:
    SOLVES[position] = counts


def solve(dials):
    position = 0
    for hour in dials:
        position = position * 4 + (hour % 12) // 3
    counts = SOLVES[position]
    return [m + 1 for m in range(9) for _ in range((counts >> (2 * m)) & 3)]
`

export const solve: CodeExercise = {
  id: 'solve',
  puzzle: 'clocks',
  title: 'Solve any Clocks position',
  task: 'Write solve(dials): given the nine hours A..I row by row (12, 3, 6 or 9), return the moves 1..9 that set every dial to 12, as few as possible.',
  signature: 'export default function solve(dials: number[]): number[]',
  starter: STARTER,
  hint: 'Only how often each move is made matters, and only mod 4. There are 4^9 = 262,144 count vectors and as many positions: go through the count vectors once, note which position each one solves, and look the answer up.',
  model: MODEL,
  python: { starter: STARTER_PY, model: MODEL_PY },
  scope: `all ${POSITIONS.toLocaleString('en-US')} positions: each answer replayed, and its length against the shortest`,
  inputs(): ExerciseArgs[] {
    const dials = new Uint8Array(9)
    const out: ExerciseArgs[] = new Array(POSITIONS)
    for (let code = 0; code < POSITIONS; code++) {
      decode(code, dials)
      const hours = new Array<number>(9)
      for (let k = 0; k < 9; k++) hours[k] = HOURS[dials[k]]
      out[code] = [hours]
    }
    return out
  },
  judge(args, output): string | null {
    const hours = args[0] as number[]
    const dials = Uint8Array.from(hours, (h) => (h % 12) / 3)
    const where = (): string => `for ${formatDials(dials)}`
    const moves = movesOf(output)
    if (typeof moves === 'string') return `${where()} ${moves}.`
    const after = replay(dials, moves)
    if (!isSolved(after))
      return `${where()} your moves ${formatMoves(moves) || '(none)'} leave ${formatDials(after)}, not 12 everywhere.`
    const fewest = codeLength(solveCode(encode(dials)))
    if (moves.length > fewest)
      return `${where()} your ${moves.length} moves solve it, but ${fewest} suffice (a move made four times is no move at all).`
    return null
  },
}

export const exercises: CodeExercise[] = [solve]
