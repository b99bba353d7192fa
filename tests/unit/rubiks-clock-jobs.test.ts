// The puzzle's description and its jobs: the contract's notations round-trip, replay names the
// first move that is not one, the optimal job's answer solves the position, and both long jobs
// (one optimal search, a sample) stop within 50 ms of CPU after their signal fires.
import { describe, expect, it } from 'vitest'
import { isInputError } from '../../src/solvers/contract.ts'
import {
  amountsToMoves,
  isSolution,
  puzzle,
  randomDials,
  solvedDials,
} from '../../src/solvers/rubiks-clock/index.ts'
import { jobs, progressNote } from '../../src/solvers/rubiks-clock/jobs.ts'
import { mulberry32 } from '../../bench/lib.ts'
import { expectStopsOnSignal, messageOf } from './helpers.ts'

const quiet = { signal: new AbortController().signal, onProgress: () => {} }

describe('the puzzle description', () => {
  it('names the article and reads its own example', () => {
    expect(puzzle).toMatchObject({ id: 'rubiks-clock', slug: 'rubiks-clock', name: "Rubik's Clock" })
    expect(puzzle.position.format(puzzle.position.parse(puzzle.example))).toBe(puzzle.example)
    expect(messageOf(() => puzzle.position.parse('1 2 3'))).toMatch(/separated by "\|"/)
    const moves = puzzle.moves.parse('front UL UR +3, back DR -1')
    expect(moves).toEqual([
      { side: 'front', pins: 3, turn: 3 },
      { side: 'back', pins: 8, turn: 11 },
    ])
    expect(puzzle.moves.format(moves)).toBe('front UL UR +3, back DR +11')
  })

  it('replays legal moves and names the first one that is not a move', () => {
    const start = solvedDials()
    const moves = puzzle.moves.parse('front UL +3, front UL +9')
    expect(puzzle.isSolution(start, moves)).toBe(true)
    for (const [text, why] of [
      ['front UL +3, front +2', /^Move 2 is not a move: it has no pin up/],
      ['back DR +12', /^Move 1 is not a move: it turns 0 hours/],
    ] as const) {
      let error: unknown = null
      try {
        puzzle.replay(start, puzzle.moves.parse(text))
      } catch (e) {
        error = e
      }
      expect(isInputError(error)).toBe(true)
      expect((error as Error).name).toBe('InputError')
      expect((error as Error).message).toMatch(why)
      expect(puzzle.isSolution(start, puzzle.moves.parse(text))).toBe(false)
    }
  })
})

describe('the jobs', () => {
  it('optimal: the answer solves the position, and the proof ends where best and bound meet', () => {
    const dials = randomDials(mulberry32(5))
    const notes: string[] = []
    const r = jobs.optimal(
      { kind: 'optimal', dials: Array.from(dials) },
      { ...quiet, onProgress: (p) => notes.push(p.note ?? '') },
    )
    expect(isSolution(dials, amountsToMoves(Uint8Array.from(r.amounts)))).toBe(true)
    expect(r.length).toBe(r.frontLength + r.backLength)
    expect(r.bounds.at(-1)).toEqual({ best: r.length, lowerBound: r.length })
    expect(notes).toContain('front table built')
    expect(notes.at(-1)).toBe(`best so far ${r.length} moves · lower bound ${r.length}`)
    expect(progressNote({ explored: 1, phase: 'combine', best: 255, lowerBound: 4 })).toBe(
      'no solution yet · lower bound 4',
    )
  })

  it('optimal in the hour metric: the answer solves the position and its cost is counted in hours', () => {
    const dials = randomDials(mulberry32(9))
    const notes: string[] = []
    const r = jobs.optimal(
      { kind: 'optimal', dials: Array.from(dials), metric: 'hour' },
      { ...quiet, onProgress: (p) => notes.push(p.note ?? '') },
    )
    expect(isSolution(dials, amountsToMoves(Uint8Array.from(r.amounts)))).toBe(true)
    expect(r.metric).toBe('hour')
    expect(r.cost).toBe(r.amounts.reduce((sum, t) => sum + Math.min(t, 12 - t), 0))
    expect(r.bounds.at(-1)).toEqual({ best: r.cost, lowerBound: r.cost })
    expect(notes.at(-1)).toBe(`best so far ${r.cost} hours · lower bound ${r.cost}`)
  })

  it('sample in the hour metric: lengths past 12 are counted', () => {
    const r = jobs.sample({ kind: 'sample', count: 2, metric: 'hour' }, quiet)
    expect(r.lengths.reduce((a, b) => a + b, 0)).toBe(2)
    expect(r.lengths.length).toBeGreaterThan(13) // random positions need far more than 12 hours
  })

  it('optimal in the hour metric stops within 50 ms of CPU after its signal', async () => {
    const dials = Array.from(randomDials(mulberry32(10)))
    await expectStopsOnSignal(
      (signal) => jobs.optimal({ kind: 'optimal', dials, metric: 'hour' }, { signal, onProgress: () => {} }),
      60,
    )
  })

  it('sample: counts every position it solves by length, none above 12', () => {
    const r = jobs.sample({ kind: 'sample', count: 3 }, quiet)
    expect(r.solved).toBe(3)
    expect(r.lengths).toHaveLength(13)
    expect(r.lengths.reduce((a, b) => a + b, 0)).toBe(3)
  })

  it('optimal stops within 50 ms of CPU after its signal', async () => {
    const dials = Array.from(randomDials(mulberry32(6)))
    // One search takes ~80 ms of CPU; abort after 30 ms, inside the face tables.
    await expectStopsOnSignal(
      (signal) => jobs.optimal({ kind: 'optimal', dials }, { signal, onProgress: () => {} }),
      30,
    )
  })

  it('optimal stops within 50 ms of CPU when the signal fires during the back table', async () => {
    const dials = Array.from(randomDials(mulberry32(7)))
    await expectStopsOnSignal(
      (signal) => jobs.optimal({ kind: 'optimal', dials }, { signal, onProgress: () => {} }),
      55,
    )
  })

  it('sample stops within 50 ms of CPU after its signal, mid-sample', async () => {
    await expectStopsOnSignal(
      (signal) => jobs.sample({ kind: 'sample', count: 1000 }, { signal, onProgress: () => {} }),
      250,
    )
  })
})
