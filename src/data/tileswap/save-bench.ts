/**
 * Saves a run of the tile swap benches for the article, with the machine it ran on:
 *
 *   npm run --silent bench -- --json tileswap/12x12-source tileswap/12x12-source-hungarian … \
 *     | node src/data/tileswap/save-bench.ts
 *
 * reads the bench's JSON rows (bench/run.ts --json) from stdin and writes bench.json beside this
 * file: { date, machine: { cpu, cores, memoryGB, node, os, loadBefore, loadAfter }, rows }. The
 * load averages are read when this script starts (as the bench starts, both ends of the pipe
 * start together) and when the rows arrive, so a reader can see how busy the machine was.
 * The article (content/tile-swap.mdx) imports bench.json; it never types a timing.
 */
import { cpus, loadavg, platform, release, totalmem } from 'node:os'
import { writeFileSync } from 'node:fs'

type Row = { name: string; medianMs: number; minMs: number; runs: number }

const loadBefore = loadavg().map((x) => Math.round(x * 100) / 100)
let input = ''
for await (const chunk of process.stdin) input += chunk
const rows = JSON.parse(input) as Row[]
if (!Array.isArray(rows) || rows.length === 0 || rows.some((r) => !r.name.startsWith('tileswap/'))) {
  throw new Error('Expected the JSON rows of the tileswap benches (npm run bench -- --json tileswap/…).')
}
const cpu = cpus()
const saved = {
  date: new Date().toISOString().slice(0, 10),
  command: `npm run bench -- --json ${rows.map((r) => r.name).join(' ')}`,
  machine: {
    cpu: cpu[0]?.model.trim() ?? 'unknown',
    cores: cpu.length,
    memoryGB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    os: `${platform()} ${release()}`,
    loadBefore,
    loadAfter: loadavg().map((x) => Math.round(x * 100) / 100),
  },
  rows: rows.map(({ name, medianMs, minMs, runs }) => ({ name, medianMs, minMs, runs })),
}
const out = new URL('./bench.json', import.meta.url)
writeFileSync(out, `${JSON.stringify(saved, null, 2)}\n`)
console.log(`Saved ${rows.length} rows to ${out.pathname}`)
