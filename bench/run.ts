/**
 * `npm run bench [-- --json] [name…]` — run registered benches; a table, or only a JSON array.
 * Every bench/<puzzle>.bench.ts registers its benches when imported; they are found by name, so
 * adding a puzzle touches no shared file. Unknown name → exit 2.
 */
import { readdirSync } from 'node:fs'
import { REGISTRY, formatTable, measure, sinkValue, withSpeedups, type Result } from './lib.ts'

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
  const measured: Result[] = []
  for (const bench of chosen) {
    measured.push(measure(bench))
    if (!json) process.stderr.write(`  done ${bench.name}\n`)
  }
  const results = withSpeedups(chosen, measured)
  if (json) console.log(JSON.stringify(results, null, 2))
  else console.log(`${formatTable(results)}\n\nnode ${process.version}, sink ${sinkValue()}`)
}
