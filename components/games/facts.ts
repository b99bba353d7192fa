/**
 * The games article's numbers on depth-limited search, chance and Monte Carlo tree search,
 * computed by the solvers when the site is built (the article and the teacher's guide quote them;
 * tests/unit/games-facts.test.ts asserts them against independent recomputations). Build-time only.
 */
import { iterativeDeepening, moveValuesAtDepth, newDepthCount } from '../../src/solvers/game.ts'
import { connectFour, parsePosition } from '../../src/solvers/connect4/board.ts'
import { centreFirstOrder, connectFourEvaluation } from '../../src/solvers/connect4/evaluate.ts'
import { pickColumn } from '../../src/solvers/connect4/answer.ts'
import { Solver } from '../../src/solvers/connect4/solver.ts'
import { curve, runMcts } from '../../src/solvers/mcts-jobs.ts'
import { DEFAULT_EXPLORATION } from '../../src/solvers/mcts.ts'
import { firstPlayerWins, holdAt, solvePig } from '../../src/solvers/pig/pig.ts'
import { expectimaxAnalysis, perfectCells } from '../../src/solvers/tictactoe/chance.ts'
import { parseBoard } from '../../src/solvers/tictactoe/notation.ts'

/** Each fact is computed once a build, whoever asks first (the article, then the guide). */
const memo = new Map<string, unknown>()
function once<A extends unknown[], R>(name: string, f: (...args: A) => R): (...args: A) => R {
  return (...args: A): R => {
    const key = `${name}:${JSON.stringify(args)}`
    if (!memo.has(key)) memo.set(key, f(...args))
    return memo.get(key) as R
  }
}

/** The positions and settings the article and the guide use. */
export const GAMES_FACTS = {
  /** A 7×6 middle game whose only winning column depth-limited search finds from depth 6 on. */
  ladder: '2171365724755253',
  /** The depth of the move-order comparison on the empty 7×6 board. */
  orderingDepth: 7,
  /** Tic-tac-toe, O to move: expectimax's best (5) is not minimax's (7 and 9). */
  gamble: 'xo./.../.x.',
  /** MCTS on the Connect Four example with these playouts (seed 1). */
  mctsPlayouts: [10, 100, 1000, 10000],
} as const

/** Each depth's choice on a position, against the perfect solver's best columns. */
export const depthLadder = once('ladder', (position: string = GAMES_FACTS.ladder, maxDepth: number = 8) => {
  const p = parsePosition(position)
  const exact = new Solver(p.width, p.height, { tableBits: 20 }).analyse(p)
  const rows = Array.from({ length: maxDepth }, (_, k) => {
    const depth = k + 1
    const count = newDepthCount()
    const values = moveValuesAtDepth(
      connectFour,
      p,
      depth,
      connectFourEvaluation,
      count,
      centreFirstOrder(p.width),
    )
    const top = Math.max(...values.map((v) => v.value))
    const best = values.filter((v) => v.value === top).map((v) => v.move + 1)
    const column = pickColumn(best, p.width)
    return { depth, best, column, value: top, nodes: count.nodes, perfect: exact.best.includes(column) }
  })
  return { position, exactBest: exact.best, exactScore: exact.score!, rows }
})

/** Nodes to search every column of a position to `depth`: left to right, centre first, and by iterative deepening (all depths up to it). */
export const orderingCounts = once('ordering', (position: string = '.', depth: number = 7) => {
  const p = parsePosition(position)
  const natural = newDepthCount()
  const centre = newDepthCount()
  const a = moveValuesAtDepth(connectFour, p, depth, connectFourEvaluation, natural)
  const b = moveValuesAtDepth(connectFour, p, depth, connectFourEvaluation, centre, centreFirstOrder(p.width))
  if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error('The orders disagree on the values.')
  const deepening = iterativeDeepening(
    connectFour,
    p,
    connectFourEvaluation,
    { maxDepth: depth, deadline: Infinity },
    centreFirstOrder(p.width),
  )
  return {
    position,
    depth,
    natural: natural.nodes,
    centre: centre.nodes,
    deepening: deepening.nodes,
    byDepth: deepening.nodesByDepth,
  }
})

/** Expectimax and minimax on one tic-tac-toe position. */
export function chanceFacts(board: string) {
  const b = parseBoard(board)
  const a = expectimaxAnalysis(b)
  const perfect = perfectCells(b)
  const move = (cell: number) => a.moves.find((m) => m.cell === cell)!
  return { board, analysis: a, perfect, best: move(a.best[0]), safest: perfect.map(move) }
}

/** Pig: the first player's chance with best play, for a few goals, and the policy's start. */
export function pigFacts(goals: readonly number[] = [10, 20, 30, 50, 100]) {
  return goals.map((goal) => pigGoal(goal))
}

const pigGoal = once('pig', (goal: number) => {
  const s = solvePig(goal)
  return { goal, first: firstPlayerWins(s), holdAtStart: holdAt(s, 0, 0) }
})

/** MCTS on one position for several playout counts (seed fixed), judged by the exact solver. */
export function mctsLadder(
  game: 'tictactoe' | 'connect4',
  position: string,
  playouts: readonly number[],
  seed = 1,
) {
  return playouts.map((n) =>
    runMcts({ kind: 'mcts', game, position, playouts: n, exploration: DEFAULT_EXPLORATION, seed }),
  )
}

/** The curve of each game at seed 1 with the default c (1.41) (two seconds). */
export const mctsCurves = once('curves', (seed: number = 1) => ({
  tictactoe: curve({ kind: 'curve', game: 'tictactoe', exploration: DEFAULT_EXPLORATION, seed }),
  connect4: curve({ kind: 'curve', game: 'connect4', exploration: DEFAULT_EXPLORATION, seed }),
}))

/** The fewest playouts from which every level of a curve is 100% perfect, or null. */
export function alwaysPerfectFrom(c: { levels: number[]; rates: number[] }): number | null {
  const k = c.rates.findIndex((_, i) => c.rates.slice(i).every((r) => r === 1))
  return k < 0 ? null : c.levels[k]
}
