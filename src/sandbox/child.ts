/**
 * The CLI's sandbox process: one per file graded. src/cli/sandbox.ts starts Node with the heap and
 * data limits and the permission model (no file at all, no process; a thread only to locate a
 * crash) and gives it CHILD_PROGRAM as its program (`-e`): this file's `childMain` and node.ts's
 * `vmHost` as source text, so the child loads no module of ours and no TypeScript (stripping
 * types costs a fresh Node tens of milliseconds, a large part of a small check). It reads one
 * request (VmRequest, JSON) from stdin, runs it with vmHost and writes to stdout a JSON line,
 * then each reply of the harness (two lines each: its head and its values). Nothing of the
 * reader's can write there: their code has no `process` and no console.
 *
 * Where memory ran out: a V8 heap out of memory ends the process at once, with no chance to say
 * which input it was on. So when asked (`locate`, a second run after such a crash) a watcher
 * thread reads the input the harness is running (shared memory, set before each call) every
 * 10 ms and writes it to stderr when it changes ("@input <index>"): the input that ran out of
 * memory had been running for far longer than that.
 */
import { HARNESS_SOURCE, vmHost, type VmRequest } from './node.ts'

type ChildRequest = VmRequest & { config: string; wrapper: string; locate?: boolean }

/** The child's program; self-contained: it uses nothing but its parameters (its source runs as `node -e`). */
export function childMain(
  require: NodeJS.Require,
  host: typeof vmHost,
  harnessSource: string,
  watcher: string,
): void {
  const fs = require('node:fs') as typeof import('node:fs')
  // A promise the reader's code rejected and left: nothing to do with the answer.
  process.on('unhandledRejection', () => {})
  const req = JSON.parse(fs.readFileSync(0, 'utf8')) as ChildRequest
  const watch = req.locate
    ? (progress: SharedArrayBuffer) => {
        const { Worker } = require('node:worker_threads') as typeof import('node:worker_threads')
        new Worker(watcher, { eval: true, workerData: progress }).unref()
      }
    : undefined
  const result = host(
    require('node:vm'),
    require('node:crypto').randomUUID,
    harnessSource,
    req.config,
    req.wrapper,
    req,
    watch,
  )
  const { replies, ...head } = 'replies' in result ? result : { ...result, replies: [] as string[] }
  const bytes = Buffer.from(
    [JSON.stringify({ ...head, count: replies.length }), ...replies].join('\n') + '\n',
  )
  const nap = new Int32Array(new SharedArrayBuffer(4))
  for (let at = 0; at < bytes.length; ) {
    try {
      at += fs.writeSync(1, bytes, at, bytes.length - at)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error
      Atomics.wait(nap, 0, 0, 1) // a full pipe: the parent is reading
    }
  }
  process.exit(0)
}

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

/** The child's whole program, as `node -e` runs it. */
export const CHILD_PROGRAM = `const vmHost = (${vmHost.toString()});
(${childMain.toString()})(require, vmHost, ${JSON.stringify(HARNESS_SOURCE)}, ${JSON.stringify(WATCHER)});`
