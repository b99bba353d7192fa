/**
 * The search lab's sentences and labels (pure, unit-tested). Numbers are written with thousands
 * separators; times in milliseconds with sensible precision.
 */
import { ALGORITHM_NAMES, type AlgorithmName } from '../../src/solvers/search/algorithms.ts'
import type { RaceRow } from '../../src/solvers/search/race.ts'
import type { Board } from '../../src/solvers/sliding/model.ts'

export { ALGORITHM_NAMES }

export const HEURISTIC_NAMES: Readonly<Record<string, string>> = {
  misplaced: 'misplaced tiles',
  manhattan: 'Manhattan distance',
  'linear-conflict': 'linear conflict',
  pdb: 'pattern database',
  mismatch: 'mismatched cells ÷ 2',
  matching: 'min-cost matching',
  zero: 'none',
}

export const fmt = (n: number): string => Math.round(n).toLocaleString('en-US')

export function formatMs(ms: number): string {
  if (ms < 1) return '< 1 ms'
  if (ms < 10) return `${ms.toFixed(1)} ms`
  return `${fmt(ms)} ms`
}

/** The algorithm's name as the table shows it, with its weight for weighted A*. */
export function algorithmLabel(a: AlgorithmName, weight: number): string {
  return a === 'weighted-astar' ? `${ALGORITHM_NAMES[a]} (w = ${weight})` : ALGORITHM_NAMES[a]
}

/** The cells of one table row: length, optimal?, expanded, generated, peak stored, time. */
export function rowCells(row: RaceRow): { length: string; optimal: string; expanded: string; generated: string; stored: string; time: string } {
  const stopped = row.length === null
  return {
    length: stopped ? `none (${row.note})` : String(row.length),
    optimal: row.optimal === null ? '–' : row.optimal ? 'yes' : 'no',
    expanded: fmt(row.expanded),
    generated: stopped && row.generated === 0 ? '–' : fmt(row.generated),
    stored: stopped && row.peakStored === 0 ? '–' : fmt(row.peakStored),
    time: formatMs(row.ms),
  }
}

/** The race's summary sentence. */
export function raceSentence(rows: readonly RaceRow[], distance: number, unit = 'move'): string {
  const done = rows.filter((r) => r.length !== null)
  if (done.length === 0) return `The shortest solution takes ${distance} moves; no algorithm finished within its budget.`
  const fewest = done.reduce((a, b) => (b.expanded < a.expanded ? b : a))
  const most = done.reduce((a, b) => (b.expanded > a.expanded ? b : a))
  const wrong = done.filter((r) => !r.optimal).map((r) => `${ALGORITHM_NAMES[r.algorithm]} (${r.length})`)
  const stopped = rows.filter((r) => r.length === null).map((r) => ALGORITHM_NAMES[r.algorithm])
  return [
    `The shortest solution takes ${distance} ${unit}${distance === 1 ? '' : 's'}.`,
    `Fewest nodes expanded: ${ALGORITHM_NAMES[fewest.algorithm]}, ${fmt(fewest.expanded)}; most: ${ALGORITHM_NAMES[most.algorithm]}, ${fmt(most.expanded)}.`,
    wrong.length ? `Longer than the shortest: ${wrong.join(', ')}.` : 'Every solution found is a shortest one.',
    stopped.length ? `Stopped at the node budget: ${stopped.join(', ')}.` : '',
  ].filter(Boolean).join(' ')
}

/** "Your ranking put 5 of 8 in the right place; the closest misses …" for the class's prediction. */
export function rankingVerdict(predicted: readonly AlgorithmName[], actual: readonly AlgorithmName[]): string {
  const right = predicted.filter((a, k) => actual[k] === a).length
  const firstRight = predicted[0] === actual[0]
  const lastRight = predicted.at(-1) === actual.at(-1)
  return `Your ranking put ${right} of ${actual.length} in the right place` +
    `${firstRight ? '' : `; the fewest nodes went to ${ALGORITHM_NAMES[actual[0]]}`}` +
    `${lastRight ? '' : `; the most to ${ALGORITHM_NAMES[actual.at(-1)!]}`}.`
}

/** The label of one step of the frontier view. */
export function stepLabel(k: number, total: number, node: { id: number; g: number; h: number }, children: { fate: string }[], informed: boolean): string {
  const dup = children.filter((c) => c.fate === 'duplicate').length
  const fresh = children.length - dup
  const f = informed ? `, h = ${node.h}, f = ${node.g + node.h}` : ''
  return `Expansion ${k + 1} of ${total}: node ${node.id} (g = ${node.g}${f}); ${fresh} new child${fresh === 1 ? '' : 'ren'}` +
    `${dup ? `, ${dup} duplicate${dup === 1 ? '' : 's'} dropped` : ''}.`
}

/** "Board 3×3, rows: 7 2 4 / 5 blank 6 / 8 3 1". */
export function boardLabel(board: Board, what = 'Board'): string {
  const rows: string[] = []
  for (let r = 0; r < board.height; r++) {
    rows.push(Array.from(board.tiles.subarray(r * board.width, (r + 1) * board.width), (t) => (t === 0 ? 'blank' : String(t))).join(' '))
  }
  return `${what} ${board.width}×${board.height}, rows: ${rows.join(' / ')}`
}

/** The exercise's verdict; `reveal` false must not say how long the shortest is. */
export function judgeSolution(length: number, solves: boolean, shortest: number | null, reveal: boolean): string {
  const moves = `${length} move${length === 1 ? '' : 's'}`
  if (shortest === null) return 'This position cannot reach its goal (parity), so no list of moves solves it.'
  if (!solves) return `Legal, but after these ${moves} the board is not the goal yet.`
  if (length === shortest) return `Solved in ${moves}: a shortest solution.`
  return reveal ? `Solved in ${moves}, but the shortest takes ${shortest}.` : `Solved in ${moves}, but a shorter solution exists.`
}

/** "A shortest solution takes 6 moves: 5 2 1 …". */
export function shortestSentence(moves: readonly number[]): string {
  return moves.length === 0 ? 'The position is already the goal: 0 moves.' : `A shortest solution takes ${moves.length} move${moves.length === 1 ? '' : 's'}: ${moves.join(' ')}.`
}
