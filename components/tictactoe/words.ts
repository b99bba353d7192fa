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

/** The sentence under the tree in class mode, before the last step: nothing that gives a value away. */
export function classTreeSentence(b: Board, steps: number): string {
  return `${boardState(b)}. Class mode: the search is shown step by step (${steps} steps); predict each value before it is backed up, then step on with →. The last step shows the whole tree.`
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

/** A probability as a percentage with one decimal: 87.5%. */
export const percent = (p: number): string => `${(100 * p).toFixed(1).replace(/\.0$/, '')}%`

/** An expected value, three decimals, with its sign: +0.875, −0.250, 0. */
export const expected = (v: number): string => {
  const r = Number(v.toFixed(3))
  return r > 0 ? `+${r.toFixed(3)}` : r < 0 ? `−${(-r).toFixed(3)}` : '0'
}

/** The sentence over expectimax's table: the best cells against a random opponent, and minimax's. */
export function chanceSentence(
  b: Board,
  a: { value: number; win: number; draw: number; loss: number; best: Cell[] },
  perfect: Cell[],
): string {
  if (isOver(b)) return `Game over: ${boardState(b)}.`
  const who = mark(toMove(b))
  const cells = (c: Cell[]): string => (c.length === 1 ? `cell ${c[0]}` : `cells ${c.join(', ')}`)
  const same = a.best.length === perfect.length && a.best.every((c) => perfect.includes(c))
  return `${who} to move against a random opponent: best ${cells(a.best)}, expected value ${expected(a.value)} (win ${percent(a.win)}, draw ${percent(a.draw)}, loss ${percent(a.loss)}). Against a perfect opponent minimax’s best ${perfect.length === 1 ? 'is' : 'are'} ${cells(perfect)}${same ? ': the same' : ''}.`
}
