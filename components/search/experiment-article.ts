/**
 * The search article's experiments, computed when the page is built and re-run by the unit test
 * that asserts what the prose says about them (tests/unit/search-experiment-article.test.ts).
 * Build-time only: it runs the solvers.
 *
 *   byDepth    the effective branching factor table: A* with each heuristic, 50 seeded positions
 *              at each of a few depths (b* is defined per depth, so the table never mixes them).
 *   textbook   Russell & Norvig's table re-run: 100 seeded positions per depth, iterative
 *              deepening as the textbook counts it (the tree, nothing pruned) and as the lab runs
 *              it (never undoing the last move), and A* with misplaced tiles and Manhattan distance.
 *   published  the few figures of the published table the article quotes (cited there).
 */
import { boardData, defaultGoal } from '../../src/solvers/sliding/model.ts'
import {
  contestantsOf,
  runExperiment,
  type Cell,
  type ExperimentSpec,
} from '../../src/solvers/search/experiment.ts'
import { effectiveBranchingFactor } from '../../src/solvers/search/census.ts'

const GOAL = boardData(defaultGoal(3, 3))

export const BY_DEPTH: ExperimentSpec = {
  goal: GOAL,
  depths: [8, 12, 16, 20, 24],
  perDepth: 50,
  seed: 2026,
  maxNodes: 10_000_000,
  contestants: contestantsOf(['astar'], ['misplaced', 'manhattan', 'linear-conflict', 'pdb']),
}

export const TEXTBOOK: ExperimentSpec = {
  goal: GOAL,
  depths: [2, 4, 6, 8, 10, 12],
  perDepth: 100,
  seed: 1,
  maxNodes: 10_000_000,
  contestants: contestantsOf(['iddfs-tree', 'iddfs', 'astar'], ['misplaced', 'manhattan']),
}
/** The A* rows go deeper than iterative deepening can (the textbook stops it at 12 too). */
export const TEXTBOOK_ASTAR: ExperimentSpec = {
  ...TEXTBOOK,
  depths: [14, 16, 18, 20, 22, 24],
  contestants: contestantsOf(['astar'], ['misplaced', 'manhattan']),
}

/**
 * Russell & Norvig, Artificial Intelligence: A Modern Approach, the table of search cost in nodes
 * generated, averaged over 100 random 8-puzzle instances per solution length d: 1st ed. (1995) and
 * 2nd ed. (2003) Figure 4.8, 3rd ed. (2010) Figure 3.29. Only the figures the article quotes; the
 * A* ones are the same in every edition, iterative deepening's at d = 12 is not (EDITIONS_IDS_12).
 */
export const PUBLISHED = {
  12: { ids: 364_404, h1: 227, h2: 73 },
  20: { h1: 7_276, h2: 676 },
} as const

/**
 * Iterative deepening at d = 12 as each edition prints it. Every edition prints b* = 2.78 beside
 * it, which fits the first edition's 364,404 (the formula gives 2.80; PUBLISHED holds this one, the
 * one the article compares with); the later editions' 3,644,035, ten times as many, would give a b*
 * of 3.42: a misprint.
 */
export const EDITIONS_IDS_12 = [
  { editions: '1st edition (1995), Figure 4.8', nodes: 364_404 },
  { editions: '2nd edition (2003), Figure 4.8, and 3rd edition (2010), Figure 3.29', nodes: 3_644_035 },
] as const
/** The b* every edition prints for iterative deepening at d = 12. */
export const PRINTED_BSTAR_IDS_12 = 2.78

export type Table = { cells: Cell[]; at: (depth: number, contestant: string) => Cell }

function table(...specs: ExperimentSpec[]): Table {
  const cells = specs.flatMap((s) => runExperiment(s))
  return {
    cells,
    at: (depth, contestant) => {
      const cell = cells.find((c) => c.depth === depth && c.contestant === contestant)
      if (!cell) throw new Error(`No cell at depth ${depth} for ${contestant}.`)
      return cell
    },
  }
}

export const byDepthTable = (): Table => table(BY_DEPTH)
export const textbookTable = (): Table => table(TEXTBOOK, TEXTBOOK_ASTAR)

/** b* of a published N at depth d, by the same solver as ours. */
export const publishedBStar = (n: number, d: number): number => effectiveBranchingFactor(n, d)
