/**
 * Tic-tac-toe counted by the program: every number the article quotes about the whole game comes
 * from here (and the unit tests check it against a brute force over all 3^9 grids).
 *
 * Vocabulary:
 *   position   a board reachable from the empty one by legal play (the empty board included).
 *   game       a path from the empty board to a finished board: the same final board reached in
 *              two orders is two games.
 *   outcome    X wins, O wins or a draw, counted over games and over finished positions.
 *   up to symmetry   boards that one of the square's eight symmetries maps to each other count once.
 */
import { minimax, negamax, newCount, type MoveOrder } from '../game.ts'
import { canonical, emptyCells, isOver, play, ticTacToe, winner, type Board, type Cell } from './model.ts'

export interface Outcomes {
  x: number
  o: number
  draw: number
}

export interface Census {
  positions: number
  positionsUpToSymmetry: number
  /** Finished positions by outcome (a board, however it was reached). */
  finished: Outcomes
  /** Games (paths from the empty board to a finished board) by outcome. */
  games: Outcomes
  /** Minimax value of the start for the side to move: 1 win, 0 draw, −1 loss. */
  value: number
  /** Nodes in the whole game tree (every position on every path, the root included). */
  treeNodes: number
}

function outcome(b: Board): keyof Outcomes {
  const w = winner(b)
  return w ?? 'draw'
}

/** Walks the whole game tree from `start` (the empty board by default) once, counting as it goes. */
export function census(start: Board = 0): Census {
  const seen = new Set<Board>()
  const canon = new Set<Board>()
  const finished: Outcomes = { x: 0, o: 0, draw: 0 }
  const games: Outcomes = { x: 0, o: 0, draw: 0 }
  let treeNodes = 0
  const walk = (b: Board): void => {
    treeNodes++
    if (!seen.has(b)) {
      seen.add(b)
      canon.add(canonical(b))
      if (isOver(b)) finished[outcome(b)]++
    }
    if (isOver(b)) {
      games[outcome(b)]++
      return
    }
    for (const cell of emptyCells(b)) walk(play(b, cell))
  }
  walk(start)
  const value = negamax(ticTacToe, start, -Infinity, Infinity) + 0 // never −0
  return { positions: seen.size, positionsUpToSymmetry: canon.size, finished, games, value, treeNodes }
}

/** The orders the article compares (cells 1..9; centre 5, corners 1 3 7 9, edges 2 4 6 8). */
export type OrderName = 'natural' | 'centre-first' | 'best-first' | 'worst-first'

const CENTRE_FIRST = [5, 1, 3, 7, 9, 2, 4, 6, 8]

/**
 * Move orders for alpha-beta. `best-first` and `worst-first` use the true value of each move (an
 * oracle from a memoised minimax): the best and the worst case alpha-beta can meet.
 */
export function moveOrder(name: OrderName): MoveOrder<Board, Cell> | undefined {
  if (name === 'natural') return undefined
  if (name === 'centre-first') return (_b, cells) => CENTRE_FIRST.filter((c) => cells.includes(c))
  const values = new Map<Board, number>()
  const valueAt = (b: Board): number => {
    let v = values.get(b)
    if (v === undefined) {
      v = negamax(ticTacToe, b, -Infinity, Infinity)
      values.set(b, v)
    }
    return v
  }
  const sign = name === 'best-first' ? 1 : -1
  // A move is as good for the mover as its child is bad for the opponent: sort by the child's value, ascending.
  return (b, cells) =>
    cells
      .map((c) => ({ c, v: valueAt(play(b, c)) }))
      .sort((p, q) => sign * (p.v - q.v))
      .map((p) => p.c)
}

export interface OrderRow {
  order: OrderName | 'minimax'
  nodes: number
  cutoffs: number
  value: number
}

export const ORDERS: readonly OrderName[] = ['worst-first', 'natural', 'centre-first', 'best-first']

/** Nodes alpha-beta visits from `b` under each order, after plain minimax's count (every node). */
export function orderCounts(b: Board = 0): OrderRow[] {
  const plain = newCount()
  const rows: OrderRow[] = [
    { order: 'minimax', value: minimax(ticTacToe, b, plain), nodes: plain.nodes, cutoffs: 0 },
  ]
  for (const order of ORDERS) {
    const count = newCount()
    const value = negamax(ticTacToe, b, -Infinity, Infinity, count, moveOrder(order))
    rows.push({ order, value, nodes: count.nodes, cutoffs: count.cutoffs })
  }
  return rows
}
