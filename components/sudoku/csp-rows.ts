/** The cells of the CSP comparison table (pure, unit-tested). */
import type { ComboRow } from '../../src/solvers/csp/csp.ts'

/** The node budget of each combination on the page. */
export const CSP_NODE_BUDGET = 20_000

const NAMES: Record<string, string> = {
  static: 'in order',
  mrv: 'MRV',
  'mrv-degree': 'MRV, then degree',
  lcv: 'least constraining',
  none: 'none',
  forward: 'forward checking',
  mac: 'MAC (AC-3)',
}

export function rowCells(r: ComboRow): string[] {
  const ms = r.ms < 10 ? r.ms.toFixed(2) : r.ms < 1000 ? r.ms.toFixed(0) : r.ms.toFixed(0)
  const result = r.solved ? 'solved' : r.gaveUp ? 'gave up' : 'no solution'
  return [
    NAMES[r.variable],
    NAMES[r.value],
    NAMES[r.inference],
    r.nodes.toLocaleString('en-US'),
    r.checks.toLocaleString('en-US'),
    `${ms} ms`,
    result,
  ]
}
