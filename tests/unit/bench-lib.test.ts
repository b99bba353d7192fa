// The bench harness measures a row and its baseline in turn (bench/lib.ts): the order of runs and
// the groups, not any timing.
import { describe, expect, it } from 'vitest'
import { baselineGroups, measureTogether, type Bench } from '../../bench/lib.ts'

const row = (name: string, log: string[], extra: Partial<Bench> = {}): Bench => ({
  name,
  warmup: 1,
  runs: 2,
  setup: () => log.push(`setup ${name}`),
  run: () => {
    log.push(name)
    return 0
  },
  ...extra,
})

describe('bench harness', () => {
  it('measures rows in turn, one run each a round, each its own count; a skipped row never runs', () => {
    const log: string[] = []
    const results = measureTogether([
      row('js', log),
      row('c', log, { runs: 3 }),
      row('none', log, { skip: () => 'no compiler' }),
    ])
    expect(log).toEqual(['setup js', 'setup c', 'js', 'c', 'js', 'c', 'js', 'c', 'c'])
    expect(results.map((r) => [r.name, r.runs, r.skipped])).toEqual([
      ['js', 2, undefined],
      ['c', 3, undefined],
      ['none', 0, 'no compiler'],
    ])
  })

  it('groups each chosen row with its baseline, through chains; a missing baseline leaves a row alone', () => {
    const log: string[] = []
    const rows = [
      row('a', log),
      row('b', log),
      row('a-c', log, { baseline: 'a' }),
      row('a-cores', log, { baseline: 'a' }),
      row('chain', log, { baseline: 'a-c' }),
      row('orphan', log, { baseline: 'not chosen' }),
    ]
    expect(baselineGroups(rows).map((g) => g.map((b) => b.name))).toEqual([
      ['a', 'a-c', 'a-cores', 'chain'],
      ['b'],
      ['orphan'],
    ])
  })
})
