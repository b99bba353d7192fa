// `puzzle-notebook connect4 solve` and `tictactoe solve|count`: answers agree with the solvers,
// batches answer one line per position, and every kind of bad input exits 2 naming where.
import { describe, expect, it } from 'vitest'
import { answerBatch, answerOne, cliOutput } from '../../src/cli/io.ts'
import { puzzle as c4 } from '../../src/cli/puzzles/connect4.ts'
import { puzzle as ttt } from '../../src/cli/puzzles/tictactoe.ts'
import { Solver, parsePosition } from '../../src/solvers/connect4/index.ts'
import { census } from '../../src/solvers/tictactoe/index.ts'

const solve = c4.verbs.find((v) => v.name === 'solve')!

function run(
  input: string,
  values: Record<string, string> = {},
  json = true,
): { code: number; out: string[]; err: string[] } {
  const sink = { out: [] as string[], err: [] as string[] }
  const code = answerOne(solve, input, { json, values }, sink)
  return { code, ...sink }
}

describe('connect4 solve', () => {
  it('answers {"score","best","nodes"} as the solver finds them, on any size', () => {
    const r = JSON.parse(cliOutput(c4, 'solve', '742566244422442121', { json: true }))
    const a = new Solver(7, 6, { tableBits: 18 }).analyse(parsePosition('742566244422442121'))
    expect(r.score).toBe(a.score)
    expect(r.best).toEqual(a.best)
    expect(r.columns).toEqual(a.columns)
    expect(r.nodes).toBeGreaterThan(0)
    expect(
      JSON.parse(cliOutput(c4, 'solve', '.', { json: true, values: { width: '5', height: '4' } })).best,
    ).toEqual([2, 3, 4])
    expect(JSON.parse(cliOutput(c4, 'solve', '5x4:', { json: true }))).toMatchObject({
      score: 0,
      best: [2, 3, 4],
    })
  })

  it('answers a batch one line per position, errors in their place', () => {
    const sink = { out: [] as string[], err: [] as string[] }
    const code = answerBatch(solve, '121212\n\n448\n5x4:\n', { json: true }, sink)
    expect(code).toBe(2)
    expect(sink.out).toHaveLength(4)
    expect(JSON.parse(sink.out[0])).toMatchObject({ score: 18, best: [1] })
    expect(sink.out[1]).toBe('null')
    expect(JSON.parse(sink.out[2])).toEqual({
      error: 'Move 3 (character 3): column 8 is out of range; the board has columns 1..7.',
      line: 3,
    })
    expect(JSON.parse(sink.out[3])).toMatchObject({ score: 0 })
  })

  it('exits 2 naming where: out of range, full column, after the end, bad sizes', () => {
    const cases: [string, Record<string, string>, RegExp][] = [
      ['449', {}, /Move 3 \(character 3\): column 9 is out of range/],
      ['4444444', {}, /Move 7: column 4 is full \(6 stones\)/],
      ['12121213', {}, /Move 8 \(column 3\) comes after the game ended: move 7 made four/],
      [
        '45',
        { width: '4', height: '4' },
        /Move 2 \(character 2\): column 5 is out of range; the board has columns 1\.\.4/,
      ],
      ['.', { width: '8' }, /width must be a whole number from 4 to 7, got 8/],
      ['.', { width: 'seven' }, /--width takes a whole number/],
      ['5x4:1', { width: '6', height: '5' }, /says 5x4 but --width\/--height say 6x5/],
    ]
    for (const [input, values, message] of cases) {
      const r = run(input, values)
      expect(r.code, input).toBe(2)
      expect(r.err.join('\n'), input).toMatch(message)
    }
  })

  it('stops at --max-nodes with exit 3', () => {
    const r = run('.', { 'max-nodes': '1000' })
    expect(r.code).toBe(3)
    expect(r.out[0]).toMatch(/gaveUp/)
  })

  it('gives the notation, the score and the exit codes in --help', () => {
    expect(c4.help).toMatch(/columns numbered 1\.\.W from the\s+left/)
    expect(solve.help).toMatch(/Score \(Pascal Pons's definition\)/)
    expect(solve.help).toMatch(/winning with your 4th stone scores 18/)
    expect(solve.help).toMatch(/Exit codes\n {2}0 {2}solved/)
  })
})

describe('tictactoe', () => {
  it('count prints the census the solver computes', () => {
    expect(JSON.parse(cliOutput(ttt, 'count', '.../.../...', { json: true }))).toEqual(census())
  })

  it('solve gives the value and best cells; a bad board exits 2', () => {
    const r = JSON.parse(cliOutput(ttt, 'solve', 'xx./oo./...', { json: true }))
    expect(r).toMatchObject({ value: 1, toMove: 'x', best: [3] })
    const sink = { out: [] as string[], err: [] as string[] }
    expect(answerOne(ttt.verbs[0], 'xxx/.../...', { json: false }, sink)).toBe(2)
    expect(sink.err[0]).toMatch(/3 X and 0 O/)
  })
})
