import { describe, expect, it } from 'vitest'
import {
  clampStep,
  controlState,
  EMPTY_TEXT,
  SPEEDS,
  stepKeyAction,
  stepText,
} from '../../components/kit/step-logic.ts'

const steps = [
  { label: 'Start: your position' },
  { label: 'Step 1 of 2: move 5 turns B, D, E, F, H' },
  { label: 'Step 2 of 2: solved' },
]

describe('stepText', () => {
  it('shows the label the widget wrote, unchanged (the widget knows whether step 0 is a start)', () => {
    expect(stepText(0, steps)).toBe('Start: your position')
    expect(stepText(1, steps)).toBe('Step 1 of 2: move 5 turns B, D, E, F, H')
  })
  it('falls back to the empty text', () => {
    expect(stepText(0, [])).toBe(EMPTY_TEXT)
    expect(stepText(0, [], 'No solution to show.')).toBe('No solution to show.')
  })
})

describe('clampStep', () => {
  it('keeps the index in range', () => {
    expect(clampStep(-3, 3)).toBe(0)
    expect(clampStep(7, 3)).toBe(2)
    expect(clampStep(1.7, 3)).toBe(1)
    expect(clampStep(Number.NaN, 3)).toBe(0)
    expect(clampStep(2, 0)).toBe(0)
  })
})

describe('controlState', () => {
  it('disables everything without steps', () => {
    expect(controlState(0, 0)).toEqual({
      first: false,
      prev: false,
      play: false,
      next: false,
      last: false,
      speed: false,
    })
  })
  it('disables First and Back at the start, Forward and Last at the end', () => {
    expect(controlState(0, 3)).toEqual({
      first: false,
      prev: false,
      play: true,
      next: true,
      last: true,
      speed: true,
    })
    expect(controlState(1, 3)).toEqual({
      first: true,
      prev: true,
      play: true,
      next: true,
      last: true,
      speed: true,
    })
    expect(controlState(2, 3)).toEqual({
      first: true,
      prev: true,
      play: true,
      next: false,
      last: false,
      speed: true,
    })
  })
  it('has nothing to play with one step', () => {
    expect(controlState(0, 1).play).toBe(false)
  })
})

describe('stepKeyAction', () => {
  it('maps arrows, Home and End anywhere but in a select', () => {
    expect(stepKeyAction('ArrowLeft', 'BUTTON', false)).toBe('prev')
    expect(stepKeyAction('ArrowRight', 'step-player', false)).toBe('next')
    expect(stepKeyAction('Home', 'button', false)).toBe('first')
    expect(stepKeyAction('End', 'p', false)).toBe('last')
    expect(stepKeyAction('ArrowLeft', 'select', false)).toBeNull()
  })
  it('toggles on Space, except on a button (which clicks itself) or a select', () => {
    expect(stepKeyAction(' ', 'step-player', false)).toBe('toggle')
    expect(stepKeyAction(' ', 'button', false)).toBeNull()
    expect(stepKeyAction(' ', 'select', false)).toBeNull()
  })
  it('leaves modified keys and other keys alone', () => {
    expect(stepKeyAction('ArrowLeft', 'button', true)).toBeNull()
    expect(stepKeyAction('a', 'button', false)).toBeNull()
  })
})

describe('SPEEDS', () => {
  it('runs 1× at 800 ms a step, faster speeds shorter', () => {
    expect(SPEEDS.find((s) => s.label === '1×')!.ms).toBe(800)
    expect(SPEEDS.map((s) => s.ms)).toEqual([1600, 800, 400, 200])
  })
})
