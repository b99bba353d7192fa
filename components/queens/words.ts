/** Sentences and labels of the N-queens widgets (pure, unit-tested). */
import type { Placement } from '../../src/solvers/queens/notation.ts'
import { attackingPairs } from '../../src/solvers/queens/model.ts'

const fmt = (n: number): string => n.toLocaleString('en-US')
const plural = (n: number, one: string, many = one + 's'): string => `${fmt(n)} ${n === 1 ? one : many}`

/** "8×8 board, 3 queens, none attacking another." */
export function placementSentence(p: Placement): string {
  const queens = p.cols.reduce((k, c) => k + (c >= 0 ? 1 : 0), 0)
  const pairs = attackingPairs(p)
  const head = `${p.n}×${p.n} board, ${plural(queens, 'queen')}`
  if (queens === p.n && pairs === 0) return `${head}: a solution, no two queens attack.`
  if (pairs === 0) return `${head}, none attacking another.`
  return `${head}, ${plural(pairs, 'attacking pair')}.`
}

/** The board's accessible name: where the queens are. */
export function boardLabel(p: Placement): string {
  const where = Array.from(p.cols, (c, r) => (c >= 0 ? `row ${r + 1} column ${c + 1}` : null)).filter(
    (s) => s !== null,
  )
  return `${p.n}×${p.n} board; ${where.length ? `queens at ${where.join(', ')}` : 'no queens'}`
}

export type CountFigures = { n: number; solutions: number; nodes: number; distinct: number | null }

export function countSentence(r: CountFigures, ms: number): string {
  const distinct = r.distinct === null ? '' : ` (${fmt(r.distinct)} up to rotation and reflection)`
  return `${r.n}-queens: ${plural(r.solutions, 'solution')}${distinct}; the search tree has ${fmt(r.nodes)} nodes; ${ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`}.`
}

export type StatsFigures = {
  n: number
  method: string
  runs: number
  successRate: number
  meanStepsSolved: number
  meanStepsFailed: number
  meanRestarts: number
}

export function statsSentence(s: StatsFigures): string {
  const mean = (x: number): string => (Number.isNaN(x) || x === null ? 'none' : x.toFixed(1))
  const restarts = s.method === 'restarts' ? `, ${s.meanRestarts.toFixed(2)} restarts on average` : ''
  return `${s.method} on ${s.n} queens, ${plural(s.runs, 'seeded start')}: ${(100 * s.successRate).toFixed(1)}% solved; mean steps ${mean(s.meanStepsSolved)} when solved, ${mean(s.meanStepsFailed)} when stuck${restarts}.`
}

/** The class's prediction of a success rate, judged: "Your prediction, 20%, was 6.0 points too low." */
export function rateVerdict(predicted: number, rate: number): string {
  const diff = predicted - 100 * rate
  return Math.abs(diff) < 0.05
    ? `Your prediction, ${predicted}%, was right.`
    : `Your prediction, ${predicted}%, was ${Math.abs(diff).toFixed(1)} points too ${diff > 0 ? 'high' : 'low'}.`
}
