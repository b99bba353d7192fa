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
  answerSentence,
  bestSentence,
  columnLabel,
  columnText,
  evaluationLine,
  idleSentence,
  replySentence,
  scoreMeaning,
  winningStone,
} from '../../components/connect4/words.ts'
import { choose } from '../../src/solvers/connect4/play.ts'
import { WIN } from '../../src/solvers/connect4/evaluate.ts'
import { expectimaxAnalysis, perfectCells } from '../../src/solvers/tictactoe/chance.ts'
import { chanceSentence, expected, percent } from '../../components/tictactoe/words.ts'
import { pathExample, pathHint, TREE_EXAMPLE } from '../../components/tictactoe/position.ts'
import { curveLabel, curveSentence, runSentence } from '../../components/games/words.ts'
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
      'Best for Red: column 4, score 1: Red wins with perfect play, with its 21st stone. Exact: the perfect solver, in 2 ms, 1,234 positions searched.',
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

describe('depth-limited answers in words', () => {
  it('says which search answered, and why', () => {
    const empty = parsePosition('.')
    const a = choose(empty, { depth: 4, timeLimitMs: Infinity })
    expect(answerSentence(empty, a, '9 ms')).toMatch(
      /^Best for Red at depth 4: columns? [\d, ]+, evaluation [+−]?\d+ \(a guess from the open lines, not a proof\)\. Depth-limited to depth 4, as set \([\d,]+ positions, 9 ms\)\.$/,
    )
    const timed = { ...a, reason: 'time' as const, exactMs: 1000, depth: 9 }
    expect(answerSentence(empty, timed, '2 s')).toMatch(
      /Depth-limited: the perfect solver did not finish within 1 s, so iterative deepening searched to depth 9 in the time left/,
    )
    expect(replySentence(empty, a, '9 ms')).toMatch(/^The solver \(Red\) played column \d, evaluation/)
    const exact = choose(parsePosition('742566244422442121'), { timeLimitMs: 60_000 })
    expect(replySentence(parsePosition('742566244422442121'), exact, '3 ms')).toBe(
      'The solver (Red) played column 5, score 2: Red wins with perfect play, with its 20th stone (exact, 3 ms).',
    )
  })
  it('writes a win the search saw as W, a guess as a signed number', () => {
    expect(columnText(3 * WIN, 5)).toBe('W')
    expect(columnText(-2 * WIN, 5)).toBe('L')
    expect(columnText(-7, 5)).toBe('−7')
    expect(columnText(2)).toBe('+2')
    expect(columnLabel(4, 12, true, 6)).toBe('Column 4: evaluation 12 at depth 6, best')
    expect(columnLabel(4, 3 * WIN, false, 6)).toBe('Column 4: wins within depth 6, score 3')
  })
  it('shows the evaluation in its parts', () => {
    expect(evaluationLine(parsePosition('4'))).toBe(
      'Evaluation for Yellow (to move): −7 = its open lines with 1, 2, 3 stones (0×1 + 0×3 + 0×9) − Red’s (7×1 + 0×3 + 0×9).',
    )
    expect(evaluationLine(parsePosition('1212121'))).toBe('')
  })
})

describe('expectimax and MCTS in words', () => {
  it('names the best cells against a random opponent and against a perfect one', () => {
    const b = parseBoard('xo./.../.x.')
    expect(chanceSentence(b, expectimaxAnalysis(b), perfectCells(b))).toBe(
      'O to move against a random opponent: best cell 5, expected value +0.533 (win 60%, draw 33.3%, loss 6.7%). Against a perfect opponent minimax’s best are cells 7, 9.',
    )
    expect(percent(1 / 3)).toBe('33.3%')
    expect(expected(-0.25)).toBe('−0.250')
  })
  it('says MCTS’s move and the exact solver’s verdict, and the curve point by point', () => {
    const a = {
      game: 'connect4' as const,
      position: '4',
      best: 4,
      moves: [
        { move: 3, visits: 10, mean: 0.4 },
        { move: 4, visits: 90, mean: 0.55 },
      ],
      playouts: 100,
      treeSize: 101,
      perfectMoves: [4],
      perfect: true,
    }
    expect(runSentence(a, '5 ms')).toBe(
      'MCTS plays column 4: 90 of 100 playouts (90%), mean reward 0.550. A perfect move: the exact solver’s best is column 4. (5 ms, 101 positions in the tree.)',
    )
    const c = {
      game: 'tictactoe' as const,
      levels: [1, 10],
      rates: [0.5, 1],
      baseline: 0.4,
      positions: 2,
      runs: 6,
    }
    expect(curveSentence(c, '1 s')).toBe(
      'Tic-tac-toe, 2 fixed positions × 3 seeds: MCTS’s move is perfect in 50% of runs with 1 playout and 100% with 10; a random move is perfect 40% of the time. (1 s)',
    )
    expect(curveLabel(c)).toBe(
      'How often MCTS’s move is perfect, by playouts: 1 playouts 50%, 10 playouts 100%. A random move: 40%.',
    )
  })
})

describe('the tic-tac-toe tree and exercise', () => {
  it('the exercise’s example answer is legal on its position, and the position has a handful of answers', () => {
    const b = parseBoard(TREE_EXAMPLE)
    const example = pathExample(b)!
    expect(() => readPaths(b, example.text)).not.toThrow()
    expect(pathHint(b)).toContain(example.text)
    const truth = prunedPaths(traceNegamax(ticTacToe, b, true).nodes)
    expect(truth.length).toBeGreaterThanOrEqual(3)
    expect(truth.length).toBeLessThanOrEqual(6)
    expect(pathExample(parseBoard('xox/oxo/x..'))).toBeNull() // two empty cells: no three to write with
  })

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
