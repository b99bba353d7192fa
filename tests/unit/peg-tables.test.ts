// The figures the article quotes from tests/fixtures/peg/tables.json, re-checked against the solver
// on the rows that are quick to recompute (all of T5, the fastest row of T6).
import { describe, expect, it } from 'vitest'
import tables from '../fixtures/peg/tables.json'
import { countAll, formatMoves, groupMoves, isSolution, shortest, singleVacancy, vacancyClasses } from '../../src/solvers/peg/index.ts'

type Row = { vacancies: number[]; moves: number | null; solution: string | null; solutions?: string }
const table = (side: number) => tables.tables.find((t) => t.side === side)!

const jumpsOf = (text: string): [number, number][] =>
  text.split(' ').flatMap((move) => {
    const holes = move.split('-').map(Number)
    return holes.slice(1).map((to, k) => [holes[k], to] as [number, number])
  })

describe('tables.json', () => {
  it('has one row per class of vacancies, for T5 upward', () => {
    for (const t of tables.tables) expect(t.rows.map((r: Row) => r.vacancies)).toEqual(vacancyClasses(t.side))
  })

  it('T5 rows match the solver: counts, fewest moves, and each quoted solution replays', () => {
    for (const r of table(5).rows as Row[]) {
      const start = singleVacancy(5, r.vacancies[0])
      expect(countAll(5, start).solutions.toString()).toBe(r.solutions)
      const best = shortest(5, start)
      expect(best.solved && best.moves).toBe(r.moves)
    }
  })

  it('every quoted solution (T5, T6, T7) replays to one peg in the quoted number of moves', () => {
    for (const t of tables.tables) {
      for (const r of t.rows as Row[]) {
        if (r.solution === null) continue
        const jumps = jumpsOf(r.solution)
        expect(isSolution(t.side, singleVacancy(t.side, r.vacancies[0]), jumps)).toBe(true)
        expect(groupMoves(jumps)).toHaveLength(r.moves!)
        expect(formatMoves(jumps)).toBe(r.solution)
      }
    }
  })

  it('the quickest T6 row matches the solver', () => {
    const r = (table(6).rows as Row[]).find((row) => row.vacancies[0] === 5)!
    expect(countAll(6, singleVacancy(6, 5)).solutions.toString()).toBe(r.solutions)
  })
})
