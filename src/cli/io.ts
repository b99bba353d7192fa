/**
 * CLI plumbing shared by every puzzle — outcomes, one input or a stream of them, exit codes.
 *
 * Vocabulary:
 *   Outcome   what a verb says about one input: solved (a line to print) or unsolvable (a reason).
 *             `json` is the same answer as one JSON object, already serialized (fast for batches).
 *   input error  NotationError or InputError (src/solvers/contract.ts): bad input, exit 2.
 *   budget    BudgetError: the search gave up within its node or memory budget, exit 3.
 *   batch     input `-`: stdin is read as a stream, one instance a line, and answered one line
 *             each, in order, as it arrives (memory stays bounded whatever the input's length).
 *             In text mode every input line gets exactly one output line: the answer, an empty
 *             line for an empty input line, or `no solution: …`, `error: …`, `gave up: …`; so
 *             `paste input output` lines them up. With --json every line gets one JSON value
 *             (`null` for an empty line).
 *   Sink      where lines go: arrays in tests; in the real CLI a writer that flushes in chunks
 *             and waits when the pipe is full.
 */
import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readFileSync,
  read,
  readlinkSync,
  readSync,
  writeSync,
} from 'node:fs'
import { Socket } from 'node:net'
import { isatty, ReadStream } from 'node:tty'
import { InputError, isInputError, type Puzzle as Description } from '../solvers/contract.ts'

export type Outcome =
  | { status: 'solved'; text: string; json: string }
  | { status: 'unsolvable'; reason: string; json: string }
  /**
   * A file's grade (src/cli/grading.ts): every file answers, whatever happened to it, with its exit
   * status (`code`) and the label of its batch line ("error", "gave up"…); `row`, when set (--csv),
   * is printed as it is in place of the text, on stdout, for every file.
   */
  | { status: 'graded'; code: number; label: string; text: string; json: string; row?: string }

export type Verb = {
  name: string
  summary: string
  help: string // full help text for `<puzzle> <verb> --help`
  /**
   * Options that take a value, without the dashes (`goal` for `--goal <board>` or
   * `--goal=<board>`); their values reach `answer`. Any other option is a usage error.
   */
  options?: readonly string[]
  /** True when an option can stand in for the positional input (e.g. `--scramble "…"`). */
  inputFromOption?: boolean
  answer: (input: string, values: OptionValues, note?: (line: string) => void) => Outcome // throws an input error for bad input; `note` writes a line to stderr at once (progress)
  /** True for a verb that reads no position: its options say everything (`sliding experiment`); it answers once. */
  noInput?: boolean
  /** Options that take no value (`--csv`); they reach `answer` as "true". */
  flags?: readonly string[]
  /**
   * The budget options the verb honours (default both); any other is refused with `noBudget`,
   * the reason it has nothing to budget, so no option is ever accepted and ignored.
   */
  budgets?: readonly BudgetOption[]
  noBudget?: string
  /**
   * A word the verb takes before its input (`check <exercise> <file|->`): its name, under which
   * its value reaches `answer` with the options; the input ("-" too) comes after it.
   */
  argument?: string
  /** What the verb prints when called with neither argument nor input (e.g. the list of exercises). */
  bare?: (json: boolean) => string
  /** A line printed once before the answers (a CSV header), given the options; none when it returns null. */
  header?: (values: OptionValues) => string | null
  /** Options that apply to one input only (a file written per answer): refused with "-". */
  single?: readonly string[]
  /** The exercises a `check` verb grades, for `puzzle-notebook check`'s list of every exercise. */
  exercises?: readonly { id: string; title: string; scope: string; points: number }[]
}

/** The options every search takes: --max-nodes N (at most N nodes expanded), --max-memory MB. */
export const BUDGET_OPTIONS = ['max-nodes', 'max-memory'] as const
type BudgetOption = (typeof BUDGET_OPTIONS)[number]

/** The values of a verb's own options, e.g. { goal: '1 2 3/4 5 6/7 8 0' }. */
export type OptionValues = Readonly<Record<string, string>>

/** One puzzle of the CLI; `slug` names its article, whose frontmatter `order` sets the CLI's order too. */
export type Puzzle = {
  name: string
  slug: string
  summary: string
  help: string
  verbs: readonly Verb[]
  /** The same puzzle with more verbs, its help's verb list written again (verbs added by the CLI itself, e.g. `check`). */
  withVerbs?: (extra: readonly Verb[]) => Puzzle
}
export type Options = { json: boolean; values?: OptionValues }

/**
 * A puzzle of the CLI from its description: the command's name is the description's `id` and its
 * article the description's `slug`, so neither is declared twice; the help's usage line and verb
 * list are written from the verbs themselves, so a new verb cannot be missing from the help.
 */
type PuzzleSpec = {
  /** The notebook's description (src/solvers/<id>/index.ts, listed in src/solvers/registry.ts). */
  puzzle: Pick<Description, 'id' | 'slug'>
  summary: string
  input: string
  options?: string
  notation: string
  verbs: readonly Verb[]
}

export function cliPuzzle(p: PuzzleSpec): Puzzle {
  const width = Math.max(...p.verbs.map((v) => v.name.length)) + 3
  const list = p.verbs.map((v) => `  ${v.name.padEnd(width)}${v.summary}`).join('\n')
  const options = p.options ? ` ${p.options}` : ''
  return {
    name: p.puzzle.id,
    slug: p.puzzle.slug,
    summary: p.summary,
    help: `Usage: puzzle-notebook ${p.puzzle.id} <verb> <${p.input}|->${options} [--json]\n\nVerbs\n${list}\n\n${p.notation}`,
    verbs: p.verbs,
    withVerbs: (extra) => cliPuzzle({ ...p, verbs: [...p.verbs, ...extra] }),
  }
}
/** Where lines go; each entry is one line. Arrays satisfy it. */
export type Sink = { out: { push(line: string): unknown }; err: { push(line: string): unknown } }

export const EXIT_SOLVED = 0
const EXIT_UNSOLVABLE = 1
export const EXIT_BAD_INPUT = 2
/** The search stopped at its node or memory budget (--max-nodes, --max-memory). */
export const EXIT_GAVE_UP = 3
/** Interrupted (Ctrl-C): 128 + SIGINT, what a shell reports. */
export const EXIT_INTERRUPTED = 130
/** The reader of stdout went away (`| head`): 128 + SIGPIPE, what a shell reports. */
export const EXIT_PIPE_CLOSED = 141

/** The longest input line read; a longer one is refused with its line number, without being kept. */
const MAX_LINE_CHARS = 1 << 20
/** The longest message printed: reader text inside messages is quoted short, and this is the backstop. */
const MAX_MESSAGE_CHARS = 300

export class UsageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UsageError'
  }
}

/** The largest --jobs and --threads. */
const MAX_JOBS = 256

/** A count of threads given as --`name` (--jobs, --threads): a whole number from 1 to MAX_JOBS. */
export function threadCount(name: string, raw: string): number {
  if (!/^[1-9]\d{0,3}$/.test(raw.trim()) || Number(raw) > MAX_JOBS)
    throw new UsageError(
      `Option --${name} takes a whole number from 1 to ${MAX_JOBS}, not "${raw.slice(0, 40)}".`,
    )
  return Number(raw)
}

export { isInputError }

/** A search that stopped at its budget; the message says how far it got ("gave up after …"). */
function isBudgetError(error: unknown): error is Error {
  return error instanceof Error && error.name === 'BudgetError'
}

/** A message cut to a readable length (the input it quotes may be megabytes long). */
export function shortMessage(message: string): string {
  const one = message.replace(/\s*\n\s*/g, ' ')
  return one.length > MAX_MESSAGE_CHARS ? one.slice(0, MAX_MESSAGE_CHARS - 1) + '…' : one
}

function errorJson(fields: Record<string, unknown>): string {
  return JSON.stringify(fields)
}

/** Exit codes combine as the worst: bad input over gave up over no solution over solved. */
export function worse(a: number, b: number): number {
  const rank = (code: number): number =>
    [EXIT_SOLVED, EXIT_UNSOLVABLE, EXIT_GAVE_UP, EXIT_BAD_INPUT].indexOf(code)
  return rank(b) > rank(a) ? b : a
}

/**
 * Answer one instance; returns the exit code for it. `line` is set in batch mode, where the text
 * answer is always exactly one line on stdout (a multi-line answer is joined with "; ").
 */
export function answerOne(verb: Verb, input: string, options: Options, sink: Sink, line?: number): number {
  const batch = line !== undefined
  const say = (label: string, message: string, json: string, code: number): number => {
    if (options.json) sink.out.push(json)
    else if (batch) sink.out.push(`${label}: ${message}`)
    sink.err.push(batch ? `line ${line}: ${message}` : message)
    return code
  }
  try {
    const outcome = verb.answer(input, options.values ?? {}, (note) => sink.err.push(note))
    if (outcome.status === 'graded' && outcome.row !== undefined) {
      sink.out.push(outcome.row)
      if (outcome.code !== EXIT_SOLVED)
        sink.err.push(shortMessage(batch ? `line ${line}: ${outcome.text}` : outcome.text))
      return outcome.code
    }
    if (outcome.status === 'graded' && outcome.code !== EXIT_SOLVED)
      return say(outcome.label, shortMessage(outcome.text), outcome.json, outcome.code)
    if (outcome.status !== 'unsolvable') {
      sink.out.push(options.json ? outcome.json : batch ? outcome.text.split('\n').join('; ') : outcome.text)
      return EXIT_SOLVED
    }
    return say('no solution', shortMessage(outcome.reason), outcome.json, EXIT_UNSOLVABLE)
  } catch (error) {
    if (isInputError(error)) {
      const message = shortMessage(error.message)
      return say(
        'error',
        message,
        errorJson(batch ? { error: message, line } : { error: message }),
        EXIT_BAD_INPUT,
      )
    }
    if (isBudgetError(error)) {
      const message = shortMessage(error.message)
      return say(
        'gave up',
        message,
        errorJson(batch ? { gaveUp: message, line } : { gaveUp: message }),
        EXIT_GAVE_UP,
      )
    }
    throw error
  }
}

/** One batch line: an empty line answers with an empty line (text) or `null` (JSON). */
function answerLine(verb: Verb, text: string, options: Options, sink: Sink, line: number): number {
  if (text.trim() === '') {
    sink.out.push(options.json ? 'null' : '')
    return EXIT_SOLVED
  }
  return answerOne(verb, text, options, sink, line)
}

/** A line of a stream as readLines gives it: its text, or a line too long to be kept. */
export type StreamLine = string | { tooLong: true }

/** One line of a stream: answered, or refused when it was too long to be read. */
export function answerStreamLine(
  verb: Verb,
  text: StreamLine,
  options: Options,
  sink: Sink,
  line: number,
): number {
  if (typeof text === 'string') return answerLine(verb, text, options, sink, line)
  const message = `The line is longer than ${MAX_LINE_CHARS.toLocaleString('en-US')} characters; it was not read.`
  sink.out.push(options.json ? errorJson({ error: message, line }) : `error: ${message}`)
  sink.err.push(`line ${line}: ${message}`)
  return EXIT_BAD_INPUT
}

/** The usage error of a batch whose stdin was empty. */
export function emptyBatch(): UsageError {
  return new UsageError('No input: "-" reads one instance a line from stdin, and stdin was empty.')
}

/** Answer every line of `text` in order (the article quotes batches through this). */
export function answerBatch(verb: Verb, text: string, options: Options, sink: Sink): number {
  const lines = text.split('\n')
  if (lines[lines.length - 1] === '') lines.pop()
  let worst = EXIT_SOLVED
  for (let k = 0; k < lines.length; k++)
    worst = worse(worst, answerLine(verb, lines[k].replace(/\r$/, ''), options, sink, k + 1))
  return worst
}

/**
 * The lines of a stream, as they arrive. A line longer than `maxChars` is not kept: it comes out
 * as `{ tooLong: true }` once its end is seen (its characters are dropped as they are read).
 */
export async function* readLines(
  chunks: AsyncIterable<Buffer | string>,
  maxChars = MAX_LINE_CHARS,
): AsyncGenerator<StreamLine> {
  const decoder = new TextDecoder()
  let partial = ''
  let overflow = false
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })
    let start = 0
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', start)) {
      const piece = text.slice(start, nl)
      start = nl + 1
      if (overflow || partial.length + piece.length > maxChars) yield { tooLong: true }
      else yield (partial + piece).replace(/\r$/, '')
      partial = ''
      overflow = false
    }
    const rest = text.slice(start)
    if (!overflow && partial.length + rest.length > maxChars) {
      overflow = true
      partial = ''
    }
    if (!overflow) partial += rest
  }
  const tail = decoder.decode()
  if (overflow) yield { tooLong: true }
  else if (partial + tail !== '') yield (partial + tail).replace(/\r$/, '')
}

/** Answers a stream of lines as they arrive; `drain` is awaited between chunks (backpressure). */
export async function answerStream(
  verb: Verb,
  lines: AsyncIterable<StreamLine>,
  options: Options,
  sink: Sink,
  drain: () => Promise<void> = async () => {},
): Promise<number> {
  let worst = EXIT_SOLVED
  let line = 0
  let lastFlush = performance.now()
  for await (const text of lines) {
    line++
    worst = worse(worst, answerStreamLine(verb, text, options, sink, line))
    // Answers go out in chunks, at least every 256 lines or 100 ms, so a slow verb's answers
    // appear as they are made; the pause also lets Ctrl-C be handled between lines.
    if (line % 256 === 0 || performance.now() - lastFlush > 100) {
      await drain()
      await new Promise((resolve) => setImmediate(resolve))
      lastFlush = performance.now()
    }
  }
  if (line === 0) throw emptyBatch()
  return worst
}

/** Thrown by the real CLI's sink when stdout or stderr was closed by its reader (EPIPE). */
export class PipeClosed extends Error {
  constructor() {
    super('The output was closed.')
    this.name = 'PipeClosed'
  }
}

/**
 * The output lock shared with the main thread (src/cli/main.ts), one Int32 at index 0:
 * IDLE, WRITING while a chunk of whole lines is being written, ENDING once the main thread has
 * decided to exit (Ctrl-C): no write starts after that, so no line is ever cut.
 */
export const LOCK = { IDLE: 0, WRITING: 1, ENDING: 2 } as const

const nap = new Int32Array(new SharedArrayBuffer(4))
const sleepMs = (ms: number): void => {
  Atomics.wait(nap, 0, 0, ms)
}

/** Writes all of `bytes` to `fd`, synchronously; EPIPE becomes PipeClosed, a full non-blocking pipe is waited for. */
function writeAll(fd: number, bytes: Uint8Array): void {
  let at = 0
  while (at < bytes.length) {
    try {
      at += writeSync(fd, bytes, at, bytes.length - at)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'EPIPE') throw new PipeClosed()
      if (code !== 'EAGAIN') throw error
      sleepMs(1)
    }
  }
}

/**
 * Characters that must not reach a terminal raw: C0 controls but tab and newline (ESC starts the
 * sequences that move the cursor and erase lines, CR returns to the line's start), DEL, the C1
 * controls (0x9b is a one-byte ESC [), and the marks that reorder text (bidirectional overrides).
 */
// biome-ignore lint/complexity/useRegexLiterals: a literal with control characters trips another lint
const CONTROLS = new RegExp(
  '[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]',
  'g',
)

/**
 * `text` with every control character escaped, so that nothing from input or reader code reaches a
 * terminal raw (a forged verdict line drawn with `\r` and `\x1b[1A`): `\r`, `\x1b`, `\u202e` in
 * text; in JSON (`json`), `\u001b` and the like, which a JSON string may hold.
 */
export function escapeControls(text: string, json = false): string {
  return text.replace(CONTROLS, (c) => {
    const code = c.charCodeAt(0)
    if (!json && c === '\r') return '\\r'
    return !json && code < 0x100
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`
  })
}

/**
 * True when file descriptor `fd` was closed when the process started (`>&-`): Node then opens
 * /dev/null in its place (read-write, close-on-exec), where a verdict would vanish with exit 0.
 * A `> /dev/null` of the shell is write-only and is honoured. Linux only; false elsewhere.
 */
function closedAtStart(fd: number): boolean {
  try {
    if (readlinkSync(`/proc/self/fd/${fd}`) !== '/dev/null') return false
    const flags = /^flags:\s*([0-7]+)$/m.exec(readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8'))
    const mode = flags ? Number.parseInt(flags[1], 8) : 0
    return (mode & 3) === 2 && (mode & 0o2000000) !== 0
  } catch {
    return false
  }
}

/**
 * The real CLI's sink, in the search thread: stdout lines are gathered into chunks of about
 * 64 KB; `flush()` writes them (synchronously: a full pipe makes it wait, so memory stays
 * bounded). Every write happens under `lock`; after the main thread set it to ENDING the
 * thread waits for the end instead of writing. stderr lines are written as they come. Every line
 * has its control characters escaped (JSON's way on stdout with `json`); a stream closed when the
 * process started is as closed as a pipe whose reader left (PipeClosed, exit 141).
 */
export function fdSink(lock: Int32Array, outFd = 1, errFd = 2, json = false): Sink & { flush(): void } {
  const encoder = new TextEncoder()
  const closed = new Set([outFd, errFd].filter(closedAtStart))
  let pending: string[] = []
  let size = 0
  const locked = (fd: number, text: string): void => {
    if (closed.has(fd)) throw new PipeClosed()
    if (Atomics.compareExchange(lock, 0, LOCK.IDLE, LOCK.WRITING) !== LOCK.IDLE) {
      for (;;) Atomics.wait(lock, 0, LOCK.ENDING) // the process is ending: never start a line
    }
    try {
      writeAll(fd, encoder.encode(text))
    } finally {
      Atomics.store(lock, 0, LOCK.IDLE)
      Atomics.notify(lock, 0)
    }
  }
  const flush = (): void => {
    if (pending.length === 0) return
    const text = pending.join('\n') + '\n'
    pending = []
    size = 0
    locked(outFd, text)
  }
  return {
    out: {
      push(line: string) {
        const safe = escapeControls(line, json)
        pending.push(safe)
        size += safe.length + 1
        if (size > 1 << 16) flush()
      },
    },
    err: {
      push(line: string) {
        flush()
        locked(errFd, escapeControls(line) + '\n')
      },
    },
    flush,
  }
}

/**
 * The chunks of file descriptor `fd` (stdin), read without blocking the thread: the parallel batch
 * (parallel.ts) hears its workers while stdin is quiet, and at --jobs 1 the process can still end
 * at once (a thread blocked in a read would hold process.exit until input came). A pipe, a socket or a terminal is read as
 * a stream of the event loop (as Node's process.stdin is), so no thread ever waits inside a read
 * and the process can end at once (Ctrl-C, a closed stdout) however long stdin stays quiet; a
 * file is read through Node's thread pool (a read from a file returns at once).
 */
export function fdChunksAsync(fd: number): AsyncIterable<Buffer | string> {
  if (isatty(fd)) return new ReadStream(fd)
  const stat = fstatSync(fd)
  if (stat.isFIFO() || stat.isSocket()) return new Socket({ fd, readable: true, writable: false })
  return fileChunks(fd)
}

/**
 * The chunks of `source`, with `beforeWait` run each time before the next one is awaited (the
 * sink's flush: the answers so far go out before the thread waits for more input).
 */
export async function* flushingBeforeWait<T>(
  source: AsyncIterable<T>,
  beforeWait: () => void,
): AsyncGenerator<T> {
  const chunks = source[Symbol.asyncIterator]()
  for (;;) {
    beforeWait()
    const next = await chunks.next()
    if (next.done) return
    yield next.value
  }
}

async function* fileChunks(fd: number): AsyncGenerator<Buffer> {
  const buffer = Buffer.alloc(1 << 16)
  for (;;) {
    let n: number
    try {
      n = await new Promise<number>((resolve, reject) =>
        read(fd, buffer, 0, buffer.length, null, (error, bytes) => (error ? reject(error) : resolve(bytes))),
      )
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'EAGAIN') {
        await new Promise((resolve) => setTimeout(resolve, 5))
        continue
      }
      if (code === 'EOF') return
      throw error
    }
    if (n === 0) return
    yield Buffer.from(buffer.subarray(0, n))
  }
}

/**
 * What the command prints on stdout for `<puzzle> <verb> <input> [--json]`, or for `-` with
 * `stdin` as its input: the same code path as the CLI, so an article quoting it cannot go stale.
 */
export function cliOutput(
  puzzle: Puzzle,
  verbName: string,
  input: string,
  options: Options & { stdin?: boolean },
): string {
  const verb = puzzle.verbs.find((v) => v.name === verbName)
  if (!verb) throw new Error(`${puzzle.name} has no verb "${verbName}".`)
  const sink = { out: [] as string[], err: [] as string[] }
  if (options.stdin) answerBatch(verb, input, options, sink)
  else answerOne(verb, input, options, sink)
  return sink.out.join('\n')
}

/**
 * A file's text. Only a regular file is read (a folder, a FIFO, /dev/zero, a socket are refused
 * without waiting on them), at most `maxBytes` (`what` names the file in that sentence: "a code
 * file"); a missing or unreadable file is the reader's input error.
 */
export function readRegularFile(path: string, maxBytes: number, what: string): string {
  let fd: number
  try {
    // O_NONBLOCK: opening a FIFO with no writer would otherwise wait for one.
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0))
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'is a folder, not a file'
          : code === 'ELOOP'
            ? 'is a symbolic link, which is not followed (give the file itself)'
            : 'cannot be read'
    throw new InputError(`${path}: ${why}.`)
  }
  try {
    const stat = fstatSync(fd)
    if (stat.isDirectory()) throw new InputError(`${path}: is a folder, not a file.`)
    if (!stat.isFile()) throw new InputError(`${path}: is not a regular file (a device, a pipe or a socket).`)
    const most = maxBytes.toLocaleString('en-US')
    if (stat.size > maxBytes)
      throw new InputError(
        `${path}: is ${stat.size.toLocaleString('en-US')} bytes; ${what} may have at most ${most}.`,
      )
    const buffer = Buffer.alloc(maxBytes + 1)
    let size = 0
    for (let n = 1; n > 0 && size < buffer.length; size += n)
      n = readSync(fd, buffer, size, buffer.length - size, null)
    if (size > maxBytes) throw new InputError(`${path}: grew past ${most} bytes while it was read.`)
    return buffer.toString('utf8', 0, size)
  } catch (err) {
    if (err instanceof InputError) throw err
    throw new InputError(`${path}: cannot be read.`)
  } finally {
    closeSync(fd)
  }
}
