// Hand-in (issue 29): a TypeScript file for each exercise (and "Your search" in Python too), right (the model answer) and wrong (the
// starter), graded the same by the page and by the CLI (the search lab's two at the end). The page's path: the reader's code in the
// sandbox's harness, fed the judge worker's own input chunks, judged by the judge worker's code
// (src/solvers/exercise-jobs.ts); the CLI's: `puzzle-notebook <puzzle> check <exercise> -` on the
// files the cell's "Download my code" names, in one roster.
import { transform } from 'sucrase'
import { describe, expect, it } from 'vitest'
import { everyExercise } from '../../src/solvers/code-exercises.ts'
import { inputs, judge } from '../../src/solvers/exercise-jobs.ts'
import { loadTypeScript } from '../../src/sandbox/typescript.ts'
import { runInVm } from '../../src/sandbox/node.ts'
import { fileNameFor, languageInfo } from '../../src/sandbox/languages.ts'
import { runCli as cli, scratch } from './helpers.ts'
import { MANHATTAN_STARTER, MISPLACED_STARTER } from '../../components/search/starters.ts'
import { decodeAll } from '../../src/solvers/exercise-data.ts'
import { positions, verdict as census } from '../../src/solvers/search/heuristic-check.ts'
import {
  GRAPH,
  graphData,
  judgeGraph,
  judgePuzzles,
  puzzleData,
} from '../../src/solvers/search/search-check.ts'
import { SEARCH_PRELUDE, type GraphRaw, type PuzzleRaw } from '../../src/solvers/search/search-prelude.ts'
import { puzzles } from '../../src/solvers/search/search-puzzles.ts'
import {
  SEARCH_MODEL,
  SEARCH_MODEL_PY,
  SEARCH_STARTER,
  SEARCH_STARTER_PY,
} from '../../src/solvers/search/search-starter.ts'
import { defaultGoal } from '../../src/solvers/sliding/model.ts'

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
    expect(languageInfo('x/heuristic.ts')?.title).toBe('TypeScript')
    expect(languageInfo('HEURISTIC.JS')?.title).toBe('JavaScript')
    expect(languageInfo('heuristic.txt')).toBeNull()
    expect(languageInfo('Makefile')).toBeNull()
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

/** The page's "Your search": the harness with the search prelude, on the graph then the puzzles, judged by search-check.ts. */
function searchOnPage(code: string) {
  const loaded = loadTypeScript(code, transform)
  if (!loaded.ok) throw new Error(loaded.message)
  const run = (problems: readonly unknown[]): unknown[] => {
    const out = runInVm({
      js: loaded.js,
      name: 'search',
      prelude: SEARCH_PRELUDE,
      inputs: { kind: 'json', text: JSON.stringify(problems.map((p) => [p])) },
      timeLimitMs: 120_000,
    })
    if (out.status !== 'values') throw new Error(out.status)
    return decodeAll(out.chunks)
  }
  const list = puzzles()
  return {
    graph: judgeGraph(GRAPH, 'ucs', run([graphData(GRAPH)])[0] as GraphRaw),
    puzzles: judgePuzzles(list, run(puzzleData(list)) as PuzzleRaw[]),
  }
}

describe("the search lab's exercises, graded the same by the page and the CLI", () => {
  it('Your search: the starter (wrong) and a uniform-cost search (right)', () => {
    const ucs = SEARCH_MODEL
    const right = file('search.ts', ucs)
    const wrong = file('starter-search.ts', SEARCH_STARTER)
    const [r, w] = cli(['search', 'check', 'search', '-', '--json'], `${right}\n${wrong}\n`)
      .out.trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    for (const [c, code, verdict] of [
      [r, ucs, 'right'],
      [w, SEARCH_STARTER, 'wrong'],
    ] as const) {
      const page = searchOnPage(code)
      expect(c.verdict).toBe(verdict)
      expect(c.graph.sentence).toBe(page.graph.sentence)
      expect(c.graph.expanded).toEqual(page.graph.yours)
      expect(c.puzzles).toMatchObject({ optimal: page.puzzles.optimal, first: page.puzzles.first })
    }
  }, 120_000)

  it('Your search in Python: the model (right) and the starter (wrong), as the TypeScript twins', () => {
    const right = file('search.py', SEARCH_MODEL_PY)
    const wrong = file('starter-search.py', SEARCH_STARTER_PY)
    const [r, w] = cli(['search', 'check', 'search', '-', '--json'], `${right}\n${wrong}\n`)
      .out.trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    for (const [c, ts, verdict] of [
      [r, SEARCH_MODEL, 'right'],
      [w, SEARCH_STARTER, 'wrong'],
    ] as const) {
      // The TypeScript twin as the page checks it; the Python page runs the same harness and
      // prelude, its engine Pyodide in a worker (tests/e2e/python-cell.spec.ts).
      const twin = searchOnPage(ts)
      expect([c.verdict, c.language]).toEqual([verdict, 'Python'])
      expect(c.graph.sentence).toBe(twin.graph.sentence)
      expect(c.graph.expanded).toEqual(twin.graph.yours)
      expect(c.puzzles).toEqual({
        checked: twin.puzzles.checked,
        solved: twin.puzzles.solved,
        optimal: twin.puzzles.optimal,
        gaveUp: twin.puzzles.gaveUp,
        wrong: twin.puzzles.wrong,
        expanded: twin.puzzles.expanded,
        astarExpanded: twin.puzzles.astarExpanded,
        first: twin.puzzles.first,
      })
    }
  }, 180_000)

  it('your heuristic: misplaced tiles (right) and twice Manhattan (wrong), the same census', () => {
    const goal = defaultGoal(3, 3)
    const pos = positions(goal)
    const double = MANHATTAN_STARTER.replace('return sum', 'return 2 * sum')
    for (const [name, code, verdict] of [
      ['heuristic.ts', MISPLACED_STARTER, 'right'],
      ['double-heuristic.ts', double, 'wrong'],
    ] as const) {
      const loaded = loadTypeScript(code, transform)
      if (!loaded.ok) throw new Error(loaded.message)
      const out = runInVm({
        js: loaded.js,
        name: 'h',
        inputs: {
          kind: 'bytes',
          bytes: Buffer.from(pos.tiles).toString('hex'),
          stride: 9,
          goal: Array.from(goal.tiles),
          width: 3,
        },
        timeLimitMs: 120_000,
      })
      if (out.status !== 'values') throw new Error(out.status)
      const page = census(pos, Float64Array.from(decodeAll(out.chunks) as number[]))
      const c = JSON.parse(cli(['search', 'check', 'heuristic', file(name, code), '--json']).out)
      expect(c.verdict).toBe(verdict)
      expect([c.overestimates, c.inconsistentMoves, c.exact]).toEqual([
        page.overestimates,
        page.inconsistentMoves,
        page.exact,
      ])
    }
  }, 120_000)
})
