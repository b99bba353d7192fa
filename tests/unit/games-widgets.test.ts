// The games widgets' pure parts: Connect Four's sentences (which stone wins, for any score and
// size, checked by playing the solver's moves out), the solver's choice among equal columns, the
// tic-tac-toe tree's step views and the pruning exercise's reading and verdict.
import { describe, expect, it } from 'vitest'
import { isInputError } from '../../src/solvers/contract.ts'
import { traceNegamax } from '../../src/solvers/game.ts'
import { emptyCells, isOver, parseBoard, ticTacToe } from '../../src/solvers/tictactoe/index.ts'
import {
  parsePosition,
  play,
  randomPositions,
  Solver,
  isWon,
  type Position,
} from '../../src/solvers/connect4/index.ts'
import {
  bestSentence,
  columnLabel,
  idleSentence,
  scoreMeaning,
  winningStone,
} from '../../components/connect4/words.ts'
import { pickColumn, randomMiddleGame } from '../../components/connect4/logic.ts'
import { pruneVerdict, randomSmallBoard, readPaths, viewAt } from '../../components/tictactoe/logic.ts'
import { bound, eventLabel, prunedPaths, windowForX } from '../../components/tictactoe/words.ts'
import { mulberry32 } from '../../src/solvers/random.ts'

describe('Connect Four words', () => {
  it('names the stone that wins: playing the solver’s best moves out ends with that stone', () => {
    const solver = new Solver(5, 4, { tableBits: 18 })
    let decided = 0
    for (const start of randomPositions({ width: 5, height: 4 }, 30, 4, 10, 3)) {
      solver.reset()
      const score = solver.solve(start)
      if (score === 0) continue
      decided++
      let p: Position = start
      while (!isWon(p)) p = play(p, pickColumn(solver.analyse(p).best, 5) - 1)
      const winner = (p.moves.length - 1) % 2
      expect(Math.ceil(p.moves.length / 2)).toBe(winningStone(20, start.moves.length, score))
      expect(winner).toBe(score > 0 ? start.moves.length % 2 : (start.moves.length + 1) % 2)
    }
    expect(decided).toBeGreaterThan(5)
  })

  it('says what a score means, and the 7×6 extremes', () => {
    const empty = parsePosition('.')
    expect(scoreMeaning(empty, 18)).toBe('Red wins with perfect play, with its 4th stone')
    expect(scoreMeaning(empty, 1)).toBe('Red wins with perfect play, with its 21st stone')
    expect(scoreMeaning(parsePosition('4'), 18)).toBe('Yellow wins with perfect play, with its 4th stone')
    expect(scoreMeaning(empty, -1)).toBe('Yellow wins with perfect play, with its 21st stone')
    expect(scoreMeaning(empty, 0)).toBe('a draw with perfect play')
    expect(bestSentence(empty, { score: 1, best: [4], nodes: 1234 }, '2 ms')).toBe(
      'Best for Red: column 4, score 1: Red wins with perfect play, with its 21st stone. Solved in 2 ms, 1,234 positions searched.',
    )
  })

  it('labels columns and states', () => {
    expect(columnLabel(3, null, false)).toBe('Column 3: full')
    expect(columnLabel(3, -2, false)).toBe('Column 3: score -2 (loses)')
    expect(columnLabel(5, 2, true)).toBe('Column 5: score 2 (wins), best')
    expect(idleSentence(parsePosition('1212121'))).toBe('Game over: Red made four in a row with move 7.')
    expect(idleSentence(parsePosition('5x4:3'))).toBe('Yellow to move (5×4, 1 stone down).')
  })

  it('picks the central column among equals, and random middle games are not over', () => {
    expect(pickColumn([1, 3, 5], 7)).toBe(3)
    expect(pickColumn([3, 5], 7)).toBe(3)
    expect(pickColumn([2, 3], 4)).toBe(2)
    const rand = mulberry32(1)
    for (let k = 0; k < 20; k++) {
      const p = randomMiddleGame({ width: 7, height: 6 }, rand)
      expect(p.moves.length).toBeGreaterThanOrEqual(20)
      expect(p.wonAt).toBe(-1)
    }
  })
})

describe('the tic-tac-toe tree and exercise', () => {
  const b = parseBoard('x.o/.x./..o')
  const trace = traceNegamax(ticTacToe, b, true)
  const truth = prunedPaths(trace.nodes)

  it('shows the windows from X’s side and labels each event', () => {
    expect(windowForX(b, -Infinity, Infinity)).toEqual([-Infinity, Infinity])
    expect(windowForX(parseBoard('x.o/.x./...'), -1, 0)).toEqual([0, 1]) // O to move: negamax (−1, 0) is X's (0, +1)
    expect(bound(-Infinity)).toBe('−∞')
    expect(eventLabel('enter', trace.nodes[0], 0, 10)).toBe(
      'Step 1 of 10: search your position with α −∞, β +∞',
    )
    const view = viewAt(trace, 2)
    expect([...view.entered]).toEqual([0, 1, 2])
    expect(view.current).toBe(2)
  })

  it('reads branches and checks them against the recorded search', () => {
    expect(readPaths(b, ' 2 4 , 4')).toEqual(['2 4', '4'])
    for (const bad of ['2 2', '10', 'x']) {
      let error: unknown = null
      try {
        readPaths(b, bad)
      } catch (e) {
        error = e
      }
      expect(isInputError(error), bad).toBe(true)
    }
    expect(pruneVerdict(truth, truth, false)).toBe(
      `Right: alpha-beta prunes exactly these ${truth.length} branches.`,
    )
    expect(pruneVerdict(truth, truth.slice(1), false)).toBe('Not quite: it prunes one more branch.')
    expect(pruneVerdict(truth, truth.slice(1), true)).toBe(`Not quite: it also prunes ${truth[0]}.`)
    expect(pruneVerdict(truth, [...truth, '2'], true)).toBe('Not quite: alpha-beta does search 2.')
  })

  it('makes random exercise positions of the asked size, never finished', () => {
    const rand = mulberry32(5)
    for (let k = 0; k < 50; k++) {
      const p = randomSmallBoard(5, rand)
      expect(emptyCells(p)).toHaveLength(5)
      expect(isOver(p)).toBe(false)
    }
  })
})
