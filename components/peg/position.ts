/**
 * The reader's board, shared by every peg widget on the page. The play widget owns it (it reads
 * `?board=` and the reader's edits); other widgets subscribe and work on the same board.
 */
import { parseBoard, type Position } from '../../src/solvers/peg/index.ts'
import { EXAMPLE } from './board-text.ts'

type Listener = (p: Position) => void
const listeners = new Set<Listener>()
let current: Position = parseBoard(EXAMPLE)

export const getPosition = (): Position => ({ ...current })

export function setPosition(p: Position): void {
  current = { ...p }
  for (const listener of listeners) listener({ ...current })
}

/** Calls `listener` now and after every change; returns the unsubscribe function. */
export function onPosition(listener: Listener): () => void {
  listeners.add(listener)
  listener({ ...current })
  return () => listeners.delete(listener)
}

/** The reader's goal from the play widget: -1 for one peg anywhere, else the 0-based target hole. */
type GoalListener = (target: number) => void
const goalListeners = new Set<GoalListener>()
let goal = -1

export const getGoal = (): number => goal

export function setGoal(target: number): void {
  if (target === goal) return
  goal = target
  for (const listener of goalListeners) listener(goal)
}

export function onGoal(listener: GoalListener): () => void {
  goalListeners.add(listener)
  listener(goal)
  return () => goalListeners.delete(listener)
}
