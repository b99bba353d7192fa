// The code exercises of the tile-swap, constraints and games notebooks, through the CLI's sandbox
// (the real worker thread): the model is right on every input, the starter and a wrong answer
// of each natural kind are caught and named, and the inputs are as many as the scope says.
import { describe, expect, it } from 'vitest'
import { judgeAll, type CodeExercise, type ExerciseArgs } from '../../src/solvers/code-exercise.ts'
import { loadExercise } from '../../src/solvers/code-exercises.ts'
import { applyInSandbox } from '../../src/cli/sandbox.ts'
import { census } from '../../src/solvers/tictactoe/count.ts'
import { fewestSwaps } from '../../src/solvers/tileswap/exercises.ts'
import { solve } from '../../src/solvers/tileswap/solve.ts'
import { gridOfMask } from '../../src/solvers/tileswap/bfs.ts'

const inputsFor = new Map<string, ExerciseArgs[]>()
function grade(e: CodeExercise, code: string): ReturnType<typeof judgeAll> {
  if (!inputsFor.has(e.id)) inputsFor.set(e.id, e.inputs())
  const inputs = inputsFor.get(e.id)!
  return judgeAll(
    e,
    inputs,
    applyInSandbox(`${e.id}.ts`, code, inputs, 60, (k) => JSON.stringify(inputs[k])),
  )
}
/** The model with `from` replaced; the test fails if the model no longer has it. */
function changed(e: CodeExercise, from: string | RegExp, to: string): string {
  expect(e.model).toMatch(from)
  return e.model.replace(from, to)
}
const stated = (e: CodeExercise): number => Number(/[\d,]+/.exec(e.scope)![0].replace(/,/g, ''))

describe('tile swap lowerBound', async () => {
  const e = await loadExercise('tileswap', 'lower-bound')
  it('inputs: every ordered pair of 3×3 grids with as many ones, as the scope says', () => {
    const inputs = e.inputs()
    expect(inputs.length).toBe(48_620) // C(18, 9): pairs with as many ones
    expect(stated(e)).toBe(inputs.length)
    expect(new Set(inputs.map((a) => `${a[0]}|${a[1]}`)).size).toBe(inputs.length)
  })
  it('the BFS minimum it checks against agrees with the solver’s min-cost flow', () => {
    for (const [s, g] of [
      [0b110100001, 0b000011110],
      [0b101010101, 0b010101011],
      [0b1, 0b100000000],
    ]) {
      expect(fewestSwaps(s, g)).toBe(solve(gridOfMask(s, 3, 3), gridOfMask(g, 3, 3)).cost)
    }
  })
  it(
    'the model is admissible on all of them',
    () => expect(grade(e, e.model)).toEqual({ checked: 48_620, wrong: 0, first: null }),
    60_000,
  )
  it('the starter (cells that differ) overestimates, named with the pair; other wrong kinds too', () => {
    const starter = grade(e, e.starter)
    expect(starter.wrong).toBeGreaterThan(0)
    expect(starter.first).toMatch(
      /^for [01/]+ to [01/]+ your bound \d+ is above the fewest swaps, \d+: not a lower bound\.$/,
    )
    const doubled = grade(e, changed(e, 'return bound', 'return 2 * bound'))
    expect(doubled.first).toMatch(/is above the fewest swaps/)
    expect(grade(e, changed(e, 'return bound', 'return bound - 1')).first).toMatch(
      /returned -1: no number of swaps is negative/,
    )
    expect(grade(e, changed(e, 'return bound', 'return String(bound)')).first).toMatch(
      /returned "0", not a number/,
    )
  }, 60_000)
})

describe('constraints safe', async () => {
  const e = await loadExercise('queens', 'safe')
  it('inputs: every placement of 0 to 6 queens in the top rows, as the scope says', () => {
    expect(e.inputs().length).toBe(55_987)
    expect(stated(e)).toBe(55_987)
  })
  it(
    'the model is right on all of them',
    () => expect(grade(e, e.model)).toEqual({ checked: 55_987, wrong: 0, first: null }),
    60_000,
  )
  it('the starter (columns only), one diagonal only, and a count instead of a boolean are caught', () => {
    const starter = grade(e, e.starter)
    expect(starter.wrong).toBeGreaterThan(0)
    expect(starter.first).toMatch(
      /^for 1 2 \. \. \. \. your safe returned true, but 1 pair of queens attack\.$/,
    )
    const oneWay = grade(e, changed(e, 'Math.abs(queens[a] - queens[b])', '(queens[b] - queens[a])'))
    expect(oneWay.first).toMatch(/your safe returned true, but 1 pair of queens attack/)
    expect(oneWay.wrong).toBeLessThan(starter.wrong)
    expect(grade(e, changed(e, 'return true\n}', 'return 1\n}')).first).toMatch(
      /^for the empty board your safe returned 1, not true or false\.$/,
    )
  }, 60_000)
})

describe('games winner', async () => {
  const e = await loadExercise('tictactoe', 'winner')
  it('inputs: the 5,478 reachable positions, as the scope says and as the census counts', () => {
    const c = census()
    expect(e.inputs().length).toBe(5_478)
    expect(stated(e)).toBe(5_478)
    expect(c.positions).toBe(e.inputs().length)
  })
  it('the model is right on all of them', () =>
    expect(grade(e, e.model)).toEqual({ checked: 5_478, wrong: 0, first: null }))
  it('the starter (rows only), a missing diagonal and an empty line counted as a win are caught and named', () => {
    const starter = grade(e, e.starter)
    expect(starter.first).toMatch(/your winner returned null, but [xo] has a line\.$/)
    expect(grade(e, changed(e, '[0, 4, 8], [2, 4, 6]', '[0, 4, 8]')).first).toMatch(
      /returned null, but [xo] has a line/,
    )
    expect(grade(e, changed(e, "board[a] !== '.' && ", '')).first).toMatch(
      /^for \.\.\.\/\.\.\.\/\.\.\. your winner returned "\.", but nobody has a line\.$/,
    )
  })
})
