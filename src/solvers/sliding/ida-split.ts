/**
 * One IDA* search split into subtrees (issue 33: the heaviest single search on every core). The
 * nodes at a small depth d below the start, in the order the fast IDA* (ida-fast.ts) reaches them,
 * are the frontier; each iteration searches the subtree under every frontier node with the same
 * bound, in any order and on any thread, and the results are put back in frontier order. That
 * order is the one-core search's depth-first order, so the first solution in it is the one
 * `idaStarPdb` returns: the same moves, whatever finished first. This module is pure: the
 * threads are the CLI's (src/cli/split-ida.ts); `idaStarSplit` with `eachSubtree` runs the
 * subtrees one after another, in this thread. `idaStarSplitAsync` is the same loop for a
 * coordinator that must not block (a page: its workers answer by messages), and `queuedIteration`
 * hands an iteration's subtrees to such workers as a work queue (components/sliding/split-solve.ts).
 *
 * Vocabulary:
 *   frontier  every path of d slides from the start that never undoes the slide before it (the
 *             one pruning IDA* does besides the bound), as the blank's cells, in IDA*'s child
 *             order; it depends on the start only, not on the bound.
 *   subtree   one frontier node and what is below it, searched for one bound. Its ancestors are
 *             looked at first, as the one-core search would: one with f above the bound prunes
 *             the subtree (its f is a candidate for the next bound), one that is the goal is the
 *             solution, and the others count as expanded by the first subtree under them only,
 *             so the subtrees' counts add up to the one-core iteration's.
 *   ledger    an iteration's results in frontier order: it settles the iteration (a solution,
 *             the next bound, or the budget spent) as soon as the results before it allow.
 *   budget    --max-nodes, exactly as on one core: the search gives up when the one-core search
 *             would have, at the same count, so the same boards give up; a subtree stops on its
 *             own once it alone has spent what is left.
 */
import { nodeBudgetSpent, type BudgetOptions } from '../contract.ts'
import { fastSearch, type FastIdaOptions, type FastSearch } from './ida-fast.ts'
import { neighbourTable, type Board, type Move } from './model.ts'
import { isReachable } from './parity.ts'
import type { PatternDb } from './pdb.ts'
import type { IdaResult } from './search.ts'
import { workQueue } from '../work-queue.ts'

export type Frontier = {
  depth: number
  /** How many nodes. */
  count: number
  /** blanks[i·(depth + 1) + k]: the blank's cell at depth k on the path to node i. */
  blanks: Int32Array
  /** shared[i]: the deepest node the path to node i shares with the path to node i − 1 (−1 for node 0). */
  shared: Int32Array
}

/** The frontier at `depth` below `start` (see the vocabulary). */
export function splitFrontier(start: Board, depth: number): Frontier {
  const near = neighbourTable(start.width, start.height)
  const paths: number[][] = []
  const path = [start.tiles.indexOf(0)]
  const walk = (): void => {
    if (path.length === depth + 1) {
      paths.push([...path])
      return
    }
    const blank = path[path.length - 1]
    const cameFrom = path.length > 1 ? path[path.length - 2] : -1
    for (const from of near[blank]) {
      if (from === cameFrom) continue
      path.push(from)
      walk()
      path.pop()
    }
  }
  walk()
  const blanks = Int32Array.from(paths.flat())
  const shared = Int32Array.from(paths, (p, i) => {
    if (i === 0) return -1
    let k = 0
    while (k < depth && paths[i - 1][k + 1] === p[k + 1]) k++
    return k
  })
  return { depth, count: paths.length, blanks, shared }
}

/** The shallowest depth whose frontier has at least `nodes` nodes (at most `maxDepth`). */
export function frontierDepth(start: Board, nodes: number, maxDepth = 12): number {
  let depth = 0
  while (depth < maxDepth && splitFrontier(start, depth).count < nodes) depth++
  return depth
}

/** What one subtree gave for one bound: its count, its smallest f above the bound, and a solution if it has one. */
export type SubtreeResult = { expanded: number; nextBound: number; moves: Move[] | null }

/**
 * The subtree under frontier node `i` for `bound`, on `search` (made for the goal; it loads the
 * boards). Its count is `search.expanded()`'s growth plus the ancestors it expanded first.
 */
export function searchSubtree(
  search: FastSearch,
  start: Board,
  frontier: Frontier,
  i: number,
  bound: number,
): SubtreeResult {
  const { depth, blanks } = frontier
  const base = i * (depth + 1)
  const tiles = Uint8Array.from(start.tiles)
  const moves: Move[] = []
  let ancestors = 0
  for (let k = 0; k < depth; k++) {
    search.load(tiles)
    const h = search.h()
    if (k + h > bound) return { expanded: ancestors, nextBound: k + h, moves: null }
    if (h === 0) return { expanded: ancestors, nextBound: Infinity, moves }
    if (k > frontier.shared[i]) ancestors++
    const tile = tiles[blanks[base + k + 1]]
    tiles[blanks[base + k]] = tile
    tiles[blanks[base + k + 1]] = 0
    moves.push(tile)
  }
  search.load(tiles)
  const before = search.expanded()
  const found = search.iterate(bound, depth, depth > 0 ? blanks[base + depth - 1] : -1)
  return {
    expanded: ancestors + search.expanded() - before,
    nextBound: search.nextBound(),
    moves: found ? [...moves, ...search.moves(depth)] : null,
  }
}

/** How an iteration ended: a solution (with the one-core count up to it), the next bound, or the budget spent. */
type Settled =
  | { kind: 'found'; moves: Move[]; expanded: number }
  | { kind: 'next'; bound: number; expanded: number }
  | { kind: 'spent' }

/**
 * One iteration's results, taken in any order, settled in frontier order. `left` is the budget
 * left at the iteration's start: the one-core search gives up when its count in the iteration
 * would pass it, and a subtree that alone passed it (`over`) stops early.
 */
class SplitLedger {
  readonly #results: (SubtreeResult | 'over' | undefined)[]
  readonly #left: number
  #next = 0 // results 0 .. #next − 1 are in and none had a solution
  #sum = 0 // their count
  #settled: Settled | null = null

  constructor(count: number, left: number) {
    this.#results = new Array(count)
    this.#left = left
  }

  /** Subtree i's result ('over': it stopped after spending more than the budget left). */
  add(i: number, result: SubtreeResult | 'over'): void {
    this.#results[i] = result
    while (this.#settled === null && this.#next < this.#results.length) {
      const r = this.#results[this.#next]
      if (r === undefined) return
      if (r === 'over' || this.#sum + r.expanded > this.#left) this.#settled = { kind: 'spent' }
      else if (r.moves) this.#settled = { kind: 'found', moves: r.moves, expanded: this.#sum + r.expanded }
      else {
        this.#sum += r.expanded
        this.#next++
      }
    }
    if (this.#settled === null && this.#next === this.#results.length) {
      let bound = Infinity
      for (const r of this.#results) bound = Math.min(bound, (r as SubtreeResult).nextBound)
      this.#settled = { kind: 'next', bound, expanded: this.#sum }
    }
  }

  /** The iteration's end, once the results in allow it (null: wait for more). */
  settled(): Settled | null {
    return this.#settled
  }
}

/**
 * Runs one iteration: gives every subtree's result (or 'over') to the ledger, in any order, and
 * may stop as soon as `ledger.settled()` is not null. `left` is the budget left.
 */
export type RunIteration = (bound: number, left: number, ledger: SplitLedger) => void

export type SplitOptions = BudgetOptions &
  Pick<FastIdaOptions, 'reflect'> & {
    /**
     * Asked before each iteration, with the count so far: true when this and the remaining
     * iterations go to `run`; until then they run on this thread, as `idaStarPdb` (default: all
     * go to `run`). The switch is between iterations, so no work is done twice: threads can start
     * while the first iterations run, and most searches end before they are needed.
     */
    handOff?: (explored: number) => boolean
  }

/**
 * IDA* iteration by iteration over `frontier`'s subtrees, each iteration run by `run` (after the
 * first ones on this thread, with `handOff`): the same solution, iterations and count as
 * `idaStarPdb(start, goal, pdb)`, or null when parity says the goal cannot be reached. Throws
 * BudgetError where the one-core search would.
 */
export function idaStarSplit(
  start: Board,
  goal: Board,
  pdb: PatternDb,
  frontier: Frontier,
  run: RunIteration,
  options: SplitOptions = {},
): IdaResult | null {
  if (!isReachable(start, goal)) return null
  const maxNodes = options.budget?.maxNodes ?? Infinity
  const handOff = options.handOff ?? (() => true)
  const root = fastSearch(goal, pdb, options) // with the budget, progress and signal, as idaStarPdb
  root.load(start.tiles)
  const iterations: IdaResult['iterations'] = []
  let expanded = 0
  let here = true // iterations on this thread, until handOff says otherwise
  for (let bound = root.h(); ; ) {
    here &&= !handOff(expanded)
    if (here) {
      const found = root.iterate(bound, 0, -1) // on the budget, as idaStarPdb
      iterations.push({ bound, expanded: root.expanded() - expanded })
      expanded = root.expanded()
      if (found) return { moves: root.moves(0), expanded, iterations }
      options.onProgress?.({ explored: expanded, depth: root.nextBound() })
      bound = root.nextBound()
      continue
    }
    const state = { bound, expanded, iterations }
    const ledger = new SplitLedger(frontier.count, maxNodes - expanded)
    run(bound, maxNodes - expanded, ledger)
    const result = settleIteration(ledger, state, maxNodes, options)
    if (result) return result
    ;({ bound, expanded } = state)
  }
}

/** Where a split search stands between iterations: the next bound, the count so far and the iterations done. */
type SplitState = { bound: number; expanded: number; iterations: IdaResult['iterations'] }

/**
 * Takes a finished iteration's ledger into `state`: the result when it found the solution, else
 * null with `state.bound` the next bound (progress reported). Throws BudgetError when spent.
 */
function settleIteration(
  ledger: SplitLedger,
  state: SplitState,
  maxNodes: number,
  options: BudgetOptions,
): IdaResult | null {
  const settled = ledger.settled()
  if (settled === null) throw new Error('An iteration of the split search ended unsettled.')
  if (settled.kind === 'spent') throw nodeBudgetSpent(maxNodes)
  state.expanded += settled.expanded
  state.iterations.push({ bound: state.bound, expanded: settled.expanded })
  if (settled.kind === 'found')
    return { moves: settled.moves, expanded: state.expanded, iterations: state.iterations }
  options.onProgress?.({ explored: state.expanded, depth: settled.bound })
  state.bound = settled.bound
  return null
}

/** `RunIteration` for a coordinator that does not block: resolves once the ledger is settled (or every subtree is in). */
export type AsyncRunIteration = (bound: number, left: number, ledger: SplitLedger) => Promise<void>

/**
 * `idaStarSplit`'s loop from `from` (the iterations already run elsewhere, e.g. on one worker
 * until its search was long enough to split), each iteration run by `run`, which may answer
 * later: the same solution, count and iterations as `idaStarPdb` (from its state at `from`).
 * The signal is checked between iterations; `run` stops its own subtrees.
 */
export async function idaStarSplitAsync(
  frontier: Frontier,
  from: { bound: number; expanded: number; iterations?: IdaResult['iterations'] },
  run: AsyncRunIteration,
  options: BudgetOptions = {},
): Promise<IdaResult> {
  const maxNodes = options.budget?.maxNodes ?? Infinity
  const state: SplitState = {
    bound: from.bound,
    expanded: from.expanded,
    iterations: [...(from.iterations ?? [])],
  }
  for (;;) {
    options.signal?.throwIfAborted()
    const ledger = new SplitLedger(frontier.count, maxNodes - state.expanded)
    await run(state.bound, maxNodes - state.expanded, ledger)
    const result = settleIteration(ledger, state, maxNodes, options)
    if (result) return result
  }
}

/**
 * A worker that searches one subtree at a time, as a page's worker does: `search` resolves with
 * the subtree's result (or 'over'), or null when it was abandoned; it rejects when the worker
 * failed. `abandon` stops the subtree in hand, if any (its `search` then resolves null).
 */
export type SubtreeWorker = {
  search(i: number, bound: number, left: number): Promise<SubtreeResult | 'over' | null>
  abandon(): void
}

/**
 * An `AsyncRunIteration` on `workers` as a work queue: each worker takes the next subtree when
 * it is done with one, the results go to the ledger as they come, and once it is settled no
 * subtree is handed out and those still running are abandoned (the later subtrees, after the one
 * with the solution or the budget spent). Rejects when a worker fails (the others abandoned).
 */
export function queuedIteration(workers: readonly SubtreeWorker[], count: number): AsyncRunIteration {
  return async (bound, left, ledger) => {
    if (ledger.settled() !== null) return
    const queue = workers.map((w) => ({
      run: async (i: number): Promise<void> => {
        const result = await w.search(i, bound, left)
        if (result === null) throw new Error('A subtree of the split search was stopped.')
        ledger.add(i, result)
      },
      abandon: () => w.abandon(),
    }))
    await workQueue(queue, count, () => ledger.settled() !== null)
  }
}

/**
 * A `RunIteration` on this thread, subtree after subtree in frontier order (what the threads do
 * in parallel; the tests compare the two, and both with `idaStarPdb`).
 */
export function eachSubtree(
  start: Board,
  goal: Board,
  pdb: PatternDb,
  frontier: Frontier,
  options: SplitOptions = {},
): RunIteration {
  const search = fastSearch(goal, pdb, { reflect: options.reflect })
  return (bound, _left, ledger) => {
    for (let i = 0; i < frontier.count && ledger.settled() === null; i++) {
      ledger.add(i, searchSubtree(search, start, frontier, i, bound))
    }
  }
}
