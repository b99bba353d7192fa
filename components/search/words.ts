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

/** The race's cost models in the reader's words. */
export const COST_NAMES: Readonly<Record<string, string>> = {
  unit: 'every move costs 1',
  tile: 'moving tile k costs k',
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

/** The cells of one table row: length, cost, optimal?, expanded, generated, peak stored, time (0 is written 0). */
export function rowCells(row: RaceRow): {
  length: string
  cost: string
  optimal: string
  expanded: string
  generated: string
  stored: string
  time: string
} {
  const stopped = row.length === null
  return {
    length: stopped ? `none (${row.note})` : String(row.length),
    cost: row.cost === null || row.cost === undefined ? 'none' : fmt(row.cost),
    optimal: row.optimal === null ? 'no answer' : row.optimal ? 'yes' : 'no',
    expanded: fmt(row.expanded),
    generated: fmt(row.generated),
    stored: fmt(row.peakStored),
    time: formatMs(row.ms),
  }
}

/** How a row ended, for rows made before `outcome` existed too. */
const outcomeOf = (r: RaceRow): RaceRow['outcome'] =>
  r.outcome ?? (r.length !== null ? 'solved' : /budget/.test(r.note) ? 'budget' : 'none')

/**
 * The race's summary sentence. `cheapest`: the cheapest solution's cost when moves have costs
 * (the rows are then judged by cost). Rows stopped at their budget count in "most" (with "at
 * least": they stopped there); a search that found nothing within its depth bound is told apart
 * from one that stopped at its budget.
 */
export function raceSentence(
  rows: readonly RaceRow[],
  distance: number,
  unit = 'move',
  cheapest?: number,
): string {
  const done = rows.filter((r) => outcomeOf(r) === 'solved')
  const costs = cheapest !== undefined
  const head = costs
    ? `The cheapest solution costs ${fmt(cheapest)}; the shortest takes ${distance} ${unit}${distance === 1 ? '' : 's'}.`
    : `The shortest solution takes ${distance} ${unit}${distance === 1 ? '' : 's'}.`
  const none = rows.filter((r) => outcomeOf(r) === 'none')
  const budget = rows.filter((r) => outcomeOf(r) === 'budget')
  const tails = [
    none.length
      ? `Found nothing: ${none.map((r) => `${ALGORITHM_NAMES[r.algorithm]} (${r.note})`).join(', ')}.`
      : '',
    budget.length
      ? `Stopped at the node budget: ${budget.map((r) => `${ALGORITHM_NAMES[r.algorithm]} (${fmt(r.expanded)} nodes)`).join(', ')}.`
      : '',
  ]
  if (done.length === 0) return [head, 'No algorithm found a solution.', ...tails].filter(Boolean).join(' ')
  const fewest = done.reduce((a, b) => (b.expanded < a.expanded ? b : a))
  const most = rows.reduce((a, b) => (b.expanded > a.expanded ? b : a))
  const mostText = `${ALGORITHM_NAMES[most.algorithm]}, ${outcomeOf(most) === 'budget' ? 'at least ' : ''}${fmt(most.expanded)}`
  const wrong = done
    .filter((r) => !r.optimal)
    .map(
      (r) =>
        `${ALGORITHM_NAMES[r.algorithm]} (${costs ? `cost ${fmt(r.cost ?? 0)}, ${r.length} moves` : r.length})`,
    )
  return [
    head,
    `Fewest nodes expanded: ${ALGORITHM_NAMES[fewest.algorithm]}, ${fmt(fewest.expanded)}; most: ${mostText}.`,
    wrong.length
      ? `${costs ? 'Dearer than the cheapest' : 'Longer than the shortest'}: ${wrong.join(', ')}.`
      : `Every solution found is a ${costs ? 'cheapest' : 'shortest'} one.`,
    ...tails,
  ]
    .filter(Boolean)
    .join(' ')
}

/** The race's progress line: the algorithm running, in readers' words, and how many are done. */
export function raceProgress(a: AlgorithmName, k: number, total: number): string {
  return `Racing ${ALGORITHM_NAMES[a]} (${k + 1} of ${total})…`
}

/** One line naming a run's settings, for a kept run's caption. */
export function runSettings(s: {
  heuristic: string
  weight: number
  maxDepth?: number
  cost: string
  board: string
}): string {
  return `${s.board}; heuristic: ${HEURISTIC_NAMES[s.heuristic] ?? s.heuristic}; weight ${s.weight}; depth bound ${s.maxDepth ?? 'auto'}; ${COST_NAMES[s.cost] ?? s.cost}.`
}

/** "Your ranking put 5 of 8 in the right place; the closest misses …" for the class's prediction. */
export function rankingVerdict(
  predicted: readonly AlgorithmName[],
  actual: readonly AlgorithmName[],
): string {
  const right = predicted.filter((a, k) => actual[k] === a).length
  const firstRight = predicted[0] === actual[0]
  const lastRight = predicted.at(-1) === actual.at(-1)
  return (
    `Your ranking put ${right} of ${actual.length} in the right place` +
    `${firstRight ? '' : `; the fewest nodes went to ${ALGORITHM_NAMES[actual[0]]}`}` +
    `${lastRight ? '' : `; the most to ${ALGORITHM_NAMES[actual.at(-1)!]}`}.`
  )
}

/** The label of one step of the frontier view. */
export function stepLabel(
  k: number,
  total: number,
  node: { id: number; g: number; h: number },
  children: { fate: string }[],
  informed: boolean,
): string {
  const dup = children.filter((c) => c.fate === 'duplicate').length
  const fresh = children.length - dup
  const f = informed ? `, h = ${node.h}, f = ${node.g + node.h}` : ''
  return (
    `Expansion ${k + 1} of ${total}: node ${node.id} (g = ${node.g}${f}); ${fresh} new child${fresh === 1 ? '' : 'ren'}` +
    `${dup ? `, ${dup} duplicate${dup === 1 ? '' : 's'} dropped` : ''}.`
  )
}

/** "Board 3×3, rows: 7 2 4 / 5 blank 6 / 8 3 1". */
export function boardLabel(board: Board, what = 'Board'): string {
  const rows: string[] = []
  for (let r = 0; r < board.height; r++) {
    rows.push(
      Array.from(board.tiles.subarray(r * board.width, (r + 1) * board.width), (t) =>
        t === 0 ? 'blank' : String(t),
      ).join(' '),
    )
  }
  return `${what} ${board.width}×${board.height}, rows: ${rows.join(' / ')}`
}

/** The exercise's verdict; `reveal` false must not say how long the shortest is. */
export function judgeSolution(
  length: number,
  solves: boolean,
  shortest: number | null,
  reveal: boolean,
): string {
  const moves = `${length} move${length === 1 ? '' : 's'}`
  if (shortest === null) return 'This position cannot reach its goal (parity), so no list of moves solves it.'
  if (!solves) return `Legal, but after these ${moves} the board is not the goal yet.`
  if (length === shortest) return `Solved in ${moves}: a shortest solution.`
  return reveal
    ? `Solved in ${moves}, but the shortest takes ${shortest}.`
    : `Solved in ${moves}, but a shorter solution exists.`
}

/** "A shortest solution takes 6 moves: 5 2 1 …". */
export function shortestSentence(moves: readonly number[]): string {
  return moves.length === 0
    ? 'The position is already the goal: 0 moves.'
    : `A shortest solution takes ${moves.length} move${moves.length === 1 ? '' : 's'}: ${moves.join(' ')}.`
}
