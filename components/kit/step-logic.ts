// The pure part of the step player: what the label says and which controls are live.

export interface Step {
  label: string
}

export const EMPTY_TEXT = 'Nothing to step through yet.'

/** Milliseconds per step for each speed; 1× is 800 ms. */
export const SPEEDS: readonly { label: string; ms: number }[] = [
  { label: '0.5×', ms: 1600 },
  { label: '1×', ms: 800 },
  { label: '2×', ms: 400 },
  { label: '4×', ms: 200 },
]
export const DEFAULT_STEP_MS = 800

/**
 * The label of the current step, exactly as the widget wrote it: only the widget knows whether
 * step 0 is a start position ("Start: your position") or a first step, so it names each step
 * in full, e.g. "Step 3 of 7: move 5 turns B, D, E, F, H".
 */
export function stepText(index: number, steps: readonly Step[], empty = EMPTY_TEXT): string {
  return steps[index]?.label ?? empty
}

/** Keeps `i` inside 0..count-1 (0 when there are no steps). */
export function clampStep(i: number, count: number): number {
  if (count <= 0 || !Number.isFinite(i)) return 0
  return Math.min(count - 1, Math.max(0, Math.trunc(i)))
}

export interface ControlState {
  first: boolean
  prev: boolean
  play: boolean
  next: boolean
  last: boolean
  speed: boolean
}

/** Which controls are enabled at `index` of `count` steps. */
export function controlState(index: number, count: number): ControlState {
  const atStart = index <= 0
  const atEnd = index >= count - 1
  return { first: !atStart, prev: !atStart, play: count > 1, next: !atEnd, last: !atEnd, speed: count > 1 }
}

export type StepKeyAction = 'toggle' | 'prev' | 'next' | 'first' | 'last'

/**
 * What a key press inside the player does, or null to leave it alone. Space on a button is left
 * to the button (it clicks it, so Play toggles exactly once); keys in a select are its own.
 */
export function stepKeyAction(key: string, targetTag: string, modified: boolean): StepKeyAction | null {
  const tag = targetTag.toLowerCase()
  if (modified || tag === 'select' || tag === 'input' || tag === 'textarea') return null
  if (key === ' ' || key === 'Spacebar') return tag === 'button' ? null : 'toggle'
  if (key === 'ArrowLeft') return 'prev'
  if (key === 'ArrowRight') return 'next'
  if (key === 'Home') return 'first'
  if (key === 'End') return 'last'
  return null
}
