// Ctrl-C and closed pipes (issue 23): the command runs in a thread of its own, so SIGINT ends it
// with status 130 whatever a search is doing, without a half-printed line; a closed stdout or
// stderr ends it quietly with 141.
import { spawn, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { NO_HANG } from './helpers.ts'

const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url))

/** How long after SIGINT the process may take to end: a loaded machine's scheduling, not the search (which took seconds before). */
const END_WITHIN_MS = 1000

/**
 * Starts the command, sends SIGINT `afterMs` after its start (the search is running by then: each
 * case takes several seconds), and reports its status, the time from the signal to the end, and
 * what it printed.
 */
async function interrupt(
  args: string[],
  input: string | null,
  afterMs: number,
  keepOpen = false,
): Promise<{ code: number | null; signal: string | null; endMs: number; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [MAIN, ...args], { stdio: ['pipe', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d) => {
    stdout += d
  })
  child.stderr.on('data', (d) => {
    stderr += d
  })
  child.stdin.on('error', () => {}) // the child may end before it reads all of its input
  if (input !== null && keepOpen) child.stdin.write(input)
  else if (input !== null) child.stdin.end(input)
  await new Promise((resolve) => setTimeout(resolve, afterMs))
  // With stdin kept open, the signal goes once the first answer is out (or 20 s later at most).
  for (let waited = 0; keepOpen && !stdout.includes('\n') && waited < 20_000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50))
  const sent = performance.now()
  child.kill('SIGINT')
  // A child that does not end is killed well within the test's time, so it fails the test (ended by
  // SIGKILL) rather than outliving it.
  const stuck = setTimeout(() => child.kill('SIGKILL'), 15_000)
  const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
    child.on('close', (c, s) => resolve([c, s])),
  )
  clearTimeout(stuck)
  return { code, signal, endMs: performance.now() - sent, stdout, stderr }
}

const lines = (line: string, n: number): string => (line + '\n').repeat(n)
const random128 = (seed: number): string => {
  let x = seed
  const bit = (): string => {
    x = (x * 1103515245 + 12345) >>> 0
    return (x >>> 16) & 1 ? '1' : '0'
  }
  return Array.from({ length: 128 }, () => Array.from({ length: 128 }, bit).join('')).join('/')
}

const T7 = '1/01/111/1111/11111/111111/1111111'
// One long run of every verb (seconds to minutes each when left alone).
const CASES: [string, string[], string | null][] = [
  ['peg shortest T7', ['peg', 'shortest', T7], null],
  ['peg count T7', ['peg', 'count', T7], null],
  [
    'sliding search dfs with a huge depth bound',
    ['sliding', 'search', '8 6 7/2 5 4/3 0 1', '--algorithm', 'dfs', '--max-depth', '1000000'],
    null,
  ],
  [
    // A goal with the blank inside: its tables are built (seconds), where Korf's are read.
    'sliding solve (building the 15-puzzle tables)',
    [
      'sliding',
      'solve',
      '1 2 3 4/5 6 0 7/8 9 10 11/12 13 14 15',
      '--goal',
      '1 2 3 4/5 0 6 7/8 9 10 11/12 13 14 15',
    ],
    null,
  ],
  ['sliding distances 3x4', ['sliding', 'distances', '1 2 3 4/5 6 7 8/9 10 11 0'], null],
  // The goal is the start turned half a turn (the string reversed): the same shape and ones.
  [
    'tileswap solve, a batch of 128x128 grids',
    ['tileswap', 'solve', '-'],
    Array.from({ length: 60 }, (_, k) => `${random128(k)} ${[...random128(k)].reverse().join('')}`).join(
      '\n',
    ) + '\n',
  ],
  ['tileswap distances 5x5', ['tileswap', 'distances', '11111/11111/11000/00000/00000'], null],
  [
    'rubiks-clock solve, a batch',
    ['rubiks-clock', 'solve', '-'],
    lines('3 3 3/3 3 3/3 3 3|9 9 9/9 9 9/9 9 9', 400),
  ],
  ['clocks solve, a long batch', ['clocks', 'solve', '-'], lines('9 9 12/6 6 6/6 3 6', 3_000_000)],
  // A batch on one thread and on several (issue 33), whatever the machine's default.
  [
    'clocks solve, a long batch, --jobs 1',
    ['clocks', 'solve', '-', '--jobs', '1'],
    lines('9 9 12/6 6 6/6 3 6', 3_000_000),
  ],
  [
    'clocks solve, a long batch, --jobs 2',
    ['clocks', 'solve', '-', '--jobs', '2'],
    lines('9 9 12/6 6 6/6 3 6', 3_000_000),
  ],
  [
    'rubiks-clock solve, a batch, --jobs 2',
    ['rubiks-clock', 'solve', '-', '--jobs', '2'],
    lines('3 3 3/3 3 3/3 3 3|9 9 9/9 9 9/9 9 9', 400),
  ],
  [
    // One search split over threads (src/cli/split-ida.ts): an 80-move 15-puzzle, minutes of search.
    'sliding solve, one search on 2 threads',
    ['sliding', 'solve', '0 12 9 13/15 11 10 14/3 7 2 5/4 8 6 1', '--threads', '2'],
    null,
  ],
  // Connect Four's solve split at the root (src/cli/split-connect4.ts): 4 stones, 40 million
  // nodes; its columns are on the threads within half a second.
  ['connect4 solve, one position on 2 threads', ['connect4', 'solve', '4455', '--threads', '2'], null],
]

describe('Ctrl-C during any verb', () => {
  for (const [name, args, input] of CASES) {
    it(`${name}: exit 130 at once, only whole lines printed`, async () => {
      const r = await interrupt(args, input, 1500)
      expect(r.code, `${name} ended by ${r.signal}; stderr: ${r.stderr.slice(0, 300)}`).toBe(130)
      expect(r.endMs).toBeLessThan(END_WITHIN_MS)
      expect(r.stdout === '' || r.stdout.endsWith('\n')).toBe(true)
      expect(r.stderr).toBe('')
    }, 30_000)
  }
})

// A batch whose stdin stays open and quiet after its first line (a pipe from a program still
// running): the answer is out, and Ctrl-C ends the process at once, on one thread as on several
// (at --jobs 1 the thread used to wait inside a read, and the exit waited for the next input).
describe('Ctrl-C while stdin is open and quiet', () => {
  for (const jobs of ['1', '2']) {
    it(`sliding solve -, --jobs ${jobs}: the answer printed, then exit 130 at once`, async () => {
      const r = await interrupt(['sliding', 'solve', '-', '--jobs', jobs], '1 2 3/4 5 6/7 0 8\n', 500, true)
      expect(r.code, `ended by ${r.signal}; stderr: ${r.stderr.slice(0, 300)}`).toBe(130)
      expect(r.endMs).toBeLessThan(END_WITHIN_MS)
      expect(r.stdout).toBe('8\n')
    }, 30_000)
  }
})

describe('closed pipes', () => {
  for (const jobs of ['1', '2']) {
    it(`a closed stderr ends the command quietly with 141 (not 1), --jobs ${jobs}`, () => {
      const r = spawnSync(
        'bash',
        [
          '-c',
          `yes x | head -n 3000 | "${process.execPath}" "${MAIN}" clocks solve - --jobs ${jobs} 2>&1 | head -1; exit \${PIPESTATUS[2]}`,
        ],
        { encoding: 'utf8', ...NO_HANG },
      )
      expect(r.stdout).toBe('error: "x" is not a number (dial A).\n')
      expect(r.status).toBe(141)
    })

    it(`a closed stderr alone (stdout still read) ends it with 141, --jobs ${jobs}`, () => {
      const r = spawnSync(
        'bash',
        [
          '-c',
          `yes x | head -n 3000 | "${process.execPath}" "${MAIN}" clocks solve - --jobs ${jobs} 2> >(head -c 1 >/dev/null) >/dev/null; echo $?`,
        ],
        { encoding: 'utf8', ...NO_HANG },
      )
      expect(r.stdout.trim()).toBe('141')
    })
  }
})
