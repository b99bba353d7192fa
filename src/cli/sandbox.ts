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
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { transform } from 'sucrase'
import { BudgetError, InputError } from '../solvers/contract.ts'
import { readRegularFile } from './io.ts'
import { formatBoard } from '../solvers/sliding/notation.ts'
import { decodeAll } from '../solvers/exercise-data.ts'
import { MAX_TOTAL_CHARS, readerWrapper } from '../sandbox/harness.ts'
import type { SandboxOutcome } from '../sandbox/outcome.ts'
import { loadTypeScript } from '../sandbox/typescript.ts'
import { outcomeOf, vmConfig, type Inputs, type VmRequest, type VmResult } from '../sandbox/node.ts'
import { CHILD_PROGRAM, pythonChildProgram } from '../sandbox/child.ts'
import { LOADERS, languageOf, type Language } from '../sandbox/languages.ts'

/** How long Pyodide may take to start in a child before the time limit begins (6 s idle, 20 s under load). */
const PYTHON_START_S = 60

/** The folder of the pyodide package: the only one a Python child may read. */
function pyodideDir(): string {
  return dirname(fileURLToPath(import.meta.resolve('pyodide/pyodide.mjs')))
}

let snapshotPath: string | null = null

/**
 * A memory snapshot of a freshly started Pyodide, which a Python child starts from in about a
 * tenth of the time (no standard library to unpack and import): made once by a child of its own
 * (nothing of a reader's in it) and kept in the user's cache folder (PUZZLE_NOTEBOOK_CACHE, else
 * $XDG_CACHE_HOME or ~/.cache, then puzzle-notebook/), named by Pyodide's version and the
 * platform. '' when it cannot be made or kept: the child then starts Python from scratch.
 */
export function pythonSnapshot(): string {
  if (snapshotPath !== null) return snapshotPath
  snapshotPath = ''
  const dir = pyodideDir()
  const { version } = JSON.parse(readRegularFile(join(dir, 'package.json'), 100_000, 'a package file')) as {
    version: string
  }
  const cache = process.env.XDG_CACHE_HOME || join(homedir(), '.cache')
  const base = process.env.PUZZLE_NOTEBOOK_CACHE || join(cache, 'puzzle-notebook')
  const path = join(base, `pyodide-${version}-${process.platform}-${process.arch}.snapshot`)
  if (existsSync(path)) return (snapshotPath = path)
  const program = pythonChildProgram(dir, '')
  const r = spawnSync(process.execPath, ['--permission', `--allow-fs-read=${dir}`, '-e', program], {
    input: JSON.stringify({ makeSnapshot: true }),
    env: {},
    timeout: PYTHON_START_S * 1000,
    maxBuffer: 256 * 1024 * 1024,
  })
  if (r.status !== 0 || !r.stdout || r.stdout.length < 1_000_000) return ''
  try {
    mkdirSync(base, { recursive: true })
    const tmp = `${path}.${process.pid}.tmp`
    writeFileSync(tmp, r.stdout)
    renameSync(tmp, path)
    snapshotPath = path
  } catch {
    // a read-only home: Python starts from scratch
  }
  return snapshotPath
}

/** The CLI's default time limit for reader code, and its memory caps. */
export const CLI_TIME_LIMIT_S = 10
const CLI_MEMORY_MB = 256
const CLI_DATA_MB = 512
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

/**
 * The file's code as the sandbox takes it, by its language (its extension; TypeScript for any
 * other name): TypeScript or JavaScript to CommonJS with the same lines, Python as it is; a syntax
 * error (or an HTML-like comment) names file, line and column.
 */
function loadForNode(name: string, source: string): { language: Language; code: string } {
  const language = languageOf(name) ?? 'typescript'
  if (language === 'typescript') return { language, code: stripForNode(name, source) }
  const loaded = LOADERS.python.load(source, {})
  if (loaded.ok) return { language, code: loaded.js }
  throw new InputError(
    `${name}:${loaded.line}: ${loaded.message.replace(/^Syntax error: /, 'syntax error: ')}.`,
  )
}

/** TypeScript or JavaScript to CommonJS with the same lines; a syntax error (or an HTML-like comment) names file, line and column. */
function stripForNode(name: string, source: string): string {
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
function childCommand(locate: boolean, language: Language): { file: string; args: string[] } {
  const dir = language === 'python' ? pyodideDir() : ''
  const snapshot = language === 'python' ? pythonSnapshot() : ''
  const node =
    language === 'python'
      ? [
          `--max-old-space-size=${CLI_MEMORY_MB}`,
          '--disallow-code-generation-from-strings',
          '--permission',
          `--allow-fs-read=${dir}`, // Pyodide's own files and its snapshot, and no other file
          ...(snapshot ? [`--allow-fs-read=${snapshot}`] : []),
          '--allow-worker', // the timer thread that interrupts Python at the time limit
          '-e',
          pythonChildProgram(dir, snapshot),
        ]
      : [
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
  const language = request.language ?? 'typescript'
  const { file, args } = childCommand(locate, language)
  const started = Date.now()
  const input = JSON.stringify({
    ...request,
    // Python's prelude is Python, run by the engine (the harness's config carries it), not by the vm.
    config: vmConfig(request.js, request.name, language, language === 'python' ? request.prelude : undefined),
    prelude: language === 'python' ? undefined : request.prelude,
    wrapper: language === 'python' ? '' : readerWrapper(request.js),
    locate,
  })
  const r = spawnSync(file, args, {
    input,
    env: {},
    // The vm (Python: its timer thread) stops it at the limit; this is for a child that cannot.
    timeout: request.timeLimitMs + 10_000 + (language === 'python' ? PYTHON_START_S * 1000 : 0),
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
  if ((r.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT' || /^@timeout$/m.test(stderr))
    return { status: 'timeout', ms: Date.now() - started }
  const engine = /^@engine (.*)$/m.exec(stderr)
  if (engine) return { status: 'crashed', message: `Python could not start (${engine[1]})` }
  if (
    /heap out of memory|Reached heap limit|allocation failed|Out of memory/i.test(stderr) ||
    r.signal === 'SIGABRT'
  )
    return { status: 'memory', index: language === 'python' ? null : lastInput(stderr), line: null }
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
function runInChild(request: VmRequest): SandboxOutcome {
  const outcome = spawnChild(request, false)
  if (outcome.status !== 'memory' || outcome.index !== null || request.language === 'python') return outcome
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

/**
 * Runs the reader's function in `source` on `inputs` in the sandbox (TypeScript: the default
 * export; Python: the function named `pyName`); the values' JSON texts, or throws (see valuesOrThrow).
 */
function runFile(
  name: string,
  source: string,
  fn: string,
  pyName: string,
  inputs: Inputs,
  timeLimitS: number,
  badValue: (index: number, what: string) => string,
  describe: (index: number) => string,
  prelude?: { js: string; python: string },
): string[] {
  const { language, code } = loadForNode(name, source)
  const outcome = runInChild({
    js: code,
    name: language === 'python' ? pyName : fn,
    language,
    inputs,
    timeLimitMs: timeLimitS * 1000,
    prelude: prelude && (language === 'python' ? prelude.python : prelude.js),
  })
  return valuesOrThrow(name, outcome, timeLimitS, badValue, describe)
}

/**
 * The default export of `source` called once per input, `f(...args)`, each input an argument list
 * of JSON-like values; its return values as data (NaN, ±Infinity and undefined kept). Throws
 * InputError when the code does not load, throws (naming the input with `describe(index)`),
 * returns something that is not data (a function, a cycle, megabytes) or runs out of memory;
 * BudgetError past the time limit. With `prelude` (a prelude's source and the function's name in
 * messages, e.g. "Your search"'s, search-prelude.ts; `python` the same prelude in Python), the
 * prelude wraps the reader's function.
 */
export function applyInSandbox(
  name: string,
  source: string,
  inputs: readonly (readonly unknown[])[],
  timeLimitS: number,
  describe: (index: number) => string,
  pyName = 'f',
  prelude?: { source: string; python: string; fn: string },
): unknown[] {
  const texts = runFile(
    name,
    source,
    prelude?.fn ?? 'f',
    pyName,
    { kind: 'json', text: JSON.stringify(inputs) },
    timeLimitS,
    (k, what) =>
      `${name}: your function returned ${what} for ${describe(k)}: return plain data (numbers, strings, booleans, arrays, objects).`,
    describe,
    prelude && { js: prelude.source, python: prelude.python },
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
