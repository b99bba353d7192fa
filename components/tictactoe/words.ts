/** Tic-tac-toe sentences and labels (pure, unit-tested). */
import type { TraceNode } from '../../src/solvers/game.ts'
import {
  emptyCells,
  isOver,
  toMove,
  winner,
  type Board,
  type Cell,
} from '../../src/solvers/tictactoe/model.ts'

export const mark = (player: 0 | 1): string => (player === 0 ? 'X' : 'O')

/** A value seen by X (the article draws every value from X's side, as minimax does): a word. */
export function valueWord(xValue: number): string {
  return xValue > 0 ? 'X wins' : xValue < 0 ? 'O wins' : 'draw'
}

/** A negamax value (for the side to move at `b`) seen from X's side. */
export const forX = (b: Board, v: number): number => (toMove(b) === 0 ? v : -v) + 0

/** α or β for display: ±∞ as the sign, numbers with their sign. */
export const bound = (v: number): string =>
  v === Infinity ? '+∞' : v === -Infinity ? '−∞' : v > 0 ? `+${v}` : v < 0 ? `−${-v}` : '0'

/**
 * The window seen from X's side: at an X node (α, β) as called; at an O node negamax's (α, β) is
 * (−β, −α) in X's terms.
 */
export function windowForX(b: Board, alpha: number, beta: number): [number, number] {
  return toMove(b) === 0 ? [alpha, beta] : [-beta + 0, -alpha + 0]
}

export function boardState(b: Board): string {
  const w = winner(b)
  if (w) return `${w.toUpperCase()} has three in a row`
  if (isOver(b)) return 'a draw'
  return `${mark(toMove(b))} to move`
}

/** One tree line: the move that led here, the value backed up and the window it was searched with. */
export function nodeLabel(
  node: TraceNode<Board, Cell>,
  parentBoard: Board | null,
  shown: { value: boolean; window: boolean },
): string {
  const who =
    parentBoard === null
      ? 'Your position'
      : `${mark(toMove(parentBoard))} plays ${node.path[node.path.length - 1]}`
  const parts = [who]
  if (shown.window) {
    const [a, b] = windowForX(node.state, node.alpha, node.beta)
    parts.push(`α ${bound(a)}, β ${bound(b)}`)
  }
  if (shown.value)
    parts.push(`value ${bound(forX(node.state, node.value))} (${valueWord(forX(node.state, node.value))})`)
  return parts.join(' · ')
}

export function treeTooBig(b: Board, limit: number): string {
  return `This position has ${emptyCells(b).length} empty cells; the tree is drawn for at most ${limit} (play a few moves first, or press “Example”).`
}

/** The sentence under the tree: how many nodes, how many pruned. */
export function treeSummary(
  nodes: number,
  prunedBranches: number,
  minimaxNodes: number,
  pruning: boolean,
  xValue: number,
): string {
  const value = `Value for X: ${bound(xValue)} (${valueWord(xValue)}).`
  if (!pruning) return `${value} Minimax visits all ${nodes} positions of this tree.`
  return `${value} Alpha-beta visits ${nodes} of minimax's ${minimaxNodes} positions; ${prunedBranches} ${prunedBranches === 1 ? 'branch is' : 'branches are'} pruned (drawn struck through).`
}

/** The step player's label for event i. */
export function eventLabel(
  kind: 'enter' | 'leave' | 'cutoff',
  node: TraceNode<Board, Cell>,
  index: number,
  total: number,
): string {
  const where = node.path.length === 0 ? 'your position' : `after ${node.path.join(' ')}`
  const v = forX(node.state, node.value)
  const [a, b] = windowForX(node.state, node.alpha, node.beta)
  const text =
    kind === 'enter'
      ? `search ${where} with α ${bound(a)}, β ${bound(b)}`
      : kind === 'leave'
        ? `${where} is worth ${bound(v)} (${valueWord(v)}), backed up`
        : `cutoff ${where}: ${node.pruned.length === 1 ? 'move' : 'moves'} ${node.pruned.join(' ')} never searched`
  return `Step ${index + 1} of ${total}: ${text}`
}

/** The pruned branches of a trace, as paths from the root ("7 9"). */
export function prunedPaths(nodes: readonly TraceNode<Board, Cell>[]): string[] {
  return nodes.flatMap((n) => n.pruned.map((cell) => [...n.path, cell].join(' ')))
}
