// A batch thread for shared-tables.test.ts: asks the broker for `keys`, building what it is told to
// (each table is its key's bytes, after `ms` of work), says when it starts a build, and posts
// what it built and what it got. `fail`: a key whose build throws ('*': every key).
import { parentPort, workerData } from 'node:worker_threads'
import { brokeredTables } from '../../../src/cli/shared-tables.ts'
import { setTableSource, sharedTables } from '../../../src/solvers/tables.ts'

const { link, keys, ms, fail } = workerData as {
  link: Parameters<typeof brokeredTables>[0]
  keys: string[]
  ms: number
  fail: string | null
}
setTableSource(brokeredTables(link))
const built: string[] = []
const build = (i: number): Uint8Array => {
  parentPort!.postMessage({ building: keys[i] })
  const until = Date.now() + ms
  while (Date.now() < until); // busy, as a real build is: the thread hears nothing meanwhile
  if (keys[i] === fail || fail === '*') throw new Error(`could not build ${keys[i]}`)
  built.push(keys[i])
  return new TextEncoder().encode(keys[i])
}
try {
  const tables = sharedTables(keys, build)
  parentPort!.postMessage({
    built,
    got: tables.map((t) => new TextDecoder().decode(t)),
    shared: tables.every((t) => t.buffer instanceof SharedArrayBuffer),
  })
} catch (error) {
  parentPort!.postMessage({ built, error: (error as Error).message })
}
