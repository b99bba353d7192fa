// The notebooks' code exercises, each through the CLI's sandbox (the real worker thread): the
// model answer is right on every input, the starter and a wrong answer of each natural kind are
// caught and named, and the number of inputs is the one the scope states.
import { describe, expect, it } from 'vitest'
import {
  judgeAll,
  type CodeExercise,
  type ExerciseArgs,
  type ExerciseVerdict,
} from '../../src/solvers/code-exercise.ts'
import { EXERCISES, exercisesOf, loadExercise } from '../../src/solvers/code-exercises.ts'
import { applyInSandbox } from '../../src/cli/sandbox.ts'
import { reachableBoards } from '../../src/solvers/peg/exercises.ts'
import { FACTORIAL } from '../../src/solvers/sliding/rank.ts'

const cache = new Map<string, ExerciseArgs[]>()
const inputsOf = (e: CodeExercise): ExerciseArgs[] => {
  if (!cache.has(e.id)) cache.set(e.id, e.inputs())
  return cache.get(e.id)!
}

/** The check as the CLI runs it: the code in the sandbox, the verdict outside. */
function check(e: CodeExercise, code: string): ExerciseVerdict {
  const inputs = inputsOf(e)
  return judgeAll(
    e,
    inputs,
    applyInSandbox(`${e.id}.ts`, code, inputs, 60, (k) => JSON.stringify(inputs[k])),
  )
}

/** The model with one change; fails the test if the text to change is not there. */
function variant(e: CodeExercise, from: string | RegExp, to: string): string {
  const code = e.model.replace(from, to)
  expect(code, `the model no longer contains ${from}`).not.toBe(e.model)
  return code
}

/** The first number the scope states. */
const scopeCount = (e: CodeExercise): number => Number(/[\d,]+/.exec(e.scope)![0].replace(/,/g, ''))

describe('the registry', () => {
  it('lists the notebooks, each exercise under its own puzzle', async () => {
    expect(Object.keys(EXERCISES).sort()).toEqual([
      'clocks',
      'mapcolour',
      'peg',
      'queens',
      'rubiks-clock',
      'sliding',
      'tictactoe',
      'tileswap',
    ])
    for (const puzzle of Object.keys(EXERCISES))
      for (const e of await exercisesOf(puzzle)) expect(e.puzzle).toBe(puzzle)
    expect(await exercisesOf('tileswap-nonesuch')).toEqual([])
    await expect(loadExercise('clocks', 'nope')).rejects.toThrow(
      /clocks has no exercise "nope"; it has solve/,
    )
  })
})

describe('clocks solve', async () => {
  const e = await loadExercise('clocks', 'solve')
  it('inputs: every position once, as the scope says', () => {
    const inputs = inputsOf(e)
    expect(inputs.length).toBe(4 ** 9)
    expect(scopeCount(e)).toBe(inputs.length)
    expect(new Set(inputs.map((a) => (a[0] as number[]).join(' '))).size).toBe(inputs.length)
  })
  it(
    'the model answer is right on all of them',
    () => expect(check(e, e.model)).toEqual({ checked: 262_144, wrong: 0, first: null }),
    120_000,
  )
  it('the starter and each natural mistake is caught and named', () => {
    const starter = check(e, e.starter)
    expect(starter.wrong).toBe(262_143) // all but the solved position
    expect(starter.first).toMatch(
      /^for 12 12 12\/12 12 12\/12 12 3 your moves \(none\) leave 12 12 12\/12 12 12\/12 12 3, not 12 everywhere\.$/,
    )
    const longer = check(
      e,
      variant(e, 'return moves', 'return moves.length ? moves.concat([1, 1, 1, 1]) : moves'),
    )
    expect(longer.wrong).toBe(262_143)
    expect(longer.first).toMatch(/your \d+ moves solve it, but \d+ suffice/)
    const backwards = check(e, variant(e, '(4 - (turned[d] % 4)) % 4', 'turned[d] % 4'))
    expect(backwards.first).toMatch(/leave .*, not 12 everywhere/)
    // Moves numbered from 0: wrong, and where move "0" appears it is named as no move at all.
    const offByOne = check(e, variant(e, 'moves.push(m + 1)', 'moves.push(m)'))
    expect(offByOne.wrong).toBeGreaterThan(0)
    expect(offByOne.first).toMatch(/ leave .*, not 12 everywhere\.$/)
    expect(e.judge([[3, 12, 12, 12, 12, 12, 12, 12, 12]], [0, 1, 2])).toMatch(
      /^for 3 12 12\/12 12 12\/12 12 12 your moves \[0, 1, 2\] hold 0, which is not a move number 1\.\.9\.$/,
    )
    expect(check(e, 'export default function solve() { return "4 5 8 9" }').first).toMatch(
      /returned "4 5 8 9", not a list of moves/,
    )
  }, 240_000)
})

describe('sliding is-solvable', async () => {
  const e = await loadExercise('sliding', 'is-solvable')
  it('inputs: every 3×3 and every two-rows-of-four arrangement, as the scope says', () => {
    const inputs = inputsOf(e)
    expect(inputs.length).toBe(FACTORIAL[9] + FACTORIAL[8])
    expect(scopeCount(e)).toBe(inputs.length)
    expect(new Set(inputs.map((a) => `${a[1]}:${(a[0] as number[]).join('')}`)).size).toBe(inputs.length)
  })
  it(
    'the model answer is right on all of them',
    () => expect(check(e, e.model)).toEqual({ checked: 403_200, wrong: 0, first: null }),
    120_000,
  )
  it('the starter and each natural mistake is caught and named', () => {
    const starter = check(e, e.starter)
    expect(starter.wrong).toBe(403_200 / 2) // exactly half of every shape can reach the goal
    expect(starter.first).toMatch(/you said true, but the goal 1 2 3\/4 5 6\/7 8 0 is not reachable/)
    // The odd-width rule used everywhere: right on 3×3, wrong on the even width.
    const oddRule = check(e, variant(e, 'if (width % 2 === 1) return', 'return'))
    expect(oddRule.wrong).toBe(FACTORIAL[8] / 2)
    expect(oddRule.first).toMatch(/\(4 wide\) you said (true|false)/)
    // Inversions counted with the blank.
    const withBlank = check(e, variant(e, 'tiles[i] !== 0 && tiles[j] !== 0 && ', ''))
    expect(withBlank.wrong).toBeGreaterThan(0)
    expect(withBlank.first).toMatch(/\(3 wide\) you said/)
    expect(check(e, variant(e, 'return inversions % 2 === 0', 'return (inversions + 1) % 2')).first).toMatch(
      /\(3 wide\) your isSolvable returned [01], not true or false/,
    )
  }, 240_000)
})

describe('peg moves', async () => {
  const e = await loadExercise('peg', 'moves')
  it('inputs: every board reachable on T5, as the scope says', () => {
    expect(inputsOf(e).length).toBe(reachableBoards(5).length)
    expect(scopeCount(e)).toBe(inputsOf(e).length)
    // T4's 332 are a check on the search: every reachable T4 board has a T5 twin with the fifth row full.
    expect(reachableBoards(4).length).toBe(332)
  })
  it(
    'the model answer is right on all of them',
    () => expect(check(e, e.model)).toEqual({ checked: inputsOf(e).length, wrong: 0, first: null }),
    60_000,
  )
  it('the starter and each natural mistake is caught and named', () => {
    expect(check(e, e.starter).first).toMatch(
      /^for 1\/10\/000\/0000\/00000 you missed the jump 1 → 4 \(over hole 2\)\.$/,
    )
    const noDiagonal = check(e, variant(e, ', [1, 1], [-1, -1]]', ']'))
    expect(noDiagonal.first).toMatch(/you missed the jump (\d+) → (\d+)/)
    const fullLanding = check(e, variant(e, ' && !pegs[at(r2, c2)]', ''))
    expect(fullLanding.first).toMatch(/which is not a legal jump: hole \d+ already holds a peg\./)
    const offBoard = check(e, variant(e, 'c >= 0 && c <= r', 'c >= 0'))
    expect(offBoard.first).toMatch(/which is not a legal jump: \d+ → \d+ is not a jump on T5/)
    const twice = check(e, variant(e, 'return jumps', 'return jumps.concat(jumps.slice(0, 1))'))
    expect(twice.first).toMatch(/you listed \d+ → \d+ twice\./)
    expect(check(e, 'export default function moves() { return [[1, 4, 2]] }').first).toMatch(
      /holds \[1, 4, 2\], which is not a jump \[from, to\]/,
    )
  }, 120_000)
})

describe('rubiks-clock turn-wheel', async () => {
  const e = await loadExercise('rubiks-clock', 'turn-wheel')
  it('inputs: 16 pin settings × 4 wheels × 11 turns from each seeded position, as the scope says', () => {
    expect(inputsOf(e).length).toBe(16 * 4 * 11 * 50)
    expect(Number(/: ([\d,]+) turns/.exec(e.scope)![1].replace(/,/g, ''))).toBe(inputsOf(e).length)
  })
  it(
    'the model answer is right on all of them',
    () => expect(check(e, e.model)).toEqual({ checked: 35_200, wrong: 0, first: null }),
    60_000,
  )
  it('the starter and each natural mistake is caught and named', () => {
    expect(check(e, e.starter).first).toMatch(
      /with no pin up on the front, wheel UL turned 1 hour \(a back move\): you leave/,
    )
    // Only the front: wrong exactly when the wheel's pin is down on the front (half the settings).
    const frontOnly = check(
      e,
      variant(e, /\/\/ Its pin is up on the back[\s\S]*return next\n\}/, 'return next\n}'),
    )
    expect(frontOnly.wrong).toBe(35_200 / 2)
    expect(frontOnly.first).toMatch(/\(a back move\)/)
    const unmirrored = check(e, variant(e, 'MIRROR[pin]', 'pin'))
    expect(unmirrored.first).toMatch(/\(a back move\): you leave .*, it should be/)
    const cornersWrong = check(e, variant(e, 'CORNER[d] ? turn : -turn', '-turn'))
    expect(cornersWrong.first).toMatch(/\(a back move\)/)
    const noMod = check(e, variant(e, '(((next[k] + by) % 12) + 12) % 12', 'next[k] + by'))
    expect(noMod.first).toMatch(/hours past 12 run 0 to 11/)
  }, 120_000)
})
