/**
 * "Elimination mod 4 on your position": steps through solveByEliminationTraced on the reader's
 * dials, one snapshot of [A | −d] per step, with the pivot row and column marked.
 */
import { DIAL_NAMES, type Counts, type Dials } from '../../src/solvers/clocks/model.ts'
import {
  augmentedMatrix,
  solveByEliminationTraced,
  type Matrix,
  type Step,
} from '../../src/solvers/clocks/elimination.ts'
import type { StepPlayerElement } from '../kit/step-player.ts'
import { $, setText } from '../kit/dom.ts'
import { answerText } from './closed-form.ts'
import { position } from './position.ts'

/** One picture of the matrix: which row and column hold the pivot (-1: none yet). */
export type Snapshot = { matrix: Matrix; pivotRow: number; pivotCol: number; origins: number[] }
export type Walkthrough = { snapshots: Snapshot[]; labels: string[]; counts: Counts }

/**
 * Which dial's equation each row started as, after every step: a swap exchanges two rows (the
 * solver records both), and the row operations keep a row in its place.
 */
export function rowOrigins(start: Matrix, trace: readonly Step[]): number[][] {
  let origins = start.map((_, r) => r)
  const all = [origins]
  for (const step of trace) {
    if (step.action === 'swap' && step.swappedWith !== undefined) {
      const [p, other] = [step.pivotRow, step.swappedWith]
      origins = origins.slice()
      ;[origins[p], origins[other]] = [origins[other], origins[p]]
    }
    all.push(origins)
  }
  return all
}

/** The steps for the player: the start, then every step of the trace, the answer on the last. */
export function walkthrough(dials: Dials): Walkthrough {
  const start = augmentedMatrix(dials)
  const { counts, trace } = solveByEliminationTraced(dials)
  const origins = rowOrigins(start, trace)
  const snapshots: Snapshot[] = [
    { matrix: start, pivotRow: -1, pivotCol: -1, origins: origins[0] },
    ...trace.map((s, k) => ({
      matrix: s.matrix,
      pivotRow: s.pivotRow,
      pivotCol: s.pivotCol,
      origins: origins[k + 1],
    })),
  ]
  const labels = [
    'Start: [A | −d] for your position.',
    ...trace.map(
      (s, k) =>
        `Step ${k + 1} of ${trace.length}: pivot in row ${s.pivotRow + 1}, column ${s.pivotCol + 1} (bold and outlined). ${s.description}`,
    ),
  ]
  labels[labels.length - 1] += ` Answer: ${answerText(counts)}.`
  return { snapshots, labels, counts }
}

/** Writes one snapshot into the table's cells and marks the pivot row, column and cell. */
export function drawSnapshot(table: HTMLTableElement, snap: Snapshot): void {
  const rows = Array.from(table.tBodies[0].rows)
  rows.forEach((tr, r) => {
    setText($(tr, '[data-origin]'), DIAL_NAMES[snap.origins[r]].toLowerCase())
    tr.classList.toggle('is-pivot-row', r === snap.pivotRow)
    Array.from(tr.querySelectorAll('td')).forEach((td, c) => {
      setText(td, String(snap.matrix[r][c]))
      td.classList.toggle('is-pivot-col', c === snap.pivotCol)
      td.classList.toggle('is-pivot', r === snap.pivotRow && c === snap.pivotCol)
    })
  })
  table
    .querySelectorAll('thead th[data-col]')
    .forEach((th, c) => th.classList.toggle('is-pivot-col', c === snap.pivotCol))
}

/** Wires one Elimination widget: reloads the player, from the start, whenever the position changes. */
export function initElimination(root: HTMLElement): void {
  const table = $<HTMLTableElement>(root, 'table')
  // Elimination.astro's script imports step-player.ts first, so the element is defined by now.
  // (This module is also imported at build time for `walkthrough`, so it must not import the
  // custom element itself, which extends HTMLElement.)
  const player = $<StepPlayerElement>(root, 'step-player')
  position.subscribe((dials) => {
    const { snapshots, labels } = walkthrough(dials)
    player.load(
      labels.map((label) => ({ label })),
      (i) => drawSnapshot(table, snapshots[i]),
    )
  })
}
