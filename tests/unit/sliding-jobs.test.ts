// The sliding puzzle's contract (src/solvers/sliding/index.ts) and jobs (jobs.ts): what the worker
// serves, called directly; the pattern-database hand-off; and that every long job stops on its signal.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { expectStopsOnSignal } from './helpers.ts'
import { InputError, NotationError, type JobContext } from '../../src/solvers/contract.ts'
import {
  shuffle,
  aStar,
  bfsPath,
  boardData,
  buildPatternDb,
  completeBfs,
  defaultGoal,
  formatBoard,
  idaStar,
  idaStarPdb,
  isSolution,
  listScanBfs,
  parseBoard,
  positionAfter,
  puzzle,
  type Board,
} from '../../src/solvers/sliding/index.ts'
import {
  FARTHEST_SHOWN,
  LIMITS,
  jobs,
  type SolveRequest,
  type SolveResult,
  type CompareRequest,
  type CompareResult,
} from '../../src/solvers/sliding/jobs.ts'

/** The solve job under Node: synchronous (it downloads tables only in a browser). */
const solveSync = (req: SolveRequest, c: JobContext): SolveResult => jobs.solve(req, c) as SolveResult
const compareSync = (req: CompareRequest, c: JobContext): CompareResult =>
  jobs.compare(req, c) as CompareResult
const ctx = (signal: AbortSignal = new AbortController().signal): JobContext => ({
  signal,
  onProgress: () => {},
})
const KORF_GOAL = parseBoard('0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15')
const KORF = readFileSync(new URL('../../src/data/sliding/korf100-instances.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map(parseBoard)
const HARDEST3 = parseBoard('8 6 7/2 5 4/3 0 1') // 31 moves from the default goal
const GOAL3 = defaultGoal(3, 3)
const data = boardData
/** A 2×5 position far from its goal (a seeded walk), so a BFS on it runs for a while. */
const GOAL25 = defaultGoal(5, 2)
const FAR25 = (() => {
  let s = 7
  return shuffle(GOAL25, 400, () => (s = (s * 16807) % 2147483647) / 2147483647)
})()

describe('the puzzle description', () => {
  it('names the puzzle, its article and an example the notation reads', () => {
    expect([puzzle.id, puzzle.slug]).toEqual(['sliding', 'sliding-puzzles'])
    expect(puzzle.position.format(puzzle.position.parse(puzzle.example))).toBe(puzzle.example)
    expect(Object.keys(puzzle.jobs).sort()).toEqual([
      'bfs',
      'bigCensus',
      'census',
      'compare',
      'solve',
      'subtree',
      'trace',
    ])
  })

  it('reads and writes move lists, and refuses a bad one with a NotationError', () => {
    expect(puzzle.moves.parse('5, 8 7')).toEqual([5, 8, 7])
    expect(puzzle.moves.format([5, 8, 7])).toBe('5 8 7')
    expect(() => puzzle.moves.parse('5 x')).toThrow(NotationError)
  })

  it('replay gives the board after the moves and names the first illegal move; isSolution uses the default goal', () => {
    const start = parseBoard('1 2 3/4 5 6/0 7 8')
    expect(formatBoard(puzzle.replay(start, [7, 8]))).toBe('1 2 3/4 5 6/7 8 0')
    expect(() => puzzle.replay(start, [7, 1])).toThrow(InputError)
    expect(() => positionAfter(start, [7, 1])).toThrow(
      'Move 2 (tile 1) is not next to the blank at that point.',
    )
    expect(puzzle.isSolution(start, [7, 8])).toBe(true)
    expect(puzzle.isSolution(start, [7])).toBe(false)
    expect(puzzle.isSolution(start, [7, 1])).toBe(false)
  })
})

describe('the jobs, called as the worker calls them', () => {
  it('solve: an optimal solution that replays, or the parity reason', () => {
    const r = solveSync({ kind: 'solve', start: data(HARDEST3), goal: data(GOAL3) }, ctx())
    expect(r.reason).toBeNull()
    expect(r.moves).toHaveLength(31)
    expect(isSolution(HARDEST3, GOAL3, r.moves)).toBe(true)
    expect(r.pdb).toBeNull() // 3×3 tables are not sent back: they build in a blink
    const odd = solveSync(
      { kind: 'solve', start: data(parseBoard('2 1 3/4 5 6/7 8 0')), goal: data(GOAL3) },
      ctx(),
    )
    expect(odd.reason).toMatch(/^Unreachable/)
    expect(odd.moves).toEqual([])
  })

  it('bfs: the ranked search rebuilds the path and its frontier; the list scan agrees on the length', () => {
    const start = parseBoard('1 2 3/4 0 5/6 7 8')
    const ranked = jobs.bfs({ kind: 'bfs', method: 'ranked', start: data(start), goal: data(GOAL3) }, ctx())
    expect(ranked.moves).not.toBeNull()
    expect(isSolution(start, GOAL3, ranked.moves!)).toBe(true)
    expect(ranked.frontier[0]).toBe(1)
    const scan = jobs.bfs({ kind: 'bfs', method: 'list-scan', start: data(start), goal: data(GOAL3) }, ctx())
    expect(scan.length).toBe(ranked.length)
  })

  it('census: the counts of the complete BFS and the first farthest positions', () => {
    const r = jobs.census({ kind: 'census', goal: data(GOAL3) }, ctx())
    expect(r.reached).toBe(181440)
    expect(r.counts).toHaveLength(32)
    expect(r.farthestCount).toBe(2)
    expect(r.farthest.length).toBeLessThanOrEqual(FARTHEST_SHOWN)
    expect(
      r.farthest.map((tiles) => formatBoard({ width: 3, height: 3, tiles: Uint8Array.from(tiles) })),
    ).toContain('8 6 7/2 5 4/3 0 1')
  })

  it('compare: five rows in the table order, every finished one of the optimal length', () => {
    const start = parseBoard('1 2 3/4 0 5/6 7 8')
    const r = compareSync({ kind: 'compare', start: data(start), goal: data(GOAL3) }, ctx())
    expect(r.rows.map((row) => row.method)).toEqual([
      'bfs',
      'astar-manhattan',
      'idastar-manhattan',
      'idastar-linear-conflict',
      'idastar-pdb',
    ])
    const want = bfsPath(start, GOAL3)!.moves.length
    for (const row of r.rows) expect(row.length).toBe(want)
    for (const row of r.rows) expect(row.ms).toBeGreaterThanOrEqual(0)
  })

  it('compare skips what cannot run on a 4×4 board and says why', () => {
    const start = parseBoard('1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15')
    const goal = defaultGoal(4, 4) // a corner goal: compared in Korf's frame, with tables for Korf's goal
    const r = compareSync({ kind: 'compare', start: data(start), goal: data(goal), pdb: weakKorf }, ctx())
    expect(r.rows[0]).toMatchObject({
      method: 'bfs',
      length: null,
      note: expect.stringMatching(/more than 10 cells/),
    })
    expect(r.rows[1]).toMatchObject({
      method: 'astar-manhattan',
      length: null,
      note: expect.stringMatching(/memory/),
    })
    for (const row of r.rows.slice(2)) expect(row.length).toBe(1)
    expect(LIMITS.astar).toBeGreaterThan(0)
  })

  it("trace: A*'s expansion order starts at the start and ends on a solution", () => {
    const start = parseBoard('1 2 3/4 0 5/6 7 8')
    const r = jobs.trace(
      { kind: 'trace', heuristic: 'manhattan', limit: 10, start: data(start), goal: data(GOAL3) },
      ctx(),
    )
    expect(r.order[0]).toEqual(Array.from(start.tiles))
    expect(r.order.length).toBeLessThanOrEqual(10)
    expect(isSolution(start, GOAL3, r.moves)).toBe(true)
  })
})

describe('the pattern-database hand-off', () => {
  it('new tables above 3×3 go back once; tables the page sends are used and not sent back', () => {
    const goal = defaultGoal(4, 3)
    const start = parseBoard('1 2 3 4/5 6 7 8/9 10 0 11')
    const first = solveSync({ kind: 'solve', start: data(start), goal: data(goal) }, ctx())
    expect(first.pdb).not.toBeNull()
    expect(first.pdb!.goal).toEqual(goal.tiles)
    expect(first.tables).toBe('built')
    const again = solveSync({ kind: 'solve', start: data(start), goal: data(goal) }, ctx())
    expect(again.pdb).toBeNull() // the page holds them already
    expect(again.tables).toBe('kept')
    expect(again.buildMs).toBeLessThan(first.buildMs + 1)
    // A fresh worker (after a Cancel) gets them from the page: nothing is built, nothing comes back.
    solveSync({ kind: 'solve', start: data(HARDEST3), goal: data(GOAL3) }, ctx()) // the worker's cache moves on
    const handed = solveSync({ kind: 'solve', start: data(start), goal: data(goal), pdb: first.pdb }, ctx())
    expect(handed.pdb).toBeNull()
    expect(handed.tables).toBe('kept')
    expect(handed.moves).toEqual(first.moves)
  })
})

/** A weak but quick 3-3-3-3-3 table set for Korf's goal, so a search starts at once and runs long. */
const weakKorf = buildPatternDb(KORF_GOAL, {}, [
  [1, 2, 3],
  [4, 5, 6],
  [7, 8, 9],
  [10, 11, 12],
  [13, 14, 15],
])
const hardest = (boards: Board[]): Board => boards[87] // instance 88: 66 moves, the longest

describe('every long job stops within 50 ms of CPU after its signal', () => {
  it('the 6-6-3 pattern-database build', async () => {
    await expectStopsOnSignal((signal) => buildPatternDb(KORF_GOAL, { signal }))
  })

  it('IDA* with pattern databases (the fast twin) and the readable IDA*', async () => {
    await expectStopsOnSignal((signal) => idaStarPdb(hardest(KORF), KORF_GOAL, weakKorf, { signal }))
    await expectStopsOnSignal((signal) =>
      idaStar(hardest(KORF), KORF_GOAL, { heuristic: 'manhattan', signal }),
    )
    await expectStopsOnSignal((signal) =>
      idaStar(hardest(KORF), KORF_GOAL, { heuristic: 'linear-conflict', signal }),
    )
  })

  it('A*', async () => {
    await expectStopsOnSignal((signal) => aStar(hardest(KORF), KORF_GOAL, { heuristic: 'manhattan', signal }))
  })

  it('the complete BFS, the BFS with predecessors and the list scan', async () => {
    await expectStopsOnSignal((signal) => completeBfs(GOAL25, { signal }))
    await expectStopsOnSignal((signal) => bfsPath(FAR25, GOAL25, { signal }))
    await expectStopsOnSignal((signal) => listScanBfs(HARDEST3, GOAL3, { signal }))
  })

  it('each job kind: solve (while building, while searching), bfs, census, compare, trace', async () => {
    const korf = { start: data(hardest(KORF)), goal: data(KORF_GOAL) }
    await expectStopsOnSignal((signal) => jobs.solve({ kind: 'solve', ...korf }, ctx(signal))) // no tables yet: building
    await expectStopsOnSignal((signal) => jobs.solve({ kind: 'solve', ...korf, pdb: weakKorf }, ctx(signal)))
    const wide = { start: data(FAR25), goal: data(GOAL25) }
    await expectStopsOnSignal((signal) => jobs.bfs({ kind: 'bfs', method: 'ranked', ...wide }, ctx(signal)))
    await expectStopsOnSignal((signal) =>
      jobs.bfs({ kind: 'bfs', method: 'list-scan', start: data(HARDEST3), goal: data(GOAL3) }, ctx(signal)),
    )
    await expectStopsOnSignal((signal) => jobs.census({ kind: 'census', goal: wide.goal }, ctx(signal)))
    await expectStopsOnSignal((signal) =>
      jobs.compare({ kind: 'compare', ...korf, pdb: weakKorf }, ctx(signal)),
    )
    await expectStopsOnSignal((signal) =>
      jobs.trace({ kind: 'trace', heuristic: 'manhattan', limit: 60, ...korf }, ctx(signal)),
    )
  })
})
