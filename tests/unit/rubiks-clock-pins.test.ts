// The pin and wheel rules (src/solvers/rubiks-clock/pins.ts, moved out of the widget's words):
// turning a wheel from either face is one of the 30 moves, it turns that wheel's corner dial by
// the turn as seen from the face you look at; pins are named consistently from both faces; and a
// dial set from either face lands on the right one of the 14 dials.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  DIALS,
  applyMove,
  faceDials,
  moveIndex,
  solvedDials,
  turnedDials,
} from '../../src/solvers/rubiks-clock/model.ts'
import {
  dialSlot,
  frontPinsFrom,
  mirrorMask,
  other,
  pinsAfter,
  pinsUpOn,
  togglePin,
  turnDial,
  wheelMove,
} from '../../src/solvers/rubiks-clock/pins.ts'

const CORNER_OF_WHEEL = [0, 2, 6, 8] // UL UR DL DR dials, face numbering

describe('wheel turns as moves', () => {
  it("turns the wheel's own corner by the turn, seen from the face you look at, whichever face moves", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('front' as const, 'back' as const),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 11 }),
        (facing, frontUp, wheel, turn) => {
          const move = wheelMove(facing, frontUp, wheel, turn)
          expect(move.pins).toBe(pinsUpOn(move.side, frontUp))
          expect(move.pins).toBeGreaterThan(0)
          const after = applyMove(solvedDials(), moveIndex(move.side, move.pins), move.turn)
          expect(faceDials(after, facing)[CORNER_OF_WHEEL[wheel]]).toBe(turn)
        },
      ),
    )
  })

  it("with the wheel's pin down, turns the other face's blocks of its up pins (the pins down here) and no cross dial here", () => {
    for (const facing of ['front', 'back'] as const) {
      for (let frontUp = 0; frontUp < 16; frontUp++) {
        for (let wheel = 0; wheel < 4; wheel++) {
          if (pinsUpOn(facing, frontUp) & (1 << wheel)) continue
          const move = wheelMove(facing, frontUp, wheel, 1)
          const after = applyMove(solvedDials(), moveIndex(move.side, move.pins), move.turn)
          const away = other(facing)
          const moved = faceDials(after, away).flatMap((h, d) => (h ? [d] : []))
          expect(moved).toEqual(turnedDials(mirrorMask(~pinsUpOn(facing, frontUp) & 15)))
          expect([1, 3, 4, 5, 7].map((d) => faceDials(after, facing)[d])).toEqual([0, 0, 0, 0, 0])
        }
      }
    }
  })

  it('names pins from both faces consistently', () => {
    for (let mask = 0; mask < 16; mask++) {
      expect(mirrorMask(mirrorMask(mask))).toBe(mask)
      for (const side of ['front', 'back'] as const)
        expect(frontPinsFrom(side, pinsUpOn(side, mask))).toBe(mask)
    }
    expect(pinsUpOn('back', 0b0001)).toBe(0b1101) // front UL up → back UL, DL, DR up (UR is front UL)
  })
})

describe('pins and dials from either face', () => {
  it('toggles the pin named from the face you look at, and a move leaves its own pins up', () => {
    for (const facing of ['front', 'back'] as const) {
      for (let frontUp = 0; frontUp < 16; frontUp++) {
        for (let pin = 0; pin < 4; pin++) {
          const after = togglePin(facing, frontUp, pin)
          expect(pinsUpOn(facing, after) ^ pinsUpOn(facing, frontUp)).toBe(1 << pin)
          expect(pinsUpOn(other(facing), after) ^ pinsUpOn(other(facing), frontUp)).toBe(
            1 << [1, 0, 3, 2][pin],
          )
        }
      }
    }
    for (let pins = 1; pins < 16; pins++) {
      for (const side of ['front', 'back'] as const)
        expect(pinsUpOn(side, pinsAfter({ side, pins, turn: 1 }))).toBe(pins)
    }
  })

  it('sets a dial of either face, corners shared and read backwards from the back', () => {
    const slots = new Set<number>()
    for (const side of ['front', 'back'] as const) {
      for (let k = 0; k < 9; k++) {
        const after = turnDial(solvedDials(), side, k, 3)
        expect(faceDials(after, side).map((h, d) => (d === k ? h : 0))).toEqual(faceDials(after, side))
        expect(faceDials(after, side)[k]).toBe(3)
        slots.add(dialSlot(side, k).index)
      }
    }
    expect(slots.size).toBe(DIALS) // 18 dials on the faces, 14 independent ones
    expect(faceDials(turnDial(solvedDials(), 'front', 2, 1), 'back')[0]).toBe(11)
  })
})
