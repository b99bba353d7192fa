/**
 * Two-player games — the contract beside `Problem` (src/solvers/search/problem.ts), and the
 * searches written once over it: plain minimax and negamax with alpha-beta.
 *
 * Vocabulary, as the games article uses it:
 *   Game        who is to move, the legal moves in a fixed order, the position after a move,
 *               whether the game is over, and (only when it is over) its value.
 *   value       always from the point of view of the side to move (the negamax convention): +1
 *               "I have won", −1 "I have lost", 0 a draw for tic-tac-toe; Connect Four's value
 *               also says how soon (Pons's score). So a parent's value is −(its best child's).
 *   node        one call of the search: a position visited (the root included).
 *   window      alpha-beta's (α, β): the values still interesting to the caller. A child whose
 *               value reaches β ends the loop: the opponent would never let the game come here.
 *   order       the order moves are tried in; alpha-beta prunes more when the best move comes first.
 *
 * The searches know nothing about the games: tic-tac-toe (src/solvers/tictactoe/) and Connect Four
 * (src/solvers/connect4/game.ts) adapt themselves to `Game`. Connect Four's perfect solver
 * (src/solvers/connect4/solver.ts) is the same negamax specialised to bitboards; a test proves
 * they agree.
 */
import { abortError, type JobOptions } from './contract.ts'

/** Player 0 moves first (X in tic-tac-toe, red in Connect Four). */
export type Player = 0 | 1

// #region game
export interface Game<S, M> {
  toMove(state: S): Player
  /** The legal moves, always in the same order (empty when the game is over). */
  moves(state: S): M[]
  /** The position after `move`; the state given is not changed. */
  play(state: S, move: M): S
  terminal(state: S): boolean
  /** A finished game's value for the side to move (it never moves again): ≤ 0 unless a draw. */
  value(state: S): number
  /** A number naming the position (for memoised search and transposition tables); optional. */
  key?(state: S): number
}
// #endregion game

/** Counts a search keeps: nodes visited, and (alpha-beta) the moves it never had to try. */
export interface SearchCount {
  nodes: number
  cutoffs: number
  prunedMoves: number
}

/** Reorders the moves of one position (a copy); the default is the game's own order. */
export type MoveOrder<S, M> = (state: S, moves: M[]) => M[]

const CHECK_EVERY = 4096

function checkIn(count: SearchCount, options: JobOptions | undefined): void {
  if ((count.nodes & (CHECK_EVERY - 1)) !== 0) return
  if (options?.signal?.aborted) throw abortError()
  options?.onProgress?.({ explored: count.nodes })
}

/** Plain minimax in negamax form: every move of every position, no pruning. */
export function minimax<S, M>(
  game: Game<S, M>,
  state: S,
  count: SearchCount = newCount(),
  options?: JobOptions,
): number {
  count.nodes++
  checkIn(count, options)
  if (game.terminal(state)) return game.value(state)
  let best = -Infinity
  for (const move of game.moves(state)) {
    const v = -minimax(game, game.play(state, move), count, options)
    if (v > best) best = v
  }
  return best
}

/**
 * Minimax remembering every position's value by `game.key` (the brute force the fast solvers are
 * tested against: each position is solved once, whatever order the moves come in).
 */
export function minimaxMemo<S, M>(game: Game<S, M>, state: S, memo: Map<number, number> = new Map()): number {
  const key = game.key!(state)
  const known = memo.get(key)
  if (known !== undefined) return known
  let best: number
  if (game.terminal(state)) best = game.value(state)
  else {
    best = -Infinity
    for (const move of game.moves(state)) {
      const v = -minimaxMemo(game, game.play(state, move), memo)
      if (v > best) best = v
    }
  }
  memo.set(key, best)
  return best
}

/**
 * Negamax with alpha-beta pruning: the value of `state` when it lies inside (alpha, beta); at
 * most alpha when the true value is ≤ alpha (fail-low), at least beta when it is ≥ beta
 * (fail-high). With the full window (−∞, +∞) it is exactly minimax's value.
 */
// #region negamax
export function negamax<S, M>(
  game: Game<S, M>,
  state: S,
  alpha: number,
  beta: number,
  count: SearchCount = newCount(),
  order?: MoveOrder<S, M>,
  options?: JobOptions,
): number {
  count.nodes++
  checkIn(count, options)
  if (game.terminal(state)) return game.value(state)
  const moves = order ? order(state, game.moves(state)) : game.moves(state)
  let best = -Infinity
  for (let i = 0; i < moves.length; i++) {
    const v = -negamax(game, game.play(state, moves[i]), -beta, -alpha, count, order, options)
    if (v > best) best = v
    if (v > alpha) alpha = v
    if (alpha >= beta) {
      // the opponent has a better choice earlier: skip the other moves
      count.cutoffs++
      count.prunedMoves += moves.length - 1 - i
      break
    }
  }
  return best
}
// #endregion negamax

export function newCount(): SearchCount {
  return { nodes: 0, cutoffs: 0, prunedMoves: 0 }
}

/** The value of every move from `state` (for the mover), by full-window alpha-beta on each child. */
export function moveValues<S, M>(
  game: Game<S, M>,
  state: S,
  count: SearchCount = newCount(),
  order?: MoveOrder<S, M>,
): { move: M; value: number }[] {
  return game.moves(state).map((move) => ({
    move,
    value: -negamax(game, game.play(state, move), -Infinity, Infinity, count, order),
  }))
}

/** One node of a recorded search, for drawing: the window it was called with and what it returned. */
export interface TraceNode<S, M> {
  id: number
  parent: number | null
  state: S
  /** The moves from the root to here. */
  path: M[]
  /** The (α, β) window it was called with, and its value, all for the side to move here. */
  alpha: number
  beta: number
  value: number
  children: number[]
  /** Moves never tried here because of a cutoff (alpha-beta only). */
  pruned: M[]
}

/** What happened, in order: a node was entered, a node returned its value, a node cut off its other moves. */
export interface TraceEvent {
  kind: 'enter' | 'leave' | 'cutoff'
  node: number
}

export interface Trace<S, M> {
  nodes: TraceNode<S, M>[]
  events: TraceEvent[]
}

/**
 * The same negamax, recording every call: with `pruning` false it is plain minimax (every move,
 * the window ignored). The tree widget draws the result and steps through the events.
 */
export function traceNegamax<S, M>(
  game: Game<S, M>,
  state: S,
  pruning: boolean,
  order?: MoveOrder<S, M>,
): Trace<S, M> {
  const nodes: TraceNode<S, M>[] = []
  const events: TraceEvent[] = []
  const visit = (s: S, path: M[], parent: number | null, alpha: number, beta: number): number => {
    const node: TraceNode<S, M> = {
      id: nodes.length,
      parent,
      state: s,
      path,
      alpha,
      beta,
      value: 0,
      children: [],
      pruned: [],
    }
    nodes.push(node)
    events.push({ kind: 'enter', node: node.id })
    if (game.terminal(s)) node.value = game.value(s) + 0
    else {
      const moves = order ? order(s, game.moves(s)) : game.moves(s)
      let best = -Infinity
      for (let i = 0; i < moves.length; i++) {
        const childId = nodes.length
        node.children.push(childId)
        visit(game.play(s, moves[i]), [...path, moves[i]], node.id, -beta, -alpha)
        const v = -nodes[childId].value + 0
        if (v > best) best = v
        if (pruning && v > alpha) alpha = v
        if (pruning && alpha >= beta) {
          node.pruned = moves.slice(i + 1)
          if (node.pruned.length > 0) events.push({ kind: 'cutoff', node: node.id })
          break
        }
      }
      node.value = best
    }
    events.push({ kind: 'leave', node: node.id })
    return node.id
  }
  visit(state, [], null, -Infinity, Infinity)
  return { nodes, events }
}
