/**
 * Reader code for the CLI: types stripped by Sucrase here (parsing only), then run in a worker
 * thread (sandbox-worker.ts) with resourceLimits and a time limit, never in the CLI's own
 * process. The worker runs it in an empty `vm` context (no require, process, fetch or timers),
 * so it can neither read nor write files nor reach the network; tests/unit/cli-sandbox.test.ts
 * tries each.
 *
 * The verbs of the CLI answer synchronously, so this waits with Atomics.wait on a shared flag
 * (up to the time limit) and reads the worker's one message with receiveMessageOnPort; at the
 * limit it terminates the worker.
 */
import { MessageChannel, Worker, receiveMessageOnPort } from 'node:worker_threads'
import { readFileSync } from 'node:fs'
import { transform } from 'sucrase'
import { BudgetError, InputError } from '../solvers/contract.ts'
import { formatBoard } from '../solvers/sliding/notation.ts'

/** The CLI's default time limit for reader code, and its memory cap. */
export const CLI_TIME_LIMIT_S = 10
export const CLI_MEMORY_MB = 256

/** The file's text; a missing or unreadable file is the reader's input error. */
export function readCodeFile(path: string): { name: string; source: string } {
  try {
    return { name: path, source: readFileSync(path, 'utf8') }
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    throw new InputError(
      `${path}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a folder, not a file' : 'cannot be read'}.`,
    )
  }
}

/** TypeScript or JavaScript to CommonJS with the same lines; a syntax error names file, line and column. */
export function stripForNode(name: string, source: string): string {
  try {
    return transform(source, {
      transforms: ['typescript', 'imports'],
      production: true,
      disableESTransforms: true,
    }).code
  } catch (err) {
    const e = err as Error & { loc?: { line: number; column: number } }
    const where = e.loc ? `${name}:${e.loc.line}:${e.loc.column}` : name
    throw new InputError(`${where}: syntax error: ${String(e.message).replace(/\s*\(\d+:\d+\)$/, '')}.`)
  }
}

/** The time limit option in seconds (default CLI_TIME_LIMIT_S). */
export function timeLimitOption(raw: string | undefined): number {
  if (raw === undefined) return CLI_TIME_LIMIT_S
  const s = Number(raw)
  if (!(s > 0 && s <= 3600))
    throw new InputError(`--time-limit takes seconds, more than 0 and at most 3600; got "${raw}".`)
  return s
}

/**
 * The default export of `source` called once per input, `f(...args)`, each input an argument list
 * of JSON-like values; its return values as data (JSON inside the sandbox, parsed here; NaN,
 * ±Infinity and undefined kept). Throws InputError when the code does not load, throws (naming
 * the input with `describe(index)`), or returns something that is not data (a function, a cycle);
 * BudgetError past the time limit or the memory cap.
 */
export function applyInWorker(
  name: string,
  source: string,
  inputs: readonly (readonly unknown[])[],
  timeLimitS: number,
  describe: (index: number) => string,
): unknown[] {
  const msg = runWorker(
    name,
    { js: stripForNode(name, source), mode: 'apply', inputsJson: JSON.stringify(inputs) },
    timeLimitS,
  )
  if (msg.type === 'applied' && Array.isArray(msg.values) && msg.values.length === inputs.length)
    return msg.values
  if (msg.type === 'bad-value')
    throw new InputError(
      `${name}: your function returned ${msg.what} for ${describe(msg.index!)}: return plain data (numbers, strings, booleans, arrays, objects).`,
    )
  if (msg.type === 'error')
    throw codeError(name, msg, typeof msg.index === 'number' ? ` (for ${describe(msg.index)})` : '')
  throw new InputError(
    `${name}: the sandbox answered ${Array.isArray(msg.values) ? msg.values.length : 'nothing'} values for ${inputs.length} inputs.`,
  )
}

type WorkerReply = {
  type: string
  values?: unknown
  index?: number
  what?: string
  message?: string
  line?: number | null
}

/** Starts the sandbox thread on `data`, waits (synchronously) for its one reply; BudgetError at the limits. */
function runWorker(name: string, data: Record<string, unknown>, timeLimitS: number): WorkerReply {
  const flag = new Int32Array(new SharedArrayBuffer(4))
  const { port1, port2 } = new MessageChannel()
  const worker = new Worker(new URL('./sandbox-worker.ts', import.meta.url), {
    workerData: { ...data, flag, port: port2, timeLimitMs: timeLimitS * 1000 },
    transferList: [port2],
    resourceLimits: { maxOldGenerationSizeMb: CLI_MEMORY_MB, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    env: {}, // an empty copy of the environment: nothing of the caller's to read
    stdout: true,
    stderr: true, // the reader's console goes nowhere
  })
  worker.on('error', () => {}) // out of memory: reported below, from the missing answer
  try {
    // Startup (loading the worker's module) is not the reader's time: allow a few seconds more.
    const waited = Atomics.wait(flag, 0, 0, timeLimitS * 1000 + 3000)
    const msg = receiveMessageOnPort(port1)?.message as WorkerReply | undefined
    if (!msg) {
      throw new BudgetError(
        waited === 'timed-out'
          ? `${name}: stopped after ${timeLimitS} s (its time limit) or at its memory limit of ${CLI_MEMORY_MB} MB`
          : `${name}: stopped at its memory limit of ${CLI_MEMORY_MB} MB`,
      )
    }
    if (msg.type === 'error' && /Script execution timed out/.test(String(msg.message)))
      throw new BudgetError(`${name}: stopped after ${timeLimitS} s (its time limit)`)
    return msg
  } finally {
    void worker.terminate()
    port1.close()
  }
}

/** The reader's error as an InputError: file, line, message (and `tail`, e.g. the input). */
function codeError(name: string, msg: WorkerReply, tail = ''): InputError {
  return new InputError(
    `${name}${msg.line ? `:${msg.line}` : ''}: ${String(msg.message).replace(/[.\s]+$/, '')}${tail}.`,
  )
}

export type MapJob = { inputs: Uint8Array; stride: number; goal: number[]; width: number }

/**
 * h (the default export of `source`) on every input, as numbers. Throws InputError when the code
 * does not load, throws, or returns something that is not a number ≥ 0 (exit 2), BudgetError
 * past the time limit or the memory cap (exit 3).
 */
export function mapInWorker(name: string, source: string, job: MapJob, timeLimitS: number): Float64Array {
  const js = stripForNode(name, source)
  const msg = runWorker(
    name,
    { js, inputs: job.inputs, stride: job.stride, goal: job.goal, width: job.width },
    timeLimitS,
  )
  if (msg.type === 'done') return msg.values as Float64Array
  if (msg.type === 'bad-value') {
    const k = msg.index!
    const board = formatBoard({
      width: job.width,
      height: job.stride / job.width,
      tiles: job.inputs.subarray(k * job.stride, k * job.stride + job.stride),
    })
    throw new InputError(
      `${name}: h returned ${msg.what} for ${board}: a heuristic must return a number ≥ 0.`,
    )
  }
  throw codeError(name, msg)
}
