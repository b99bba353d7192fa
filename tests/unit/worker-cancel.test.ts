// Cancel terminates the worker, and the work stops: the real site workers run in Node worker
// threads (the page terminates its Web Worker the same way), a long job is started, and the time
// from terminate() until the thread has stopped and released its memory is measured.
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'

const HARNESS = new URL('./harness/node-worker.ts', import.meta.url)
const WORKER = new URL('../../src/workers/jobs.worker.ts', import.meta.url).href

/** Long jobs, one per puzzle: each would run for seconds if left alone. */
const LONG_JOBS: { worker: string; req: Record<string, unknown> }[] = [
  { worker: 'clocks', req: { kind: 'sequences', dials: [1, 0, 1, 0, 3, 0, 1, 0, 1], ordered: false } },
  { worker: 'peg', req: { kind: 'count', side: 7, board: 2 ** 28 - 1 - 2, target: -1 } },
  {
    worker: 'sliding',
    req: {
      kind: 'solve',
      start: board('14 13 15 7/11 12 9 5/6 0 2 1/4 8 10 3'),
      goal: board('0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15'),
    },
  },
  { worker: 'tileswap', req: { kind: 'solve', start: bigGrid(1), goal: bigGrid(0), method: 'hungarian' } },
  { worker: 'rubiks-clock', req: { kind: 'sample', count: 100000, seed: 1 } },
]

/** A sliding board as the jobs take it (Korf's first instance and his goal). */
function board(text: string): { width: number; height: number; tiles: number[] } {
  const rows = text.split('/').map((r) => r.trim().split(/\s+/).map(Number))
  return { width: rows[0].length, height: rows.length, tiles: rows.flat() }
}

function bigGrid(phase: number): string {
  const n = 128
  return Array.from({ length: n }, (_, r) =>
    Array.from({ length: n }, (_, c) => ((r * 7 + c * 3 + phase) % 2 ? '1' : '0')).join(''),
  ).join('/')
}

async function startJob(
  name: string,
  req: Record<string, unknown>,
): Promise<{ worker: Worker; messages: unknown[] }> {
  const worker = new Worker(HARNESS, { workerData: { worker: WORKER, name } })
  const messages: unknown[] = []
  worker.on('message', (m) => messages.push(m))
  await new Promise((resolve) => worker.once('online', resolve))
  worker.postMessage({ id: 1, req })
  return { worker, messages }
}

describe('Cancel stops the worker', () => {
  for (const { worker: name, req } of LONG_JOBS) {
    it(`${name}: terminate() stops a running ${String(req.kind)} job within 100 ms`, async () => {
      const { worker, messages } = await startJob(name, req)
      await new Promise((resolve) => setTimeout(resolve, 600)) // let it get well into the job
      const finished = messages.some(
        (m) => (m as { type?: string }).type === 'done' || (m as { type?: string }).type === 'error',
      )
      expect(
        finished,
        `the ${name} job ended before it was cancelled: give it more work (${JSON.stringify(messages.at(-1))})`,
      ).toBe(false)
      const t0 = performance.now()
      await worker.terminate()
      const ms = performance.now() - t0
      expect(ms).toBeLessThan(100)
    })
  }
})
