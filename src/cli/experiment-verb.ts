/**
 * `puzzle-notebook sliding experiment` — the experiment engine (experiment.ts) as a verb of the
 * CLI: the textbook's table of nodes generated and b* by solution depth, re-run here. It reads no
 * position; its options say what to run. Progress goes to stderr, one line per finished cell.
 *
 * Output: a text table (rows: depths; columns: each algorithm's mean nodes generated and b*), or
 * `--json` (one object: the settings and every cell), or `--csv` (one line per cell, the same
 * header as the page's download).
 */
import { InputError } from '../solvers/contract.ts'
import { boardData, defaultGoal } from '../solvers/sliding/model.ts'
import { formatBoard, parseBoard } from '../solvers/sliding/notation.ts'
import type { OptionValues, Outcome, Verb } from './io.ts'
import { checkLabBoard, HEURISTICS } from '../solvers/search/sliding.ts'
import {
  CONVENTIONS,
  EXPERIMENT_ALGORITHMS,
  cellsToCsv,
  contestantLabel,
  contestantsOf,
  contestantId,
  maxDepthOf,
  parseDepths,
  runExperiment,
  type Cell,
  type ExperimentSpec,
} from '../solvers/search/experiment.ts'

export const EXPERIMENT_DEFAULTS = {
  depths: '2-24/2',
  perDepth: 100,
  seed: 1,
  algorithms: 'iddfs,astar',
  heuristics: 'misplaced,manhattan',
  maxNodes: 10_000_000,
} as const

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US')

function whole(value: string | undefined, fallback: number, what: string, min: number, max: number): number {
  if (value === undefined) return fallback
  const x = Number(value)
  if (value.trim() === '' || !Number.isInteger(x) || x < min || x > max)
    throw new InputError(
      `--${what} must be a whole number from ${min} to ${fmt(max)}, got "${value.slice(0, 40)}".`,
    )
  return x
}

const list = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

/** The experiment the options ask for (throws InputError naming the bad option). */
export function experimentSpec(values: OptionValues): ExperimentSpec {
  const goalBoard = values.goal === undefined ? defaultGoal(3, 3) : parseBoard(values.goal)
  checkLabBoard(goalBoard)
  const goal = boardData(goalBoard)
  const weight = values.weight === undefined ? 2 : Number(values.weight)
  if (!(weight >= 1 && weight <= 100))
    throw new InputError(`--weight must be a number from 1 to 100, got "${values.weight}".`)
  return {
    goal,
    depths: parseDepths(values.depths ?? EXPERIMENT_DEFAULTS.depths, maxDepthOf(goal)),
    perDepth: whole(values['per-depth'], EXPERIMENT_DEFAULTS.perDepth, 'per-depth', 1, 100_000),
    seed: whole(values.seed, EXPERIMENT_DEFAULTS.seed, 'seed', 0, 0xffffffff),
    contestants: contestantsOf(
      list(values.algorithms ?? EXPERIMENT_DEFAULTS.algorithms),
      list(values.heuristics ?? EXPERIMENT_DEFAULTS.heuristics),
    ),
    maxNodes: whole(values['max-nodes'], EXPERIMENT_DEFAULTS.maxNodes, 'max-nodes', 1, 1e15),
    weight,
  }
}

type Skip = { depth: number; contestant: string; skipped: string }

/** The text table: a row per depth, two columns (N, b*) per algorithm; ≥ marks a lower bound, – a skipped cell. */
export function experimentText(spec: ExperimentSpec, cells: readonly Cell[], skips: readonly Skip[]): string {
  const ids = spec.contestants.map(contestantId)
  const labels = spec.contestants.map(contestantLabel)
  const widths = labels.map((l) => Math.max(22, l.length + 2)) // each column: N, then b* in 9
  const head = ['    d', ...labels.map((l, k) => l.padStart(widths[k]))].join('')
  const sub = ['     ', ...ids.map((_, k) => `${'N'.padStart(widths[k] - 9)}${'b*'.padStart(9)}`)].join('')
  const rows = spec.depths.map((d) => {
    const parts = ids.map((id, k) => {
      const cell = cells.find((c) => c.depth === d && c.contestant === id)
      if (!cell) return `${'–'.padStart(widths[k] - 9)}${'–'.padStart(9)}`
      const ge = cell.lowerBound ? '≥' : ''
      return `${(ge + fmt(cell.meanGenerated)).padStart(widths[k] - 9)}${(ge + cell.bStar.toFixed(2)).padStart(9)}`
    })
    return [String(d).padStart(5), ...parts].join('')
  })
  const goal = formatBoard({
    width: spec.goal.width,
    height: spec.goal.height,
    tiles: Uint8Array.from(spec.goal.tiles),
  })
  const notes = [
    `Goal ${goal}; ${fmt(spec.perDepth)} positions per depth (seed ${spec.seed}); N = mean nodes generated; b* from N.`,
  ]
  const few = [
    ...new Set(
      cells.filter((c) => c.positions < spec.perDepth).map((c) => `depth ${c.depth}: all ${c.positions}`),
    ),
  ]
  if (few.length) notes.push(`Depths with fewer positions than that, all of them run: ${few.join(', ')}.`)
  const stopped = cells
    .filter((c) => c.budgetHits > 0)
    .map((c) => `${c.contestant} at depth ${c.depth}: ${c.budgetHits} of ${c.positions}`)
  if (stopped.length)
    notes.push(
      `Stopped at the budget of ${fmt(spec.maxNodes)} nodes expanded (their rows are lower bounds, ≥): ${stopped.join('; ')}.`,
    )
  const skipped = [...new Set(skips.map((s) => `${s.contestant} from depth ${s.depth} (${s.skipped})`))]
  const firstSkips = skipped.filter(
    (s, k) => skipped.findIndex((t) => t.split(' ')[0] === s.split(' ')[0]) === k,
  )
  if (firstSkips.length) notes.push(`Not run (–): ${firstSkips.join('; ')}.`)
  return [head, sub, ...rows, '', ...notes].join('\n')
}

export function answerExperiment(
  input: string,
  values: OptionValues,
  note: (line: string) => void = () => {},
): Outcome {
  if (input.trim() !== '')
    throw new InputError(
      `sliding experiment takes no input (got "${input.trim().slice(0, 40)}"); its options say what to run.`,
    )
  const spec = experimentSpec(values)
  const skips: Skip[] = []
  const cells = runExperiment(spec, {
    onCell: (cell) => {
      if ('skipped' in cell) {
        skips.push(cell)
        return
      }
      note(
        `depth ${cell.depth}, ${cell.contestant}: ${cell.positions} positions, N = ${fmt(cell.meanGenerated)}, b* = ${cell.bStar.toFixed(2)}${cell.budgetHits ? `, ${cell.budgetHits} stopped at the budget` : ''} (${(cell.ms / 1000).toFixed(1)} s)`,
      )
    },
  })
  const json = JSON.stringify({
    goal: spec.goal.tiles,
    width: spec.goal.width,
    height: spec.goal.height,
    seed: spec.seed,
    perDepth: spec.perDepth,
    maxNodes: spec.maxNodes,
    depths: spec.depths,
    contestants: spec.contestants.map(contestantId),
    cells: cells.map((c) => ({ ...c, ms: Math.round(c.ms) })),
    skipped: skips,
  })
  const text =
    values.csv !== undefined ? cellsToCsv(cells, spec.seed).trimEnd() : experimentText(spec, cells, skips)
  return { status: 'solved', text, json }
}

export const experimentVerb: Verb = {
  name: 'experiment',
  summary: 'the textbook’s table: nodes generated and b* by solution depth, on seeded positions',
  help: `Usage: puzzle-notebook sliding experiment [--depths 2-24/2] [--per-depth N] [--seed S]
         [--algorithms iddfs,astar] [--heuristics misplaced,manhattan] [--goal <board>]
         [--max-nodes N] [--weight W] [--json|--csv]

Draws N positions at each solution depth d (the true distance, from the complete breadth-first
table of the goal; all of them when a depth has N or fewer), runs each algorithm on them, and
prints per depth the mean nodes generated N and the effective branching factor b*, as in
Russell & Norvig's 8-puzzle table. The same options and seed give the same table everywhere.

--depths      2-24/2 (default: every second depth from 2 to 24), 2-12 (every depth), 2,5,9
--per-depth   positions per depth (default ${EXPERIMENT_DEFAULTS.perDepth})
--seed        0 … 4294967295 (default ${EXPERIMENT_DEFAULTS.seed}); each depth's sample depends only on the seed and d
--algorithms  comma-separated: ${EXPERIMENT_ALGORITHMS.join(', ')} (default ${EXPERIMENT_DEFAULTS.algorithms}).
              iddfs never undoes the last move; iddfs-tree is iterative deepening on the tree,
              as the textbook counts it, with nothing pruned (its counts grow about 2.8× a move)
--heuristics  for greedy, astar, weighted-astar, idastar: comma-separated, each informed
              algorithm runs once per heuristic: ${HEURISTICS.join(', ')} (default ${EXPERIMENT_DEFAULTS.heuristics})
--goal        the goal board, up to 9 cells (default 1 2 3/4 5 6/7 8 0)
--max-nodes   nodes one run may expand (default ${fmt(EXPERIMENT_DEFAULTS.maxNodes)}). A run that reaches it counts
              with the nodes it had made, so its row is a lower bound (≥); once every run of
              an algorithm at one depth stopped there, its deeper depths are not run (–)
--weight      W of weighted-astar (default 2)
--json        (wins over --csv) one object: the settings and every cell {depth, contestant, positions, budgetHits,
              meanGenerated, meanExpanded, meanLength, bStar, lowerBound, ms}
--csv         one line per cell, with the header of the page's CSV download

Counting conventions
${CONVENTIONS.map((c) => `  ${c.term.padEnd(15)}${c.text}`).join('\n')}

Progress goes to stderr, one line per algorithm and depth. Exit 0 with the table (runs that hit
the budget are counted in it, not errors); 2 for a bad option; 130 on Ctrl-C.`,
  options: ['depths', 'per-depth', 'seed', 'algorithms', 'heuristics', 'goal', 'weight'],
  flags: ['csv'],
  noInput: true,
  answer: answerExperiment,
  budgets: ['max-nodes'],
  noBudget: 'a 3×3 search keeps at most the 181,440 positions (a few MB), so only --max-nodes applies',
}
