/**
 * <tileswap-play>: the article's main widget. The two editors → the reader's pair (position.ts,
 * through the kit's `change`) → board, pair error, URL; Solve → the worker (grid min-cost flow
 * plus the relabel construction) → the step player and the certificate. The kit's shell
 * (KitWidget) owns the link, Copy link, job outcomes, stale messages and the step keys.
 */
import { checkCellPotentials } from '../../src/solvers/tileswap/flow.ts'
import {
  formatGrid,
  isSolution,
  mismatch,
  parsePair,
  randomGrid,
  sortedGoal,
  type Grid,
  type Pair,
} from '../../src/solvers/tileswap/grid.ts'
import { toSwapArray } from '../../src/solvers/tileswap/swaps.ts'
import type { SolveResult, TileSwapJobs } from '../../src/solvers/tileswap/jobs.ts'
import { $, setText, showError } from '../kit/dom.ts'
import { formatMs } from '../kit/job-controls.ts'
import { KitWidget } from '../kit/widget.ts'
import { drawGrid } from './draw.ts'
import { GridEditor } from './editor.ts'
import { cellsAfter } from './logic.ts'
import { NOTATION, position } from './position.ts'
import { certificateSentence, MISMATCH_STATUS, SOLVE_PROMPT, solvedSentence, swapLabels } from './words.ts'
import { jobsRunner } from '../kit/worker-runner.ts'

const MAX_CERT_COLUMNS = 16

export class TileSwapPlay extends KitWidget<Pair, 'edit', TileSwapJobs> {
  #start!: GridEditor
  #goal!: GridEditor
  #board!: SVGSVGElement
  #pairError!: HTMLElement
  #cert!: HTMLDetailsElement

  protected setup(): void {
    this.usePosition(position, NOTATION)
    this.runner = jobsRunner('tileswap')
    this.#board = $<SVGSVGElement>(this, '[data-solution-board] svg')
    this.#pairError = $(this, '#ts-pair-error')
    this.#cert = $<HTMLDetailsElement>(this, '[data-cert]')
    this.#start = new GridEditor($(this, '[data-editor="start"]'), (start) =>
      this.change({ ...this.position, start }, 'edit'),
    )
    this.#goal = new GridEditor($(this, '[data-editor="goal"]'), (goal) =>
      this.change({ ...this.position, goal }, 'edit'),
    )
    this.#wireButtons()
  }

  protected render(pair: Pair): void {
    this.#start.show(pair.start)
    this.#goal.show(pair.goal)
    const why = mismatch(pair.start, pair.goal)
    showError($(this, '[data-editor="goal"] [data-grid-text]'), this.#pairError, why)
    const sameShape = pair.start.rows === pair.goal.rows && pair.start.cols === pair.goal.cols
    drawGrid(this.#board, { ...pair.start, goal: sameShape ? pair.goal.cells : null })
    this.#cert.hidden = true
  }

  protected idleStatus(pair: Pair): string {
    return mismatch(pair.start, pair.goal) ? MISMATCH_STATUS : SOLVE_PROMPT
  }

  #wireButtons(): void {
    for (const button of this.querySelectorAll<HTMLButtonElement>('[data-preset]')) {
      button.addEventListener('click', () => this.change(parsePair(button.dataset.preset ?? ''), 'edit'))
    }
    $(this, '[data-sorted]').addEventListener('click', () => {
      const { start } = this.position
      this.change({ start, goal: sortedGoal(start) }, 'edit')
    })
    $(this, '[data-random]').addEventListener('click', () => {
      const n = Number($<HTMLSelectElement>(this, '[data-size]').value)
      const ones = Math.floor((n * n) / 2)
      this.change({ start: randomGrid(n, n, ones), goal: randomGrid(n, n, ones) }, 'edit')
    })
    $(this, '[data-solve]').addEventListener('click', () => void this.#solve())
  }

  async #solve(): Promise<void> {
    const pair = this.position
    const why = mismatch(pair.start, pair.goal)
    if (why) return this.say(`Cannot solve: ${why}`)
    const done = await this.run(
      { kind: 'solve', start: formatGrid(pair.start), goal: formatGrid(pair.goal), method: 'flow' },
      'Solving…',
    )
    if (!done) return
    // In class mode the swaps wait until the class has predicted how many there are.
    this.holdAnswer(
      done.result.cost,
      () => this.#show(pair, done.result, done.elapsedMs),
      'Solved. How many swaps does the shortest solution take? Type the class’s prediction, then press Reveal.',
    )
  }

  /** Draws a solution and returns its sentence. */
  #show(pair: Pair, result: SolveResult, elapsedMs: number): string {
    const { cost, swaps, relabels, potentials } = result
    const ok = isSolution(pair.start, pair.goal, toSwapArray(swaps))
    if (!ok) return 'The swaps did not replay to the goal; please report this grid pair.'
    if (potentials) this.#showCertificate(pair.start, pair.goal, potentials, cost)
    this.showSteps(swapLabels(pair.start.cells, swaps, relabels, pair.start.cols), (i) => {
      const mark = i > 0 ? [swaps[2 * i - 2], swaps[2 * i - 1]] : []
      drawGrid(this.#board, {
        ...pair.start,
        cells: cellsAfter(pair.start.cells, swaps, i),
        goal: pair.goal.cells,
        mark,
      })
    })
    return `${solvedSentence(cost, swaps.length / 2)} Solved in ${formatMs(elapsedMs)}.`
  }

  /** The flow's cell potentials as a checkable certificate; the table for grids of ≤ 16 columns. */
  #showCertificate(start: Grid, goal: Grid, pi: Int32Array, swaps: number): void {
    const cert = this.#cert
    const check = checkCellPotentials(start, goal, pi, swaps)
    setText($(cert, '[data-cert-text]'), certificateSentence(check, pi.length, swaps))
    const small = start.cols <= MAX_CERT_COLUMNS && start.rows <= MAX_CERT_COLUMNS
    $(cert, '[data-cert-wrap]').hidden = !small
    $(cert, '[data-cert-key]').hidden = !small
    setText(
      $(cert, '[data-cert-hint]'),
      small
        ? 'Check it yourself: compare each number with its neighbours (right and below), then add the bold numbers and the underlined ones. Why it works: a swap moves a one to a neighbouring cell, which changes the sum over the ones by at most 1.'
        : `The table is shown for grids up to ${MAX_CERT_COLUMNS} × ${MAX_CERT_COLUMNS}; the check above ran on every cell.`,
    )
    $(cert, 'tbody').replaceChildren(...(small ? potentialRows(start, goal, pi) : []))
    cert.hidden = false
  }
}

function potentialRows(start: Grid, goal: Grid, pi: Int32Array): HTMLTableRowElement[] {
  const rows: HTMLTableRowElement[] = []
  for (let r = 0; r < start.rows; r++) {
    const tr = document.createElement('tr')
    const th = document.createElement('th')
    th.scope = 'row'
    th.textContent = String(r + 1)
    tr.append(th)
    for (let c = 0; c < start.cols; c++) {
      const i = r * start.cols + c
      const td = document.createElement('td')
      td.textContent = String(pi[i])
      td.className = [start.cells[i] ? 'is-start' : '', goal.cells[i] ? 'is-goal' : '']
        .filter(Boolean)
        .join(' ')
      tr.append(td)
    }
    rows.push(tr)
  }
  return rows
}

if (!customElements.get('tileswap-play')) customElements.define('tileswap-play', TileSwapPlay)
