// `puzzle-notebook <puzzle> check <exercise> <file|->`: the JSON and exit codes through
// the real CLI (a child process, so the sandbox's worker thread and its limits are the real ones).
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadExercise } from '../../src/solvers/code-exercises.ts'
import { PUZZLES } from '../../src/cli/command.ts'
import { runCli as cli, scratch } from './helpers.ts'

const { dir, file } = scratch('check-')

const peg = await loadExercise('peg', 'moves')

describe('check', () => {
  it('is registered once for every puzzle with exercises, and only for those', () => {
    const withCheck = PUZZLES.filter((p) => p.verbs.some((v) => v.name === 'check'))
      .map((p) => p.name)
      .sort()
    expect(withCheck).toEqual([
      'clocks',
      'mapcolour',
      'peg',
      'queens',
      'rubiks-clock',
      'sliding',
      'tictactoe',
      'tileswap',
    ])
    for (const p of PUZZLES.filter((p) => withCheck.includes(p.name)))
      expect(p.help).toMatch(/\n {2}check +check a file's code/)
  })

  it('with no exercise lists them with their scope', () => {
    const r = cli(['sliding', 'check'])
    expect(r.code).toBe(0)
    expect(r.out).toMatch(
      /is-solvable +Which positions can reach the goal\?: checked on all 403,200 arrangements/,
    )
    expect(JSON.parse(cli(['peg', 'check', '--json']).out)).toEqual([
      { exercise: 'moves', title: peg.title, scope: peg.scope },
    ])
  }, 30_000)

  it('the model answer: exit 0, right on all', () => {
    const r = cli(['peg', 'check', 'moves', file('model.ts', peg.model), '--json'])
    expect(r.code, r.err).toBe(0)
    expect(JSON.parse(r.out)).toEqual({ exercise: 'moves', checked: 13_935, wrong: 0, first: null })
    const text = cli(['peg', 'check', 'moves', join(dir, 'model.ts')])
    expect(text.out).toMatch(/model\.ts: Right on all 13,935 boards\.\n$/)
  }, 60_000)

  it('the starter: exit 1, how many wrong and the first named', () => {
    const r = cli(['peg', 'check', 'moves', file('starter.ts', peg.starter), '--json'])
    expect(r.code).toBe(1)
    const j = JSON.parse(r.out)
    expect(j).toMatchObject({ exercise: 'moves', checked: 13_935 })
    expect(j.wrong).toBeGreaterThan(0)
    expect(j.first).toBe('for 1/10/000/0000/00000 you missed the jump 1 → 4 (over hole 2).')
    expect(cli(['peg', 'check', 'moves', join(dir, 'starter.ts')]).err).toMatch(
      /starter\.ts: Wrong on [\d,]+ of 13,935 boards; the first: for 1\/10\/000/,
    )
  }, 60_000)

  it('exit 2 when the code does not load, throws, or returns something that is not data; the message says where', () => {
    const cases: [string, RegExp][] = [
      ['export default function moves(p) {\n  let x = ;\n}\n', /bad\.ts:2:\d+: syntax error/],
      [
        'export default function moves(p) {\n  if (p[0] === 0) throw new Error("empty apex")\n  return []\n}\n',
        /bad\.ts:2: Error: empty apex \(for input \d+, \[\[0, /,
      ],
      ['export default function moves() { return () => [] }\n', /returned a function for input 1/],
      ['export const moves = 1\n', /no default export/],
    ]
    for (const [code, message] of cases) {
      const r = cli(['peg', 'check', 'moves', file('bad.ts', code), '--json'])
      expect(r.code, code).toBe(2)
      expect(r.err, code).toMatch(message)
      expect(JSON.parse(r.out).error).toMatch(message)
    }
    expect(cli(['peg', 'check', 'nope', join(dir, 'bad.ts')]).err).toMatch(
      /peg has no exercise "nope"; it has moves\./,
    )
    expect(cli(['peg', 'check', 'moves', join(dir, 'missing.ts')]).err).toMatch(/missing\.ts: no such file/)
    expect(cli(['peg', 'check', 'moves']).err).toMatch(/Missing input for peg check moves/)
    expect(cli(['sudoku', 'check']).code).toBe(2) // no exercises: no verb
  }, 60_000)

  it('exit 3 past the time limit', () => {
    const r = cli([
      'peg',
      'check',
      'moves',
      file('loop.ts', 'export default function moves() {\n  while (true) {}\n}\n'),
      '--time-limit',
      '1',
      '--json',
    ])
    expect(r.code).toBe(3)
    expect(JSON.parse(r.out).gaveUp).toMatch(/stopped after 1 s/)
  }, 30_000)

  it('"-" grades a class: file names one a line, one answer each, the worst exit', () => {
    const r = cli(
      ['peg', 'check', 'moves', '-', '--json'],
      `${join(dir, 'model.ts')}\n${join(dir, 'starter.ts')}\n\n${join(dir, 'missing.ts')}\n`,
    )
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(lines.map((l) => l?.wrong ?? l?.error ?? l)).toEqual([
      0,
      expect.any(Number),
      null,
      expect.stringMatching(/no such file/),
    ])
    expect(r.code).toBe(2)
  }, 60_000)
})
