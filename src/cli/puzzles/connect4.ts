/**
 * `puzzle-notebook connect4 solve …` — Connect Four on any board from 4×4 to 7×6, solved
 * perfectly by src/solvers/connect4/solver.ts (Pons's algorithm). One solver (and its 40 MB
 * table) is kept per board size for the whole batch; the table is cleared before each position
 * so a position's node count does not depend on the lines before it.
 */
import {
  DEFAULT_SIZE,
  checkSize,
  parseMovesOn,
  splitSize,
  solverFor,
  type Size,
  puzzle as description,
} from '../../solvers/connect4/index.ts'
import { NotationError } from '../../solvers/contract.ts'
import { budgetOf } from './peg.ts'
import { cliPuzzle, type OptionValues, type Outcome, type Puzzle, type Verb } from '../io.ts'

const NOTATION_HELP = `Notation
  A position is the columns played so far, first player first, columns numbered 1..W from the
  left (as Pascal Pons and John Tromp write them):
    4453        red in column 4, yellow in 4, red in 5, yellow in 3 (7×6 unless told otherwise)
    .           the empty board ("" as an argument works too; in a batch an empty line gets an
                empty answer, so write "." there)
  The board is 7 columns × 6 rows unless --width W --height H say otherwise, or the position
  starts with its size: "5x4:3324", "6x5:" (the empty 6×5 board). Widths and heights are 4..7,
  with width × height ≤ 42. Spaces and commas between columns are ignored.

Score (Pascal Pons's definition), for the side to move, with perfect play by both sides:
  0           a draw
  positive    the side to move wins; larger is sooner: (cells + 1 - stones before its winning
              stone) / 2, rounded down. On 7×6, winning with your 4th stone scores 18 and with
              your last (21st) stone 1.
  negative    the side to move loses, by the same count for the opponent.
  best lists every column that achieves the score; columns gives each column's score (null: full).`

/**
 * The default node budget: about half a minute on this project's machine. Without one, an early
 * 7×6 position (the empty board: hours) kept a core busy with no end in sight.
 */
export const CLI_MAX_NODES = 100_000_000

/** The budget of a solve: --max-nodes, or CLI_MAX_NODES. */
export const solveBudget = (values: OptionValues) => budgetOf(values, CLI_MAX_NODES)

const EXIT_HELP = `Exit codes
  0  solved (also a finished game: score is its final value, best is empty)
  2  bad input: a column out of range, a full column, a move after the game ended, a bad size
     (the message names the move and the character); usage errors
  3  gave up: the search passed --max-nodes (default ${CLI_MAX_NODES.toLocaleString('en-US')}, about half a minute)`

function sizeOf(values: OptionValues): Size | undefined {
  const { width, height } = values
  if (width === undefined && height === undefined) return undefined
  const read = (name: string, raw: string | undefined, fallback: number): number => {
    if (raw === undefined) return fallback
    if (!/^\d+$/.test(raw.trim()))
      throw new NotationError(`--${name} takes a whole number from 4 to 7, not "${raw.slice(0, 20)}".`)
    return Number(raw)
  }
  const size = {
    width: read('width', width, DEFAULT_SIZE.width),
    height: read('height', height, DEFAULT_SIZE.height),
  }
  checkSize(size.width, size.height)
  return size
}

function solvePosition(input: string, values: OptionValues): Outcome {
  const fromOptions = sizeOf(values)
  const { size, moves } = splitSize(input, fromOptions ?? DEFAULT_SIZE)
  if (fromOptions && (fromOptions.width !== size.width || fromOptions.height !== size.height)) {
    throw new NotationError(
      `The position says ${size.width}x${size.height} but --width/--height say ${fromOptions.width}x${fromOptions.height}.`,
    )
  }
  const p = parseMovesOn(moves, size)
  const solver = solverFor(size.width, size.height)
  solver.reset()
  const a = solver.analyse(p, { budget: solveBudget(values) })
  const final = p.wonAt >= 0 ? -((p.width * p.height + 2 - p.moves.length) >> 1) : 0
  const score = a.score ?? final
  const columns = JSON.stringify(a.columns)
  const json = `{"score":${score},"best":[${a.best.join(',')}],"nodes":${a.nodes},"columns":${columns}}`
  const text =
    a.score === null
      ? `game over: score ${score} (${p.wonAt >= 0 ? 'the last move made four' : 'the board is full: a draw'})`
      : `score ${score}, best ${a.best.join(' ')} (columns: ${a.columns.map((v) => v ?? '-').join(' ')}; ${a.nodes} nodes)`
  return { status: 'solved', text, json }
}

const solve: Verb = {
  name: 'solve',
  budgets: ['max-nodes'],
  noBudget:
    'its transposition table has a fixed size (8,388,593 entries, made once), so only --max-nodes applies',
  summary: "a position's score with perfect play, its best columns and every column's score",
  options: ['width', 'height'],
  help: `Usage: puzzle-notebook connect4 solve <moves|-> [--width W --height H] [--json] [--max-nodes N]

Solves the position exactly (negamax with alpha-beta, null-window search, a transposition table)
and prints its score for the side to move, the best columns and the score of every column:
  $ puzzle-notebook connect4 solve 5x4:
  score 0, best 2 3 4 (columns: -1 0 0 0 -1; … nodes)
With --json: {"score":0,"best":[2,3,4],"nodes":N,"columns":[-1,0,0,0,-1]}
With "-", reads one position a line from stdin and answers one line each, in order. A bad line
prints "error: …" (with --json {"error":"…","line":N}) and makes the exit code 2.
Early 7×6 positions take long (the empty board: hours, past the default --max-nodes); from
about 12 stones on, most take well under a second.

${NOTATION_HELP}

${EXIT_HELP}`,
  answer: solvePosition,
}

export const puzzle: Puzzle = cliPuzzle({
  puzzle: description,
  input: 'moves',
  options: '[--width W --height H]',
  summary: "Connect Four from 4×4 to 7×6, solved perfectly (Pons's score, every column)",
  notation: `${NOTATION_HELP}\n\n${EXIT_HELP}`,
  verbs: [solve],
})
