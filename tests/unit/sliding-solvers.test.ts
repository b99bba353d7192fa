// Sliding solvers against an independent BFS (strings in a Map), and their invariants.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  FACTORIAL,
  UNREACHED,
  aStar,
  bfsPath,
  boardOfRank,
  buildPatternDb,
  completeBfs,
  defaultGoal,
  goalTable,
  heuristicFunction,
  idaStar,
  idaStarPdb,
  isReachable,
  isSolution,
  linearConflict,
  listScanBfs,
  manhattan,
  parseBoard,
  patternCount,
  permutationIsOdd,
  rank,
  replay,
  shuffle,
  solvability,
  solve,
  unrank,
  type Board,
} from '../../src/solvers/sliding/index.ts'

/** The reference: BFS from the goal over boards as strings, every neighbour by index arithmetic. */
function referenceDistances(goal: Board): Map<string, number> {
  const { width, height } = goal
  const dist = new Map<string, number>([[goal.tiles.join(','), 0]])
  const queue = [Array.from(goal.tiles)]
  for (let head = 0; head < queue.length; head++) {
    const tiles = queue[head]
    const d = dist.get(tiles.join(','))!
    const b = tiles.indexOf(0)
    const [r, c] = [Math.floor(b / width), b % width]
    for (const [dr, dc] of [
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
    ]) {
      if (r + dr < 0 || r + dr >= height || c + dc < 0 || c + dc >= width) continue
      const next = tiles.slice()
      const o = (r + dr) * width + c + dc
      ;[next[b], next[o]] = [next[o], 0]
      const key = next.join(',')
      if (!dist.has(key)) {
        dist.set(key, d + 1)
        queue.push(next)
      }
    }
  }
  return dist
}

const GOAL3 = defaultGoal(3, 3)
const REF3 = referenceDistances(GOAL3)
const random = (seed: number) => () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x80000000

function sample3(count: number, seed: number): Board[] {
  const rnd = random(seed)
  return Array.from({ length: count }, () => shuffle(GOAL3, 20 + Math.floor(rnd() * 60), rnd))
}

describe('ranking', () => {
  it('rank and unrank are inverse and follow lexicographic order (all 6! permutations)', () => {
    const out = new Uint8Array(6)
    for (let r = 0; r < FACTORIAL[6]; r++) {
      const perm = unrank(r, out)
      expect(rank(perm)).toBe(r)
      if (r > 0) expect(unrank(r - 1, new Uint8Array(6)).join(',') < perm.join(',')).toBe(true)
    }
  })

  it('ranks 16-tile boards exactly', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...Array(16).keys()], { minLength: 16, maxLength: 16 }), (perm) => {
        expect(Array.from(unrank(rank(perm), new Uint8Array(16)))).toEqual(perm)
      }),
    )
  })
})

describe('parity', () => {
  it('on 2×3 and 3×3 boards, reachable exactly when the independent BFS reaches it', () => {
    for (const goal of [
      defaultGoal(3, 2),
      parseBoard('1 0 2/3 4 5'),
      GOAL3,
      parseBoard('1 2 3/4 0 5/6 7 8'),
    ]) {
      const ref = goal.tiles.length === 9 && goal === GOAL3 ? REF3 : referenceDistances(goal)
      const n = goal.tiles.length
      const tiles = new Uint8Array(n)
      let reachable = 0
      for (let r = 0; r < FACTORIAL[n]; r += n === 9 ? 7 : 1) {
        unrank(r, tiles)
        const board = { ...goal, tiles: tiles.slice() }
        expect(isReachable(board, goal)).toBe(ref.has(tiles.join(',')))
        if (isReachable(board, goal)) reachable++
      }
      if (n === 6) expect(reachable).toBe(FACTORIAL[6] / 2)
    }
  })

  it('works on even widths, where the blank row matters (4×4 and 2×2)', () => {
    const goal = defaultGoal(4, 4)
    expect(isReachable(shuffle(goal, 101, random(3)), goal)).toBe(true)
    const swapped = parseBoard('2 1 3 4/5 6 7 8/9 10 11 12/13 14 15 0')
    const s = solvability(swapped, goal)
    expect(s.reachable).toBe(false)
    expect(s.reason).toMatch(/^Unreachable: the position is an odd permutation/)
    expect(permutationIsOdd(parseBoard('1 2/0 3'), defaultGoal(2, 2))).toBe(true)
    expect(isReachable(parseBoard('1 2/0 3'), defaultGoal(2, 2))).toBe(true)
    expect(isReachable(parseBoard('2 1/0 3'), defaultGoal(2, 2))).toBe(false)
  })
})

describe('complete BFS', () => {
  it('reaches all 181,440 positions from every goal blank cell, with the reference distances', () => {
    for (let blank = 0; blank < 9; blank++) {
      const tiles = Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8])
      const goal = {
        width: 3,
        height: 3,
        tiles: Uint8Array.from([...tiles.subarray(0, blank), 0, ...tiles.subarray(blank)]),
      }
      const census = completeBfs(goal)
      expect(census.reached).toBe(181440)
      expect(census.counts.reduce((a, b) => a + b, 0)).toBe(181440)
      if (blank === 8) {
        const byDistance: number[] = []
        for (const d of REF3.values()) byDistance[d] = (byDistance[d] ?? 0) + 1
        expect(census.counts).toEqual(byDistance)
        for (const r of census.farthest)
          expect(REF3.get(boardOfRank(r, 3, 3).tiles.join(','))).toBe(census.counts.length - 1)
        let unreached = 0
        for (const d of census.distance) if (d === UNREACHED) unreached++
        expect(unreached).toBe(181440)
      }
    }
  })

  it('reaches 181,440 positions from random goals too', () => {
    for (const seed of [1, 2]) {
      const rnd = random(seed)
      const tiles = Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 7, 8])
      for (let i = 8; i > 0; i--) {
        const j = Math.floor(rnd() * (i + 1))
        ;[tiles[i], tiles[j]] = [tiles[j], tiles[i]]
      }
      expect(completeBfs({ width: 3, height: 3, tiles }).reached).toBe(181440)
    }
  })

  it('matches the reference on 2×4 and 3×2 boards', () => {
    for (const goal of [defaultGoal(4, 2), defaultGoal(2, 3)]) {
      const byDistance: number[] = []
      for (const d of referenceDistances(goal).values()) byDistance[d] = (byDistance[d] ?? 0) + 1
      expect(completeBfs(goal).counts).toEqual(byDistance)
    }
  })
})

describe('optimal solvers agree with the reference BFS and replay to the goal', () => {
  const db3 = buildPatternDb(GOAL3)
  it.each(sample3(25, 7).map((b, k) => [k, b] as const))('3×3 position %i', (_, start) => {
    const want = REF3.get(start.tiles.join(','))!
    const runs = [
      bfsPath(start, GOAL3)!.moves,
      aStar(start, GOAL3, { heuristic: 'manhattan' })!.moves,
      aStar(start, GOAL3, { heuristic: 'pdb', pdb: db3 })!.moves,
      idaStar(start, GOAL3, { heuristic: 'manhattan' })!.moves,
      idaStar(start, GOAL3, { heuristic: 'linear-conflict' })!.moves,
      idaStar(start, GOAL3, { heuristic: 'pdb', pdb: db3 })!.moves,
      idaStarPdb(start, GOAL3, db3)!.moves,
    ]
    for (const moves of runs) {
      expect(moves).toHaveLength(want)
      expect(isSolution(start, GOAL3, moves)).toBe(true)
    }
  })

  it('on rectangles and a goal with the blank first', () => {
    for (const goal of [defaultGoal(3, 2), parseBoard('0 1 2 3/4 5 6 7'), parseBoard('4 5 6/0 1 2/3 7 8')]) {
      const ref = referenceDistances(goal)
      for (const start of Array.from({ length: 6 }, (_, k) => shuffle(goal, 30 + k, random(k + 11)))) {
        const want = ref.get(start.tiles.join(','))!
        for (const algorithm of ['bfs', 'astar', 'idastar'] as const) {
          const r = solve(start, goal, algorithm)
          expect(r.status).toBe('solved')
          if (r.status === 'solved') {
            expect(r.moves).toHaveLength(want)
            expect(isSolution(start, goal, r.moves)).toBe(true)
          }
        }
      }
    }
  })

  it("the seed's list-scan BFS finds the same length", () => {
    for (const k of [1, 2, 3]) {
      const start = shuffle(GOAL3, 10 + k, random(k))
      expect(listScanBfs(start, GOAL3).length).toBe(REF3.get(start.tiles.join(',')))
    }
  })

  it('an unreachable goal gives the parity reason, not a search', () => {
    const r = solve(parseBoard('2 1 3/4 5 6/7 8 0'), GOAL3, 'bfs')
    expect(r).toMatchObject({ status: 'unreachable' })
    expect(bfsPath(parseBoard('2 1 3/4 5 6/7 8 0'), GOAL3)).toBeNull()
  })

  it('replay rejects a tile that is not next to the blank', () => {
    expect(() => replay(parseBoard('1 2 3/4 0 5/6 7 8'), [1])).toThrow('Tile 1 is not next to the blank.')
    expect(isSolution(parseBoard('1 2 3/4 0 5/6 7 8'), GOAL3, [1])).toBe(false)
  })
})

describe('heuristics are admissible (never above the true distance)', () => {
  const table = goalTable(GOAL3)
  const pdb = heuristicFunction(GOAL3, 'pdb', buildPatternDb(GOAL3))
  it('on 2,000 sampled 3×3 positions, ordered Manhattan ≤ linear conflict ≤ distance, PDB ≤ distance', () => {
    const tiles = new Uint8Array(9)
    const rnd = random(42)
    let checked = 0
    while (checked < 2000) {
      unrank(Math.floor(rnd() * FACTORIAL[9]), tiles)
      const d = REF3.get(tiles.join(','))
      if (d === undefined) continue
      const m = manhattan(tiles, table)
      const lc = linearConflict(tiles, table)
      expect(m).toBeLessThanOrEqual(lc)
      expect(lc).toBeLessThanOrEqual(d)
      expect(pdb(tiles)).toBeLessThanOrEqual(d)
      expect(pdb(tiles) % 2).toBe(d % 2) // each move changes it by exactly one, like the distance
      checked++
    }
  })

  it('pattern tables have one entry per placement and are complete', () => {
    const db = buildPatternDb(GOAL3)
    db.tables.forEach((t, g) => {
      expect(t.length).toBe(patternCount(9, db.groups[g].length))
      expect(t.includes(255)).toBe(false)
    })
    expect(db.groups.flat().sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('the build reports which table it is filling, in order, so the page can show how far it has got', () => {
    const notes: string[] = []
    const db = buildPatternDb(GOAL3, {
      onProgress: (p) => {
        if (p.note && notes.at(-1) !== p.note) notes.push(p.note)
      },
    })
    expect(notes).toEqual(
      db.groups.map(
        (g, k) => `building pattern database ${k + 1} of ${db.groups.length} (tiles ${g.join(', ')})`,
      ),
    )
  })
})

describe('budgets (issue 13: a search gives up at its budget, never as bad input)', () => {
  const goal = defaultGoal(5, 2)
  const far = (() => {
    let s = 11
    return shuffle(goal, 400, () => (s = (s * 16807) % 2147483647) / 2147483647)
  })()
  const pdb25 = buildPatternDb(goal)

  it('A* stops at its node budget and at its memory budget with a BudgetError saying how far it got', () => {
    expect(() => aStar(far, goal, { heuristic: 'manhattan', budget: { maxNodes: 5000 } })).toThrow(
      /^Gave up after 5,000 nodes \(the budget is 5,000/,
    )
    expect(() => aStar(far, goal, { heuristic: 'manhattan', budget: { maxBytes: 2 ** 20 } })).toThrow(
      /^Gave up before its tables reached [\d.]+ MB \(the budget is 1 MB/,
    )
    try {
      aStar(far, goal, { heuristic: 'manhattan', budget: { maxNodes: 5000 } })
    } catch (e) {
      expect((e as Error).name).toBe('BudgetError')
    }
  })

  it('IDA* (both the readable and the fast one) stops at its node budget; a big enough budget changes nothing', () => {
    expect(() => idaStar(far, goal, { heuristic: 'manhattan', budget: { maxNodes: 1000 } })).toThrow(
      /^Gave up after/,
    )
    const hard = parseBoard('15 14 8 12/10 11 9 13/2 6 5 1/3 7 4 0')
    const korf = parseBoard('0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15')
    const small = buildPatternDb(korf, {}, [
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10],
      [11, 12, 13, 14, 15],
    ])
    expect(() => idaStarPdb(hard, korf, small, { budget: { maxNodes: 1000 } })).toThrow(/^Gave up after/)
    const free = idaStarPdb(far, goal, pdb25)!
    expect(idaStarPdb(far, goal, pdb25, { budget: { maxNodes: free.expanded + 1 } })!.moves).toEqual(
      free.moves,
    )
  })

  it('solve() passes the budget on', () => {
    expect(() => solve(far, goal, 'astar', { heuristic: 'manhattan', budget: { maxNodes: 5000 } })).toThrow(
      /^Gave up after/,
    )
  })
})
