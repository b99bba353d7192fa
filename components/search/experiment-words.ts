/**
 * The experiment widget's words and choices (pure, unit-tested): which algorithms it offers, its
 * defaults, its link parameters, and the sentences it says.
 */
import { ALGORITHMS } from '../../src/solvers/search/algorithms.ts'
import { contestantLabel, type Cell, type Contestant } from '../../src/solvers/search/experiment-spec.ts'
import { paramName } from '../kit/settings.ts'

/**
 * The algorithms the widget offers: iterative deepening both ways, then the lab's others in its
 * order (so an algorithm added to algorithms.ts appears here), without depth-first search (its
 * solutions are not shortest, so its counts answer another question) and weighted A* (a weight
 * the table would have to state); the command line takes both.
 */
export const EXPERIMENT_CHOICES = [
  'iddfs',
  'iddfs-tree',
  ...ALGORITHMS.filter((a) => !['dfs', 'iddfs', 'weighted-astar'].includes(a)),
].map((id) => ({ id, label: contestantLabel({ algorithm: id as Contestant['algorithm'], heuristic: null }) }))

export const EXPERIMENT_DEFAULT: {
  depths: string
  perDepth: number
  seed: number
  algorithms: readonly string[]
  heuristics: readonly string[]
} = {
  depths: '2-16/2',
  perDepth: 20,
  seed: 1,
  algorithms: ['iddfs', 'astar'],
  heuristics: ['misplaced', 'manhattan'],
}

/** The widget's settings in links: `exp-<name>`, so they never meet the race's (`algorithms`, `heuristic` …). */
export const PARAM_PREFIX = 'exp'
/** The settings' names (Experiment.astro's data-param). */
export const PARAM_NAMES = {
  depths: 'depths',
  perDepth: 'per-depth',
  seed: 'seed',
  algorithms: 'algorithms',
  heuristics: 'heuristics',
} as const
/** The link's parameter names, for links made elsewhere (the teacher's guide). */
export const PARAMS = Object.fromEntries(
  Object.entries(PARAM_NAMES).map(([k, name]) => [k, paramName(PARAM_PREFIX, name)]),
) as { [K in keyof typeof PARAM_NAMES]: string }

const fmtN = (n: number): string => Math.round(n).toLocaleString('en-US')

/** What one cell shows: N, b*, and how many runs stopped, "≥" when they make it a lower bound. */
export function cellText(cell: Cell): { n: string; b: string; note: string } {
  const ge = cell.lowerBound ? '≥ ' : ''
  return {
    n: `${ge}${fmtN(cell.meanGenerated)}`,
    b: `b* ${ge}${cell.bStar.toFixed(2)}`,
    note: cell.budgetHits ? `${cell.budgetHits} of ${cell.positions} stopped at the budget` : '',
  }
}

/** The status after a run: how many cells, and what stopped. */
export function doneSentence(cells: readonly Cell[], skipped: number, stoppedEarly: boolean): string {
  const hits = cells.reduce((s, c) => s + c.budgetHits, 0)
  const parts = [`${cells.length} cell${cells.length === 1 ? '' : 's'} finished`]
  if (skipped) parts.push(`${skipped} not run (every run one depth earlier stopped at the budget)`)
  if (hits)
    parts.push(`${hits} run${hits === 1 ? '' : 's'} stopped at the budget (rows marked ≥ are lower bounds)`)
  return `${stoppedEarly ? 'Stopped. Kept' : 'Done:'} ${parts.join('; ')}.`
}
