/** <sudoku-csp>: the eighteen combinations of the CSP solver on the reader's Sudoku, in the worker. */
import type { Grid } from '../../src/solvers/sudoku/grid.ts'
import type { SudokuJobs } from '../../src/solvers/sudoku/jobs.ts'
import { $ } from '../kit/dom.ts'
import { KitWidget } from '../kit/widget.ts'
import { CSP_NODE_BUDGET, rowCells } from './csp-rows.ts'
import { sudoku } from './position.ts'
import { jobsRunner } from '../kit/worker-runner.ts'

export class SudokuCsp extends KitWidget<Grid, string, SudokuJobs> {
  protected setup(): void {
    this.store = sudoku
    this.runner = jobsRunner('sudoku')
    $(this, '[data-compare]').addEventListener('click', () => void this.#compare())
  }

  protected render(): void {
    $(this, '[data-rows]').replaceChildren()
  }
  protected idleStatus(): string {
    return 'Press “Compare on my Sudoku” to fill the table.'
  }

  async #compare(): Promise<void> {
    const out = await this.run(
      { kind: 'csp', grid: Array.from(this.position), maxNodes: CSP_NODE_BUDGET },
      'Running the eighteen combinations…',
    )
    if (!out) return
    const rows = out.result.rows
    $(this, '[data-rows]').replaceChildren(
      ...rows.map((r) => {
        const tr = document.createElement('tr')
        tr.replaceChildren(
          ...rowCells(r).map((text) => {
            const td = document.createElement('td')
            td.textContent = text
            return td
          }),
        )
        return tr
      }),
    )
    const best = rows.filter((r) => r.solved).sort((a, b) => a.nodes - b.nodes)[0]
    this.say(
      best
        ? `${rows.filter((r) => r.solved).length} of 18 combinations solved it within the budget; the fewest nodes: ${rowCells(best).slice(0, 3).join(', ')} (${best.nodes.toLocaleString('en-US')}).`
        : 'No combination solved it within the budget.',
    )
  }
}

if (!customElements.get('sudoku-csp')) customElements.define('sudoku-csp', SudokuCsp)
