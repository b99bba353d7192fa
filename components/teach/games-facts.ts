/**
 * The guide's four lessons on games (minimax and alpha-beta, depth-limited search, chance, Monte
 * Carlo tree search): their prepared positions, their class and projector links, and the numbers
 * they quote, computed by the solvers when the site is built. tests/unit/teach-games.test.ts
 * asserts them against independent recomputations. Build-time only.
 */
import { negamax, newCount, traceNegamax } from '../../src/solvers/game.ts'
import { EXAMPLE as C4_EXAMPLE } from '../../src/solvers/connect4/example.ts'
import { emptyCells, play, ticTacToe, toMove } from '../../src/solvers/tictactoe/model.ts'
import { parseBoard } from '../../src/solvers/tictactoe/notation.ts'
import { prunedPaths } from '../tictactoe/words.ts'
import { TREE_EXAMPLE } from '../tictactoe/position.ts'
import { MCTS_PARAMS } from '../games/position.ts'
import {
  chanceFacts,
  depthLadder,
  GAMES_FACTS,
  mctsCurves,
  mctsLadder,
  orderingCounts,
} from '../games/facts.ts'
import { exerciseLink } from './links.ts'

/** Lesson (a)'s tree: X to move with three empty cells, a tree of depth 3 (3, then 2, then 1 move). */
export const LESSON_TREE = 'o.o/oxx/x..'

const query = (params: [string, string][], focus: boolean): string =>
  new URLSearchParams([...params, ['mode', 'class'], ...(focus ? [['view', 'focus']] : [])]).toString()

/** The tic-tac-toe tree on `board`, in class mode (its search starts at the first step). */
export const treeLink = (board: string, focus = false): string =>
  `/games/?${query([['tree', board]], focus)}#tree`

/** The expectimax table on `board`, in class mode (held until the class predicts the best cell). */
export const chanceLink = (board: string, focus = false): string =>
  `/games/?${query([['chance', board]], focus)}#chance`

/** The Connect Four widget on `board`, depth-limited to `depth`, in class mode. */
export const depthLink = (board: string, depth: number, focus = false): string =>
  `/games/?${query(
    [
      ['board', board],
      ['search', 'depth'],
      ['depth', String(depth)],
    ],
    focus,
  )}#play`

/** The MCTS widget on a Connect Four position with `playouts` and seed 1, in class mode. */
export const mctsLink = (position: string, playouts: number, focus = false): string =>
  `/games/?${query(
    [
      [MCTS_PARAMS.game, 'connect4'],
      [MCTS_PARAMS.position, position],
      [MCTS_PARAMS.playouts, String(playouts)],
      [MCTS_PARAMS.seed, '1'],
    ],
    focus,
  )}#mcts`

/** Lesson (a): the tree's values and pruned branches, from X's side. */
export function treeLesson(board = LESSON_TREE) {
  const b = parseBoard(board)
  const pruned = traceNegamax(ticTacToe, b, true)
  const plain = traceNegamax(ticTacToe, b, false)
  const forX = (s: number, v: number) => (toMove(s) === 0 ? v : -v) + 0
  const children = emptyCells(b).map((cell) => {
    const child = play(b, cell)
    return { cell, value: forX(child, negamax(ticTacToe, child, -Infinity, Infinity)) }
  })
  const count = newCount()
  negamax(ticTacToe, b, -Infinity, Infinity, count)
  return {
    board,
    value: forX(b, pruned.nodes[0].value),
    children,
    nodes: pruned.nodes.length,
    minimaxNodes: plain.nodes.length,
    pruned: prunedPaths(pruned.nodes),
    depth: Math.max(...plain.nodes.map((n) => n.path.length)),
    countNodes: count.nodes,
    links: { tree: treeLink(board), focus: treeLink(board, true), exercise: exerciseLink('games', board) },
    exampleTree: TREE_EXAMPLE,
  }
}

/** Lesson (b): depth by depth on the ladder position, and move order on the empty board. */
export function depthLesson() {
  const ladder = depthLadder(GAMES_FACTS.ladder)
  const first = ladder.rows.find((r) => r.perfect)!
  const shallow = ladder.rows[1] // depth 2
  return {
    ladder,
    first,
    shallow,
    ordering: orderingCounts('.', GAMES_FACTS.orderingDepth),
    links: {
      shallow: depthLink(GAMES_FACTS.ladder, shallow.depth),
      deep: depthLink(GAMES_FACTS.ladder, first.depth),
      focus: depthLink(GAMES_FACTS.ladder, shallow.depth, true),
      empty: `/games/?${query([['board', '.']], false)}#play`,
    },
  }
}

/** Lesson (c): expectimax against minimax on the gamble position and the empty board. */
export function chanceLesson() {
  return {
    gamble: chanceFacts(GAMES_FACTS.gamble),
    empty: chanceFacts('.../.../...'),
    links: {
      gamble: chanceLink(GAMES_FACTS.gamble),
      focus: chanceLink(GAMES_FACTS.gamble, true),
      empty: chanceLink('.../.../...'),
    },
  }
}

/** Lesson (d): MCTS on Connect Four's example as playouts grow, and the measured curves. */
export function mctsLesson() {
  const runs = mctsLadder('connect4', C4_EXAMPLE, GAMES_FACTS.mctsPlayouts)
  return {
    position: C4_EXAMPLE,
    runs,
    curves: mctsCurves(),
    links: {
      few: mctsLink(C4_EXAMPLE, GAMES_FACTS.mctsPlayouts[0]),
      many: mctsLink(C4_EXAMPLE, GAMES_FACTS.mctsPlayouts[GAMES_FACTS.mctsPlayouts.length - 1]),
      focus: mctsLink(C4_EXAMPLE, GAMES_FACTS.mctsPlayouts[0], true),
    },
  }
}
