/**
 * Monte Carlo tree search with UCT (Kocsis and Szepesvári 2006), over the same `Game` as minimax
 * (src/solvers/game.ts): no evaluation function, only random games played to the end.
 *
 * Vocabulary, as the games article uses it:
 *   playout     one iteration: walk down the tree by UCT, add one new position, play random moves
 *               from it to the end of the game, and count the result on the way back up.
 *   reward      a finished playout's result for the side that made the move into a node: 1 a win,
 *               ½ a draw, 0 a loss. A node keeps the sum of its rewards and its visits.
 *   UCT         the child to walk into maximises  mean reward + c · √(ln N / n): what it has won so
 *               far, plus a bonus for having been tried less (N the parent's visits, n the child's).
 *   exploration c in that formula: 0 only exploits, large values spread the playouts evenly.
 *               √2 is the textbook's choice for rewards in [0, 1]; the default here is 1.41, what
 *               a reader types for it (the page, the CLI and the article all use the same value).
 *   seed        every random choice comes from one seeded generator: the same seed, the same search.
 *   move        the answer is the root's most visited move (the "robust child"), not the best mean.
 */
import { abortError, type JobOptions } from './contract.ts'
import type { Game, Player } from './game.ts'
import { mulberry32 } from './random.ts'

export interface MctsSettings {
  playouts: number
  /** c in the UCT formula (≥ 0). */
  exploration: number
  seed: number
}

export const DEFAULT_EXPLORATION = 1.41

interface Node<S, M> {
  state: S
  move: M | null
  parent: Node<S, M> | null
  children: Node<S, M>[]
  /** Moves not yet expanded into children. */
  untried: M[]
  visits: number
  /** Sum of rewards for the side that moved into this node. */
  reward: number
}

export interface MctsMove<M> {
  move: M
  visits: number
  /** Mean reward for the side to move at the root (0 to 1), or null when never visited. */
  mean: number | null
}

export interface MctsResult<M> {
  /** The most visited root move (ties: the larger mean, then the game's order). */
  best: M
  /** Every root move, in the game's order. */
  moves: MctsMove<M>[]
  playouts: number
  /** Positions in the tree when it stopped (the root included). */
  treeSize: number
}

const CHECK_EVERY = 256

function node<S, M>(game: Game<S, M>, state: S, move: M | null, parent: Node<S, M> | null): Node<S, M> {
  return { state, move, parent, children: [], untried: game.moves(state), visits: 0, reward: 0 }
}

/** A finished game's reward for `player`: 1 a win, ½ a draw, 0 a loss. */
function rewardFor<S, M>(game: Game<S, M>, end: S, player: Player): number {
  const v = game.value(end) // for the side to move at the end
  const mine = game.toMove(end) === player ? v : -v
  return mine > 0 ? 1 : mine < 0 ? 0 : 0.5
}

/** Runs UCT from `state` (a position that is not over) and returns the visits of every root move. */
// #region mcts
export function mcts<S, M>(
  game: Game<S, M>,
  state: S,
  settings: MctsSettings,
  options: JobOptions = {},
): MctsResult<M> {
  if (game.terminal(state)) throw new Error('The game is over: there is no move to choose.')
  const rand = mulberry32(settings.seed)
  const root = node(game, state, null, null)
  const c = settings.exploration
  let treeSize = 1
  for (let i = 0; i < settings.playouts; i++) {
    if (i % CHECK_EVERY === 0) {
      if (options.signal?.aborted) throw abortError()
      options.onProgress?.({ explored: i })
    }
    // 1. Selection: down through fully expanded nodes, by UCT.
    let n = root
    while (n.untried.length === 0 && n.children.length > 0) {
      const logN = Math.log(n.visits)
      let pick = n.children[0]
      let top = -Infinity
      for (const child of n.children) {
        const score = child.reward / child.visits + c * Math.sqrt(logN / child.visits)
        if (score > top) {
          top = score
          pick = child
        }
      }
      n = pick
    }
    // 2. Expansion: one untried move, chosen at random.
    if (n.untried.length > 0) {
      const k = Math.floor(rand() * n.untried.length)
      const move = n.untried[k]
      n.untried[k] = n.untried[n.untried.length - 1]
      n.untried.pop()
      const child = node(game, game.play(n.state, move), move, n)
      n.children.push(child)
      treeSize++
      n = child
    }
    // 3. Simulation: random moves to the end of the game.
    let s = n.state
    while (!game.terminal(s)) {
      const moves = game.moves(s)
      s = game.play(s, moves[Math.floor(rand() * moves.length)])
    }
    // 4. Backpropagation: each node's reward is for the side that moved into it.
    for (let up: Node<S, M> | null = n; up !== null; up = up.parent) {
      up.visits++
      if (up.parent) up.reward += rewardFor(game, s, game.toMove(up.parent.state))
    }
  }
  return summary(game, root, settings.playouts, treeSize)
}
// #endregion mcts

function summary<S, M>(
  game: Game<S, M>,
  root: Node<S, M>,
  playouts: number,
  treeSize: number,
): MctsResult<M> {
  const moves = game.moves(root.state).map((move) => {
    const child = root.children.find((ch) => ch.move === move)
    return {
      move,
      visits: child?.visits ?? 0,
      mean: child && child.visits > 0 ? child.reward / child.visits : null,
    }
  })
  let best = moves[0]
  for (const m of moves) {
    if (m.visits > best.visits || (m.visits === best.visits && (m.mean ?? -1) > (best.mean ?? -1))) best = m
  }
  return { best: best.move, moves, playouts, treeSize }
}
