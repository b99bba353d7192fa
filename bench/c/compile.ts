/**
 * The C baselines of the constraints benches: compiled with `cc -O2` when the bench runs (into
 * the system's temporary folder), and run as child processes. With no C compiler the rows are
 * skipped and say so (Bench.skip).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

let dir: string | null = null
const built = new Map<string, string | Error>()

/** The path of bench/c/<name>.c compiled, or the reason it could not be (no compiler, an error). */
export function compiled(name: string): string | Error {
  if (!built.has(name)) {
    try {
      dir ??= mkdtempSync(join(tmpdir(), 'pn-bench-c-'))
      const out = join(dir, name)
      execFileSync('cc', ['-O2', '-o', out, fileURLToPath(new URL(`./${name}.c`, import.meta.url))], { stdio: 'pipe' })
      built.set(name, out)
    } catch (err) {
      const e = err as NodeJS.ErrnoException
      built.set(name, new Error(e.code === 'ENOENT' ? 'skipped: no C compiler (cc) on this machine' : `skipped: cc failed: ${String(e.message).split('\n')[0]}`))
    }
  }
  return built.get(name)!
}

/** A skip reason for a row whose C program did not compile. */
export const skipUnlessCompiled = (name: string) => (): string | undefined => {
  const c = compiled(name)
  return c instanceof Error ? c.message : undefined
}

/** Runs a compiled baseline; its stdout's first line as numbers (it must exit 0). */
export function runC(name: string, args: string[], input?: string): number[] {
  const path = compiled(name)
  if (path instanceof Error) throw path
  const r = spawnSync(path, args, { input, encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`${name} exited ${r.status}: ${r.stderr}`)
  return r.stdout.trim().split(/\s+/).map(Number)
}
