// Connect Four: the bitboard solver (Pons's algorithm) against brute force — a memoised plain
// minimax over the readable board (src/solvers/connect4/board.ts through the `Game` contract) —
// on the whole 4×4 and 4×5 games and on random middle games of every size up to 7×6; the generic
// negamax with alpha-beta against the same; the notation and its errors; cancel and budget.
import { describe, expect, it } from 'vitest'
import { isInputError } from '../../src/solvers/contract.ts'
import { minimaxMemo, negamax, newCount } from '../../src/solvers/game.ts'
import {
  Solver,
  connectFour,
  emptyPosition,
  formatPosition,
  isOver,
  parsePosition,
  play,
  positionKey,
  randomPosition,
  randomPositions,
  legalColumns,
  type Position,
  type Size,
} from '../../src/solvers/connect4/index.ts'
import { analyse } from '../../src/solvers/connect4/jobs.ts'
import { mulberry32 } from '../../src/solvers/random.ts'
import { expectStopsOnSignal } from './helpers.ts'

function messageOf(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    expect(isInputError(error)).toBe(true)
    return (error as Error).message
  }
  throw new Error('expected an input error')
}

const SMALL_TABLE_BITS = 18

/** Brute force: the exact score of every move, by memoised plain minimax (no pruning, no ordering). */
function bruteColumns(p: Position, memo = new Map<number, number>()): (number | null)[] {
  return Array.from({ length: p.width }, (_, c) =>
    legalColumns(p).includes(c) ? 0 - minimaxMemo(connectFour, play(p, c), memo) : null,
  )
}

describe('the bitboard solver against brute force', () => {
  for (const size of [
    { width: 4, height: 4 },
    { width: 4, height: 5 },
  ]) {
    it(`solves the empty ${size.width}×${size.height} board as brute force does, every column`, () => {
      const memo = new Map<number, number>()
      const p = emptyPosition(size)
      const truth = minimaxMemo(connectFour, p, memo) + 0
      const solver = new Solver(size.width, size.height, { tableBits: SMALL_TABLE_BITS })
      const a = solver.analyse(p)
      expect(a.score).toBe(truth)
      expect(a.columns).toEqual(bruteColumns(p, memo))
      expect(truth).toBe(0) // Tromp: 4×4 and 4×5 are draws, and so says our brute force
    })
  }

  it('agrees with brute force on 300 random 4×4 positions', () => {
    const memo = new Map<number, number>()
    minimaxMemo(connectFour, emptyPosition({ width: 4, height: 4 }), memo)
    const solver = new Solver(4, 4, { tableBits: SMALL_TABLE_BITS })
    const rand = mulberry32(4)
    for (let k = 0; k < 300; k++) {
      const p = randomPosition({ width: 4, height: 4 }, Math.floor(rand() * 15), rand)
      expect(solver.solve(p), formatPosition(p)).toBe(memo.get(positionKey(p))! + 0)
    }
  })

  const SIZES: Size[] = [
    [5, 4],
    [4, 6],
    [6, 4],
    [5, 5],
    [7, 4],
    [4, 7],
    [6, 5],
    [5, 6],
    [6, 6],
    [7, 5],
    [5, 7],
    [7, 6],
    [6, 7],
  ].map(([width, height]) => ({ width, height }))
  for (const size of SIZES) {
    it(`agrees with brute force on random ${size.width}×${size.height} middle games (11 to 13 empty cells)`, () => {
      const solver = new Solver(size.width, size.height, { tableBits: SMALL_TABLE_BITS })
      const cells = size.width * size.height
      const positions = randomPositions(size, 12, cells - 13, cells - 11, cells)
      for (const p of positions) {
        const a = solver.analyse(p)
        expect(a.columns, formatPosition(p)).toEqual(bruteColumns(p))
      }
    })
  }

  it('generic negamax with alpha-beta on the readable board agrees too (4×4, random positions)', () => {
    const solver = new Solver(4, 4, { tableBits: SMALL_TABLE_BITS })
    for (const p of randomPositions({ width: 4, height: 4 }, 40, 4, 12, 9)) {
      expect(negamax(connectFour, p, -Infinity, Infinity, newCount()) + 0).toBe(solver.solve(p))
    }
  })
})

describe('scores and small boards', () => {
  it('scores a win in one as Pons does: (cells + 1 − stones) / 2', () => {
    const solver = new Solver(7, 6, { tableBits: SMALL_TABLE_BITS })
    expect(solver.solve(parsePosition('121212'))).toBe(18) // the 4th red stone wins: 22 − 4
    expect(solver.analyse(parsePosition('121212')).best).toEqual([1])
  })

  it('finds 6×4 lost for the first player (Tromp), with every column', () => {
    const a = new Solver(6, 4, { tableBits: 20 }).analyse(emptyPosition({ width: 6, height: 4 }))
    expect(a.score).toBeLessThan(0)
    expect(a.columns.every((v) => v !== null && v < 0)).toBe(true)
  })

  it('the jobs answer with the same numbers as the solver, and report how many nodes', () => {
    const ctx = { signal: new AbortController().signal, onProgress: () => {} }
    const r = analyse({ kind: 'analyse', position: '5x4:' }, ctx)
    expect(r.score).toBe(0)
    expect(r.best).toEqual([2, 3, 4])
    expect(r.nodes).toBeGreaterThan(0)
  })

  it('stops when cancelled and at its node budget', async () => {
    const solver = new Solver(7, 6, { tableBits: SMALL_TABLE_BITS })
    await expectStopsOnSignal((signal) => solver.analyse(emptyPosition(), { signal }))
    expect(() => solver.analyse(emptyPosition(), { budget: { maxNodes: 10_000 } })).toThrow(/Gave up after/)
  })
})

describe('Connect Four notation', () => {
  it('reads columns 1-based, with a size before a colon', () => {
    const p = parsePosition('4453')
    expect(p.moves).toEqual([3, 3, 4, 2])
    expect(formatPosition(p)).toBe('4453')
    expect(formatPosition(parsePosition('5x4:3324'))).toBe('5x4:3324')
    expect(formatPosition(parsePosition('.'))).toBe('.')
    expect(formatPosition(parsePosition('5x4:'))).toBe('5x4:')
    expect(formatPosition(parsePosition(' 4 4 5 3 '))).toBe('4453')
  })

  it('names the move and what is wrong', () => {
    expect(messageOf(() => parsePosition('448'))).toBe(
      'Move 3 (character 3): column 8 is out of range; the board has columns 1..7.',
    )
    expect(messageOf(() => parsePosition('1111111'))).toBe('Move 7: column 1 is full (6 stones).')
    expect(messageOf(() => parsePosition('12121213'))).toBe(
      'Move 8 (column 3) comes after the game ended: move 7 made four in a row.',
    )
    expect(messageOf(() => parsePosition('44a'))).toMatch(/Move 3 \(character 3\) is "a"/)
    expect(messageOf(() => parsePosition('8x6:'))).toMatch(/width must be a whole number from 4 to 7, got 8/)
    expect(messageOf(() => parsePosition('7x7:'))).toMatch(/49 cells/)
  })

  it('detects four in every direction, as the game ends', () => {
    for (const moves of ['1212121', '1122334', '12233434474', '76655454414'])
      expect(isOver(parsePosition(moves)), moves).toBe(true)
    expect(isOver(parsePosition('121212'))).toBe(false)
  })
})
