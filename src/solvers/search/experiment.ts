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
import { InputError, throwIfAborted, type JobContext, type JobOptions } from '../contract.ts'
import { completeBfs } from '../sliding/bfs.ts'
import { boardOf, type Board, type BoardData } from '../sliding/model.ts'
import { formatBoard } from '../sliding/notation.ts'
import { FACTORIAL, unrank } from '../sliding/rank.ts'
import { mulberry32 } from '../random.ts'
import { runAlgorithm, type AlgorithmName } from './algorithms.ts'
import { effectiveBranchingFactor } from './census.ts'
import { BudgetStop, expander, type Problem, type SearchResult } from './problem.ts'
import { slidingProblem } from './sliding.ts'
import {
  PAGE_LIMITS,
  checkSpec,
  contestantId,
  contestantLabel,
  parseContestant,
  skipReason,
  type Cell,
  type Contestant,
  type ExperimentSpec,
} from './experiment-spec.ts'

export * from './experiment-spec.ts'

// ── the positions ─────────────────────────────────────────────────────────────────────────────
type DepthTable = { goal: Board; byDepth: Int32Array[] }
const tables = new Map<string, DepthTable>()

/** The ranks at each distance from `goal` (the complete BFS, once per goal: ~20 ms on 3×3). */
function depthTable(goalData: BoardData, options: JobOptions = {}): DepthTable {
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
  if (!ranks)
    throw new InputError(
      `No position is ${depth} moves from this goal (the farthest are ${table.byDepth.length - 1}).`,
    )
  const chosen = Array.from(ranks)
  if (n < chosen.length) {
    const random = depthRandom(seed, depth)
    for (let k = 0; k < n; k++) {
      // a partial Fisher–Yates shuffle: the first n are the sample
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
function treeProblem(problem: Problem<number, number>): Problem<number, number> {
  const expand = expander(problem)
  const goal = problem.goal!
  const DEPTHS = 64 // a node = state · 64 + depth, exact in a double (states are below 2^28)
  return {
    start: problem.start * DEPTHS,
    isGoal: (node) => Math.floor(node / DEPTHS) === goal,
    successors: () => {
      throw new Error('treeProblem: use expandInto')
    },
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
function runOne(
  start: Board,
  goal: Board,
  c: Contestant,
  spec: ExperimentSpec,
  options: JobOptions,
): { r: SearchResult<unknown>; hit: boolean } {
  throwIfAborted(options.signal)
  const problem = slidingProblem(start, goal, c.heuristic ?? 'zero')
  const tree = c.algorithm === 'iddfs-tree'
  const algorithm: AlgorithmName = tree ? 'iddfs' : (c.algorithm as AlgorithmName)
  try {
    const r = runAlgorithm(
      tree ? treeProblem(problem) : problem,
      { algorithm, weight: spec.weight ?? 2 },
      { signal: options.signal, onProgress: options.onProgress, budget: { maxNodes: spec.maxNodes } },
    )
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
export function runPositions(
  starts: readonly Board[],
  depth: number,
  c: Contestant,
  spec: ExperimentSpec,
  options: JobOptions = {},
): Cell {
  const started = performance.now()
  const goal = boardOf(spec.goal)
  let [generated, expanded, hits, length, finished] = [0, 0, 0, 0, 0]
  const label = contestantLabel(c)
  for (const [k, start] of starts.entries()) {
    // progress: positions done, with the one running now
    const onProgress = (): void =>
      options.onProgress?.({ explored: k, depth, note: `${label}, position ${k + 1} of ${starts.length}` })
    const { r, hit } = runOne(start, goal, c, spec, { signal: options.signal, onProgress })
    generated += r.generated
    expanded += r.expanded
    if (hit) hits++
    else if (r.found) {
      length += r.moves.length
      finished++
    }
    options.onProgress?.({ explored: k + 1, depth, note: label })
  }
  const n = starts.length
  return {
    depth,
    contestant: contestantId(c),
    positions: n,
    budgetHits: hits,
    meanGenerated: generated / n,
    meanExpanded: expanded / n,
    meanLength: finished ? length / finished : null,
    bStar: effectiveBranchingFactor(generated / n, depth),
    lowerBound: hits > 0,
    ms: performance.now() - started,
  }
}

/** The page's job: one cell, so the table fills as it runs and Cancel keeps the cells already made. */
export type ExperimentCellRequest = {
  kind: 'experimentCell'
  spec: ExperimentSpec
  depth: number
  contestant: string
}
export const experimentCellJob = (req: ExperimentCellRequest, ctx: JobContext): Cell => {
  checkSpec(req.spec, PAGE_LIMITS.runs, PAGE_LIMITS.perDepth)
  return runCell(
    { ...req.spec, maxNodes: Math.min(req.spec.maxNodes, PAGE_LIMITS.maxNodes) },
    req.depth,
    parseContestant(req.contestant),
    ctx,
  )
}

/** The whole table, depth by depth; `onCell` hears each cell (or skip) as it is made. */
export function runExperiment(
  spec: ExperimentSpec,
  options: JobOptions & {
    onCell?: (cell: Cell | { depth: number; contestant: string; skipped: string }) => void
  } = {},
): Cell[] {
  checkSpec(spec, Infinity)
  const cells: Cell[] = []
  for (const depth of spec.depths) {
    for (const c of spec.contestants) {
      const id = contestantId(c)
      const skipped = skipReason(cells, id, depth)
      if (skipped) {
        options.onCell?.({ depth, contestant: id, skipped })
        continue
      }
      const cell = runCell(spec, depth, c, options)
      cells.push(cell)
      options.onCell?.(cell)
    }
  }
  return cells
}
