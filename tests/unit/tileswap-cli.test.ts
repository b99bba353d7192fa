// puzzle-notebook tileswap …, run as a real process; every printed sequence is replayed.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  SOURCE_SMALL,
  assign,
  bfsFromGoal,
  isSolution,
  parseGrid,
  parsePair,
  parseSwaps,
} from '../../src/solvers/tileswap/index.ts'
import { NO_HANG } from './helpers.ts'

const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url))
const cli = (args: string[], input?: string) => {
  const r = spawnSync(process.execPath, [MAIN, 'tileswap', ...args], { input, encoding: 'utf8', ...NO_HANG })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

describe('tileswap solve', () => {
  it('answers the source example with a sequence that replays to the goal', () => {
    const pair = `${SOURCE_SMALL.start} ${SOURCE_SMALL.goal}`
    const r = cli(['solve', SOURCE_SMALL.start, SOURCE_SMALL.goal, '--json'])
    expect(r.status).toBe(0)
    const out = JSON.parse(r.stdout) as { swaps: number; sequence: string[] }
    const { start, goal } = parsePair(pair)
    expect(out.swaps).toBe(assign(start, goal).cost)
    expect(out.sequence).toHaveLength(out.swaps)
    expect(isSolution(start, goal, parseSwaps(out.sequence.join(' '), start))).toBe(true)
    const text = cli(['solve', pair])
    expect(text.stdout).toBe(`${out.swaps} swaps: ${out.sequence.join(' ')}\n`)
    expect(text.stdout).toMatch(/^8 swaps: (r\dc\d-r\dc\d ?){8}\n$/)
  })

  it('defaults the goal to the sorted grid; batches answer line by line', () => {
    const r = cli(['solve', '-', '--json'], '0110/1001\n\n01/10 10/01\n0000/0000\n')
    expect(r.status).toBe(0)
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(lines).toHaveLength(4)
    const swaps = (line: { sequence: string[] }, cols: number) =>
      parseSwaps(line.sequence.join(' '), { rows: 2, cols })
    expect(isSolution(parseGrid('0110/1001'), parseGrid('1111/0000'), swaps(lines[0], 4))).toBe(true)
    expect(lines[1]).toBeNull() // the empty line: one answer per line
    expect(isSolution(parseGrid('01/10'), parseGrid('10/01'), swaps(lines[2], 2))).toBe(true)
    expect(lines[3]).toEqual({ swaps: 0, sequence: [] })
  })

  it('exits 2 with the reason for bad grids, shapes and counts', () => {
    const ragged = cli(['solve', '110/01'])
    expect(ragged.status).toBe(2)
    expect(ragged.stderr).toContain('Row 2 of the start grid has 2 cells, but row 1 has 3.')
    expect(cli(['solve', '11/00', '11/10']).stderr).toContain('has 2 ones but the goal grid has 3')
    expect(cli(['solve', '11/00', '110/000']).stderr).toContain('same shape')
    const batch = cli(['solve', '-'], '11/00\n1x/00\n')
    expect(batch.status).toBe(2)
    expect(batch.stderr).toContain('line 2: Row 1, column 2')
  })
})

describe('the help and the answers use one numbering of cells', () => {
  it('the help explains rRcC once and its example is what solve prints', () => {
    const help = cli(['solve', '--help']).stdout
    expect(help).toContain('r2c4 is row 2, column 4')
    expect(help).not.toMatch(/from 0|cell numbers|row-major order: cell/)
    const example = help.match(/\$ puzzle-notebook tileswap solve 0110\/1001\n {2}(.*)\n/)![1]
    expect(cli(['solve', '0110/1001']).stdout).toBe(`${example}\n`)
  })
})

describe('tileswap distances', () => {
  it('counts every grid by its distance, as the BFS does', () => {
    const r = cli(['distances', '--goal', SOURCE_SMALL.goal, '--json'])
    expect(r.status).toBe(0)
    expect(JSON.parse(r.stdout)).toEqual({ counts: bfsFromGoal(parseGrid(SOURCE_SMALL.goal)).counts })
    expect(cli(['distances', '--goal=11/00']).stdout).toBe(cli(['distances', '11/00']).stdout)
    expect(cli(['distances', '11/00']).stdout).toBe(
      bfsFromGoal(parseGrid('11/00'))
        .counts.map((c, d) => `${d}:${c}`)
        .join(' ') + '\n',
    )
  })

  it('gives up past its memory budget with exit 3, never as bad input, and says how to raise it', () => {
    const r = cli(['distances', '111111/000000/111111/000000/111111'])
    expect(r.status).toBe(3)
    expect(r.stderr).toBe(
      'Gave up before starting: the tables for 86,493,225 grids would take 495 MB (the budget is 128 MB; raise it with --max-memory).\n',
    )
    const small = cli(['distances', '1111/1111/0000/0000', '--max-memory', '1', '--json'])
    expect(small.status).toBe(0) // 12,870 grids take 76 kB
    const tight = cli(['distances', '111111/000000/111111/000000', '--max-memory', '1', '--json'])
    expect(tight.status).toBe(3)
    expect(JSON.parse(tight.stdout)).toEqual({
      gaveUp: expect.stringMatching(/2,704,156 grids would take 16 MB \(the budget is 1 MB/),
    })
  })

  it('gives up past its node budget with exit 3 and the count', () => {
    const r = cli(['distances', '1111/1111/0000/0000', '--max-nodes', '1000'])
    expect(r.status).toBe(3)
    expect(r.stderr).toBe('Gave up after 1,000 nodes (the budget is 1,000; raise it with --max-nodes).\n')
    const batch = cli(['distances', '-', '--max-nodes', '100'], '11/00\n1111/1111/0000/0000\n')
    expect(batch.status).toBe(3)
    expect(batch.stdout).toBe(
      '0:1 1:2 2:3\ngave up: Gave up after 100 nodes (the budget is 100; raise it with --max-nodes).\n',
    )
  })

  it('states its budget defaults in --help', () => {
    const help = cli(['distances', '--help']).stdout
    expect(help).toContain('--max-nodes N     grids expanded, default 20,000,000')
    expect(help).toContain('--max-memory MB   megabytes of tables, default 128')
  })

  it('refuses grids of more than 30 cells with exit 2: the search cannot read them', () => {
    const r = cli(['distances', '111111/000000/111111/000000/111111/0'])
    expect(r.status).toBe(2)
  })
})

describe('grids with no cells (issue 13)', () => {
  it('are refused by both verbs, alone and in a batch, with exit 2 and a message', () => {
    const solve = cli(['solve', '/'])
    expect([solve.status, solve.stdout]).toEqual([2, ''])
    expect(solve.stderr).toContain('The start grid "/" has no cells')
    const dist = cli(['distances', '/'])
    expect([dist.status, dist.stdout]).toEqual([2, ''])
    expect(dist.stderr).toContain('The goal grid "/" has no cells')
    const batch = cli(['solve', '-'], '01/10\n////////////\n')
    expect(batch.status).toBe(2)
    expect(batch.stdout.split('\n')[1]).toMatch(/^error: The start grid "\/{12}" has no cells/)
  })

  it('a long bad line (900,000 characters, below the CLI line limit) is quoted short', () => {
    const r = cli(['solve', '-', '--json'], `${'/'.repeat(900_000)}\n`)
    expect(r.status).toBe(2)
    expect(JSON.parse(r.stdout).error).toContain(`"${'/'.repeat(60)}…"`)
    expect(r.stdout.length).toBeLessThan(300)
    expect(r.stderr.length).toBeLessThan(300)
  })
})
