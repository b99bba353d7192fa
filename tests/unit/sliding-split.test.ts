// One 15-puzzle IDA* search split into subtrees (issue 33): in this thread subtree after subtree
// (src/solvers/sliding/ida-split.ts) and on 2 and 3 threads (src/cli/split-ida.ts), always held to
// the one-core idaStarPdb: the same moves, and the same budget decisions.
import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { shippedKorfTables } from '../../src/cli/shipped-tables.ts'
import { closeSplitPool, splitIdaStar } from '../../src/cli/split-ida.ts'
import { searchThreads, setSearchThreads } from '../../src/cli/threads.ts'
import { mulberry32 } from '../../src/solvers/random.ts'
import { KORF_GOAL, korfFrame } from '../../src/solvers/sliding/frame.ts'
import { idaStarPdb } from '../../src/solvers/sliding/ida-fast.ts'
import {
  eachSubtree,
  frontierDepth,
  idaStarSplit,
  splitFrontier,
} from '../../src/solvers/sliding/ida-split.ts'
import { type Board, defaultGoal, shuffle, slide } from '../../src/solvers/sliding/model.ts'
import { parseBoard } from '../../src/solvers/sliding/notation.ts'
import { runCli } from './helpers.ts'

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

afterAll(closeSplitPool)

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

  it('with the first iterations on this thread (handOff), the same again, whichever iteration it hands off', () => {
    BOARDS.forEach((start, k) => {
      const frontier = splitFrontier(start, 4)
      ONE[k].iterations.forEach((_, j) => {
        const run = eachSubtree(start, KORF_GOAL, db, frontier)
        let asked = 0
        const handOff = (): boolean => asked++ >= j // iterations 0 .. j − 1 here, then `run`
        const r = idaStarSplit(start, KORF_GOAL, db, frontier, run, { handOff })
        expect(r, `board ${k}, handed off before iteration ${j}`).toEqual(ONE[k])
      })
    })
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
    for (const handOff of [(n: number) => n > 1000, () => false]) {
      const split = (maxNodes: number) => () =>
        idaStarSplit(start, KORF_GOAL, db, frontier, run, { budget: { maxNodes }, handOff })
      expect(split(ONE[k].expanded)()).toEqual(ONE[k])
      expect(split(ONE[k].expanded - 1)).toThrow(
        `Gave up after ${(ONE[k].expanded - 1).toLocaleString('en-US')} `,
      )
    }
    expect(() => idaStarPdb(start, KORF_GOAL, db, { budget: { maxNodes: ONE[k].expanded - 1 } })).toThrow(
      /Gave up after/,
    )
  })
})

describe('the split search on threads', () => {
  it.each([2, 3])('on %i threads returns the one-core moves on every board', (threads) => {
    const split = splitIdaStar(threads, 0) // the threads start at once (the first iterations here until they are ready)
    BOARDS.forEach((start, k) => {
      const r = split(start, KORF_GOAL, db, {})!
      expect(r.moves, `board ${k}`).toEqual(ONE[k].moves)
      expect(r.expanded).toBe(ONE[k].expanded) // counted as the one-core search counts
    })
  })

  it('on a heavier instance (Korf’s 3rd, 59 moves): the same on 2 threads, started after 100,000 nodes or kept', () => {
    const one = idaStarPdb(KORF[2], KORF_GOAL, db)!
    closeSplitPool() // so that the first iterations run on this thread
    expect(splitIdaStar(2, 100_000)(KORF[2], KORF_GOAL, db, {})).toEqual(one) // the pool starts on the way
    expect(splitIdaStar(2, 0)(KORF[2], KORF_GOAL, db, {})).toEqual(one)
  })

  it('gives up on the same budgets as one core, and answers on the next board', () => {
    const split = splitIdaStar(2, 0)
    const k = 4
    expect(split(BOARDS[k], KORF_GOAL, db, { budget: { maxNodes: ONE[k].expanded } })!.moves).toEqual(
      ONE[k].moves,
    )
    expect(() => split(BOARDS[k], KORF_GOAL, db, { budget: { maxNodes: ONE[k].expanded - 1 } })).toThrow(
      /Gave up after/,
    )
    expect(() => split(KORF[2], KORF_GOAL, db, { budget: { maxNodes: 1000 } })).toThrow(
      /Gave up after 1,000 /,
    )
    expect(split(BOARDS[0], KORF_GOAL, db, {})!.moves).toEqual(ONE[0].moves)
  })
})

describe('sliding solve --threads', () => {
  const korf3 = KORF[2].tiles.join(' ')
  // Korf's 88th, 65 moves and 2.5 million nodes: its last iterations run on the threads, which
  // start once 250,000 nodes are searched (src/cli/split-ida.ts).
  const korf88 = KORF[87].tiles.join(' ')
  const korfGoal = ['--goal', '0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15']
  const both = (args: string[]) =>
    [1, 2].map((t) => runCli(['sliding', 'solve', ...args, '--threads', String(t)]))

  it('prints the same bytes on 2 threads as on 1', () => {
    const [one, two] = both([korf88, ...korfGoal])
    expect(one.code).toBe(0)
    expect(one.out.trim().split(' ')).toHaveLength(65)
    expect(two).toEqual(one)
  })

  it('gives up with the same bytes on 2 threads as on 1 (--max-nodes, on the threads and before them)', () => {
    for (const budget of ['1500000', '5000']) {
      const [one, two] = both([korf88, ...korfGoal, '--max-nodes', budget, '--json'])
      expect(one.code).toBe(3)
      expect(two).toEqual(one)
    }
  })

  it('solves the default goal (a frame of Korf’s) with the same bytes on 2 threads as on 1', () => {
    // Korf's 88th seen from the default goal (the frame's turn is its own inverse): as far, 65 moves.
    const turned = korfFrame(defaultGoal(4, 4))!.toKorf(KORF[87]).tiles.join(' ')
    const [one, two] = both([turned])
    expect(one.code).toBe(0)
    expect(one.out.trim().split(' ')).toHaveLength(65)
    expect(two).toEqual(one)
  })

  it('refuses a --threads that is not 1 to 256', () => {
    for (const bad of ['0', 'two']) {
      const r = runCli(['sliding', 'solve', korf3, '--threads', bad])
      expect(r.code).toBe(2)
      expect(r.err).toMatch(/--threads takes a whole number from 1 to 256/)
    }
  })

  it('in a batch on several threads, each search keeps to its own thread', () => {
    setSearchThreads(1, 1) // what a batch thread does (src/cli/parallel.ts)
    expect(searchThreads('4')).toBe(1)
    expect(searchThreads(undefined)).toBe(1)
    setSearchThreads(3)
    expect(searchThreads(undefined)).toBe(3)
    expect(searchThreads('4')).toBe(4)
    setSearchThreads(1)
  })
})
