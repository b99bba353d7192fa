/**
 * Experiments: the textbook's table, re-run. Russell and Norvig compare iterative deepening and A*
 * with two heuristics on the 8-puzzle by solution depth: nodes generated, averaged over random
 * positions at each depth, and the effective branching factor b*. This module draws such positions
 * (seeded, so a table can be reproduced exactly), runs the lab's algorithms on them and averages.
 *
 * Vocabulary:
 *   depth       d, a position's true distance to the goal, read from the complete BFS table
 *               (src/solvers/sliding/bfs.ts), never estimated.
 *   sample      the positions at depth d: N drawn without replacement by a PRNG seeded with the
 *               experiment's seed and d, so a depth's sample does not depend on which other depths
 *               were asked for; when the depth holds N positions or fewer, all of them (the row is
 *               then exact, not a sample).
 *   contestant  an algorithm of algorithms.ts, with its heuristic when it is informed, or
 *               'iddfs-tree': iterative deepening on the tree, with no "never undo the last move".
 *   cell        one contestant at one depth: over its positions, the mean nodes generated and
 *               expanded, the mean solution length, b*, and how many runs hit the node budget.
 *   generated   as problem.ts counts it: every successor made, duplicates and the parent included.
 *   b*          the b with N + 1 = 1 + b + b² + … + b^d, where N is the cell's mean nodes
 *               generated (Russell & Norvig's definition, on the mean).
 *   budget      nodes expanded per run. A run that reaches it counts with the nodes it had made
 *               when it stopped, so the cell's means and b* are then lower bounds (`lowerBound`).
 */
import { InputError, throwIfAborted, type JobOptions } from '../contract.ts'
import { completeBfs } from '../sliding/bfs.ts'
import { boardOf, type Board, type BoardData } from '../sliding/model.ts'
import { formatBoard } from '../sliding/notation.ts'
import { FACTORIAL, unrank } from '../sliding/rank.ts'
import { mulberry32 } from '../random.ts'
import { ALGORITHMS, ALGORITHM_NAMES, INFORMED, isAlgorithm, runAlgorithm, type AlgorithmName } from './algorithms.ts'
import { effectiveBranchingFactor } from './census.ts'
import { BudgetStop, expander, type Problem, type SearchResult } from './problem.ts'
import { HEURISTICS, slidingProblem, type HeuristicName } from './sliding.ts'

/** The counting conventions, stated once: the article, the widget and the CLI's help show these. */
export const CONVENTIONS: readonly { term: string; text: string }[] = [
  { term: 'Generated', text: 'every successor made, the move back to the parent and states already seen included.' },
  { term: 'Expanded', text: 'nodes whose successors were made; the budget counts these.' },
  { term: 'Duplicates', text: 'BFS, bidirectional BFS, greedy and A* keep a table of states seen (A* reopens a state reached by a shorter path); depth-first search keeps the shallowest depth of each; iterative deepening and IDA* keep none.' },
  { term: 'Parent pruning', text: 'iterative deepening and IDA* never undo the last move: the successor equal to the parent is made and counted, then skipped. "Iterative deepening, tree" skips nothing, as the textbook\'s tree search does.' },
  { term: 'Ties', text: 'A* takes the open node with the smaller f, then the larger g, then the one queued first; successors come in the order tile above the blank, left, right, below.' },
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
export const contestantId = (c: Contestant): string => (c.heuristic ? `${c.algorithm}:${c.heuristic}` : c.algorithm)

const HEURISTIC_LABELS: Readonly<Record<string, string>> = { misplaced: 'misplaced', manhattan: 'Manhattan', 'linear-conflict': 'linear conflict', pdb: 'pattern database' }

/** "A* (misplaced)", "Iterative deepening, tree". */
export function contestantLabel(c: Contestant): string {
  if (c.algorithm === 'iddfs-tree') return 'Iterative deepening, tree'
  return c.heuristic ? `${ALGORITHM_NAMES[c.algorithm]} (${HEURISTIC_LABELS[c.heuristic] ?? c.heuristic})` : ALGORITHM_NAMES[c.algorithm]
}

/** Reads "astar:manhattan" / "iddfs-tree"; throws InputError naming what is wrong. */
export function parseContestant(id: string): Contestant {
  const [algorithm, heuristic, extra] = id.trim().split(':')
  const known = EXPERIMENT_ALGORITHMS as readonly string[]
  if (!known.includes(algorithm) || extra !== undefined) throw new InputError(`Unknown algorithm "${id}": choose ${known.join(', ')}.`)
  const informed = isAlgorithm(algorithm) && INFORMED.has(algorithm)
  if (!informed) {
    if (heuristic !== undefined) throw new InputError(`${algorithm} uses no heuristic, so "${id}" is not a contestant.`)
    return { algorithm: algorithm as Contestant['algorithm'], heuristic: null }
  }
  if (heuristic === undefined || !(HEURISTICS as readonly string[]).includes(heuristic)) {
    throw new InputError(`"${id}" needs a heuristic: ${HEURISTICS.map((h) => `${algorithm}:${h}`).join(', ')}.`)
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
    if (!m) throw new InputError(`Depths "${text}": write them as 2-24/2 (every second depth), 2-12, or 2,5,9; "${part}" is none of these.`)
    const [from, to, step] = [Number(m[1]), Number(m[2] ?? m[1]), Number(m[3] ?? 1)]
    if (to < from || step < 1) throw new InputError(`Depths "${part}": a range goes up, by a step of at least 1.`)
    for (let d = from; d <= to; d += step) {
      if (d < 1 || d > max) throw new InputError(`Depth ${d} is out of range: this goal's positions are 1 to ${max} moves away.`)
      out.add(d)
    }
  }
  return [...out].sort((a, b) => a - b)
}

// ── the positions ─────────────────────────────────────────────────────────────────────────────
type DepthTable = { goal: Board; byDepth: Int32Array[] }
const tables = new Map<string, DepthTable>()

/** The ranks at each distance from `goal` (the complete BFS, once per goal: ~20 ms on 3×3). */
export function depthTable(goalData: BoardData, options: JobOptions = {}): DepthTable {
  const goal = boardOf(goalData)
  const id = `${goal.width}x${goal.height}:${formatBoard(goal)}`
  let table = tables.get(id)
  if (!table) {
    const { distance, counts } = completeBfs(goal, options)
    const byDepth = counts.map((c) => new Int32Array(c))
    const filled = new Int32Array(counts.length)
    for (let r = 0; r < FACTORIAL[goal.tiles.length]; r++) {
      const d = distance[r]
      if (d < counts.length) byDepth[d][filled[d]++] = r
    }
    table = { goal, byDepth }
    tables.set(id, table)
  }
  return table
}

/** The largest depth of the goal's positions. */
export const maxDepthOf = (goal: BoardData): number => depthTable(goal).byDepth.length - 1

/** One PRNG per (seed, depth): the depth's sample does not depend on the other depths asked for. */
function depthRandom(seed: number, depth: number): () => number {
  return mulberry32(Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(depth + 1, 0x85ebca77))
}

/** The sample at `depth`: `n` positions drawn without replacement, or all of them when there are at most `n`. */
export function samplePositions(goal: BoardData, depth: number, n: number, seed: number): Board[] {
  const table = depthTable(goal)
  const ranks = table.byDepth[depth]
  if (!ranks) throw new InputError(`No position is ${depth} moves from this goal (the farthest are ${table.byDepth.length - 1}).`)
  const chosen = Array.from(ranks)
  if (n < chosen.length) {
    const random = depthRandom(seed, depth)
    for (let k = 0; k < n; k++) { // a partial Fisher–Yates shuffle: the first n are the sample
      const j = k + Math.floor(random() * (chosen.length - k))
      ;[chosen[k], chosen[j]] = [chosen[j], chosen[k]]
    }
    chosen.length = n
  }
  const { width, height } = table.goal
  return chosen.map((r) => ({ width, height, tiles: unrank(r, new Uint8Array(width * height)) }))
}

// ── running ───────────────────────────────────────────────────────────────────────────────────
// #region tree-problem
/**
 * The textbook's tree: a node is a state and its depth, so no successor is ever recognised as the
 * parent it undoes, and iterative deepening searches every path (Russell & Norvig's counts).
 */
export function treeProblem(problem: Problem<number, number>): Problem<number, number> {
  const expand = expander(problem)
  const goal = problem.goal!
  const DEPTHS = 64 // a node = state · 64 + depth, exact in a double (states are below 2^28)
  return {
    start: problem.start * DEPTHS,
    isGoal: (node) => Math.floor(node / DEPTHS) === goal,
    successors: () => { throw new Error('treeProblem: use expandInto') },
    expandInto: (node, states, moves) => {
      const depth = node % DEPTHS
      const count = expand(Math.floor(node / DEPTHS), states, moves)
      for (let k = 0; k < count; k++) states[k] = states[k] * DEPTHS + depth + 1
      return count
    },
    key: (node) => node,
    h: () => 0,
    depthBound: problem.depthBound,
  }
}
// #endregion tree-problem

/** One run: the result, or the counts at the budget when it stopped there. */
function runOne(start: Board, goal: Board, c: Contestant, spec: ExperimentSpec, options: JobOptions): { r: SearchResult<unknown>; hit: boolean } {
  throwIfAborted(options.signal)
  const problem = slidingProblem(start, goal, c.heuristic ?? 'zero')
  const tree = c.algorithm === 'iddfs-tree'
  const algorithm: AlgorithmName = tree ? 'iddfs' : c.algorithm as AlgorithmName
  try {
    const r = runAlgorithm(tree ? treeProblem(problem) : problem, { algorithm, weight: spec.weight ?? 2 }, { signal: options.signal, onProgress: options.onProgress, budget: { maxNodes: spec.maxNodes } })
    return { r, hit: false }
  } catch (error) {
    if (error instanceof BudgetStop) return { r: error.stats, hit: true }
    throw error
  }
}

/** One contestant on the sample at one depth. */
export function runCell(spec: ExperimentSpec, depth: number, c: Contestant, options: JobOptions = {}): Cell {
  return runPositions(samplePositions(spec.goal, depth, spec.perDepth, spec.seed), depth, c, spec, options)
}

/** One contestant on `starts`, positions `depth` moves from the spec's goal: the averages of a cell. */
export function runPositions(starts: readonly Board[], depth: number, c: Contestant, spec: ExperimentSpec, options: JobOptions = {}): Cell {
  const started = performance.now()
  const goal = boardOf(spec.goal)
  let [generated, expanded, hits, length, finished] = [0, 0, 0, 0, 0]
  const label = contestantLabel(c)
  for (const [k, start] of starts.entries()) {
    // progress: positions done, with the one running now
    const onProgress = (): void => options.onProgress?.({ explored: k, depth, note: `${label}, position ${k + 1} of ${starts.length}` })
    const { r, hit } = runOne(start, goal, c, spec, { signal: options.signal, onProgress })
    generated += r.generated
    expanded += r.expanded
    if (hit) hits++
    else if (r.found) { length += r.moves.length; finished++ }
    options.onProgress?.({ explored: k + 1, depth, note: label })
  }
  const n = starts.length
  return {
    depth, contestant: contestantId(c), positions: n, budgetHits: hits,
    meanGenerated: generated / n, meanExpanded: expanded / n, meanLength: finished ? length / finished : null,
    bStar: effectiveBranchingFactor(generated / n, depth), lowerBound: hits > 0, ms: performance.now() - started,
  }
}

/** Why contestant `id` is not run at `depth`: every run stopped at the budget at a smaller depth. */
export function skipReason(done: readonly Cell[], id: string, depth: number): string | null {
  const hopeless = done.find((cell) => cell.contestant === id && cell.depth < depth && cell.budgetHits === cell.positions)
  return hopeless ? `every run at depth ${hopeless.depth} stopped at the budget` : null
}

/** The whole table, depth by depth; `onCell` hears each cell (or skip) as it is made. */
export function runExperiment(spec: ExperimentSpec, options: JobOptions & { onCell?: (cell: Cell | { depth: number; contestant: string; skipped: string }) => void } = {}): Cell[] {
  checkSpec(spec, Infinity)
  const cells: Cell[] = []
  for (const depth of spec.depths) {
    for (const c of spec.contestants) {
      const id = contestantId(c)
      const skipped = skipReason(cells, id, depth)
      if (skipped) { options.onCell?.({ depth, contestant: id, skipped }); continue }
      const cell = runCell(spec, depth, c, options)
      cells.push(cell)
      options.onCell?.(cell)
    }
  }
  return cells
}

// ── limits ────────────────────────────────────────────────────────────────────────────────────
/** What the page runs at most (the command line takes more). */
export const PAGE_LIMITS = { perDepth: 200, runs: 4000, maxNodes: 500_000 } as const

/** Throws InputError for a spec that cannot run or is bigger than `maxRuns` runs. */
export function checkSpec(spec: ExperimentSpec, maxRuns: number, maxPerDepth = Infinity): void {
  if (!Number.isInteger(spec.perDepth) || spec.perDepth < 1) throw new InputError(`Positions per depth must be a whole number of at least 1, got ${spec.perDepth}.`)
  if (spec.perDepth > maxPerDepth) throw new InputError(`At most ${maxPerDepth} positions per depth here, not ${spec.perDepth}; the command line takes more.`)
  if (!Number.isInteger(spec.seed) || spec.seed < 0 || spec.seed > 0xffffffff) throw new InputError(`The seed must be a whole number from 0 to 4294967295, got ${spec.seed}.`)
  if (spec.depths.length === 0) throw new InputError('Choose at least one depth.')
  if (spec.contestants.length === 0) throw new InputError('Choose at least one algorithm.')
  if (!(spec.maxNodes >= 1)) throw new InputError(`The node budget must be at least 1, got ${spec.maxNodes}.`)
  const runs = spec.depths.length * spec.perDepth * spec.contestants.length
  if (runs > maxRuns) {
    throw new InputError(`${spec.depths.length} depths × ${spec.perDepth} positions × ${spec.contestants.length} algorithms is ${runs.toLocaleString('en-US')} runs; the page runs at most ${maxRuns.toLocaleString('en-US')}. Choose fewer, or use the command line.`)
  }
}

// ── output ────────────────────────────────────────────────────────────────────────────────────
export const CSV_HEADER = 'depth,algorithm,positions,budget_hits,mean_generated,mean_expanded,mean_length,b_star,lower_bound,seed'

/** One CSV line per cell (the header above): the same text from the CLI and the page's download. */
export function cellsToCsv(cells: readonly Cell[], seed: number): string {
  const lines = cells.map((c) => [
    c.depth, c.contestant, c.positions, c.budgetHits, c.meanGenerated.toFixed(1), c.meanExpanded.toFixed(1),
    c.meanLength === null ? '' : c.meanLength.toFixed(2), c.bStar.toFixed(3), c.lowerBound, seed,
  ].join(','))
  return [CSV_HEADER, ...lines].join('\n') + '\n'
}
