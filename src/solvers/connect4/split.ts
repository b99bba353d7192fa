/**
 * Connect Four's exact analysis split at the root (issue 33: the heaviest single search on every
 * core), for `connect4 solve --threads N` with N ≥ 2; one thread runs `Solver.analyse` itself, on
 * one table, as it always did. `Solver.analyse` solves the root's columns one after another on one
 * transposition table; the split first runs it for a while (the probe), and if it has not ended,
 * solves each column's child on a table of its own that starts as a copy of the probe's table, so
 * a column's score and node count depend on the position alone, not on which thread solved it or
 * what it solved before. The scores are exact (as analyse's), so the answer (every column's score,
 * the best columns) is analyse's; the count is the work the split did, the probe's nodes and every
 * column's, the same on 2 threads as on 7 but not analyse's count (one table shares what a column
 * learnt with the next; the split's tables do not). This module is pure: the threads are the
 * CLI's (src/cli/split-connect4.ts); `eachColumn` solves the columns one after another on this
 * thread, as the threads would, for tests and the bench.
 *
 * Vocabulary:
 *   probe   analyse() as it always was, on one table, up to PROBE_NODES nodes: most positions end
 *           within it, with the answer and count they always had. Only past it is the position
 *           split. Its table (what it learnt, mostly about the centre column) is where every
 *           column's table starts, so its work is not lost: the centre column, searched again
 *           from it, costs about what the probe had left of it.
 *   task    a column whose child must be searched: not full, not a win at once, not the last cell.
 *           Tasks go centre first, analyse's order (the threads take them from a counter).
 *   budget  --max-nodes: the split gives up when the probe and the columns together pass it,
 *           whichever order the columns finished in (a column on its own stops once it alone has
 *           spent what is left). It counts the split's nodes, not analyse's.
 */
import { BudgetError, nodeBudgetSpent, type BudgetOptions } from '../contract.ts'
import { centreFirst, play, type Position } from './board.ts'
import { summarise, type Analysis, type Solver, type Table } from './solver.ts'

/** Nodes the probe may search on one table before the position is split (about 0.3 s here). */
export const PROBE_NODES = 1_000_000

/** A column (0-based) whose child must be searched. */
export type ColumnTask = { column: number; child: Position }

/** A task's answer: the child's score (for the side to move there) and the nodes it took. */
export type ColumnResult = { score: number; nodes: number }

/**
 * Solves every task's child on a table that starts as a copy of `probed` (the probe's), in any
 * order and on any threads, and answers in task order; throws BudgetError when the tasks' nodes
 * add up past `left`.
 */
export type RunColumns = ((
  p: Position,
  tasks: readonly ColumnTask[],
  left: number,
  probed: Table,
) => ColumnResult[]) & {
  /** Called once the probe has searched a quarter of its nodes: threads may start then. */
  prepare?: (slots: number) => void
}

/**
 * The root as analyse() sees it: the value of every column known without a search (a win at
 * once, the board's last cell, null where full), and the others as tasks, centre first.
 */
export function rootColumns(p: Position): { columns: (number | null)[]; tasks: ColumnTask[] } {
  const cells = p.width * p.height
  const n = p.moves.length
  const columns: (number | null)[] = new Array(p.width).fill(null)
  const tasks: ColumnTask[] = []
  for (const column of centreFirst(p.width)) {
    if (p.heights[column] === p.height) continue
    const child = play(p, column)
    if (child.wonAt >= 0) columns[column] = (cells + 1 - n) >> 1
    else if (child.moves.length === cells) columns[column] = 0
    else tasks.push({ column, child })
  }
  return { columns, tasks }
}

/**
 * `solver.analyse(p)`, split at the root past the probe: the same scores and best columns, and a
 * count that does not depend on `run` (this thread or many). Clears the solver's table first.
 */
export function analyseSplit(
  solver: Solver,
  p: Position,
  run: RunColumns,
  options: BudgetOptions = {},
  probe = PROBE_NODES,
): Analysis {
  const maxNodes = options.budget?.maxNodes ?? Infinity
  solver.reset()
  if (maxNodes <= probe) return solver.analyse(p, options)
  const before = solver.nodes
  let prepared = !run.prepare
  const onProgress: BudgetOptions['onProgress'] = (progress) => {
    if (!prepared && progress.explored >= probe / 4) {
      prepared = true
      run.prepare?.(solver.tableSlots)
    }
    options.onProgress?.(progress)
  }
  try {
    return solver.analyse(p, { ...options, onProgress, budget: { ...options.budget, maxNodes: probe } })
  } catch (error) {
    if (!(error instanceof BudgetError)) throw error
  }
  const probed = solver.nodes - before
  const { columns, tasks } = rootColumns(p)
  let results: ColumnResult[]
  try {
    results = run(p, tasks, maxNodes - probed, solver.table)
  } catch (error) {
    if (error instanceof BudgetError) throw nodeBudgetSpent(maxNodes) // the budget the reader gave
    throw error
  }
  let nodes = probed
  tasks.forEach(({ column }, i) => {
    columns[column] = 0 - results[i].score // never −0
    nodes += results[i].nodes
  })
  return summarise(columns, nodes)
}

/** One task on `solver`, its table a copy of `probed` first, on the budget `left`. */
export function solveColumn(
  solver: Solver,
  task: ColumnTask,
  left: number,
  probed: Table,
  options: BudgetOptions = {},
): ColumnResult {
  solver.copyTable(probed)
  const before = solver.nodes
  const score = solver.solve(task.child, { ...options, budget: { maxNodes: left } })
  return { score, nodes: solver.nodes - before }
}

/**
 * A `RunColumns` on this thread: the tasks in order on `solver` (what the threads do at once),
 * which must not be the probe's solver (its table is where each column starts).
 */
export function eachColumn(solver: Solver, options: BudgetOptions = {}): RunColumns {
  return (_p, tasks, left, probed) => {
    let spent = 0
    return tasks.map((task) => {
      const r = solveColumn(solver, task, left - spent, probed, options)
      spent += r.nodes
      return r
    })
  }
}
