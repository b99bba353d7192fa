/**
 * The harness in Node: a fresh, empty `vm` context (no require, process, Buffer, fetch or timers;
 * code from strings and WebAssembly refused), the harness run in it first, then the prelude if
 * any, then the reader's code, then one job over all the inputs, all within one time limit. The
 * CLI runs this in a child process of its own (child.ts, started by src/cli/sandbox.ts), which
 * adds the memory limits; the tests and the bench call it directly for code they trust.
 *
 * Nothing from this realm enters the context, and nothing of the reader's leaves it but strings:
 * the harness is started with a JSON string; its `take` and `reply` (read before any reader code
 * exists) pass strings; the value of a script that holds reader code is never read (a Proxy there
 * would run its traps out here, outside the time limit). The harness's `run` is reached through a
 * global the reader's code cannot replace, with a token it cannot know.
 */
import { randomUUID } from 'node:crypto'
import { Script, createContext, runInContext } from 'node:vm'
import { harness, harnessConfig, readerWrapper } from './harness.ts'
import { endOf, splitReply, type SandboxOutcome } from './outcome.ts'

/** The inputs of one run: argument lists as JSON text, or positions as bytes (numbers back). */
export type Inputs =
  | { kind: 'json'; text: string }
  | { kind: 'bytes'; bytes: ArrayLike<number>; stride: number; goal: readonly number[]; width: number }

export interface VmRequest {
  /** The reader's code from the loader (typescript.ts). */
  js: string
  /** The name of the function the messages ask for ("h", "f"). */
  name: string
  /** A prelude's source: a function expression `function (G) { return { name, wrap } }`. */
  prelude?: string
  inputs: Inputs
  timeLimitMs: number
}

const HARNESS = new Script(`(${harness.toString()})`, { filename: 'harness.js' })

type Host = { progress: SharedArrayBuffer; take(text: string, token: string): void; reply(): string }

/** An error of the engine's own (a syntax error V8 found, the time limit) as an outcome. */
function engineError(err: unknown, started: number): SandboxOutcome {
  const e = err as { code?: unknown; name?: unknown; message?: unknown; stack?: unknown }
  if (e?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return { status: 'timeout', ms: Date.now() - started }
  const stack = typeof e?.stack === 'string' ? e.stack : ''
  const line = /reader\.js:(\d+)/.exec(stack)
  const message = typeof e?.message === 'string' ? `${String(e.name)}: ${e.message}` : String(err)
  return {
    status: 'error',
    message: message.slice(0, 600),
    line: line ? Number(line[1]) : null,
    phase: 'load',
    index: null,
  }
}

/**
 * Runs `req` in a fresh context and returns its outcome. `watch` gets, before the reader's code
 * runs, the shared memory where the harness keeps the index of the input it is running (-1
 * otherwise): the CLI's child reads it from another thread to say where memory ran out.
 */
export function runInVm(req: VmRequest, watch?: (progress: SharedArrayBuffer) => void): SandboxOutcome {
  const started = Date.now()
  const context = createContext(Object.create(null), {
    codeGeneration: { strings: false, wasm: false },
    microtaskMode: 'afterEvaluate',
  })
  const start = HARNESS.runInContext(context) as (G: unknown, config: string) => Host
  const config = harnessConfig(req.js, {
    host: 'vm',
    nonce: '',
    lineOffset: 0,
    file: 'reader.js',
    name: req.name,
    sliceMs: 0,
  })
  const host = start(runInContext('globalThis', context), JSON.stringify(config))
  const { progress, take, reply } = host
  watch?.(progress)
  const timed = (code: string, filename: string): void => {
    const left = req.timeLimitMs - (Date.now() - started)
    if (left <= 0) throw Object.assign(new Error('timed out'), { code: 'ERR_SCRIPT_EXECUTION_TIMEOUT' })
    runInContext(code, context, { filename, timeout: Math.ceil(left) })
  }
  try {
    if (req.prelude) timed(`__sandbox.prelude(${req.prelude})`, 'prelude.js')
    timed(`__sandbox.load(${readerWrapper(req.js)})`, 'reader.js')
    const loaded = splitReply(reply())
    if (!loaded) return { status: 'crashed', message: 'The sandbox did not answer as it loaded the code.' }
    const end = endOf(loaded.head)
    if (end) return end
    const token = randomUUID()
    const inputs =
      req.inputs.kind === 'bytes' && !Array.isArray(req.inputs.bytes)
        ? { ...req.inputs, bytes: Array.from(req.inputs.bytes) }
        : req.inputs
    take(JSON.stringify({ inputs, sliceMs: 0 }), token)
    timed(`__sandbox.run(${JSON.stringify(token)})`, 'run.js')
    const answer = splitReply(reply())
    if (answer?.head.type !== 'values') return (answer && endOf(answer.head)) ?? noAnswer()
    if (answer.head.to !== answer.head.count) return noAnswer()
    return { status: 'values', chunks: [answer.body], ms: Date.now() - started }
  } catch (err) {
    return engineError(err, started)
  }
}

const noAnswer = (): SandboxOutcome => ({
  status: 'crashed',
  message: 'The sandbox ended without answering for every input.',
})
