// puzzle-notebook queens … and sudoku …, run as real processes: answers checked by the solvers'
// own checkers, batches line by line, exit codes 0 / 1 / 2 with the reason.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { countPairs, isComplete } from '../../src/solvers/queens/index.ts'
import { HARD, MANY, parseGrid, solves } from '../../src/solvers/sudoku/index.ts'
import { NO_HANG } from './helpers.ts'

const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url))
const cli = (args: string[], input?: string) => {
  const r = spawnSync(process.execPath, [MAIN, ...args], { input, encoding: 'utf8', ...NO_HANG })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

describe('queens', () => {
  it('counts with either method, and the two agree', () => {
    const bit = JSON.parse(cli(['queens', 'count', '9', '--json']).stdout)
    const plain = JSON.parse(cli(['queens', 'count', '9', '--method', 'plain', '--json']).stdout)
    expect(bit).toEqual({ ...plain, method: 'bitmask' })
    expect(bit.solutions).toBe(352)
    expect(bit.distinct).toBe(46)
    expect(cli(['queens', 'count', '8']).stdout).toBe(
      '92 solutions (12 up to rotation and reflection); search tree 2,057 nodes\n',
    )
  })

  it('exits 1 for n = 2 and 3, 2 for a bad size or method', () => {
    const three = cli(['queens', 'count', '3'])
    expect(three.status).toBe(1)
    expect(three.stderr).toContain('No solution')
    const bad = cli(['queens', 'count', 'eight'])
    expect(bad.status).toBe(2)
    expect(bad.stderr).toContain('Expected a board size n')
    expect(cli(['queens', 'count', '8', '--method', 'fast']).status).toBe(2)
    expect(cli(['queens', 'local', '8', '--method', 'tabu']).stderr).toContain(
      'Unknown method "tabu" for queens local',
    )
    expect(cli(['queens', 'local', '3']).stderr).toContain('needs n ≥ 4')
  })

  it('solve prints a solution; a batch answers every line', () => {
    const r = cli(['queens', 'solve', '-', '--json'], '4\n3\nx\n12\n')
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(r.status).toBe(2)
    expect(lines).toHaveLength(4)
    for (const line of [lines[0], lines[3]])
      expect(isComplete({ n: line.n, cols: Int8Array.from(line.columns, (c: number) => c - 1) })).toBe(true)
    expect(lines[1].columns).toBeNull()
    expect(lines[2].line).toBe(3)
    const mc = JSON.parse(cli(['queens', 'solve', '3000', '--method', 'min-conflicts', '--json']).stdout)
    expect(mc.columns).toHaveLength(3000)
    expect(countPairs(mc.columns)).toBe(0)
  })

  it('local search reports rates over seeded runs, and min-conflicts solves 200,000 queens', () => {
    const stats = JSON.parse(
      cli(['queens', 'local', '8', '--method', 'hill', '--runs', '200', '--seed', '5', '--json']).stdout,
    )
    expect(stats.runs).toBe(200)
    expect(stats.successRate).toBeGreaterThan(0.05)
    expect(stats.successRate).toBeLessThan(0.3)
    const one = JSON.parse(cli(['queens', 'local', '30', '--method', 'min-conflicts', '--json']).stdout)
    expect(isComplete({ n: 30, cols: Int8Array.from(one.rows, (r: number) => r - 1) })).toBe(true)
    const big = cli(['queens', 'local', '200000', '--method', 'min-conflicts'])
    expect(big.status).toBe(0)
    expect(big.stdout).toMatch(/^min-conflicts solved 200,000 queens \(seed 1\) in [\d,]+ steps/)
    expect(cli(['queens', 'local', '500', '--method', 'hill']).stderr).toContain('n up to 200')
    const gaveUp = cli(['queens', 'count', '20', '--max-nodes', '1000'])
    expect(gaveUp.status).toBe(3)
    expect(gaveUp.stdout).toBe('')
    expect(gaveUp.stderr).toContain('Gave up after')
  })
})

describe('sudoku', () => {
  it('solves every hard puzzle with each method, and the answers keep the givens', () => {
    const input = HARD.map((p) => p.grid).join('\n') + '\n'
    for (const method of ['backtrack', 'dlx']) {
      const r = cli(['sudoku', 'solve', '-', '--method', method, '--json'], input)
      expect(r.status).toBe(0)
      r.stdout
        .trim()
        .split('\n')
        .forEach((line, k) =>
          expect(solves(parseGrid(HARD[k].grid), parseGrid(JSON.parse(line).solution))).toBe(true),
        )
    }
  })

  it('counts to the cap and shows a second solution', () => {
    const r = JSON.parse(cli(['sudoku', 'count', MANY.grid, '--json']).stdout)
    expect(r.count).toBe(2)
    expect(r.capped).toBe(true)
    expect(r.second).not.toBe(r.solution)
    expect(solves(parseGrid(MANY.grid), parseGrid(r.second))).toBe(true)
    expect(JSON.parse(cli(['sudoku', 'count', HARD[0].grid, '--json', '--cap', '5']).stdout).count).toBe(1)
  })

  it('exits 2 naming the cell or the clash, 1 when unsolvable', () => {
    const bad = cli(['sudoku', 'solve', HARD[0].grid.slice(0, 10) + '?' + HARD[0].grid.slice(11)])
    expect(bad.status).toBe(2)
    expect(bad.stderr).toContain('Cell r2c2')
    const clash = cli(['sudoku', 'solve', '5'.repeat(2) + '.'.repeat(79)])
    expect(clash.status).toBe(2)
    expect(clash.stderr).toContain('row 1 has two 5s, at r1c1 and r1c2')
    const none = cli(['sudoku', 'solve', '12345678.' + '.'.repeat(8) + '9' + '.'.repeat(63)])
    expect(none.status).toBe(1)
    expect(none.stderr).toContain('No solution')
  })

  it('reads nine rows separated by slashes or newlines', () => {
    const rows = HARD[0].grid.match(/.{9}/g)!
    const a = cli(['sudoku', 'solve', rows.join('/')]).stdout
    expect(cli(['sudoku', 'solve', rows.join('\n')]).stdout).toBe(a)
    expect(a.trim()).toMatch(/^\d{81}$/)
  })
})
