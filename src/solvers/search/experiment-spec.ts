/**
 * The experiment's settings and table, without its solvers: names, parsing, limits, the CSV. The
 * page imports this (the widget's controls and download), the worker runs experiment.ts.
 * Vocabulary: see experiment.ts.
 */
import { InputError } from '../contract.ts'
import type { BoardData } from '../sliding/model.ts'
import { ALGORITHMS, ALGORITHM_NAMES, INFORMED, isAlgorithm, type AlgorithmName } from './algorithms.ts'

/** The heuristics an informed contestant may use (sliding.ts's HEURISTICS, without its tables). */
export const EXPERIMENT_HEURISTICS = ['misplaced', 'manhattan', 'linear-conflict', 'pdb'] as const
type HeuristicName = (typeof EXPERIMENT_HEURISTICS)[number]
const HEURISTICS = EXPERIMENT_HEURISTICS

/** The counting conventions, stated once: the article, the widget and the CLI's help show these. */
export const CONVENTIONS: readonly { term: string; text: string }[] = [
  {
    term: 'Generated',
    text: 'every successor made, the move back to the parent and states already seen included.',
  },
  { term: 'Expanded', text: 'nodes whose successors were made; the budget counts these.' },
  {
    term: 'Duplicates',
    text: 'BFS, bidirectional BFS, greedy and A* keep a table of states seen (A* reopens a state reached by a shorter path); depth-first search keeps the shallowest depth of each; iterative deepening and IDA* keep none.',
  },
  {
    term: 'Parent pruning',
    text: 'iterative deepening and IDA* never undo the last move: the successor equal to the parent is made and counted, then skipped. "Iterative deepening, tree" skips nothing, as the textbook\'s tree search does.',
  },
  {
    term: 'Ties',
    text: 'A* takes the open node with the smaller f, then the larger g, then the one queued first; successors come in the order tile above the blank, left, right, below.',
  },
  { term: 'b*', text: 'solves N + 1 = 1 + b* + … + b*^d for N = the mean nodes generated at that depth.' },
]

export type Contestant = { algorithm: AlgorithmName | 'iddfs-tree'; heuristic: HeuristicName | null }
export const EXPERIMENT_ALGORITHMS = [...ALGORITHMS, 'iddfs-tree'] as const

export interface ExperimentSpec {
  goal: BoardData
  depths: number[]
  perDepth: number
  seed: number
  contestants: Contestant[]
  /** Nodes a run may expand. */
  maxNodes: number
  /** The weight of weighted A* (default 2). */
  weight?: number
}

export type Cell = {
  depth: number
  contestant: string
  /** Positions run (N, or all at this depth when fewer). */
  positions: number
  /** Runs that stopped at the node budget. */
  budgetHits: number
  meanGenerated: number
  meanExpanded: number
  /** Mean solution length of the runs that finished (null when none did). */
  meanLength: number | null
  bStar: number
  /** True when a run hit the budget: the means and b* are then lower bounds. */
  lowerBound: boolean
  ms: number
}

// ── names ─────────────────────────────────────────────────────────────────────────────────────
/** "astar:manhattan", "iddfs", "iddfs-tree": a contestant as the CLI, the URL and the CSV write it. */
export const contestantId = (c: Contestant): string =>
  c.heuristic ? `${c.algorithm}:${c.heuristic}` : c.algorithm

const HEURISTIC_LABELS: Readonly<Record<string, string>> = {
  misplaced: 'misplaced',
  manhattan: 'Manhattan',
  'linear-conflict': 'linear conflict',
  pdb: 'pattern database',
}

/** "A* (misplaced)", "Iterative deepening, tree". */
export function contestantLabel(c: Contestant): string {
  if (c.algorithm === 'iddfs-tree') return 'Iterative deepening, tree'
  return c.heuristic
    ? `${ALGORITHM_NAMES[c.algorithm]} (${HEURISTIC_LABELS[c.heuristic] ?? c.heuristic})`
    : ALGORITHM_NAMES[c.algorithm]
}

/** Reads "astar:manhattan" / "iddfs-tree"; throws InputError naming what is wrong. */
export function parseContestant(id: string): Contestant {
  const [algorithm, heuristic, extra] = id.trim().split(':')
  const known = EXPERIMENT_ALGORITHMS as readonly string[]
  if (!known.includes(algorithm) || extra !== undefined)
    throw new InputError(`Unknown algorithm "${id}": choose ${known.join(', ')}.`)
  const informed = isAlgorithm(algorithm) && INFORMED.has(algorithm)
  if (!informed) {
    if (heuristic !== undefined)
      throw new InputError(`${algorithm} uses no heuristic, so "${id}" is not a contestant.`)
    return { algorithm: algorithm as Contestant['algorithm'], heuristic: null }
  }
  if (heuristic === undefined || !(HEURISTICS as readonly string[]).includes(heuristic)) {
    throw new InputError(
      `"${id}" needs a heuristic: ${HEURISTICS.map((h) => `${algorithm}:${h}`).join(', ')}.`,
    )
  }
  return { algorithm: algorithm as AlgorithmName, heuristic: heuristic as HeuristicName }
}

/** Every algorithm × heuristic pair: uninformed algorithms once, informed ones once per heuristic. */
export function contestantsOf(algorithms: readonly string[], heuristics: readonly string[]): Contestant[] {
  const out: Contestant[] = []
  for (const a of algorithms) {
    const informed = isAlgorithm(a) && INFORMED.has(a)
    if (!informed) out.push(parseContestant(a))
    else for (const h of heuristics) out.push(parseContestant(`${a}:${h}`))
  }
  return out
}

/**
 * Depths as a reader writes them: "2-24/2" (2, 4, … 24), "2-12" (every depth), "2,5,9", or a
 * mix "2,4,10-14". Throws InputError for anything else, or a depth outside 1..`max`.
 */
export function parseDepths(text: string, max: number): number[] {
  const out = new Set<number>()
  for (const part of text.split(',').map((s) => s.trim())) {
    const m = /^(\d+)(?:\s*-\s*(\d+)(?:\s*\/\s*(\d+))?)?$/.exec(part)
    if (!m)
      throw new InputError(
        `Depths "${text}": write them as 2-24/2 (every second depth), 2-12, or 2,5,9; "${part}" is none of these.`,
      )
    const [from, to, step] = [Number(m[1]), Number(m[2] ?? m[1]), Number(m[3] ?? 1)]
    if (to < from || step < 1)
      throw new InputError(`Depths "${part}": a range goes up, by a step of at least 1.`)
    for (let d = from; d <= to; d += step) {
      if (d < 1 || d > max)
        throw new InputError(`Depth ${d} is out of range: this goal's positions are 1 to ${max} moves away.`)
      out.add(d)
    }
  }
  return [...out].sort((a, b) => a - b)
}

/** Why contestant `id` is not run at `depth`: every run stopped at the budget at a smaller depth. */
export function skipReason(done: readonly Cell[], id: string, depth: number): string | null {
  const hopeless = done.find(
    (cell) => cell.contestant === id && cell.depth < depth && cell.budgetHits === cell.positions,
  )
  return hopeless ? `every run at depth ${hopeless.depth} stopped at the budget` : null
}

// ── limits ────────────────────────────────────────────────────────────────────────────────────
/** What the page runs at most (the command line takes more). */
export const PAGE_LIMITS = { perDepth: 200, runs: 4000, maxNodes: 1_000_000 } as const

/** Throws InputError for a spec that cannot run or is bigger than `maxRuns` runs. */
export function checkSpec(spec: ExperimentSpec, maxRuns: number, maxPerDepth = Infinity): void {
  if (!Number.isInteger(spec.perDepth) || spec.perDepth < 1)
    throw new InputError(`Positions per depth must be a whole number of at least 1, got ${spec.perDepth}.`)
  if (spec.perDepth > maxPerDepth)
    throw new InputError(
      `At most ${maxPerDepth} positions per depth here, not ${spec.perDepth}; the command line takes more.`,
    )
  if (!Number.isInteger(spec.seed) || spec.seed < 0 || spec.seed > 0xffffffff)
    throw new InputError(`The seed must be a whole number from 0 to 4294967295, got ${spec.seed}.`)
  if (spec.depths.length === 0) throw new InputError('Choose at least one depth.')
  if (spec.contestants.length === 0) throw new InputError('Choose at least one algorithm.')
  if (!(spec.maxNodes >= 1)) throw new InputError(`The node budget must be at least 1, got ${spec.maxNodes}.`)
  const runs = spec.depths.length * spec.perDepth * spec.contestants.length
  if (runs > maxRuns) {
    throw new InputError(
      `${spec.depths.length} depths × ${spec.perDepth} positions × ${spec.contestants.length} algorithms is ${runs.toLocaleString('en-US')} runs; the page runs at most ${maxRuns.toLocaleString('en-US')}. Choose fewer, or use the command line.`,
    )
  }
}

// ── output ────────────────────────────────────────────────────────────────────────────────────
export const CSV_HEADER =
  'depth,algorithm,positions,budget_hits,mean_generated,mean_expanded,mean_length,b_star,lower_bound,seed'

/** One CSV line per cell (the header above): the same text from the CLI and the page's download. */
export function cellsToCsv(cells: readonly Cell[], seed: number): string {
  const lines = cells.map((c) =>
    [
      c.depth,
      c.contestant,
      c.positions,
      c.budgetHits,
      c.meanGenerated.toFixed(1),
      c.meanExpanded.toFixed(1),
      c.meanLength === null ? '' : c.meanLength.toFixed(2),
      c.bStar.toFixed(3),
      c.lowerBound,
      seed,
    ].join(','),
  )
  return [CSV_HEADER, ...lines].join('\n') + '\n'
}
