// Sudoku: notation errors name the cell; propagation, MRV search and dancing links agree on every
// published puzzle; each published puzzle has exactly one solution (or, for hard1, more); counts
// against brute force on small cases.
import { describe, expect, it } from 'vitest'
import {
  ALL_PUBLISHED,
  EASY,
  HARD,
  MANY,
  formatGrid,
  isSolvedGrid,
  parseGrid,
  puzzle,
  solveDlx,
  solveSearch,
  solveWith,
  solves,
  ExactCover,
  algorithmX,
  gridAtStep,
  type Placement,
} from '../../src/solvers/sudoku/index.ts'
import { expectStopsOnSignal } from './helpers.ts'

describe('notation', () => {
  it('reads 81 characters with . or 0, or nine rows', () => {
    const a = parseGrid(EASY.grid)
    const rows = EASY.grid.match(/.{9}/g)!.join('\n')
    expect(formatGrid(parseGrid(rows))).toBe(formatGrid(a))
    expect(formatGrid(parseGrid(EASY.grid.replaceAll('0', '.')))).toBe(formatGrid(a))
    expect(puzzle.position.format(puzzle.position.parse(puzzle.example))).toBe(puzzle.example)
  })

  it('names the cell of a bad character', () => {
    const bad = EASY.grid.slice(0, 13) + 'x' + EASY.grid.slice(14)
    expect(() => parseGrid(bad)).toThrow(/Cell r2c5 \(row 2, column 5\): "x"/)
    expect(() => parseGrid(EASY.grid.slice(1))).toThrow(/Expected 81 cells.*got 80/)
    expect(() => parseGrid('123456789/'.repeat(8) + '12345678')).toThrow(/Row 9 has 8 cells/)
  })

  it('names two clashing givens', () => {
    const clash = '55' + '.'.repeat(79)
    expect(() => parseGrid(clash)).toThrow(/row 1 has two 5s, at r1c1 and r1c2/)
    const col = '5' + '.'.repeat(8) + '5' + '.'.repeat(71)
    expect(() => parseGrid(col)).toThrow(/column 1 has two 5s, at r1c1 and r2c1/)
  })
})

describe('solvers agree', () => {
  it('MRV search and dancing links find the same solutions on every published puzzle', () => {
    for (const p of ALL_PUBLISHED) {
      const g = parseGrid(p.grid)
      const a = solveSearch(g, { cap: 2 })
      const b = solveDlx(g, 2)
      expect(a.count, p.id).toBe(b.count)
      if (a.count === 1) expect(formatGrid(a.solutions[0]), p.id).toBe(formatGrid(b.solutions[0]))
      else
        expect(new Set([...a.solutions, ...b.solutions].map(formatGrid)).size, p.id).toBeGreaterThanOrEqual(2)
      for (const s of [...a.solutions, ...b.solutions]) expect(solves(g, s), p.id).toBe(true)
    }
  })

  it('each hard puzzle of the literature has exactly one solution; hard1 has more', () => {
    for (const p of HARD) expect(solveDlx(parseGrid(p.grid), 2).count, p.id).toBe(1)
    const many = solveDlx(parseGrid(MANY.grid), 2)
    expect(many.count).toBe(2)
    expect(formatGrid(many.solutions[0])).not.toBe(formatGrid(many.solutions[1]))
  })

  it('propagation alone solves the easy puzzle and not the hardest', () => {
    const easy = solveWith(parseGrid(EASY.grid), 'propagate', 2)
    expect(easy.count).toBe(1)
    expect(isSolvedGrid(easy.grid!)).toBe(true)
    const hard = solveWith(parseGrid(HARD[0].grid), 'propagate', 2)
    expect(hard.count).toBeNull()
    expect(hard.open).toBeGreaterThan(0)
  })

  it('a puzzle with no solution counts 0 in both solvers', () => {
    // Row 1 needs a 9 in r1c9, but column 9 already holds a 9 lower down.
    const g = parseGrid('12345678.' + '.'.repeat(8) + '9' + '.'.repeat(63))
    expect(solveSearch(g).count).toBe(0)
    expect(solveDlx(g).count).toBe(0)
  })

  it('counts agree up to a cap on puzzles with many solutions (an empty grid, a few givens)', () => {
    for (const text of ['.'.repeat(81), '1' + '.'.repeat(80), EASY.grid.slice(0, 27) + '.'.repeat(54)]) {
      const g = parseGrid(text)
      expect(solveSearch(g, { cap: 50 }).count).toBe(50)
      expect(solveDlx(g, 50).count).toBe(50)
    }
  })

  it('search stops on its signal', async () => {
    await expectStopsOnSignal((signal) => solveSearch(parseGrid('.'.repeat(81)), { cap: 1e9, signal }))
  })
})

describe('exact cover', () => {
  it('counts the exact covers of a small matrix as brute force over row subsets does', () => {
    // Knuth's example matrix (7 columns, 6 rows): one exact cover, rows 0, 3, 4.
    const rows = [
      [3, 5, 6],
      [1, 4, 7],
      [2, 3, 6],
      [1, 4],
      [2, 7],
      [4, 5, 7],
    ]
    const x = new ExactCover(7, 20)
    rows.forEach((r, k) => x.addRow(k, r))
    const r = algorithmX(x, 10)
    let brute = 0
    for (let mask = 0; mask < 64; mask++) {
      const cover = rows
        .filter((_, k) => mask & (1 << k))
        .flat()
        .sort((a, b) => a - b)
      if (cover.join() === '1,2,3,4,5,6,7') brute++
    }
    expect(r.count).toBe(brute)
    expect(r.solutions[0].slice().sort()).toEqual([0, 3, 4])
  })
})

describe('the step log', () => {
  it('replayed to its end, the log shows the solution; a backtrack drops the failed branch', () => {
    for (const p of [HARD[0], HARD[5]]) {
      const g = parseGrid(p.grid)
      const log: Placement[] = []
      const r = solveSearch(g, { cap: 1, log })
      expect(formatGrid(gridAtStep(g, log, log.length))).toBe(formatGrid(r.solutions[0]))
      expect(log.some((e) => e.reason === 'choice')).toBe(true)
    }
  })
})

describe('the step log’s limit', () => {
  it('stops logging at the limit but the search still finds the solution, and depths stay right', () => {
    const g = parseGrid(HARD[6].grid)
    const full: Placement[] = []
    const capped: Placement[] = []
    const a = solveSearch(g, { cap: 1, log: full })
    const b = solveSearch(g, { cap: 1, log: capped, logLimit: 120 })
    expect(formatGrid(b.solutions[0])).toBe(formatGrid(a.solutions[0]))
    expect(capped.length).toBeLessThan(full.length)
    expect(capped.length).toBeGreaterThanOrEqual(120)
    expect(capped.map((p) => p.depth)).toEqual(full.slice(0, capped.length).map((p) => p.depth))
  })
})
