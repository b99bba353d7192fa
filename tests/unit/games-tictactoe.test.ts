// Tic-tac-toe counted by the program (count.ts walks the game tree through the `Game` contract)
// and checked here against an independent brute force over all 3^9 grids; negamax with
// alpha-beta checked against plain minimax on every reachable position, under every move order.
import { describe, expect, it } from 'vitest'
import { minimax, minimaxMemo, negamax, newCount } from '../../src/solvers/game.ts'
import {
  EMPTY,
  ORDERS,
  census,
  formatBoard,
  moveOrder,
  orderCounts,
  parseBoard,
  parseCells,
  play,
  replay,
  ticTacToe,
  emptyCells,
} from '../../src/solvers/tictactoe/index.ts'
import { isInputError } from '../../src/solvers/contract.ts'

/** The message of the input error `run` throws (NotationError or InputError). */
function messageOf(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    expect(isInputError(error)).toBe(true)
    return (error as Error).message
  }
  throw new Error('expected an input error')
}

// --- an independent brute force: grids as arrays of 9 cells (0 empty, 1 X, 2 O) ---------------
const LINES3 = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
]
const lineOf = (g: number[], who: number): boolean => LINES3.some((l) => l.every((i) => g[i] === who))
function gridOf(index: number): number[] {
  const g: number[] = []
  for (let i = 0; i < 9; i++, index = Math.floor(index / 3)) g.push(index % 3)
  return g
}
/** Legal: X moved first and alternately, and play stopped at the first line. */
function legal(g: number[]): boolean {
  const nx = g.filter((c) => c === 1).length
  const no = g.filter((c) => c === 2).length
  if (nx !== no && nx !== no + 1) return false
  const xl = lineOf(g, 1),
    ol = lineOf(g, 2)
  if (xl && ol) return false
  if (xl && nx !== no + 1) return false
  if (ol && nx !== no) return false
  return true
}
const LEGAL = Array.from({ length: 3 ** 9 }, (_, k) => gridOf(k)).filter(legal)
// The 8 symmetries by coordinates: (r, c) → rotations and a mirror.
const TRANSFORMS = [
  (r: number, c: number) => [r, c],
  (r: number, c: number) => [c, 2 - r],
  (r: number, c: number) => [2 - r, 2 - c],
  (r: number, c: number) => [2 - c, r],
  (r: number, c: number) => [r, 2 - c],
  (r: number, c: number) => [c, r],
  (r: number, c: number) => [2 - r, c],
  (r: number, c: number) => [2 - c, 2 - r],
]
function classKey(g: number[]): string {
  return TRANSFORMS.map((t) => {
    const out = new Array(9)
    for (let i = 0; i < 9; i++) {
      const [r, c] = t(Math.floor(i / 3), i % 3)
      out[r * 3 + c] = g[i]
    }
    return out.join('')
  }).sort()[0]
}

describe('tic-tac-toe counted', () => {
  const c = census()

  it('reaches exactly the legal grids of the brute force: 5,478 positions', () => {
    expect(c.positions).toBe(LEGAL.length)
    expect(c.positions).toBe(5478)
  })

  it('counts 765 positions up to symmetry, as the brute force classes them', () => {
    const classes = new Set(LEGAL.map(classKey))
    expect(c.positionsUpToSymmetry).toBe(classes.size)
    expect(c.positionsUpToSymmetry).toBe(765)
  })

  it('counts finished positions by outcome as the brute force does (626 X, 316 O, 16 drawn)', () => {
    const finished = { x: 0, o: 0, draw: 0 }
    for (const g of LEGAL) {
      if (lineOf(g, 1)) finished.x++
      else if (lineOf(g, 2)) finished.o++
      else if (g.every((v) => v !== 0)) finished.draw++
    }
    expect(c.finished).toEqual(finished)
    expect(c.finished).toEqual({ x: 626, o: 316, draw: 16 })
  })

  it('counts 255,168 games, by a memoised path count independent of the tree walk', () => {
    const memo = new Map<string, { x: number; o: number; draw: number }>()
    const paths = (g: number[]): { x: number; o: number; draw: number } => {
      const key = g.join('')
      const known = memo.get(key)
      if (known) return known
      let out = { x: 0, o: 0, draw: 0 }
      if (lineOf(g, 1)) out = { x: 1, o: 0, draw: 0 }
      else if (lineOf(g, 2)) out = { x: 0, o: 1, draw: 0 }
      else if (g.every((v) => v !== 0)) out = { x: 0, o: 0, draw: 1 }
      else {
        const who = g.filter((v) => v === 1).length === g.filter((v) => v === 2).length ? 1 : 2
        for (let i = 0; i < 9; i++) {
          if (g[i]) continue
          const child = paths(g.map((v, j) => (j === i ? who : v)))
          out.x += child.x
          out.o += child.o
          out.draw += child.draw
        }
      }
      memo.set(key, out)
      return out
    }
    expect(c.games).toEqual(paths(new Array(9).fill(0)))
    expect(c.games.x + c.games.o + c.games.draw).toBe(255168)
  })

  it('is a draw with perfect play, and the whole tree has 549,946 nodes, which minimax visits', () => {
    expect(c.value).toBe(0)
    const count = newCount()
    expect(minimax(ticTacToe, EMPTY, count) + 0).toBe(0)
    expect(count.nodes).toBe(c.treeNodes)
  })
})

describe('negamax with alpha-beta', () => {
  const values = new Map<number, number>()
  minimaxMemo(ticTacToe, EMPTY, values)

  it('agrees with minimax on every reachable position, under every move order', () => {
    const orders = ORDERS.map(moveOrder)
    let wrong = 0
    for (const [board, value] of values) {
      for (const order of orders)
        if (negamax(ticTacToe, board, -Infinity, Infinity, newCount(), order) !== value) wrong++
    }
    expect(values.size).toBe(5478)
    expect(wrong).toBe(0)
  })

  it('returns a bound outside its window: ≤ α when the value is ≤ α, ≥ β when it is ≥ β', () => {
    for (const [board, value] of values) {
      const low = negamax(ticTacToe, board, value, value + 0.5)
      expect(low).toBeLessThanOrEqual(value)
      const high = negamax(ticTacToe, board, value - 0.5, value)
      expect(high).toBeGreaterThanOrEqual(value)
    }
  })

  it('visits fewer nodes the better its move order: best-first < centre-first < natural < worst-first < minimax', () => {
    const rows = orderCounts()
    const nodes = Object.fromEntries(rows.map((r) => [r.order, r.nodes]))
    expect(rows.every((r) => r.value + 0 === 0)).toBe(true)
    expect(nodes['best-first']).toBeLessThan(nodes['centre-first'])
    expect(nodes['centre-first']).toBeLessThan(nodes.natural)
    expect(nodes.natural).toBeLessThan(nodes['worst-first'])
    expect(nodes['worst-first']).toBeLessThan(nodes.minimax)
  })
})

describe('tic-tac-toe notation', () => {
  it('round-trips every reachable board', () => {
    const memo = new Map<number, number>()
    minimaxMemo(ticTacToe, EMPTY, memo)
    for (const b of memo.keys()) expect(parseBoard(formatBoard(b))).toBe(b)
  })

  it('replays moves and names the first illegal one', () => {
    expect(formatBoard(replay(EMPTY, parseCells('5 1 9')))).toBe('o../.x./..x')
    expect(messageOf(() => replay(EMPTY, [5, 5]))).toBe('Move 2: cell 5 is taken.')
    expect(messageOf(() => replay(EMPTY, [1, 4, 2, 5, 3, 6]))).toBe(
      'Move 6 (cell 6) comes after the game ended.',
    )
    expect(emptyCells(play(EMPTY, 5))).toEqual([1, 2, 3, 4, 6, 7, 8, 9])
  })

  it('refuses boards that cannot happen, saying why', () => {
    expect(messageOf(() => parseBoard('xx./.../...'))).toMatch(/2 X and 0 O/)
    expect(messageOf(() => parseBoard('xxx/ooo/...'))).toMatch(/Both X and O/)
    expect(messageOf(() => parseBoard('ooo/xx./xx.'))).toMatch(/O has a line but X has moved since/)
    expect(messageOf(() => parseBoard('x.o/.x.'))).toMatch(/Expected 3 rows/)
    expect(messageOf(() => parseBoard('x.q/.../...'))).toBe('Row 1, cell 3: "q" is not x, o or "." (empty).')
  })
})
