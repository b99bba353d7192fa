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
 *   depth limit  depth-limited search stops `depth` moves below the root and asks an evaluation
 *               function for a guess there (an `Evaluation`); iterative deepening searches to depth
 *               1, 2, 3, … until its time is up and answers from the deepest search it finished.
 *   chance node  expectimax: a position where nobody chooses, the move is drawn at random; its
 *               value is the average of its children's, weighted by their probabilities.
 *
 * The searches know nothing about the games: tic-tac-toe (src/solvers/tictactoe/) and Connect Four
 * (src/solvers/connect4/game.ts) adapt themselves to `Game`. Connect Four's perfect solver
 * (src/solvers/connect4/solver.ts) is the same negamax specialised to bitboards; a test proves
 * they agree.
 */
import { abortError, isAbortError, type JobOptions } from './contract.ts'

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

// ---------------------------------------------------------------------------------------------
// Depth-limited search with an evaluation function, and iterative deepening.

/** A guess at the value of a position the search does not look past (for the side to move). */
export interface Evaluation<S> {
  /** The guess for a position that is not over; always strictly between −win and +win. */
  evaluate(state: S): number
  /** A finished game is worth `game.value(state) × win`: any real win outranks any guess. */
  win: number
}

/** Depth-limited counts: the nodes, and the leaves where the evaluation was asked (0: the search saw every end). */
export interface DepthCount extends SearchCount {
  evaluated: number
}

export function newDepthCount(): DepthCount {
  return { ...newCount(), evaluated: 0 }
}

/**
 * Negamax with alpha-beta, stopped `depth` moves below `state`: there the evaluation's guess
 * stands in for the value. With a depth past the end of every line it is exactly `negamax`
 * (scaled by `win`).
 */
// #region depth-limited
export function negamaxDepth<S, M>(
  game: Game<S, M>,
  state: S,
  depth: number,
  alpha: number,
  beta: number,
  evaluation: Evaluation<S>,
  count: DepthCount = newDepthCount(),
  order?: MoveOrder<S, M>,
  options?: JobOptions,
): number {
  count.nodes++
  checkIn(count, options)
  if (game.terminal(state)) return game.value(state) * evaluation.win
  if (depth === 0) {
    count.evaluated++
    return evaluation.evaluate(state) // the horizon: a guess, not a value
  }
  const moves = order ? order(state, game.moves(state)) : game.moves(state)
  let best = -Infinity
  for (let i = 0; i < moves.length; i++) {
    const child = game.play(state, moves[i])
    const v = -negamaxDepth(game, child, depth - 1, -beta, -alpha, evaluation, count, order, options)
    if (v > best) best = v
    if (v > alpha) alpha = v
    if (alpha >= beta) {
      count.cutoffs++
      count.prunedMoves += moves.length - 1 - i
      break
    }
  }
  return best
}
// #endregion depth-limited

/** Every move's value at `depth` (the move itself counts as one): a full window for each. */
export function moveValuesAtDepth<S, M>(
  game: Game<S, M>,
  state: S,
  depth: number,
  evaluation: Evaluation<S>,
  count: DepthCount = newDepthCount(),
  order?: MoveOrder<S, M>,
  options?: JobOptions,
  rootMoves: M[] = game.moves(state),
): { move: M; value: number }[] {
  return rootMoves.map((move) => ({
    move,
    value:
      0 -
      negamaxDepth(
        game,
        game.play(state, move),
        depth - 1,
        -Infinity,
        Infinity,
        evaluation,
        count,
        order,
        options,
      ),
  }))
}

/** A signal that also fires at `deadline` (a performance.now() time): the search's clock. */
export function withDeadline(signal: AbortSignal | undefined, deadline: number): AbortSignal {
  return {
    get aborted() {
      return (signal?.aborted ?? false) || performance.now() >= deadline
    },
  } as AbortSignal
}

export interface DeepeningResult<M> {
  /** The deepest depth searched to the end (0: not even depth 1 finished in time). */
  depth: number
  /** Every move's value at that depth (for the side to move), in the game's move order. */
  values: { move: M; value: number }[]
  /** The moves with the largest value. */
  best: M[]
  /** Nodes over all the iterations, the unfinished one included. */
  nodes: number
  /** Nodes of each finished iteration: depth 1, 2, … */
  nodesByDepth: number[]
  /** True when the clock stopped the deepening (false: it reached maxDepth, or every line's end). */
  timedOut: boolean
  /** True when the last search saw the end of every line: its values are not guesses. */
  complete: boolean
}

/**
 * Iterative deepening: depth 1, 2, 3, … until `maxDepth`, the end of every line, or the deadline.
 * Each iteration tries the root moves best first, as the previous one ranked them (the cheap
 * move ordering that makes deepening pay for its repeats). The answer is the deepest finished
 * iteration's: an unfinished one is thrown away; depth 1 always finishes, so there is always an
 * answer. Only the reader's Cancel (`signal`) throws.
 */
// #region deepening
export function iterativeDeepening<S, M>(
  game: Game<S, M>,
  state: S,
  evaluation: Evaluation<S>,
  limits: { maxDepth: number; deadline: number },
  order?: MoveOrder<S, M>,
  options: JobOptions = {},
): DeepeningResult<M> {
  const clock = { ...options, signal: withDeadline(options.signal, limits.deadline) }
  let rootMoves = order ? order(state, game.moves(state)) : game.moves(state)
  const result: DeepeningResult<M> = {
    depth: 0,
    values: [],
    best: [],
    nodes: 0,
    nodesByDepth: [],
    timedOut: false,
    complete: false,
  }
  for (let depth = 1; depth <= limits.maxDepth && !result.complete; depth++) {
    if (depth > 1 && clock.signal.aborted) {
      if (options.signal?.aborted) throw abortError()
      result.timedOut = true // no time left to start another depth
      break
    }
    const count = newDepthCount()
    let values: { move: M; value: number }[]
    try {
      // Depth 1 always finishes (one move each): there is always an answer.
      const o = depth === 1 ? options : clock
      values = moveValuesAtDepth(game, state, depth, evaluation, count, order, o, rootMoves)
    } catch (err) {
      result.nodes += count.nodes
      if (!isAbortError(err) || options.signal?.aborted) throw err
      result.timedOut = true // the clock: keep the deepest finished search
      break
    }
    result.nodes += count.nodes
    result.nodesByDepth.push(count.nodes)
    result.depth = depth
    result.complete = count.evaluated === 0
    const top = Math.max(...values.map((v) => v.value))
    result.best = values.filter((v) => v.value === top).map((v) => v.move)
    result.values = game.moves(state).map((m) => values.find((v) => v.move === m)!)
    // The next iteration tries the best moves first (a stable sort keeps ties in their order).
    rootMoves = [...values].sort((a, b) => b.value - a.value).map((v) => v.move)
    options.onProgress?.({ explored: result.nodes, depth })
  }
  return result
}
// #endregion deepening

// ---------------------------------------------------------------------------------------------
// Chance: expectimax.

/** A value and how the game ends, for the maximising side: probabilities of a win, a draw, a loss. */
export interface Expectation {
  value: number
  win: number
  draw: number
  loss: number
}

/**
 * Expectimax against an opponent who plays uniformly at random: `me` chooses (a max node), and at
 * the other side's turn every legal move is equally likely (a chance node: the average). Values
 * are for `me`: +1 a win, 0 a draw, −1 a loss (the game's value at the end, from `me`'s side).
 * Among equally valued moves `me` takes the first in the game's order, and the probabilities are
 * those of that move. `memo` (by `game.key`) makes it one visit per position.
 */
/** Expected values closer than this are equal (they are sums of products of 1/n, rounded). */
export const TIE = 1e-12

// #region expectimax
export function expectimax<S, M>(
  game: Game<S, M>,
  state: S,
  me: Player,
  memo: Map<number, Expectation> = new Map(),
): Expectation {
  const key = game.key ? game.key(state) * 2 + me : undefined // `me` too: one memo can serve both sides
  const known = key === undefined ? undefined : memo.get(key)
  if (known) return known
  let result: Expectation
  if (game.terminal(state)) {
    const v = (game.toMove(state) === me ? game.value(state) : -game.value(state)) + 0
    result = { value: Math.sign(v), win: v > 0 ? 1 : 0, draw: v === 0 ? 1 : 0, loss: v < 0 ? 1 : 0 }
  } else {
    const children = game.moves(state).map((m) => expectimax(game, game.play(state, m), me, memo))
    if (game.toMove(state) === me) {
      // A max node; sums of probabilities are not exact, so values closer than TIE count as equal.
      result = children.reduce((best, c) => (c.value > best.value + TIE ? c : best))
    } else {
      const p = 1 / children.length // a chance node: each reply equally likely
      result = { value: 0, win: 0, draw: 0, loss: 0 }
      for (const c of children) {
        result.value += p * c.value
        result.win += p * c.win
        result.draw += p * c.draw
        result.loss += p * c.loss
      }
    }
  }
  if (key !== undefined) memo.set(key, result)
  return result
}
// #endregion expectimax

/** Every move's expectation for the side to move, against a uniformly random opponent. */
export function expectimaxMoves<S, M>(
  game: Game<S, M>,
  state: S,
  memo: Map<number, Expectation> = new Map(),
): { move: M; expectation: Expectation }[] {
  const me = game.toMove(state)
  return game
    .moves(state)
    .map((move) => ({ move, expectation: expectimax(game, game.play(state, move), me, memo) }))
}
