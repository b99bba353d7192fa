/**
 * A tiny benchmark harness: seeded inputs, warm-up, repeated timed runs, median and min.
 *
 * Vocabulary:
 *   Bench    a named job: `setup` builds inputs once (untimed); `run` does the timed work and
 *            returns a number that goes into the sink so the engine cannot drop the work.
 *   ops      how many operations one run performs (solves, say), for the per-op column.
 *   Result   { name, medianMs, minMs, runs, ops?, nsPerOp?, speedup? } — the JSON row.
 *   baseline the name of another row doing the same work (e.g. on one core): the row's speed-up
 *            is that row's median over its own (run.ts fills it in once both are measured).
 */
import { performance } from 'node:perf_hooks'

export type Bench = {
  name: string
  ops?: number
  runs?: number // timed runs, default 15
  warmup?: number // untimed runs first, default 10
  setup?: () => void
  run: () => number
  /** A reason not to run (e.g. no C compiler for a baseline): the row is reported as skipped. */
  skip?: () => string | undefined
  /** The row this one is compared with: its median ÷ this median is the speed-up column. */
  baseline?: string
}

export type Result = {
  name: string
  medianMs: number
  minMs: number
  runs: number
  ops?: number
  nsPerOp?: number
  skipped?: string
  speedup?: number
}

export const REGISTRY: Bench[] = []

export function register(...benches: Bench[]): void {
  REGISTRY.push(...benches)
}

/** The project's seeded PRNG (src/solvers/random.ts), re-exported for the bench files. */
export { mulberry32 } from '../src/solvers/random.ts'

let sink = 0

/** The sink's value, printed at the end so nothing measured is dead code. */
export function sinkValue(): number {
  return sink
}

function median(sorted: readonly number[]): number {
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * Measures rows in turn, one run of each in a round, so that a drift of the machine's load
 * (other work starting, the CPU's clock) falls on every row alike: a row and its baseline are
 * measured this way, and their ratio is fairer than from two blocks of runs minutes apart.
 * Warm-ups go round first, then the timed runs, until every row has had its own count.
 */
export function measureTogether(benches: readonly Bench[]): Result[] {
  const skipped = benches.map((b) => b.skip?.())
  const live = benches.filter((_, i) => !skipped[i])
  for (const b of live) b.setup?.()
  const rounds = (count: (b: Bench) => number, each: (b: Bench, k: number) => void): void => {
    const most = Math.max(0, ...live.map(count))
    for (let k = 0; k < most; k++) for (const b of live) if (k < count(b)) each(b, k)
  }
  rounds(
    (b) => b.warmup ?? 10,
    (b) => {
      sink ^= b.run()
    },
  )
  const times = new Map<Bench, number[]>(live.map((b) => [b, []]))
  rounds(
    (b) => b.runs ?? 15,
    (b) => {
      const start = performance.now()
      sink ^= b.run()
      times.get(b)!.push(performance.now() - start)
    },
  )
  return benches.map((b, i) => {
    if (skipped[i]) return { name: b.name, medianMs: NaN, minMs: NaN, runs: 0, skipped: skipped[i] }
    const t = times.get(b)!.sort((x, y) => x - y)
    const result: Result = { name: b.name, medianMs: median(t), minMs: t[0], runs: t.length }
    if (b.ops) Object.assign(result, { ops: b.ops, nsPerOp: (result.medianMs * 1e6) / b.ops })
    return result
  })
}

/** The chosen rows in groups to measure together: each row with its baseline and the baseline's other rows. */
export function baselineGroups(chosen: readonly Bench[]): Bench[][] {
  const root = (b: Bench): string => {
    let name = b.name
    for (const seen = new Set<string>(); !seen.has(name); ) {
      seen.add(name)
      const base = chosen.find((c) => c.name === name)?.baseline
      if (!base || !chosen.some((c) => c.name === base)) break
      name = base
    }
    return name
  }
  const groups = new Map<string, Bench[]>()
  for (const b of chosen) {
    const key = root(b)
    groups.set(key, [...(groups.get(key) ?? []), b])
  }
  return [...groups.values()]
}

/** Each row's speed-up over its baseline row, when both were measured in this run. */
export function withSpeedups(benches: readonly Bench[], results: readonly Result[]): Result[] {
  const byName = new Map(results.map((r) => [r.name, r]))
  return results.map((r) => {
    const base = byName.get(benches.find((b) => b.name === r.name)?.baseline ?? '')
    return base && !base.skipped && !r.skipped ? { ...r, speedup: base.medianMs / r.medianMs } : r
  })
}

export function formatTable(results: readonly Result[]): string {
  const speedups = results.some((r) => r.speedup !== undefined)
  const header = [
    'name',
    'median ms',
    'min ms',
    'runs',
    'ops/run',
    'ns/op',
    ...(speedups ? ['speed-up'] : []),
  ]
  const rows = results.map((r) => {
    const row = r.skipped
      ? [r.name, r.skipped, '', '0', '', '']
      : [
          r.name,
          r.medianMs.toFixed(3),
          r.minMs.toFixed(3),
          String(r.runs),
          r.ops ? String(r.ops) : '',
          r.nsPerOp ? r.nsPerOp.toFixed(1) : '',
        ]
    return speedups ? [...row, r.speedup === undefined ? '' : `${r.speedup.toFixed(2)}×`] : row
  })
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c].length)))
  const line = (cells: string[]): string =>
    cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ')
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}
