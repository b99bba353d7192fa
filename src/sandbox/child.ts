/**
 * The CLI's sandbox process: one per file graded (src/cli/sandbox.ts starts it, with the heap and
 * data limits and the permission model that keep it from files, processes and all but its own
 * source). It reads one request (node.ts's VmRequest, JSON) from stdin, runs it with runInVm and
 * writes the outcome to stdout: a JSON line without the values, then the values' JSON texts, one
 * a line. Nothing of the reader's can write here: their code has no `process` and no console.
 *
 * Where memory ran out: a V8 heap out of memory ends the process at once, with no chance to say
 * which input it was on. So a watcher thread reads the input the harness is running (shared
 * memory, set before each call) every 10 ms and writes it to stderr when it changes, as a line
 * "@input <index>"; the input that ran out of memory had been running for far longer than that.
 */
import { readFileSync, writeSync } from 'node:fs'
import { Worker } from 'node:worker_threads'
import { runInVm, type VmRequest } from './node.ts'

const WATCHER = `const { workerData } = require('node:worker_threads')
const { writeSync } = require('node:fs')
const view = new Int32Array(workerData)
const nap = new Int32Array(new SharedArrayBuffer(4))
let last = -1
for (;;) {
  Atomics.wait(nap, 0, 0, 10)
  const k = Atomics.load(view, 0)
  if (k !== last) {
    last = k
    try { writeSync(2, '@input ' + k + '\\n') } catch {}
  }
}`

// A promise the reader's code rejected and left: nothing to do with the answer.
process.on('unhandledRejection', () => {})

const request = JSON.parse(readFileSync(0, 'utf8')) as VmRequest
const outcome = runInVm(request, (progress) => {
  new Worker(WATCHER, { eval: true, workerData: progress }).unref()
})
const { chunks, ...head } = outcome.status === 'values' ? outcome : { ...outcome, chunks: [] as string[] }
const bytes = Buffer.from([JSON.stringify(head), ...chunks].join('\n') + '\n')
const nap = new Int32Array(new SharedArrayBuffer(4))
for (let at = 0; at < bytes.length; ) {
  try {
    at += writeSync(1, bytes, at, bytes.length - at)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error
    Atomics.wait(nap, 0, 0, 1) // a full pipe: the parent is reading
  }
}
process.exit(0)
