// Runs a site worker (src/workers/<puzzle>.worker.ts) in a Node worker thread: `self` is given the
// two things serve() uses, postMessage and addEventListener('message'), over the thread's port.
import { parentPort, workerData } from 'node:worker_threads'

const port = parentPort!
;(globalThis as any).self = {
  postMessage: (msg: unknown) => port.postMessage(msg),
  addEventListener: (_type: 'message', listener: (e: { data: unknown }) => void) =>
    port.on('message', (data) => listener({ data })),
}
await import(workerData.worker as string)
