/**
 * The reader's pair of grids, shared by every tile swap widget on the page. The play widget owns
 * it (it reads `?board=` and the reader's edits); the other widgets follow it.
 */
import { parseGrid, type Grid } from '../../src/solvers/tileswap/grid.ts'
import { SOURCE_SMALL } from '../../src/solvers/tileswap/examples.ts'

export type PairState = { start: Grid; goal: Grid }
type Listener = (pair: PairState) => void

const copy = (g: Grid): Grid => ({ rows: g.rows, cols: g.cols, cells: g.cells.slice() })
const listeners = new Set<Listener>()
let current: PairState = { start: parseGrid(SOURCE_SMALL.start), goal: parseGrid(SOURCE_SMALL.goal) }

export function getPair(): PairState {
  return { start: copy(current.start), goal: copy(current.goal) }
}

export function setPair(pair: PairState): void {
  current = { start: copy(pair.start), goal: copy(pair.goal) }
  for (const listener of listeners) listener(getPair())
}

/** Calls `listener` now and after every change; returns the unsubscribe function. */
export function onPair(listener: Listener): () => void {
  listeners.add(listener)
  listener(getPair())
  return () => listeners.delete(listener)
}
