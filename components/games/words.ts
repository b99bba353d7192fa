/** Monte Carlo tree search's sentences and labels (pure, unit-tested). */
import type { CurveAnswer, GameName, MctsAnswer } from '../../src/solvers/mcts-jobs.ts'

export const GAME_TITLES: Record<GameName, string> = { tictactoe: 'Tic-tac-toe', connect4: 'Connect Four' }

/** A move as the page names it: a cell of tic-tac-toe, a column of Connect Four. */
export const moveName = (game: GameName, move: number): string =>
  game === 'tictactoe' ? `cell ${move}` : `column ${move}`

const fmt = (n: number): string => n.toLocaleString('en-US')

/** A share as a whole percentage: 83%. */
export const pct = (x: number): string => `${Math.round(100 * x)}%`

/** The sentence after a run: MCTS's move, its visits, and the exact solver's verdict. */
export function runSentence(a: MctsAnswer, time: string): string {
  const chosen = a.moves.find((m) => m.move === a.best)!
  const share = chosen.visits / a.playouts
  const what = `MCTS plays ${moveName(a.game, a.best)}: ${fmt(chosen.visits)} of ${fmt(a.playouts)} playouts (${pct(share)}), mean reward ${chosen.mean === null ? '–' : chosen.mean.toFixed(3)}.`
  const names = (ms: number[]): string => ms.map((m) => moveName(a.game, m)).join(', ')
  const verdict =
    a.perfect === null
      ? 'The perfect solver could not judge this early position within its budget.'
      : a.perfect
        ? `A perfect move: the exact solver’s best ${a.perfectMoves!.length === 1 ? 'is' : 'are'} ${names(a.perfectMoves!)}.`
        : `Not a perfect move: the exact solver’s best ${a.perfectMoves!.length === 1 ? 'is' : 'are'} ${names(a.perfectMoves!)}.`
  return `${what} ${verdict} (${time}, ${fmt(a.treeSize)} positions in the tree.)`
}

/** The sentence after the curve: how the rate grows, from the random baseline. */
export function curveSentence(c: CurveAnswer, time: string): string {
  const first = c.rates[0]
  const last = c.rates[c.rates.length - 1]
  return `${GAME_TITLES[c.game]}, ${c.positions} fixed positions × ${c.runs / c.positions} seeds: MCTS’s move is perfect in ${pct(first)} of runs with ${fmt(c.levels[0])} ${c.levels[0] === 1 ? 'playout' : 'playouts'} and ${pct(last)} with ${fmt(c.levels[c.levels.length - 1])}; a random move is perfect ${pct(c.baseline)} of the time. (${time})`
}

/** The curve's accessible description, every point in words. */
export function curveLabel(c: CurveAnswer): string {
  const points = c.levels.map((l, i) => `${fmt(l)} playouts ${pct(c.rates[i])}`).join(', ')
  return `How often MCTS’s move is perfect, by playouts: ${points}. A random move: ${pct(c.baseline)}.`
}
