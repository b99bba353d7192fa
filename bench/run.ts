/**
 * `npm run bench [-- --json] [name…]` — run registered benches; a table, or only a JSON array.
 * Every bench/<puzzle>.bench.ts registers its benches when imported; they are found by name, so
 * adding a puzzle touches no shared file. Unknown name → exit 2. A row and its baseline are measured
 * together, one run of each in turn (lib.ts, measureTogether).
 */
import { readdirSync } from 'node:fs'
import {
  REGISTRY,
  baselineGroups,
  formatTable,
  measureTogether,
  sinkValue,
  withSpeedups,
  type Result,
} from './lib.ts'

for (const file of readdirSync(new URL('.', import.meta.url))
  .filter((f) => f.endsWith('.bench.ts'))
  .sort()) {
  await import(new URL(file, import.meta.url).href)
}

const args = process.argv.slice(2)
const json = args.includes('--json')
const names = args.filter((a) => a !== '--json')
const unknown = names.filter((name) => !REGISTRY.some((b) => b.name === name))

if (unknown.length > 0) {
  console.error(
    `Unknown bench ${unknown.map((n) => `"${n}"`).join(', ')}. Benches: ${REGISTRY.map((b) => b.name).join(', ')}.`,
  )
  process.exitCode = 2
} else {
  const chosen = names.length === 0 ? REGISTRY : REGISTRY.filter((b) => names.includes(b.name))
  // A row and its baseline (when both are chosen) are measured in turn, run by run.
  const measured = new Map<string, Result>()
  for (const group of baselineGroups(chosen)) {
    for (const r of measureTogether(group)) measured.set(r.name, r)
    if (!json) process.stderr.write(`  done ${group.map((b) => b.name).join(', ')}\n`)
  }
  const results = withSpeedups(
    chosen,
    chosen.map((b) => measured.get(b.name)!),
  )
  if (json) console.log(JSON.stringify(results, null, 2))
  else console.log(`${formatTable(results)}\n\nnode ${process.version}, sink ${sinkValue()}`)
}
