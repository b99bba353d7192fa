/**
 * Sudoku by search: propagate, then branch on the open cell with the fewest candidates (MRV),
 * trying its digits in order on a copy of the state. Counts solutions up to a cap and keeps the
 * first two, so "how many solutions?" answers 0, 1 or "at least 2" with a second one to show.
 *
 * Nodes: the number of states searched (propagations run), the root included.
 */
import { throwIfAborted, type JobOptions } from '../contract.ts'
import { bitCount9, type Grid } from './grid.ts'
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

export type SearchOptions = JobOptions & {
  cap?: number
  /** Propagate at every node (the default) or only forward-check the placed digit. */
  propagation?: boolean
  /** Filled with every placement in order, choices and their consequences (the step view). */
  log?: Placement[]
}

/** The open cell with the fewest candidates, or −1 when the grid is full. */
export function mrvCell(s: State): number {
  let best = -1, fewest = 10
  for (let k = 0; k < 81; k++) {
    if (s.grid[k]) continue
    const n = bitCount9(s.cands[k])
    if (n < fewest) { fewest = n; best = k; if (n <= 1) break }
  }
  return best
}

export function solveSearch(puzzle: Grid, options: SearchOptions = {}): SudokuResult {
  const cap = options.cap ?? 2
  const doPropagate = options.propagation ?? true
  const out: SudokuResult = { count: 0, solutions: [], nodes: 0, capped: false }
  const log = options.log
  const visit = (s: State): void => {
    out.nodes++
    if ((out.nodes & 1023) === 0) {
      throwIfAborted(options.signal)
      options.onProgress?.({ explored: out.nodes, note: `${out.count} solution${out.count === 1 ? '' : 's'} so far` })
    }
    if (doPropagate && !propagate(s, log)) return
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
      if (place(next, k, 32 - Math.clz32(bit), log, 'choice')) visit(next)
    }
  }
  const start = initialState(puzzle, log)
  if (start) visit(start)
  out.capped = out.count >= cap
  return out
}
