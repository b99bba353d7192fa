/**
 * The code exercises of every notebook, by puzzle id: each folder the registry (registry.ts) lists
 * with `exercises` has an `exercises.ts` (`export const exercises: CodeExercise[]`), loaded when
 * asked for. The page's judge worker, the CLI's `check` verb, the teacher's guide and the tests load
 * from here, so an exercise is declared once; a page's judge loads only its own puzzle's module.
 * (Not the kit's answer-typing exercises, components/kit/exercise.ts.)
 */
import type { CodeExercise } from './code-exercise.ts'
import { descriptions, foldersWith, has } from './registry.ts'

type Loader = () => Promise<readonly CodeExercise[]>

/** The puzzle's exercises, or an empty list for a puzzle that has none. */
export async function exercisesOf(puzzle: string): Promise<readonly CodeExercise[]> {
  if (!has(puzzle, 'exercises')) return []
  const module = (await import(`./${puzzle}/exercises.ts`)) as { exercises: readonly CodeExercise[] }
  return module.exercises
}

/** A loader of each puzzle's exercises, for the puzzles that have some. */
export const EXERCISES: Readonly<Record<string, Loader>> = Object.fromEntries(
  foldersWith('exercises').map((id) => [id, () => exercisesOf(id)]),
)

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

/** Every puzzle's code exercises with the slug of the article they are in, in the registry's order. */
export async function everyExercise(): Promise<{ slug: string; exercise: CodeExercise }[]> {
  const slugs = new Map((await descriptions()).map((p) => [p.id, p.slug]))
  const found = await Promise.all(
    foldersWith('exercises').map(async (id) =>
      (await exercisesOf(id)).map((exercise) => ({ slug: slugs.get(id) ?? '', exercise })),
    ),
  )
  return found.flat()
}
