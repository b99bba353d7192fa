// The Connect Four worker as the page runs it (in a Node worker thread, through the kit's host):
// it answers a middle game with every column's score, reports progress on a long search, stops
// at the page's budget with a BudgetError, and terminate() ends a long search.
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'

const HARNESS = new URL('./harness/node-worker.ts', import.meta.url)
const WORKER = new URL('../../src/workers/jobs.worker.ts', import.meta.url).href

type Message = {
  id: number
  type: string
  result?: { score: number; best: number[]; columns: (number | null)[] }
  name?: string
  message?: string
  explored?: number
}

async function start(
  req: Record<string, unknown>,
): Promise<{ worker: Worker; messages: Message[]; ended: Promise<Message> }> {
  const worker = new Worker(HARNESS, { workerData: { worker: WORKER, name: 'connect4' } })
  const messages: Message[] = []
  const ended = new Promise<Message>((resolve) =>
    worker.on('message', (m: Message) => {
      messages.push(m)
      if (m.type === 'done' || m.type === 'error') resolve(m)
    }),
  )
  await new Promise((resolve) => worker.once('online', resolve))
  worker.postMessage({ id: 1, req })
  return { worker, messages, ended }
}

describe('the Connect Four worker', () => {
  it('answers a middle game with its best column and every column', async () => {
    const { worker, ended } = await start({ kind: 'analyse', position: '742566244422442121' })
    const done = await ended
    await worker.terminate()
    expect(done.type).toBe('done')
    expect(done.result).toMatchObject({ score: 2, best: [5], columns: [-10, null, -11, null, 2, -10, -7] })
  })

  it('gives up at its budget with a BudgetError, and says how far it got', async () => {
    const { worker, ended } = await start({ kind: 'analyse', position: '.', maxNodes: 200_000 })
    const done = await ended
    await worker.terminate()
    expect(done).toMatchObject({ type: 'error', name: 'BudgetError' })
    expect(done.message).toMatch(/^Gave up after [\d,]+ nodes/)
  })

  it('reports progress on a long search, and terminate() ends it', async () => {
    const { worker, messages } = await start({ kind: 'analyse', position: '.' })
    // Wait for the first progress report (the worker loads its jobs' chunk first: slow on a busy machine).
    const progressed = () => messages.some((m) => m.type === 'progress' && (m.explored ?? 0) > 0)
    for (let waited = 0; !progressed() && waited < 30_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50))
    expect(progressed()).toBe(true)
    expect(messages.some((m) => m.type === 'done' || m.type === 'error')).toBe(false)
    expect(await worker.terminate()).toBe(1) // ended by terminate(), not by finishing
  }, 60_000)
})
