/**
 * The reader's position, shared by the Rubik's Clock widgets on the page. The puzzle widget owns
 * it (it reads `?board=` and the reader's edits); other widgets may subscribe.
 */
import { createStore } from '../kit/store.ts'
import { formatPosition, parseScramble, type Dials, type PinMask } from '../../src/solvers/rubiks-clock/index.ts'
import { frontPinsFrom } from './board-text.ts'

/** The example scramble (WCA notation) the article reads; the widget starts from its position. */
export const EXAMPLE_SCRAMBLE = 'UR2+ DR1- DL0+ UL3+ U2- R3+ D4+ L6- ALL1+ y2 U2+ R1- D3+ L5- ALL5+ UR DR'
export const EXAMPLE = formatPosition(parseScramble(EXAMPLE_SCRAMBLE).dials)
const example = parseScramble(EXAMPLE_SCRAMBLE)
/** The pins the example scramble leaves up, as pins up on the front (its final pin groups). */
export const EXAMPLE_PINS: PinMask = frontPinsFrom(example.flipped ? 'back' : 'front', example.pinsUp)

const store = createStore<Dials>(parseScramble(EXAMPLE_SCRAMBLE).dials, (dials) => dials.slice())

export const getPosition = store.get
export const setPosition = store.set
/** Calls `listener` now and after every change; returns the unsubscribe function. */
export const onPosition = store.subscribe
