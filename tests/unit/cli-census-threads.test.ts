// The census on several threads (src/cli/census-threads.ts) answers what the one-thread census
// (compactBfs) does: the same counts at every depth and the same farthest positions, with any
// number of threads and chunks small enough that every thread gets work at every depth.
import { describe, expect, it } from 'vitest'
import { compactBfsThreads } from '../../src/cli/census-threads.ts'
import { compactBfs, defaultGoal, formatBoard, parseBoard } from '../../src/solvers/sliding/index.ts'
import { runCli } from './helpers.ts'

describe('the census on several threads', () => {
  const goals = [
    defaultGoal(3, 3),
    parseBoard('1 2 3/4 0 5/6 7 8'),
    defaultGoal(4, 2),
    parseBoard('1 2/3 4/0 5/6 7'),
  ]
  for (const goal of goals)
    for (const threads of [1, 2, 3])
      it(`from ${formatBoard(goal)} on ${threads} thread${threads > 1 ? 's' : ''}, 16-word chunks: the one-thread answer`, () => {
        const one = compactBfs(goal)
        const split = compactBfsThreads(goal, threads, { chunkWords: 16 })
        expect(split.counts).toEqual(one.counts)
        expect(split.reached).toBe(one.reached)
        expect(split.farthest.map(formatBoard)).toEqual(one.farthest.map(formatBoard))
        expect(split.tableBytes).toBe(one.tableBytes)
        // The first farthest position alone: the merge of the threads' lists keeps the smallest index.
        const [firstOne] = compactBfs(goal, { keepFarthest: 1 }).farthest
        const [firstSplit] = compactBfsThreads(goal, threads, { chunkWords: 16, keepFarthest: 1 }).farthest
        expect(formatBoard(firstSplit!)).toBe(formatBoard(firstOne!))
      })

  it('2×5 (1,814,400 positions) on 2 threads with the default chunks: the one-thread answer', () => {
    const goal = defaultGoal(2, 5)
    const one = compactBfs(goal, { keepFarthest: 2 })
    const split = compactBfsThreads(goal, 2, { keepFarthest: 2 })
    expect(split.counts).toEqual(one.counts)
    expect(split.farthest.map(formatBoard)).toEqual(one.farthest.map(formatBoard))
  })

  it('refuses a board over 12 cells before any thread starts', () => {
    expect(() => compactBfsThreads(defaultGoal(4, 4), 2)).toThrow(RangeError)
  })
})

describe('sliding distances --threads', () => {
  // Under --max-memory the 2-bit table is used at any size, so a 10-cell board takes the threads.
  const args = ['sliding', 'distances', '--goal', '1 2 3 4 5/6 7 8 9 0', '--max-memory', '64']

  it('prints the same bytes on 1 and 2 threads, text and JSON, and the one-thread census’s counts', () => {
    for (const json of [[], ['--json']]) {
      const one = runCli([...args, ...json, '--threads', '1'])
      const two = runCli([...args, ...json, '--threads', '2'])
      expect(one.code).toBe(0)
      expect(two).toEqual(one)
    }
    const counts = runCli([...args, '--threads', '2'])
      .out.trim()
      .split(' ')
      .map(Number)
    expect(counts).toEqual(compactBfs(defaultGoal(5, 2)).counts)
  })

  it('refuses a count of threads that is not a whole number from 1 to 256, naming the option', () => {
    for (const bad of ['0', '257', 'two', '1.5']) {
      const r = runCli([...args, '--threads', bad])
      expect(r.code).toBe(2)
      expect(r.err).toContain(`Option --threads takes a whole number from 1 to 256, not "${bad}".`)
    }
  })
})
