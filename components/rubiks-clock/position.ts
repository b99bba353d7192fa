/**
 * The reader's position, shared by the Rubik's Clock widgets on the page. The puzzle widget owns
 * it (it reads `?board=` and the reader's edits); other widgets may subscribe.
 */
import { formatPosition, parseScramble, type Dials } from '../../src/solvers/rubiks-clock/index.ts'

/** The example scramble (WCA notation) the article reads; the widget starts from its position. */
export const EXAMPLE_SCRAMBLE = 'UR2+ DR1- DL0+ UL3+ U2- R3+ D4+ L6- ALL1+ y2 U2+ R1- D3+ L5- ALL5+ UR DR'
export const EXAMPLE = formatPosition(parseScramble(EXAMPLE_SCRAMBLE).dials)

type Listener = (dials: Dials) => void
const listeners = new Set<Listener>()
let current: Dials = parseScramble(EXAMPLE_SCRAMBLE).dials

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
