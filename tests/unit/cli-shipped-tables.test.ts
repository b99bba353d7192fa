// The CLI reads Korf's tables from the file the site ships (src/cli/shipped-tables.ts), and only
// when it is that very file: anything else is refused and the tables are built as before.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { shippedKorfTables } from '../../src/cli/shipped-tables.ts'
import { KORF_GOAL } from '../../src/solvers/sliding/frame.ts'
import { idaStarPdb } from '../../src/solvers/sliding/ida-fast.ts'
import { parseBoard } from '../../src/solvers/sliding/notation.ts'
import { defaultGroups, pdbFits } from '../../src/solvers/sliding/pdb.ts'
import { scratch } from './helpers.ts'

const SHIPPED = new URL('../../src/data/sliding/korf-663.pdb.gz', import.meta.url)

describe("Korf's tables in the CLI", () => {
  it('reads the shipped file: the 6-6-3 tables of Korf’s goal, which solve an instance optimally', () => {
    const db = shippedKorfTables()!
    expect(db).not.toBeNull()
    expect(pdbFits(db, KORF_GOAL)).toBe(true)
    expect(db.groups).toEqual(defaultGroups(KORF_GOAL))
    // Korf's instance 1 (src/data/sliding/korf100-instances.txt) is 57 moves from the goal.
    const start = parseBoard('14 13 15 7/11 12 9 5/6 0 2 1/4 8 10 3')
    expect(idaStarPdb(start, KORF_GOAL, db)!.moves).toHaveLength(57)
  })

  it('refuses a file that is not the one shipped (one byte changed), a file that is not gzip, and a missing file', () => {
    const { dir } = scratch('pn-shipped-')
    const bytes = gunzipSync(readFileSync(SHIPPED))
    bytes[bytes.length - 1] ^= 1
    writeFileSync(join(dir, 'changed.gz'), gzipSync(bytes))
    writeFileSync(join(dir, 'plain'), bytes)
    expect(shippedKorfTables(join(dir, 'changed.gz'))).toBeNull()
    expect(shippedKorfTables(join(dir, 'plain'))).toBeNull()
    expect(shippedKorfTables(join(dir, 'missing.gz'))).toBeNull()
  })
})
