import { describe, expect, it } from 'vitest'
import { CANCEL_POLL_MS, createHost, errorMessage, type JobMessage } from '../../src/workers/host.ts'

function harness() {
  let clock = 1000
  const sent: { msg: JobMessage<unknown>; transfer: Transferable[] }[] = []
  const post = (msg: JobMessage<unknown>, transfer: Transferable[]) => {
    sent.push({ msg, transfer })
  }
  return {
    sent,
    post,
    now: () => clock,
    advance: (ms: number) => {
      clock += ms
    },
  }
}

describe('createHost', () => {
  it('posts done with the result and elapsed time', async () => {
    const h = harness()
    const onRequest = createHost(
      (req: number) => {
        h.advance(30)
        return req * 2
      },
      h.post,
      undefined,
      h.now,
    )
    await onRequest({ id: 4, req: 21 })
    expect(h.sent.map((s) => s.msg)).toEqual([{ id: 4, type: 'done', result: 42, elapsedMs: 30 }])
  })

  it('throttles progress to one per 100 ms and keeps depth and note', async () => {
    const h = harness()
    const onRequest = createHost(
      (_req: null, ctx) => {
        for (let i = 1; i <= 25; i++) {
          h.advance(10)
          ctx.onProgress(i === 20 ? { explored: i, depth: 2, note: 'deep' } : { explored: i })
        }
        return 'ok'
      },
      h.post,
      undefined,
      h.now,
    )
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
    await createHost(
      () => {
        throw new Error('Expected 9 dials, got 8 (row 3 has 2).')
      },
      h.post,
      undefined,
      h.now,
    )({ id: 1, req: 0 })
    await createHost(
      async () => {
        throw new TypeError('bad')
      },
      h.post,
      undefined,
      h.now,
    )({ id: 2, req: 0 })
    expect(h.sent.map((s) => s.msg)).toEqual([
      { id: 1, type: 'error', message: 'Expected 9 dials, got 8 (row 3 has 2).' },
      { id: 2, type: 'error', message: 'bad' },
    ])
  })

  it('transfers what transfer() lists', async () => {
    const h = harness()
    const onRequest = createHost(
      () => new Uint8Array(4),
      h.post,
      (res) => [res.buffer],
      h.now,
    )
    await onRequest({ id: 1, req: 0 })
    expect(h.sent[0]!.transfer).toHaveLength(1)
    expect(h.sent[0]!.transfer[0]).toBeInstanceOf(ArrayBuffer)
  })

  it('aborts the previous job when a new request arrives', async () => {
    const h = harness()
    const signals: AbortSignal[] = []
    const onRequest = createHost(
      async (_req: number, ctx) => {
        signals.push(ctx.signal)
        await Promise.resolve()
        return 0
      },
      h.post,
      undefined,
      h.now,
    )
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
    const onRequest = createHost(
      () => {
        const e = new Error('Gave up after 1,000 nodes.')
        e.name = 'BudgetError'
        throw e
      },
      (msg) => {
        sent.push(msg)
      },
      undefined,
      () => 0,
    )
    await onRequest({ id: 3, req: 0 })
    expect(sent).toEqual([
      { id: 3, type: 'error', message: 'Gave up after 1,000 nodes.', name: 'BudgetError' },
    ])
  })
})

describe('a synchronous job hears Cancel through its cancel URL (issue 23: Cancel kept the CPU)', () => {
  it('polls the URL at most every CANCEL_POLL_MS while the job reads its signal, and aborts once it is gone', async () => {
    const h = harness()
    let revoked = false
    const probes: number[] = []
    const probe = (url: string): boolean => {
      if (url === 'blob:alive') return true
      expect(url).toBe('blob:cancel-1')
      probes.push(h.now())
      return !revoked
    }
    let reads = 0
    let stoppedAt = -1
    const onRequest = createHost(
      (_req: null, ctx) => {
        for (let i = 0; i < 5000; i++) {
          h.advance(1) // a millisecond of work between checks, as a solver's hot loop
          if (++reads === 500) revoked = true // the page revokes the URL (Cancel) half a second in
          if (ctx.signal.aborted) {
            stoppedAt = h.now()
            throw new Error('stopped')
          }
        }
        return 'ran to the end'
      },
      h.post,
      undefined,
      h.now,
      probe,
    )
    await onRequest({ id: 1, req: null, cancel: 'blob:cancel-1', alive: 'blob:alive' })
    const revokedAt = 1000 + 500
    expect(stoppedAt - revokedAt).toBeGreaterThan(0)
    expect(stoppedAt - revokedAt).toBeLessThanOrEqual(CANCEL_POLL_MS)
    for (let k = 1; k < probes.length; k++)
      expect(probes[k] - probes[k - 1]).toBeGreaterThanOrEqual(CANCEL_POLL_MS)
  })

  it('a host that forbids the read (both tokens fail) does not cancel the job: it stops polling', async () => {
    const h = harness()
    let probes = 0
    const onRequest = createHost(
      (_req: null, ctx) => {
        for (let i = 0; i < 1000; i++) {
          h.advance(1)
          if (ctx.signal.aborted) return 'aborted'
        }
        return 'finished'
      },
      h.post,
      undefined,
      h.now,
      () => {
        probes++
        return false
      },
    )
    await onRequest({ id: 1, req: null, cancel: 'blob:cancel-1', alive: 'blob:alive' })
    expect(h.sent.at(-1)!.msg).toMatchObject({ type: 'done', result: 'finished' })
    expect(probes).toBe(1) // the first check reads `alive`, fails, and the job never polls again
  })

  it('never polls without a cancel URL or a probe (Node, the CLI, the tests)', async () => {
    const h = harness()
    let polled = 0
    await createHost(
      (_req: null, ctx) => {
        for (let i = 0; i < 1000; i++) {
          h.advance(1)
          void ctx.signal.aborted
        }
        return 1
      },
      h.post,
      undefined,
      h.now,
      () => {
        polled++
        return true
      },
    )({ id: 1, req: null })
    expect(polled).toBe(0)
  })
})
