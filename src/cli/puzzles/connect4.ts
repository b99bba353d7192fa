/**
 * `puzzle-notebook connect4 solve|play|mcts …` — Connect Four on any board from 4×4 to 7×6:
 * solved perfectly by src/solvers/connect4/solver.ts (Pons's algorithm); a column for any
 * position, from the perfect solver or depth-limited search (play.ts); Monte Carlo tree search
 * judged by the perfect solver (src/solvers/mcts-jobs.ts). One solver (and its 40 MB table) is
 * kept per board size for the whole batch; `solve` clears the table before each position so a
 * position's node count does not depend on the lines before it, and splits a long solve at the
 * root over --threads threads (src/solvers/connect4/split.ts, src/cli/split-connect4.ts).
 */
import {
  DEFAULT_SIZE,
  checkSize,
  parseMovesOn,
  splitSize,
  solverFor,
  formatPosition,
  isOver,
  type Analysis,
  type Position,
  type Size,
  puzzle as description,
} from '../../solvers/connect4/index.ts'
import { InputError, NotationError } from '../../solvers/contract.ts'
import { choose, provenScore, type PlayAnswer } from '../../solvers/connect4/play.ts'
import { DEFAULT_EXPLORATION } from '../../solvers/mcts.ts'
import { runMcts } from '../../solvers/mcts-jobs.ts'
import { analyseSplit } from '../../solvers/connect4/split.ts'
import { columnsOnThreads } from '../split-connect4.ts'
import { searchThreads } from '../threads.ts'
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

/** The position of an input line, its size from the line's prefix or --width/--height. */
function positionOf(input: string, values: OptionValues): Position {
  const fromOptions = sizeOf(values)
  const { size, moves } = splitSize(input, fromOptions ?? DEFAULT_SIZE)
  if (fromOptions && (fromOptions.width !== size.width || fromOptions.height !== size.height)) {
    throw new NotationError(
      `The position says ${size.width}x${size.height} but --width/--height say ${fromOptions.width}x${fromOptions.height}.`,
    )
  }
  return parseMovesOn(moves, size)
}

function solvePosition(input: string, values: OptionValues): Outcome {
  const p = positionOf(input, values)
  const size = { width: p.width, height: p.height }
  const solver = solverFor(size.width, size.height)
  const threads = searchThreads(values.threads, 1)
  const budget = { budget: solveBudget(values) }
  let a: Analysis
  if (threads > 1) a = analyseSplit(solver, p, columnsOnThreads(threads), budget)
  else {
    solver.reset()
    a = solver.analyse(p, budget)
  }
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
    'its transposition table has a fixed size (8,388,593 entries, 40 MB, made once, and once a thread with --threads), so only --max-nodes applies',
  summary: "a position's score with perfect play, its best columns and every column's score",
  options: ['width', 'height', 'threads'],
  help: `Usage: puzzle-notebook connect4 solve <moves|-> [--width W --height H] [--threads N] [--json]
                                [--max-nodes N]

Solves the position exactly (negamax with alpha-beta, null-window search, a transposition table)
and prints its score for the side to move, the best columns and the score of every column:
  $ puzzle-notebook connect4 solve 5x4:
  score 0, best 2 3 4 (columns: -1 0 0 0 -1; … nodes)
With --json: {"score":0,"best":[2,3,4],"nodes":N,"columns":[-1,0,0,0,-1]}
With "-", reads one position a line from stdin and answers one line each, in order. A bad line
prints "error: …" (with --json {"error":"…","line":N}) and makes the exit code 2.
Early 7×6 positions take long (the empty board: hours, past the default --max-nodes); from
about 12 stones on, most take well under a second.
--threads N  default 1: one table, as always. With N ≥ 2, a position not solved within its first
             1,000,000 nodes is split at the root: each column solved on N threads at once (at
             most one a column), on a 40 MB table a thread that starts as a copy of the first
             try's. The scores and best columns are the same on any number of threads; the
             nodes are the work the split did (the same on 2 threads as on 7, not those of one
             thread), and --max-nodes counts them. A batch on several --jobs threads: 1.

${NOTATION_HELP}

${EXIT_HELP}`,
  answer: solvePosition,
}

/** A whole number option from `min` to `max`, or undefined when absent. */
function wholeOption(values: OptionValues, name: string, min: number, max: number): number | undefined {
  const raw = values[name]
  if (raw === undefined) return undefined
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < min || Number(raw) > max)
    throw new InputError(`--${name} takes a whole number from ${min} to ${max}, not "${raw.slice(0, 20)}".`)
  return Number(raw)
}

/** A number option from `min` to `max` (decimals allowed), or undefined when absent. */
function numberOption(values: OptionValues, name: string, min: number, max: number): number | undefined {
  const raw = values[name]
  if (raw === undefined) return undefined
  const x = Number(raw)
  if (raw.trim() === '' || !Number.isFinite(x) || x < min || x > max)
    throw new InputError(`--${name} takes a number from ${min} to ${max}, not "${raw.slice(0, 20)}".`)
  return x
}

/** The time limit of `play` when neither option says otherwise, in seconds. */
export const PLAY_TIME_LIMIT_S = 5

const signed = (v: number): string => (v > 0 ? `+${v}` : String(v))

function playWords(a: PlayAnswer): string {
  if (a.exact)
    return `column ${a.column}: exact, score ${a.score} (best ${a.best.join(' ')}; columns: ${a.columns.map((v) => v ?? '-').join(' ')}; ${a.nodes} nodes)`
  const proven = provenScore(a.evaluation!)
  const value =
    proven === null
      ? `evaluation ${signed(a.evaluation!)}`
      : `a ${proven > 0 ? 'win' : 'loss'} within the horizon, score ${proven}`
  const why =
    a.reason === 'time'
      ? `the perfect solver did not finish in ${a.exactMs / 1000} s`
      : a.timedOut
        ? 'the time limit stopped the deepening before the depth asked for'
        : 'the depth asked for'
  return `column ${a.column}: depth-limited to depth ${a.depth} (${why}), ${value} (best ${a.best.join(' ')}; columns: ${a.columns.map((v) => (v === null ? '-' : signed(v))).join(' ')}; ${a.nodes} nodes)`
}

function playPosition(input: string, values: OptionValues): Outcome {
  const p = positionOf(input, values)
  if (isOver(p)) throw new InputError('The game is over: there is no column to play.')
  const depth = wholeOption(values, 'depth', 1, p.width * p.height)
  const seconds = numberOption(values, 'time-limit', 0.01, 3600)
  const timeLimitMs =
    seconds !== undefined ? seconds * 1000 : depth !== undefined ? Infinity : PLAY_TIME_LIMIT_S * 1000
  const a = choose(p, { depth, timeLimitMs })
  const json = a.exact
    ? { column: a.column, exact: true, score: a.score, best: a.best, columns: a.columns, nodes: a.nodes }
    : {
        column: a.column,
        exact: false,
        evaluation: a.evaluation,
        depth: a.depth,
        timedOut: a.timedOut,
        best: a.best,
        columns: a.columns,
        nodes: a.nodes,
      }
  return { status: 'solved', text: playWords(a), json: JSON.stringify(json) }
}

const play: Verb = {
  name: 'play',
  budgets: [],
  noBudget: 'its limit is --time-limit (and --depth): it always answers with a column',
  summary:
    'a column for any position: the perfect solver when it finishes in time, else depth-limited search',
  options: ['width', 'height', 'depth', 'time-limit'],
  help: `Usage: puzzle-notebook connect4 play <moves|-> [--depth N] [--time-limit S] [--json]

A column to play for any position, from the empty board on. It always answers:
  - without --depth: the perfect solver gets the first half of the time limit; if it finishes,
    the answer is exact (Pons's score of every column). If not, alpha-beta with an evaluation
    function, deepened one move at a time (iterative deepening) until the time is up, answers
    from the deepest search it finished.
  - with --depth N: only depth-limited search, to depth N (no time limit unless --time-limit).
The evaluation, for the side to move: every line of four still open to one side only, worth 1, 3
or 9 for 1, 2 or 3 of its stones, the mover's minus the opponent's. A finished game counts its
score times 1000, so "evaluation 3000" is a win (score 3) the search saw to the end.
  $ puzzle-notebook connect4 play . --depth 8 --json
  {"column":4,"exact":false,"evaluation":-4,"depth":8,"timedOut":false,"best":[3,5,4],…}
  $ puzzle-notebook connect4 play 742566244422442121 --json
  {"column":5,"exact":true,"score":2,"best":[5],"columns":[-10,null,-11,null,2,-10,-7],…}
--depth N         search to depth N only (1 to the number of cells)
--time-limit S    seconds for the whole answer (default ${PLAY_TIME_LIMIT_S}; none with --depth alone).
                  The answer then depends on the machine's speed; --depth alone does not.
column is the column played (among the best, the one nearest the centre). With "-", one position
a line. A finished game is bad input (exit 2).

${NOTATION_HELP}`,
  answer: playPosition,
}

function mctsPosition(input: string, values: OptionValues): Outcome {
  const p = positionOf(input, values)
  const playouts = wholeOption(values, 'playouts', 1, 1_000_000)
  const seed = wholeOption(values, 'seed', 0, 0xffffffff)
  if (playouts === undefined || seed === undefined)
    throw new InputError(
      'connect4 mcts needs --playouts N and --seed S (the same seed gives the same search).',
    )
  const exploration = numberOption(values, 'exploration', 0, 10) ?? DEFAULT_EXPLORATION
  const r = runMcts({
    kind: 'mcts',
    game: 'connect4',
    position: formatPosition(p),
    playouts,
    seed,
    exploration,
  })
  const verdict =
    r.perfect === null
      ? 'not judged: the perfect solver passed its budget on this position'
      : r.perfect
        ? `perfect (the perfect solver's best: ${r.perfectMoves!.join(' ')})`
        : `not perfect (the perfect solver's best: ${r.perfectMoves!.join(' ')})`
  const byColumn: (number | null)[] = new Array(p.width).fill(null)
  for (const m of r.moves) byColumn[m.move - 1] = m.visits
  return {
    status: 'solved',
    text: `column ${r.best}: ${verdict} (visits: ${byColumn.map((v) => v ?? '-').join(' ')}; ${playouts} playouts, seed ${seed}, c ${Number(exploration.toFixed(3))})`,
    json: JSON.stringify({
      best: r.best,
      visits: byColumn,
      perfect: r.perfect,
      perfectMoves: r.perfectMoves,
      playouts,
      seed,
      exploration,
    }),
  }
}

const mctsVerb: Verb = {
  name: 'mcts',
  budgets: [],
  noBudget: 'its limit is --playouts',
  summary: 'Monte Carlo tree search (UCT), seeded, and whether the perfect solver agrees with its move',
  options: ['width', 'height', 'playouts', 'seed', 'exploration'],
  help: `Usage: puzzle-notebook connect4 mcts <moves|-> --playouts N --seed S [--exploration C] [--json]

Monte Carlo tree search with UCT: N playouts (walk down the tree by mean reward + C·√(ln N/n),
add a position, play random moves to the end, count the result), then the most visited column.
The perfect solver judges the move: perfect when it is one of the solver's best columns (null
when the position is too early for the solver's budget of 20,000,000 nodes).
  $ puzzle-notebook connect4 mcts 742566244422442121 --playouts 10000 --seed 1 --json
  {"best":5,"visits":[…],"perfect":true,"perfectMoves":[5],…}
--playouts N      1 to 1,000,000
--seed S          0 to 4294967295: the same seed, the same search
--exploration C   the UCT constant, 0 to 10 (default 1.41, about √2)
visits lists each column's visits at the root (null: full).

${NOTATION_HELP}`,
  answer: mctsPosition,
}

export const puzzle: Puzzle = cliPuzzle({
  puzzle: description,
  input: 'moves',
  options: '[--width W --height H]',
  summary: 'Connect Four from 4×4 to 7×6: solved perfectly, played from any position, MCTS judged',
  notation: `${NOTATION_HELP}\n\n${EXIT_HELP}`,
  verbs: [solve, play, mctsVerb],
})
