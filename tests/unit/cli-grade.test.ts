// `sliding check-heuristic`: the JSON and exit codes of the issue, through the real CLI (a child
// process, so the sandbox's child process and its limits are the real ones), and its refusals:
// no modules, no process, no files, no network, no code from strings.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs'
import { MANHATTAN_STARTER } from '../../components/search/starters.ts'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { heuristicCensus } from '../../src/solvers/search/census.ts'
import { defaultGoal } from '../../src/solvers/sliding/model.ts'
import { NO_HANG } from './helpers.ts'

const MAIN = new URL('../../src/cli/main.ts', import.meta.url).pathname
const dir = mkdtempSync(join(tmpdir(), 'grade-'))
function file(name: string, code: string): string {
  const path = join(dir, name)
  writeFileSync(path, code)
  return path
}
function cli(args: string[], input?: string): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, [MAIN, 'sliding', 'check-heuristic', ...args], {
    input,
    encoding: 'utf8',
    ...NO_HANG,
  })
  return { code: r.status, out: r.stdout, err: r.stderr }
}

const MANHATTAN = MANHATTAN_STARTER

describe('sliding check-heuristic', () => {
  it('Manhattan distance: exit 0, the census counts', () => {
    const census = heuristicCensus(defaultGoal(3, 3), ['manhattan']).heuristics[0]
    const r = cli([file('manhattan.ts', MANHATTAN), '--json'])
    expect(r.code, r.err).toBe(0)
    expect(JSON.parse(r.out)).toEqual({
      positions: 181_440,
      overestimates: 0,
      inconsistentMoves: 0,
      exact: census.exact,
      overestimateExample: null,
      inconsistentExample: null,
      // The grade: A*'s expansions with h on the fixed positions earn 2 of the 3 expansion points.
      expanded: expect.any(Number),
      file: join(dir, 'manhattan.ts'),
      exercise: 'heuristic',
      language: 'TypeScript',
      verdict: 'right',
      points: 3,
      maxPoints: 4,
    })
  }, 30_000)

  it('twice Manhattan: exit 1 with an overestimate and an inconsistent move, each a real board', () => {
    const census = heuristicCensus(defaultGoal(3, 3), ['double-manhattan']).heuristics[0]
    const r = cli([
      file('double.js', MANHATTAN.replace('return sum', 'return 2 * sum').replace(/: number(\[\])?/g, '')),
      '--json',
    ])
    expect(r.code, r.err).toBe(1)
    const j = JSON.parse(r.out)
    expect([j.overestimates, j.inconsistentMoves, j.exact]).toEqual([
      census.admissibleViolations,
      census.consistencyViolations,
      census.exact,
    ])
    expect(j.overestimateExample.h).toBeGreaterThan(j.overestimateExample.d)
    expect(j.inconsistentExample.from.h).toBeGreaterThan(1 + j.inconsistentExample.to.h)
  }, 30_000)

  it('another goal', () => {
    const r = cli([file('m2.ts', MANHATTAN), '--goal', '0 1 2/3 4 5/6 7 8', '--json'])
    expect(r.code, r.err).toBe(0)
    expect(JSON.parse(r.out).positions).toBe(181_440)
  }, 30_000)

  it('exit 2 for code that does not load, throws, or returns a bad value; the message says where', () => {
    const cases: [string, RegExp][] = [
      [
        'export default function h(t) {\n  let x = ;\n}\n',
        /syntax\.ts:2:\d+: syntax error: Unexpected token/,
      ],
      [
        'export default function h(t) {\n  if (t[0] === 5) throw new Error("five")\n  return 0\n}\n',
        /syntax\.ts:2: Error: five/,
      ],
      [
        'export default function h(t) {\n  return t[0] === 1 ? NaN : 0\n}\n',
        /h returned NaN for 1 \d \d\/\d \d \d\/\d \d \d/,
      ],
      ['export default function h() { return "3" }\n', /h returned "3" for /],
      ['export const x = 1\n', /no default export/],
    ]
    for (const [code, message] of cases) {
      const r = cli([file('syntax.ts', code)])
      expect(r.code, code).toBe(2)
      expect(r.err, code).toMatch(message)
    }
    expect(cli([join(dir, 'missing.ts')]).err).toMatch(/missing\.ts: no such file/)
  }, 60_000)

  it('exit 3 past the time limit', () => {
    const r = cli([
      file('loop.ts', 'export default function h() {\n  while (true) {}\n}\n'),
      '--time-limit',
      '1',
      '--json',
    ])
    expect(r.code).toBe(3)
    expect(JSON.parse(r.out).gaveUp).toMatch(/stopped after 1 s/)
    expect(
      cli([file('loop2.ts', 'export default function h() { return 0 }'), '--time-limit', 'soon']).err,
    ).toMatch(/--time-limit takes seconds/)
  }, 30_000)

  it('the code cannot read or write files, reach the network, or find process', () => {
    const target = join(dir, 'written.txt')
    const attempts = [
      `import { writeFileSync } from 'node:fs'\nexport default function h() { writeFileSync(${JSON.stringify(target)}, 'x'); return 0 }`,
      `export default function h() { require('fs').writeFileSync(${JSON.stringify(target)}, 'x'); return 0 }`,
      `export default function h() { return process.pid }`,
      `export default function h() { return globalThis.process.pid }`,
      `export default function h() { return ({}).constructor.constructor('return process')().pid }`,
      `export default function h() { fetch('http://example.com'); return 0 }`,
      `export default function h() { return typeof Buffer === 'undefined' ? setTimeout(() => 0) : 0 }`,
    ]
    for (const code of attempts) {
      const r = cli([file('evil.ts', code)])
      expect(r.code, code).toBe(2)
      expect(r.err, code).toMatch(
        /refused|is not available|Code generation from strings disallowed|Cannot read properties of undefined|import/,
      )
    }
    // A dynamic import is a promise that rejects: h still answers, and nothing was written.
    const r = cli([
      file(
        'later.ts',
        `import('node:fs').then((fs) => fs.writeFileSync(${JSON.stringify(target)}, 'x'))\nexport default function h() { return 0 }`,
      ),
    ])
    expect(r.code, r.err).toBe(0) // h = 0: admissible and consistent
    expect(existsSync(target)).toBe(false)
  }, 60_000)

  it('"-" grades a class: file names one a line, one answer each', () => {
    const a = file('a.ts', MANHATTAN)
    const b = file('b.ts', MANHATTAN.replace('return sum', 'return sum + 1'))
    const r = cli(['-', '--json'], `${a}\n${b}\n`)
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(lines.map((l) => l.overestimates > 0)).toEqual([false, true])
    expect(r.code).toBe(1)
  }, 60_000)
})

describe('sliding search --heuristic-file', () => {
  const search = (args: string[]): { code: number | null; out: string; err: string } => {
    const r = spawnSync(
      process.execPath,
      [MAIN, 'sliding', 'search', '7 2 4/5 0 6/8 3 1', ...args, '--json'],
      { encoding: 'utf8', ...NO_HANG },
    )
    return { code: r.status, out: r.stdout, err: r.stderr }
  }
  it('a file with Manhattan distance searches exactly as --heuristic manhattan', () => {
    const path = file('m.ts', MANHATTAN)
    for (const algorithm of ['astar', 'idastar', 'greedy']) {
      const mine = JSON.parse(search(['--algorithm', algorithm, '--heuristic-file', path]).out)
      const built = JSON.parse(search(['--algorithm', algorithm, '--heuristic', 'manhattan']).out)
      expect(mine.heuristic).toBe(path)
      expect({ ...mine, heuristic: 'manhattan' }, algorithm).toEqual(built)
    }
  }, 60_000)
  it('refuses what it cannot do', () => {
    const path = file('m.ts', MANHATTAN)
    expect(search(['--algorithm', 'bfs', '--heuristic-file', path]).err).toMatch(
      /applies to astar, idastar, greedy, not bfs/,
    )
    expect(search(['--heuristic', 'pdb', '--heuristic-file', path]).code).toBe(2)
    const tile = search(['--cost', 'tile', '--heuristic-file', path])
    expect(tile.code).toBe(2)
    expect(tile.err).toMatch(/--heuristic-file searches with unit costs/)
  }, 30_000)
})
