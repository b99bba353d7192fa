/** Sentences and labels of the tile swap widgets (pure; unit-tested). */
import {
  cellLabel,
  replay,
  sameCells,
  type Cells,
  type Grid,
  type Swap,
} from '../../src/solvers/tileswap/grid.ts'
import type { CellCertificateCheck } from '../../src/solvers/tileswap/flow.ts'
import { formatSwaps } from '../../src/solvers/tileswap/moves.ts'
import type { Method, MethodTime } from '../../src/solvers/tileswap/jobs.ts'
import type { TraceRun } from './logic.ts'

function plural(n: number, word: string): string {
  return `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`
}

/** What the main widget's status says before anyone asks for an answer. */
export const SOLVE_PROMPT = 'Press “Solve: fewest swaps” for the fewest swaps, played out below.'

/** What it says while the grids cannot be joined (the reason is under the grids, where they were typed). */
export const MISMATCH_STATUS = 'These grids cannot be joined: see the message under the grids.'

/** "Fewest swaps: 8." and, when the sequence was played, that it reached the goal. */
export function solvedSentence(cost: number, played: number | null): string {
  const head = `Fewest swaps: ${cost.toLocaleString('en-US')}.`
  if (played === null || played === 0) return head
  return `${head} The ${plural(played, 'swap')} below ${played === 1 ? 'replays' : 'replay'} legally to the goal.`
}

/** Which way a one steps from cell `from` to its neighbour `to`. */
function direction(from: number, to: number, cols: number): string {
  if (to === from - cols) return 'up'
  if (to === from + cols) return 'down'
  return to === from - 1 ? 'left' : 'right'
}

/**
 * The step player's labels: "Start: …", then one per swap, written as the move notation writes it
 * (cells rRcC, counting from 1) with the one's step in words: "Step 1 of 8: r2c4-r1c4, the one
 * at r2c4 moves up".
 */
export function swapLabels(
  start: Cells,
  swaps: Int32Array,
  relabels: Int32Array,
  cols: number,
): { label: string }[] {
  const n = swaps.length / 2
  const cells = start.slice()
  const out = [{ label: `Start: the start grid; ${plural(n, 'swap')} to go` }]
  for (let s = 0; s < n; s++) {
    const a = swaps[2 * s]
    const b = swaps[2 * s + 1]
    const [from, to] = cells[a] ? [a, b] : [b, a]
    const step =
      cells[a] === cells[b]
        ? 'two equal cells'
        : `the one at ${cellLabel(from, cols)} moves ${direction(from, to, cols)}`
    const extra = relabels[s] ? ` (after ${plural(relabels[s], 'relabel')})` : ''
    out.push({ label: `Step ${s + 1} of ${n}: ${cellLabel(a, cols)}-${cellLabel(b, cols)}, ${step}${extra}` })
    const t = cells[a]
    cells[a] = cells[b]
    cells[b] = t
  }
  return out
}

/** What the certificate under the play widget says, from the check the page ran on the potentials. */
export function certificateSentence(check: CellCertificateCheck, cells: number, swaps: number): string {
  const steep =
    check.steepPairs === 0
      ? `no two neighbouring cells differ by more than 1 (all ${plural(cells, 'cell')} checked)`
      : `${plural(check.steepPairs, 'neighbouring pair')} differ by more than 1, so this is NOT a certificate`
  const sums = `the potentials of the goal's ones add up to ${check.goalSum.toLocaleString('en-US')}, those of the start's ones to ${check.startSum.toLocaleString('en-US')}`
  const verdict = check.ok
    ? `so every sequence needs at least ${check.goalSum.toLocaleString('en-US')} − ${check.startSum.toLocaleString('en-US')} = ${plural(check.bound, 'swap')}, exactly the number found: no shorter sequence exists.`
    : `and the bound ${check.bound.toLocaleString('en-US')} is not the ${plural(swaps, 'swap')} found: the certificate FAILS; please report this grid pair.`
  return `Certificate: ${steep}; ${sums}; ${verdict}`
}

/** The Hungarian step player's labels: "Start: …", then one sentence per event. */
export function traceLabels(run: TraceRun, cols: number): { label: string }[] {
  const n = run.events.length
  const S = (i: number): string => `S${i + 1} (${cellLabel(run.starts[i], cols)})`
  const G = (j: number): string => `G${j + 1} (${cellLabel(run.goals[j], cols)})`
  const labels = [
    { label: `Start: all potentials 0, so the reduced costs are the distances; nothing matched; ${n} steps` },
  ]
  let matched = 0
  run.events.forEach((e, s) => {
    const head = `Step ${s + 1} of ${n}: `
    if (e.kind === 'grow') {
      const owner = e.owner[e.column]
      const shift = e.delta === 0 ? 'no shift needed' : `potentials in the tree shift by ${e.delta}`
      labels.push({
        label: `${head}adding ${S(e.added)}: scanned ${S(e.row)}; ${shift}; ${G(e.column)} joins the tree${owner < 0 ? ' and is free' : `, matched to ${S(owner)}`}`,
      })
    } else {
      matched++
      // e.path lists goal ones from the free one back to the first; read it forward, each with its new start one.
      const moves = e.path
        .slice()
        .reverse()
        .map(
          (j, k) =>
            `${k === 0 ? '' : 'then '}S${e.owner[j] + 1} ${k === 0 ? 'takes' : 'moves on to'} G${j + 1}`,
        )
      const last = e.path[0]
      const tail =
        matched === run.starts.length
          ? `; ${matched} of ${run.starts.length} matched: done, and Σu + Σv = ${sum(e.u) + sum(e.v)}, the minimum`
          : `; ${matched} of ${run.starts.length} matched`
      labels.push({
        label: `${head}augmenting path: ${moves.join(', ')}${e.path.length > 1 ? ` (G${last + 1} was free)` : ' (it was free)'}${tail}`,
      })
    }
  })
  return labels
}

/** What the Hungarian widget says about the grids it follows. */
export function traceSentence(own: boolean, ones: number, total: number, maxOnes: number): string {
  return own
    ? `On your grids: ${ones} ones, minimum total distance ${total}.`
    : `On the source's 4×4 example (minimum ${total}): your grids have more than ${maxOnes} ones or do not match.`
}

function sum(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0)
}

/**
 * The exercise's verdict on typed swaps from `start` to `goal`, whose fewest is `fewest`. With
 * `reveal` false (class mode, before Reveal) it never says how many the fewest is.
 */
export function swapVerdict(
  start: Grid,
  goal: Grid,
  swaps: readonly Swap[],
  fewest: number,
  reveal = true,
): string {
  const r = replay(start, swaps)
  if (!r.ok) return `Not legal: ${r.reason}`
  const n = swaps.length
  if (!sameCells(r.cells, goal.cells)) {
    let off = 0
    for (let i = 0; i < r.cells.length; i++) if (r.cells[i] !== goal.cells[i]) off++
    return `Legal, but after ${plural(n, 'swap')} ${plural(off, 'cell')} still ${off === 1 ? 'differs' : 'differ'} from the goal.`
  }
  if (n === fewest) return `Solved in ${plural(n, 'swap')}: that is the fewest possible.`
  if (!reveal) return `Solved in ${plural(n, 'swap')}, but not in the fewest: some swaps can be saved.`
  return `Solved in ${plural(n, 'swap')}; the fewest is ${fewest}, so ${n - fewest} could be saved.`
}

/** The exercise's reveal: the fewest swaps and (up to 40 of) a sequence that achieves them, in the move notation. */
export function revealSentence(fewest: number, swaps: readonly Swap[], cols: number): string {
  if (fewest === 0) return 'The fewest is 0 swaps: the grids are already equal.'
  const shown = formatSwaps(swaps.slice(0, 40), cols)
  return `The fewest is ${plural(fewest, 'swap')}, for example: ${shown}${swaps.length > 40 ? ' …' : ''}.`
}

/** The scale widget's names for the methods. */
export const METHOD_NAMES: Record<Method, string> = {
  flow: 'Min-cost flow on the grid',
  hungarian: 'Hungarian (assignment)',
}

/** What the scale widget says after timing the methods on an n × n pair with `ones` ones a side. */
export function compareSentence(n: number, ones: number, rows: readonly MethodTime[]): string {
  const agree = rows.every((r) => r.cost === rows[0].cost && r.replayed)
  return `${n} × ${n}, ${ones.toLocaleString('en-US')} ones each side: ${agree ? 'the methods agree' : 'the methods DISAGREE'} on ${rows[0].cost.toLocaleString('en-US')} swaps; ✓ means the sequence replayed to the goal.`
}
