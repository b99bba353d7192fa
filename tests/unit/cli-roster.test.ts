// Grades a teacher can use (issue 29): a roster graded to CSV, one row per file whatever the file
// does; the search lab's two exercises from the CLI; a heuristic's points by A*'s expansions;
// Gradescope's results.json against the spec, and the docs' autograder run on a fake /autograder.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Ajv } from 'ajv'
import { describe, expect, it } from 'vitest'
import { MANHATTAN_STARTER } from '../../components/search/starters.ts'
import { CSV_HEADER, csvField } from '../../src/cli/grading.ts'
import {
  EXPANSION_THRESHOLDS,
  expansionPoints,
  expansionsWith,
  heuristicGrader,
} from '../../src/cli/grade.ts'
import { positions, valuesOf } from '../../src/solvers/search/heuristic-check.ts'
import { slidingHeuristic } from '../../src/solvers/search/sliding.ts'
import { defaultGoal } from '../../src/solvers/sliding/model.ts'
import { runCli as cli, scratch, NO_HANG } from './helpers.ts'

const { dir, file } = scratch('roster-')
const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** RFC 4180 rows (quoted fields, doubled quotes); enough for the CLI's output. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let k = 0; k < text.length; k++) {
    const c = text[k]
    if (quoted) {
      if (c === '"' && text[k + 1] === '"') {
        field += '"'
        k++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\n') {
      rows.push([...row, field])
      row = []
      field = ''
    } else field += c
  }
  return rows
}

const MANHATTAN = file('manhattan.ts', MANHATTAN_STARTER)
const DOUBLE = file(
  'double.js',
  MANHATTAN_STARTER.replace('return sum', 'return 2 * sum').replace(/: number(\[\])?/g, ''),
)
const CRASH = file(
  'crash.ts',
  'export default function h(t: number[]): number {\n  throw new Error("boom")\n}\n',
)
const LOOP = file('loop.ts', 'export default function h(t: number[]): number {\n  while (true) {}\n}\n')
const RUBY = file('h.rb', 'def h(tiles, goal, width)\n  0\nend\n') // a language the checks do not read
const MISSING = join(dir, 'missing.ts')
const ODD = file('a, "b".ts', MANHATTAN_STARTER)

describe('a roster graded to CSV', () => {
  it('one row per file, naming it, with the right verdicts and points; the worst exit', () => {
    const roster = [MANHATTAN, DOUBLE, CRASH, LOOP, RUBY, MISSING, ODD].join('\n')
    const r = cli(['search', 'check', 'heuristic', '-', '--csv', '--time-limit', '2'], `${roster}\n`)
    expect(r.code).toBe(2)
    const rows = parseCsv(r.out)
    expect(rows[0].join(',')).toBe(CSV_HEADER)
    const byFile = new Map(rows.slice(1).map((row) => [row[0], row]))
    expect(rows.length).toBe(8)
    const cols = (path: string) => {
      const [file, exercise, language, checked, wrong, first, verdict, points, max] = byFile.get(path)!
      return { file, exercise, language, checked, wrong, first, verdict, points, max }
    }
    expect(cols(MANHATTAN)).toMatchObject({
      language: 'TypeScript',
      checked: '181440',
      wrong: '0',
      first: '',
      verdict: 'right',
      points: '3',
      max: '4',
    })
    expect(cols(DOUBLE)).toMatchObject({ language: 'JavaScript', verdict: 'wrong', points: '0', max: '4' })
    expect(cols(DOUBLE).first).toMatch(/^first overestimate: /)
    expect(cols(CRASH)).toMatchObject({ verdict: 'error', points: '0', checked: '' })
    expect(cols(CRASH).first).toMatch(/crash\.ts:2: Error: boom/)
    expect(cols(LOOP)).toMatchObject({ verdict: 'timeout', points: '0' })
    expect(cols(LOOP).first).toMatch(/stopped after 2 s/)
    expect(cols(RUBY)).toMatchObject({ verdict: 'language', language: '', points: '0', max: '4' })
    expect(cols(MISSING)).toMatchObject({ verdict: 'missing', points: '0', max: '4' })
    expect(cols(ODD)).toMatchObject({ verdict: 'right', points: '3' })
    expect(r.out).toContain(`"${ODD.replace(/"/g, '""')}"`)
    // Each failing file's line on stderr names it.
    for (const path of [DOUBLE, CRASH, LOOP, RUBY, MISSING]) expect(r.err).toContain(path)
  }, 240_000)

  it('quotes and escapes a field with a comma, a quote or a control character', () => {
    expect(csvField('plain.ts')).toBe('plain.ts')
    expect(csvField('a,b.ts')).toBe('"a,b.ts"')
    expect(csvField('say "hi".ts')).toBe('"say ""hi"".ts"')
    expect(csvField('\u001b[2Jx.ts')).toBe('"\\x1b[2Jx.ts"')
    expect(csvField('a\nb\r.ts')).toBe('"a\\nb\\r.ts"')
    expect(csvField('\u202eevil.ts')).toBe('"\\u202eevil.ts"')
    expect(csvField(null)).toBe('')
    expect(csvField(3)).toBe('3')
  })

  it('a file named with a control character reaches the terminal escaped', () => {
    const evil = file('e\u001b[31mvil.ts', MANHATTAN_STARTER)
    const r = cli(['search', 'check', 'heuristic', evil, '--csv'])
    expect(r.code, r.err).toBe(0)
    expect(r.out).not.toContain('\u001b')
    expect(r.out).toContain('e\\x1b[31mvil.ts')
  }, 60_000)

  it('--csv and --json together are refused; --gradescope with "-" too', () => {
    expect(cli(['search', 'check', 'heuristic', MANHATTAN, '--csv', '--json']).code).toBe(2)
    const r = cli(
      ['search', 'check', 'heuristic', '-', '--gradescope', join(dir, 'r.json')],
      `${MANHATTAN}\n`,
    )
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/--gradescope applies to one file/)
  }, 60_000)
})

describe("a heuristic's points", () => {
  it('thresholds between the lab heuristics: h = 0 none, misplaced 1, Manhattan 2, linear conflict 3', () => {
    const goal = defaultGoal(3, 3)
    const pos = positions(goal)
    const n = goal.tiles.length
    const earned = (name: 'zero' | 'misplaced' | 'manhattan' | 'linear-conflict'): number => {
      const h = slidingHeuristic(goal, name)
      return expansionPoints(
        expansionsWith(
          pos,
          valuesOf(pos, (t) => h(Uint8Array.from(t))),
        ),
      )
    }
    expect(n).toBe(9)
    expect([earned('zero'), earned('misplaced'), earned('manhattan'), earned('linear-conflict')]).toEqual([
      0, 1, 2, 3,
    ])
    expect(EXPANSION_THRESHOLDS.length).toBe(3)
    expect(heuristicGrader.parts({}).map((p) => p.max)).toEqual([1, 3])
    // Another shape: no expansion part (its thresholds are for 3×3).
    expect(heuristicGrader.parts({ goal: '1 2 3/4 5 0' }).map((p) => p.max)).toEqual([1])
  }, 120_000)

  it('an inadmissible heuristic earns nothing, not even for its expansions', () => {
    const r = cli(['search', 'check', 'heuristic', DOUBLE, '--json'])
    expect(JSON.parse(r.out)).toMatchObject({ verdict: 'wrong', points: 0, maxPoints: 4, expanded: null })
  }, 60_000)
})

/** A reader's search: uniform-cost (g) or A* (g + h) or breadth-first (fifo), optionally with the goal tested when generated. */
function readerSearch(open: 'fifo' | 'g', goalOnGeneration = false): string {
  return `export default function search(problem: any): unknown[] | null {
  const open = [{ state: problem.start, g: 0, moves: [] as unknown[] }]
  const best = new Map([[problem.key(problem.start), 0]])
  const expanded = new Set()
  while (open.length > 0) {
    let i = 0
    for (let k = 1; k < open.length; k++) if (${open === 'g' ? 'open[k].g < open[i].g' : 'false'}) i = k
    const node = open.splice(i, 1)[0]
    const key = problem.key(node.state)
    if (expanded.has(key)) continue
    ${goalOnGeneration ? '' : 'if (problem.isGoal(node.state)) return node.moves'}
    expanded.add(key)
    for (const s of problem.successors(node.state)) {
      const k2 = problem.key(s.state), g = node.g + s.cost
      if (best.has(k2)${open === 'g' ? ' && best.get(k2)! <= g' : ''}) continue
      best.set(k2, g)
      ${goalOnGeneration ? 'if (problem.isGoal(s.state)) return [...node.moves, s.move]' : ''}
      open.push({ state: s.state, g, moves: [...node.moves, s.move] })
    }
  }
  return null
}
`
}

describe('search check search ("Your search")', () => {
  const ucs = file('ucs.ts', readerSearch('g'))
  const early = file('early.ts', readerSearch('g', true))
  const bfs = file('bfs.ts', readerSearch('fifo'))

  it('uniform-cost by default: a right search gets every point; --expect names another', () => {
    const r = cli(['search', 'check', 'search', '-', '--json'], `${ucs}\n${bfs}\n${early}\n`)
    const [right, asBfs, flawed] = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(right).toMatchObject({ verdict: 'right', points: 4, maxPoints: 4, expect: 'ucs' })
    expect(right.graph.expanded.join('')).toBe('SCBAFE')
    expect(right.puzzles).toMatchObject({ checked: 50, optimal: 50 })
    expect(asBfs).toMatchObject({ verdict: 'wrong', points: 2 }) // its order is BFS's; every puzzle still shortest
    expect(asBfs.graph.hint).toMatch(/order of breadth-first search/)
    expect(flawed).toMatchObject({ verdict: 'wrong' })
    expect(flawed.graph.flaw).toBe('goal-on-generation')
    expect(flawed.graph.hint).toMatch(/stops as soon as it generates the goal/)
    const b = JSON.parse(cli(['search', 'check', 'search', bfs, '--expect', 'bfs', '--json']).out)
    expect(b).toMatchObject({ verdict: 'right', points: 4, expect: 'bfs' })
  }, 180_000)

  it('--seed draws other puzzles; options of the other exercise are refused', () => {
    const a = JSON.parse(cli(['search', 'check', 'search', ucs, '--json']).out)
    const b = JSON.parse(cli(['search', 'check', 'search', ucs, '--seed', '7', '--json']).out)
    expect(b.verdict).toBe('right')
    expect(b.puzzles.astarExpanded).not.toBe(a.puzzles.astarExpanded)
    expect(cli(['search', 'check', 'search', ucs, '--seed', 'x']).err).toMatch(/--seed takes a whole number/)
    expect(cli(['search', 'check', 'search', ucs, '--goal', '1 2 3/4 5 6/7 8 0']).err).toMatch(
      /--goal does not apply to the exercise search/,
    )
  }, 120_000)
})

/** Gradescope's documented output format (docs/gradescope/results.schema.json, written from the spec). */
const validate = new Ajv({ allErrors: true }).compile(
  JSON.parse(readFileSync(join(ROOT, 'docs/gradescope/results.schema.json'), 'utf8')),
)
const results = (path: string): Record<string, any> => {
  const json = JSON.parse(readFileSync(path, 'utf8'))
  expect(validate(json), JSON.stringify(validate.errors)).toBe(true)
  return json
}

describe('Gradescope', () => {
  it('--gradescope writes a results.json that validates, the score the sum of its tests', () => {
    for (const [path, score] of [
      [MANHATTAN, 3],
      [DOUBLE, 0],
      [MISSING, 0],
    ] as const) {
      const out = join(dir, 'results.json')
      cli(['search', 'check', 'heuristic', path, '--gradescope', out])
      const json = results(out)
      expect(json.score).toBe(score)
      expect(json.tests.map((t: { max_score: number }) => t.max_score)).toEqual([1, 3])
      expect(json.tests.reduce((s: number, t: { score: number }) => s + t.score, 0)).toBe(score)
    }
  }, 120_000)

  it("the docs' run_autograder grades a submission in a fake /autograder, and a missing one", () => {
    const bin = join(dir, 'bin')
    mkdirSync(bin, { recursive: true })
    symlinkSync(join(ROOT, 'bin/puzzle-notebook.mjs'), join(bin, 'puzzle-notebook'))
    const run = (submission: Record<string, string>) => {
      const root = scratch('autograder-').dir
      mkdirSync(join(root, 'submission'))
      for (const [name, text] of Object.entries(submission))
        writeFileSync(join(root, 'submission', name), text)
      const r = spawnSync('bash', [join(ROOT, 'docs/gradescope/run_autograder')], {
        encoding: 'utf8',
        ...NO_HANG,
        env: {
          AUTOGRADER_ROOT: root,
          PATH: `${bin}:${dirname(process.execPath)}:/usr/bin:/bin`,
        },
      })
      return { code: r.status, err: r.stderr, json: results(join(root, 'results/results.json')) }
    }
    const right = run({ 'heuristic.ts': MANHATTAN_STARTER })
    expect(right.code, right.err).toBe(0)
    expect(right.json.score).toBe(3)
    const none = run({})
    expect(none.code, none.err).toBe(0)
    expect(none.json.score).toBe(0)
    expect(none.json.output).toMatch(/missing/)
  }, 120_000)
})

describe('puzzle-notebook check', () => {
  it('lists every exercise of every notebook, with the command that grades it', () => {
    const r = cli(['check', '--json'])
    expect(r.code, r.err).toBe(0)
    const list = JSON.parse(r.out) as { puzzle: string; exercise: string; points: number }[]
    expect(list.slice(0, 2).map((e) => `${e.puzzle} ${e.exercise}`)).toEqual([
      'search heuristic',
      'search search',
    ])
    expect(list.map((e) => `${e.puzzle} ${e.exercise}`)).toContain('sliding is-solvable')
    expect(list.map((e) => `${e.puzzle} ${e.exercise}`)).toContain('tictactoe alphabeta')
    expect(cli(['check']).out).toMatch(/ {2}search check heuristic +Your heuristic h: .*4 points/)
  }, 60_000)
})
