// The constraints notebook's exercises on AC-3's revise and on backtracking with forward checking,
// through the CLI's sandbox (the real worker thread): the model is right on every input, the
// starter and each natural mistake are caught and named, and the inputs are what the scope says.
import { describe, expect, it } from 'vitest'
import { judgeAll, type CodeExercise, type ExerciseArgs } from '../../src/solvers/code-exercise.ts'
import { loadExercise } from '../../src/solvers/code-exercises.ts'
import { applyInSandbox } from '../../src/cli/sandbox.ts'
import { backtrack } from '../../src/solvers/csp/csp.ts'
import { fromData, type CspData } from '../../src/solvers/csp/data.ts'
import { checkedCsps, forwardCheckingRight, RANDOM_COUNT } from '../../src/solvers/mapcolour/exercises.ts'
import { bitCount } from '../../src/solvers/queens/backtrack.ts'

const inputsFor = new Map<string, ExerciseArgs[]>()
function grade(e: CodeExercise, code: string): ReturnType<typeof judgeAll> {
  if (!inputsFor.has(e.id)) inputsFor.set(e.id, e.inputs())
  const inputs = inputsFor.get(e.id)!
  return judgeAll(
    e,
    inputs,
    applyInSandbox(`${e.id}.ts`, code, inputs, 60, (k) => `input ${k + 1}`),
  )
}
function changed(e: CodeExercise, from: string | RegExp, to: string): string {
  expect(e.model).toMatch(from)
  return e.model.replace(from, to)
}
const stated = (e: CodeExercise): number => Number(/[\d,]+/.exec(e.scope)![0].replace(/,/g, ''))

describe('the CSPs both checks run on', () => {
  it('N-queens n = 1..8, the maps and the seeded random CSPs, each well formed', () => {
    const all = checkedCsps()
    expect(all.length).toBe(8 + 6 + RANDOM_COUNT)
    for (const { name, data } of all) {
      for (let x = 0; x < data.domains.length; x++)
        for (const y of data.neighbors[x])
          for (const a of data.domains[x])
            for (const b of data.domains[y])
              expect(data.allowed[y][x]![b][a], name).toBe(data.allowed[x][y]![a][b])
    }
    // Some random CSPs have solutions and some have none: both answers are checked.
    const solvable = all.filter(({ data }) => backtrack(fromData(data)).count > 0).length
    expect(solvable).toBeGreaterThan(20)
    expect(solvable).toBeLessThan(all.length - 20)
  })

  it('the reference counts forward checking’s assignments: its first solution is the solver’s', () => {
    const eight = checkedCsps().find((c) => c.name === '8-queens')!.data as CspData
    const r = forwardCheckingRight(eight)
    expect(r.solution!.map((c) => c + 1).join(' ')).toBe('1 5 8 6 3 7 2 4')
    expect(r.assignments).toBeLessThan(bitCount(8).nodes)
  })
})

describe('revise', async () => {
  const e = await loadExercise('mapcolour', 'revise')
  it('inputs: distinct arcs, as many as the scope says', () => {
    const inputs = e.inputs()
    expect(stated(e)).toBe(inputs.length)
    expect(new Set(inputs.map((a) => JSON.stringify(a))).size).toBe(inputs.length)
    expect(inputs.length).toBeGreaterThan(5000)
  })
  it('the model is right on every arc', () => {
    expect(grade(e, e.model)).toEqual({ checked: stated(e), wrong: 0, first: null })
  })
  it('the starter and each natural mistake is caught and named', () => {
    expect(grade(e, e.starter).first).toBe(
      'for dx = [0, 1], dy = [0, 1] (2-queens, row 1 → row 2 (every value possible)) your revise kept 0, but no value of dy supports it (allowed[0][b] is false for every b in dy).',
    )
    const emptyY = grade(
      e,
      changed(e, 'return dx.filter', 'if (dy.length === 0) return dx\n  return dx.filter'),
    )
    expect(emptyY).toMatchObject({
      first: expect.stringMatching(/dy is empty: no value of Y supports it\.$/),
    })
    const every = grade(e, changed(e, 'dy.some((b) => allowed[a][b])', 'dy.every((b) => allowed[a][b])'))
    expect(every.first).toMatch(
      /your revise dropped \d, but dy’s value \d supports it .*not when one does\.$/,
    )
    const transposed = grade(e, changed(e, 'allowed[a][b]', '(allowed[b] ?? [])[a]'))
    expect(transposed.wrong).toBeGreaterThan(0)
    expect(transposed.first).toMatch(/random CSP .*(not the other way round|supports it)/)
    const yValues = grade(
      e,
      changed(e, 'return dx.filter((a) => dy.some((b) => allowed[a][b]))', 'return dy'),
    )
    expect(yValues.wrong).toBeGreaterThan(0)
    expect(grade(e, changed(e, /return dx[^\n]+/, 'return "all"')).first).toMatch(
      /your revise returned "all", not a list of values\.$/,
    )
  })
})

describe('forward checking', async () => {
  const e = await loadExercise('mapcolour', 'forward-checking')
  it('inputs: every CSP once, as many as the scope says', () => {
    expect(e.inputs().length).toBe(stated(e))
  })
  it('the model is right on every CSP', () => {
    expect(grade(e, e.model)).toEqual({ checked: stated(e), wrong: 0, first: null })
  })
  it('the starter (plain backtracking) tries too many; other mistakes are named', () => {
    expect(grade(e, e.starter).first).toBe(
      'for 6-queens your solve tried 31 assignments; backtracking with forward checking tries 27. More: does it prune the unassigned neighbours’ domains after each assignment, and back up as soon as one is empty?',
    )
    const surviving = grade(
      e,
      changed(e, /assignments\+\+\n(\s+)value\[x\] = a/, 'value[x] = a').replace(
        'if (!wipedOut && search',
        'if (!wipedOut) assignments++\n      if (!wipedOut && search',
      ),
    )
    expect(surviving.first).toMatch(/counted \d+ assignments; .* Fewer: count every x = a you try/)
    // Pruning the caller's domains in place leaves them wrong for the next value.
    const inPlace = grade(e, changed(e, 'const next = domains.slice()', 'const next = domains'))
    expect(inPlace.wrong).toBeGreaterThan(0)
    const descending = grade(
      e,
      changed(e, 'for (const a of domains[x])', 'for (const a of [...domains[x]].reverse())'),
    )
    expect(descending.first).toMatch(/not the first in the order asked/)
    expect(
      grade(e, changed(e, /return \{ solution: found[^\n]+/, 'return { solution: null, assignments }')).first,
    ).toMatch(/returned no solution, but .* is one\.$/)
    expect(grade(e, changed(e, /return \{ solution: found[^\n]+/, 'return [value]')).first).toMatch(
      /returned \[\[.*\]\], not \{ solution, assignments \}\.$/,
    )
  })
})
