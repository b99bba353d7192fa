/**
 * Measures the rates the browser's estimate uses (src/solvers/peg/estimate.ts) and writes
 * src/data/peg/rates.json:  node src/data/peg/measure-rates.ts
 *
 * For every class of single vacancies of T4 to T6, in this process: the boards each search
 * examines (the count's solvability search and forward pass; shortest's two frontiers), its
 * processor time, and its peak bytes of typed arrays (process.memoryUsage().arrayBuffers, sampled
 * at every heartbeat, minus what was held before). T7's boards, times and peak memory come from
 * tables.json (each start in its own process, see make-tables.ts). The rates are the worst case
 * over the T6 starts (the largest measured in this process; on smaller boards the tables' minimum
 * sizes dominate): milliseconds and bytes per board examined, beyond the fixed memo tables (one
 * byte per possible board, 2^holes, for each memo). Run it on an idle machine: the times are
 * processor times, but a loaded machine still slows them.
 */
import { writeFileSync, readFileSync } from 'node:fs'
import { cpuUsage, memoryUsage } from 'node:process'
import { certificate, countAll, holeCount, pegCount, shortestMeet, singleVacancy, vacancyClasses } from '../../solvers/peg/index.ts'

const OUT = new URL('./rates.json', import.meta.url)
const tables = JSON.parse(readFileSync(new URL('./tables.json', import.meta.url), 'utf8'))

type Sample = { side: number; vacancy: number; boards: number; cpuMs: number; bytes: number }

function measure(run: (onProgress: () => void) => number): { boards: number; cpuMs: number; bytes: number } {
  globalThis.gc?.()
  const base = memoryUsage().arrayBuffers
  let peak = base
  const sample = (): void => { peak = Math.max(peak, memoryUsage().arrayBuffers) }
  const c0 = cpuUsage()
  const boards = run(sample)
  sample()
  const c = cpuUsage(c0)
  return { boards, cpuMs: (c.user + c.system) / 1000, bytes: peak - base }
}

const samples: Record<'count' | 'shortest', Sample[]> = { count: [], shortest: [] }
for (let side = 4; side <= 6; side++) {
  for (const [vacancy] of vacancyClasses(side)) {
    const start = singleVacancy(side, vacancy)
    if (!certificate(side, start).possible) continue
    const c = measure((onProgress) => countAll(side, start, -1, { onProgress }).boards)
    samples.count.push({ side, vacancy, ...c })
    const s = measure((onProgress) => shortestMeet(side, start, -1, { onProgress }).boards)
    samples.shortest.push({ side, vacancy, ...s })
    console.error(`T${side} v${vacancy}: count ${c.boards} boards ${c.cpuMs.toFixed(0)} ms ${c.bytes} B; shortest ${s.boards} boards ${s.cpuMs.toFixed(0)} ms ${s.bytes} B`)
  }
}

/** Bytes per board beyond the fixed memos, per peg of the start for the count (its pool holds one number per peg). */
const fixed = (kind: 'count' | 'shortest', side: number): number => (kind === 'count' ? 1 : 2) * 2 ** holeCount(side)
const worst = (xs: number[]): number => Math.max(...xs)
const t6 = (kind: 'count' | 'shortest'): Sample[] => samples[kind].filter((s) => s.side === 6)
const rates = {
  count: {
    msPerBoard: worst(t6('count').map((s) => s.cpuMs / s.boards)),
    bytesPerBoardPerPeg: worst(t6('count').map((s) => (s.bytes - fixed('count', s.side)) / s.boards / (holeCount(s.side) - 1))),
  },
  shortest: {
    msPerBoard: worst(t6('shortest').map((s) => s.cpuMs / s.boards)),
    bytesPerBoard: worst(t6('shortest').map((s) => (s.bytes - fixed('shortest', s.side)) / s.boards)),
  },
}

/** The most boards any single vacancy of each side examines: measured for T4–T6, T7 from tables.json. */
const boardsBySide = (kind: 'count' | 'shortest'): Record<string, number> => {
  const out: Record<string, number> = {}
  for (let side = 4; side <= 6; side++) out[side] = worst(samples[kind].filter((s) => s.side === side).map((s) => s.boards))
  const t7 = tables.tables.find((t: { side: number }) => t.side === 7)
  const runs = t7.rows.filter((r: { ruledOut?: boolean }) => !r.ruledOut).map((r: Record<string, any>) => (kind === 'count' ? r.countRun : r.shortestRun))
  out[7] = worst(runs.map((r: { boards: number }) => r.boards))
  return out
}

const result = {
  generated: new Date().toISOString().slice(0, 10),
  node: process.version,
  note: 'Written by src/data/peg/measure-rates.ts; read by src/solvers/peg/estimate.ts. Boards per side: the most any single vacancy examines (T7 from tables.json, counted by the modular count, which examines every reachable board).',
  rates,
  boards: { count: boardsBySide('count'), shortest: boardsBySide('shortest') },
  t7: {
    countCpuMs: worst(tables.tables.find((t: { side: number }) => t.side === 7).rows.filter((r: any) => !r.ruledOut).map((r: any) => r.countRun.cpuMs)),
    shortestCpuMs: worst(tables.tables.find((t: { side: number }) => t.side === 7).rows.filter((r: any) => !r.ruledOut).map((r: any) => r.shortestRun.cpuMs)),
    shortestPeakMB: worst(tables.tables.find((t: { side: number }) => t.side === 7).rows.filter((r: any) => !r.ruledOut).map((r: any) => r.shortestRun.peakMB)),
  },
  samples,
}
void pegCount
writeFileSync(OUT, JSON.stringify(result, null, 1) + '\n')
console.error(JSON.stringify(result.rates), JSON.stringify(result.boards))
