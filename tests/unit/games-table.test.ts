// The article's table of small Connect Four boards (src/data/connect4/empty-boards.json, written
// by bench/games-table.ts) is the solver's own output: every row of up to a million nodes is
// solved again here and must match, and the larger rows are checked for shape and consistency
// (bench/games.bench.ts solves them again, with their node counts on stderr).
import { describe, expect, it } from 'vitest'
import rows from '../../src/data/connect4/empty-boards.json'
import { TABLE_SIZES, tableRow } from '../../bench/games-table.ts'

describe('the small-board table', () => {
  it('has one row for every board up to 36 cells, in the generator’s order', () => {
    expect(rows.map((r) => `${r.width}x${r.height}`)).toEqual(
      TABLE_SIZES.map((s) => `${s.width}x${s.height}`),
    )
  })

  for (const row of rows.filter((r) => r.nodesAllColumns <= 1_500_000)) {
    it(`${row.width}×${row.height}: solved again, the same score, columns and node counts`, () => {
      expect(tableRow(row.width, row.height)).toEqual(row)
    })
  }

  it('is consistent in every row: the score is the best column’s, and best lists exactly those', () => {
    for (const r of rows) {
      const values = r.columns.filter((v): v is number => v !== null)
      expect(Math.max(...values)).toBe(r.score)
      expect(r.best).toEqual(r.columns.flatMap((v, c) => (v === r.score ? [c + 1] : [])))
      // Columns mirror each other: the board is symmetric.
      expect(r.columns).toEqual([...r.columns].reverse())
    }
  })
})
