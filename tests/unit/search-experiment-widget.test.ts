// The experiment widget's words: cell text (≥ for lower bounds), the status sentences, its choices.
import { describe, expect, it } from 'vitest'
import { EXPERIMENT_CHOICES, cellText, doneSentence } from '../../components/search/experiment-words.ts'
import type { Cell } from '../../src/solvers/search/experiment-spec.ts'

const cell = (over: Partial<Cell> = {}): Cell => ({
  depth: 12,
  contestant: 'astar:manhattan',
  positions: 20,
  budgetHits: 0,
  meanGenerated: 1234.4,
  meanExpanded: 400,
  meanLength: 12,
  bStar: 1.2345,
  lowerBound: false,
  ms: 3,
  ...over,
})

describe('experiment words', () => {
  it('writes a cell, with ≥ when runs stopped at the budget', () => {
    expect(cellText(cell())).toEqual({ n: '1,234', b: 'b* 1.23', note: '' })
    expect(cellText(cell({ budgetHits: 3, lowerBound: true }))).toEqual({
      n: '≥ 1,234',
      b: 'b* ≥ 1.23',
      note: '3 of 20 stopped at the budget',
    })
  })

  it('says what finished, what was skipped and what stopped', () => {
    expect(doneSentence([cell(), cell()], 0, false)).toBe('Done: 2 cells finished.')
    expect(doneSentence([cell({ budgetHits: 2, lowerBound: true })], 3, true)).toBe(
      'Stopped. Kept 1 cell finished; 3 not run (every run one depth earlier stopped at the budget); 2 runs stopped at the budget (rows marked ≥ are lower bounds).',
    )
  })

  it('offers iterative deepening with and without parent pruning', () => {
    expect(EXPERIMENT_CHOICES.map((c) => c.label)).toEqual(
      expect.arrayContaining(['Iterative deepening', 'Iterative deepening, tree', 'A*']),
    )
  })
})
