// Budgets (issue 23): `--max-nodes N` never expands more than N nodes, `--max-memory MB` gives up
// before the tables pass MB, and a verb that cannot honour one refuses it with the reason.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { NO_HANG } from './helpers.ts'

const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url))
const cli = (args: string[]) => {
  const r = spawnSync(process.execPath, [MAIN, ...args], { encoding: 'utf8', ...NO_HANG })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

const HARD = '8 6 7/2 5 4/3 0 1' // 31 moves, the farthest 3x3 position
const T6 = '1/01/111/1111/11111/111111'

describe('--max-nodes is exact', () => {
  const algorithms = ['dfs', 'bfs', 'iddfs', 'bidirectional', 'greedy', 'astar', 'idastar']
  it.each(algorithms)(
    'sliding search --algorithm %s: the expanded count it needs is enough, one fewer gives up there',
    (algorithm) => {
      const done = cli([
        'sliding',
        'search',
        HARD,
        '--algorithm',
        algorithm,
        '--json',
        '--max-nodes',
        '100000000',
      ])
      const needed = JSON.parse(done.stdout).expanded as number
      expect(needed).toBeGreaterThan(0)
      expect(
        cli(['sliding', 'search', HARD, '--algorithm', algorithm, '--max-nodes', String(needed)]).status,
      ).toBe(0)
      const short = cli([
        'sliding',
        'search',
        HARD,
        '--algorithm',
        algorithm,
        '--max-nodes',
        String(needed - 1),
      ])
      expect(short.status).toBe(3)
      expect(short.stderr).toContain(`Gave up after ${(needed - 1).toLocaleString('en-US')} node`)
    },
  )

  // The games and constraints notebooks' counts: the node count an answer reports is exactly the
  // budget it needs (they looked only every 2^14 or 2^20 nodes before).
  it.each([
    [['queens', 'count', '8']],
    [['queens', 'count', '10', '--method', 'plain']],
    [['connect4', 'solve', '742566244422442121']],
    [['connect4', 'solve', '.', '--width', '5', '--height', '4']],
  ] as [string[]][])('%j: the nodes it reports are enough, one fewer gives up there', (args) => {
    const needed = JSON.parse(cli([...args, '--json']).stdout).nodes as number
    expect(needed).toBeGreaterThan(1000)
    expect(cli([...args, '--max-nodes', String(needed)]).status).toBe(0)
    const short = cli([...args, '--max-nodes', String(needed - 1)])
    expect(short.status).toBe(3)
    expect(short.stderr).toContain(`Gave up after ${(needed - 1).toLocaleString('en-US')} nodes`)
  })

  it('--max-nodes 1 lets greedy expand one node, not 75', () => {
    const r = cli(['sliding', 'search', HARD, '--algorithm', 'greedy', '--max-nodes', '1'])
    expect(r).toMatchObject({
      status: 3,
      stderr: 'Gave up after 1 node (the budget is 1; raise it with --max-nodes).\n',
    })
  })

  it.each([
    [['sliding', 'solve', HARD, '--algorithm', 'astar'], 100],
    [['sliding', 'solve', HARD, '--algorithm', 'idastar'], 100],
    [['sliding', 'solve', HARD, '--algorithm', 'bfs'], 100],
    [['sliding', 'distances', '1 2 3/4 5 6/7 8 0'], 100],
    [['sliding', 'distances', '1 2 3 4/5 6 7 8/9 10 11 0'], 5000],
    [['tileswap', 'distances', '110/001'], 3],
    [['peg', 'count', T6], 100],
    [['peg', 'shortest', T6], 100],
    [['peg', 'count', '1/01/111/1111/11111/111111/1111111'], 20_000],
  ] as [string[], number][])('%j gives up after exactly its budget of %i', (args, n) => {
    const r = cli([...args, '--max-nodes', String(n)])
    expect(r.status).toBe(3)
    expect(r.stderr).toBe(
      `Gave up after ${n.toLocaleString('en-US')} nodes (the budget is ${n.toLocaleString('en-US')}; raise it with --max-nodes).\n`,
    )
  })
})

describe('--max-memory gives up before the tables pass it', () => {
  it.each([
    [['sliding', 'solve', HARD, '--algorithm', 'bfs'], 1],
    [
      [
        'sliding',
        'solve',
        '14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3',
        '--goal',
        '0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15',
        '--algorithm',
        'astar',
      ],
      1,
    ],
    [['sliding', 'distances', '1 2 3 4/5 6 7 8/9 10 11 0'], 10],
    [['peg', 'count', T6], 1],
    [['peg', 'shortest', T6], 1],
  ] as [string[], number][])('%j at %i MB', (args, mb) => {
    const r = cli([...args, '--max-memory', String(mb)])
    expect(r.status).toBe(3)
    const [, at, budget] =
      /(?:before its tables reached|would take|Gave up at) ([\d.,]+) MB.*the budget is ([\d.,]+) MB/.exec(
        r.stderr,
      ) ?? []
    expect(Number(budget)).toBe(mb)
    expect(Number(at.replace(/,/g, ''))).toBeGreaterThanOrEqual(mb) // what the next table would have made it (past mb, rounded)
    expect(r.stderr).toMatch(/^Gave up before its tables reached/)
    expect(r.stderr).not.toMatch(/Gave up at/) // "at N MB" read as if the tables had got there
  })
})

describe('a verb with nothing to budget refuses the option, saying why', () => {
  it.each([
    [
      ['clocks', 'solve', '9 9 12/6 6 6/6 3 6', '--max-nodes', '5'],
      'clocks solve takes no --max-nodes: it answers by a closed form',
    ],
    [
      ['rubiks-clock', 'solve', '3 3 3/3 3 3/3 3 3|9 9 9/9 9 9/9 9 9', '--max-memory', '5'],
      'rubiks-clock solve takes no --max-memory',
    ],
    [['tileswap', 'solve', '0110/1001', '--max-nodes', '5'], 'tileswap solve takes no --max-nodes'],
    [['sliding', 'search', HARD, '--max-memory', '1'], 'sliding search takes no --max-memory'],
    [
      ['sliding', 'solve', HARD, '--algorithm', 'idastar', '--max-memory', '1'],
      '--max-memory applies to --algorithm bfs and astar',
    ],
  ])('%j', (args, message) => {
    const r = cli(args)
    expect(r.status).toBe(2)
    expect(r.stdout).toBe('')
    expect(r.stderr).toContain(message)
  })
})
