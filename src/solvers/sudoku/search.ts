/**
 * Sudoku by search: propagate, then branch on the open cell with the fewest candidates (MRV),
 * trying its digits in order on a copy of the state. Counts solutions up to a cap and keeps the
 * first two, so "how many solutions?" answers 0, 1 or "at least 2" with a second one to show.
 *
 * Nodes: the number of states searched (propagations run), the root included.
 */
import { throwIfAborted, type JobOptions } from '../contract.ts'
import { popcount } from '../bits.ts'
import type { Grid } from './grid.ts'
import { copyState, initialState, place, propagate, type Placement, type State } from './propagate.ts'

export type SudokuResult = {
  /** Solutions found, up to the cap. */
  count: number
  /** The first two solutions found. */
  solutions: Grid[]
  nodes: number
  /** True when the search stopped at the cap (there may be more). */
  capped: boolean
}

export type SudokuOptions = JobOptions & {
  cap?: number
  /** Propagate at every node (the default) or only forward-check the placed digit. */
  propagation?: boolean
  /** Filled with every placement in order, choices and their consequences (the step view). */
  log?: Placement[]
  /** Stop adding to `log` once it holds this many placements (the search goes on). */
  logLimit?: number
}

/** The open cell with the fewest candidates, or −1 when the grid is full. */
/**
 * The grid after the first `steps` entries of a search log: a choice at depth d replaces the
 * previous choice at that depth and everything deeper (the search backtracked to that node).
 */
export function gridAtStep(puzzle: Grid, log: readonly Placement[], steps: number): Grid {
  const kept: Placement[] = []
  for (const p of log.slice(0, steps)) {
    if (p.reason === 'choice') {
      const d = p.depth ?? 0
      while (
        kept.length &&
        ((kept.at(-1)!.depth ?? 0) > d ||
          ((kept.at(-1)!.depth ?? 0) === d && kept.at(-1)!.reason === 'choice'))
      )
        kept.pop()
    }
    kept.push(p)
  }
  const g = Uint8Array.from(puzzle)
  for (const p of kept) g[p.cell] = p.digit
  return g
}

export function mrvCell(s: State): number {
  let best = -1,
    fewest = 10
  for (let k = 0; k < 81; k++) {
    if (s.grid[k]) continue
    const n = popcount(s.cands[k])
    if (n < fewest) {
      fewest = n
      best = k
      if (n <= 1) break
    }
  }
  return best
}

export function solveSearch(puzzle: Grid, options: SudokuOptions = {}): SudokuResult {
  const cap = options.cap ?? 2
  const doPropagate = options.propagation ?? true
  const out: SudokuResult = { count: 0, solutions: [], nodes: 0, capped: false }
  const fullLog = options.log
  const logLimit = options.logLimit ?? Infinity
  /** Marks the log's entries from `from` on with the search depth that made them. */
  const mark = (from: number, depth: number): void => {
    if (fullLog) for (let k = from; k < fullLog.length; k++) fullLog[k].depth = depth
  }
  const visit = (s: State, depth: number): void => {
    out.nodes++
    const log = fullLog && fullLog.length < logLimit ? fullLog : undefined
    if ((out.nodes & 1023) === 0) {
      throwIfAborted(options.signal)
      options.onProgress?.({
        explored: out.nodes,
        note: `${out.count} solution${out.count === 1 ? '' : 's'} so far`,
      })
    }
    const from = fullLog?.length ?? 0
    const ok = !doPropagate || propagate(s, log)
    mark(from, depth)
    if (!ok) return
    const k = mrvCell(s)
    if (k < 0) {
      out.count++
      if (out.solutions.length < 2) out.solutions.push(Uint8Array.from(s.grid))
      return
    }
    let m = s.cands[k]
    while (m && out.count < cap) {
      const bit = m & -m
      m ^= bit
      const next = copyState(s)
      const at = fullLog?.length ?? 0
      const placed = place(next, k, 32 - Math.clz32(bit), log, 'choice')
      mark(at, depth)
      if (placed) visit(next, depth + 1)
    }
  }
  const start = initialState(puzzle, fullLog)
  if (start) visit(start, 0)
  out.capped = out.count >= cap
  return out
}
