// Korf's 100 instances: the file, the published total, and the easiest re-solved independently.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  buildPatternDb, goalTable, heuristicFunction, idaStar, idaStarPdb, isReachable, isSolution, linearConflict, manhattan, parseBoard,
} from '../../src/solvers/sliding/index.ts'

const read = (name: string): string[] => readFileSync(new URL(`../../src/data/sliding/${name}`, import.meta.url), 'utf8').trim().split('\n')
const INSTANCES = read('korf100-instances.txt').map(parseBoard)
const LENGTHS = read('korf100-lengths.txt').map(Number) // written by korf100-lengths.ts (6-6-3 PDBs)
const GOAL = parseBoard('0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15')

describe("Korf's 100 instances", () => {
  it('are 100 reachable 4×4 boards, and our lengths sum to the published 5305', () => {
    expect(INSTANCES).toHaveLength(100)
    for (const board of INSTANCES) expect(isReachable(board, GOAL)).toBe(true)
    expect(LENGTHS).toHaveLength(100)
    expect(LENGTHS.reduce((a, b) => a + b, 0)).toBe(5305)
  })

  const pdb = buildPatternDb(GOAL, {}, [[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [11, 12, 13, 14, 15]])

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
      const fast = idaStarPdb(INSTANCES[k], GOAL, pdb)! // the fast twin: the same search, node for node
      expect(fast.expanded).toBe(r.expanded)
      expect(fast.iterations).toEqual(r.iterations)
      expect(isSolution(INSTANCES[k], GOAL, fast.moves)).toBe(true)
    }
  })

  it('one of them again with Manhattan distance only', () => {
    const r = idaStar(INSTANCES[41], GOAL, { heuristic: 'manhattan' })!
    expect(r.moves.length).toBe(LENGTHS[41])
  })
})
