/**
 * Writes korf-663.pdb.gz: the 6-6-3 pattern databases for Korf's goal (Korf and Felner's
 * partition), in the layout of src/solvers/sliding/pdb-file.ts, gzip level 9. The 15-puzzle
 * widgets download it instead of building the tables in the reader's browser:
 *   node src/data/sliding/korf-tables.ts
 * It also writes korf-663.meta.json (sizes, the SHA-256 of the unpacked file, the build time),
 * which Fifteen.astro quotes; tests/unit/sliding-tables.test.ts checks the file against it, and the
 * bench row sliding/pdb-6-6-3-build checks that a fresh build gives the same bytes.
 */
import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { gzipSync } from 'node:zlib'
import { KORF_GOAL, buildPatternDb } from '../../solvers/sliding/index.ts'
import { encodePdb } from '../../solvers/sliding/pdb-file.ts'

const load = loadavg()[0]
const start = performance.now()
const cpu0 = process.cpuUsage()
const db = buildPatternDb(KORF_GOAL)
const built = performance.now() - start
const cpu = process.cpuUsage(cpu0)
const raw = encodePdb(db)
const gz = gzipSync(raw, { level: 9 })
writeFileSync(new URL('./korf-663.pdb.gz', import.meta.url), gz)
const meta = {
  note: 'Written by src/data/sliding/korf-tables.ts with korf-663.pdb.gz; do not edit.',
  bytes: raw.length, gzBytes: gz.length, sha256: createHash('sha256').update(raw).digest('hex'),
  buildSeconds: Math.round(built / 100) / 10, buildCpuSeconds: Math.round((cpu.user + cpu.system) / 1e5) / 10, loadAverage: Math.round(load * 10) / 10,
}
writeFileSync(new URL('./korf-663.meta.json', import.meta.url), JSON.stringify(meta, null, 1) + '\n')
console.log(`built in ${(built / 1000).toFixed(1)} s; ${raw.length} bytes, ${gz.length} gzipped`)
