/** <queens-domains>: traces the CSP solver on n-queens in the worker and steps through the domains. */
import type { Inference, VariableOrder } from '../../src/solvers/csp/csp.ts'
import type { QueensJobs } from '../../src/solvers/queens/jobs.ts'
import { $ } from '../kit/dom.ts'
import { KitWidget } from '../kit/widget.ts'
import { assignmentAt, traceLabel } from './domains-logic.ts'
import { drawDomains } from './draw.ts'
import { jobsRunner } from '../kit/worker-runner.ts'

/** The most steps the player holds. */
export const TRACE_LIMIT = 500

export class QueensDomains extends KitWidget<null, string, QueensJobs> {
  protected setup(): void {
    this.runner = jobsRunner('queens')
    $(this, '[data-trace]').addEventListener('click', () => void this.#trace())
  }

  protected render(): void {}

  async #trace(): Promise<void> {
    const n = Number($<HTMLSelectElement>(this, '[data-n]').value)
    const variable = $<HTMLSelectElement>(this, '[data-variable]').value as VariableOrder
    const inference = $<HTMLSelectElement>(this, '[data-inference]').value as Inference
    const out = await this.run(
      { kind: 'trace', n, variable, inference, limit: TRACE_LIMIT },
      'Tracing the search…',
    )
    if (!out) return
    const { steps, nodes, truncated } = out.result
    const board = $(this, '[data-board]')
    const full = (1 << n) - 1
    this.say(
      `${n}-queens, ${variable === 'mrv' ? 'MRV' : 'rows in order'}, ${inference === 'none' ? 'no inference' : inference === 'forward' ? 'forward checking' : 'MAC'}: ${nodes.toLocaleString('en-US')} nodes to the first solution, ${steps.length} assignments${truncated ? ` (the first ${TRACE_LIMIT} shown)` : ''}.`,
    )
    const labels = [{ label: `Start: an empty ${n}×${n} board, every column possible in every row` }].concat(
      steps.map((s, k) => ({ label: traceLabel(s, k + 1, steps.length, n) })),
    )
    this.showSteps(labels, (i) => {
      const cols = assignmentAt(n, steps, i)
      drawDomains(board, n, cols, i === 0 ? Array(n).fill(full) : steps[i - 1].domains)
    })
  }
}

if (!customElements.get('queens-domains')) customElements.define('queens-domains', QueensDomains)
