/** The reader's N-queens placement, shared by the page's queens widgets (the main widget owns it). */
import { createStore } from '../kit/store.ts'
import {
  EXAMPLE,
  formatPlacement,
  parsePlacement,
  type Placement,
} from '../../src/solvers/queens/notation.ts'

export { EXAMPLE }
export const NOTATION = { parse: parsePlacement, format: formatPlacement }
export const position = createStore<Placement>(parsePlacement(EXAMPLE), (p) => ({
  n: p.n,
  cols: Int8Array.from(p.cols),
}))
