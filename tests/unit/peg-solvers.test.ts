// Peg solitaire solvers: exact small cases, agreement with an independent brute force, replay of
// every returned solution, invariance under the six symmetries, and the position-class certificate.
import { describe, expect, it } from 'vitest'
import {
  canJump,
  certificate,
  colour,
  countAll,
  countByEnumeration,
  countSolutions,
  formatMoves,
  geometry,
  groupMoves,
  holeCount,
  isLegal,
  isSolution,
  jumped,
  listJumps,
  pegCount,
  replay,
  ruledOutFor,
  shortest,
  singleVacancy,
  symmetries,
  transform,
  canonical,
  vacancyClasses,
  MoveSearch,
  shortestWith,
  shortestMeet,
  type Board,
  type Jump,
} from '../../src/solvers/peg/index.ts'
import { mulberry32 } from '../../bench/lib.ts'

/** Independent brute force: every jump sequence, written with nothing but arrays of 0/1. */
function bruteForce(
  side: number,
  start: Board,
): { total: number; byFinal: Map<number, number>; byMoves: Map<number, number>; minMoves: number } {
  const holes = holeCount(side)
  const cells = Array.from({ length: holes }, (_, i) => Math.floor(start / 2 ** i) % 2)
  const rc: [number, number][] = []
  for (let r = 0; r < side; r++) for (let c = 0; c <= r; c++) rc.push([r, c])
  const at = (r: number, c: number): number => rc.findIndex(([a, b]) => a === r && b === c)
  const byFinal = new Map<number, number>()
  const byMoves = new Map<number, number>()
  let total = 0
  let minMoves = Infinity
  const path: [number, number][] = []
  const go = (): void => {
    const left = cells.filter((x) => x === 1).length
    if (left === 1) {
      total++
      const moves = path.filter((j, k) => k === 0 || path[k - 1][1] !== j[0]).length
      const final = cells.indexOf(1) + 1
      byFinal.set(final, (byFinal.get(final) ?? 0) + 1)
      byMoves.set(moves, (byMoves.get(moves) ?? 0) + 1)
      minMoves = Math.min(minMoves, moves)
    }
    for (let a = 0; a < holes; a++) {
      if (!cells[a]) continue
      for (const [dr, dc] of [
        [0, 1],
        [0, -1],
        [1, 0],
        [-1, 0],
        [1, 1],
        [-1, -1],
      ]) {
        const b = at(rc[a][0] + dr, rc[a][1] + dc)
        const c = at(rc[a][0] + 2 * dr, rc[a][1] + 2 * dc)
        if (b < 0 || c < 0 || !cells[b] || cells[c]) continue
        cells[a] = 0
        cells[b] = 0
        cells[c] = 1
        path.push([a + 1, c + 1])
        go()
        cells[a] = 1
        cells[b] = 1
        cells[c] = 0
        path.pop()
      }
    }
  }
  go()
  return { total, byFinal, byMoves, minMoves }
}

const toNumbers = (m: Map<number, bigint>): Map<number, number> =>
  new Map([...m].map(([k, v]) => [k, Number(v)]))

describe('the board', () => {
  it('has n(n+1)/2 holes and the jumps of the source on T4', () => {
    expect([4, 5, 6, 7, 8].map(holeCount)).toEqual([10, 15, 21, 28, 36])
    // The source's 9 counter-clockwise jumps, each also backwards: 18 in all.
    const source = '124 456 631 259 987 742 36A A98 853'
      .split(' ')
      .map((t) => Array.from(t, (ch) => (ch === 'A' ? 10 : Number(ch))))
    const expected = source.flatMap(([a, b, c]) => [`${a}-${b}-${c}`, `${c}-${b}-${a}`]).sort()
    expect(
      listJumps(4)
        .map((j) => j.map((h) => h + 1).join('-'))
        .sort(),
    ).toEqual(expected)
  })

  it('the fast jump test agrees with the readable one on random boards of every size, T8 included', () => {
    const random = mulberry32(7)
    for (const side of [4, 5, 6, 7, 8]) {
      const g = geometry(side)
      const jumps = listJumps(side)
      for (let k = 0; k < 300; k++) {
        const board = Math.floor(random() * 2 ** g.holes)
        jumps.forEach((jump, j) => {
          expect(isLegal(g, board, j)).toBe(canJump(board, jump))
          if (canJump(board, jump)) expect(board + g.delta[j]).toBe(jumped(board, jump))
        })
      }
    }
  })

  it('groups jumps by the same peg into moves, as the source writes them', () => {
    const jumps: Jump[] = [
      [7, 2],
      [1, 4],
      [9, 7],
      [7, 2],
      [6, 4],
      [4, 1],
      [1, 6],
      [10, 3],
    ]
    expect(groupMoves(jumps)).toHaveLength(5)
    expect(formatMoves(jumps)).toBe('7-2 1-4 9-7-2 6-4-1-6 10-3')
  })

  it('replay names an illegal jump', () => {
    const r = replay(4, singleVacancy(4, 2), [
      [7, 2],
      [7, 2],
    ])
    expect(r).toMatchObject({ ok: false, step: 2 })
  })
})

describe('counting', () => {
  it('reproduces the source: 84 solutions on T4, 12/24/30/18 of 5/6/7/8 moves', () => {
    let total = 0n
    const byMoves = new Map<number, bigint>()
    for (let v = 1; v <= 10; v++) {
      const r = countAll(4, singleVacancy(4, v))
      total += r.solutions
      for (const [m, n] of r.byMoves) byMoves.set(m, (byMoves.get(m) ?? 0n) + n)
    }
    expect(total).toBe(84n)
    expect([...byMoves].sort((a, b) => a[0] - b[0])).toEqual([
      [5, 12n],
      [6, 24n],
      [7, 30n],
      [8, 18n],
    ])
  })

  it('agrees with the brute force on every single vacancy of T4 (total, by final hole, by moves)', () => {
    for (let v = 1; v <= 10; v++) {
      const start = singleVacancy(4, v)
      const fast = countAll(4, start)
      const slow = bruteForce(4, start)
      expect(Number(fast.solutions)).toBe(slow.total)
      expect(toNumbers(fast.byFinal)).toEqual(new Map([...slow.byFinal].sort((a, b) => a[0] - b[0])))
      expect([...toNumbers(fast.byMoves)].sort()).toEqual([...slow.byMoves].sort())
      expect(countByEnumeration(4, start).solutions).toBe(slow.total)
    }
  })

  it('the fast count agrees with the readable memoized count on every vacancy of T5', () => {
    for (const side of [5]) {
      for (const [v] of vacancyClasses(side)) {
        const start = singleVacancy(side, v)
        expect(countAll(side, start).solutions).toBe(countSolutions(side, start))
      }
    }
  })

  it('agrees with the brute force on random start positions of T5, with any number of pegs', () => {
    const random = mulberry32(15)
    for (let k = 0; k < 60; k++) {
      const start = Math.floor(random() * 2 ** 15)
      const fast = countAll(5, start)
      const slow = bruteForce(5, start)
      expect(Number(fast.solutions)).toBe(slow.total)
      const best = shortest(5, start)
      expect(best.solved ? best.moves : Infinity).toBe(pegCount(start) === 0 ? Infinity : slow.minMoves)
    }
  })

  it('the BigInt path (used past 2^53) gives the same counts as the Number path', () => {
    for (const [v] of vacancyClasses(5)) {
      const start = singleVacancy(5, v)
      const numbers = countAll(5, start)
      const bigints = countAll(5, start, -1, {}, true)
      expect(bigints).toEqual(numbers)
      expect(numbers.solutions).toBe([...numbers.byMoves.values()].reduce((a, b) => a + b, 0n))
    }
  })

  it('counts with a target hole: the by-final-hole count for that hole', () => {
    const start = singleVacancy(5, 1)
    const all = countAll(5, start)
    for (const [hole, n] of all.byFinal) expect(countAll(5, start, hole - 1).solutions).toBe(n)
  })
})

describe('shortest solutions in moves', () => {
  it('match the brute force on every vacancy of T4; every solution on T4 and T5 replays to one peg', () => {
    for (const side of [4, 5]) {
      const search = new MoveSearch(side)
      for (let v = 1; v <= holeCount(side); v++) {
        const start = singleVacancy(side, v)
        const r = shortestWith(search, start)
        const fewest = Math.min(...countAll(side, start).byMoves.keys())
        if (side === 4) {
          const slow = bruteForce(side, start)
          expect(r.solved ? r.moves : Infinity).toBe(slow.minMoves)
        }
        if (!r.solved) {
          expect(fewest).toBe(Infinity)
          continue
        }
        expect(r.moves).toBe(fewest)
        expect(isSolution(side, start, r.solution)).toBe(true)
        expect(groupMoves(r.solution)).toHaveLength(r.moves)
      }
    }
  })

  it('finish in the target hole when one is set', () => {
    const start = singleVacancy(5, 1)
    for (const hole of countAll(5, start).byFinal.keys()) {
      const r = shortest(5, start, hole - 1)
      expect(r.solved).toBe(true)
      if (r.solved) expect(isSolution(5, start, r.solution, hole)).toBe(true)
    }
  })
})

describe('symmetry', () => {
  it('six distinct symmetries that map jumps to jumps', () => {
    for (const side of [4, 5, 6, 7, 8]) {
      const perms = symmetries(side)
      expect(new Set(perms.map((p) => p.join(','))).size).toBe(6)
      const jumps = new Set(listJumps(side).map((j) => j.join(',')))
      for (const p of perms)
        for (const [a, b, c] of listJumps(side)) expect(jumps.has([p[a], p[b], p[c]].join(','))).toBe(true)
    }
  })

  it('counts and shortest lengths are the same on all six images of a board', () => {
    const random = mulberry32(6)
    for (let k = 0; k < 20; k++) {
      const start = Math.floor(random() * 2 ** 15)
      const base = countAll(5, start)
      const best = shortest(5, start)
      for (const p of symmetries(5)) {
        const image = transform(start, p)
        expect(canonical(image, 5)).toBe(canonical(start, 5))
        const r = countAll(5, image)
        expect(r.solutions).toBe(base.solutions)
        expect([...r.byMoves]).toEqual([...base.byMoves])
        const m = shortest(5, image)
        expect(m.solved && m.moves).toBe(best.solved && best.moves)
      }
    }
  })

  it('groups the vacancies of T5 into 4 problems', () => {
    expect(vacancyClasses(5)).toEqual([
      [1, 11, 15],
      [2, 3, 7, 10, 12, 14],
      [4, 6, 13],
      [5, 8, 9],
    ])
  })
})

describe('the position-class certificate', () => {
  it('three holes in a line always have three colours', () => {
    for (const [a, b, c] of listJumps(6))
      expect(new Set([colour(6, a), colour(6, b), colour(6, c)]).size).toBe(3)
  })

  it('never rules out a board that has a solution, and the last peg always has the predicted colour', () => {
    const random = mulberry32(3)
    for (let k = 0; k < 200; k++) {
      const start = Math.floor(random() * 2 ** 15)
      const r = countAll(5, start)
      const c = certificate(5, start)
      if (r.solutions > 0n) {
        expect(c.possible).toBe(true)
        for (const hole of r.byFinal.keys()) expect(ruledOutFor(5, start, hole)).toBe(false)
      }
    }
  })

  it('rules out the corners and the centre of T4, which the search confirms', () => {
    for (const v of [1, 5, 7, 10]) {
      expect(certificate(4, singleVacancy(4, v)).possible).toBe(false)
      expect(countAll(4, singleVacancy(4, v)).solutions).toBe(0n)
    }
  })
})

describe('the meet-in-the-middle twin of the shortest search', () => {
  it('agrees with the distance table on every vacancy of T5 and T6, and its solutions replay', () => {
    for (const side of [5, 6]) {
      const table = new MoveSearch(side)
      for (let v = 1; v <= holeCount(side); v++) {
        const start = singleVacancy(side, v)
        const a = shortestWith(table, start)
        const b = shortestMeet(side, start)
        expect(b.solved && b.moves).toBe(a.solved && a.moves)
        if (b.solved) {
          expect(isSolution(side, start, b.solution)).toBe(true)
          expect(groupMoves(b.solution)).toHaveLength(b.moves)
        }
      }
    }
  })

  it('agrees on random boards of T5 with any number of pegs, with and without a target hole', () => {
    const random = mulberry32(11)
    for (let k = 0; k < 60; k++) {
      const board = Math.floor(random() * 2 ** 15)
      const target = k % 2 === 0 ? -1 : Math.floor(random() * 15)
      const a = shortest(5, board, target)
      const b = shortestMeet(5, board, target)
      expect(b.solved && b.moves).toBe(a.solved && a.moves)
      if (b.solved) expect(isSolution(5, board, b.solution, target < 0 ? undefined : target + 1)).toBe(true)
    }
  })
})
