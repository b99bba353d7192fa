/**
 * The notebooks' code exercises, checked as `puzzle-notebook <puzzle> check <exercise> <file>`
 * does it: the model answer through the CLI's sandbox (worker thread, vm context, types stripped,
 * inputs in as JSON, values out as JSON) and every answer judged. The inputs are listed once per
 * process (after the warm-up), as the CLI lists them once for a batch of files:
 *   code-exercise/<puzzle>-<exercise>   one row per exercise; clocks-solve is the slowest.
 * The same check in Chromium (judge worker, Blob sandbox) is logged by tests/e2e/code-exercise.spec.ts.
 */
import { judgeAll, type ExerciseArgs } from '../src/solvers/code-exercise.ts'
import { EXERCISES } from '../src/solvers/code-exercises.ts'
import { applyInSandbox } from '../src/cli/sandbox.ts'
import { EXERCISE_TIME_LIMIT_S } from '../src/solvers/exercise-data.ts'
import { register, type Bench } from './lib.ts'

const rows: Bench[] = []
for (const [puzzle, load] of Object.entries(EXERCISES)) {
  for (const exercise of await load()) {
    let inputs: ExerciseArgs[] | null = null
    rows.push({
      name: `code-exercise/${puzzle}-${exercise.id}`,
      runs: 3,
      warmup: 1,
      run: () => {
        inputs ??= exercise.inputs()
        const all = inputs
        const values = applyInSandbox(`${exercise.id}.ts`, exercise.model, all, EXERCISE_TIME_LIMIT_S, (k) =>
          String(k),
        )
        const v = judgeAll(exercise, all, values)
        if (v.wrong !== 0)
          throw new Error(`the model answer of ${puzzle} ${exercise.id} is wrong: ${v.first}`)
        return v.checked
      },
    })
  }
}

register(...rows)
