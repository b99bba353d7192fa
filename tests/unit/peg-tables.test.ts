// The figures the article quotes from src/data/peg/tables.json, re-checked against the solver
// on the rows that are quick to recompute (all of T5, the fastest row of T6).
import { describe, expect, it } from 'vitest'
import tables from '../../src/data/peg/tables.json'
import {
  certificate,
  colour,
  countAll,
  symmetries,
  formatMoves,
  geometry,
  groupMoves,
  isSolution,
  PRIMES,
  shortest,
  singleVacancy,
  vacancyClasses,
} from '../../src/solvers/peg/index.ts'

type Row = {
  vacancies: number[]
  moves: number | null
  solution: string | null
  solutions?: string
  ruledOut?: boolean
  byFinal?: Record<string, string>
  countRun?: { layers: number[]; bound: number; boards: number }
  shortestRun?: { wallMs: number; cpuMs: number; peakMB: number }
}
const table = (side: number) => tables.tables.find((t) => t.side === side)!

const jumpsOf = (text: string): [number, number][] =>
  text.split(' ').flatMap((move) => {
    const holes = move.split('-').map(Number)
    return holes.slice(1).map((to, k) => [holes[k], to] as [number, number])
  })

describe('tables.json', () => {
  it('has one row per class of vacancies, for T5 upward', () => {
    for (const t of tables.tables)
      expect((t.rows as Row[]).map((r) => r.vacancies)).toEqual(vacancyClasses(t.side))
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

  const t7 = table(7)
  const t7Rows = (t7?.rows ?? []) as Row[]

  it('T7: exactly the vacancies the certificate rules out are marked so, with no solutions', () => {
    expect(t7Rows.length).toBeGreaterThan(0)
    for (const r of t7Rows) {
      const possible = certificate(7, singleVacancy(7, r.vacancies[0])).possible
      expect(r.ruledOut === true).toBe(!possible)
      if (!possible) expect([r.moves, r.solutions]).toEqual([null, '0'])
      else expect(r.moves).not.toBeNull()
    }
  })

  it('T7 counts: the final holes add up, have the certificate colour, and lie under the proven bound', () => {
    const product = PRIMES.reduce((a, p) => a * BigInt(p), 1n)
    for (const r of t7Rows.filter((row) => !row.ruledOut)) {
      const c = certificate(7, singleVacancy(7, r.vacancies[0]))
      const finals = Object.entries(r.byFinal!)
      expect(finals.reduce((a, [, n]) => a + BigInt(n), 0n)).toBe(BigInt(r.solutions!))
      for (const [hole] of finals) expect(colour(7, Number(hole) - 1)).toBe(c.colour)
      expect(BigInt(r.countRun!.bound)).toBeGreaterThanOrEqual(BigInt(r.solutions!))
      expect(BigInt(r.countRun!.bound)).toBeLessThan(product)
      expect(r.countRun!.layers).toHaveLength(27)
      expect(r.countRun!.layers.reduce((a, b) => a + b, 0)).toBe(r.countRun!.boards)
    }
  })

  it('T7 counts: the first eight layers of boards match an independent breadth-first search', () => {
    const g = geometry(7)
    for (const r of t7Rows.filter((row) => !row.ruledOut)) {
      let layer = new Set([singleVacancy(7, r.vacancies[0])])
      const sizes = [1]
      for (let k = 1; k < 8; k++) {
        const next = new Set<number>()
        for (const b of layer) {
          for (let j = 0; j < g.from.length; j++) {
            const [a, o, c] = [g.from[j], g.over[j], g.to[j]]
            if (((b >> a) & 1) === 1 && ((b >> o) & 1) === 1 && ((b >> c) & 1) === 0)
              next.add(b - (1 << a) - (1 << o) + (1 << c))
          }
        }
        layer = next
        sizes.push(next.size)
      }
      expect(r.countRun!.layers.slice(0, 8)).toEqual(sizes)
    }
  })

  it('T7 counts pass the reversal check: as many solutions go from hole a to hole b as from b to a', () => {
    // Complement every board of a solution from vacancy a to the last peg in b and read them in
    // reverse: each step is again a legal jump (the same x over y into z), from vacancy b to the
    // last peg in a. So solutions a → b and b → a pair up one for one. The count
    // from b comes from the row of b's class, moved by a symmetry that takes b to that row's hole.
    const rows = new Map(t7Rows.filter((r) => !r.ruledOut).map((r) => [r.vacancies[0], r.byFinal!]))
    const perms = symmetries(7)
    let checked = 0
    for (const [a, byFinal] of rows) {
      for (const [b, n] of Object.entries(byFinal)) {
        for (const p of perms) {
          const rep = p[Number(b) - 1] + 1
          if (!rows.has(rep)) continue
          expect(rows.get(rep)![String(p[a - 1] + 1)]).toBe(n)
          checked++
          break
        }
      }
    }
    expect(checked).toBe(27)
  })
})
