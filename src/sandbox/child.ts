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
import { harness } from './harness.ts'
import { HARNESS_SOURCE, vmHost, type VmRequest } from './node.ts'
import { PYTHON_RUNNER, pyodideOptions, pythonEngine } from './python.ts'

type ChildRequest = VmRequest & { config: string; wrapper: string; locate?: boolean }

/** The child's program; self-contained: it uses nothing but its parameters (its source runs as `node -e`). */
function childMain(
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

/**
 * The child's program for Python: Pyodide loaded from the pyodide package's folder (the only
 * folder the permission model lets it read), started as the harness's engine, then the harness
 * run on this process's own global (there is no vm context: Pyodide needs WebAssembly and the
 * modules Node gives it), which deletes everything not on the allowlist, `process`, `require`
 * and `fetch` included, before the reader's code is loaded. A timer thread interrupts Python at
 * the time limit (KeyboardInterrupt, Pyodide's interrupt buffer) and ends the process 2 s later
 * if the reader's code caught that ("@timeout" on stderr). Self-contained, like childMain.
 */
async function pythonChildMain(
  require: NodeJS.Require,
  harnessFn: (G: any, config: string, engine: unknown) => any,
  engineOf: (py: any, runner: string, interrupt: Int32Array | null) => unknown,
  options: () => Record<string, unknown>,
  runner: string,
  pyodideDir: string,
  timer: string,
  snapshot: string,
  importModule: (url: string) => Promise<any>,
): Promise<void> {
  const fs = require('node:fs') as typeof import('node:fs')
  const { Worker } = require('node:worker_threads') as typeof import('node:worker_threads')
  const uuid = (require('node:crypto') as typeof import('node:crypto')).randomUUID
  const exit = process.exit.bind(process)
  const BufferC = Buffer
  process.on('unhandledRejection', () => {})
  const req = JSON.parse(fs.readFileSync(0, 'utf8')) as ChildRequest & { makeSnapshot?: boolean }
  const nap = new Int32Array(new SharedArrayBuffer(4))
  const wait = Atomics.wait
  const write = (text: string): void => {
    const bytes = BufferC.from(text)
    for (let at = 0; at < bytes.length; ) {
      try {
        at += fs.writeSync(1, bytes, at, bytes.length - at)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error
        wait(nap, 0, 0, 1)
      }
    }
  }
  // Emscripten's NODEFS reads fs constants through process.binding, which the permission model refuses.
  const constants = { fs: fs.constants, os: (require('node:os') as typeof import('node:os')).constants }
  ;(process as any).binding = (name: string) => {
    if (name === 'constants') return constants
    throw new Error(`process.binding('${name}') is refused`)
  }
  try {
    await pythonRun()
  } catch (e) {
    fs.writeSync(2, `@engine ${String((e as Error)?.message).slice(0, 300)}\n`)
    exit(4)
  }
  async function pythonRun(): Promise<void> {
    const { loadPyodide } = await importModule(`${pyodideDir}/pyodide.mjs`)
    // A memory snapshot of a started Python (made once by a child like this one, kept by the CLI)
    // starts in a tenth of the time: no standard library to import.
    const py = await loadPyodide({
      ...options(),
      indexURL: `${pyodideDir}/`,
      ...(req.makeSnapshot ? { _makeSnapshot: true } : {}),
      ...(snapshot && !req.makeSnapshot ? { _loadSnapshot: fs.readFileSync(snapshot) } : {}),
    })
    if (req.makeSnapshot) {
      const bytes = py.makeMemorySnapshot()
      for (let at = 0; at < bytes.length; ) at += fs.writeSync(1, bytes, at, bytes.length - at)
      exit(0)
    }
    const interrupt = new Int32Array(new SharedArrayBuffer(4))
    const engine = engineOf(py, runner, interrupt)
    const started = Date.now()
    new Worker(timer, {
      eval: true,
      workerData: { interrupt: interrupt.buffer, ms: req.timeLimitMs },
    }).unref()
    const host = harnessFn(globalThis, req.config, engine)
    const take = host.take
    const reply = host.reply
    const api = (globalThis as any).__sandbox
    const replies: string[] = []
    api.load(req.js)
    const loaded = String(reply())
    replies.push(loaded)
    if (JSON.parse(loaded.slice(0, loaded.indexOf('\n'))).type === 'ready') {
      const token = uuid()
      take(JSON.stringify({ inputs: req.inputs, sliceMs: 0 }), token)
      api.run(token)
      replies.push(String(reply()))
    }
    write(`${[JSON.stringify({ ms: Date.now() - started, count: replies.length }), ...replies].join('\n')}\n`)
    exit(0)
  }
}

const PYTHON_TIMER = `const { workerData } = require('node:worker_threads')
const { writeSync } = require('node:fs')
const flag = new Int32Array(workerData.interrupt)
const nap = new Int32Array(new SharedArrayBuffer(4))
Atomics.wait(nap, 0, 0, workerData.ms)
Atomics.store(flag, 0, 2)
Atomics.wait(nap, 0, 0, 2000)
try { writeSync(2, '@timeout\\n') } catch {}
process.kill(process.pid, 'SIGKILL')`

/** The Python child's whole program for the pyodide package in `pyodideDir`, as `node -e` runs it. */
export function pythonChildProgram(pyodideDir: string, snapshot: string): string {
  return `(${pythonChildMain.toString()})(require, (${harness.toString()}), (${pythonEngine.toString()}), (${pyodideOptions.toString()}), ${JSON.stringify(PYTHON_RUNNER)}, ${JSON.stringify(pyodideDir)}, ${JSON.stringify(PYTHON_TIMER)}, ${JSON.stringify(snapshot)}, (url) => import(url));`
}
