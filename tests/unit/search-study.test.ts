// The search article's study layer (components/search/study.ts): the A* worked by hand is the real
// search's record, and it agrees with a check done independently here; the pseudocode and the
// table of guarantees cover every algorithm of the race.
import { describe, expect, it } from 'vitest'
import {
  PROPERTIES,
  PSEUDOCODE,
  type PseudoName,
  WORKED,
  whyChosen,
  workedAStar,
} from '../../components/search/study.ts'
import { ALGORITHM_NAMES, type AlgorithmName } from '../../src/solvers/search/algorithms.ts'
import { runAlgorithm } from '../../src/solvers/search/algorithms.ts'
import { slidingProblem } from '../../src/solvers/search/sliding.ts'
import { goalTable, manhattan } from '../../src/solvers/sliding/heuristics.ts'
import { parseBoard } from '../../src/solvers/sliding/notation.ts'

const table = goalTable(parseBoard(WORKED.goal))
const h = (board: string): number => manhattan(parseBoard(board).tiles, table)

describe('the A* worked by hand', () => {
  const worked = workedAStar()

  it('shows h and f as Manhattan distance computed here gives them', () => {
    for (const s of worked.steps) {
      for (const e of [...s.open, s.chosen, ...s.children]) {
        expect(e.h, e.board).toBe(h(e.board))
        expect(e.f).toBe(e.g + e.h)
      }
    }
  })

  it('takes, at every step, the smallest f, and among equal f the larger g: the rule the page states', () => {
    for (const s of worked.steps) {
      expect(s.open[0]).toEqual(s.chosen)
      for (const e of s.open.slice(1)) {
        expect(
          e.f > s.chosen.f || (e.f === s.chosen.f && e.g <= s.chosen.g),
          `${e.board} before ${s.chosen.board}`,
        ).toBe(true)
      }
    }
  })

  it('has a tie broken by g and one broken by age, so both halves of the rule are seen', () => {
    const whys = worked.steps.map((s) => s.why)
    expect(whys.some((w) => w.includes('the larger g'))).toBe(true)
    expect(whys.some((w) => w.includes('the older node wins'))).toBe(true)
  })

  it('ends at the goal with a shortest solution, as breadth-first search measures it', () => {
    const bfs = runAlgorithm(slidingProblem(parseBoard(WORKED.board), parseBoard(WORKED.goal), 'manhattan'), {
      algorithm: 'bfs',
    })
    expect(worked.length).toBe(bfs.moves!.length)
    expect(worked.goal).toEqual({ board: WORKED.goal, g: worked.length, h: 0, f: worked.length })
    expect(worked.expanded).toBe(worked.steps.length)
    // Small enough to do by hand, big enough to show A* leaving the solution path once.
    expect(worked.steps.length).toBeGreaterThan(worked.length)
    expect(worked.steps.length).toBeLessThanOrEqual(10)
  })

  it('says why a node is first in words that match its open list', () => {
    expect(whyChosen([{ board: 'a', g: 1, h: 2, f: 3 }])).toBe('the only node with the smallest f, 3')
    expect(
      whyChosen([
        { board: 'a', g: 2, h: 1, f: 3 },
        { board: 'b', g: 1, h: 2, f: 3 },
        { board: 'c', g: 0, h: 5, f: 5 },
      ]),
    ).toBe('f = 3 ties with 1 other; the larger g (2) wins')
    expect(
      whyChosen([
        { board: 'a', g: 1, h: 2, f: 3 },
        { board: 'b', g: 1, h: 2, f: 3 },
        { board: 'c', g: 0, h: 3, f: 3 },
      ]),
    ).toBe('f = 3 ties with 2 others, 1 of them with the same g; the older node wins')
  })
})

describe('pseudocode and guarantees', () => {
  // Each algorithm of the race, the pseudocode the article shows for it, and words that pseudocode
  // must contain to be about that algorithm (its heading, or its line of the best-first family).
  const covered: Record<AlgorithmName, { pseudo: PseudoName; says: string }> = {
    dfs: { pseudo: 'dfs', says: 'DFS(start, bound):' },
    bfs: { pseudo: 'bfs', says: 'BFS(start):' },
    iddfs: { pseudo: 'iddfs', says: 'IDDFS(start):' },
    bidirectional: { pseudo: 'bidirectional', says: 'BIDIRECTIONAL-BFS(start, goal):' },
    ucs: { pseudo: 'ucs', says: 'UCS(start):' },
    greedy: { pseudo: 'bestFirst', says: 'greedy: priority = h' },
    astar: { pseudo: 'bestFirst', says: 'A*: g + h' },
    'weighted-astar': { pseudo: 'bestFirst', says: 'weighted A*: g + w·h' },
    idastar: { pseudo: 'idastar', says: 'IDA*(start):' },
  }

  it('give every algorithm of the race its own pseudocode, and no pseudocode to an algorithm it lacks', () => {
    expect(Object.keys(covered).sort()).toEqual(Object.keys(ALGORITHM_NAMES).sort())
    const pseudo = PSEUDOCODE as Record<string, string>
    for (const [name, { pseudo: key, says }] of Object.entries(covered)) {
      expect(pseudo[key], `${name}: PSEUDOCODE.${key}`).toBeTypeOf('string')
      expect(pseudo[key], name).toContain(says)
    }
    expect(new Set(Object.values(covered).map((c) => c.pseudo))).toEqual(new Set(Object.keys(pseudo)))
  })

  it('give every algorithm of the race its row of guarantees, uniform-cost search included', () => {
    for (const name of Object.values(ALGORITHM_NAMES))
      expect(
        PROPERTIES.some((p) => p.algorithm.startsWith(name)),
        name,
      ).toBe(true)
    expect(PROPERTIES.some((p) => p.algorithm.startsWith('Uniform-cost'))).toBe(true)
    for (const p of PROPERTIES) for (const v of Object.values(p)) expect(v.trim()).not.toBe('')
  })
})
