/**
 * `puzzle-notebook sliding search` — one algorithm of the search lab on one board, as a Verb of
 * the CLI (src/cli/io.ts). src/cli/grade.ts adds --heuristic-file to it for src/cli/puzzles/sliding.ts.
 *
 * JSON, one line per instance:
 *   {"algorithm","heuristic","costModel","length","cost","moves","expanded","generated","peakStored","optimal"}
 * `moves` are the tiles that slide into the blank, in order (as `sliding solve` prints them);
 * `cost` is the solution's cost under `costModel` (unit: its length; tile: the sum of the tiles
 * moved); `optimal` compares it with the true cheapest cost (breadth-first search for unit costs,
 * uniform-cost search for tile costs), never assumed from the algorithm's name. `heuristic` is
 * null for the uninformed algorithms.
 */
import { InputError } from '../solvers/contract.ts'
import { defaultGoal, type Board } from '../solvers/sliding/model.ts'
import { checkSameShape, formatMoves, parseBoard } from '../solvers/sliding/notation.ts'
import type { OptionValues, Outcome, Verb } from './io.ts'
import { ALGORITHMS, INFORMED, runAlgorithm, type AlgorithmName } from '../solvers/search/algorithms.ts'
import { raceTruth } from '../solvers/search/jobs.ts'
import { RACE_BUDGET } from '../solvers/search/race.ts'
import {
  COST_MODELS,
  DIAMETERS,
  HEURISTICS,
  MAX_LAB_CELLS,
  slidingProblem,
  type CostModel,
  type HeuristicName,
} from '../solvers/search/sliding.ts'

/**
 * Nodes a search may expand when --max-nodes is not given: the race's budget for iterative
 * deepening, which every 3×3 position fits (a few seconds for the farthest ones).
 */
export const DEFAULT_MAX_NODES = RACE_BUDGET.iddfs

/** The CLI's algorithm names: weighted A* is `astar` with `--weight`. */
export const CLI_ALGORITHMS = ALGORITHMS.filter(
  (a): a is Exclude<AlgorithmName, 'weighted-astar'> => a !== 'weighted-astar',
)

export function choice<T extends string>(
  value: string | undefined,
  fallback: T,
  allowed: readonly T[],
  what: string,
): T {
  const v = value ?? fallback
  if (!(allowed as readonly string[]).includes(v))
    throw new InputError(`Unknown ${what} "${v}": choose ${allowed.join(', ')}.`)
  return v as T
}

function number(
  value: string | undefined,
  what: string,
  ok: (x: number) => boolean,
  rule: string,
): number | undefined {
  if (value === undefined) return undefined
  const x = Number(value)
  if (value.trim() === '' || !Number.isFinite(x) || !ok(x))
    throw new InputError(`--${what} must be ${rule}, got "${value}".`)
  return x
}

function goalFor(board: Board, values: OptionValues): Board {
  if (values.goal === undefined) return defaultGoal(board.width, board.height)
  const goal = parseBoard(values.goal)
  checkSameShape(board, goal)
  return goal
}

const unsolved = (reason: string, json: Record<string, unknown>): Outcome => ({
  status: 'unsolvable',
  reason,
  json: JSON.stringify({ ...json, length: null, moves: null, reason }),
})

export function answerSearch(input: string, values: OptionValues): Outcome {
  const board = parseBoard(input)
  const goal = goalFor(board, values)
  const base = choice(values.algorithm, 'astar', CLI_ALGORITHMS, 'algorithm')
  const costModel = choice<CostModel>(values.cost, 'unit', COST_MODELS, 'cost model (--cost)')
  const weight = number(values.weight, 'weight', (w) => w >= 1, 'a number of at least 1') ?? 1
  const maxDepth = number(
    values['max-depth'],
    'max-depth',
    (d) => Number.isInteger(d) && d >= 0,
    'a whole number of moves',
  )
  const maxNodes =
    number(
      values['max-nodes'],
      'max-nodes',
      (d) => Number.isInteger(d) && d > 0,
      'a positive whole number',
    ) ?? DEFAULT_MAX_NODES
  if (values.weight !== undefined && base !== 'astar')
    throw new InputError('--weight applies to --algorithm astar only.')
  if (values['max-depth'] !== undefined && base !== 'dfs')
    throw new InputError('--max-depth applies to --algorithm dfs only.')
  const algorithm: AlgorithmName = base === 'astar' && weight !== 1 ? 'weighted-astar' : base
  const informed = INFORMED.has(algorithm)
  if (values.heuristic !== undefined && !informed)
    throw new InputError(`--heuristic applies to greedy, astar and idastar, not ${base}.`)
  const heuristic = informed
    ? choice<HeuristicName>(
        values.heuristic as HeuristicName | undefined,
        'manhattan',
        HEURISTICS,
        'heuristic',
      )
    : null
  const head = {
    algorithm: base,
    heuristic,
    ...(algorithm === 'weighted-astar' ? { weight } : {}),
    costModel,
  }
  const { truth, reason } = raceTruth(board, goal, costModel)
  if (truth === null) return unsolved(reason!, head)
  const problem = slidingProblem(board, goal, heuristic ?? 'zero', costModel)
  const depth = maxDepth ?? problem.depthBound ?? Infinity
  // A BudgetError (the node budget ran out) goes up to the CLI: exit 3, "gave up: …".
  const r = runAlgorithm(problem, { algorithm, weight, maxDepth: depth }, { budget: { maxNodes } })
  const counts = { expanded: r.expanded, generated: r.generated, peakStored: r.peakStored }
  if (!r.found) {
    const reason =
      algorithm === 'dfs'
        ? `Depth-first search found no solution within ${depth} moves (the shortest takes ${truth.distance}); raise --max-depth.`
        : `${base} found no solution.`
    return unsolved(reason, { ...head, ...counts })
  }
  const json = {
    ...head,
    length: r.moves.length,
    cost: r.cost,
    moves: r.moves,
    ...counts,
    optimal: r.cost === truth.cheapest,
  }
  const text = `${formatMoves(r.moves)}`
  return { status: 'solved', text, json: JSON.stringify(json) }
}

export const searchVerb: Verb = {
  name: 'search',
  summary: 'solve with one search algorithm and count its nodes (the search lab)',
  help: `Usage: puzzle-notebook sliding search <board|-> --algorithm <dfs|bfs|iddfs|bidirectional|ucs|greedy|astar|idastar>
         [--heuristic misplaced|manhattan|linear-conflict|pdb] [--weight W] [--max-depth D]
         [--cost unit|tile] [--goal <board>] [--max-nodes N] [--json]

Runs one algorithm of the search lab (the article /search-algorithms/) and prints its solution,
the tiles that slide into the blank, in order. With --json, one line per board:
  {"algorithm":…,"heuristic":…,"costModel":"unit"|"tile","length":k,"cost":c,"moves":[…],
   "expanded":N,"generated":N,"peakStored":N,"optimal":true|false}
"cost" is the solution's cost under the cost model (unit: its length; tile: the sum of the tiles
moved). "optimal" says whether it equals the cheapest cost, computed by breadth-first search
(unit) or uniform-cost search (tile), never assumed from the algorithm's name.

--algorithm  dfs            depth-first with a depth bound and a visited table (not optimal)
             bfs            breadth-first
             iddfs          iterative deepening depth-first
             bidirectional  breadth-first from both ends
             ucs            uniform-cost search (Dijkstra): cheapest first, goal test on expansion
             greedy         greedy best-first on h
             astar          A* on g + h (the default); with --weight W > 1, weighted A* on g + W·h
             idastar        iterative-deepening A*
--heuristic  for greedy, astar and idastar: misplaced, manhattan (default), linear-conflict, or
             pdb (an additive pattern database of the tiles in two halves).
--weight     W >= 1 for astar (1 is plain A*).
--cost       unit (default): every slide costs 1. tile: sliding tile k costs k. ucs, greedy,
             astar and idastar use the costs (and the heuristics priced by tile: misplaced = the
             sum of the misplaced tiles, manhattan = the sum of tile x distance); dfs, bfs, iddfs
             and bidirectional count moves and ignore them, so their solutions need not be the
             cheapest ("optimal":false).
--max-depth  dfs only: the depth bound (default: the board's diameter, ${Object.entries(DIAMETERS)
    .filter(([k]) => k === '3x3' || k === '2x4')
    .map(([k, v]) => `${v} for ${k}`)
    .join(', ')}).
--max-nodes  give up after expanding N nodes (exit 3, "gave up: …"); default ${DEFAULT_MAX_NODES.toLocaleString('en-US')}.
--goal       the goal board, same shape (default: 1, 2, … with the blank last).

Counts
  expanded    nodes whose successors were generated
  generated   successors produced, duplicates included
  peakStored  the most nodes held at once: open list + closed table (bfs, bidirectional, greedy,
              astar), the visited table (dfs), the current path (iddfs, idastar)
  They are deterministic: successors are always generated in the same order, the tile above the
  blank first, then the tile to its left, to its right, and below it. Ties in the priority queue
  go to the larger g, then to the node queued first; dfs tries successors in that same order.

Boards of up to ${MAX_LAB_CELLS} cells (2x2 … 3x3, 2x4), in the notation of "sliding --help".
Exit 1 with the parity reason when the goal cannot be reached, or with a reason when dfs finds
nothing within its depth bound; exit 2 for bad input; exit 3 when the node budget runs out.`,
  options: ['algorithm', 'heuristic', 'weight', 'max-depth', 'cost', 'goal'], // --max-nodes is everyone's (src/cli/main.ts)
  answer: answerSearch,
  budgets: ['max-nodes'],
  noBudget: 'it keeps at most the 181,440 positions of a 3×3 board (a few MB), so only --max-nodes applies',
}
