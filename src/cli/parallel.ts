/**
 * A batch over every core (`--jobs N`, default the number of cores): the lines of a `-` batch are
 * answered by N worker threads, each with the verb loaded from its puzzle's module, and printed
 * by the command's thread, the only one that writes, in input order. The batch contract holds as
 * with one thread (io.ts answerStream): one output line a line, the same bytes on stdout and
 * stderr, a line printed as soon as it and all before it are done, memory bounded by a window of
 * lines in flight (read but not yet printed), Ctrl-C and a closed pipe as in main.ts.
 *
 * Vocabulary:
 *   window   at most WINDOW_LINES lines, and WINDOW_CHARS characters of input, read and not yet
 *            printed; reading waits while it is full (a slow line holds the window, not memory).
 *   chunk    the lines a worker is given at once: one for slow lines (a sandboxed file takes a
 *            second), more for fast ones (a chunk takes about CHUNK_MS), so that messages cost
 *            little beside the work; a worker has one chunk at a time.
 *   source   where a worker finds the verb: its puzzle's module (src/cli/puzzles/…) and its name;
 *            `check` is added as command.ts adds it (check.ts withCheckVerb).
 *
 * A check of a roster is the same: each worker runs its file in a sandboxed child process
 * (sandbox.ts), so N files are graded at once by at most N children.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { withCheckVerb } from './check.ts'
import { brokeredTables, TableBroker, type TableLink } from './shared-tables.ts'
import { setTableSource } from '../solvers/tables.ts'
import { setSearchThreads } from './threads.ts'
import {
  answerStreamLine,
  emptyBatch,
  EXIT_SOLVED,
  worse,
  type Options,
  type Puzzle,
  type Sink,
  type StreamLine,
  type Verb,
} from './io.ts'

/** The most lines, and input characters, in flight at once (at least one line is always let in). */
const WINDOW_LINES = 1024
const WINDOW_CHARS = 1 << 24

/** A chunk of fast lines takes about this long in a worker; a slow line goes alone. */
const CHUNK_MS = 2
const MAX_CHUNK = 256

export type VerbSource = { module: string; verb: string }

/** One line's answer, as a worker made it: its lines for stdout and stderr, and its exit code. */
type Answer = { out: string[]; err: string[]; code: number }
/**
 * A chunk, and its answers: each text with its own line number. The lines of a chunk need not be
 * consecutive: an empty or over-long line between them is answered by the command's thread and
 * never queued (a chunk once numbered from its first line put its later answers one line off, and
 * the line after it was never answered: the batch waited for it for ever).
 */
type Request = { lines: number[]; texts: string[] }
type Reply = { lines: number[]; answers: Answer[]; ms: number }

/** The verb `source` names, loaded as command.ts loads it. */
async function loadVerb(source: VerbSource): Promise<Verb> {
  const { puzzle } = (await import(source.module)) as { puzzle: Puzzle }
  const verb = (await withCheckVerb(puzzle)).verbs.find((v) => v.name === source.verb)
  if (!verb) throw new Error(`${puzzle.name} has no verb "${source.verb}".`)
  return verb
}

/** A line answered into arrays (in a worker, or in the command's thread for lines with nothing to do). */
function answerInto(verb: Verb, text: StreamLine, options: Options, line: number): Answer {
  const sink = { out: [] as string[], err: [] as string[] }
  const code = answerStreamLine(verb, text, options, sink, line)
  return { out: sink.out, err: sink.err, code }
}

/**
 * Answers the stream's lines on `jobs` worker threads; prints each answer in order into `sink`
 * and calls `drain` (the CLI's sink writes its chunk) after each run of answers printed. Resolves with the worst exit code; rejects
 * with what the sink threw (PipeClosed) or what a worker threw (a bug), after stopping the workers.
 */
export async function answerParallel(
  verb: Verb,
  source: VerbSource,
  lines: AsyncIterable<StreamLine>,
  options: Options,
  sink: Sink,
  jobs: number,
  drain: () => Promise<void> = async () => {},
): Promise<number> {
  const workers: Worker[] = []
  const idle: Worker[] = []
  const tables = new TableBroker() // big tables (the 15-puzzle's) built once for all threads
  const pending: { line: number; text: string }[] = []
  const done = new Map<number, Answer>()
  const sizes = new Map<number, number>()
  let read = 0
  let printed = 0
  let chars = 0
  let worst = EXIT_SOLVED
  let msPerLine = Number.POSITIVE_INFINITY // unknown: one line a chunk until measured
  let failure: { error: unknown } | null = null
  let wake: (() => void) | null = null
  let failed: (error: unknown) => void = () => {}
  const failedPromise = new Promise<never>((_, reject) => {
    failed = reject
  })
  failedPromise.catch(() => {}) // awaited below only while it may still settle
  const signal = (): void => {
    const w = wake
    wake = null
    w?.()
  }
  const fail = (error: unknown): void => {
    if (failure === null) failure = { error }
    failed(error)
    signal()
  }

  const print = (): void => {
    let moved = false
    for (let a = done.get(printed + 1); a !== undefined; a = done.get(printed + 1)) {
      printed++
      done.delete(printed)
      chars -= sizes.get(printed) ?? 0
      sizes.delete(printed)
      for (const text of a.out) sink.out.push(text)
      for (const text of a.err) sink.err.push(text)
      worst = worse(worst, a.code)
      moved = true
    }
    if (moved) {
      drain().catch(fail)
      signal()
    }
  }
  const settle = (numbers: readonly number[], answers: readonly Answer[]): void => {
    answers.forEach((answer, k) => {
      done.set(numbers[k], answer)
    })
    try {
      print()
    } catch (error) {
      fail(error)
    }
  }

  const start = (): Worker => {
    const link = tables.link()
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { batchLines: { source, options, tables: link } },
      transferList: [link.port],
      stdin: false,
    })
    worker.on('message', (reply: Reply) => {
      msPerLine = reply.ms / reply.answers.length
      idle.push(worker)
      settle(reply.lines, reply.answers)
      dispatch()
    })
    worker.on('error', fail)
    worker.on('exit', (code) => {
      if (failure === null) fail(new Error(`A batch thread ended early (exit ${code}).`))
    })
    workers.push(worker)
    return worker
  }
  const dispatch = (): void => {
    while (pending.length > 0 && failure === null) {
      const worker = idle.pop() ?? (workers.length < jobs ? start() : undefined)
      if (!worker) return
      const fair = Math.ceil(pending.length / jobs)
      const size = Math.max(1, Math.min(MAX_CHUNK, fair, Math.floor(CHUNK_MS / msPerLine)))
      const chunk = pending.splice(0, size)
      worker.postMessage({
        lines: chunk.map((c) => c.line),
        texts: chunk.map((c) => c.text),
      } satisfies Request)
    }
  }
  const waitForRoom = async (full: () => boolean): Promise<void> => {
    while (failure === null && full()) await new Promise<void>((resolve) => (wake = resolve))
  }

  const iterator = lines[Symbol.asyncIterator]()
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), failedPromise])
      if (next.done) break
      const text = next.value
      read++
      if (typeof text === 'string' && text.trim() !== '') {
        pending.push({ line: read, text })
        sizes.set(read, text.length)
        chars += text.length
        dispatch()
      } else settle([read], [answerInto(verb, text, options, read)])
      await waitForRoom(() => read - printed >= WINDOW_LINES || (chars >= WINDOW_CHARS && read > printed))
      if (failure !== null) break
    }
    if (failure === null && read === 0) throw emptyBatch()
    await waitForRoom(() => printed < read)
    if (failure !== null) throw (failure as { error: unknown }).error
    return worst
  } finally {
    for (const worker of workers) {
      worker.removeAllListeners('exit')
      void worker.terminate()
    }
    tables.close()
    iterator.return?.()?.catch(() => {})
  }
}

// A batch worker: answers the chunks of lines it is sent, in order, with the verb of its source.
if (!isMainThread && (workerData as { batchLines?: unknown } | null)?.batchLines) {
  const { source, options, tables } = (
    workerData as { batchLines: { source: VerbSource; options: Options; tables: TableLink } }
  ).batchLines
  setTableSource(brokeredTables(tables))
  setSearchThreads(1, 1) // the batch is on every core already: no threads within threads
  const verb = await loadVerb(source)
  parentPort?.on('message', ({ lines, texts }: Request) => {
    const started = performance.now()
    const answers = texts.map((text, k) => answerInto(verb, text, options, lines[k]))
    parentPort?.postMessage({ lines, answers, ms: performance.now() - started } satisfies Reply)
  })
}
