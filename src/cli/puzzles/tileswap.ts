/**
 * `puzzle-notebook tileswap …` — the fewest adjacent swaps between two 0/1 grids, over the solvers
 * in src/solvers/tileswap.
 *
 * Vocabulary: see NOTATION_HELP. `solve` uses the grid min-cost flow (fast at any size), turns the
 * matching into swaps by the relabel construction, and replays them before answering, so a wrong
 * sequence is an internal error, never an answer. `distances` runs the BFS over every grid with the
 * goal's shape and number of ones.
 */
import {
  BFS_DEFAULT_BUDGET,
  MAX_BFS_CELLS,
  MAX_SIDE,
  MOVE_EXAMPLE,
  NotationError,
  bfsFromGoal,
  bfsRefusal,
  isSolution,
  parseGrid,
  parsePair,
  puzzle as tileswap,
  solve,
  swapsToMoves,
  toSwapArray,
} from '../../solvers/tileswap/index.ts'
import { InputError, type Budget } from '../../solvers/contract.ts'
import { cliPuzzle } from '../io.ts'
import type { OptionValues, Outcome, Puzzle, Verb } from '../io.ts'

const NOTATION_HELP = `Notation
  A grid is rows of 0 and 1 separated by "/", e.g. 1101/0110/0100/1010 (4 rows, 4 columns).
  The start and the goal are separated by whitespace. Sides of 1 to ${MAX_SIDE} cells.

Moves
  A move swaps two cells that share a side. A cell is named by its row and column, counted
  from 1 from the top left: r2c4 is row 2, column 4. A swap joins its two cells with "-",
  such as r2c4-r1c4; a list separates swaps by spaces: "${MOVE_EXAMPLE}" (the exercise on
  the page reads the same notation). Only swapping a 1 with a 0 changes the grid; the answers
  never swap two equal cells.`

/** The help's example, computed (so it cannot drift from what the verb prints). */
function exampleAnswer(): { text: string; json: string } {
  const { start, goal } = parsePair('0110/1001')
  const moves = swapsToMoves(toSwapArray(solve(start, goal, 'flow').swaps), start.cols)
  const text = tileswap.moves.format(moves)
  return {
    text: `${moves.length} swaps: ${text}`,
    json: JSON.stringify({ swaps: moves.length, sequence: moves.map((m) => tileswap.moves.format([m])) }),
  }
}
const { text: EXAMPLE_TEXT, json: EXAMPLE_JSON } = exampleAnswer()

const solveVerb: Verb = {
  name: 'solve',
  summary: 'print the fewest swaps from a start grid to a goal grid, and the swaps',
  help: `Usage: puzzle-notebook tileswap solve <start> [<goal>] [--json]
       puzzle-notebook tileswap solve - [--json]

Prints the fewest adjacent swaps that turn <start> into <goal> and one sequence of that many,
in the move notation below, in order:
  $ puzzle-notebook tileswap solve 0110/1001
  ${EXAMPLE_TEXT}
With --json: ${EXAMPLE_JSON}
The goal defaults to the same shape with all its ones first in row-major order.
With "-", reads "start goal" (or "start") pairs, one a line, and answers one line each.
Exit 2, with the reason, for a bad grid, grids of different shapes, or different numbers of ones.

${NOTATION_HELP}`,
  answer(input: string): Outcome {
    const { start, goal } = parsePair(input)
    const solution = solve(start, goal, 'flow')
    const sequence = toSwapArray(solution.swaps)
    if (!isSolution(start, goal, sequence))
      throw new Error('Internal error: the swap sequence does not reach the goal.')
    const moves = swapsToMoves(sequence, start.cols)
    const text = `${solution.cost} swap${solution.cost === 1 ? '' : 's'}${sequence.length ? ': ' : ''}${tileswap.moves.format(moves)}`
    return {
      status: 'solved',
      text,
      json: JSON.stringify({ swaps: solution.cost, sequence: moves.map((m) => tileswap.moves.format([m])) }),
    }
  },
  budgets: [],
  noBudget:
    'it solves a min-cost matching, not a search: its time and memory are fixed by the grid (at most 128×128)',
}

const distancesVerb: Verb = {
  name: 'distances',
  summary: 'count the grids at each distance from a goal (BFS over all of them)',
  help: `Usage: puzzle-notebook tileswap distances --goal <grid> [--json]
       puzzle-notebook tileswap distances <grid> [--json]

Breadth-first search over every grid with the goal's shape and number of ones; prints how many
are at each number of swaps from the goal, as "distance:count" pairs:
  $ puzzle-notebook tileswap distances --goal 11/00
  0:1 1:2 2:3
With --json: {"counts":[1,2,3]}
Refuses (exit 2, with the reason) grids of more than ${MAX_BFS_CELLS} cells. The search keeps 6 bytes per
grid and expands every grid once; it gives up (exit 3, "gave up: …") past its budget:
  --max-nodes N     grids expanded, default ${BFS_DEFAULT_BUDGET.maxNodes.toLocaleString('en-US')}
  --max-memory MB   megabytes of tables, default ${BFS_DEFAULT_BUDGET.maxBytes / 2 ** 20} (checked before they are made)

${NOTATION_HELP}`,
  options: ['goal'],
  inputFromOption: true,
  answer(input: string, values): Outcome {
    if (values.goal !== undefined && input.trim() !== '')
      throw new NotationError('Give the goal once: either --goal <grid> or the grid alone.')
    const text = (values.goal ?? input).trim()
    if (/\s/.test(text)) throw new NotationError('Expected one goal grid, such as 1111/1111/0000/0000.')
    const goal = parseGrid(text, 'goal grid')
    const why = bfsRefusal(goal)
    if (why) throw new InputError(why)
    const { counts } = bfsFromGoal(goal, { budget: bfsBudget(values) })
    return {
      status: 'solved',
      text: counts.map((c, d) => `${d}:${c}`).join(' '),
      json: JSON.stringify({ counts }),
    }
  },
}

/** The search's budget: --max-nodes and --max-memory (already checked as whole numbers > 0) over the defaults. */
function bfsBudget(values: OptionValues): Budget {
  const nodes = values['max-nodes']
  const mb = values['max-memory']
  return {
    maxNodes: nodes === undefined ? BFS_DEFAULT_BUDGET.maxNodes : Number(nodes),
    maxBytes: mb === undefined ? BFS_DEFAULT_BUDGET.maxBytes : Number(mb) * 2 ** 20,
  }
}

export const puzzle: Puzzle = cliPuzzle({
  puzzle: tileswap,
  input: 'input',
  summary: 'Tile swap: fewest adjacent swaps between two 0/1 grids',
  notation: NOTATION_HELP,
  verbs: [solveVerb, distancesVerb],
})
