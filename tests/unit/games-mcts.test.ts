// Monte Carlo tree search (src/solvers/mcts.ts) and its jobs (src/solvers/mcts-jobs.ts): seeded and
// repeatable, every playout counted at the root, its move judged by the exact solvers (negamax for
// tic-tac-toe, the perfect solver for Connect Four), and the curve's rates recounted.
import { describe, expect, it } from 'vitest'
import { mcts } from '../../src/solvers/mcts.ts'
import {
  CURVE,
  CURVE_SEEDS,
  connect4CurvePositions,
  curve,
  runMcts,
  tictactoeCurvePositions,
} from '../../src/solvers/mcts-jobs.ts'
import { moveValues } from '../../src/solvers/game.ts'
import { connectFour, parsePosition, Solver } from '../../src/solvers/connect4/index.ts'
import { ticTacToe } from '../../src/solvers/tictactoe/model.ts'
import { parseBoard } from '../../src/solvers/tictactoe/notation.ts'
import { expectStopsOnSignal, runCli } from './helpers.ts'

const settings = { playouts: 2000, exploration: Math.SQRT2, seed: 7 }

describe('UCT', () => {
  it('is repeatable: the same seed gives the same search', () => {
    const b = parseBoard('x.o/.x./..o')
    expect(mcts(ticTacToe, b, settings)).toEqual(mcts(ticTacToe, b, settings))
  })
  it('counts every playout at the root, and every root move is tried', () => {
    const r = mcts(ticTacToe, 0, settings)
    expect(r.moves.reduce((a, m) => a + m.visits, 0)).toBe(settings.playouts)
    expect(r.moves.every((m) => m.visits > 0)).toBe(true)
    expect(r.best).toBe(r.moves.reduce((a, m) => (m.visits > a.visits ? m : a)).move)
  })
  it('takes a win in one and blocks a loss in one, as negamax does', () => {
    for (const text of ['xx./oo./...', 'xx./o../o..', 'o.x/.x./...']) {
      const b = parseBoard(text)
      const values = moveValues(ticTacToe, b)
      const top = Math.max(...values.map((v) => v.value))
      const r = mcts(ticTacToe, b, settings)
      expect(values.find((v) => v.move === r.best)!.value).toBe(top)
    }
  })
  it('with c = 0 only exploits: fewer root moves get more than one visit than with c = √2', () => {
    const b = parseBoard('.../.x./...')
    const greedy = mcts(ticTacToe, b, { ...settings, exploration: 0 })
    const wide = mcts(ticTacToe, b, settings)
    const spread = (r: typeof greedy) => Math.min(...r.moves.map((m) => m.visits))
    expect(spread(greedy)).toBeLessThan(spread(wide))
  })
  it('stops on its signal within 50 ms', async () => {
    await expectStopsOnSignal((signal) =>
      mcts(connectFour, parsePosition('.'), { ...settings, playouts: 10_000_000 }, { signal }),
    )
  })
})

describe('MCTS judged by the exact solvers', () => {
  it('Connect Four: perfect exactly when the perfect solver lists its column among the best', () => {
    const solver = new Solver(7, 6, { tableBits: 20 })
    for (const fixed of connect4CurvePositions().slice(0, 5)) {
      const r = runMcts({ kind: 'mcts', game: 'connect4', position: fixed.position, ...settings })
      const best = solver.analyse(parsePosition(fixed.position)).best
      expect(r.perfectMoves).toEqual(best)
      expect(r.perfect).toBe(best.includes(r.best))
      expect(r.moves.reduce((a, m) => a + m.visits, 0)).toBe(settings.playouts)
    }
  })
  it('the fixed positions: as many as stated, not over, each with a move that is not perfect', () => {
    expect(tictactoeCurvePositions()).toHaveLength(CURVE.tictactoe.positions)
    expect(connect4CurvePositions()).toHaveLength(CURVE.connect4.positions)
    for (const p of [...tictactoeCurvePositions(), ...connect4CurvePositions()]) {
      expect(p.perfect.length).toBeGreaterThan(0)
      expect(p.perfect.length).toBeLessThan(p.legal.length)
      expect(p.legal).toEqual(expect.arrayContaining(p.perfect))
    }
  })
  it('the curve’s rates are recounted run by run, and grow from the random baseline', () => {
    const c = curve({ kind: 'curve', game: 'tictactoe', exploration: Math.SQRT2, seed: 3 })
    expect(c.levels).toEqual([...CURVE.tictactoe.levels])
    expect(c.runs).toBe(CURVE.tictactoe.positions * CURVE_SEEDS)
    const level = c.levels.indexOf(30)
    let perfect = 0
    for (const [i, fixed] of tictactoeCurvePositions().entries())
      for (let s = 0; s < CURVE_SEEDS; s++) {
        const seed = (3 + 7919 * (i * CURVE_SEEDS + s)) >>> 0
        const r = runMcts({
          kind: 'mcts',
          game: 'tictactoe',
          position: fixed.position,
          playouts: 30,
          exploration: Math.SQRT2,
          seed,
        })
        if (r.perfect) perfect++
      }
    expect(c.rates[level]).toBe(perfect / c.runs)
    expect(c.rates[c.rates.length - 1]).toBeGreaterThan(c.baseline)
  })
  it('the CLI: best, visits and perfect, and a clear message without --playouts', () => {
    const r = runCli([
      'connect4',
      'mcts',
      '742566244422442121',
      '--playouts',
      '3000',
      '--seed',
      '1',
      '--json',
    ])
    expect(r.code).toBe(0)
    const j = JSON.parse(r.out)
    expect(j).toMatchObject({ best: 5, perfect: true, perfectMoves: [5], playouts: 3000, seed: 1 })
    expect(j.visits).toHaveLength(7)
    expect(j.visits[1]).toBeNull() // column 2 is full
    const bad = runCli(['connect4', 'mcts', '742566244422442121', '--seed', '1'])
    expect(bad.code).toBe(2)
    expect(bad.err).toMatch(/needs --playouts N and --seed S/)
    expect(runCli(['connect4', 'mcts', '4', '--playouts', '0', '--seed', '1']).err).toMatch(
      /--playouts takes a whole number from 1 to 1000000/,
    )
  })
})
