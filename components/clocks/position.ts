/**
 * The reader's position, shared by every Clocks widget on the page. The play widget owns it (it
 * reads `?board=` and the reader's edits); the other widgets subscribe and work on the same dials.
 */
import { parseDials, type Dials } from '../../src/solvers/clocks/index.ts'

/** The example from the IOI'94 task: 9 9 12 / 6 6 6 / 6 3 6, solved by moves 4 5 8 9. */
export const EXAMPLE = '9 9 12/6 6 6/6 3 6'

type Listener = (dials: Dials) => void
const listeners = new Set<Listener>()
let current: Dials = parseDials(EXAMPLE)

export function getPosition(): Dials {
  return current.slice()
}

export function setPosition(dials: Dials): void {
  current = dials.slice()
  for (const listener of listeners) listener(current.slice())
}

/** Calls `listener` now and after every change; returns the unsubscribe function. */
export function onPosition(listener: Listener): () => void {
  listeners.add(listener)
  listener(current.slice())
  return () => listeners.delete(listener)
}
