// `puzzle-notebook peg …` as a real process: text, JSON, batches, exit codes 0 / 1 / 2.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { isSolution, parseBoard, groupMoves, countAll } from '../../src/solvers/peg/index.ts'
import { NO_HANG } from './helpers.ts'

const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url))
const cli = (args: string[], input?: string) => {
  const r = spawnSync(process.execPath, [MAIN, 'peg', ...args], { input, encoding: 'utf8', ...NO_HANG })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

describe('peg count', () => {
  it('counts the T4 example in JSON with exact integers', () => {
    const r = cli(['count', '1/01/111/1111', '--json'])
    expect(r.status).toBe(0)
    const expected = countAll(4, parseBoard('1/01/111/1111').board)
    expect(JSON.parse(r.stdout)).toEqual({
      solutions: Number(expected.solutions),
      byFinal: Object.fromEntries([...expected.byFinal].map(([k, v]) => [String(k), Number(v)])),
      byMoves: Object.fromEntries([...expected.byMoves].map(([k, v]) => [String(k), Number(v)])),
    })
  })

  it('exits 1 with the position-class certificate for an impossible board', () => {
    const r = cli(['count', '0/11/111/1111'])
    expect(r.status).toBe(1)
    expect(r.stderr).toMatch(/^No solution, by the position-class argument\. Pegs by colour/)
  })

  it('exits 1 naming the exhaustive search when the class argument allows it', () => {
    const r = cli(['count', '1/11/111/1111'])
    expect(r.status).toBe(1)
    expect(r.stderr).toBe('No solution exists: exhaustive search over 1 board.\n')
  })

  it('exits 2 on bad boards, line by line in a batch', () => {
    const r = cli(
      ['count', '-', '--json'],
      '1/01/111/1111\n1/2\n\n1/11/111/1111/11111/111111/1111111/11111111/111111111\n',
    )
    expect(r.status).toBe(2)
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(lines[1]).toEqual({
      error: 'Row 2 has "2" at position 1: use 1 for a peg and 0 for an empty hole.',
      line: 2,
    })
    expect(lines[2]).toBeNull() // the empty line 3: one answer per line
    expect(lines[3]).toEqual({ error: 'Expected at most 8 rows, got 9.', line: 4 })
  })
})

describe('peg shortest', () => {
  it('prints the fewest moves and a solution that replays to one peg', () => {
    const board = '1/11/111/1011/11111'
    const r = cli(['shortest', board, '--json'])
    expect(r.status).toBe(0)
    const { moves, solution } = JSON.parse(r.stdout)
    const { side, board: start } = parseBoard(board)
    expect(isSolution(side, start, solution)).toBe(true)
    expect(groupMoves(solution)).toHaveLength(moves)
  })

  it('writes moves as the holes the peg visits in text', () => {
    const r = cli(['shortest', '1/01/111/1111'])
    expect(r.stdout).toMatch(/^5 moves: (\d+(-\d+)+ ?){5}\n$/)
  })

  it('exits 1 with the reason for an unsolvable board', () => {
    const r = cli(['shortest', '0/00/000/0000'])
    expect(r.status).toBe(1)
    expect(r.stderr).toBe('No solution: the board has no pegs.\n')
  })
})

describe('a board that already has one peg (issue 23)', () => {
  it('says "1 solution" and "0 moves" in words a reader expects', () => {
    expect(cli(['count', '1']).stdout).toBe('1 solution\nby final hole: 1: 1\nby moves: 0: 1\n')
    expect(cli(['shortest', '1'])).toEqual({
      status: 0,
      stdout: '0 moves: the board already has one peg\n',
      stderr: '',
    })
    expect(JSON.parse(cli(['shortest', '1', '--json']).stdout)).toEqual({ moves: 0, solution: [] })
    expect(cli(['shortest', '-'], '1\n1/01/111/1111\n').stdout.split('\n')[0]).toBe(
      '0 moves: the board already has one peg',
    )
  })
})
