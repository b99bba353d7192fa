/**
 * `puzzle-notebook <puzzle> check <exercise> <file|->`: a teacher grades the notebooks' code
 * exercises (src/solvers/code-exercises.ts) with the same inputs and judge as the page. Registered once,
 * here, for every puzzle that has exercises: command.ts adds this verb to each such puzzle.
 *
 * The reader's code runs in the CLI's sandbox (sandbox.ts: a child process per file), never in this
 * process; the verdict is computed here from the values it hands back.
 *
 * Exit codes: 0 right on every input; 1 checked, with wrong answers; 2 the file does not load,
 * throws, returns something that is not data or runs out of memory (the message says which and
 * where); 3 over its time limit.
 */
import { InputError } from '../solvers/contract.ts'
import { judgeAll, type CodeExercise, type ExerciseArgs } from '../solvers/code-exercise.ts'
import { exercisesOf } from '../solvers/code-exercises.ts'
import { EXERCISE_TIME_LIMIT_S, showValue, verdictSentence } from '../solvers/exercise-data.ts'
import type { OptionValues, Outcome, Puzzle, Verb } from './io.ts'
import { SANDBOX_HELP, applyInSandbox, readCodeFile, timeLimitOption } from './sandbox.ts'

function checkFile(
  exercise: CodeExercise,
  inputs: () => ExerciseArgs[],
  path: string,
  values: OptionValues,
): Outcome {
  const limit =
    values['time-limit'] === undefined ? EXERCISE_TIME_LIMIT_S : timeLimitOption(values['time-limit'])
  const { name, source } = readCodeFile(path.trim())
  const all = inputs()
  const outputs = applyInSandbox(
    name,
    source,
    all,
    limit,
    (k) => `input ${(k + 1).toLocaleString('en-US')}, ${showValue(all[k])}`,
  )
  const v = judgeAll(exercise, all, outputs)
  const json = JSON.stringify({ exercise: exercise.id, checked: v.checked, wrong: v.wrong, first: v.first })
  const text = `${name}: ${verdictSentence(exercise.scope, v)}`
  return v.wrong === 0 ? { status: 'solved', text, json } : { status: 'unsolvable', reason: text, json }
}

/** The list `check` prints with no exercise named. */
function listing(puzzle: string, exercises: readonly CodeExercise[], json: boolean): string {
  if (json) return JSON.stringify(exercises.map((e) => ({ exercise: e.id, title: e.title, scope: e.scope })))
  const width = Math.max(...exercises.map((e) => e.id.length)) + 2
  return [
    `Code exercises of ${puzzle} (puzzle-notebook ${puzzle} check <exercise> <file|->):`,
    ...exercises.map((e) => `  ${e.id.padEnd(width)}${e.title}: checked on ${e.scope}`),
  ].join('\n')
}

/** The `check` verb over a puzzle's exercises. */
export function checkVerb(puzzle: string, exercises: readonly CodeExercise[]): Verb {
  const memo = new Map<string, ExerciseArgs[]>()
  const inputsOf = (e: CodeExercise) => (): ExerciseArgs[] => {
    if (!memo.has(e.id)) memo.set(e.id, e.inputs()) // once per process, however many files a batch grades
    return memo.get(e.id)!
  }
  const ids = exercises.map((e) => e.id).join(', ')
  return {
    name: 'check',
    summary: `check a file's code for the notebook's code exercise (${ids})`,
    argument: 'exercise',
    options: ['time-limit'],
    budgets: [],
    noBudget: "its limits are --time-limit and the sandbox's own memory limits",
    bare: (json) => listing(puzzle, exercises, json),
    help: `Usage: puzzle-notebook ${puzzle} check <exercise> <file|-> [--time-limit S] [--json]
       puzzle-notebook ${puzzle} check            (lists the exercises)

Checks the default export of a TypeScript or JavaScript file against one of the article's code
exercises, with the page's own inputs and judge:
${exercises.map((e) => `  ${e.id}: ${e.signature}\n    ${e.task}\n    Checked on ${e.scope}.`).join('\n')}
The function is called once per input; every answer is judged, and the first wrong one is named.
Text: "<file>: Right on all N …" or "<file>: Wrong on W of N …; the first: …".
With --json: {"exercise","checked","wrong","first"} ("first": that sentence, or null).
With "-", reads file names, one a line, from stdin and answers one line each (a class's files:
  ls class/*.ts | puzzle-notebook ${puzzle} check ${exercises[0].id} - --json).
--time-limit  seconds the code may run on all the inputs together (default ${EXERCISE_TIME_LIMIT_S}).
Exit 0 right on every input; 1 checked, with wrong answers.
${SANDBOX_HELP}`,
    answer: (input, values) => {
      const exercise = exercises.find((e) => e.id === values.exercise)
      if (!exercise)
        throw new InputError(
          `${puzzle} has no exercise "${String(values.exercise).slice(0, 40)}"; it has ${ids}.`,
        )
      return checkFile(exercise, inputsOf(exercise), input, values)
    },
  }
}

/** The puzzle with its `check` verb when it has code exercises (as it is otherwise). */
export async function withCheckVerb(puzzle: Puzzle): Promise<Puzzle> {
  const exercises = await exercisesOf(puzzle.name)
  if (exercises.length === 0 || !puzzle.withVerbs) return puzzle
  return puzzle.withVerbs([checkVerb(puzzle.name, exercises)])
}
