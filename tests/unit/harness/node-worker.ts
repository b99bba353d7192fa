// Runs the site's worker (src/workers/jobs.worker.ts) in a Node worker thread: `self` is given the
// three things it uses: its name (the jobs the page asked for), postMessage and
// addEventListener('message'), over the thread's port.
import { parentPort, workerData } from 'node:worker_threads'

const port = parentPort!
;(globalThis as any).self = {
  name: workerData.name as string,
  postMessage: (msg: unknown) => port.postMessage(msg),
  addEventListener: (_type: 'message', listener: (e: { data: unknown }) => void) =>
    port.on('message', (data) => listener({ data })),
}
await import(workerData.worker as string)
