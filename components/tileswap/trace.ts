/**
 * The Hungarian method's run on a small pair, as steps for the step player: the events from the
 * solver's trace hook, with a sentence for each. No DOM here (unit-tested).
 */
import { hungarian, manhattanCosts, onesOf, type Grid, type TraceEvent } from '../../src/solvers/tileswap/index.ts'

export const MAX_TRACE_ONES = 8

export type TraceRun = { starts: Int32Array; goals: Int32Array; cost: number[][]; events: TraceEvent[]; total: number }

/** "r2c3" for a cell, counting from 1. */
export function shortCell(cell: number, cols: number): string {
  return `r${Math.floor(cell / cols) + 1}c${(cell % cols) + 1}`
}

export function traceRun(start: Grid, goal: Grid): TraceRun {
  const starts = onesOf(start.cells)
  const goals = onesOf(goal.cells)
  const c = manhattanCosts(starts, goals, start.cols)
  const k = starts.length
  const cost = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => c(i, j)))
  const events: TraceEvent[] = []
  const r = hungarian(k, c, {}, (e) => events.push(e))
  return { starts, goals, cost, events, total: r.cost }
}

/** The step player's labels: "Start: …", then one sentence per event. */
export function traceLabels(run: TraceRun, cols: number): { label: string }[] {
  const n = run.events.length
  const S = (i: number): string => `S${i + 1} (${shortCell(run.starts[i], cols)})`
  const G = (j: number): string => `G${j + 1} (${shortCell(run.goals[j], cols)})`
  const labels = [{ label: `Start: all potentials 0, so the reduced costs are the distances; nothing matched; ${n} steps` }]
  let matched = 0
  run.events.forEach((e, s) => {
    const head = `Step ${s + 1} of ${n}: `
    if (e.kind === 'grow') {
      const owner = e.owner[e.column]
      const shift = e.delta === 0 ? 'no shift needed' : `potentials in the tree shift by ${e.delta}`
      labels.push({ label: `${head}adding ${S(e.added)}: scanned ${S(e.row)}; ${shift}; ${G(e.column)} joins the tree${owner < 0 ? ' and is free' : `, matched to ${S(owner)}`}` })
    } else {
      matched++
      // e.path lists goal ones from the free one back to the first; read it forward, each with its new start one.
      const moves = e.path.slice().reverse().map((j, k) => `${k === 0 ? '' : 'then '}S${e.owner[j] + 1} ${k === 0 ? 'takes' : 'moves on to'} G${j + 1}`)
      const last = e.path[0]
      const tail = matched === run.starts.length
        ? `; ${matched} of ${run.starts.length} matched: done, and Σu + Σv = ${sum(e.u) + sum(e.v)}, the minimum`
        : `; ${matched} of ${run.starts.length} matched`
      labels.push({ label: `${head}augmenting path: ${moves.join(', ')}${e.path.length > 1 ? ` (G${last + 1} was free)` : ' (it was free)'}${tail}` })
    }
  })
  return labels
}

function sum(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0)
}
