// Every code exercise in Python (issue 29): the same registry, inputs and judge as TypeScript.
// For each exercise, through the CLI's sandbox (a child process per file): the Python model
// answer is right on every input, and the Python starter gets exactly the verdict the TypeScript
// starter gets (as many wrong, the same first wrong input): one judge serves both languages.
import { describe, expect, it } from 'vitest'
import { judgeAll, pythonName } from '../../src/solvers/code-exercise.ts'
import { everyExercise } from '../../src/solvers/code-exercises.ts'
import { EXERCISE_TIME_LIMIT_S } from '../../src/solvers/exercise-data.ts'
import { applyInSandbox } from '../../src/cli/sandbox.ts'

const all = await everyExercise()

describe.each(all.map(({ exercise }) => [`${exercise.puzzle} ${exercise.id}`, exercise] as const))(
  '%s',
  (_, exercise) => {
    const inputs = exercise.inputs()
    const verdict = (file: string, source: string) =>
      judgeAll(
        exercise,
        inputs,
        applyInSandbox(
          file,
          source,
          inputs,
          EXERCISE_TIME_LIMIT_S * 2,
          (k) => `input ${k + 1}`,
          pythonName(exercise),
        ),
      )

    it('has a Python starter and model, its function the TypeScript name in snake_case', () => {
      expect(exercise.python?.starter).toMatch(new RegExp(`^def ${pythonName(exercise)}\\(`, 'm'))
      expect(exercise.python?.model).toMatch(new RegExp(`^def ${pythonName(exercise)}\\(`, 'm'))
    })

    it('the Python model is right on every input', () => {
      expect(verdict('model.py', exercise.python!.model)).toEqual({
        checked: inputs.length,
        wrong: 0,
        first: null,
      })
    }, 300_000)

    it('the Python starter gets the TypeScript starter’s verdict', () => {
      const ts = verdict('starter.ts', exercise.starter)
      expect(ts.wrong).toBeGreaterThan(0)
      expect(verdict('starter.py', exercise.python!.starter)).toEqual(ts)
    }, 300_000)
  },
)
