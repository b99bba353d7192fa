import { describe, expect, it } from 'vitest'
import {
  JobLedger,
  MESSAGE_ERROR,
  WorkerRunner,
  workerErrorMessage,
  type JobOutcome,
  type JobProgress,
} from '../../components/kit/worker-runner.ts'

type Listener = (e: any) => void
/** The jobs of a fake puzzle: one kind, whose request carries a string. */
type EchoJobs = { echo: (req: { kind: 'echo'; v: string }) => number }
const req = (v: string) => ({ kind: 'echo' as const, v })

class FakeWorker {
  posted: any[] = []
  terminated = false
  listeners = new Map<string, Listener[]>()
  postMessage(msg: unknown): void {
    this.posted.push(msg)
  }
  terminate(): void {
    this.terminated = true
  }
  addEventListener(type: string, fn: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn])
  }
  emit(type: string, event: any): void {
    for (const fn of this.listeners.get(type) ?? []) fn(event)
  }
  reply(data: any): void {
    this.emit('message', { data })
  }
  get lastId(): number {
    return this.posted.at(-1).id
  }
}

function setup() {
  const workers: FakeWorker[] = []
  const events: string[] = [] // cancel tokens made and revoked, and workers terminated, in order
  let token = 0
  const tokens = {
    create: () => {
      const t = `token-${++token}`
      events.push(`create ${t}`)
      return t
    },
    revoke: (t: string) => {
      events.push(`revoke ${t}`)
    },
  }
  const runner = new WorkerRunner<EchoJobs>(() => {
    const w = new FakeWorker()
    const terminate = w.terminate.bind(w)
    w.terminate = () => {
      events.push('terminate')
      terminate()
    }
    workers.push(w)
    return w as unknown as Worker
  }, tokens)
  return { runner, workers, events }
}

describe('WorkerRunner', () => {
  it('spawns lazily, posts { id, req } and resolves done', async () => {
    const { runner, workers } = setup()
    expect(workers).toHaveLength(0)
    const job = runner.run(req('9 9 12'))
    expect(runner.busy).toBe(true)
    expect(workers).toHaveLength(1)
    expect(workers[0]!.posted).toEqual([{ id: 1, req: req('9 9 12'), cancel: 'token-1', alive: 'token-2' }])
    workers[0]!.reply({ id: 1, type: 'done', result: 42, elapsedMs: 5 })
    expect(await job).toEqual({ status: 'done', result: 42, elapsedMs: 5 })
    expect(runner.busy).toBe(false)
  })

  it('reuses the worker for the next job', async () => {
    const { runner, workers } = setup()
    const a = runner.run(req('a'))
    workers[0]!.reply({ id: 1, type: 'done', result: 1, elapsedMs: 1 })
    await a
    const b = runner.run(req('b'))
    expect(workers).toHaveLength(1)
    workers[0]!.reply({ id: 2, type: 'done', result: 2, elapsedMs: 1 })
    expect(await b).toMatchObject({ status: 'done', result: 2 })
  })

  it('release() ends an idle worker (the next job gets a new one) and leaves a busy one alone', async () => {
    const { runner, workers } = setup()
    const a = runner.run(req('a'))
    runner.release() // busy: nothing happens
    expect(workers[0]!.terminated).toBe(false)
    workers[0]!.reply({ id: 1, type: 'done', result: 1, elapsedMs: 1 })
    await a
    runner.release()
    expect(workers[0]!.terminated).toBe(true)
    const b = runner.run(req('b'))
    expect(workers).toHaveLength(2)
    workers[1]!.reply({ id: 2, type: 'done', result: 2, elapsedMs: 1 })
    expect(await b).toMatchObject({ status: 'done', result: 2 })
  })

  it('abandon() gives up the job but keeps the worker: the token is revoked, a late answer ignored', async () => {
    const { runner, workers, events } = setup()
    const a = runner.run(req('a'))
    runner.abandon()
    expect(await a).toEqual({ status: 'cancelled' })
    expect(events).toContain('revoke token-1')
    expect(events).not.toContain('terminate')
    const b = runner.run(req('b'))
    expect(workers).toHaveLength(1) // the same worker, with what it holds
    workers[0]!.reply({ id: 1, type: 'error', message: 'aborted' }) // the abandoned job's end
    workers[0]!.reply({ id: 2, type: 'done', result: 2, elapsedMs: 1 })
    expect(await b).toMatchObject({ status: 'done', result: 2 })
  })

  it('forwards progress only for the current job', async () => {
    const { runner, workers } = setup()
    const seen: JobProgress[] = []
    const job = runner.run(req('x'), (p) => seen.push(p))
    workers[0]!.reply({ id: 99, type: 'progress', explored: 1, elapsedMs: 1 })
    workers[0]!.reply({ id: 1, type: 'progress', explored: 500, depth: 3, elapsedMs: 100 })
    workers[0]!.reply({ id: 1, type: 'progress', explored: 900, note: 'half way', elapsedMs: 200 })
    expect(seen).toEqual([
      { explored: 500, depth: 3, elapsedMs: 100 },
      { explored: 900, note: 'half way', elapsedMs: 200 },
    ])
    workers[0]!.reply({ id: 1, type: 'done', result: 7, elapsedMs: 250 })
    await job
  })

  it('supersedes a busy job: terminates, resolves the old one, respawns for the new one', async () => {
    const { runner, workers } = setup()
    const old = runner.run(req('old'))
    const next = runner.run(req('new'))
    expect(await old).toEqual({ status: 'superseded' })
    expect(workers[0]!.terminated).toBe(true)
    expect(workers).toHaveLength(2)
    expect(workers[1]!.posted).toEqual([{ id: 2, req: req('new'), cancel: 'token-3', alive: 'token-2' }])
    workers[0]!.reply({ id: 1, type: 'done', result: 1, elapsedMs: 1 })
    workers[1]!.reply({ id: 1, type: 'done', result: 1, elapsedMs: 1 })
    expect(runner.busy).toBe(true)
    workers[1]!.reply({ id: 2, type: 'done', result: 2, elapsedMs: 1 })
    expect(await next).toMatchObject({ status: 'done', result: 2 })
  })

  it('each job carries a cancel token; Cancel and a newer run revoke it before terminating (the busy worker sees it and stops), a finished job revokes its own', async () => {
    const { runner, workers, events } = setup()
    const a = runner.run(req('a'))
    const b = runner.run(req('b')) // supersedes a
    runner.cancel()
    expect(await a).toEqual({ status: 'superseded' })
    expect(await b).toEqual({ status: 'cancelled' })
    const c = runner.run(req('c'))
    workers[2]!.reply({ id: 3, type: 'done', result: 1, elapsedMs: 1 })
    await c
    // token-2 is the runner's "alive" token, made once and never revoked while it lives.
    expect(events).toEqual([
      'create token-1',
      'create token-2',
      'revoke token-1',
      'terminate',
      'create token-3',
      'revoke token-3',
      'terminate',
      'create token-4',
      'revoke token-4',
    ])
  })

  it('cancel terminates at once, resolves cancelled and respawns lazily', async () => {
    const { runner, workers } = setup()
    const job = runner.run(req('slow'))
    runner.cancel()
    expect(workers[0]!.terminated).toBe(true)
    expect(runner.busy).toBe(false)
    expect(await job).toEqual({ status: 'cancelled' })
    expect(workers).toHaveLength(1)
    runner.cancel() // idle: nothing happens
    const again = runner.run(req('again'))
    expect(workers).toHaveLength(2)
    workers[1]!.reply({ id: 2, type: 'done', result: 3, elapsedMs: 1 })
    expect(await again).toMatchObject({ status: 'done', result: 3 })
  })

  it('passes on an error message from the worker and keeps the worker', async () => {
    const { runner, workers } = setup()
    const job = runner.run(req('bad'))
    workers[0]!.reply({ id: 1, type: 'error', message: 'Expected 9 dials, got 8.' })
    expect(await job).toEqual({ status: 'error', message: 'Expected 9 dials, got 8.' })
    expect(workers[0]!.terminated).toBe(false)
  })

  it("turns the worker's error event into a readable error and respawns", async () => {
    const { runner, workers } = setup()
    const job = runner.run(req('boom'))
    let prevented = false
    workers[0]!.emit('error', {
      message: 'Uncaught RangeError: too deep',
      preventDefault: () => {
        prevented = true
      },
    })
    expect(await job).toEqual({ status: 'error', message: 'The solver stopped: too deep' })
    expect(prevented).toBe(true)
    expect(workers[0]!.terminated).toBe(true)
    runner.run(req('next'))
    expect(workers).toHaveLength(2)
  })

  it('turns messageerror into an error', async () => {
    const { runner, workers } = setup()
    const job = runner.run(req('x'))
    workers[0]!.emit('messageerror', {})
    expect(await job).toEqual({ status: 'error', message: MESSAGE_ERROR })
  })

  it('reports a request that cannot be posted', async () => {
    const runner = new WorkerRunner<EchoJobs>(
      () =>
        ({
          postMessage() {
            throw new Error('could not be cloned')
          },
          terminate() {},
          addEventListener() {},
        }) as unknown as Worker,
    )
    expect(await runner.run(req(''))).toEqual({ status: 'error', message: 'could not be cloned' })
    expect(runner.busy).toBe(false)
  })

  it('dispose cancels and refuses later runs', async () => {
    const { runner, workers } = setup()
    const job = runner.run(req('x'))
    runner.dispose()
    expect(await job).toEqual({ status: 'cancelled' })
    expect(await runner.run(req('y'))).toMatchObject({ status: 'error' })
    expect(workers).toHaveLength(1)
  })
})

describe('JobLedger', () => {
  it('numbers jobs, ignores stale ids and settles once', () => {
    const ledger = new JobLedger<number>()
    const outcomes: JobOutcome<number>[] = []
    const id = ledger.open((o) => outcomes.push(o))
    expect(ledger.receive({ id: id + 1, type: 'done', result: 0, elapsedMs: 0 })).toBe(false)
    expect(ledger.receive({ id, type: 'done', result: 5, elapsedMs: 2 })).toBe(true)
    expect(ledger.receive({ id, type: 'done', result: 6, elapsedMs: 2 })).toBe(false)
    expect(outcomes).toEqual([{ status: 'done', result: 5, elapsedMs: 2 }])
    expect(ledger.open(() => {})).toBe(id + 1)
  })

  it('refuses to open a second job', () => {
    const ledger = new JobLedger<number>()
    ledger.open(() => {})
    expect(() => ledger.open(() => {})).toThrow(/still open/)
  })
})

describe('workerErrorMessage', () => {
  it('falls back to a sentence when the event has no message', () => {
    expect(workerErrorMessage({} as Event)).toBe('The solver could not start or stopped unexpectedly.')
    expect(workerErrorMessage({ message: 'Uncaught Error: x' } as unknown as Event)).toBe(
      'The solver stopped: x',
    )
  })
})
