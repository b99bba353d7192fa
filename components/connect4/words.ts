/**
 * Connect Four sentences and labels (pure, unit-tested): who is to move, what a score means, what
 * a column is worth, what the solver did.
 */
import { isFull, isWon, type Position } from '../../src/solvers/connect4/board.ts'

export const COLOURS = ['Red', 'Yellow'] as const

export const moverName = (p: Position): string => COLOURS[p.moves.length % 2]

/**
 * Which stone (counting the winner's own) wins, for a score `s` ≠ 0 seen by the side to move of a
 * position with `stones` stones: the winning stone is played when m stones are down, with
 * (cells + 1 − m) / 2 rounded down = |s| and m of the winner's parity.
 */
export function winningStone(cells: number, stones: number, score: number): number {
  const winnerParity = score > 0 ? stones % 2 : (stones + 1) % 2
  let m = cells + 1 - 2 * Math.abs(score)
  if (m % 2 !== winnerParity) m--
  return (m >> 1) + 1
}

const ordinal = (n: number): string => {
  const tens = n % 100
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${n % 10 > 3 ? 'th' : suffix}`
}

/** What score `s` means for position `p`'s side to move, in words. */
export function scoreMeaning(p: Position, s: number): string {
  if (s === 0) return 'a draw with perfect play'
  const cells = p.width * p.height
  const winner = s > 0 ? moverName(p) : COLOURS[(p.moves.length + 1) % 2]
  return `${winner} wins with perfect play, with its ${ordinal(winningStone(cells, p.moves.length, s))} stone`
}

/** The status while no answer is shown. */
export function idleSentence(p: Position): string {
  if (isWon(p))
    return `Game over: ${COLOURS[(p.moves.length - 1) % 2]} made four in a row with move ${p.moves.length}.`
  if (isFull(p)) return 'Game over: the board is full, a draw.'
  return `${moverName(p)} to move (${p.width}×${p.height}, ${p.moves.length} ${p.moves.length === 1 ? 'stone' : 'stones'} down).`
}

export const formatNodes = (n: number): string => n.toLocaleString('en-US')

/** The answer of "Show the best move". */
export function bestSentence(
  p: Position,
  a: { score: number | null; best: number[]; nodes: number },
  time: string,
): string {
  if (a.score === null) return idleSentence(p)
  const cols = a.best.length === 1 ? `column ${a.best[0]}` : `columns ${a.best.join(', ')}`
  return `Best for ${moverName(p)}: ${cols}, score ${a.score}: ${scoreMeaning(p, a.score)}. Solved in ${time}, ${formatNodes(a.nodes)} positions searched.`
}

/** What the solver did in "Play against it". */
export function replySentence(before: Position, col: number, score: number, time: string): string {
  return `The solver (${moverName(before)}) played column ${col}, score ${score}: ${scoreMeaning(before, score)} (${time}).`
}

/** A column's value under the board: its score, or why it has none. */
export function columnLabel(col: number, value: number | null | undefined, best: boolean): string {
  if (value === undefined) return `Column ${col}`
  if (value === null) return `Column ${col}: full`
  const kind = value > 0 ? 'wins' : value < 0 ? 'loses' : 'draws'
  return `Column ${col}: score ${value} (${kind})${best ? ', best' : ''}`
}

/** The accessible description of a drawn position. */
export function positionLabel(p: Position, prefix: string): string {
  const moves = p.moves.length === 0 ? 'no stones yet' : `moves ${p.moves.map((c) => c + 1).join(' ')}`
  return `${prefix}: ${p.width}×${p.height} board, ${moves}. ${idleSentence(p)}`
}
