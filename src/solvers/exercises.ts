/**
 * Every notebook's code exercises, by puzzle id: a lazy loader of `src/solvers/<puzzle>/exercises.ts`
 * (`export const exercises: CodeExercise[]`). One line a puzzle. The page's judge worker, the
 * CLI's `check` verb and the tests load from here, so an exercise is declared once; a page loads
 * only its own puzzle's module.
 */
import type { CodeExercise } from './code-exercise.ts'

type Loader = () => Promise<readonly CodeExercise[]>

export const EXERCISES: Readonly<Record<string, Loader>> = {
  clocks: () => import('./clocks/exercises.ts').then((m) => m.exercises),
  sliding: () => import('./sliding/exercises.ts').then((m) => m.exercises),
  peg: () => import('./peg/exercises.ts').then((m) => m.exercises),
  'rubiks-clock': () => import('./rubiks-clock/exercises.ts').then((m) => m.exercises),
  tileswap: () => import('./tileswap/exercises.ts').then((m) => m.exercises),
  queens: () => import('./queens/exercises.ts').then((m) => m.exercises),
  tictactoe: () => import('./tictactoe/exercises.ts').then((m) => m.exercises),
  mapcolour: () => import('./mapcolour/exercises.ts').then((m) => m.exercises),
}

/** The puzzle's exercises, or an empty list for a puzzle that has none. */
export async function exercisesOf(puzzle: string): Promise<readonly CodeExercise[]> {
  return Object.hasOwn(EXERCISES, puzzle) ? EXERCISES[puzzle]() : []
}

/** One exercise; throws an Error naming the puzzle's exercises when there is no such one. */
export async function loadExercise(puzzle: string, id: string): Promise<CodeExercise> {
  const list = await exercisesOf(puzzle)
  const found = list.find((e) => e.id === id)
  if (found) return found
  throw new Error(
    list.length === 0
      ? `${puzzle} has no code exercises.`
      : `${puzzle} has no exercise "${id}"; it has ${list.map((e) => e.id).join(', ')}.`,
  )
}
