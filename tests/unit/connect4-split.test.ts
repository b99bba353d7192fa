// Connect Four's exact solve split at the root (issue 33): on this thread column after column
// (src/solvers/connect4/split.ts) and on 2 and 3 threads (src/cli/split-connect4.ts), always held
// to the one-table Solver.analyse (the same scores and best columns) and to each other (the same
// count, and the same budget decisions), and the CLI's bytes on 1 and 2 threads.
import { afterAll, describe, expect, it } from 'vitest'
import { closeConnect4Pool, columnsOnThreads } from '../../src/cli/split-connect4.ts'
import {
  formatPosition,
  parsePosition,
  randomPosition,
  Solver,
  type Analysis,
} from '../../src/solvers/connect4/index.ts'
import { analyseSplit, eachColumn, PROBE_NODES, rootColumns } from '../../src/solvers/connect4/split.ts'
import { mulberry32 } from '../../src/solvers/random.ts'
import { runCli } from './helpers.ts'

const solver = new Solver(7, 6)
const small = new Solver(5, 4)

/** Positions of every kind, each with Solver.analyse's answer on one table. */
const POSITIONS = [
  '44335542', // early: 2 million nodes, about a second; a win at once (column 6: no search there)
  '3443554322', // early too: 700,000 nodes
  '742566244422442121', // two full columns; a win late (score 2)
  '5x4:', // another size: the empty 5×4 board
  formatPosition(randomPosition({ width: 7, height: 6 }, 41, mulberry32(1))), // one move from the end
].map((text) => {
  const p = parsePosition(text)
  const s = p.width === 7 ? solver : small
  s.reset()
  return { text, p, s, one: s.analyse(p) }
})

afterAll(closeConnect4Pool)

/** What must not depend on how the columns were split: all but the count. */
const answer = (a: Analysis) => ({ score: a.score, best: a.best, columns: a.columns })

describe('the split at the root, on this thread', () => {
  it('has analyse’s root: wins at once and the last cell known, full columns null, the rest centre first', () => {
    const { columns, tasks } = rootColumns(parsePosition('121212'))
    expect(columns).toEqual([18, null, null, null, null, null, null])
    expect(tasks.map((t) => t.column)).toEqual([3, 2, 4, 1, 5, 6])
    const last = POSITIONS.at(-1)!.p
    expect(last.moves).toHaveLength(41)
    const end = rootColumns(last)
    expect(end.tasks).toEqual([])
    expect(end.columns.filter((v) => v !== null)).toEqual([0])
    expect(rootColumns(parsePosition('742566244422442121')).columns).toEqual(new Array(7).fill(null))
  })

  it('answers as analyse on one table, whether the probe ends it or not', () => {
    for (const { text, p, s, one } of POSITIONS) {
      if (one.nodes <= PROBE_NODES) expect(analyseSplit(s, p, eachColumn(s)), text).toEqual(one) // analyse itself
      const split = analyseSplit(s, p, eachColumn(s), {}, 0) // split at once
      expect(answer(split), text).toEqual(answer(one))
    }
    expect(POSITIONS[0].one.nodes).toBeGreaterThan(PROBE_NODES) // the default probe splits it
    const split = analyseSplit(solver, POSITIONS[0].p, eachColumn(solver))
    expect(answer(split)).toEqual(answer(POSITIONS[0].one))
    expect(split.nodes).toBe(PROBE_NODES + 1 + POSITIONS[0].one.nodes) // the probe, then column by column
  })

  it('counts the probe and each column on a cleared table', () => {
    const { p } = POSITIONS[1]
    const tasks = rootColumns(p).tasks
    const columns = tasks.map((t) => {
      solver.reset()
      const before = solver.nodes
      solver.solve(t.child)
      return solver.nodes - before
    })
    const sum = columns.reduce((x, y) => x + y)
    expect(analyseSplit(solver, p, eachColumn(solver), {}, 0).nodes).toBe(1 + sum) // the probe: 1 node
    expect(analyseSplit(solver, p, eachColumn(solver), {}, 1000).nodes).toBe(1001 + sum)
  })
})

describe('the split on threads', () => {
  it.each([2, 3])('on %i threads: the same answer and count as on this thread, every position', (threads) => {
    const run = columnsOnThreads(threads)
    for (const { text, p, s } of POSITIONS) {
      const probe = text === '3443554322' ? 50_000 : 0 // split after a probe, or at once
      const here = analyseSplit(s, p, eachColumn(s), {}, probe)
      expect(analyseSplit(s, p, run, {}, probe), text).toEqual(here)
    }
  })

  it('gives up on the same budgets as on this thread, and answers the next position', () => {
    const { p } = POSITIONS[1]
    const full = analyseSplit(solver, p, eachColumn(solver), {}, 1000)
    for (const run of [eachColumn(solver), columnsOnThreads(2)]) {
      const at = (maxNodes: number) => () => analyseSplit(solver, p, run, { budget: { maxNodes } }, 1000)
      expect(at(full.nodes)()).toEqual(full)
      expect(at(full.nodes - 1)).toThrow(`Gave up after ${(full.nodes - 1).toLocaleString('en-US')} nodes`)
      expect(at(5000)).toThrow('Gave up after 5,000 nodes') // a column alone passes it
      expect(at(500)).toThrow('Gave up after 500 nodes') // within the probe
    }
    const next = POSITIONS[2]
    expect(analyseSplit(solver, next.p, columnsOnThreads(2), {}, 0)).toEqual(
      analyseSplit(solver, next.p, eachColumn(solver), {}, 0),
    )
  })
})

describe('connect4 solve --threads', () => {
  const both = (args: string[], input?: string) =>
    [1, 2].map((t) => runCli(['connect4', 'solve', ...args, '--threads', String(t)], input))

  it('prints the same bytes on 2 threads as on 1 (a batch on one thread, its last line split)', () => {
    const [one, two] = both(['-', '--jobs', '1'], '742566244422442121\n44335542\n')
    expect(one.code).toBe(0)
    expect(one.out.split('\n')[1]).toBe('score 17, best 6 (columns: -17 0 -17 -17 -17 17 -17; 3013998 nodes)')
    expect(two).toEqual(one)
  })

  it('gives up with the same bytes on 2 threads as on 1', () => {
    const [one, two] = both(['44335542', '--max-nodes', '1500000'])
    expect(one.code).toBe(3)
    expect(two).toEqual(one)
  })
})
