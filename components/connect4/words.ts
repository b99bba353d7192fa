/**
 * Connect Four sentences and labels (pure, unit-tested): who is to move, what a score means, what
 * a column is worth, what the solver did.
 */
import { isFull, isWon, type Position, stoneAt } from '../../src/solvers/connect4/board.ts'
import { evaluationParts, LINE_WEIGHTS } from '../../src/solvers/connect4/evaluate.ts'
import { provenScore, type PlayAnswer } from '../../src/solvers/connect4/answer.ts'

const COLOURS = ['Red', 'Yellow'] as const

const moverName = (p: Position): string => COLOURS[p.moves.length % 2]

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

const formatNodes = (n: number): string => n.toLocaleString('en-US')

const columns = (best: readonly number[]): string =>
  best.length === 1 ? `column ${best[0]}` : `columns ${best.join(', ')}`

/** A signed number as the page prints it: +10, −4, 0. */
const signed = (v: number): string => (v > 0 ? `+${v}` : v < 0 ? `−${-v}` : '0')

/** The perfect solver's answer of "Show the best move". */
export function bestSentence(
  p: Position,
  a: { score: number | null; best: number[]; nodes: number },
  time: string,
): string {
  if (a.score === null) return idleSentence(p)
  return `Best for ${moverName(p)}: ${columns(a.best)}, score ${a.score}: ${scoreMeaning(p, a.score)}. Exact: the perfect solver, in ${time}, ${formatNodes(a.nodes)} positions searched.`
}

/** Why the answer is depth-limited, and how deep it went. */
function depthReason(a: PlayAnswer, time: string): string {
  const seconds = (ms: number): string => `${Number((ms / 1000).toFixed(1))} s`
  const where = `${formatNodes(a.nodes)} positions, ${time}`
  if (a.reason === 'time')
    return `Depth-limited: the perfect solver did not finish within ${seconds(a.exactMs)}, so iterative deepening searched to depth ${a.depth} in the time left (${where}).`
  if (a.timedOut) return `Depth-limited: the time limit stopped the deepening at depth ${a.depth} (${where}).`
  return `Depth-limited to depth ${a.depth}, as set (${where}).`
}

/** What a depth-limited value says: a guess, or a result the search saw to the end. */
function valueMeaning(p: Position, v: number): string {
  const proven = provenScore(v)
  if (proven !== null)
    return `a ${proven > 0 ? 'win' : 'loss'} the search saw to the end: ${scoreMeaning(p, proven)}`
  return `evaluation ${signed(v)} (a guess from the open lines, not a proof)`
}

/** The answer of "Show the best move", exact or depth-limited. */
export function answerSentence(p: Position, a: PlayAnswer, time: string): string {
  if (a.exact)
    return bestSentence(p, { score: a.score, best: a.best, nodes: a.nodes }, time) + splitSentence(a)
  return `Best for ${moverName(p)} at depth ${a.depth}: ${columns(a.best)}, ${valueMeaning(p, a.evaluation!)}. ${depthReason(a, time)}`
}

/** The perfect solver's search split over several workers (components/connect4/split-play.ts), or nothing. */
function splitSentence(a: PlayAnswer): string {
  return a.workers ? ` The search was split over ${a.workers} workers, a column each at a time.` : ''
}

/** What the solver did in "Play against it". */
export function replySentence(before: Position, a: PlayAnswer, time: string): string {
  const who = `The solver (${moverName(before)}) played column ${a.column}`
  if (a.exact)
    return `${who}, score ${a.score}: ${scoreMeaning(before, a.score!)} (exact, ${time}${a.workers ? `, on ${a.workers} workers` : ''}).`
  return `${who}, ${valueMeaning(before, a.evaluation!)}. ${depthReason(a, time)}`
}

/** A column's value under the board: its score (exact) or its value at a depth, or why it has none. */
export function columnLabel(
  col: number,
  value: number | null | undefined,
  best: boolean,
  depth?: number,
): string {
  if (value === undefined) return `Column ${col}`
  if (value === null) return `Column ${col}: full`
  const mark = best ? ', best' : ''
  if (depth !== undefined) {
    const proven = provenScore(value)
    if (proven === null) return `Column ${col}: evaluation ${value} at depth ${depth}${mark}`
    return `Column ${col}: ${proven > 0 ? 'wins' : 'loses'} within depth ${depth}, score ${proven}${mark}`
  }
  const kind = value > 0 ? 'wins' : value < 0 ? 'loses' : 'draws'
  return `Column ${col}: score ${value} (${kind})${mark}`
}

/** The short text under a column: the score, or the evaluation (W or L for a win or loss the search saw). */
export function columnText(value: number | null | undefined, depth?: number): string {
  if (value === undefined) return ''
  if (value === null) return '–'
  const proven = depth === undefined ? null : provenScore(value)
  if (proven !== null) return proven > 0 ? 'W' : 'L'
  return value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '0'
}

/** The evaluation of the position on the board, in its parts (shown under the board). */
export function evaluationLine(p: Position): string {
  if (isWon(p) || isFull(p)) return ''
  const e = evaluationParts(p)
  const other = COLOURS[(p.moves.length + 1) % 2]
  const part = (n: number[]): string => [1, 2, 3].map((k) => `${n[k]}×${LINE_WEIGHTS[k]}`).join(' + ')
  return `Evaluation for ${moverName(p)} (to move): ${signed(e.total)} = its open lines with 1, 2, 3 stones (${part(e.mine)}) − ${other}’s (${part(e.theirs)}).`
}

/**
 * The accessible description of a drawn position: what stands in each column, bottom up, as a
 * reader sees it (not the order the stones came in).
 */
export function positionLabel(p: Position, prefix: string): string {
  if (p.moves.length === 0)
    return `${prefix}: ${p.width}×${p.height} board, no stones yet. ${idleSentence(p)}`
  const columns = Array.from({ length: p.width }, (_, c) => {
    const stones = Array.from({ length: p.heights[c] }, (_, r) => COLOURS[stoneAt(p, c, r) - 1])
    return `column ${c + 1} ${stones.length ? stones.join(' ') : 'empty'}`
  })
  return `${prefix}: ${p.width}×${p.height} board, bottom up: ${columns.join('; ')}. ${idleSentence(p)}`
}
