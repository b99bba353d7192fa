// Connect Four's exact solve split at the root (issue 33): one thread is Solver.analyse on one
// table, the CLI's bytes included; the split (src/solvers/connect4/split.ts), on this thread column
// after column and on 2 and 3 threads (src/cli/split-connect4.ts), answers as analyse does (every
// column's score, the best columns), with a count of its own that is the same at any number of
// threads, and gives up on the same budgets at any number of threads.
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
// where eachColumn solves the columns (the probe's table stays the probing solver's)
const scratch = new Solver(7, 6)
const smallScratch = new Solver(5, 4)

/** Positions of every kind, each with Solver.analyse's answer on one table. */
const POSITIONS = [
  '44335542', // early: 2 million nodes, about a second; a win at once (column 6: no search there)
  '3443554322', // early too: 700,000 nodes
  '742566244422442121', // two full columns; a win late (score 2)
  '5x4:', // another size: the empty 5×4 board
  formatPosition(randomPosition({ width: 7, height: 6 }, 41, mulberry32(1))), // one move from the end
].map((text) => {
  const p = parsePosition(text)
  const [s, columns] = p.width === 7 ? [solver, scratch] : [small, smallScratch]
  s.reset()
  return { text, p, s, here: eachColumn(columns), one: s.analyse(p) }
})

afterAll(closeConnect4Pool)

/** What must not depend on how the columns were split: all but the count. */
const answer = (a: Analysis) => ({ score: a.score, best: a.best, columns: a.columns })

/** connect4 solve's line for an analysis that is not over. */
const line = (a: Analysis) =>
  `score ${a.score}, best ${a.best.join(' ')} (columns: ${a.columns.map((v) => v ?? '-').join(' ')}; ${a.nodes} nodes)`

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
    for (const { text, p, s, here, one } of POSITIONS) {
      if (one.nodes <= PROBE_NODES) expect(analyseSplit(s, p, here), text).toEqual(one) // analyse itself
      for (const probe of [0, 1000, 50_000])
        expect(answer(analyseSplit(s, p, here, {}, probe)), text).toEqual(answer(one))
    }
    const [first] = POSITIONS
    expect(first.one.nodes).toBeGreaterThan(PROBE_NODES) // the default probe splits it
    const split = analyseSplit(solver, first.p, first.here)
    expect(answer(split)).toEqual(answer(first.one))
    expect(split.nodes).not.toBe(first.one.nodes) // the split's own count
  })

  it('counts the probe and each column on a copy of the probe’s table', () => {
    const { p, here } = POSITIONS[1]
    for (const probe of [0, 1000, 50_000]) {
      solver.reset()
      expect(() => solver.analyse(p, { budget: { maxNodes: probe } })).toThrow('Gave up')
      const sum = rootColumns(p)
        .tasks.map((t) => {
          scratch.copyTable(solver.table)
          const before = scratch.nodes
          scratch.solve(t.child)
          return scratch.nodes - before
        })
        .reduce((x, y) => x + y)
      expect(analyseSplit(solver, p, here, {}, probe).nodes).toBe(probe + 1 + sum)
    }
    expect(() => analyseSplit(solver, p, eachColumn(solver), {}, 1000)).toThrow('copied into itself')
  })
})

describe('the split on threads', () => {
  it.each([2, 3])('on %i threads: the same answer and count as on this thread, every position', (threads) => {
    const run = columnsOnThreads(threads)
    for (const { text, p, s, here } of POSITIONS) {
      for (const probe of [0, 50_000]) {
        const split = analyseSplit(s, p, run, {}, probe)
        expect(split, text).toEqual(analyseSplit(s, p, here, {}, probe))
      }
    }
  })

  it('gives up on the same budgets as on this thread, and answers the next position', () => {
    const { p, here } = POSITIONS[1]
    const full = analyseSplit(solver, p, here, {}, 1000)
    for (const run of [here, columnsOnThreads(2)]) {
      const at = (maxNodes: number) => () => analyseSplit(solver, p, run, { budget: { maxNodes } }, 1000)
      expect(at(full.nodes)()).toEqual(full)
      expect(at(full.nodes - 1)).toThrow(`Gave up after ${(full.nodes - 1).toLocaleString('en-US')} nodes`)
      expect(at(5000)).toThrow('Gave up after 5,000 nodes') // a column alone passes it
      expect(at(500)).toThrow('Gave up after 500 nodes') // within the probe
    }
    const next = POSITIONS[2]
    expect(analyseSplit(solver, next.p, columnsOnThreads(2), {}, 0)).toEqual(
      analyseSplit(solver, next.p, next.here, {}, 0),
    )
  })
})

describe('connect4 solve --threads', () => {
  const run = (threads: number | null, args: string[], input?: string) =>
    runCli(['connect4', 'solve', ...args, ...(threads === null ? [] : ['--threads', String(threads)])], input)

  it('on one thread, by default too, prints Solver.analyse’s answer and count, in a batch as alone', () => {
    const lines = POSITIONS.filter((x) => x.one.score !== null).map(({ text, one }) => [text, line(one)])
    const batch = lines.map(([text]) => text).join('\n')
    for (const threads of [null, 1]) {
      expect(run(threads, [lines[0][0]]).out).toBe(`${lines[0][1]}\n`) // past the probe
      expect(run(threads, ['-', '--jobs', '2'], batch).out).toBe(lines.map(([, l]) => `${l}\n`).join(''))
    }
  })

  it('on 2 and 3 threads: the same scores and best columns; the count is the split’s', () => {
    const [first] = POSITIONS
    const split = analyseSplit(solver, first.p, first.here)
    for (const threads of [2, 3]) {
      expect(run(threads, [first.text]).out).toBe(`${line(split)}\n`)
      // a batch on one --jobs thread splits each line; one that ends in the probe is analyse's
      const batch = run(threads, ['-', '--jobs', '1', '--json'], `${POSITIONS[2].text}\n${first.text}\n`)
      expect(batch.out.split('\n').map((l) => (l ? JSON.parse(l) : l))).toEqual([
        { ...answer(POSITIONS[2].one), score: POSITIONS[2].one.score, nodes: POSITIONS[2].one.nodes },
        { ...answer(first.one), nodes: split.nodes },
        '',
      ])
    }
  })

  it('gives up with the same message on 2 threads as on 1', () => {
    const [one, two] = [1, 2].map((t) => run(t, ['44335542', '--max-nodes', '1500000']))
    expect(one.code).toBe(3)
    expect(two).toEqual(one)
  })
})
