// Korf's 100 instances: the file, the published total, and the easiest re-solved independently.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
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
  manhattan,
  parseBoard,
  reflectBoard,
  reflection,
  unrank,
  UNREACHED,
  korfFrame,
  solve,
  defaultGroups,
  adoptPatternDb,
  type Board,
} from '../../src/solvers/sliding/index.ts'
import { mulberry32 } from '../../src/solvers/random.ts'

const read = (name: string): string[] =>
  readFileSync(new URL(`../../src/data/sliding/${name}`, import.meta.url), 'utf8')
    .trim()
    .split('\n')
const INSTANCES = read('korf100-instances.txt').map(parseBoard)
const LENGTHS = read('korf100-lengths.txt').map(Number) // written by korf100-lengths.ts (6-6-3 PDBs)
const GOAL = parseBoard('0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15')
const pdb = buildPatternDb(GOAL, {}, [
  [1, 2, 3, 4, 5],
  [6, 7, 8, 9, 10],
  [11, 12, 13, 14, 15],
])

describe("Korf's 100 instances", () => {
  it('are 100 reachable 4×4 boards, and our lengths sum to the published 5305', () => {
    expect(INSTANCES).toHaveLength(100)
    for (const board of INSTANCES) expect(isReachable(board, GOAL)).toBe(true)
    expect(LENGTHS).toHaveLength(100)
    expect(LENGTHS.reduce((a, b) => a + b, 0)).toBe(5305)
  })

  it('no heuristic exceeds the optimal length on any of the 100 (admissible on the 15-puzzle)', () => {
    const table = goalTable(GOAL)
    const byPdb = heuristicFunction(GOAL, 'pdb', pdb)
    INSTANCES.forEach((board, k) => {
      const m = manhattan(board.tiles, table)
      const lc = linearConflict(board.tiles, table)
      expect(m).toBeLessThanOrEqual(lc)
      expect(lc).toBeLessThanOrEqual(LENGTHS[k])
      expect(byPdb(board.tiles)).toBeLessThanOrEqual(LENGTHS[k])
      expect(byPdb(board.tiles) % 2).toBe(LENGTHS[k] % 2)
    })
  })

  it('the easiest five, re-solved with 5-5-5 databases, match the recorded lengths', () => {
    for (const k of [8, 46, 11, 41, 30]) {
      const r = idaStar(INSTANCES[k], GOAL, { heuristic: 'pdb', pdb })!
      expect(isSolution(INSTANCES[k], GOAL, r.moves)).toBe(true)
      expect(r.moves.length).toBe(LENGTHS[k])
      const fast = idaStarPdb(INSTANCES[k], GOAL, pdb, { reflect: false })! // the fast twin: the same search, node for node
      expect(fast.expanded).toBe(r.expanded)
      expect(fast.iterations).toEqual(r.iterations)
      expect(isSolution(INSTANCES[k], GOAL, fast.moves)).toBe(true)
    }
  })

  it('with the reflected lookup too, every instance re-solved is still optimal, with fewer nodes', () => {
    const byPdb = heuristicFunction(GOAL, 'pdb', pdb)
    INSTANCES.forEach((board, k) =>
      expect(byPdb(reflectBoard(board, GOAL)!.tiles)).toBeLessThanOrEqual(LENGTHS[k]),
    )
    let plain = 0
    let both = 0
    for (const k of [8, 46, 11, 41, 30, 78]) {
      const r = idaStarPdb(INSTANCES[k], GOAL, pdb)!
      expect(isSolution(INSTANCES[k], GOAL, r.moves)).toBe(true)
      expect(r.moves.length).toBe(LENGTHS[k])
      both += r.expanded
      plain += idaStarPdb(INSTANCES[k], GOAL, pdb, { reflect: false })!.expanded
    }
    expect(both).toBeLessThan(plain)
  })

  it('one of them again with Manhattan distance only', () => {
    const r = idaStar(INSTANCES[41], GOAL, { heuristic: 'manhattan' })!
    expect(r.moves.length).toBe(LENGTHS[41])
  })
})

describe('the reflected lookup', () => {
  it('mirrors about the diagonal through the blank: the goal onto itself, tiles renamed by their goal cells', () => {
    const m = reflection(GOAL)!
    expect(Array.from(m.cell)).toEqual([0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15])
    expect(Array.from(m.tile)).toEqual(Array.from(m.cell)) // Korf's goal: tile t on cell t
    expect(reflectBoard(GOAL, GOAL)!.tiles).toEqual(GOAL.tiles)
    const other = parseBoard('1 2 3 0/4 5 6 7/8 9 10 11/12 13 14 15') // blank on the other diagonal
    expect(reflectBoard(other, other)!.tiles).toEqual(other.tiles)
    expect(reflection(parseBoard('1 0 2 3/4 5 6 7/8 9 10 11/12 13 14 15'))).toBeNull()
    expect(reflection(defaultGoal(3, 2))).toBeNull()
  })

  for (const goalText of ['0 1 2/3 4 5/6 7 8', '1 2 3/4 5 6/7 8 0', '1 2 0/3 4 5/6 7 8']) {
    it(`never overestimates on 3×3 (goal ${goalText}): every mirrored position is exactly as far, and max(h, h mirrored) ≤ the distance`, () => {
      const goal = parseBoard(goalText)
      const { distance } = completeBfs(goal)
      const db = buildPatternDb(goal)
      const h = heuristicFunction(goal, 'pdb', db)
      const tiles = new Uint8Array(9)
      let stronger = 0
      for (let r = 0; r < distance.length; r++) {
        if (distance[r] === UNREACHED) continue
        const board: Board = { width: 3, height: 3, tiles: unrank(r, tiles).slice() }
        const mirrored = reflectBoard(board, goal)!
        const both = Math.max(h(board.tiles), h(mirrored.tiles))
        if (both > h(board.tiles)) stronger++
        expect(both).toBeLessThanOrEqual(distance[r])
      }
      expect(stronger).toBeGreaterThan(1000) // and it does add something
    })
  }

  for (const goalText of ['0 1 2/3 4 5/6 7 8', '1 2 0/3 4 5/6 7 8']) {
    it(`the fast IDA* with the mirror (goal ${goalText}, ${goalText.startsWith('0') ? 'main' : 'other'} diagonal) is optimal on 300 positions, with no more nodes than without it`, () => {
      const goal = parseBoard(goalText)
      const { distance } = completeBfs(goal)
      const db = buildPatternDb(goal)
      const random = mulberry32(11)
      const tiles = new Uint8Array(9)
      let [withMirror, without, solved] = [0, 0, 0]
      while (solved < 300) {
        const r = Math.floor(random() * distance.length)
        if (distance[r] === UNREACHED) continue
        const board: Board = { width: 3, height: 3, tiles: unrank(r, tiles).slice() }
        const a = idaStarPdb(board, goal, db)!
        expect(a.moves.length).toBe(distance[r])
        expect(isSolution(board, goal, a.moves)).toBe(true)
        withMirror += a.expanded
        without += idaStarPdb(board, goal, db, { reflect: false })!.expanded
        solved++
      }
      expect(withMirror).toBeLessThan(without)
    })
  }

  it('the mirror keeps distances exactly (3×3, every position)', () => {
    const goal = parseBoard('0 1 2/3 4 5/6 7 8')
    const { distance } = completeBfs(goal)
    const tiles = new Uint8Array(9)
    let checked = 0
    for (let r = 0; r < distance.length; r += 7) {
      if (distance[r] === UNREACHED) continue
      const mirrored = reflectBoard({ width: 3, height: 3, tiles: unrank(r, tiles).slice() }, goal)!
      checked++
      expect(distance[rankOf(mirrored.tiles)]).toBe(distance[r])
    }
    expect(checked).toBeGreaterThan(20000)
  })
})

describe("Korf's frame and partition", () => {
  it("uses Korf and Felner's 6-6-3 partition, turned to the goal's blank corner", () => {
    expect(defaultGroups(GOAL)).toEqual([
      [1, 4, 5, 8, 9, 12],
      [2, 3, 6, 7, 10, 11],
      [13, 14, 15],
    ])
    expect(defaultGroups(defaultGoal(4, 4))).toEqual([
      [15, 12, 11, 8, 7, 4],
      [14, 13, 10, 9, 6, 5],
      [3, 2, 1],
    ])
  })

  it("solves a corner goal in Korf's frame: the same length and a solution in the goal's own tiles", () => {
    adoptPatternDb(pdb) // 5-5-5 tables for Korf's goal, quicker to build than the 6-6-3 ones
    const goal = defaultGoal(4, 4)
    const frame = korfFrame(goal)!
    expect(frame.toKorf(goal).tiles).toEqual(GOAL.tiles)
    const start = parseBoard('5 1 2 3/9 6 7 4/13 10 11 8/0 14 15 12')
    const r = solve(start, goal, 'idastar')
    expect(r.status).toBe('solved')
    if (r.status === 'solved') {
      expect(isSolution(start, goal, r.moves)).toBe(true)
      expect(r.moves).toHaveLength(idaStar(start, goal, { heuristic: 'manhattan' })!.moves.length)
    }
    expect(korfFrame(GOAL)).toBeNull()
  })
})

function rankOf(tiles: Uint8Array): number {
  let r = 0
  const n = tiles.length
  for (let i = 0; i < n; i++) {
    let smaller = 0
    for (let j = i + 1; j < n; j++) if (tiles[j] < tiles[i]) smaller++
    r = r * (n - i) + smaller
  }
  return r
}
