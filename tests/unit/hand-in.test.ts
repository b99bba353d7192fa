// Hand-in (issue 29): a TypeScript file for each exercise, right (the model answer) and wrong (the
// starter), graded the same by the page and by the CLI. The page's path: the reader's code in the
// sandbox's harness, fed the judge worker's own input chunks, judged by the judge worker's code
// (src/solvers/exercise-jobs.ts); the CLI's: `puzzle-notebook <puzzle> check <exercise> -` on the
// files the cell's "Download my code" names, in one roster.
import { transform } from 'sucrase'
import { describe, expect, it } from 'vitest'
import { everyExercise } from '../../src/solvers/code-exercises.ts'
import { inputs, judge } from '../../src/solvers/exercise-jobs.ts'
import { loadTypeScript } from '../../src/sandbox/typescript.ts'
import { runInVm } from '../../src/sandbox/node.ts'
import { fileNameFor, languageOf } from '../../src/sandbox/languages.ts'
import { runCli as cli, scratch } from './helpers.ts'

const { file } = scratch('hand-in-')
const all = await everyExercise()

/** The page's check: the harness on the judge worker's chunks, then the judge worker's verdict. */
async function onPage(puzzle: string, exercise: string, code: string) {
  const loaded = loadTypeScript(code, transform)
  if (!loaded.ok) throw new Error(loaded.message)
  const { chunks } = await inputs({ kind: 'inputs', puzzle, exercise })
  const values: string[] = []
  for (const text of chunks) {
    const out = runInVm({ js: loaded.js, name: 'f', inputs: { kind: 'json', text }, timeLimitMs: 120_000 })
    if (out.status !== 'values') throw new Error(out.status)
    values.push(...out.chunks)
  }
  return judge(
    { kind: 'judge', puzzle, exercise, values },
    { signal: new AbortController().signal, onProgress: () => {} },
  )
}

describe('the file a cell downloads', () => {
  it('is named for the CLI: its extension picks the language', () => {
    expect(fileNameFor('peg-moves', 'typescript')).toBe('peg-moves.ts')
    expect(fileNameFor('heuristic', 'javascript')).toBe('heuristic.js')
    expect(fileNameFor('a b/../c', 'typescript')).toBe('a-b-c.ts')
    expect(languageOf('x/heuristic.ts')?.title).toBe('TypeScript')
    expect(languageOf('HEURISTIC.JS')?.title).toBe('JavaScript')
    expect(languageOf('heuristic.txt')).toBeNull()
    expect(languageOf('Makefile')).toBeNull()
  })
})

describe('right and wrong, graded the same by the page and the CLI', () => {
  for (const { exercise: e } of all) {
    it(`${e.puzzle} ${e.id}`, async () => {
      const right = file(fileNameFor(`${e.puzzle}-${e.id}`, 'typescript'), e.model)
      const wrong = file(`starter-${fileNameFor(`${e.puzzle}-${e.id}`, 'typescript')}`, e.starter)
      const r = cli([e.puzzle, 'check', e.id, '-', '--json'], `${right}\n${wrong}\n`)
      const [cliRight, cliWrong] = r.out
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
      const [pageRight, pageWrong] = [
        await onPage(e.puzzle, e.id, e.model),
        await onPage(e.puzzle, e.id, e.starter),
      ]
      expect(pageRight.wrong).toBe(0)
      expect(pageWrong.wrong).toBeGreaterThan(0)
      for (const [c, p] of [
        [cliRight, pageRight],
        [cliWrong, pageWrong],
      ] as const)
        expect({ checked: c.checked, wrong: c.wrong, first: c.first }).toEqual(p)
      expect([cliRight.verdict, cliWrong.verdict]).toEqual(['right', 'wrong'])
      expect([cliRight.points, cliWrong.points]).toEqual([cliRight.maxPoints, 0])
    }, 300_000)
  }
})
