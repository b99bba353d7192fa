/**
 * `puzzle-notebook clocks …` — the IOI'94 Clocks over the solvers in src/solvers/clocks.
 *
 * Vocabulary: see the help text below (notation, dial letters, move numbers). `solve` answers
 * with the shortest solution: move numbers ascending, repeated as often as made, found by the
 * closed form on packed codes (the fastest solver). Every answer is checked against the
 * position's own replay in the unit tests, not here, to keep batches fast.
 */
import {
  MOVES,
  solveCode,
  quickParseCode,
  parseDials,
  encode,
  puzzle as description,
} from '../../solvers/clocks/index.ts'
import { cliPuzzle } from '../io.ts'
import type { Outcome, Puzzle, Verb } from '../io.ts'

const MOVE_TABLE = MOVES.map((dials, k) => `    ${k + 1}  ${dials}`).join('\n')

const NOTATION_HELP = `Notation
  A position is nine dials read row by row, rows separated by "/", each dial an hour:
    9 9 12/6 6 6/6 3 6
  Dials are lettered A..I in that order:   A B C / D E F / G H I
  Each hour is 12, 3, 6 or 9. Spaces are free; nine hours without slashes are accepted too.

Moves
  Moves are numbered 1..9; each turns its dials a quarter turn clockwise:
${MOVE_TABLE}
  A solution lists move numbers in ascending order, repeated as often as made: "4 5 8 9".
  It is the shortest (each move 0..3 times; every position has exactly one such solution).
  An already solved position prints an empty line.`

// Precomputed pieces: PIECES[m * 4 + c] is move m + 1 written c times, e.g. "4 4".
const PIECES = Array.from({ length: 36 }, (_, k) =>
  Array(k & 3)
    .fill((k >> 2) + 1)
    .join(' '),
)
const JSON_PIECES = PIECES.map((p) => p.replaceAll(' ', ','))

function solvePosition(input: string): Outcome {
  let position = quickParseCode(input)
  if (position < 0) position = encode(parseDials(input)) // accepts odd spacing, or throws NotationError
  const counts = solveCode(position)
  let text = ''
  let json = ''
  let length = 0
  for (let m = 0, shift = 16; m < 9; m++, shift -= 2) {
    const c = (counts >>> shift) & 3
    if (c === 0) continue
    text += text === '' ? PIECES[m * 4 + c] : ' ' + PIECES[m * 4 + c]
    json += json === '' ? JSON_PIECES[m * 4 + c] : ',' + JSON_PIECES[m * 4 + c]
    length += c
  }
  return { status: 'solved', text, json: `{"moves":[${json}],"length":${length}}` }
}

const solve: Verb = {
  name: 'solve',
  summary: 'print the shortest solution of a position',
  help: `Usage: puzzle-notebook clocks solve <position|-> [--json]

Prints the shortest solution: move numbers ascending, e.g.
  $ puzzle-notebook clocks solve "9 9 12/6 6 6/6 3 6"
  4 5 8 9
With --json: {"moves":[4,5,8,9],"length":4}
With "-", reads one position a line from stdin (empty lines skipped) and answers one line each,
in order. A bad line prints a message naming its line number on stderr (and with --json an
object {"error":"…","line":N} on stdout) and makes the exit code 2.

${NOTATION_HELP}`,
  answer: solvePosition,
  budgets: [],
  noBudget: 'it answers by a closed form, without a search',
}

export const puzzle: Puzzle = cliPuzzle({
  puzzle: description,
  input: 'position',
  summary: "IOI'94 Clocks: nine dials, nine moves, turn every dial to 12",
  notation: NOTATION_HELP,
  verbs: [solve],
})
