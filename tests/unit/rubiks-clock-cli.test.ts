// `rubiks-clock solve --metric`: the move metric by default, the hour metric on request, both named
// in --help, and a bad metric refused as input (exit 2) naming the two it accepts.
import { describe, expect, it } from 'vitest'
import { answerOne, cliOutput } from '../../src/cli/io.ts'
import { puzzle } from '../../src/cli/puzzles/rubiks-clock.ts'

const POSITION = '12 12 12/12 3 12/12 12 12|12 12 12/12 12 12/12 12 12'
const solve = puzzle.verbs.find((v) => v.name === 'solve')!

describe('rubiks-clock solve --metric', () => {
  it('counts moves by default and hours with --metric hour', () => {
    const byMoves = JSON.parse(cliOutput(puzzle, 'solve', POSITION, { json: true }))
    expect(byMoves).toMatchObject({ metric: 'move', cost: 3, length: 3 })
    const byHours = JSON.parse(
      cliOutput(puzzle, 'solve', POSITION, { json: true, values: { metric: 'hour' } }),
    )
    expect(byHours.metric).toBe('hour')
    const hours = byHours.moves.reduce(
      (sum: number, m: { turn: number }) => sum + Math.min(m.turn, 12 - m.turn),
      0,
    )
    expect(byHours.cost).toBe(hours)
  })

  it('names both metrics and the default in --help', () => {
    expect(solve.help).toMatch(/--metric move\|hour/)
    expect(solve.help).toMatch(
      /move {2}every move counts 1, whatever it turns \(1 to 11 hours\)\. The default\./,
    )
    expect(solve.help).toMatch(/hour {2}a move turning t hours counts min\(t, 12 - t\)/)
  })

  it('refuses another metric as bad input', () => {
    const sink = { out: [] as string[], err: [] as string[] }
    const code = answerOne(solve, POSITION, { json: false, values: { metric: 'quarter' } }, sink)
    expect(code).toBe(2)
    expect(sink.out.concat(sink.err).join('\n')).toMatch(/--metric is "quarter": it is move or hour\./)
  })
})
