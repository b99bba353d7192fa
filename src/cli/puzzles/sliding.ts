/**
 * `puzzle-notebook sliding …` — sliding puzzles over the solvers in src/solvers/sliding.
 *
 * Vocabulary: see the help text below (notation, moves, goals). `solve` prints an optimal
 * solution as the tiles that slide; `distances` runs the complete BFS from a goal.
 *
 * Options with a value (`--goal <board>`, `--algorithm <name>`) are declared per verb and
 * parsed by src/cli/main.ts; for `distances` the goal may stand in for the input.
 */
import {
  ALGORITHMS, MAX_BFS_CELLS, completeBfs, defaultGoal, parseBoard, solve, checkSameShape, puzzle as sliding,
  type Algorithm, type Board,
} from '../../solvers/sliding/index.ts'
import { InputError } from '../../solvers/contract.ts'
import type { OptionValues, Outcome, Puzzle, Verb } from '../io.ts'

function algorithmOption(values: OptionValues): Algorithm {
  const name = values.algorithm ?? 'idastar'
  if (!(ALGORITHMS as readonly string[]).includes(name)) {
    throw new InputError(`Unknown algorithm "${name}": choose ${ALGORITHMS.join(', ')}.`)
  }
  return name as Algorithm
}

function goalFor(board: Board, values: OptionValues): Board {
  if (values.goal === undefined) return defaultGoal(board.width, board.height)
  const goal = parseBoard(values.goal)
  checkSameShape(board, goal)
  return goal
}

function solveBoard(input: string, values: OptionValues): Outcome {
  const board = sliding.position.parse(input)
  const goal = goalFor(board, values)
  let solution
  try {
    solution = solve(board, goal, algorithmOption(values))
  } catch (error) {
    if (error instanceof RangeError || (error instanceof Error && error.name === 'SearchLimitError')) throw new InputError(error.message)
    throw error
  }
  if (solution.status === 'unreachable') {
    return { status: 'unsolvable', reason: solution.reason, json: JSON.stringify({ length: null, moves: null, reason: solution.reason }) }
  }
  const { moves } = solution
  return { status: 'solved', text: sliding.moves.format(moves), json: JSON.stringify({ length: moves.length, moves }) }
}

function distances(input: string, values: OptionValues): Outcome {
  if (input.trim() !== '' && values.goal !== undefined) throw new InputError('Give the goal once: either --goal <board> or as the input.')
  const goal = parseBoard(input.trim() === '' ? (values.goal ?? '') : input)
  if (goal.tiles.length > MAX_BFS_CELLS) {
    throw new InputError(`The complete BFS handles boards of up to ${MAX_BFS_CELLS} cells; ${goal.width}×${goal.height} has ${goal.tiles.length}.`)
  }
  const { counts } = completeBfs(goal)
  return { status: 'solved', text: counts.join(' '), json: JSON.stringify({ counts }) }
}

const NOTATION_HELP = `Notation
  A board is its rows separated by "/", tiles separated by spaces, 0 for the blank:
    1 2 3/4 0 5/6 7 8
  Cells are read row by row from the top-left. Boards from 2x2 to 4x4, rectangles too (2x3,
  3x4 …). A flat list of 4, 9 or 16 numbers is read as a square board (a line of Korf's file).
  Every tile 0 .. n-1 must appear exactly once, and every row must be as long as the first.

Moves
  A solution lists the tiles that slide into the blank, in order: "5 8 7". An empty line means
  the board is already the goal. The default goal is 1, 2, … with the blank last.`

const solveVerb: Verb = {
  name: 'solve',
  summary: 'print an optimal solution (the tiles that slide)',
  help: `Usage: puzzle-notebook sliding solve <board|-> [--goal <board>] [--algorithm bfs|astar|idastar] [--json]

Prints an optimal solution, e.g.
  $ puzzle-notebook sliding solve "1 2 3/4 0 5/6 7 8"
With --json: {"length":L,"moves":[…]}.
--goal     the goal board, same shape (default: 1, 2, … with the blank last).
--algorithm  bfs (boards up to ${MAX_BFS_CELLS} cells), astar or idastar (default). A* and IDA* use
           additive pattern databases, built once per goal (for a 4x4 goal that takes seconds).
Exit 1 with the parity reason when the goal cannot be reached; exit 2 for a bad board.
With "-", reads one board a line from stdin and answers one line each.

${NOTATION_HELP}`,
  options: ['goal', 'algorithm'],
  answer: solveBoard,
}

const distancesVerb: Verb = {
  name: 'distances',
  summary: 'count the positions at each distance from a goal (complete BFS)',
  help: `Usage: puzzle-notebook sliding distances --goal <board> [--json]
       puzzle-notebook sliding distances -     (one goal a line from stdin)

Runs a breadth-first search over every position that can reach the goal and prints how many
are at distance 0, 1, 2, …, separated by spaces. With --json: {"counts":[c0,c1,…]}.
Boards of up to ${MAX_BFS_CELLS} cells (3x3: 181,440 positions).

${NOTATION_HELP}`,
  options: ['goal'],
  inputFromOption: true,
  answer: distances,
}

export const puzzle: Puzzle = {
  name: sliding.id,
  slug: sliding.slug,
  summary: 'sliding puzzles (8-puzzle, 15-puzzle …): optimal solutions and distances',
  help: `Usage: puzzle-notebook sliding <verb> <board|-> [--goal <board>] [--algorithm …] [--json]

Verbs
  solve       ${solveVerb.summary}
  distances   ${distancesVerb.summary}

${NOTATION_HELP}`,
  verbs: [solveVerb, distancesVerb],
}
