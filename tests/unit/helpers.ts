// Shared by the unit tests.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'
import { UNREACHED } from '../../src/solvers/sliding/bfs.ts'
import { FACTORIAL, unrank } from '../../src/solvers/sliding/rank.ts'

/** The message of the NotationError (any puzzle's) that `parse` throws; fails if it throws none. */
export function messageOf(parse: () => unknown): string {
  try {
    parse()
  } catch (error) {
    expect((error as Error).name).toBe('NotationError')
    return (error as Error).message
  }
  throw new Error('expected a NotationError')
}

/**
 * This thread's CPU time in ms: the job's own. `process.cpuUsage` adds in every thread of the
 * process, the garbage collector's helpers among them; with it a loaded CI run once measured
 * 59 ms from the deadline to the stop of a BFS that checks its signal every few ms. It is used
 * only where Node has no `threadCpuUsage`.
 */
function cpuMs(): number {
  const u = typeof process.threadCpuUsage === 'function' ? process.threadCpuUsage() : process.cpuUsage()
  return (u.user + u.system) / 1000
}

/**
 * A signal that turns aborted once this thread has used `afterMs` more milliseconds of CPU;
 * `firedAt()` is that deadline (in CPU ms) once a read has seen it. CPU time, not wall time, so other work on the machine
 * does not move the deadline or the measurement.
 */
export function cpuDeadlineSignal(afterMs: number): AbortSignal & { firedAt: () => number | null } {
  const deadline = cpuMs() + afterMs
  let firedAt: number | null = null
  const signal = {
    get aborted(): boolean {
      if (firedAt !== null) return true
      if (cpuMs() < deadline) return false
      // Measured from the deadline, not from this read: a job that checks its signal rarely is
      // late by the time since the deadline, and that lateness is what the test bounds.
      firedAt = deadline
      return true
    },
    reason: undefined,
    throwIfAborted(): void {
      if (signal.aborted) {
        const e = new Error('aborted')
        e.name = 'AbortError'
        throw e
      }
    },
    addEventListener(): void {},
    removeEventListener(): void {},
    dispatchEvent: (): boolean => true,
    onabort: null,
    firedAt: (): number | null => firedAt,
  }
  return signal as unknown as AbortSignal & { firedAt: () => number | null }
}

/**
 * Runs `job` with a signal that aborts after `afterMs` of CPU and checks that it stops: it throws
 * an AbortError within `withinMs` of CPU time after the abort (the house rule is ~50 ms), and that
 * the job was really still working when aborted (so the test cannot pass by finishing early).
 */
export async function expectStopsOnSignal(
  job: (signal: AbortSignal) => unknown,
  afterMs = 30,
  withinMs = 50,
): Promise<void> {
  const signal = cpuDeadlineSignal(afterMs)
  let error: unknown = null
  try {
    await job(signal)
  } catch (e) {
    error = e
  }
  const stoppedAt = cpuMs()
  expect(error, 'the job finished before its signal fired: give it more work').not.toBeNull()
  expect((error as Error).name).toBe('AbortError')
  const fired = signal.firedAt()
  expect(fired).not.toBeNull()
  expect(stoppedAt - fired!).toBeLessThan(withinMs)
}

/** A fresh temporary folder and a writer of files in it (reader code for the CLI's sandbox). */
export function scratch(prefix: string): { dir: string; file(name: string, text: string): string } {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  return {
    dir,
    file: (name, text) => {
      const path = join(dir, name)
      writeFileSync(path, text)
      return path
    },
  }
}

/**
 * Options for a test's spawnSync: a child still running after three minutes is killed, so the test
 * fails with a null status instead of blocking its Vitest worker (a synchronous wait cannot time
 * out) and with it the whole run.
 */
export const NO_HANG = { timeout: 180_000, killSignal: 'SIGKILL' } as const

/** The CLI as a child process (its worker threads and their limits the real ones). */
export function runCli(
  args: readonly string[],
  input?: string,
): { code: number | null; out: string; err: string } {
  const r = spawnSync(
    process.execPath,
    [fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url)), ...args],
    { input, encoding: 'utf8', ...NO_HANG },
  )
  return { code: r.status, out: r.stdout, err: r.stderr }
}

/** `count` 3×3 boards drawn uniformly (seeded) from those `distance` (a complete BFS table) reaches. */
export function seededReachable(
  count: number,
  seed: number,
  distance: Uint8Array,
  random: (seed: number) => () => number,
): { width: number; height: number; tiles: Uint8Array }[] {
  const next = random(seed)
  const out: { width: number; height: number; tiles: Uint8Array }[] = []
  while (out.length < count) {
    const r = Math.floor(next() * FACTORIAL[9])
    if (distance[r] !== UNREACHED) out.push({ width: 3, height: 3, tiles: unrank(r, new Uint8Array(9)) })
  }
  return out
}
