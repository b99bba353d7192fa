/**
 * `puzzle-notebook rubiks-clock …` — Rubik's Clock over the solvers in src/solvers/rubiks-clock.
 *
 * `solve` answers with an optimal solution (fewest moves; a move is a pin setting and one wheel
 * turn). The input is a position, or a WCA scramble given with `--scramble "…"` (a positional
 * input without a "|" is also read as a scramble, as before). `--metric move|hour` says how moves
 * are counted (the article's "Two ways to count moves"); move is the default.
 */
import {
  METRICS,
  NotationError,
  amountsToMoves,
  parseScramble,
  pinNames,
  puzzle as rubiksClock,
  solveOptimal,
  type Dials,
  type Metric,
} from '../../solvers/rubiks-clock/index.ts'
import { cliPuzzle } from '../io.ts'
import type { OptionValues, Outcome, Puzzle, Verb } from '../io.ts'

const NOTATION_HELP = `Position
  f f f/f f f/f f f|b b b/b b b/b b b
  The front's nine dials in hours (1..12, 12 = up), row by row as seen from the front, then the
  back's nine as seen from the back after turning the puzzle over left to right. The four corner
  dials are shared: front UL with back UR, front UR with back UL, front DL with back DR, front DR
  with back DL, each reading 12 minus the other (12 with 12). Solved:
    12 12 12/12 12 12/12 12 12|12 12 12/12 12 12/12 12 12

Scramble (WCA Regulation 12g), with --scramble "<scramble>" instead of a position (a
positional input without a "|" is read as a scramble too):
  UR2+ DR1- DL0+ UL3+ U2- R3+ D4+ L6- ALL1+ y2 U2+ R1- D3+ L5- ALL5+ UR DR
  Pin groups UR DR DL UL U R D L ALL; x+ / x- turns a wheel x hours (0..6) clockwise /
  counter-clockwise with exactly those pins up; y2 turns the puzzle over; bare pin groups at the
  end only set pins. The position is read with the side that started in front, in front.

Moves
  A move sets the pins and turns one wheel: "front UL UR +3" turns, on the front, every dial
  next to the up pins UL and UR three hours clockwise (as seen from the front). Pins are named as
  seen from the move's side; turns are 1..11 hours clockwise as seen from that side. There are 30
  moves (15 pin sets on each side); moves commute, so each is used at most once.

Metrics (--metric), how a solution's length is counted:
  move  every move counts 1, whatever it turns (1 to 11 hours). The default.
  hour  a move turning t hours counts min(t, 12 - t): the hours its wheel turns the short way
        round, so +11 counts 1 and +6 counts 6.
  The article's section "Two ways to count moves" (/rubiks-clock/#two-ways-to-count-moves).`

/** The dials to solve: `--scramble`'s value, or the positional input (position or scramble). */
function readInput(input: string, values: OptionValues): Dials {
  const scramble = values.scramble
  if (scramble !== undefined) {
    if (input.trim() !== '') throw new NotationError('Give a position or --scramble, not both.')
    return parseScramble(scramble).dials
  }
  // A scramble starts with a pin group; anything with "|" or "/" or a leading digit was meant as a
  // position, so its errors should speak about positions.
  return /[|/]|^\s*\d/.test(input) ? rubiksClock.position.parse(input) : parseScramble(input).dials
}

/** `--metric`'s value: move (the default) or hour. */
function readMetric(values: OptionValues): Metric {
  const metric = values.metric ?? 'move'
  if (!(METRICS as readonly string[]).includes(metric)) {
    throw new NotationError(`--metric is "${metric.slice(0, 40)}": it is ${METRICS.join(' or ')}.`)
  }
  return metric as Metric
}

function solvePosition(input: string, values: OptionValues): Outcome {
  const metric = readMetric(values)
  if (input.trim() === '' && values.scramble === undefined) {
    throw new NotationError('Missing input: a position, --scramble "<scramble>", or "-" for stdin.')
  }
  const dials = readInput(input, values)
  const result = solveOptimal(dials, { metric })
  const moves = amountsToMoves(result.amounts)
  const json = JSON.stringify({
    metric,
    cost: result.cost,
    length: result.length,
    moves: moves.map((m) => ({ side: m.side, pins: pinNames(m.pins), turn: m.turn })),
  })
  return { status: 'solved', text: rubiksClock.moves.format(moves), json }
}

const solve: Verb = {
  name: 'solve',
  summary: 'print an optimal (fewest-moves) solution of a position or a WCA scramble',
  help: `Usage: puzzle-notebook rubiks-clock solve <position|-> [--metric move|hour] [--json]
       puzzle-notebook rubiks-clock solve --scramble "<WCA scramble>" [--metric move|hour] [--json]

Prints an optimal solution, moves separated by ", ", e.g.
  $ puzzle-notebook rubiks-clock solve "12 12 12/12 3 12/12 12 12|12 12 12/12 12 12/12 12 12"
  front UR +9, front DL +9, front UR DL +3
Optimal in the move metric (fewest moves) by default; --metric hour finds the fewest hours turned
instead (see Metrics below). With --json:
  {"metric":"move","cost":c,"length":k,"moves":[{"side":"front","pins":["UL","UR"],"turn":3},…]}
where cost is the length in the metric and length the number of moves.
An already solved position prints an empty line. With "-", reads one input a line from stdin.

${NOTATION_HELP}`,
  options: ['scramble', 'metric'],
  inputFromOption: true,
  answer: solvePosition,
  budgets: [],
  noBudget:
    'its optimal search has a fixed size (every corner split of one position, a fraction of a second), so there is nothing to budget',
}

export const puzzle: Puzzle = cliPuzzle({
  puzzle: rubiksClock,
  input: 'position',
  options: '[--scramble "<scramble>"] [--metric move|hour]',
  summary: "Rubik's Clock: 14 twelve-hour dials, 30 moves, solved in the fewest moves",
  notation: NOTATION_HELP,
  verbs: [solve],
})
