/**
 * The reader's position, shared by every Clocks widget on the page. The play widget owns it (it
 * reads `?board=` and the reader's edits); the other widgets subscribe and work on the same dials.
 */
import { createStore } from '../kit/store.ts'
import { parseDials, type Dials } from '../../src/solvers/clocks/index.ts'

/** The example from the IOI'94 task: 9 9 12 / 6 6 6 / 6 3 6, solved by moves 4 5 8 9. */
export const EXAMPLE = '9 9 12/6 6 6/6 3 6'

const store = createStore<Dials>(parseDials(EXAMPLE), (dials) => dials.slice())

export const getPosition = store.get
export const setPosition = store.set
/** Calls `listener` now and after every change; returns the unsubscribe function. */
export const onPosition = store.subscribe
