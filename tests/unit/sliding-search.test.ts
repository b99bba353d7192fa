// One IDA* and one A* (the search lab's), run on sliding boards of every size through the lab's
// adapter, and the 15-puzzle's fast IDA* held to them: the ranked states of boards over 9 cells,
// the incremental Manhattan distance and linear conflict (hAfter), Manhattan distance as one-tile tables, and the same
// nodes, iteration by iteration, from the generic IDA* and the fast one.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { idaStar as genericIdaStar } from '../../src/solvers/search/idastar.ts'
import { encode, slidingProblem, tilesOf } from '../../src/solvers/search/sliding.ts'
import { completeBfs, UNREACHED } from '../../src/solvers/sliding/bfs.ts'
import { idaStarPdb } from '../../src/solvers/sliding/ida-fast.ts'
import { goalTable, manhattan } from '../../src/solvers/sliding/heuristics.ts'
import {
  defaultGoal,
  isSolution,
  legalMoves,
  shuffle,
  slide,
  type Board,
} from '../../src/solvers/sliding/model.ts'
import { parseBoard } from '../../src/solvers/sliding/notation.ts'
import { isReachable } from '../../src/solvers/sliding/parity.ts'
import { buildPatternDb, manhattanTables } from '../../src/solvers/sliding/pdb.ts'
import { unrank } from '../../src/solvers/sliding/rank.ts'
import { aStar, heuristicFunction, idaStar } from '../../src/solvers/sliding/search.ts'
import { mulberry32 } from '../../src/solvers/random.ts'

const KORF = readFileSync(new URL('../../src/data/sliding/korf100-instances.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map(parseBoard)
const KORF_GOAL = parseBoard('0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15')
const KORF_LENGTHS = readFileSync(
  new URL('../../src/data/sliding/korf100-lengths.txt', import.meta.url),
  'utf8',
)
  .trim()
  .split('\n')
  .map(Number)

/** `count` random boards of the goal's shape, any parity (seeded). */
function randomBoards(goal: Board, count: number, seed: number): Board[] {
  const random = mulberry32(seed)
  const n = goal.tiles.length
  return Array.from({ length: count }, () => {
    const tiles = Uint8Array.from({ length: n }, (_, k) => k)
    for (let k = n - 1; k > 0; k--) {
      const j = Math.floor(random() * (k + 1))
      ;[tiles[k], tiles[j]] = [tiles[j], tiles[k]]
    }
    return { width: goal.width, height: goal.height, tiles }
  })
}

describe('the adapter on boards over 9 cells (ranked states)', () => {
  it('decodes what it encodes, and its successors are the model’s slides in the documented order', () => {
    for (const [w, h] of [
      [5, 2],
      [2, 5],
      [4, 3],
      [3, 4],
      [4, 4],
    ]) {
      const goal = defaultGoal(w, h)
      const problem = slidingProblem(goal, goal, 'zero')
      for (const board of randomBoards(goal, 3000, w * 10 + h)) {
        const state = encode(board.tiles)
        expect(Number.isSafeInteger(state)).toBe(true)
        expect(Array.from(tilesOf(state, w * h))).toEqual(Array.from(board.tiles))
        const successors = problem.successors(state)
        expect(successors.map((s) => s.move)).toEqual(legalMoves(board))
        for (const s of successors)
          expect(Array.from(tilesOf(s.state, w * h))).toEqual(Array.from(slide(board, s.move).tiles))
      }
    }
  })

  it('gives distinct boards distinct states (all 10! boards of 5×2)', () => {
    const seen = new Set<number>()
    const tiles = new Uint8Array(10)
    for (let r = 0; r < 3_628_800; r += 7) seen.add(encode(unrank(r, tiles)))
    expect(seen.size).toBe(Math.ceil(3_628_800 / 7))
  })
})

describe('hAfter: h after a slide, from h before it', () => {
  const goal3 = defaultGoal(3, 3)
  const korf555 = buildPatternDb(KORF_GOAL, {}, [
    [1, 2, 3, 4, 5],
    [6, 7, 8, 9, 10],
    [11, 12, 13, 14, 15],
  ])
  const cases = [
    { name: 'Manhattan distance on 3×3', goal: goal3, heuristic: 'manhattan' as const },
    { name: 'Manhattan distance on 4×4', goal: KORF_GOAL, heuristic: 'manhattan' as const },
    { name: 'linear conflict on 3×3', goal: goal3, heuristic: 'linear-conflict' as const },
    { name: 'linear conflict on 4×4', goal: KORF_GOAL, heuristic: 'linear-conflict' as const },
    { name: 'linear conflict on 2×4', goal: defaultGoal(4, 2), heuristic: 'linear-conflict' as const },
    { name: 'the tables on 3×3', goal: goal3, heuristic: 'pdb' as const },
    { name: 'the tables on 4×4', goal: KORF_GOAL, heuristic: 'pdb' as const, pdb: korf555 },
  ]
  for (const { name, goal, heuristic, pdb } of cases) {
    it(`equals h of the new board: ${name}, with unit and tile costs`, () => {
      for (const cost of ['unit', 'tile'] as const) {
        const problem = slidingProblem(goal, goal, heuristic, cost, pdb)
        let checked = 0
        for (const board of randomBoards(goal, 300, goal.tiles.length + 20)) {
          // a walk of slides, as a search makes them, and single slides from unrelated boards
          let state = encode(board.tiles)
          let h = problem.h(state)
          for (let step = 0; step < 8; step++) {
            const successors = problem.successors(state)
            for (const s of successors) {
              expect(problem.hAfter!(state, h, s.move, s.state)).toBe(problem.h(s.state))
              checked++
            }
            const next = successors[step % successors.length]
            h = problem.hAfter!(state, h, next.move, next.state)
            state = next.state
          }
        }
        expect(checked).toBeGreaterThan(4000)
      }
    })
  }

  it('is offered for Manhattan distance, linear conflict and the tables only', () => {
    for (const name of ['manhattan', 'linear-conflict', 'pdb'] as const)
      expect(slidingProblem(goal3, goal3, name).hAfter).toBeDefined()
    for (const name of ['zero', 'misplaced'] as const)
      expect(slidingProblem(goal3, goal3, name).hAfter).toBeUndefined()
  })
})

describe('Manhattan distance as one-tile pattern databases', () => {
  for (const goalText of ['1 2 3/4 5 6/7 8 0', '0 1 2/3 4 5/6 7 8', '1 2 3 4/5 0 6 7']) {
    it(`sums to Manhattan distance on every position (goal ${goalText})`, () => {
      const goal = parseBoard(goalText)
      const n = goal.tiles.length
      const byTables = heuristicFunction(goal, 'pdb', manhattanTables(goal))
      const table = goalTable(goal)
      const { distance } = completeBfs(goal)
      const tiles = new Uint8Array(n)
      let checked = 0
      const wrong: string[] = []
      for (let r = 0; r < distance.length; r++) {
        if (distance[r] === UNREACHED) continue
        unrank(r, tiles)
        if (byTables(tiles) !== manhattan(tiles, table)) wrong.push(tiles.join(' '))
        checked++
      }
      expect(wrong).toEqual([])
      expect(checked).toBe(distance.length / 2)
    })
  }

  it('on sampled 15-puzzle boards too', () => {
    const byTables = heuristicFunction(KORF_GOAL, 'pdb', manhattanTables(KORF_GOAL))
    const table = goalTable(KORF_GOAL)
    for (const board of randomBoards(KORF_GOAL, 2000, 3))
      expect(byTables(board.tiles)).toBe(manhattan(board.tiles, table))
  })
})

describe('the fast IDA* is the generic one, node for node', () => {
  const sameSearch = (start: Board, goal: Board): number => {
    const generic = idaStar(start, goal, { heuristic: 'manhattan' })!
    const fast = idaStarPdb(start, goal, manhattanTables(goal), { reflect: false })!
    expect(fast.iterations).toEqual(generic.iterations)
    expect(fast.expanded).toBe(generic.expanded)
    expect(fast.moves).toHaveLength(generic.moves.length)
    expect(isSolution(start, goal, generic.moves)).toBe(true)
    expect(isSolution(start, goal, fast.moves)).toBe(true)
    return generic.moves.length
  }

  it('with Manhattan distance on 3×3, 4×3 and 2×5 boards', () => {
    for (const goal of [
      defaultGoal(3, 3),
      parseBoard('0 1 2/3 4 5/6 7 8'),
      defaultGoal(4, 3),
      defaultGoal(5, 2),
    ]) {
      const boards = randomBoards(goal, 12, goal.tiles.length).filter((b) => isReachable(b, goal))
      for (const start of boards.slice(0, goal.tiles.length > 9 ? 2 : 5)) sameSearch(start, goal)
    }
  })

  it("with Manhattan distance on one of Korf's instances, of the published length", () => {
    expect(sameSearch(KORF[41], KORF_GOAL)).toBe(KORF_LENGTHS[41])
  })

  it('the generic IDA* reports the same iterations as its observer sees', () => {
    const goal = defaultGoal(3, 3)
    const start = parseBoard('8 6 7/2 5 4/3 0 1')
    const seen: { bound: number; expanded: number }[] = []
    const r = genericIdaStar(slidingProblem(start, goal, 'manhattan'), {
      observer: {
        iteration: (bound) => seen.push({ bound, expanded: 0 }),
        expand: () => seen[seen.length - 1].expanded++,
        generate: () => {},
      },
    })
    expect(r.iterations).toEqual(seen)
    expect(r.moves).toHaveLength(31)
  })
})

describe('A* on sliding boards: the lab’s best-first search', () => {
  it('is optimal on a 4×3 board, and lists its first expansions from the start', () => {
    const goal = defaultGoal(4, 3)
    const start = shuffle(goal, 60, mulberry32(5))
    const ida = idaStar(start, goal, { heuristic: 'linear-conflict' })!
    const a = aStar(start, goal, { heuristic: 'manhattan', trace: 5 })!
    expect(a.moves).toHaveLength(ida.moves.length)
    expect(isSolution(start, goal, a.moves)).toBe(true)
    expect(a.order).toHaveLength(5)
    expect(a.order[0]).toEqual(Array.from(start.tiles))
  })
})
