// The census split between workers as the browser runs it (census-split.ts `censusSplitAsync`,
// the `bigCensus` job in a cross-origin-isolated page): helpers that start asynchronously, here
// node:worker_threads running the same helper loop (src/cli/census-thread.ts) in place of the
// browser's dedicated workers. Same answer as one worker; Cancel stops every helper by itself.
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import {
  CENSUS_WORKER_BYTES,
  MAX_CENSUS_WORKERS,
  censusSplitAsync,
  censusWorkers,
  type CensusHelperHandle,
  type CensusShare,
} from '../../src/solvers/sliding/census-split.ts'
import { compactBfs, defaultGoal, formatBoard, parseBoard } from '../../src/solvers/sliding/index.ts'

const THREAD = new URL('../../src/cli/census-thread.ts', import.meta.url)

/** Helpers on worker threads; `ended` resolves when every one has ended (by itself or terminated). */
function threadHelpers(terminate = true) {
  const exits: Promise<number>[] = []
  const start = (share: CensusShare): CensusHelperHandle => {
    const w = new Worker(THREAD, { workerData: { census: share } })
    exits.push(new Promise((resolve) => w.once('exit', resolve)))
    return {
      terminate: () => {
        if (terminate) void w.terminate()
      },
      failed: new Promise((resolve) => w.once('error', resolve)),
    }
  }
  return { start, ended: () => Promise.all(exits) }
}

describe('the census on several workers, helpers started asynchronously', () => {
  for (const goal of [defaultGoal(3, 3), parseBoard('1 2 3 4/5 0 6 7')])
    for (const helpers of [1, 2])
      it(`from ${formatBoard(goal)} with ${helpers} helper${helpers > 1 ? 's' : ''}: the one-worker answer`, async () => {
        const one = compactBfs(goal)
        const progress: number[] = []
        const split = await censusSplitAsync(goal, helpers, threadHelpers().start, {
          chunkWords: 16,
          onProgress: (p) => progress.push(p.explored),
        })
        expect(split.counts).toEqual(one.counts)
        expect(split.reached).toBe(one.reached)
        expect(split.farthest.map(formatBoard)).toEqual(one.farthest.map(formatBoard))
        expect(split.tableBytes).toBe(one.tableBytes)
        // Progress counts up to the whole state space, never past it.
        expect(progress.length).toBeGreaterThan(0)
        expect(Math.max(...progress)).toBeLessThanOrEqual(one.reached)
      })

  it('on Cancel it throws AbortError and every helper ends by itself (not terminated)', async () => {
    const helpers = threadHelpers(false)
    const controller = new AbortController()
    let depth = 0
    const run = censusSplitAsync(defaultGoal(5, 2), 2, helpers.start, {
      chunkWords: 64,
      signal: controller.signal,
      onProgress: (p) => {
        depth = p.depth ?? 0
        if (depth >= 5) controller.abort()
      },
    })
    await expect(run).rejects.toMatchObject({ name: 'AbortError' })
    expect(depth).toBeGreaterThanOrEqual(5)
    // The helpers saw the stop word and left their loop: their threads end with code 0.
    expect(await helpers.ended()).toEqual([0, 0])
  })

  it('a helper that cannot start fails the census with its reason, and the others end', async () => {
    const ok = threadHelpers()
    let calls = 0
    const start = (share: CensusShare): CensusHelperHandle => {
      if (++calls === 2)
        return { terminate: () => {}, failed: Promise.resolve(new Error('no worker for you')) }
      return ok.start(share)
    }
    await expect(censusSplitAsync(defaultGoal(3, 3), 2, start)).rejects.toThrow('no worker for you')
    expect(await ok.ended()).toHaveLength(1)
  })
})

describe('how many workers a census gets in the browser', () => {
  const table = 59_875_200 // the 12-cell table: 12!/2 positions at 2 bits
  const budget = 2 ** 30 / 4 // a sixteenth of 4 GB

  it('one where the page is not isolated or the browser has one core, and says why', () => {
    expect(censusWorkers({ isolated: false, cores: 8, tableBytes: table, budgetBytes: budget })).toEqual({
      workers: 1,
      why: 'this page is not cross-origin isolated, so workers cannot share its table',
    })
    expect(censusWorkers({ isolated: true, cores: 1, tableBytes: table, budgetBytes: budget })).toEqual({
      workers: 1,
      why: 'this browser reports one core',
    })
  })

  it('one a core, at most MAX_CENSUS_WORKERS, as many as the budget holds beside the one table', () => {
    const at = (cores: number, budgetBytes = budget) =>
      censusWorkers({ isolated: true, cores, tableBytes: table, budgetBytes }).workers
    expect(at(2)).toBe(2)
    expect(at(64)).toBe(MAX_CENSUS_WORKERS)
    expect(at(8, table + 3 * CENSUS_WORKER_BYTES)).toBe(3)
    const small = censusWorkers({ isolated: true, cores: 8, tableBytes: table, budgetBytes: table })
    expect(small).toEqual({ workers: 1, why: "this device's memory budget holds one worker" })
  })
})
