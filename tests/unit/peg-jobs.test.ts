// The peg solitaire description (src/solvers/peg/index.ts) and its jobs (jobs.ts): the notations
// round-trip, replay and isSolution use the board's own side, the jobs answer as the solvers do,
// and both long jobs stop within 50 ms of CPU after their signal, in every phase of their work.
import { describe, expect, it } from 'vitest'
import { puzzle } from '../../src/solvers/peg/index.ts'
import { count, shortest, jobs } from '../../src/solvers/peg/jobs.ts'
import {
  certificate,
  countAll,
  formatMoves,
  isSolution,
  parseBoard,
  shortestMeet,
  singleVacancy,
  holeCount,
  type Jump,
} from '../../src/solvers/peg/index.ts'
import { expectStopsOnSignal, messageOf } from './helpers.ts'

const noSignal = { signal: new AbortController().signal, onProgress: () => {} }

describe('the peg description', () => {
  it('names the article and reads its own example', () => {
    expect(puzzle.id).toBe('peg')
    expect(puzzle.slug).toBe('peg-solitaire')
    expect(puzzle.position.format(puzzle.position.parse(puzzle.example))).toBe(puzzle.example)
    expect(puzzle.position.parse(puzzle.example)).toEqual(parseBoard('1/01/111/1111'))
  })

  it('moves round-trip through the notation, chained jumps as one move', () => {
    const text = '7-2 1-4 9-7-2'
    const jumps = puzzle.moves.parse(text)
    expect(jumps).toEqual([
      [7, 2],
      [1, 4],
      [9, 7],
      [7, 2],
    ])
    expect(puzzle.moves.format(jumps)).toBe(text)
    expect(messageOf(() => puzzle.moves.parse('7-3'))).toMatch(/Move 1, "7-3": 7 → 3 is not a jump/)
  })

  it("replays on the board's own side: a hole beyond T4 is refused by replay, with its reason", () => {
    const start = puzzle.position.parse('1/01/111/1111')
    const jumps = puzzle.moves.parse('7-2')
    expect(puzzle.position.format(puzzle.replay(start, jumps))).toBe('1/11/011/0111')
    expect(() => puzzle.replay(start, puzzle.moves.parse('11-4'))).toThrow(
      /Jump 1, 11 → 4: 11 → 4 is not a jump on T4/,
    )
    try {
      puzzle.replay(start, puzzle.moves.parse('2-7'))
    } catch (e) {
      expect((e as Error).name).toBe('InputError')
    }
    expect(() => puzzle.replay(start, puzzle.moves.parse('2-7'))).toThrow(/hole 2 has no peg/)
  })

  it('isSolution agrees with the board checker on the shortest solution of every vacancy of T5', () => {
    for (let v = 1; v <= holeCount(5); v++) {
      const start = { side: 5, board: singleVacancy(5, v) }
      const r = shortestMeet(5, start.board)
      if (!r.solved) continue
      expect(puzzle.isSolution(start, r.solution)).toBe(true)
      expect(puzzle.isSolution(start, r.solution.slice(0, -1))).toBe(false)
      expect(isSolution(5, start.board, r.solution)).toBe(true)
    }
  })
})

describe('the peg jobs', () => {
  it('are the count and the shortest solution, by kind', () => {
    expect(Object.keys(jobs).sort()).toEqual(['count', 'shortest'])
  })

  it('count answers as countAll, in decimal strings', () => {
    const { side, board } = parseBoard('1/01/111/1111')
    const r = count({ kind: 'count', side, board, target: -1 }, noSignal)
    const direct = countAll(side, board)
    expect(r.solutions).toBe(direct.solutions.toString())
    expect(Number(r.solutions)).toBeGreaterThan(0)
    expect(r.byFinal).toEqual([...direct.byFinal].map(([h, n]) => [h, n.toString()]))
    expect(r.byMoves).toEqual([...direct.byMoves].map(([m, n]) => [m, n.toString()]))
    expect(r.boards).toBe(direct.boards)
    const big = count({ kind: 'count', side: 5, board: singleVacancy(5, 13), target: -1 }, noSignal)
    expect(big.solutions).toBe(countAll(5, singleVacancy(5, 13)).solutions.toString())
  })

  it('shortest returns a solution that replays to one peg in the target, or null moves', () => {
    const { side, board } = parseBoard('1/01/111/1111')
    const r = shortest({ kind: 'shortest', side, board, target: -1 }, noSignal)
    expect(r.moves).toBe(shortestMeet(side, board).solved ? 5 : null)
    expect(isSolution(side, board, r.solution as Jump[])).toBe(true)
    expect(formatMoves(r.solution as Jump[]).split(' ')).toHaveLength(r.moves!)
    const corner = shortest({ kind: 'shortest', side: 4, board: singleVacancy(4, 1), target: -1 }, noSignal)
    expect(corner).toEqual({ moves: null, solution: [], boards: 0 }) // ruled out by the certificate
  })
})

/** A single vacancy of T_side that the certificate allows (so the search really runs). */
function open(side: number): number {
  for (let v = 1; v <= holeCount(side); v++)
    if (certificate(side, singleVacancy(side, v)).possible) return singleVacancy(side, v)
  throw new Error(`no open vacancy on T${side}`)
}

describe('cancellation', () => {
  const job = (kind: 'count' | 'shortest', side: number) => (signal: AbortSignal) =>
    jobs[kind]({ kind, side, board: open(side), target: -1 } as never, { signal, onProgress: () => {} })

  it('count stops within 50 ms of CPU after its signal, in the solvability search and in the forward pass', async () => {
    await expectStopsOnSignal(job('count', 6), 30)
    await expectStopsOnSignal(job('count', 6), 250) // T6 counts for about a second: by then the forward pass runs
  })

  it('shortest stops within 50 ms of CPU after its signal (T7 takes seconds)', async () => {
    await expectStopsOnSignal(job('shortest', 7), 30)
    await expectStopsOnSignal(job('shortest', 7), 200)
  })
})
