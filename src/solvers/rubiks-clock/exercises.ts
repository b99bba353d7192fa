/**
 * Rubik's Clock's code exercise: `turnWheel(dials, frontUp, wheel, turn)`, the position after one
 * turn of a wheel, the step every solver and every widget rests on. Checked against the model
 * (pins.ts wheelMove, then model.ts applyMove) on every pin setting (16), wheel (4) and turn
 * (1..11) from each of 50 seeded positions.
 */
import type { CodeExercise, ExerciseArgs } from '../code-exercise.ts'
import { showValue } from '../exercise-data.ts'
import { DIALS, HOURS, PIN_NAMES, applyMove, moveIndex, pinNames } from './model.ts'
import { wheelMove } from './pins.ts'
import { samplePositions } from './census.ts'
import { formatPosition } from './notation.ts'

/** The seed and size of the sample of positions the check starts from. */
const STARTER_PY = `# dials: the 14 independent dials, hours past 12 (0..11): the front's nine row
#   by row as seen from the front (0..8; corners 0 2 6 8), then the back's five
#   non-corner dials 1 3 4 5 7, numbered as seen from the back (entries 9..13).
#   The back's corners are the front's: back 0 = front 2, back 2 = front 0,
#   back 6 = front 8, back 8 = front 6, and seen from the back they read 12 - h.
# front_up: the pins up on the front, bit 0 UL, 1 UR, 2 DL, 3 DR. A pin down on
#   the front is up on the back, where left and right swap (front UL = back UR).
# wheel: 0..3 = UL UR DL DR, seen from the front; turn: 1..11 hours clockwise,
#   seen from the front. Return the 14 dials after the turn (a new list).

# The dials (face numbering 0..8) around each pin, as seen from that face.
BLOCKS = [[0, 1, 3, 4], [1, 2, 4, 5], [3, 4, 6, 7], [4, 5, 7, 8]]


def turn_wheel(dials, front_up, wheel, turn):
    after = list(dials)
    # TODO: is the wheel's pin up on the front? Then every front dial next to an
    #       up pin turns with the wheel.
    # TODO: if not, it is up on the back: which pins are up there, and which way
    #       does a turn look from the back? Remember the shared corners.
    return after
`

const MODEL_PY = `BLOCKS = [[0, 1, 3, 4], [1, 2, 4, 5], [3, 4, 6, 7], [4, 5, 7, 8]]
MIRROR = [1, 0, 3, 2]  # pin UL of one face is pin UR of the other
# Back dial d (back numbering) -> its entry in dials; corners are front dials.
BACK = [2, 9, 0, 10, 11, 12, 8, 13, 6]
CORNER = [True, False, True, False, False, False, True, False, True]


def turned(up):
    """The dials (face numbering) in the blocks of the up pins."""
    return {d for pin in range(4) if up & (1 << pin) for d in BLOCKS[pin]}


def turn_wheel(dials, front_up, wheel, turn):
    after = list(dials)
    if front_up & (1 << wheel):
        # The wheel's pin is up on the front: the front's up pins carry their dials round.
        for d in turned(front_up):
            after[d] = (after[d] + turn) % 12
        return after
    # Its pin is up on the back. The back's up pins are the front's down pins, mirrored.
    back_up = 0
    for pin in range(4):
        if not front_up & (1 << pin):
            back_up |= 1 << MIRROR[pin]
    # Clockwise seen from the front is counter-clockwise seen from the back; a shared
    # corner turns with the back, and read from the front that is clockwise again.
    for d in turned(back_up):
        k = BACK[d]
        after[k] = (after[k] + (turn if CORNER[d] else -turn)) % 12
    return after
`

export const SEED = 19
export const POSITIONS = 50

const STARTER = `// dials: the 14 independent dials, hours past 12 (0..11): the front's nine row
//   by row as seen from the front (0..8; corners 0 2 6 8), then the back's five
//   non-corner dials 1 3 4 5 7, numbered as seen from the back (entries 9..13).
//   The back's corners are the front's: back 0 = front 2, back 2 = front 0,
//   back 6 = front 8, back 8 = front 6, and seen from the back they read 12 - h.
// frontUp: the pins up on the front, bit 0 UL, 1 UR, 2 DL, 3 DR. A pin down on
//   the front is up on the back, where left and right swap (front UL = back UR).
// wheel: 0..3 = UL UR DL DR, seen from the front; turn: 1..11 hours clockwise,
//   seen from the front. Return the 14 dials after the turn (a new array).

// The dials (face numbering 0..8) around each pin, as seen from that face.
const BLOCKS = [[0, 1, 3, 4], [1, 2, 4, 5], [3, 4, 6, 7], [4, 5, 7, 8]]

export default function turnWheel(dials: number[], frontUp: number, wheel: number, turn: number): number[] {
  const next = dials.slice()
  // TODO: is the wheel's pin up on the front? Then every front dial next to an
  //       up pin turns with the wheel.
  // TODO: if not, it is up on the back: which pins are up there, and which way
  //       does a turn look from the back? Remember the shared corners.
  return next
}
`

const MODEL = `const BLOCKS = [[0, 1, 3, 4], [1, 2, 4, 5], [3, 4, 6, 7], [4, 5, 7, 8]]
const MIRROR = [1, 0, 3, 2] // pin UL of one face is pin UR of the other
// Back dial d (back numbering) → its entry in dials; corners are front dials.
const BACK = [2, 9, 0, 10, 11, 12, 8, 13, 6]
const CORNER = [true, false, true, false, false, false, true, false, true]

/** The dials (face numbering) in the blocks of the up pins. */
function turned(up: number): Set<number> {
  const set = new Set<number>()
  for (let pin = 0; pin < 4; pin++) if (up & (1 << pin)) for (const d of BLOCKS[pin]) set.add(d)
  return set
}

export default function turnWheel(dials: number[], frontUp: number, wheel: number, turn: number): number[] {
  const next = dials.slice()
  const add = (k: number, by: number) => { next[k] = (((next[k] + by) % 12) + 12) % 12 }
  if (frontUp & (1 << wheel)) {
    // The wheel's pin is up on the front: the front's up pins carry their dials round.
    for (const d of turned(frontUp)) add(d, turn)
    return next
  }
  // Its pin is up on the back. The back's up pins are the front's down pins, mirrored.
  let backUp = 0
  for (let pin = 0; pin < 4; pin++) if (!(frontUp & (1 << pin))) backUp |= 1 << MIRROR[pin]
  // Clockwise seen from the front is counter-clockwise seen from the back; a shared
  // corner turns with the back, and read from the front that is clockwise again.
  for (const d of turned(backUp)) add(BACK[d], CORNER[d] ? turn : -turn)
  return next
}
`

/** "UL DR up" for a pin mask. */
const pinsText = (mask: number): string => (mask === 0 ? 'no pin up' : `${pinNames(mask).join(' ')} up`)

export const turnWheel: CodeExercise = {
  id: 'turn-wheel',
  puzzle: 'rubiks-clock',
  title: 'One turn of a wheel',
  task: 'Write turnWheel(dials, frontUp, wheel, turn): the 14 dials after turning wheel 0..3 (UL UR DL DR, seen from the front) by turn hours clockwise, with the pins frontUp up on the front.',
  signature:
    'export default function turnWheel(dials: number[], frontUp: number, wheel: number, turn: number): number[]',
  starter: STARTER,
  hint: 'A wheel moves the face where its pin is up. On the back the up pins are the front’s down pins with left and right swapped, the turn looks counter-clockwise, and a shared corner, read from the front, still turns clockwise.',
  model: MODEL,
  python: { starter: STARTER_PY, model: MODEL_PY },
  scope: `every pin setting (16), wheel (4) and turn (1 to 11) from each of ${POSITIONS} seeded positions: ${(16 * 4 * 11 * POSITIONS).toLocaleString('en-US')} turns`,
  inputs(): ExerciseArgs[] {
    const out: ExerciseArgs[] = []
    for (const dials of samplePositions(SEED, POSITIONS)) {
      for (let up = 0; up < 16; up++)
        for (let wheel = 0; wheel < 4; wheel++)
          for (let turn = 1; turn < HOURS; turn++) out.push([Array.from(dials), up, wheel, turn])
    }
    return out
  },
  judge(args, output): string | null {
    const [dials, up, wheel, turn] = args as [number[], number, number, number]
    const start = Uint8Array.from(dials)
    const where = (): string =>
      `for ${formatPosition(start)} with ${pinsText(up)} on the front, wheel ${PIN_NAMES[wheel]} turned ${turn} hour${turn === 1 ? '' : 's'}`
    if (!Array.isArray(output) || output.length !== DIALS)
      return `${where()} your turnWheel returned ${showValue(output)}, not a list of ${DIALS} dials.`
    const bad = output.findIndex((h) => !(Number.isInteger(h) && h >= 0 && h < HOURS))
    if (bad >= 0)
      return `${where()} entry ${bad} of your dials is ${showValue(output[bad])}: hours past 12 run 0 to 11 (mod 12?).`
    const move = wheelMove('front', up, wheel, turn)
    const want = applyMove(start, moveIndex(move.side, move.pins), move.turn)
    const k = want.findIndex((h, i) => h !== output[i])
    if (k < 0) return null
    return `${where()} (a ${move.side} move): you leave ${formatPosition(Uint8Array.from(output as number[]))}, it should be ${formatPosition(want)} (entry ${k} differs).`
  },
}

export const exercises: CodeExercise[] = [turnWheel]
