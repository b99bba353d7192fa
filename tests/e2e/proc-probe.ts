// The /proc probe of this test's Chromium (Linux only): its renderer processes, their resident
// memory, and the CPU time of their worker threads. tests/e2e/memory.spec.ts measures a tab's
// memory with it, tests/e2e/cancel-cpu.spec.ts the CPU a job's worker keeps after Cancel.
//
// Which processes: Playwright launches the browser from the test's own worker process (the
// `browser` fixture is worker-scoped), so this browser's processes are exactly the descendants of
// `process.pid`, found through the ppid links in /proc/<pid>/stat. Among them the renderers are
// those whose command line holds `--type=renderer`. A job's worker is a thread named
// "DedicatedWorker" (/proc/<pid>/task/<tid>/comm) of the tab's renderer.
import { readdirSync, readFileSync } from 'node:fs'

/** "pid (comm) state ppid …" → the fields after comm (comm may hold spaces and brackets). */
export function statFields(path: string): { comm: string; fields: string[] } | null {
  try {
    const stat = readFileSync(path, 'utf8')
    const close = stat.lastIndexOf(')')
    return {
      comm: stat.slice(stat.indexOf('(') + 1, close),
      fields: stat
        .slice(close + 2)
        .trim()
        .split(' '),
    }
  } catch {
    return null
  } // the process or thread ended meanwhile
}

/** The pids of the Chromium renderers that descend from `root` (this Playwright worker), now. */
export function rendererPids(root = process.pid): number[] {
  const children = new Map<number, number[]>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    const stat = statFields(`/proc/${name}/stat`)
    if (!stat) continue
    const ppid = Number(stat.fields[1])
    children.set(ppid, [...(children.get(ppid) ?? []), Number(name)])
  }
  const out: number[] = []
  const stack = [...(children.get(root) ?? [])]
  while (stack.length > 0) {
    const pid = stack.pop()!
    stack.push(...(children.get(pid) ?? []))
    try {
      // Chromium's children rewrite their process title, so the arguments may be joined by
      // spaces rather than NULs.
      if (/(^|[\s\0])--type=renderer([\s\0]|$)/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8')))
        out.push(pid)
    } catch {
      /* gone */
    }
  }
  return out.sort((a, b) => a - b)
}

/** VmRSS of `pid` in bytes, or null when the process is gone. */
export function rssBytes(pid: number): number | null {
  try {
    const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m)
    return m ? Number(m[1]) * 1024 : null
  } catch {
    return null
  }
}

/** The worker threads of renderer `pid`: tid → CPU time so far, in clock ticks. */
export function workerThreads(pid: number): Map<number, number> {
  const out = new Map<number, number>()
  let tids: string[] = []
  try {
    tids = readdirSync(`/proc/${pid}/task`)
  } catch {
    return out
  }
  for (const tid of tids) {
    const stat = statFields(`/proc/${pid}/task/${tid}/stat`)
    // utime and stime are fields 14 and 15 of stat; fields[] starts at field 3.
    if (stat?.comm.startsWith('DedicatedWorker'))
      out.set(Number(tid), Number(stat.fields[11]) + Number(stat.fields[12]))
  }
  return out
}

/** Every renderer's worker threads: "pid/tid" → CPU ticks. */
export function allWorkerThreads(pids: Iterable<number>): Map<string, number> {
  const out = new Map<string, number>()
  for (const pid of pids) for (const [tid, ticks] of workerThreads(pid)) out.set(`${pid}/${tid}`, ticks)
  return out
}
