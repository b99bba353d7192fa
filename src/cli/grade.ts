/**
 * `puzzle-notebook sliding check-heuristic <file|->`: a teacher grades a heuristic (or a class's
 * worth, one file name a line on stdin) with the search lab's own checker
 * (src/solvers/search/heuristic-check.ts): every position reachable from the goal, every move.
 * The reader's code runs in the sandbox (sandbox.ts: a child process per file), never in this process.
 *
 * Exit codes: 0 admissible and consistent; 1 checked, with violations; 2 the file does not load,
 * throws, returns a bad value or runs out of memory (the message says which and where); 3 over its
 * time limit.
 */
import { InputError } from '../solvers/contract.ts'
import { defaultGoal } from '../solvers/sliding/model.ts'
import { formatBoard, formatMoves, parseBoard } from '../solvers/sliding/notation.ts'
import { positions, tableProblem, verdict, type Example } from '../solvers/search/heuristic-check.ts'
import { runAlgorithm, type AlgorithmName } from '../solvers/search/algorithms.ts'
import { DEFAULT_MAX_NODES, searchVerb } from './search-verb.ts'
import { rank } from '../solvers/sliding/rank.ts'
import { MAX_LAB_CELLS } from '../solvers/search/sliding.ts'
import type { OptionValues, Outcome, Verb } from './io.ts'
import { CLI_TIME_LIMIT_S, SANDBOX_HELP, mapInSandbox, readCodeFile, timeLimitOption } from './sandbox.ts'

const board = (e: Example, width: number): { board: string; h: number; d: number } => ({
  board: formatBoard({ width, height: e.tiles.length / width, tiles: Uint8Array.from(e.tiles) }),
  h: e.h,
  d: e.d,
})

function checkHeuristic(input: string, values: OptionValues): Outcome {
  const goal = values.goal === undefined ? defaultGoal(3, 3) : parseBoard(values.goal)
  if (goal.tiles.length > MAX_LAB_CELLS)
    throw new InputError(
      `The check takes goals of up to ${MAX_LAB_CELLS} cells (3×3, 2×4 …); ${goal.width}×${goal.height} has ${goal.tiles.length}.`,
    )
  const limit = timeLimitOption(values['time-limit'])
  const { name, source } = readCodeFile(input.trim())
  const pos = positions(goal)
  const hv = mapInSandbox(
    name,
    source,
    { inputs: pos.tiles, stride: goal.tiles.length, goal: Array.from(goal.tiles), width: goal.width },
    limit,
  )
  let v: ReturnType<typeof verdict>
  try {
    v = verdict(pos, hv)
  } catch (err) {
    throw err instanceof InputError ? new InputError(`${name}: ${err.message}`) : err
  }
  const w = goal.width
  const json = JSON.stringify({
    positions: v.positions,
    overestimates: v.overestimates,
    inconsistentMoves: v.inconsistentMoves,
    exact: v.exact,
    overestimateExample: v.overestimateExample && board(v.overestimateExample, w),
    inconsistentExample: v.inconsistentExample && {
      from: board(v.inconsistentExample.from, w),
      to: board(v.inconsistentExample.to, w),
    },
  })
  const fmt = (n: number): string => n.toLocaleString('en-US')
  const lines = [
    `${name}: ${fmt(v.positions)} positions, ${fmt(v.overestimates)} overestimates, ${fmt(v.inconsistentMoves)} inconsistent moves, ${fmt(v.exact)} exact`,
  ]
  if (v.overestimateExample) {
    const e = board(v.overestimateExample, w)
    lines.push(`first overestimate: ${e.board} h=${e.h} d=${e.d}`)
  }
  if (v.inconsistentExample) {
    const [a, b] = [board(v.inconsistentExample.from, w), board(v.inconsistentExample.to, w)]
    lines.push(`first inconsistent move: ${a.board} (h=${a.h}) -> ${b.board} (h=${b.h})`)
  }
  if (v.overestimates === 0 && v.inconsistentMoves === 0)
    return { status: 'solved', text: [...lines, 'admissible and consistent'].join('\n'), json }
  const reason =
    v.overestimates > 0
      ? `not admissible: overestimates ${fmt(v.overestimates)} positions`
      : `admissible but not consistent: ${fmt(v.inconsistentMoves)} moves lower h by more than 1`
  return { status: 'unsolvable', reason: [...lines, reason].join('\n'), json }
}

export const checkHeuristicVerb: Verb = {
  name: 'check-heuristic',
  budgets: [],
  noBudget: "its limits are --time-limit and the sandbox's own memory limits",
  summary: "check a heuristic's file on every position and move (admissible? consistent?)",
  help: `Usage: puzzle-notebook sliding check-heuristic <file|-> [--goal <board>] [--time-limit S] [--json]

Checks the default export of a TypeScript or JavaScript file,
  export default function h(tiles, goal, width) { … }
(tiles and goal: the cells in reading order, 0 for the blank), on every position that can reach
the goal (all 181,440 for 3x3) and on every move, as the search article's census does:
  overestimates       positions where h > the true distance (h is not admissible)
  inconsistentMoves   ordered pairs (s, s') one move apart with h(s) > 1 + h(s')
  exact               positions where h = the true distance
With --json: {"positions":N,"overestimates":N,"inconsistentMoves":N,"exact":N,
"overestimateExample":{"board","h","d"}|null,"inconsistentExample":{"from","to"}|null}.
With "-", reads file names, one a line, from stdin and answers one line each (a class's files:
  ls class/*.ts | puzzle-notebook sliding check-heuristic - --json).
--goal        the goal board (default 1 2 3/4 5 6/7 8 0); boards of up to 9 cells.
--time-limit  seconds the code may run (default ${CLI_TIME_LIMIT_S}).
Exit 0 admissible and consistent; 1 checked, with violations.
${SANDBOX_HELP}`,
  options: ['goal', 'time-limit'],
  answer: checkHeuristic,
}

// ── sliding search … --heuristic-file <file>: the lab's search with a reader's heuristic ──────
const FILE_ALGORITHMS = ['astar', 'idastar', 'greedy'] as const

/** The search verb's answer with h from a file: h's values on every position, used as a table. */
function searchWithFile(input: string, values: OptionValues): Outcome {
  const { 'heuristic-file': path, ...rest } = values
  if (rest.heuristic !== undefined)
    throw new InputError('Give either --heuristic or --heuristic-file, not both.')
  const algorithm = rest.algorithm ?? 'astar'
  if (!(FILE_ALGORITHMS as readonly string[]).includes(algorithm))
    throw new InputError(`--heuristic-file applies to ${FILE_ALGORITHMS.join(', ')}, not ${algorithm}.`)
  if (rest.weight !== undefined) throw new InputError('--weight does not apply with --heuristic-file.')
  // The check and the table are in moves (h against the true distance), so the search is too.
  if (rest.cost !== undefined && rest.cost !== 'unit')
    throw new InputError(
      '--heuristic-file searches with unit costs (every slide costs 1); --cost tile needs a built-in --heuristic, priced by tile.',
    )
  const start = parseBoard(input)
  const goal = rest.goal === undefined ? defaultGoal(start.width, start.height) : parseBoard(rest.goal)
  if (goal.tiles.length > MAX_LAB_CELLS || start.tiles.length !== goal.tiles.length)
    throw new InputError(`Boards of up to ${MAX_LAB_CELLS} cells, the same shape as the goal.`)
  const { name, source } = readCodeFile(path!)
  const pos = positions(goal)
  const hv = mapInSandbox(
    name,
    source,
    { inputs: pos.tiles, stride: goal.tiles.length, goal: Array.from(goal.tiles), width: goal.width },
    timeLimitOption(rest['time-limit']),
  )
  const index = pos.indexOfRank[rank(start.tiles)]
  const head = { algorithm, heuristic: name, costModel: 'unit' }
  if (index < 0) {
    const reason = `${formatBoard(start)} cannot reach the goal ${formatBoard(goal)} (the parity differs).`
    return {
      status: 'unsolvable',
      reason,
      json: JSON.stringify({ ...head, length: null, moves: null, reason }),
    }
  }
  // A BudgetError (--max-nodes) goes up to the CLI: exit 3, "gave up: …".
  const r = runAlgorithm(
    tableProblem(start, pos, hv),
    { algorithm: algorithm as AlgorithmName },
    { budget: { maxNodes: Number(rest['max-nodes'] ?? DEFAULT_MAX_NODES) } },
  )
  const counts = { expanded: r.expanded, generated: r.generated, peakStored: r.peakStored }
  if (!r.found)
    return {
      status: 'unsolvable',
      reason: `${algorithm} found no solution.`,
      json: JSON.stringify({ ...head, length: null, moves: null, ...counts }),
    }
  const json = {
    ...head,
    length: r.moves.length,
    cost: r.moves.length,
    moves: r.moves,
    ...counts,
    optimal: r.moves.length === pos.distance[index],
  }
  return { status: 'solved', text: formatMoves(r.moves), json: JSON.stringify(json) }
}

/** `sliding search` with --heuristic-file (and --time-limit) added; without them, the lab's verb as it is. */
export const searchVerbWithFile: Verb = {
  ...searchVerb,
  help: `${searchVerb.help}

--heuristic-file <file>  for astar, idastar and greedy: h from a TypeScript or JavaScript file,
             export default function h(tiles, goal, width) { … }, as for check-heuristic (run once
             on every position in the sandbox, then looked up). "heuristic" in the
             JSON is the file's name. --time-limit S caps that run (default ${CLI_TIME_LIMIT_S} s; exit 3 past it).`,
  options: [...(searchVerb.options ?? []), 'heuristic-file', 'time-limit'],
  answer: (input, values) =>
    values['heuristic-file'] === undefined ? searchVerb.answer(input, values) : searchWithFile(input, values),
}
