// The page's copy of pattern databases (handed out only for the goal they were built for, or its
// Korf frame) and the tables the site ships.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keepTables, tablesFor } from '../../components/sliding/tables.ts'
import { downloadKorfTables, type PdbData } from '../../src/solvers/sliding/jobs.ts'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import {
  KORF_GOAL,
  buildPatternDb,
  defaultGroups,
  heuristicFunction,
  idaStarPdb,
  parseBoard,
  pdbFits,
  reflectBoard,
} from '../../src/solvers/sliding/index.ts'
import { decodePdb, encodePdb } from '../../src/solvers/sliding/pdb-file.ts'

const goal = { width: 4, height: 3, tiles: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0] }
const db: PdbData = {
  width: 4,
  height: 3,
  goal: Uint8Array.from(goal.tiles),
  groups: [[1, 2]],
  tables: [new Uint8Array(4)],
  bytes: 4,
}

describe('tablesFor / keepTables', () => {
  it('returns the kept tables for their goal only, and keeps them when nothing new comes back', () => {
    expect(tablesFor(goal)).toBeNull()
    keepTables(db)
    expect(tablesFor(goal)).toBe(db)
    expect(tablesFor({ ...goal, tiles: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] })).toBeNull()
    expect(tablesFor({ width: 3, height: 4, tiles: goal.tiles })).toBeNull()
    keepTables(null)
    keepTables(undefined)
    expect(tablesFor(goal)).toBe(db)
  })
})

describe("Korf's frame on the page", () => {
  it("hands Korf's tables to any 4×4 goal with the blank in a corner, and to no other", () => {
    const korf: PdbData = {
      width: 4,
      height: 4,
      goal: Uint8Array.from({ length: 16 }, (_, k) => k),
      groups: [[1]],
      tables: [new Uint8Array(16)],
      bytes: 16,
    }
    keepTables(korf)
    const blankLast = { width: 4, height: 4, tiles: Array.from({ length: 16 }, (_, k) => (k + 1) % 16) }
    expect(tablesFor(blankLast)).toBe(korf)
    expect(tablesFor({ width: 4, height: 4, tiles: Array.from({ length: 16 }, (_, k) => k) })).toBe(korf)
    expect(
      tablesFor({ width: 4, height: 4, tiles: [1, 0, ...Array.from({ length: 14 }, (_, k) => k + 2)] }),
    ).toBeNull()
  })
})

describe('the shipped tables (src/data/sliding/korf-663.pdb.gz)', () => {
  const file = readFileSync(new URL('../../src/data/sliding/korf-663.pdb.gz', import.meta.url))
  const meta = JSON.parse(
    readFileSync(new URL('../../src/data/sliding/korf-663.meta.json', import.meta.url), 'utf8'),
  )
  const raw = gunzipSync(file)
  const db = decodePdb(new Uint8Array(raw))

  it("match their record (size and SHA-256, written with them) and decode to tables for Korf's goal and partition", () => {
    expect(file.length).toBe(meta.gzBytes)
    expect(raw.length).toBe(meta.bytes)
    expect(createHash('sha256').update(raw).digest('hex')).toBe(meta.sha256)
    expect(pdbFits(db, KORF_GOAL)).toBe(true)
    expect(db.groups).toEqual(defaultGroups(KORF_GOAL))
    expect(db.tables.map((t) => t.length)).toEqual([5765760, 5765760, 3360])
  })

  it("are the 3-tile table the build makes, and give admissible bounds of the right parity on Korf's 100", () => {
    const three = buildPatternDb(KORF_GOAL, {}, [db.groups[2]])
    expect(db.tables[2]).toEqual(three.tables[0])
    const lengths = readFileSync(
      new URL('../../src/data/sliding/korf100-lengths.txt', import.meta.url),
      'utf8',
    )
      .trim()
      .split('\n')
      .map(Number)
    const boards = readFileSync(
      new URL('../../src/data/sliding/korf100-instances.txt', import.meta.url),
      'utf8',
    )
      .trim()
      .split('\n')
      .map((l) => parseBoard(l))
    const h = heuristicFunction(KORF_GOAL, 'pdb', db)
    boards.forEach((b, k) => {
      expect(h(b.tiles)).toBeLessThanOrEqual(lengths[k])
      expect(h(reflectBoard(b, KORF_GOAL)!.tiles)).toBeLessThanOrEqual(lengths[k])
    })
    const r = idaStarPdb(boards[8], KORF_GOAL, db)! // the easiest instance
    expect(r.moves).toHaveLength(lengths[8])
  })

  it('round-trip through the file layout, and a file of another version or length is refused', () => {
    expect(decodePdb(encodePdb(db)).tables[2]).toEqual(db.tables[2])
    const bytes = encodePdb(db)
    expect(() => decodePdb(bytes.subarray(0, bytes.length - 1))).toThrow(/expected/)
    const other = new TextEncoder().encode(
      new TextDecoder().decode(bytes.subarray(0, 20)).replace('"version":1', '"version":9'),
    )
    expect(() => decodePdb(Uint8Array.from([...other, ...bytes.subarray(20)]))).toThrow(/version 9/)
  })
})

describe('the shipped tables as the page downloads them (downloadKorfTables)', () => {
  const file = readFileSync(new URL('../../src/data/sliding/korf-663.pdb.gz', import.meta.url))
  const ctx = { signal: new AbortController().signal, onProgress: () => {} }
  /** A fetch that answers with `body` and `headers`, as a server would (no Cache API under Node). */
  const serve = (body: Uint8Array, headers: Record<string, string>) =>
    vi.stubGlobal(
      'fetch',
      async () => new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers }),
    )
  afterEach(() => vi.unstubAllGlobals())

  it('unpacks the file a server sends as it is (application/gzip)', async () => {
    serve(new Uint8Array(file), { 'content-type': 'application/gzip', 'content-length': String(file.length) })
    const got = await downloadKorfTables(ctx)
    expect(got && pdbFits(got.db, KORF_GOAL)).toBe(true)
  })

  it('takes the file already unpacked, when the server sent it gzip-encoded and the browser undid that (astro preview)', async () => {
    // fetch decodes a Content-Encoding itself: what the job reads is the unpacked file.
    serve(new Uint8Array(gunzipSync(file)), {
      'content-encoding': 'gzip',
      'content-length': String(file.length),
    })
    const got = await downloadKorfTables(ctx)
    expect(got && pdbFits(got.db, KORF_GOAL)).toBe(true)
  })

  it('refuses a file that is not the one shipped, packed or not (the job then builds the tables)', async () => {
    const raw = new Uint8Array(gunzipSync(file))
    raw[raw.length - 1] ^= 1
    serve(raw, {})
    expect(await downloadKorfTables(ctx)).toBeNull()
    serve(new Uint8Array(file.subarray(0, 1000)), {})
    expect(await downloadKorfTables(ctx)).toBeNull()
  })
})
