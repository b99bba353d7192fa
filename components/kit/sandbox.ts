/**
 * The reader's code in the page's sandbox: a fresh module worker made from a Blob for every run
 * (the site's CSP allows `blob:` workers and nothing more: no eval, no network but the site's
 * own, which the harness takes away too). The worker's script is the shared harness
 * (src/sandbox/harness.ts, the CLI's too, with its threat model), the prelude if any, then the
 * reader's code (from strip.ts) as one function: line k of their code is line lineOffset + k of
 * the script, and the harness maps it back. The harness answers with strings only (a JSON head,
 * the JSON text of values), each carrying this run's nonce; the page drops anything else and the
 * widgets judge the values elsewhere (the lab's worker, the exercise worker, search-check.ts).
 *
 * The page drives the run a slice at a time (SLICE_MS of the reader's code, then the worker is
 * idle until the page asks for more), so Stop and the watchdog end it between two slices: the
 * core is free within a slice. A single call of the reader's function that never returns is
 * ended by terminate(), which Chromium enforces only after a grace period (docs/sandbox.md).
 */
import { harness, harnessConfig, readerWrapper } from '../../src/sandbox/harness.ts'
import { PYTHON_RUNNER, pyodideOptions, pythonEngine } from '../../src/sandbox/python.ts'
import { endOf, splitReply, type SandboxOutcome } from '../../src/sandbox/outcome.ts'

export type { SandboxOutcome } from '../../src/sandbox/outcome.ts'
export { outcomeSentence as sandboxSentence } from '../../src/sandbox/outcome.ts'

/** How long reader code may run before the watchdog stops it. */
export const TIME_LIMIT_MS = 5000
/** How long one slice of the reader's code runs before the worker answers and waits. */
const SLICE_MS = 30
/**
 * Python runs the same loop several times slower than JavaScript (Manhattan on 181,440 positions:
 * under a second in JavaScript, several in Pyodide on a loaded machine), so its time limit is the
 * cell's times this; it still stops an endless loop.
 */
const PYTHON_TIME_FACTOR = 6
/** How long Python may take to download and start before the run's own time limit begins. */
const PYTHON_LOAD_LIMIT_MS = 120_000
/** The bytes a first load of Python downloads (the site's /pyodide/ files; astro.config.mjs). */
const PYTHON_BYTES: number = Number(import.meta.env.PYODIDE_BYTES) || 0

/** Where the site serves Pyodide's files (src/lib/pyodide-files.mjs), as an absolute URL. */
const pyodideBase = (): string =>
  new URL(`${import.meta.env.BASE_URL.replace(/\/?$/, '/')}pyodide/`, location.href).href

/** The harness's configuration for the reader's Python source (sent to the worker with it). */
function pythonConfig(source: string, nonce: string, name: string, prelude?: string): string {
  return JSON.stringify(
    harnessConfig(source, {
      host: 'worker',
      nonce,
      lineOffset: 0,
      file: '<your code>',
      name,
      sliceMs: SLICE_MS,
      language: 'python',
      ...(prelude ? { pythonPrelude: prelude } : {}),
    }),
  )
}

/**
 * The worker's script for Python: Pyodide imported and started (its downloads counted and
 * reported as `loading` replies) while nothing of the reader's exists; then it waits for its first
 * message, `{ source, config }`, runs the harness, which locks the worker down, and loads the
 * reader's source as a string. Line numbers come from Python. So a worker can start before the
 * reader's code is known (`preloadPython`): it still runs one reader's code, once.
 * Python starts from the site's memory snapshot of a started Python (`snapshot.bin`, gzip,
 * src/lib/pyodide-files.mjs) when there is one: restoring it costs a fraction of importing the
 * standard library; without it, or if it does not restore, Python starts from scratch.
 */
function pythonSource(nonce: string): string {
  const say = (head: string): string =>
    `postMessage(JSON.stringify({ ...${head}, nonce: ${JSON.stringify(nonce)} }) + '\\n')`
  return `const first = new Promise((resolve) => self.addEventListener('message', (e) => resolve(e.data), { once: true }));
const base = ${JSON.stringify(pyodideBase())};
const realFetch = fetch;
let done = 0, told = 0;
globalThis.fetch = async (url, init) => {
  const r = await realFetch(url, init);
  if (!r.body) return r;
  const count = new TransformStream({ transform(chunk, out) {
    done += chunk.byteLength;
    if (done - told > 262144) { told = done; ${say('{ type: "loading", done }')} }
    out.enqueue(chunk);
  } });
  return new Response(r.body.pipeThrough(count), { status: r.status, statusText: r.statusText, headers: r.headers });
};
const image = fetch(base + 'snapshot.bin').then(async (r) => {
  if (!r.ok) return null;
  const bytes = new Uint8Array(await r.arrayBuffer());
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer());
}).catch(() => null);
const { loadPyodide } = await import(base + 'pyodide.mjs');
const options = { ...(${pyodideOptions.toString()})(), indexURL: base };
const snapshot = await image;
const py = snapshot
  ? await loadPyodide({ ...options, _loadSnapshot: snapshot }).catch(() => loadPyodide(options))
  : await loadPyodide(options);
const engine = (${pythonEngine.toString()})(py, ${JSON.stringify(PYTHON_RUNNER)}, null);
${say('{ type: "started" }')};
const { source, config } = await first;
(${harness.toString()})(self, String(config), engine);
__sandbox.load(String(source));
`
}

/** A worker starting Python for the next run; `done` bytes downloaded, `started` once Python runs. */
interface PythonWorker {
  worker: Worker
  url: string
  nonce: string
  done: number
  started: boolean
  failed: boolean
  stop: () => void
}

function startPython(): PythonWorker {
  const nonce = randomNonce()
  const url = URL.createObjectURL(new Blob([pythonSource(nonce)], { type: 'text/javascript' }))
  const worker = new Worker(url, { type: 'module', name: 'sandbox' })
  const py: PythonWorker = { worker, url, nonce, done: 0, started: false, failed: false, stop: () => {} }
  const hear = (e: MessageEvent): void => {
    const head = splitReply(e.data)?.head
    if (head?.nonce !== nonce) return
    if (head.type === 'loading') py.done = Number(head.done) || 0
    if (head.type === 'started') py.started = true
  }
  const failed = (): void => {
    py.failed = true
  }
  worker.addEventListener('message', hear)
  worker.addEventListener('error', failed)
  py.stop = () => {
    worker.removeEventListener('message', hear)
    worker.removeEventListener('error', failed)
  }
  return py
}

let spare: PythonWorker | null = null

/**
 * Starts Python for the next run now (a reader chose Python, components/kit/code-cell.ts): its
 * files download, the WebAssembly compiles and Python starts in a worker that has nothing of a
 * reader's yet, so the next Run or Check only sends the code. One at a time, for any cell.
 */
export function preloadPython(): void {
  if (spare && !spare.failed) return
  spare?.worker.terminate()
  spare = startPython()
}

/** The spare worker if it is still sound, else a new one; either way, the caller's own from now on. */
function takePython(): PythonWorker {
  const py = spare && !spare.failed ? spare : startPython()
  if (spare && spare !== py) spare.worker.terminate()
  spare = null
  py.stop()
  return py
}

/**
 * A job. `map`: h(tiles, goal, width) on each position of `inputs` (`stride` cells each), numbers
 * back. `apply`: f(...args) once per input; the inputs come as chunks of JSON text (lists of
 * argument lists, src/solvers/exercise-data.ts), so the page's main thread only passes strings.
 * Either way the values come back as JSON texts, one a slice, in order (`values` outcome).
 */
export type SandboxJob =
  | { mode: 'map'; inputs: Uint8Array; stride: number; goal: number[]; width: number }
  | { mode: 'apply'; chunks: readonly string[] }

/** The worker's script: the harness, then the prelude, then the reader's code; the line offset. */
export function sandboxSource(
  js: string,
  nonce: string,
  options: { prelude?: string; name?: string } = {},
): { source: string; lineOffset: number } {
  const start = `(${harness.toString()})(self, `
  const prelude = options.prelude ? `__sandbox.prelude(${options.prelude});\n` : ''
  const lines = (s: string): number => s.split('\n').length - 1
  const lineOffset = lines(start) + 1 + lines(prelude)
  const wrapper = readerWrapper(js)
  const config = harnessConfig(js, {
    host: 'worker',
    nonce,
    lineOffset,
    file: 'blob:',
    name: options.name ?? 'f',
    sliceMs: SLICE_MS,
  })
  const source = `${start}${JSON.stringify(JSON.stringify(config))});\n${prelude}__sandbox.load(${wrapper});\n`
  return { source, lineOffset }
}

function randomNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  )
}

/**
 * Runs `job` on the reader's code `js` in a fresh worker; resolves with what happened. Never
 * rejects. `signal` stops it (status 'stopped'); the watchdog stops it at `timeLimitMs`.
 * `onProgress(done, total)` counts inputs.
 */
export function runSandbox(
  js: string,
  job: SandboxJob,
  options: {
    timeLimitMs?: number
    signal?: AbortSignal
    onProgress?: (done: number, total: number) => void
    /** A prelude in the run's language (search-prelude.ts: JavaScript, or Python with `wrap(f)`). */
    prelude?: string
    name?: string
    /** Python: `js` is the reader's Python source, and Pyodide loads first (with `onLoading`). */
    language?: 'typescript' | 'python'
    /** Python's download: bytes so far of `total`; then once more with done === total when it has started. */
    onLoading?: (done: number, total: number) => void
  } = {},
): Promise<SandboxOutcome> {
  const python = options.language === 'python'
  const limit = (options.timeLimitMs ?? TIME_LIMIT_MS) * (python ? PYTHON_TIME_FACTOR : 1)
  const py = python ? takePython() : null
  const nonce = py?.nonce ?? randomNonce()
  const { source, lineOffset } = py ? { source: '', lineOffset: 0 } : sandboxSource(js, nonce, options)
  const url = py?.url ?? URL.createObjectURL(new Blob([source], { type: 'text/javascript' }))
  const worker = py?.worker ?? new Worker(url, { type: 'module', name: 'sandbox' })
  py?.worker.postMessage({
    source: js,
    config: pythonConfig(js, nonce, options.name ?? 'f', options.prelude),
  })
  const started = performance.now()
  // The inputs as the harness takes them, one chunk after another; `base` counts the inputs before the chunk.
  const chunks =
    job.mode === 'apply'
      ? job.chunks.map((text) => ({ kind: 'json', text }))
      : [{ kind: 'bytes', bytes: job.inputs, stride: job.stride, goal: job.goal, width: job.width }]
  const total = job.mode === 'apply' ? -1 : Math.floor(job.inputs.length / job.stride) // apply: known once counted
  return new Promise((resolve) => {
    let settled = false
    let chunk = 0
    let base = 0
    let loaded = false
    const values: string[] = []
    const finish = (outcome: SandboxOutcome): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      options.signal?.removeEventListener('abort', onAbort)
      worker.terminate()
      URL.revokeObjectURL(url)
      resolve(outcome)
    }
    const onAbort = (): void => finish({ status: 'stopped' })
    // Python's time limit starts once Python has started; until then, the load's own limit.
    let timer = setTimeout(
      () =>
        finish(
          python
            ? {
                status: 'crashed',
                message: 'Python did not load in time: check your connection, then Run again.',
              }
            : { status: 'timeout', ms: performance.now() - started },
        ),
      python ? PYTHON_LOAD_LIMIT_MS : limit,
    )
    // Python has started: from now on the run's own time limit.
    const begin = (): void => {
      options.onLoading?.(PYTHON_BYTES, PYTHON_BYTES)
      clearTimeout(timer)
      const begun = performance.now()
      timer = setTimeout(() => finish({ status: 'timeout', ms: performance.now() - begun }), limit)
    }
    if (options.signal?.aborted) return onAbort()
    options.signal?.addEventListener('abort', onAbort)
    if (py?.started)
      begin() // preloaded: already there
    else if (py) options.onLoading?.(Math.min(py.done, PYTHON_BYTES), PYTHON_BYTES)
    const send = (withInputs: boolean): void =>
      worker.postMessage(withInputs ? { inputs: chunks[chunk], sliceMs: SLICE_MS } : { sliceMs: SLICE_MS })
    worker.addEventListener('message', (e: MessageEvent) => {
      const reply = splitReply(e.data)
      if (!reply || reply.head.nonce !== nonce) return // not from the harness
      const { head, body } = reply
      if (python && !loaded && head.type === 'loading')
        return options.onLoading?.(Math.min(Number(head.done) || 0, PYTHON_BYTES), PYTHON_BYTES)
      if (python && !loaded && head.type === 'started') return begin()
      const end = endOf(head)
      if (end) {
        if (
          (end.status === 'bad-value' || end.status === 'error' || end.status === 'memory') &&
          end.index !== null
        )
          end.index += base
        return finish(end)
      }
      if (head.type === 'ready') {
        loaded = true
        return chunks.length === 0 ? finish({ status: 'values', chunks: [], ms: 0 }) : send(true)
      }
      // values: from, to, count (the chunk's inputs)
      const to = Number(head.to)
      const count = Number(head.count)
      values.push(body)
      options.onProgress?.(base + to, total < 0 ? base + count : total)
      if (to < count) return send(false)
      base += count
      chunk++
      if (chunk < chunks.length) return send(true)
      finish({ status: 'values', chunks: values, ms: performance.now() - started })
    })
    // A syntax error the stripper let through (the module did not load): the reader's line if it is theirs.
    worker.addEventListener('error', (e: ErrorEvent) => {
      e.preventDefault()
      const line = typeof e.lineno === 'number' ? e.lineno - lineOffset : 0
      const inCode = line >= 1 && line <= js.split('\n').length
      finish({
        status: loaded ? 'crashed' : 'error',
        message: loaded
          ? 'Your code stopped the sandbox (it ran out of memory, or broke it).'
          : String(e.message || 'Your code could not start')
              .replace(/^Uncaught /, '')
              .slice(0, 600),
        line: inCode ? line : null,
        phase: 'load',
        index: null,
      } as SandboxOutcome)
    })
    worker.addEventListener('messageerror', () =>
      finish({ status: 'crashed', message: 'The sandbox sent something that could not be read.' }),
    )
  })
}
