// One 15-puzzle IDA* search split into subtrees (issue 33): in this thread subtree after subtree
// (src/solvers/sliding/ida-split.ts) and on 2 and 3 threads (src/cli/split-ida.ts), always held to
// the one-core idaStarPdb: the same moves, and the same budget decisions.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { shippedKorfTables } from '../../src/cli/shipped-tables.ts'
import { mulberry32 } from '../../src/solvers/random.ts'
import { KORF_GOAL } from '../../src/solvers/sliding/frame.ts'
import { idaStarPdb } from '../../src/solvers/sliding/ida-fast.ts'
import {
  eachSubtree,
  frontierDepth,
  idaStarSplit,
  splitFrontier,
} from '../../src/solvers/sliding/ida-split.ts'
import { type Board, shuffle, slide } from '../../src/solvers/sliding/model.ts'
import { parseBoard } from '../../src/solvers/sliding/notation.ts'

const db = shippedKorfTables()!
const KORF = readFileSync(new URL('../../src/data/sliding/korf100-instances.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map(parseBoard)
/** Korf's three easiest (instances 9, 47, 31), three random walks from the goal, 1 and 0 moves away. */
const BOARDS: Board[] = [
  KORF[8],
  KORF[46],
  KORF[30],
  ...[1, 2, 5].map((seed) => shuffle(KORF_GOAL, 60, mulberry32(seed))), // 44, 38 and 34 moves
  slide(KORF_GOAL, 1),
  KORF_GOAL,
]
const ONE = BOARDS.map((b) => idaStarPdb(b, KORF_GOAL, db)!)

describe('the split search in this thread', () => {
  it('has every path of d slides that does not undo the last, in the order IDA* takes them', () => {
    const f = splitFrontier(KORF_GOAL, 2) // blank top-left: children 1 then 4, then theirs
    expect(f.count).toBe(4)
    expect(Array.from(f.blanks)).toEqual([0, 1, 2, 0, 1, 5, 0, 4, 5, 0, 4, 8])
    expect(Array.from(f.shared)).toEqual([-1, 1, 0, 1])
    expect(frontierDepth(KORF_GOAL, 4)).toBe(2)
  })

  it('returns the one-core moves, count and iterations, at every frontier depth (deeper than the solution too)', () => {
    BOARDS.forEach((start, k) => {
      for (const depth of [0, 1, 4, 7]) {
        const frontier = splitFrontier(start, depth)
        const r = idaStarSplit(start, KORF_GOAL, db, frontier, eachSubtree(start, KORF_GOAL, db, frontier))
        expect(r, `board ${k} at depth ${depth}`).toEqual(ONE[k])
      }
    })
    expect(ONE.at(-2)!.moves).toEqual([1])
    expect(ONE.at(-1)!.moves).toEqual([])
  })

  it('gives up exactly where the one-core search does', () => {
    const k = 3
    const start = BOARDS[k]
    const frontier = splitFrontier(start, 5)
    const run = eachSubtree(start, KORF_GOAL, db, frontier)
    const at = (maxNodes: number) => () =>
      idaStarSplit(start, KORF_GOAL, db, frontier, run, { budget: { maxNodes } })
    expect(at(ONE[k].expanded)()).toEqual(ONE[k])
    expect(at(ONE[k].expanded - 1)).toThrow(/Gave up after/)
    expect(() => idaStarPdb(start, KORF_GOAL, db, { budget: { maxNodes: ONE[k].expanded - 1 } })).toThrow(
      /Gave up after/,
    )
  })
})
