// Fuzzing every CLI verb in process: whatever the input, a verb answers with one of the statuses
// the README promises (0 solved, 1 no solution, 2 bad input, 3 gave up), exactly one output line
// per batch line, a short message, and valid JSON under --json. It never throws (a crash).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { answerBatch, answerOne, UsageError } from '../../src/cli/io.ts'
import { main, PUZZLES } from '../../src/cli/command.ts'

/**
 * Small budgets, so a random input that happens to be valid cannot start a long search: nodes and
 * memory, and a short clock for the verbs that answer by a time limit (connect4 play, 5 s by default).
 */
const BUDGET = { 'max-nodes': '20000', 'max-memory': '16', 'time-limit': '0.05' }

/** Text near the notations: digits, slashes, spaces, dashes, letters, and some noise. */
const notationish = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '0',
        '1',
        '2',
        '3',
        '6',
        '9',
        '12',
        '15',
        ' ',
        ' ',
        '/',
        '/',
        '-',
        ',',
        'x',
        'front',
        'UR',
        '+',
        '11',
        '.',
        '\t',
        'é',
        '{',
      ),
      fc.string({ maxLength: 3 }),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''))

const lines = (out: string[]): number => out.length

for (const puzzle of PUZZLES) {
  for (const verb of puzzle.verbs) {
    // A verb that reads no position (sliding experiment) refuses any input; with none it runs its whole default table.
    const inputs = verb.noInput ? notationish.filter((s) => s.trim() !== '') : notationish
    describe(`${puzzle.name} ${verb.name}`, () => {
      it('answers any single input with a promised status and a short message', () => {
        fc.assert(
          fc.property(inputs, fc.boolean(), (input, json) => {
            const sink = { out: [] as string[], err: [] as string[] }
            const code = answerOne(verb, input, { json, values: BUDGET }, sink)
            expect([0, 1, 2, 3]).toContain(code)
            for (const line of sink.err) expect(line.length).toBeLessThanOrEqual(320)
            if (json) for (const line of sink.out) JSON.parse(line)
          }),
          { numRuns: 150, seed: 20261122 },
        )
      })

      it('answers a batch with exactly one line per input line', () => {
        fc.assert(
          fc.property(fc.array(inputs, { minLength: 1, maxLength: 6 }), fc.boolean(), (inputs, json) => {
            const sink = { out: [] as string[], err: [] as string[] }
            const text = inputs.map((s) => s.replace(/[\r\n]/g, ' ')).join('\n') + '\n'
            const code = answerBatch(verb, text, { json, values: BUDGET }, sink)
            expect([0, 1, 2, 3]).toContain(code)
            expect(lines(sink.out)).toBe(inputs.length)
            for (const line of sink.out) {
              expect(line).not.toContain('\n')
              if (json) JSON.parse(line)
            }
          }),
          { numRuns: 40, seed: 20261123 },
        )
      })
    })
  }
}

describe('argv', () => {
  it('any argv is answered or refused as usage, never a crash', async () => {
    const word = fc.oneof(
      fc.constantFrom(
        ...PUZZLES.map((p) => p.name),
        'solve',
        'count',
        'shortest',
        'distances',
        '--json',
        '--help',
        '-h',
        '--',
        '-',
        '--goal',
        '--max-nodes',
        '--max-memory',
        '--nope',
        '0',
        'x',
      ),
      fc.string({ maxLength: 6 }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(word, { maxLength: 5 }), async (argv) => {
        if (argv.includes('-')) return // stdin input is fuzzed through answerBatch above
        const sink = { out: [] as string[], err: [] as string[] }
        try {
          const code = await main(
            [...argv, '--max-nodes', '20000', '--max-memory', '16'],
            sink,
            async function* () {},
            async () => {},
          )
          expect([0, 1, 2, 3]).toContain(code)
        } catch (error) {
          expect((error as Error).name).toMatch(/^(UsageError|NotationError|InputError)$/)
          if (error instanceof UsageError) expect(error.message.length).toBeLessThan(400)
        }
      }),
      { numRuns: 200, seed: 20261124 },
    )
  })
})
