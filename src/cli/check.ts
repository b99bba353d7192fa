/**
 * `puzzle-notebook <puzzle> check <exercise> <file|->`: a teacher grades the notebooks' code
 * exercises (src/solvers/code-exercises.ts) with the same inputs and judge as the page, and the
 * search lab's two (`search check heuristic|search`, search-grade.ts). Registered once, here, for
 * every puzzle that has exercises: command.ts adds this verb to each such puzzle. Each file's grade
 * (its line, CSV row or Gradescope results) comes from grading.ts.
 *
 * The reader's code runs in the CLI's sandbox (sandbox.ts: a child process per file), never in this
 * process; the verdict is computed here from the values it hands back.
 *
 * Exit codes: 0 right on every input; 1 checked, with wrong answers; 2 the file does not load,
 * throws, returns something that is not data or runs out of memory (the message says which and
 * where), or cannot be read; 3 over its time limit.
 */
import { InputError } from '../solvers/contract.ts'
import { judgeAll, pythonName, type CodeExercise, type ExerciseArgs } from '../solvers/code-exercise.ts'
import { exercisesOf } from '../solvers/code-exercises.ts'
import { EXERCISE_TIME_LIMIT_S, showValue, verdictSentence } from '../solvers/exercise-data.ts'
import type { OptionValues, Puzzle, Verb } from './io.ts'
import {
  GRADING_FLAGS,
  GRADING_HELP,
  GRADING_OPTIONS,
  CSV_HEADER,
  gradeFile,
  gradeOutcome,
  maxPoints,
  refuseOptions,
  type Grader,
} from './grading.ts'
import { SANDBOX_HELP, applyInSandbox, timeLimitOption } from './sandbox.ts'

/** What a code exercise is worth when it does not say: right on every input earns it. */
const DEFAULT_POINTS = 1

/** The time limit of --time-limit, or `fallback` seconds. */
export function timeLimit(values: OptionValues, fallback: number): number {
  return values['time-limit'] === undefined ? fallback : timeLimitOption(values['time-limit'])
}

/** A notebook's code exercise as the CLI grades it: one part, its points for right on every input. */
function exerciseGrader(exercise: CodeExercise, inputs: () => ExerciseArgs[]): Grader {
  const max = exercise.points ?? DEFAULT_POINTS
  return {
    id: exercise.id,
    title: exercise.title,
    scope: exercise.scope,
    options: [],
    parts: () => [{ name: `${exercise.title}: right on ${exercise.scope}`, max }],
    grade(file, values) {
      const all = inputs()
      const outputs = applyInSandbox(
        file.name,
        file.source,
        all,
        timeLimit(values, EXERCISE_TIME_LIMIT_S),
        (k) => `input ${(k + 1).toLocaleString('en-US')}, ${showValue(all[k])}`,
        pythonName(exercise),
      )
      const v = judgeAll(exercise, all, outputs)
      const sentence = verdictSentence(exercise.scope, v)
      return {
        ...v,
        text: `${file.name}: ${sentence}`,
        parts: [
          {
            name: `${exercise.title}: right on ${exercise.scope}`,
            max,
            points: v.wrong === 0 ? max : 0,
            output: sentence,
          },
        ],
        fields: { exercise: exercise.id, checked: v.checked, wrong: v.wrong, first: v.first },
      }
    },
  }
}

/** What `check`'s list says of one exercise. */
const listed = (g: Grader): { id: string; title: string; scope: string; points: number } => ({
  id: g.id,
  title: g.title,
  scope: g.scope,
  points: maxPoints({ parts: g.parts({}).map((p) => ({ ...p, points: 0, output: '' })) }),
})

/** The list `check` prints with no exercise named. */
function listing(puzzle: string, graders: readonly Grader[], json: boolean): string {
  if (json) return JSON.stringify(graders.map((g) => ({ exercise: g.id, title: g.title, scope: g.scope })))
  const width = Math.max(...graders.map((g) => g.id.length)) + 2
  return [
    `Code exercises of ${puzzle} (puzzle-notebook ${puzzle} check <exercise> <file|->):`,
    ...graders.map((g) => `  ${g.id.padEnd(width)}${g.title}: checked on ${g.scope}`),
  ].join('\n')
}

/** The `check` verb over graders (a puzzle's code exercises, or the search lab's). */
export function checkVerb(
  puzzle: string,
  graders: readonly Grader[],
  help: { about: string; options: string },
): Verb {
  const ids = graders.map((g) => g.id).join(', ')
  const own = [...new Set(graders.flatMap((g) => g.options))]
  return {
    name: 'check',
    summary: `check a file's code for the notebook's code exercise (${ids})`,
    argument: 'exercise',
    options: ['time-limit', ...own, ...GRADING_OPTIONS],
    flags: GRADING_FLAGS,
    single: GRADING_OPTIONS,
    budgets: [],
    noBudget: "its limits are --time-limit and the sandbox's own memory limits",
    bare: (json) => listing(puzzle, graders, json),
    header: (values) => (values.csv === 'true' ? CSV_HEADER : null),
    exercises: graders.map(listed),
    help: `Usage: puzzle-notebook ${puzzle} check <exercise> <file|-> [--time-limit S] [--csv] [--gradescope FILE] [--json]
       puzzle-notebook ${puzzle} check            (lists the exercises)

${help.about}
${help.options}
--time-limit  seconds the code may run on all the inputs together.
${GRADING_HELP}
${SANDBOX_HELP}`,
    answer: (input, values) => {
      const grader = graders.find((g) => g.id === values.exercise)
      if (!grader)
        throw new InputError(
          `${puzzle} has no exercise "${String(values.exercise).slice(0, 40)}"; it has ${ids}.`,
        )
      const { exercise: _, ...rest } = values
      refuseOptions(grader, rest, ['time-limit'])
      return gradeOutcome(gradeFile(grader, input, rest), rest)
    },
  }
}

/** The `check` verb over a notebook's code exercises (their inputs made once per process, however many files a batch grades). */
function exercisesVerb(puzzle: string, exercises: readonly CodeExercise[]): Verb {
  const memo = new Map<string, ExerciseArgs[]>()
  const inputsOf = (e: CodeExercise) => (): ExerciseArgs[] => {
    if (!memo.has(e.id)) memo.set(e.id, e.inputs())
    return memo.get(e.id)!
  }
  const graders = exercises.map((e) => exerciseGrader(e, inputsOf(e)))
  return checkVerb(puzzle, graders, {
    about: `Checks the default export of a file against one of the article's code exercises, with the
page's own inputs and judge:
${exercises.map((e) => `  ${e.id}: ${e.signature}\n    ${e.task}\n    Checked on ${e.scope}. Points: ${e.points ?? DEFAULT_POINTS} for right on every input.`).join('\n')}
The function is called once per input; every answer is judged, and the first wrong one is named.
Text: "<file>: Right on all N …" or "<file>: Wrong on W of N …; the first: …".
With --json: {"exercise","checked","wrong","first", …} ("first": that sentence, or null).
Exit 0 right on every input; 1 checked, with wrong answers.`,
    options: `--time-limit's default: ${EXERCISE_TIME_LIMIT_S} s.`,
  })
}

/** The puzzle with its `check` verb when it has code exercises (as it is otherwise). */
export async function withCheckVerb(puzzle: Puzzle): Promise<Puzzle> {
  const exercises = await exercisesOf(puzzle.name)
  if (exercises.length === 0 || !puzzle.withVerbs) return puzzle
  return puzzle.withVerbs([exercisesVerb(puzzle.name, exercises)])
}
