// Depth-limited search and iterative deepening (game.ts), Connect Four's evaluation (evaluate.ts)
// and choose() (play.ts): each against an independent method: plain depth-limited minimax without
// pruning, the full negamax when the depth reaches every end, a brute-force count of the lines,
// and the perfect solver.
import { describe, expect, it } from 'vitest'
import {
  iterativeDeepening,
  moveValuesAtDepth,
  negamax,
  negamaxDepth,
  newDepthCount,
  type Evaluation,
  type Game,
} from '../../src/solvers/game.ts'
import {
  connectFour,
  emptyPosition,
  parsePosition,
  randomPositions,
  Solver,
  type Position,
} from '../../src/solvers/connect4/index.ts'
import {
  centreFirstOrder,
  connectFourEvaluation,
  evaluate,
  evaluationParts,
  LINE_WEIGHTS,
  linesOfFour,
  linesThrough,
  WIN,
} from '../../src/solvers/connect4/evaluate.ts'
import { choose, pickColumn, provenScore } from '../../src/solvers/connect4/play.ts'
import { ticTacToe } from '../../src/solvers/tictactoe/model.ts'
import { reachablePositions } from '../../src/solvers/tictactoe/exercises.ts'
import { expectStopsOnSignal, runCli } from './helpers.ts'

/** Depth-limited minimax without pruning, written plainly: the independent method. */
function plainDepth<S, M>(game: Game<S, M>, s: S, depth: number, e: Evaluation<S>): number {
  if (game.terminal(s)) return game.value(s) * e.win
  if (depth === 0) return e.evaluate(s)
  return Math.max(...game.moves(s).map((m) => -plainDepth(game, game.play(s, m), depth - 1, e)))
}

/** The evaluation counted the long way: every cell, every direction, every run of four on the board. */
function slowEvaluation(p: Position): number {
  const mover = (p.moves.length % 2) + 1
  let total = 0
  for (let c = 0; c < p.width; c++)
    for (let r = 0; r < p.height; r++)
      for (const [dc, dr] of [
        [1, 0],
        [0, 1],
        [1, 1],
        [1, -1],
      ]) {
        const cells: number[] = []
        for (let k = 0; k < 4; k++) {
          const cc = c + k * dc
          const rr = r + k * dr
          if (cc < 0 || cc >= p.width || rr < 0 || rr >= p.height) break
          cells.push(p.cells[cc * p.height + rr])
        }
        if (cells.length < 4) continue
        const own = cells.filter((x) => x === mover).length
        const other = cells.filter((x) => x !== 0 && x !== mover).length
        if (own && !other) total += LINE_WEIGHTS[own]
        if (other && !own) total -= LINE_WEIGHTS[other]
      }
  return total
}

const positions = randomPositions({ width: 7, height: 6 }, 12, 4, 24, 77)

describe('the evaluation', () => {
  it('counts 69 lines of four on 7×6, 13 through a centre cell and 3 through a corner', () => {
    expect(linesOfFour(7, 6)).toHaveLength(69)
    const through = linesThrough(7, 6)
    expect(Math.max(...through)).toBe(13)
    expect(through[0]).toBe(3) // column 1, bottom row
    expect(through[3 * 6 + 2]).toBe(13) // column 4, row 3
    expect(linesOfFour(4, 4)).toHaveLength(10)
  })
  it('agrees with a count of every run of four, on random positions of every size', () => {
    for (const [w, h] of [
      [7, 6],
      [4, 4],
      [5, 7],
    ])
      for (const p of randomPositions({ width: w, height: h }, 20, 0, Math.floor((w * h) / 2), w * h))
        expect(evaluate(p)).toBe(slowEvaluation(p))
  })
  it('is zero on the empty board, and a centre stone is worth its 7 lines to the opponent', () => {
    expect(evaluate(emptyPosition())).toBe(0)
    const p = parsePosition('4')
    expect(evaluationParts(p)).toEqual({ mine: [0, 0, 0, 0], theirs: [0, 7, 0, 0], total: -7 })
  })
  it('WIN outranks any evaluation', () => {
    expect(69 * LINE_WEIGHTS[3]).toBeLessThan(WIN)
  })
})

describe('depth-limited negamax with alpha-beta', () => {
  it('agrees with plain depth-limited minimax on Connect Four, depths 1 to 4', () => {
    for (const p of positions.slice(0, 6))
      for (let d = 1; d <= 4; d++) {
        const count = newDepthCount()
        const v = negamaxDepth(
          connectFour,
          p,
          d,
          -Infinity,
          Infinity,
          connectFourEvaluation,
          count,
          centreFirstOrder(7),
        )
        expect(v).toBe(plainDepth(connectFour, p, d, connectFourEvaluation))
        expect(count.evaluated).toBeGreaterThan(0)
      }
  })
  it('past every end it is negamax, scaled: tic-tac-toe, every position', () => {
    const never: Evaluation<number> = { evaluate: () => Number.NaN, win: 10 }
    for (const b of reachablePositions()) {
      const count = newDepthCount()
      expect(negamaxDepth(ticTacToe, b, 9, -Infinity, Infinity, never, count) + 0).toBe(
        negamax(ticTacToe, b, -Infinity, Infinity) * 10 + 0,
      )
      expect(count.evaluated).toBe(0)
    }
  })
  it('centre-first order visits fewer nodes than left to right, for the same values', () => {
    const p = parsePosition('44')
    const natural = newDepthCount()
    const centre = newDepthCount()
    const a = moveValuesAtDepth(connectFour, p, 6, connectFourEvaluation, natural)
    const b = moveValuesAtDepth(connectFour, p, 6, connectFourEvaluation, centre, centreFirstOrder(7))
    expect(b).toEqual(a)
    expect(centre.nodes).toBeLessThan(natural.nodes)
  })
})

describe('iterative deepening', () => {
  it('answers with the deepest depth asked for, and its values are that depth’s', () => {
    const p = positions[3]
    const r = iterativeDeepening(
      connectFour,
      p,
      connectFourEvaluation,
      { maxDepth: 5, deadline: Infinity },
      centreFirstOrder(7),
    )
    expect(r.depth).toBe(5)
    expect(r.timedOut).toBe(false)
    expect(r.nodesByDepth).toHaveLength(5)
    const direct = moveValuesAtDepth(connectFour, p, 5, connectFourEvaluation)
    expect(r.values).toEqual(direct)
    const top = Math.max(...direct.map((v) => v.value))
    expect(r.best).toEqual(direct.filter((v) => v.value === top).map((v) => v.move))
  })
  it('stops at the end of every line: tic-tac-toe is searched to the end and the values are exact', () => {
    const e: Evaluation<number> = { evaluate: () => 0, win: 1 }
    const r = iterativeDeepening(ticTacToe, 0, e, { maxDepth: 20, deadline: Infinity })
    expect(r.complete).toBe(true)
    expect(r.depth).toBe(9)
    expect(r.values.every((v) => v.value === 0)).toBe(true) // every first move draws
  })
  it('under a clock that has already run out, still answers from depth 1', () => {
    const r = iterativeDeepening(connectFour, emptyPosition(), connectFourEvaluation, {
      maxDepth: 42,
      deadline: 0,
    })
    expect(r.depth).toBe(1)
    expect(r.timedOut).toBe(true)
    expect(r.best).toEqual([3]) // the centre column: 7 open lines
  })
  it('stops on the reader’s Cancel (not the clock) within 50 ms', async () => {
    await expectStopsOnSignal((signal) =>
      iterativeDeepening(
        connectFour,
        emptyPosition(),
        connectFourEvaluation,
        { maxDepth: 42, deadline: Infinity },
        undefined,
        { signal },
      ),
    )
  })
})

describe('choose: the perfect solver when it finishes, depth-limited search otherwise', () => {
  it('is exact on middle games, with the perfect solver’s scores and columns', () => {
    const solver = new Solver(7, 6, { tableBits: 20 })
    for (const p of randomPositions({ width: 7, height: 6 }, 8, 20, 28, 5)) {
      const a = choose(p, { timeLimitMs: 60_000 })
      const truth = solver.analyse(p)
      expect(a.exact).toBe(true)
      expect(a.columns).toEqual(truth.columns)
      expect(a.best).toEqual(truth.best)
      expect(a.column).toBe(pickColumn(truth.best, 7))
      expect(a.score).toBe(truth.score)
    }
  })
  it('with a depth, searches to that depth only, the same answer every time', () => {
    const a = choose(emptyPosition(), { depth: 6, timeLimitMs: Infinity })
    expect(a).toMatchObject({ exact: false, depth: 6, timedOut: false, reason: 'depth' })
    const direct = moveValuesAtDepth(connectFour, emptyPosition(), 6, connectFourEvaluation)
    expect(a.columns).toEqual(direct.map((v) => v.value))
    expect(choose(emptyPosition(), { depth: 6, timeLimitMs: Infinity })).toEqual(a)
  })
  it('on the empty 7×6 board with a short time limit, answers from depth-limited search and says why', () => {
    const a = choose(emptyPosition(), { timeLimitMs: 300 })
    expect(a.exact).toBe(false)
    expect(a.reason).toBe('time')
    expect(a.depth).toBeGreaterThanOrEqual(1)
    expect(a.column).toBeGreaterThanOrEqual(1)
  })
  it('reads a win the search saw as a score', () => {
    expect(provenScore(3 * WIN)).toBe(3)
    expect(provenScore(-2 * WIN)).toBe(-2)
    expect(provenScore(620)).toBeNull()
    // Red to move wins at once in column 1 (three in column 1 already): depth 1 sees it.
    const a = choose(parsePosition('121212'), { depth: 1, timeLimitMs: Infinity })
    expect(a.column).toBe(1)
    expect(provenScore(a.evaluation!)).toBe(18)
  })
})

describe('the CLI: connect4 play', () => {
  it('answers a column with exact true and the score when the perfect solver finishes', () => {
    const r = runCli(['connect4', 'play', '742566244422442121', '--json'])
    expect(r.code).toBe(0)
    expect(JSON.parse(r.out)).toMatchObject({ column: 5, exact: true, score: 2, best: [5] })
  })
  it('with --depth, exact false, the evaluation and the depth; the text says why', () => {
    const r = runCli(['connect4', 'play', '.', '--depth', '6', '--json'])
    const direct = choose(emptyPosition(), { depth: 6, timeLimitMs: Infinity })
    expect(JSON.parse(r.out)).toEqual({
      column: direct.column,
      exact: false,
      evaluation: direct.evaluation,
      depth: 6,
      timedOut: false,
      best: direct.best,
      columns: direct.columns,
      nodes: direct.nodes,
    })
    expect(runCli(['connect4', 'play', '.', '--depth', '6']).out).toMatch(
      /^column 4: depth-limited to depth 6 \(the depth asked for\), evaluation [+-]?\d+ \(best [\d ]+; columns: /,
    )
  })
  it('on the empty board within a short time limit, a column from depth-limited search', () => {
    const r = runCli(['connect4', 'play', '.', '--time-limit', '0.4', '--json'])
    expect(r.code).toBe(0)
    expect(JSON.parse(r.out)).toMatchObject({ exact: false })
    expect(runCli(['connect4', 'play', '.', '--depth', '0']).err).toMatch(
      /--depth takes a whole number from 1 to 42/,
    )
    expect(runCli(['connect4', 'play', '1212121']).err).toMatch(
      /The game is over: there is no column to play\./,
    )
  })
})
