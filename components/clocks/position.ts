/**
 * The reader's position, shared by every Clocks widget on the page. The main widget owns it (it
 * reads `?board=` and the reader's edits); the others subscribe and work on the same dials.
 */
import { createStore } from '../kit/store.ts'
import { EXAMPLE, parseDials } from '../../src/solvers/clocks/notation.ts'
import type { Dials } from '../../src/solvers/clocks/model.ts'

export { EXAMPLE }

export const position = createStore<Dials>(parseDials(EXAMPLE), (dials) => dials.slice())
