/**
 * The entry point of `puzzle-notebook` (the npm script and the bin shim run this file).
 *
 * The command itself (src/cli/command.ts) runs in a worker thread, so this thread stays free to
 * hear Ctrl-C whatever a search is doing: a synchronous search never returns to an event loop,
 * and a signal handler on the thread that runs it would wait for the search to end. On SIGINT
 * this thread waits for a write in progress to finish (a chunk of whole lines, at most 100 ms),
 * forbids any further write (the output lock, io.ts LOCK) and exits 130 at once; the worker ends
 * with the process. Otherwise it exits with the command's status.
 */
import { realpathSync, writeSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { EXIT_INTERRUPTED, LOCK, escapeControls } from './io.ts'

/** The longest wait for a chunk being written when Ctrl-C comes (a stalled reader must not hold the exit). */
const WRITE_GRACE_MS = 100

/** Ends the process now with `code`, after any write in progress, with no write after it. */
function endNow(lock: Int32Array, code: number): never {
  const deadline = Date.now() + WRITE_GRACE_MS
  while (Atomics.compareExchange(lock, 0, LOCK.IDLE, LOCK.ENDING) === LOCK.WRITING && Date.now() < deadline) {
    Atomics.wait(lock, 0, LOCK.WRITING, 5)
  }
  Atomics.store(lock, 0, LOCK.ENDING)
  process.exit(code)
}

/** Runs the command in its thread; resolves never (the process exits with the command's status). */
export function runCli(argv: readonly string[] = process.argv.slice(2)): Promise<never> {
  const lock = new Int32Array(new SharedArrayBuffer(4))
  process.on('SIGINT', () => endNow(lock, EXIT_INTERRUPTED))
  const worker = new Worker(new URL('./command.ts', import.meta.url), {
    workerData: { cli: true, argv: [...argv], lock: lock.buffer },
    stdin: false,
  })
  let exitCode: number | null = null
  worker.on('message', (m: { exitCode?: number }) => {
    if (typeof m?.exitCode === 'number') exitCode = m.exitCode
  })
  worker.on('error', (error: Error) => {
    try {
      writeSync(2, `puzzle-notebook: internal error: ${escapeControls(error.stack ?? error.message)}\n`)
    } catch {
      // stderr is closed: nothing more to say
    }
    exitCode = 1
  })
  return new Promise(() => {
    worker.on('exit', (code) => process.exit(exitCode ?? code))
  })
}

const invokedDirectly =
  process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)
if (invokedDirectly) await runCli()
