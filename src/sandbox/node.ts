/**
 * The harness in Node: a fresh, empty `vm` context (no require, process, Buffer, fetch or timers;
 * code from strings and WebAssembly refused), the harness run in it first, then the prelude if
 * any, then the reader's code, then one job over all the inputs, all within one time limit. The
 * CLI runs `vmHost` in a child process of its own (child.ts, started by src/cli/sandbox.ts), which
 * adds the memory limits; the tests and the bench call `runInVm` here, for code they trust.
 *
 * Nothing from this realm enters the context, and nothing of the reader's leaves it but strings:
 * the harness is started with a JSON string; its `take` and `reply` (read before any reader code
 * exists) pass strings; the value of a script that holds reader code is never read (a Proxy there
 * would run its traps out here, outside the time limit). The harness's `run` is reached through a
 * global the reader's code cannot replace, with a token it cannot know.
 */
import { randomUUID } from 'node:crypto'
import * as vm from 'node:vm'
import { harness, harnessConfig, readerWrapper } from './harness.ts'
import { endOf, splitReply, type SandboxOutcome } from './outcome.ts'

/** The inputs of one run: argument lists as JSON text, or positions as bytes in hex (numbers back). */
export type Inputs =
  | { kind: 'json'; text: string }
  | { kind: 'bytes'; bytes: string; stride: number; goal: readonly number[]; width: number }

export interface VmRequest {
  /** The reader's code from the loader (typescript.ts). */
  js: string
  /** The name of the function the messages ask for ("h", "f"); for Python, the function called. */
  name: string
  /** Python: `js` is Python source, run by Pyodide in the CLI's child (child.ts). */
  language?: 'typescript' | 'python'
  /**
   * A prelude's source: a function expression `function (G) { return { name, wrap } }`; for Python,
   * Python source that defines `wrap(f)` (search-prelude.ts has one of each).
   */
  prelude?: string
  inputs: Inputs
  timeLimitMs: number
}

/** What a vm run hands back: the harness's replies (strings only), or an error of the engine's own. */
export type VmResult =
  | { replies: string[]; ms: number }
  | { timeout: true; ms: number }
  | { engine: { message: string; line: number | null } }

/** The harness as a function expression, as the hosts run it. */
export const HARNESS_SOURCE = `(${harness.toString()})`

/** The harness's config for a vm run of `js`, as JSON. */
export function vmConfig(
  js: string,
  name: string,
  language: VmRequest['language'] = 'typescript',
  pythonPrelude?: string,
): string {
  return JSON.stringify(
    harnessConfig(js, {
      host: 'vm',
      nonce: '',
      lineOffset: 0,
      file: 'reader.js',
      name,
      sliceMs: 0,
      language,
      ...(pythonPrelude ? { pythonPrelude } : {}),
    }),
  )
}

/**
 * The vm host. Self-contained (it uses nothing but its parameters), because its source is also
 * the CLI child's program: `vm` and `randomUUID` are Node's, `harnessSource` HARNESS_SOURCE,
 * `configText` vmConfig(…), `wrapper` readerWrapper(req.js). `watch` gets, before the reader's
 * code runs, the shared memory where the harness keeps the index of the input it is running.
 * Returns the replies the harness wrote: "ready" (or why not), then the run's.
 */
export function vmHost(
  vmApi: typeof vm,
  uuid: () => string,
  harnessSource: string,
  configText: string,
  wrapper: string,
  req: VmRequest,
  watch?: (progress: SharedArrayBuffer) => void,
): VmResult {
  const started = Date.now()
  const context = vmApi.createContext(Object.create(null), {
    codeGeneration: { strings: false, wasm: false },
    microtaskMode: 'afterEvaluate',
  })
  const start = vmApi.runInContext(harnessSource, context, { filename: 'harness.js' })
  const host = start(vmApi.runInContext('globalThis', context), configText)
  // Read now, before any reader code exists: the harness's own functions and memory.
  const progress = host.progress
  const take = host.take
  const reply = host.reply
  if (watch) watch(progress)
  const timed = (code: string, filename: string): void => {
    const left = req.timeLimitMs - (Date.now() - started)
    if (left <= 0) throw { code: 'ERR_SCRIPT_EXECUTION_TIMEOUT' }
    vmApi.runInContext(code, context, { filename, timeout: Math.ceil(left) })
  }
  const replies: string[] = []
  try {
    if (req.prelude) timed(`__sandbox.prelude(${req.prelude})`, 'prelude.js')
    // The engine parses the reader's code alone, as a function body, before any of it can run: text
    // that the loader read one way and the engine another (a '}' that closes the wrapper early) is a
    // syntax error here, not code run outside the function (compiling runs nothing).
    try {
      vmApi.compileFunction(`'use strict';${req.js}\n`, [], { parsingContext: context })
    } catch (err) {
      const e = err as { name?: unknown; message?: unknown }
      return {
        engine: {
          message: `Your code reaches outside its function (to the engine: ${String(e?.name)}: ${String(e?.message).slice(0, 200)}), so it was not run`,
          line: null,
        },
      }
    }
    timed(`__sandbox.load(${wrapper})`, 'reader.js')
    const loaded = String(reply())
    replies.push(loaded)
    if (JSON.parse(loaded.slice(0, loaded.indexOf('\n'))).type !== 'ready') return { replies, ms: 0 }
    const token = uuid()
    take(JSON.stringify({ inputs: req.inputs, sliceMs: 0 }), token)
    timed(`__sandbox.run(${JSON.stringify(token)})`, 'run.js')
    replies.push(String(reply()))
    return { replies, ms: Date.now() - started }
  } catch (err) {
    const e = err as { code?: unknown; name?: unknown; message?: unknown; stack?: unknown }
    if (e?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return { timeout: true, ms: Date.now() - started }
    const stack = typeof e?.stack === 'string' ? e.stack : ''
    const line = /reader\.js:(\d+)/.exec(stack)
    const message = typeof e?.message === 'string' ? `${String(e.name)}: ${e.message}` : String(err)
    return { engine: { message: message.slice(0, 600), line: line ? Number(line[1]) : null } }
  }
}

/** The outcome of a vm run (the CLI's parent reads a child's the same way). */
export function outcomeOf(result: VmResult): SandboxOutcome {
  if ('timeout' in result) return { status: 'timeout', ms: result.ms }
  if ('engine' in result) return { status: 'error', ...result.engine, phase: 'load', index: null }
  const [loaded, ran] = result.replies.map(splitReply)
  if (!loaded) return { status: 'crashed', message: 'The sandbox did not answer as it loaded the code.' }
  const end = endOf(loaded.head)
  if (end) return end
  if (ran?.head.type !== 'values') return (ran && endOf(ran.head)) ?? noAnswer()
  if (ran.head.to !== ran.head.count) return noAnswer()
  return { status: 'values', chunks: [ran.body], ms: result.ms }
}

const noAnswer = (): SandboxOutcome => ({
  status: 'crashed',
  message: 'The sandbox ended without answering for every input.',
})

/** Runs `req` in a fresh context, in this process (tests and benches: code they trust to end). */
export function runInVm(req: VmRequest, watch?: (progress: SharedArrayBuffer) => void): SandboxOutcome {
  return outcomeOf(
    vmHost(vm, randomUUID, HARNESS_SOURCE, vmConfig(req.js, req.name), readerWrapper(req.js), req, watch),
  )
}
