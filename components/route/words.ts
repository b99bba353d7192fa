/**
 * The route-finding widgets' sentences and labels (pure, unit-tested). A cost prints as a whole
 * number, or with two decimals when a diagonal made it a fraction.
 */
import { ALGORITHM_NAMES, INFORMED, type AlgorithmName } from '../../src/solvers/search/algorithms.ts'
import type { RaceRow } from '../../src/solvers/search/race.ts'
import type { Trace } from '../../src/solvers/search/trace.ts'
import type { GridHeuristic } from '../../src/solvers/route/grid.ts'
import type { GraphFacts } from '../../src/solvers/route/jobs.ts'

export { ALGORITHM_NAMES }

export const fmt = (n: number): string => n.toLocaleString('en-US')
/** A cost: whole, or to two decimals. */
export const costText = (x: number): string =>
  Number.isInteger(x)
    ? fmt(x)
    : x.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const plural = (n: number, one: string, many = `${one}s`): string => `${fmt(n)} ${n === 1 ? one : many}`

export const GRID_HEURISTIC_NAMES: Readonly<Record<GridHeuristic, string>> = {
  octile: 'Octile distance',
  manhattan: 'Manhattan distance',
  euclidean: 'Straight line (Euclidean)',
  chebyshev: 'Chebyshev (king moves)',
  zero: 'None (h = 0)',
}

/** How each algorithm picks the next node, in the words of a map or a grid (ties last). */
export const PICK_RULES: Readonly<Record<AlgorithmName, string>> = {
  bfs: 'The oldest open node first (a queue): every place one move away, then two, … Costs are ignored.',
  dfs: 'The newest open node first (a stack): it follows one way as far as it goes, then backs up.',
  iddfs: 'Depth-first down to a depth limit, then again from the start with the limit one higher.',
  bidirectional: 'Breadth-first from both ends, the smaller frontier first; it stops when the two meet.',
  ucs: 'The smallest g first: the cheapest path so far. On a tie, the node queued first.',
  greedy:
    'The smallest h first: whatever looks nearest the goal. On a tie, the larger g, then the node queued first.',
  astar: 'The smallest f = g + h first. On a tie, the larger g, then the node queued first.',
  'weighted-astar': 'The smallest f = g + w·h first. On a tie, the larger g, then the node queued first.',
  idastar: 'Depth-first while f = g + h stays within a bound; the next bound is the smallest f cut off.',
}

/** g, h and f of a node, as the algorithm uses them. */
export function valuesText(algorithm: AlgorithmName, weight: number, g: number, h: number): string {
  if (!INFORMED.has(algorithm)) return `g = ${costText(g)}`
  const f =
    algorithm === 'weighted-astar'
      ? `f = g + ${weight}·h = ${costText(g + weight * h)}`
      : `f = ${costText(g + h)}`
  return `g = ${costText(g)}, h = ${costText(h)}, ${f}`
}

/** The player's label for expansion k (or the last step, k = steps.length), naming states by `name`. */
export function stepLabel(
  trace: Trace<number>,
  k: number,
  weight: number,
  name: (state: number) => string,
  cost: number | null,
): string {
  const total = trace.result.expanded
  if (k >= trace.steps.length) return finalSentence(trace, cost)
  const s = trace.steps[k]
  const fresh = s.children.filter((c) => c.fate !== 'duplicate').length
  const side = s.side === null ? '' : s.side === 'forward' ? ' (from the start)' : ' (from the goal)'
  const bound =
    s.bound === null
      ? ''
      : trace.algorithm === 'iddfs'
        ? ` [depth limit ${s.bound}]`
        : ` [f bound ${costText(s.bound)}]`
  return `Expansion ${fmt(k + 1)} of ${fmt(total)}${bound}${side}: ${name(s.node.state)} (${valuesText(trace.algorithm, weight, s.node.g, s.node.h)}); ${plural(fresh, 'new or cheaper neighbour')}.`
}

function finalSentence(trace: Trace<number>, cost: number | null): string {
  const r = trace.result
  if (!r.found)
    return trace.stopped
      ? `Stopped after ${plural(r.expanded, 'expansion')}: ${trace.stopped}`
      : `No route: the search ended after ${plural(r.expanded, 'expansion')}.`
  const optimal =
    cost === null
      ? ''
      : Math.abs(r.cost - cost) < 1e-9
        ? ', the cheapest'
        : `; the cheapest costs ${costText(cost)}`
  const drawn =
    r.expanded > trace.steps.length ? ` (the first ${fmt(trace.steps.length)} expansions are drawn)` : ''
  return `Goal reached after ${plural(r.expanded, 'expansion')}${drawn}: a route of ${plural(r.moves.length, 'move')} costing ${costText(r.cost)}${optimal}.`
}

/** The status after a search. */
export function resultSentence(trace: Trace<number>, cheapest: number | null): string {
  const name = ALGORITHM_NAMES[trace.algorithm]
  const r = trace.result
  if (!r.found)
    return trace.stopped
      ? `${name} stopped at the page's budget after ${plural(r.expanded, 'expansion')}.`
      : `${name} found no route (${plural(r.expanded, 'expansion')}): the goal cannot be reached.`
  const verdict =
    cheapest === null
      ? ''
      : Math.abs(r.cost - cheapest) < 1e-9
        ? ' That is the cheapest.'
        : ` The cheapest costs ${costText(cheapest)}.`
  return `${name} found a route costing ${costText(r.cost)} (${plural(r.moves.length, 'move')}) after ${plural(r.expanded, 'expansion')}.${verdict} Step through it below.`
}

/** The class's verdict on "which is expanded next?". */
export function guessVerdict(guess: string, next: string, right: boolean): string {
  return right ? `Right: ${next} is expanded next.` : `Not ${guess}: ${next} is expanded next.`
}

/** A race row's cells: algorithm, cost, optimal, expanded, generated, stored, time. */
export function raceCells(row: RaceRow): string[] {
  return [
    ALGORITHM_NAMES[row.algorithm],
    row.cost === null ? (row.outcome === 'budget' ? 'gave up' : 'none') : costText(row.cost),
    row.optimal === null ? '–' : row.optimal ? 'yes' : 'no',
    fmt(row.expanded),
    fmt(row.generated),
    fmt(row.peakStored),
    `${row.ms < 10 ? row.ms.toFixed(2) : Math.round(row.ms)} ms`,
  ]
}
export const RACE_HEAD = ['Algorithm', 'Cost', 'Cheapest?', 'Expanded', 'Generated', 'Peak stored', 'Time']

/** The sentence on the file's heuristic: admissible, consistent, or where it fails. */
export function checkSentence(facts: GraphFacts, heuristic: 'given' | 'zero'): string {
  if (heuristic === 'zero') return 'Heuristic: none (h = 0 everywhere), which is admissible and consistent.'
  if (facts.h.every((h) => h === 0)) return 'The graph gives no heuristic lines, so h = 0 everywhere.'
  const c = facts.check
  const name = (s: number) => facts.states[s]
  const over = c.over
    ? ` It is not admissible: h(${name(c.over.state)}) = ${costText(c.over.h)}, but the cheapest way from there to a goal costs ${Number.isFinite(c.over.cost) ? costText(c.over.cost) : 'infinity (no way)'}.`
    : ' It is admissible: it never overestimates the cheapest way to a goal.'
  const drop = c.drop
    ? ` It is not consistent: along the edge ${name(c.drop.from)} → ${name(c.drop.to)}, which costs ${costText(c.drop.cost)}, h drops from ${costText(c.drop.hFrom)} to ${costText(c.drop.hTo)}.`
    : ' It is consistent: along every edge, h drops by no more than the edge costs.'
  return `The file's heuristic:${over}${drop}`
}
