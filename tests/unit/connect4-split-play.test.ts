// Connect Four's exact solve split at the root on the page (issue 33;
// components/connect4/split-play.ts): the kit's work queue on fake workers that answer in random
// order, the jobs the split is made of (probe, column, play after the columns ran out of time),
// and the split runner on a pool of in-process workers running the real worker host and jobs,
// their answers delayed at random, always held to Solver.analyse on one table: the same scores
// and best columns.
import { describe, expect, it } from 'vitest'
import type { JobOutcome } from '../../components/kit/worker-runner.ts'
import { SplitPlay } from '../../components/connect4/split-play.ts'
import {
  formatPosition,
  parsePosition,
  randomPosition,
  Solver,
  solverFor,
  type Analysis,
} from '../../src/solvers/connect4/index.ts'
import { column, jobs, play, probe } from '../../src/solvers/connect4/jobs.ts'
import { rootColumns } from '../../src/solvers/connect4/split.ts'
import { mulberry32 } from '../../src/solvers/random.ts'
import { type QueueWorker, workQueue } from '../../src/solvers/work-queue.ts'
import { localPool } from './local-worker.ts'

const ctx = () => ({ signal: new AbortController().signal, onProgress: () => {} })
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Positions of every kind, each with Solver.analyse's answer on a table of its own. */
const POSITIONS = [
  '3443554322', // early: 700,000 nodes
  '742566244422442121', // two full columns
  '5x4:', // another size: the empty 5×4 board
  '6x5:3344', // and another
  ...[1, 2, 3].map((seed) => formatPosition(randomPosition({ width: 7, height: 6 }, 14, mulberry32(seed)))),
].map((text) => {
  const p = parsePosition(text)
  return { text, one: new Solver(p.width, p.height).analyse(p) }
})

/**
 * The in-process workers share this process's solver (solverFor's, kept between jobs as a worker
 * keeps its own): its table is emptied before a solve, so that the probe searches as analyse did.
 */
function fresh(text: string): string {
  const p = parsePosition(text)
  solverFor(p.width, p.height).reset()
  return text
}

/** A worker's `fail` that fails nothing and notes the kind of every job it was sent. */
const logKind =
  (kinds: string[]) =>
  (req: { kind: string }): boolean => {
    kinds.push(req.kind)
    return false
  }

/** What the split must answer as one worker does: every column's score and the best columns. */
const answer = (a: Pick<Analysis, 'score' | 'best' | 'columns'>) => ({
  score: a.score,
  best: a.best,
  columns: a.columns,
})

const request = (position: string, timeLimitMs = 600_000) => ({
  kind: 'play' as const,
  position,
  timeLimitMs,
})

describe('the kit’s work queue, its workers answering in random order', () => {
  /** `n` workers whose task i answers i² after a random delay; `log` says what started and what was abandoned. */
  function fakeWorkers(n: number, seed: number, log: string[] = []): QueueWorker<number>[] {
    const random = mulberry32(seed)
    return Array.from({ length: n }, (_, w) => {
      let abandon: (() => void) | null = null
      return {
        run: (i) =>
          new Promise<number>((resolve) => {
            log.push(`start ${i} on ${w}`)
            const timer = setTimeout(() => {
              abandon = null
              resolve(i * i)
            }, random() * 5)
            abandon = () => {
              clearTimeout(timer)
              abandon = null
              log.push(`abandon ${i} on ${w}`)
            }
          }),
        abandon: () => abandon?.(),
      }
    })
  }

  it('answers every task once, in task order, on 1 to 4 workers', async () => {
    for (const n of [1, 2, 3, 4]) {
      const log: string[] = []
      const results = await workQueue(fakeWorkers(n, n, log), 7)
      expect(results).toEqual([0, 1, 4, 9, 16, 25, 36])
      expect(log.filter((l) => l.startsWith('start')).map((l) => Number(l.split(' ')[1]))).toEqual([
        0, 1, 2, 3, 4, 5, 6,
      ])
      expect(log.some((l) => l.startsWith('abandon'))).toBe(false)
    }
    expect(await workQueue(fakeWorkers(2, 1), 0)).toEqual([])
  })

  it('stops at a result that settles it: no task handed out after it, those running abandoned', async () => {
    const log: string[] = []
    const results = await workQueue(fakeWorkers(3, 5, log), 7, (r) => r === 4)
    expect(results[2]).toBe(4)
    const started = log.filter((l) => l.startsWith('start')).length
    expect(started).toBeLessThan(7)
    const abandoned = log.filter((l) => l.startsWith('abandon')).map((l) => Number(l.split(' ')[1]))
    expect(abandoned.length).toBeGreaterThan(0)
    for (const i of abandoned) expect(results[i]).toBeUndefined()
    await tick(20)
    expect(log.filter((l) => l.startsWith('start')).length).toBe(started) // none later
  })

  it('rejects with a worker’s error, the others abandoned', async () => {
    const log: string[] = []
    const [good] = fakeWorkers(1, 3, log)
    const broken: QueueWorker<number> = {
      run: () => Promise.reject(new Error('out of memory')),
      abandon: () => {},
    }
    await expect(workQueue([good, broken], 7)).rejects.toThrow('out of memory')
    expect(log).toEqual(['start 0 on 0', 'abandon 0 on 0'])
  })
})

describe('the jobs of the split', () => {
  it('probe: play’s answer when the perfect solver ends within the hand-off, else none and its nodes', () => {
    const { text, one } = POSITIONS[0]
    const whole = probe({ kind: 'probe', position: fresh(text), timeLimitMs: 600_000, handOffAt: 1e9 }, ctx())
    expect(whole.answer && answer({ ...whole.answer, score: whole.answer.score })).toEqual(answer(one))
    expect(whole.answer?.exact).toBe(true)
    const handed = probe(
      { kind: 'probe', position: fresh(text), timeLimitMs: 600_000, handOffAt: 5000 },
      ctx(),
    )
    expect(handed.answer).toBeNull()
    expect(handed.nodes).toBe(5001) // the budget and the node that found it spent
  })

  it('column: the child’s score, the negation of the root’s value of that column', () => {
    for (const { text, one } of POSITIONS.slice(1)) {
      for (const { column: c, child } of rootColumns(parsePosition(text)).tasks) {
        const r = column({ kind: 'column', position: formatPosition(child), timeLimitMs: 600_000 }, ctx())
        expect(r.score === null ? null : 0 - r.score, `${text}, column ${c + 1}`).toBe(one.columns[c])
      }
    }
  })

  it('column: no score when its time runs out, with the nodes it searched', () => {
    const r = column({ kind: 'column', position: '4', timeLimitMs: 0 }, ctx()) // the 7×6 board after one stone
    expect(r.score).toBeNull()
    expect(r.nodes).toBeGreaterThan(0)
  })

  it('play after the perfect solver ran elsewhere (exactTried): iterative deepening only, its time and nodes said', () => {
    const a = play({ ...request('4', 200), exactTried: { exactMs: 1000, nodes: 12_345 } }, ctx())
    expect(a.exact).toBe(false)
    expect(a.reason).toBe('time')
    expect(a.exactMs).toBe(1000)
    expect(a.nodes).toBeGreaterThan(12_345)
  })
})

describe('the page’s split of the exact solve on a pool of in-process workers', () => {
  it('gives one worker’s scores and best columns on 2 and 3 workers, answering in random order', async () => {
    for (const size of [2, 3]) {
      const random = mulberry32(size)
      const kinds: string[] = []
      const { pool, workers } = localPool(jobs, size, {
        delay: () => random() * 5,
        fail: logKind(kinds),
      })
      const runner = new SplitPlay(pool, 1000)
      for (const { text, one } of POSITIONS) {
        const progress: number[] = []
        const out = await runner.run(request(fresh(text)), (p) => progress.push(p.explored))
        if (out.status !== 'done') throw new Error(`${text}: ${out.status}`)
        const a = out.result
        expect(answer(a), `${text} on ${size} workers`).toEqual(answer(one))
        expect(a.exact).toBe(true)
        expect(a.best).toContain(a.column)
        const split = one.nodes > 1000
        expect(a.workers, text).toBe(
          split ? Math.min(size, rootColumns(parsePosition(text)).tasks.length) : undefined,
        )
        if (split) expect(a.nodes).toBeGreaterThan(1000)
        if (split) expect(progress.length).toBeGreaterThan(0)
        // The count only grows, and never past the answer's.
        expect(progress, text).toEqual(progress.toSorted((x, y) => x - y))
        expect(Math.max(0, ...progress)).toBeLessThanOrEqual(a.nodes)
      }
      expect(kinds).toContain('column')
      expect(kinds).not.toContain('play') // nothing ran out of time
      expect(workers.length).toBe(size) // started once each, kept
    }
  })

  it('leaves the reader’s depth-limited search, and everything on one worker, to worker 0 unchanged', async () => {
    for (const size of [1, 2]) {
      const kinds: string[] = []
      const { pool } = localPool(jobs, size, { fail: logKind(kinds) })
      const runner = new SplitPlay(pool, 1000)
      const deep = await runner.run({ ...request(POSITIONS[0].text, 60_000), depth: 3 })
      expect(deep.status === 'done' && deep.result.reason).toBe('depth')
      const exact = await runner.run(request(fresh(POSITIONS[0].text)))
      expect(exact.status === 'done' && answer(exact.result)).toEqual(answer(POSITIONS[0].one))
      expect(exact.status === 'done' && exact.result.workers).toBe(size === 1 ? undefined : 2)
      if (size === 1) expect(kinds).toEqual(['play', 'play'])
      else {
        expect(kinds.slice(0, 2)).toEqual(['play', 'probe'])
        expect(new Set(kinds.slice(2))).toEqual(new Set(['column']))
      }
    }
  })

  it('out of time before every column is in: iterative deepening on worker 0 in the time left, as one worker', async () => {
    const kinds: string[] = []
    const { pool } = localPool(jobs, 2, { fail: logKind(kinds) })
    // A clock that has passed the perfect solver's second as soon as the columns start.
    let calls = 0
    const runner = new SplitPlay(pool, 2000, () => (calls++ === 0 ? 0 : 1500))
    const out = await runner.run(request(fresh('44'), 2000))
    if (out.status !== 'done') throw new Error(out.status)
    expect(out.result.exact).toBe(false)
    expect(out.result.reason).toBe('time')
    expect(out.result.exactMs).toBe(1000)
    expect(out.result.nodes).toBeGreaterThan(2000) // the probe's, the columns' and the deepening's
    expect(kinds.slice(0, 2)).toEqual(['probe', 'column'])
    expect(kinds.at(-1)).toBe('play')
  })

  it('Cancel ends every worker and resolves cancelled; the next solve answers', async () => {
    const { pool, workers } = localPool(jobs, 2, { delay: () => 2 })
    const runner = new SplitPlay(pool, 1000)
    let splitting: () => void = () => {}
    const split = new Promise<void>((resolve) => {
      splitting = resolve
    })
    const running = runner.run(request(fresh(POSITIONS[0].text)), (p) => {
      if (p.note?.includes('on 2 workers')) splitting()
    })
    await split
    expect(runner.busy).toBe(true)
    runner.cancel()
    expect(await running).toEqual({ status: 'cancelled' })
    expect(workers.length).toBe(2)
    expect(workers.every((w) => w.terminated)).toBe(true)
    expect(runner.busy).toBe(false)
    const again = await runner.run(request(POSITIONS[1].text))
    if (again.status !== 'done') throw new Error(JSON.stringify(again))
    expect(answer(again.result)).toEqual(answer(POSITIONS[1].one))
  })

  it('a worker’s error ends the solve with its message, every worker ended', async () => {
    const { pool, workers } = localPool(jobs, 2, { fail: (req) => req.kind === 'column' })
    const out: JobOutcome<unknown> = await new SplitPlay(pool, 1000).run(request(fresh(POSITIONS[0].text)))
    expect(out).toEqual({ status: 'error', message: 'The solver stopped: out of memory' })
    expect(workers.every((w) => w.terminated)).toBe(true)
  })
})
