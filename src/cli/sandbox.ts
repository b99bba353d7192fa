/**
 * Reader code for the CLI: each file read with limits (a regular file, at most MAX_CODE_BYTES),
 * its types stripped here (src/sandbox/typescript.ts: parsing only), then run in a child process
 * of its own (src/sandbox/child.ts), never in the CLI's process, inside the harness's empty vm
 * context (src/sandbox/harness.ts, the page's harness too). The child has hard limits: a time
 * limit (the vm's, and a kill past it), CLI_MEMORY_MB of JavaScript heap and CLI_DATA_MB of data
 * in all (typed arrays included; `ulimit -d`, on Linux), Node's permission model (no file but its
 * own source, no process), no code from strings, an empty environment. Whatever it does, even
 * dying, is that file's verdict: the batch goes on with the next file.
 *
 * The verbs of the CLI answer synchronously, so the child is run with spawnSync; its answer is
 * data (JSON text), read and checked here.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { transform } from 'sucrase'
import { BudgetError, InputError } from '../solvers/contract.ts'
import { readRegularFile } from './io.ts'
import { formatBoard } from '../solvers/sliding/notation.ts'
import { decodeAll } from '../solvers/exercise-data.ts'
import { MAX_TOTAL_CHARS, readerWrapper } from '../sandbox/harness.ts'
import type { SandboxOutcome } from '../sandbox/outcome.ts'
import { loadTypeScript } from '../sandbox/typescript.ts'
import { outcomeOf, vmConfig, type Inputs, type VmRequest, type VmResult } from '../sandbox/node.ts'
import { CHILD_PROGRAM } from '../sandbox/child.ts'

/** The CLI's default time limit for reader code, and its memory caps. */
export const CLI_TIME_LIMIT_S = 10
export const CLI_MEMORY_MB = 256
export const CLI_DATA_MB = 512
/** The largest code file read: a reader's solution is a few kilobytes. */
export const MAX_CODE_BYTES = 1_000_000

/** The help's paragraph on the sandbox and the exit statuses 2, 3, 130 and 141 (each verb says what 0 and 1 mean). */
export const SANDBOX_HELP = `Each file runs alone, in a child process of its own (${CLI_MEMORY_MB} MB of heap, ${CLI_DATA_MB} MB in all),
inside an empty context: no require, process, files, network or timers. Files are read only if they
are regular files of at most ${MAX_CODE_BYTES.toLocaleString('en-US')} bytes. In a batch, a file that fails, even one that
runs out of memory, gets its own line and the next file is graded.
Exit 2 the file does not load, throws, returns a bad value or runs out of memory (the message says
which, with the line and the input); 3 over its time limit; 130 interrupted (Ctrl-C); 141 stdout or
stderr closed. A batch exits with the worst.`

const SH = '/bin/sh'

/** A code file's text: a regular file of at most MAX_CODE_BYTES (io.ts's readRegularFile). */
export function readCodeFile(path: string): { name: string; source: string } {
  return { name: path, source: readRegularFile(path, MAX_CODE_BYTES, 'a code file') }
}

/** TypeScript or JavaScript to CommonJS with the same lines; a syntax error (or an HTML-like comment) names file, line and column. */
export function stripForNode(name: string, source: string): string {
  const loaded = loadTypeScript(source, transform)
  if (loaded.ok) return loaded.js
  const where = `${name}:${loaded.line}${loaded.column === null ? '' : `:${loaded.column}`}`
  throw new InputError(`${where}: ${loaded.message.replace(/^Syntax error: /, 'syntax error: ')}.`)
}

/** The time limit option in seconds (default CLI_TIME_LIMIT_S). */
export function timeLimitOption(raw: string | undefined): number {
  if (raw === undefined) return CLI_TIME_LIMIT_S
  const s = Number(raw)
  if (!(s > 0 && s <= 3600))
    throw new InputError(`--time-limit takes seconds, more than 0 and at most 3600; got "${raw}".`)
  return s
}

/** The child's command line: Node with its limits, through `sh -c 'ulimit -d'` where there is a shell. */
function childCommand(locate: boolean): { file: string; args: string[] } {
  const node = [
    `--max-old-space-size=${CLI_MEMORY_MB}`,
    '--max-semi-space-size=16',
    '--disallow-code-generation-from-strings',
    '--permission', // and no --allow-fs-read: the program comes from the command line, the request from stdin
    ...(locate ? ['--allow-worker'] : []),
    '-e',
    CHILD_PROGRAM,
  ]
  if (!existsSync(SH)) return { file: process.execPath, args: node }
  const script = 'ulimit -d "$1" 2>/dev/null; shift; exec "$@"'
  return { file: SH, args: ['-c', script, 'sh', String(CLI_DATA_MB * 1024), process.execPath, ...node] }
}

/** Where the child was (the input it was running) when it ended: the watcher's last line on stderr. */
function lastInput(stderr: string): number | null {
  const lines = [...stderr.matchAll(/^@input (-?\d+)$/gm)]
  const k = lines.length > 0 ? Number(lines[lines.length - 1][1]) : -1
  return k >= 0 ? k : null
}

/** One run of the child: its outcome; a crash for lack of memory says where when `locate`. */
function spawnChild(request: VmRequest, locate: boolean): SandboxOutcome {
  const { file, args } = childCommand(locate)
  const started = Date.now()
  const input = JSON.stringify({
    ...request,
    config: vmConfig(request.js, request.name),
    wrapper: readerWrapper(request.js),
    locate,
  })
  const r = spawnSync(file, args, {
    input,
    env: {},
    timeout: request.timeLimitMs + 10_000, // the vm stops it at the limit; this is for a child that cannot
    killSignal: 'SIGKILL',
    maxBuffer: 3 * MAX_TOTAL_CHARS,
    windowsHide: true,
  })
  const stdout = r.stdout?.toString('utf8') ?? ''
  const stderr = r.stderr?.toString('utf8') ?? ''
  if (r.status === 0) {
    const lines = stdout.split('\n')
    try {
      // A JSON line (the engine's error, or how many replies and the time), then two lines a reply.
      const head = JSON.parse(lines[0]) as VmResult & { count: number; ms: number }
      if ('timeout' in head || 'engine' in head) return outcomeOf(head)
      const replies = []
      for (let k = 0; k < head.count; k++) replies.push(`${lines[1 + 2 * k]}\n${lines[2 + 2 * k]}`)
      return outcomeOf({ replies, ms: head.ms })
    } catch {
      return { status: 'crashed', message: 'the sandbox answered something that is not an answer' }
    }
  }
  if ((r.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT')
    return { status: 'timeout', ms: Date.now() - started }
  if (
    /heap out of memory|Reached heap limit|allocation failed|Out of memory/i.test(stderr) ||
    r.signal === 'SIGABRT'
  )
    return { status: 'memory', index: lastInput(stderr), line: null }
  if ((r.error as NodeJS.ErrnoException | undefined)?.code === 'ENOBUFS')
    return { status: 'crashed', message: 'its answers were too long' }
  return {
    status: 'crashed',
    message: `the sandbox ended without an answer (${r.signal ?? `exit status ${r.status}`})`,
  }
}

/**
 * Runs `request` in a child process; its outcome, whatever happened to it. A child that ran out
 * of heap (which ends a process with no word on where) is run once more with a thread watching
 * which input it is on, to name it: only files that crashed pay for that.
 */
export function runInChild(request: VmRequest): SandboxOutcome {
  const outcome = spawnChild(request, false)
  if (outcome.status !== 'memory' || outcome.index !== null) return outcome
  const again = spawnChild(request, true)
  return again.status === 'memory' ? again : outcome
}

const MEMORY = `its limit is ${CLI_MEMORY_MB} MB of heap, ${CLI_DATA_MB} MB in all`

/**
 * The outcome as the CLI's errors: InputError (exit 2) when the code does not load, throws, returns
 * something that is not data, or runs out of memory (naming the input with `describe(index)`);
 * BudgetError (exit 3) past the time limit. Returns the values' JSON texts otherwise.
 */
function valuesOrThrow(
  name: string,
  outcome: SandboxOutcome,
  timeLimitS: number,
  badValue: (index: number, what: string) => string,
  describe: (index: number) => string,
): string[] {
  switch (outcome.status) {
    case 'values':
      return outcome.chunks
    case 'bad-value':
      throw new InputError(badValue(outcome.index, outcome.what))
    case 'error': {
      const at = outcome.line ? `:${outcome.line}` : ''
      const input = outcome.index === null ? '' : ` (for ${describe(outcome.index)})`
      const phase = outcome.phase === 'load' && outcome.line === null ? 'does not load: ' : ''
      throw new InputError(`${name}${at}: ${phase}${outcome.message.replace(/[.\s]+$/, '')}${input}.`)
    }
    case 'timeout':
      throw new BudgetError(`${name}: stopped after ${timeLimitS} s (its time limit)`)
    case 'memory': {
      const at = outcome.index === null ? 'as it loaded' : `on ${describe(outcome.index)}`
      const line = outcome.line === null ? '' : ` (line ${outcome.line})`
      throw new InputError(`${name}: ran out of memory (${MEMORY}) ${at}${line}.`)
    }
    case 'crashed':
      throw new InputError(`${name}: ${outcome.message.replace(/[.\s]+$/, '')}.`)
    case 'stopped':
      throw new BudgetError(`${name}: stopped`)
  }
}

/** Runs the default export of `source` on `inputs` in the sandbox; the values' JSON texts, or throws (see valuesOrThrow). */
function runFile(
  name: string,
  source: string,
  fn: string,
  inputs: Inputs,
  timeLimitS: number,
  badValue: (index: number, what: string) => string,
  describe: (index: number) => string,
): string[] {
  const js = stripForNode(name, source)
  const outcome = runInChild({ js, name: fn, inputs, timeLimitMs: timeLimitS * 1000 })
  return valuesOrThrow(name, outcome, timeLimitS, badValue, describe)
}

/**
 * The default export of `source` called once per input, `f(...args)`, each input an argument list
 * of JSON-like values; its return values as data (NaN, ±Infinity and undefined kept). Throws
 * InputError when the code does not load, throws (naming the input with `describe(index)`),
 * returns something that is not data (a function, a cycle, megabytes) or runs out of memory;
 * BudgetError past the time limit.
 */
export function applyInSandbox(
  name: string,
  source: string,
  inputs: readonly (readonly unknown[])[],
  timeLimitS: number,
  describe: (index: number) => string,
): unknown[] {
  const texts = runFile(
    name,
    source,
    'f',
    { kind: 'json', text: JSON.stringify(inputs) },
    timeLimitS,
    (k, what) =>
      `${name}: your function returned ${what} for ${describe(k)}: return plain data (numbers, strings, booleans, arrays, objects).`,
    describe,
  )
  const values = decodeAll(texts)
  if (values.length !== inputs.length)
    throw new InputError(`${name}: the sandbox answered ${values.length} values for ${inputs.length} inputs.`)
  return values
}

export type MapJob = { inputs: Uint8Array; stride: number; goal: number[]; width: number }

/**
 * h (the default export of `source`) on every input, as numbers. Throws InputError when the code
 * does not load, throws, returns something that is not a number or runs out of memory (exit 2),
 * BudgetError past the time limit (exit 3).
 */
export function mapInSandbox(name: string, source: string, job: MapJob, timeLimitS: number): Float64Array {
  const board = (k: number): string =>
    formatBoard({
      width: job.width,
      height: job.stride / job.width,
      tiles: job.inputs.subarray(k * job.stride, k * job.stride + job.stride),
    })
  const texts = runFile(
    name,
    source,
    'h',
    {
      kind: 'bytes',
      bytes: Buffer.from(job.inputs.buffer, job.inputs.byteOffset, job.inputs.byteLength).toString('hex'),
      stride: job.stride,
      goal: job.goal,
      width: job.width,
    },
    timeLimitS,
    (k, what) => `${name}: h returned ${what} for ${board(k)}: a heuristic must return a number ≥ 0.`,
    board,
  )
  const values = Float64Array.from(decodeAll(texts) as number[])
  if (values.length !== job.inputs.length / job.stride)
    throw new InputError(
      `${name}: the sandbox answered ${values.length} values for ${job.inputs.length / job.stride} positions.`,
    )
  return values
}
