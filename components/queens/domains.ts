/** <queens-domains>: the shared domains view (components/csp/) on n-queens, drawn on the board. */
import type { QueensJobs } from '../../src/solvers/queens/jobs.ts'
import { CspDomainsView, type AnyTrace } from '../csp/domains-view.ts'
import type { Names, Settings, ViewStep } from '../csp/steps.ts'
import { $ } from '../kit/dom.ts'
import { drawDomains } from './draw.ts'
import { jobsRunner } from '../kit/worker-runner.ts'

/** The most steps the player holds. */
export const TRACE_LIMIT = 500

const VARIABLE_WORDS = { static: 'rows in order', mrv: 'MRV', 'mrv-degree': 'MRV and degree' } as const
const INFERENCE_WORDS = { none: 'no inference', forward: 'forward checking', mac: 'MAC' } as const

export class QueensDomains extends CspDomainsView<null, QueensJobs> {
  #n = 6

  protected wire(): void {
    this.runner = jobsRunner('queens')
    $(this, '[data-n]').addEventListener('change', () => this.forget())
    $(this, '[data-board]').addEventListener('click', (e) => {
      const cell = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-cell]') : null
      if (cell) this.pickVariable(Math.floor(Number(cell.dataset.cell) / this.#n))
    })
  }

  protected render(): void {}

  protected async request(s: Settings): Promise<AnyTrace | null> {
    const n = Number($<HTMLSelectElement>(this, '[data-n]').value)
    const out = await this.run(
      { kind: 'trace', n, variable: s.variable, value: s.value, inference: s.inference, limit: TRACE_LIMIT },
      'Tracing the search…',
    )
    if (!out) return null
    this.#n = n
    return { method: 'backtracking', ...out.result }
  }

  protected names(): Names {
    return {
      variable: (x) => `row ${x + 1}`,
      value: (v) => `column ${v + 1}`,
      variables: 'rows',
      values: 'columns',
    }
  }

  protected drawStep(step: ViewStep): void {
    drawDomains($(this, '[data-board]'), this.#n, Int8Array.from(step.assignment), step.domains)
  }

  protected summary(trace: AnyTrace, s: Settings): string {
    if (trace.method !== 'backtracking') return ''
    const n = this.#n
    return `${n}-queens, ${VARIABLE_WORDS[s.variable]}${s.value === 'lcv' ? ', least constraining first' : ''}, ${INFERENCE_WORDS[s.inference]}: ${trace.nodes.toLocaleString('en-US')} nodes to the first solution, ${trace.steps.length} assignments${trace.truncated ? ` (the first ${TRACE_LIMIT} shown)` : ''}.`
  }
}

if (!customElements.get('queens-domains')) customElements.define('queens-domains', QueensDomains)
