// "Your search" in Python (issue 29): `def search(problem)` over problem.start, is_goal, successors
// ((state, move, cost) tuples), key and h, run by Pyodide in the CLI's sandbox (a child process per
// run, as `search check search` runs a file) with the Python prelude (search-prelude.ts), judged by the same judge as TypeScript. The
// model answer (uniform-cost, a heap) passes with exactly the TypeScript model's expansions; the
// starter (BFS) and a search that makes up its moves get exactly their TypeScript twins' verdicts;
// states are opaque to ordinary Python code.
import { beforeAll, describe, expect, it } from 'vitest'
import { pythonSnapshot } from '../../src/cli/sandbox.ts'
import { searchRecords } from '../../src/cli/search-grade.ts'
import { GRAPH, judgeGraph, judgePuzzles, type Algorithm } from '../../src/solvers/search/search-check.ts'
import type { GraphRaw, PuzzleRaw } from '../../src/solvers/search/search-prelude.ts'
import { puzzles } from '../../src/solvers/search/search-puzzles.ts'
import {
  SEARCH_MODEL,
  SEARCH_MODEL_PY,
  SEARCH_STARTER,
  SEARCH_STARTER_PY,
} from '../../src/solvers/search/search-starter.ts'
import { runCli, scratch } from './helpers.ts'

const SLOW = 180_000
const { file } = scratch('search-py-')
const list = puzzles()

/** The search in `name` (its extension picks the language) on the graph and the 50 puzzles, in one child. */
const records = (name: string, source: string): unknown[] =>
  searchRecords(file(name, source), source, list, 120)
const python = (source: string): unknown[] => records('search.py', source)
const typescript = (source: string): unknown[] => records('search.ts', source)

/** Both verdicts, and each puzzle's expansions. */
function verdicts(raw: unknown[], algorithm: Algorithm = 'ucs') {
  const p = raw.slice(1) as PuzzleRaw[]
  return {
    graph: judgeGraph(GRAPH, algorithm, raw[0] as GraphRaw),
    puzzles: judgePuzzles(list, p),
    each: p.map((r) => r.expanded),
  }
}

beforeAll(() => {
  expect(pythonSnapshot()).not.toBe('')
}, SLOW)

describe('"Your search" in Python', () => {
  it(
    'the model (uniform-cost, a heap) passes 50 of 50 with the TypeScript model’s expansions, puzzle by puzzle',
    () => {
      const py = verdicts(python(SEARCH_MODEL_PY))
      const ts = verdicts(typescript(SEARCH_MODEL))
      expect(py.graph).toMatchObject({ ok: true, yours: [...'SCBAFE'] })
      expect(py.puzzles).toMatchObject({ checked: 50, solved: 50, optimal: 50, first: null })
      expect(py.each).toEqual(ts.each)
      expect(py).toEqual(ts)
    },
    SLOW,
  )

  it(
    'the starter (BFS, asked for uniform-cost) gets the TypeScript starter’s verdict, and passes as BFS',
    () => {
      const raw = python(SEARCH_STARTER_PY)
      const py = verdicts(raw)
      expect(py.graph.ok).toBe(false)
      expect(py.graph.hint).toMatch(/order of breadth-first search/)
      expect(py).toEqual(verdicts(typescript(SEARCH_STARTER)))
      expect(verdicts(raw, 'bfs').graph.ok).toBe(true)
    },
    SLOW,
  )

  it(
    'moves made up without expanding (a solution known in advance) get the TypeScript twin’s verdict',
    () => {
      // The first puzzle's solution, written in: the search expands the start only.
      const known = typescript(SEARCH_MODEL)[1] as PuzzleRaw
      const moves = JSON.stringify(known.moves)
      const py = verdicts(
        python(`def search(problem):\n    problem.successors(problem.start)\n    return ${moves}\n`),
      )
      const ts = verdicts(
        typescript(
          `export default function search(problem) {\n  problem.successors(problem.start)\n  return ${moves}\n}\n`,
        ),
      )
      expect(py.puzzles.first).toMatch(
        /^On .* \(puzzle 1, .*\), move 2 is made from a state your search never expanded/,
      )
      expect(py).toEqual(ts)
      // A list of the reader's own type is read as the list it says it is, and checked the same way.
      const sub = verdicts(
        python(
          `class Moves(list):\n    def __iter__(self):\n        return iter(${moves})\n\ndef search(problem):\n    problem.successors(problem.start)\n    return Moves()\n`,
        ),
      )
      expect(sub.puzzles.first).toBe(py.puzzles.first)
    },
    SLOW,
  )

  it(
    'states are opaque: nothing inside them, none made or changed by the reader, the problem read-only',
    () => {
      const probes = `def search(problem):
    s = problem.start
    out = []
    def attempt(f):
        try:
            f()
            out.append('allowed')
        except Exception as e:
            out.append(type(e).__name__)
    attempt(lambda: s.tiles)
    attempt(lambda: vars(s))
    attempt(lambda: setattr(s, 'x', 1))
    attempt(lambda: problem.successors(type(s)()))
    attempt(lambda: problem.successors('S'))
    attempt(lambda: problem.is_goal(None))
    attempt(lambda: setattr(problem, 'successors', lambda x: []))
    import copy
    out.append(copy.deepcopy(s) is s and copy.copy(s) is s and repr(s) == '<state>')
    out.append(problem.key(s) == 0 and problem.key(problem.successors(s)[0][0]) == 1)
    return out
`
      const [raw] = python(probes) as GraphRaw[]
      expect(raw.moves).toEqual([
        'AttributeError',
        'TypeError',
        'AttributeError',
        'TypeError',
        'TypeError',
        'TypeError',
        'AttributeError',
        true,
        true,
      ])
      expect(() => python('def search(problem):\n    return problem.successors("Z")\n')).toThrow(
        /search\.py:2: TypeError: successors was called with 'Z', which is not a state of this problem/,
      )
    },
    SLOW,
  )

  it(
    'from the command line: a .py file with --expect and --seed, as a .ts file',
    () => {
      const starter = file('starter.py', SEARCH_STARTER_PY)
      const asBfs = JSON.parse(
        runCli(['search', 'check', 'search', starter, '--expect', 'bfs', '--json']).out,
      )
      expect(asBfs).toMatchObject({ language: 'Python', verdict: 'right', points: 4, expect: 'bfs' })
      const model = file('model.py', SEARCH_MODEL_PY)
      const seeded = runCli(['search', 'check', 'search', model, '--seed', '7'])
      expect(seeded.code).toBe(0)
      const ts = runCli(['search', 'check', 'search', file('model.ts', SEARCH_MODEL), '--seed', '7'])
      expect(seeded.out.replace('model.py', 'model.ts')).toBe(ts.out)
      expect(seeded.out).not.toMatch(/25,953 nodes/) // other puzzles than the default draw
    },
    SLOW,
  )
})
