// Tables shared by the threads of a batch (src/cli/shared-tables.ts): each table is built once, by
// one thread, the threads split the building, and every thread gets every table, in shared memory.
import { Worker } from 'node:worker_threads'
import { afterEach, describe, expect, it } from 'vitest'
import { TableBroker } from '../../src/cli/shared-tables.ts'

const THREAD = new URL('./harness/table-thread.ts', import.meta.url)
type Report = { built: string[]; got?: string[]; shared?: boolean; error?: string }

let broker = new TableBroker()
const started: Worker[] = []
afterEach(() => {
  for (const w of started.splice(0)) void w.terminate()
  broker.close()
  broker = new TableBroker()
})

/** Starts a thread; `building` resolves when it starts its first build, `report` when it is done. */
function thread(keys: string[], ms: number, fail: string | null = null) {
  const link = broker.link()
  const worker = new Worker(THREAD, { workerData: { link, keys, ms, fail }, transferList: [link.port] })
  started.push(worker)
  let building: () => void = () => {}
  const startedBuilding = new Promise<void>((resolve) => (building = resolve))
  const report = new Promise<Report>((resolve, reject) => {
    worker.on('message', (m: Report | { building: string }) => ('building' in m ? building() : resolve(m)))
    worker.once('error', reject)
  })
  return { building: startedBuilding, report }
}

describe('tables shared by the threads of a batch', () => {
  it('builds each table once, splits the building between threads, and gives every thread all of them', async () => {
    const keys = ['a', 'b', 'c', 'd']
    const reports = await Promise.all([0, 1, 2].map(() => thread(keys, 150).report))
    expect(reports.flatMap((r) => r.built).sort()).toEqual(keys)
    for (const r of reports) {
      expect(r.error).toBeUndefined()
      expect(r.got).toEqual(keys)
      expect(r.shared).toBe(true)
    }
  })

  it('a thread asking while another builds builds the next table, not the same one', async () => {
    const keys = ['a', 'b']
    const first = thread(keys, 1500)
    await first.building // told to build "a"
    const second = thread(keys, 0)
    const [one, two] = await Promise.all([first.report, second.report])
    expect(one.built).toEqual(['a'])
    expect(two.built).toEqual(['b'])
    expect(one.got).toEqual(keys)
    expect(two.got).toEqual(keys)
  })

  it('gives a table whose build threw to another thread; only the thread that threw fails', async () => {
    const keys = ['a', 'b']
    const good = thread(keys, 1500)
    await good.building // told to build "a"
    const bad = thread(keys, 0, '*') // told to build "b", and throws
    const [g, b] = await Promise.all([good.report, bad.report])
    expect(b.error).toBe('could not build b')
    expect(b.built).toEqual([])
    expect(g.error).toBeUndefined()
    expect(g.built).toEqual(['a', 'b'])
    expect(g.got).toEqual(keys)
  })
})
