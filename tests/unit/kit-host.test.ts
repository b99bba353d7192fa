import { describe, expect, it } from 'vitest'
import { createHost, errorMessage, type JobMessage } from '../../src/workers/host.ts'

function harness() {
  let clock = 1000
  const sent: { msg: JobMessage<unknown>; transfer: Transferable[] }[] = []
  const post = (msg: JobMessage<unknown>, transfer: Transferable[]) => { sent.push({ msg, transfer }) }
  return { sent, post, now: () => clock, advance: (ms: number) => { clock += ms } }
}

describe('createHost', () => {
  it('posts done with the result and elapsed time', async () => {
    const h = harness()
    const onRequest = createHost((req: number) => { h.advance(30); return req * 2 }, h.post, undefined, h.now)
    await onRequest({ id: 4, req: 21 })
    expect(h.sent.map((s) => s.msg)).toEqual([{ id: 4, type: 'done', result: 42, elapsedMs: 30 }])
  })

  it('throttles progress to one per 100 ms and keeps depth and note', async () => {
    const h = harness()
    const onRequest = createHost((_req: null, ctx) => {
      for (let i = 1; i <= 25; i++) {
        h.advance(10)
        ctx.onProgress(i === 20 ? { explored: i, depth: 2, note: 'deep' } : { explored: i })
      }
      return 'ok'
    }, h.post, undefined, h.now)
    await onRequest({ id: 1, req: null })
    const progress = h.sent.map((s) => s.msg).filter((m) => m.type === 'progress')
    expect(progress).toEqual([
      { id: 1, type: 'progress', explored: 10, elapsedMs: 100 },
      { id: 1, type: 'progress', explored: 20, depth: 2, note: 'deep', elapsedMs: 200 },
    ])
    expect(h.sent.at(-1)!.msg).toMatchObject({ id: 1, type: 'done', result: 'ok', elapsedMs: 250 })
  })

  it('posts the thrown message, sync or async', async () => {
    const h = harness()
    await createHost(() => { throw new Error('Expected 9 dials, got 8 (row 3 has 2).') }, h.post, undefined, h.now)({ id: 1, req: 0 })
    await createHost(async () => { throw new TypeError('bad') }, h.post, undefined, h.now)({ id: 2, req: 0 })
    expect(h.sent.map((s) => s.msg)).toEqual([
      { id: 1, type: 'error', message: 'Expected 9 dials, got 8 (row 3 has 2).' },
      { id: 2, type: 'error', message: 'bad' },
    ])
  })

  it('transfers what transfer() lists', async () => {
    const h = harness()
    const onRequest = createHost(() => new Uint8Array(4), h.post, (res) => [res.buffer], h.now)
    await onRequest({ id: 1, req: 0 })
    expect(h.sent[0]!.transfer).toHaveLength(1)
    expect(h.sent[0]!.transfer[0]).toBeInstanceOf(ArrayBuffer)
  })

  it('aborts the previous job when a new request arrives', async () => {
    const h = harness()
    const signals: AbortSignal[] = []
    const onRequest = createHost(async (_req: number, ctx) => { signals.push(ctx.signal); await Promise.resolve(); return 0 }, h.post, undefined, h.now)
    const first = onRequest({ id: 1, req: 0 })
    const second = onRequest({ id: 2, req: 0 })
    await Promise.all([first, second])
    expect(signals[0]!.aborted).toBe(true)
    expect(signals[1]!.aborted).toBe(false)
  })
})

describe('errorMessage', () => {
  it('never comes back empty', () => {
    expect(errorMessage(new Error('x'))).toBe('x')
    expect(errorMessage(new RangeError(''))).toBe('RangeError')
    expect(errorMessage('plain')).toBe('plain')
    expect(errorMessage(undefined)).toBe('The solver failed: undefined')
  })
})

describe('createHost: a search that gave up', () => {
  it('names a BudgetError, so the page can word it as giving up, not as a failure', async () => {
    const sent: unknown[] = []
    const onRequest = createHost(() => { const e = new Error('Gave up after 1,000 nodes.'); e.name = 'BudgetError'; throw e }, (msg) => { sent.push(msg) }, undefined, () => 0)
    await onRequest({ id: 3, req: 0 })
    expect(sent).toEqual([{ id: 3, type: 'error', message: 'Gave up after 1,000 nodes.', name: 'BudgetError' }])
  })
})
