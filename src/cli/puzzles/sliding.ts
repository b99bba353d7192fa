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
  ALGORITHMS,
  MAX_BFS_CELLS,
  completeBfs,
  defaultGoal,
  parseBoard,
  solve,
  checkSameShape,
  puzzle as sliding,
  type Algorithm,
  type Board,
} from '../../solvers/sliding/index.ts'
import { adoptPatternDb, DEFAULT_BUDGETS, hasPatternDbFor } from '../../solvers/sliding/solve.ts'
import { isKorfGoal, KORF_GOAL, korfFrame } from '../../solvers/sliding/frame.ts'
import { ASTAR_BYTES_PER_POSITION } from '../../solvers/sliding/search.ts'
import { MAX_COMPACT_CELLS, TAB_MEMORY_BUDGET, compactBfs } from '../../solvers/sliding/big-bfs.ts'
import { CENSUS_LIMITS, parseCensusBoard } from '../../solvers/sliding/notation.ts'
import { InputError, type Budget } from '../../solvers/contract.ts'
import { cliPuzzle } from '../io.ts'
import type { OptionValues, Outcome, Puzzle, Verb } from '../io.ts'
import { checkHeuristicVerb, searchVerbWithFile } from '../grade.ts'
import { experimentVerb } from '../experiment-verb.ts'
import { shippedKorfTables } from '../shipped-tables.ts'
import { compactBfsThreads } from '../census-threads.ts'
import { splitIdaStar } from '../split-ida.ts'
import { searchThreads } from '../threads.ts'

const fmtInt = (n: number): string => n.toLocaleString('en-US')

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

/** The search's budget: --max-nodes and --max-memory (checked by main.ts as whole numbers > 0) over the defaults. */
function budgetFor(algorithm: Algorithm, values: OptionValues): Budget {
  const defaults: Budget = algorithm === 'astar' ? DEFAULT_BUDGETS.astar : DEFAULT_BUDGETS.idastar
  const nodes = values['max-nodes']
  const mb = values['max-memory']
  if (mb !== undefined && algorithm === 'idastar') {
    throw new InputError(
      '--max-memory applies to --algorithm bfs and astar: IDA* keeps only its path (its pattern databases have a fixed size).',
    )
  }
  return {
    maxNodes: nodes === undefined ? defaults.maxNodes : Number(nodes),
    maxBytes: mb === undefined ? defaults.maxBytes : Number(mb) * 2 ** 20,
  }
}

let shippedTried = false

/** Korf's tables from the file the site ships (src/cli/shipped-tables.ts), tried once a thread. */
function adoptShippedKorfTables(): void {
  if (shippedTried || hasPatternDbFor(KORF_GOAL)) return
  shippedTried = true
  adoptPatternDb(shippedKorfTables())
}

function solveBoard(input: string, values: OptionValues): Outcome {
  const board = sliding.position.parse(input)
  const goal = goalFor(board, values)
  const algorithm = algorithmOption(values)
  if (algorithm !== 'bfs' && (isKorfGoal(goal) || korfFrame(goal))) adoptShippedKorfTables()
  const threads = searchThreads(values.threads)
  let solution: ReturnType<typeof solve>
  try {
    solution = solve(board, goal, algorithm, {
      budget: budgetFor(algorithm, values),
      fastIda: threads > 1 ? splitIdaStar(threads) : undefined,
    })
  } catch (error) {
    if (error instanceof RangeError) throw new InputError(error.message) // BFS on a board too big for it
    throw error // BudgetError: exit 3 "gave up: …"
  }
  if (solution.status === 'unreachable') {
    return {
      status: 'unsolvable',
      reason: solution.reason,
      json: JSON.stringify({ length: null, moves: null, reason: solution.reason }),
    }
  }
  const { moves } = solution
  return {
    status: 'solved',
    text: sliding.moves.format(moves),
    json: JSON.stringify({ length: moves.length, moves }),
  }
}

function distances(input: string, values: OptionValues): Outcome {
  if (input.trim() !== '' && values.goal !== undefined)
    throw new InputError('Give the goal once: either --goal <board> or as the input.')
  const goal = parseCensusBoard(input.trim() === '' ? (values.goal ?? '') : input)
  const mb = values['max-memory']
  const budget: Budget = { maxBytes: mb === undefined ? TAB_MEMORY_BUDGET : Number(mb) * 2 ** 20 }
  if (values['max-nodes'] !== undefined) budget.maxNodes = Number(values['max-nodes'])
  // Up to 10 cells the plain BFS (a byte a position) is quicker; 11 and 12 need the 2-bit table,
  // which is also the one that counts against a budget the reader gave.
  const budgeted = budget.maxNodes !== undefined || mb !== undefined
  // The 2-bit table on every core (--threads), unless a node budget must stop it exactly.
  const threads = searchThreads(values.threads)
  const { counts } =
    goal.tiles.length <= MAX_BFS_CELLS && !budgeted
      ? completeBfs(goal)
      : threads > 1 && budget.maxNodes === undefined
        ? compactBfsThreads(goal, threads, { maxBytes: budget.maxBytes })
        : compactBfs(goal, { budget })
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
  help: `Usage: puzzle-notebook sliding solve <board|-> [--goal <board>] [--algorithm bfs|astar|idastar]
           [--threads N] [--json]

Prints an optimal solution, e.g.
  $ puzzle-notebook sliding solve "1 2 3/4 0 5/6 7 8"
With --json: {"length":L,"moves":[…]}.
--goal     the goal board, same shape (default: 1, 2, … with the blank last).
--algorithm  bfs (boards up to ${MAX_BFS_CELLS} cells), astar or idastar (default). A* and IDA* use
           additive pattern databases, built once per goal and shared by a batch's threads (for
           a 4x4 goal that takes seconds; a 4x4 goal with the blank in a corner reads the tables
           the site ships instead, checked against their SHA-256);
           IDA* also looks them up on the board mirrored about the diagonal through the goal's
           blank, when there is one, and takes the larger bound.
--max-nodes N   give up after N nodes expanded (default ${fmtInt(DEFAULT_BUDGETS.idastar.maxNodes)} for IDA*,
           ${fmtInt(DEFAULT_BUDGETS.astar.maxNodes)} for A*).
--max-memory MB  A* gives up before the positions it keeps pass MB megabytes (default
           ${DEFAULT_BUDGETS.astar.maxBytes / 2 ** 20}; counted at ${ASTAR_BYTES_PER_POSITION} bytes a position); BFS gives up before making
           tables bigger than MB. IDA* keeps only its path and refuses the option.
--threads N  IDA* on a 4x4 board splits its search over N threads (default: one a core), with
           the same solution as on one thread (the one found first in the one-thread order),
           once it has expanded 250,000 nodes alone; --threads 1 searches on this thread.
           --max-nodes counts as on one thread: the same boards give up. In a batch on several
           --jobs threads, each search uses one thread.
Exit 1 with the parity reason when the goal cannot be reached; exit 2 for a bad board; exit 3
("gave up after N nodes / M MB") when the search reached its budget.
With "-", reads one board a line from stdin and answers one line each.

${NOTATION_HELP}`,
  options: ['goal', 'algorithm', 'threads'],
  answer: solveBoard,
}

const distancesVerb: Verb = {
  name: 'distances',
  summary: 'count the positions at each distance from a goal (complete BFS)',
  help: `Usage: puzzle-notebook sliding distances --goal <board> [--threads N] [--json]
       puzzle-notebook sliding distances -     (one goal a line from stdin)

Runs a breadth-first search over every position that can reach the goal and prints how many
are at distance 0, 1, 2, …, separated by spaces. With --json: {"counts":[c0,c1,…]}.
Boards of up to ${MAX_COMPACT_CELLS} cells, sides up to ${CENSUS_LIMITS.maxSide} (3x3: 181,440 positions; 3x4 and
2x6: 239,500,800, in a table of 2 bits a position, 60 MB, about a minute or more).
--threads N      scan the 2-bit table (11 and 12 cells, or any board under --max-memory) on N
           threads at once (default: one a core; one inside a batch, whose lines already
           share the cores): the same counts as on one thread.
--max-memory MB  refuse (exit 3) a table bigger than MB megabytes (default ${TAB_MEMORY_BUDGET / 2 ** 20}).
--max-nodes N    give up (exit 3) after N positions expanded (default: no limit; the state
           space bounds the work); the search is then on one thread, to stop exactly at N.

${NOTATION_HELP}`,
  options: ['goal', 'threads'],
  inputFromOption: true,
  answer: distances,
}

export const puzzle: Puzzle = cliPuzzle({
  puzzle: sliding,
  input: 'board',
  options: '[--goal <board>] [--algorithm …]',
  summary: 'sliding puzzles (8-puzzle, 15-puzzle …): optimal solutions and distances',
  notation: NOTATION_HELP,
  verbs: [solveVerb, distancesVerb, searchVerbWithFile, checkHeuristicVerb, experimentVerb],
})
