/**
 * The reader's position, shared by the Rubik's Clock widgets on the page. The main widget owns
 * it (it reads `?board=` and the reader's edits); other widgets may subscribe.
 */
import { createStore } from '../kit/store.ts'
import {
  EXAMPLE,
  EXAMPLE_SCRAMBLE,
  parsePosition,
  parseScramble,
} from '../../src/solvers/rubiks-clock/notation.ts'
import type { Dials, PinMask } from '../../src/solvers/rubiks-clock/model.ts'
import { frontPinsFrom } from '../../src/solvers/rubiks-clock/pins.ts'

export { EXAMPLE, EXAMPLE_SCRAMBLE }

const example = parseScramble(EXAMPLE_SCRAMBLE)
/** The pins the example scramble leaves up, as pins up on the front (its final pin groups). */
export const EXAMPLE_PINS: PinMask = frontPinsFrom(example.flipped ? 'back' : 'front', example.pinsUp)

export const position = createStore<Dials>(parsePosition(EXAMPLE), (dials) => dials.slice())
