// The puzzle-notebook command, run as a real process: node src/cli/main.ts …
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { decode, formatDials, isSolution, parseDials } from '../../src/solvers/clocks/index.ts'
import { cliOutput } from '../../src/cli/io.ts'
import { puzzle as clocks } from '../../src/cli/puzzles/clocks.ts'
import { NO_HANG } from './helpers.ts'

const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url))
const BIN = fileURLToPath(new URL('../../bin/puzzle-notebook.mjs', import.meta.url))

function cli(
  args: string[],
  input?: string,
  script = MAIN,
): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [script, ...args], {
    input,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
    ...NO_HANG,
  })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

describe('puzzle-notebook clocks solve', () => {
  it('solves the example', () => {
    expect(cli(['clocks', 'solve', '9 9 12/6 6 6/6 3 6'])).toEqual({
      status: 0,
      stdout: '4 5 8 9\n',
      stderr: '',
    })
  })

  it('answers in JSON, and an empty solution for a solved position', () => {
    expect(JSON.parse(cli(['clocks', 'solve', '9 9 12/6 6 6/6 3 6', '--json']).stdout)).toMatchObject({
      moves: [4, 5, 8, 9],
    })
    expect(JSON.parse(cli(['clocks', 'solve', '--json', '12 12 12/12 12 12/12 12 12']).stdout)).toMatchObject(
      { moves: [] },
    )
    expect(cli(['clocks', 'solve', '12 12 12/12 12 12/12 12 12']).stdout).toBe('\n')
  })

  it('runs through the bin shim too', () => {
    expect(cli(['clocks', 'solve', '9 9 12/6 6 6/6 3 6'], undefined, BIN).stdout).toBe('4 5 8 9\n')
  })

  it('rejects a bad position with exit 2 and the reason on stderr', () => {
    const result = cli(['clocks', 'solve', '9 9 12/6 6 6/6 3'])
    expect(result.status).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain('Expected 9 dials, got 8 (row 3 has 2).')
  })

  it('answers a batch with exactly one line per input line; a bad line makes exit 2', () => {
    const input = '9 9 12/6 6 6/6 3 6\n\n6 6 6/6 6 6/6 6 6\n9 9 12/6 6 6/6 3 7\n12 12 12/12 12 12/12 12 12\n'
    const plain = cli(['clocks', 'solve', '-'], input)
    expect(plain.status).toBe(2)
    expect(plain.stdout).toBe(
      '4 5 8 9\n\n1 1 3 3 5 5 7 7 9 9\nerror: Dial I (row 3, column 3) is 7: a dial reads 12, 3, 6 or 9.\n\n',
    )
    expect(plain.stdout.split('\n').length - 1).toBe(input.split('\n').length - 1)
    const json = cli(['clocks', 'solve', '-', '--json'], input)
    expect(json.status).toBe(2)
    const lines = json.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines).toHaveLength(5)
    expect(lines[1]).toBeNull()
    expect(lines[3]).toEqual({ error: 'Dial I (row 3, column 3) is 7: a dial reads 12, 3, 6 or 9.', line: 4 })
    expect(lines[4]).toMatchObject({ moves: [] })
  })

  it('refuses empty stdin, and a line longer than the limit by its line number without echoing it', () => {
    const empty = cli(['clocks', 'solve', '-'], '')
    expect(empty.status).toBe(2)
    expect(empty.stderr).toMatch(/No input/)
    const long = cli(
      ['clocks', 'solve', '-', '--json'],
      `9 9 12/6 6 6/6 3 6\n${'9 '.repeat(1 << 20)}\n3 3 3/3 3 3/3 3 3\n`,
    )
    expect(long.status).toBe(2)
    const lines = long.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines).toHaveLength(3)
    expect(lines[1]).toEqual({ error: expect.stringMatching(/longer than 1,048,576 characters/), line: 2 })
    expect(lines[2]).toMatchObject({ length: 23 })
    // Like every message, it also goes to stderr with its line number (issue 23: it did not).
    expect(long.stderr).toBe('line 2: The line is longer than 1,048,576 characters; it was not read.\n')
    const text = cli(['clocks', 'solve', '-'], `${'9 '.repeat(1 << 20)}\n`)
    expect(text.stdout).toBe('error: The line is longer than 1,048,576 characters; it was not read.\n')
    expect(text.stderr).toBe('line 1: The line is longer than 1,048,576 characters; it was not read.\n')
  })

  it('keeps error messages short however long the input', () => {
    const r = cli(['clocks', 'solve', '9 '.repeat(60_000)])
    expect(r.status).toBe(2)
    expect(r.stderr.length).toBeLessThan(600)
  })

  it('ends quietly with status 141 when the reader closes the pipe', () => {
    const r = spawnSync(
      'bash',
      [
        '-c',
        `yes '3 3 3/3 3 3/3 3 3' | head -200000 | "${process.execPath}" "${MAIN}" clocks solve - --json | head -c 10; exit \${PIPESTATUS[2]}`,
      ],
      { encoding: 'utf8', ...NO_HANG },
    )
    expect(r.stdout).toBe('{"moves":[')
    expect(r.stderr).toBe('')
    expect(r.status).toBe(141)
  })

  it('answers usage errors as JSON on stdout under --json', () => {
    for (const args of [
      ['clocks', 'solve', '--json'],
      ['nonesuch', '--json'],
      ['clocks', 'solve', '--json', '--max-nodes', 'x', '-'],
    ]) {
      const r = cli(args)
      expect(r.status).toBe(2)
      const lines = r.stdout.trim().split('\n')
      expect(lines).toHaveLength(1)
      expect(JSON.parse(lines[0])).toMatchObject({ error: expect.any(String), usage: true })
    }
  })

  // Its speed (under 3 s) is a benchmark, clocks/all-262144, not a timed test.
  it('answers all 262,144 positions in one process, one line each, correctly', () => {
    const positions = Array.from({ length: 262144 }, (_, code) => formatDials(decode(code)))
    const result = cli(['clocks', 'solve', '-'], positions.join('\n') + '\n')
    expect(result.status).toBe(0)
    const answers = result.stdout.split('\n')
    expect(answers).toHaveLength(262145)
    for (let k = 0; k < positions.length; k += 131) {
      expect(
        isSolution(parseDials(positions[k]), answers[k] === '' ? [] : answers[k].split(' ').map(Number)),
      ).toBe(true)
    }
  })
})

describe('what the articles quote', () => {
  it('cliOutput prints exactly what the command prints, single and batch, plain and JSON', () => {
    const positions = '9 9 12/6 6 6/6 3 6\n3 3 3/3 3 3/3 3 3\n12 12 12/12 12 12/12 12 3\n'
    for (const json of [false, true]) {
      const flag = json ? ['--json'] : []
      expect(cliOutput(clocks, 'solve', '9 9 12/6 6 6/6 3 6', { json }) + '\n').toBe(
        cli(['clocks', 'solve', '9 9 12/6 6 6/6 3 6', ...flag]).stdout,
      )
      expect(cliOutput(clocks, 'solve', positions, { json, stdin: true }) + '\n').toBe(
        cli(['clocks', 'solve', '-', ...flag], positions).stdout,
      )
    }
  })

  it('treats "--" as the end of options', () => {
    const r = cli(['clocks', 'solve', '--json', '--', '9 9 12/6 6 6/6 3 6'])
    expect(r.status).toBe(0)
    expect(JSON.parse(r.stdout)).toMatchObject({ moves: [4, 5, 8, 9] })
  })
})

describe('help and usage', () => {
  it('has --help at every level, documenting notation, lettering, moves and exit codes', () => {
    const top = cli(['--help'])
    expect(top.status).toBe(0)
    expect(top.stdout).toMatch(/Exit codes/)
    expect(top.stdout).toMatch(/clocks/)
    const puzzle = cli(['clocks', '--help'])
    expect(puzzle.stdout).toMatch(/A B C \/ D E F \/ G H I/)
    expect(puzzle.stdout).toMatch(/5 {2}BDEFH/)
    const verb = cli(['clocks', 'solve', '--help'])
    expect(verb.status).toBe(0)
    expect(verb.stdout).toMatch(/Usage: puzzle-notebook clocks solve/)
    expect(verb.stdout).toMatch(/12, 3, 6 or 9/)
  })

  it('exits 2 with a message on usage mistakes', () => {
    for (const [args, message] of [
      [[], 'Missing puzzle.'],
      [['nonesuch'], 'Unknown puzzle "nonesuch".'],
      [['clocks'], 'Missing verb for clocks.'],
      [['clocks', 'scramble'], 'Unknown verb "scramble"'],
      [['clocks', 'solve'], 'Missing input'],
      [['clocks', 'solve', '--fast', '-'], 'Unknown option "--fast".'],
    ] as const) {
      const result = cli([...args])
      expect(result.status).toBe(2)
      expect(result.stdout).toBe('')
      expect(result.stderr).toContain(message)
    }
  })
})

describe('Ctrl-C during a batch', () => {
  it('keeps every answer already printed and exits 130', async () => {
    const { spawn } = await import('node:child_process')
    const child = spawn(process.execPath, [MAIN, 'rubiks-clock', 'solve', '-'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    const position = '3 3 3/3 3 3/3 3 3|9 9 9/9 9 9/9 9 9' // a slow one: each optimal solve takes tens of ms
    child.stdin.end(Array.from({ length: 400 }, () => position).join('\n') + '\n')
    let out = ''
    const firstLine = new Promise<void>((resolve) =>
      child.stdout.on('data', (d) => {
        out += d
        if (out.includes('\n')) resolve()
      }),
    )
    await firstLine
    child.kill('SIGINT')
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)))
    expect(code).toBe(130)
    const lines = out.trimEnd().split('\n')
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.length).toBeLessThan(400) // it stopped
    for (const line of lines) expect(line).toMatch(/\S/) // every printed line is a whole answer
  }, 60_000)
})
