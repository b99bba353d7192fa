// Batches over every core (issue 33): `--jobs N` answers a "-" batch on N threads with the same
// bytes on stdout and stderr, and the same status, as one thread, in input order, streaming.
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, constants, openSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadExercise } from '../../src/solvers/code-exercises.ts'
import { runCli as cli, scratch } from './helpers.ts'

const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url))

/** The command at --jobs 1 and --jobs 2 on the same input: both runs, whole. */
function both(args: string[], input: string): ReturnType<typeof cli>[] {
  return [1, 2].map((jobs) => cli([...args, '--jobs', String(jobs)], input))
}

function expectSameBytes(args: string[], input: string): ReturnType<typeof cli> {
  const [one, two] = both(args, input)
  expect(two.out).toBe(one.out)
  expect(two.err).toBe(one.err)
  expect(two.code).toBe(one.code)
  return one
}

describe('--jobs: the same bytes as one thread', () => {
  const slidingLines = [
    '1 2 3/4 5 6/7 0 8',
    '',
    'bad',
    '8 6 7/2 5 4/3 0 1',
    '1 2 3/4 5 6/8 7 0',
    '6 4 7/8 5 0/3 2 1',
    `1 2 3/4 5 6/7 8 ${'9'.repeat(50)}`,
    '0 1 2/3 4 5/6 7 8',
  ]
  const input = `${slidingLines.join('\n')}\n`

  it('sliding solve, text and JSON, with answers, empty lines, errors and no solution', () => {
    const text = expectSameBytes(['sliding', 'solve', '-'], input)
    expect(text.code).toBe(2)
    expect(text.out.split('\n')).toHaveLength(slidingLines.length + 1)
    expect(text.out).toMatch(/^error: /m)
    expect(text.out).toMatch(/^no solution: /m)
    expect(text.err).toMatch(/^line 3: /m)
    const json = expectSameBytes(['sliding', 'solve', '-', '--json'], input)
    expect(json.out.trim().split('\n')).toHaveLength(slidingLines.length)
  }, 120_000)

  it('IDA* with pattern databases: the threads share the tables and answer as one thread', () => {
    // Six 4×3 positions (random walks from the goal): each thread needs the goal's tables, which
    // the batch builds once for all of them (src/cli/shared-tables.ts).
    const boards = [
      '1 0 3 4/5 2 8 11/9 6 10 7',
      '6 1 3 4/5 2 7 8/9 0 10 11',
      '1 3 8 4/10 9 0 11/7 6 2 5',
      '9 3 4 8/2 1 5 11/6 0 10 7',
      '4 1 6 8/2 5 0 3/9 10 7 11',
      '6 1 9 3/5 7 8 11/2 0 10 4',
    ]
    const r = expectSameBytes(
      ['sliding', 'solve', '--algorithm', 'idastar', '-', '--json'],
      `${boards.join('\n')}\n`,
    )
    expect(r.code).toBe(0)
    const answers = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { length: number; moves: number[] })
    expect(answers).toHaveLength(boards.length)
    for (const a of answers) expect(a.moves).toHaveLength(a.length)
  }, 120_000)

  it('a search that gives up on its budget (exit 3) keeps its place', () => {
    const r = expectSameBytes(
      ['sliding', 'search', '-', '--algorithm', 'bfs', '--max-nodes', '2000'],
      `1 2 3/4 5 6/7 0 8\n8 6 7/2 5 4/3 0 1\n1 2 3/4 0 6/7 5 8\n`,
    )
    expect(r.code).toBe(3)
    expect(r.out.split('\n')[1]).toMatch(/^gave up: /)
  }, 120_000)

  it('thousands of fast lines (chunks, a full window) and a line too long to read', () => {
    const lines: string[] = []
    for (let k = 0; k < 5000; k++)
      lines.push(k % 997 === 0 ? 'x' : `${(k % 12) + 1} 3 6/6 ${(k % 5) + 1} 6/6 6 9`)
    lines.splice(2500, 0, '1'.repeat((1 << 20) + 10))
    const r = expectSameBytes(['clocks', 'solve', '-'], `${lines.join('\n')}\n`)
    expect(r.out.split('\n')).toHaveLength(lines.length + 1)
    expect(r.out.split('\n')[2500]).toMatch(/^error: The line is longer than/)
  }, 120_000)

  it('empty lines between queued ones: every answer on its own line (a chunk need not be consecutive)', () => {
    // Every third line empty, so the lines waiting for a worker have gaps (an empty line is answered
    // at once by the command's thread): chunks numbered from their first line hung the batch.
    const lines: string[] = []
    for (let k = 0; k < 3000; k++)
      lines.push(k % 3 === 2 ? '' : `${(k % 12) + 1} 3 6/6 ${(k % 5) + 1} 6/6 6 9`)
    const r = expectSameBytes(['clocks', 'solve', '-'], `${lines.join('\n')}\n`)
    expect(r.code).toBe(2) // the empty lines are errors, on their own lines
    expect(r.out.split('\n')).toHaveLength(lines.length + 1)
  }, 120_000)

  it("a class's roster through the sandbox: right, wrong, throwing, missing, empty, unloadable", async () => {
    const peg = await loadExercise('peg', 'moves')
    const { file } = scratch('jobs-')
    const roster = [
      file('model.ts', peg.model),
      file('starter.ts', peg.starter),
      file('throws.ts', 'export default function moves(b) {\n  throw new Error("no " + b)\n}\n'),
      '',
      file('missing.ts', '').replace('missing.ts', 'absent.ts'),
      file('syntax.ts', 'export default function moves( {\n'),
      file('model2.ts', peg.model),
      file('bad-value.ts', 'export default function moves() {\n  return () => 1\n}\n'),
    ]
    const r = expectSameBytes(['peg', 'check', 'moves', '-'], `${roster.join('\n')}\n`)
    expect(r.code).toBe(2)
    const out = r.out.split('\n')
    expect(out[0]).toMatch(/model\.ts: Right on all/)
    expect(out[1]).toMatch(/^no solution: .*starter\.ts: Wrong on/)
    expect(out[3]).toBe('')
    expect(out[4]).toMatch(/^error: .*absent\.ts: no such file/)
    expect(out[6]).toMatch(/model2\.ts: Right on all/)
    expectSameBytes(['peg', 'check', 'moves', '-', '--json'], `${roster.join('\n')}\n`)
  }, 180_000)
})

describe('--jobs: streaming and usage', () => {
  /**
   * The command with --jobs 2, its stdin a FIFO (a blocking pipe, as from a shell, which a read
   * waits on) that `write` feeds and `end` closes; `seen(n)` resolves once n lines are on stdout.
   */
  function started(args: string[]) {
    const fifo = join(scratch('jobs-fifo-').dir, 'stdin')
    spawnSync('mkfifo', [fifo])
    // Opened at both ends first, so that neither open waits for the other; then only the
    // child reads and only this test writes (closing `fd` is the end of input).
    const both = openSync(fifo, constants.O_RDWR)
    const readEnd = openSync(fifo, constants.O_RDONLY)
    const fd = openSync(fifo, constants.O_WRONLY)
    closeSync(both)
    const child = spawn(process.execPath, [MAIN, ...args, '--jobs', '2'], {
      stdio: [readEnd, 'pipe', 'pipe'],
    })
    closeSync(readEnd)
    let open = true
    const write = (text: string): number => writeSync(fd, text)
    const end = (): void => {
      if (open) closeSync(fd)
      open = false
    }
    child.on('exit', end)
    let out = ''
    let waiting: { lines: number; resolve: () => void } | null = null
    const check = (): void => {
      if (waiting && out.split('\n').length > waiting.lines) waiting.resolve()
    }
    child.stdout?.on('data', (d) => {
      out += d
      check()
    })
    const seen = (lines: number): Promise<void> =>
      new Promise((resolve) => {
        waiting = { lines, resolve }
        check()
      })
    return { child, seen, out: () => out, write, end }
  }
  const ended = (child: ReturnType<typeof spawn>): Promise<number | null> =>
    new Promise((resolve) => child.on('exit', resolve))

  it('prints an answer while stdin is still open (it and every line before it are done)', async () => {
    const { child, seen, out, write, end } = started(['sliding', 'solve', '-'])
    write('1 2 3/4 5 6/7 0 8\n')
    await seen(1)
    expect(out()).toBe('8\n')
    write('1 2 3/4 5 6/0 7 8\n')
    await seen(2)
    expect(out()).toBe('8\n7 8\n')
    end()
    expect(await ended(child)).toBe(0)
  }, 60_000)

  it('Ctrl-C while stdin is open and quiet ends it with 130 at once (no thread waits in a read)', async () => {
    const { child, seen, write } = started(['sliding', 'solve', '-'])
    write('1 2 3/4 5 6/7 0 8\n')
    await seen(1) // the batch runs, and now waits for a line that does not come
    const sent = performance.now()
    child.kill('SIGINT')
    expect(await ended(child)).toBe(130)
    expect(performance.now() - sent).toBeLessThan(1000)
  }, 60_000)

  it('ends with 141 when stdout closes while stdin is still open and quiet', async () => {
    const { child, write } = started(['clocks', 'solve', '-'])
    child.stdout?.destroy() // the reader is gone before the first answer
    write('9 9 12/6 6 6/6 3 6\n') // and stdin stays open, with nothing more to come
    expect(await ended(child)).toBe(141)
  }, 60_000)

  it('refuses a bad --jobs, and --jobs without a batch', () => {
    for (const bad of ['0', '2.5', '257']) {
      const r = cli(['clocks', 'solve', '-', `--jobs=${bad}`], '9 9 12/6 6 6/6 3 6\n')
      expect(r.code, bad).toBe(2)
      expect(r.err).toMatch(/--jobs takes a whole number from 1 to 256/)
    }
    const single = cli(['clocks', 'solve', '9 9 12/6 6 6/6 3 6', '--jobs', '2'])
    expect(single.code).toBe(2)
    expect(single.err).toMatch(/--jobs is for a batch/)
    expect(cli(['clocks', 'solve', '-', '--jobs'], '').err).toMatch(/--jobs needs a value/)
    const empty = cli(['clocks', 'solve', '-', '--jobs', '2'], '')
    expect(empty.code).toBe(2)
    expect(empty.err).toMatch(/stdin was empty/)
  }, 60_000)
})
