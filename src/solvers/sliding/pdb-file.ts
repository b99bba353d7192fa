/**
 * Pattern databases as one file: what the site ships for Korf's goal (src/data/sliding/
 * korf-663.pdb.gz, written by src/data/sliding/korf-tables.ts) and the worker downloads instead
 * of building the tables.
 *
 * Layout: one line of JSON (the header: format version, board, goal, groups, table sizes), a
 * newline, then the tables' bytes one after the other. The site's copy is gzip-compressed; the
 * browser's DecompressionStream('gzip') unpacks it.
 */
import type { PatternDb } from './pdb.ts'

export const PDB_FILE_VERSION = 1

type Header = {
  version: number
  width: number
  height: number
  goal: number[]
  groups: number[][]
  sizes: number[]
}

/** The file's bytes for `db`. */
export function encodePdb(db: PatternDb): Uint8Array {
  const header: Header = {
    version: PDB_FILE_VERSION,
    width: db.width,
    height: db.height,
    goal: Array.from(db.goal),
    groups: db.groups,
    sizes: db.tables.map((t) => t.length),
  }
  const head = new TextEncoder().encode(JSON.stringify(header) + '\n')
  const out = new Uint8Array(head.length + db.bytes)
  out.set(head, 0)
  let at = head.length
  for (const t of db.tables) {
    out.set(t, at)
    at += t.length
  }
  return out
}

/** The tables in `bytes`; throws when the file is not this version's or is cut short. */
export function decodePdb(bytes: Uint8Array): PatternDb {
  const newline = bytes.indexOf(10)
  if (newline < 0 || newline > 4096) throw new Error('Not a pattern-database file.')
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(0, newline))) as Header
  if (header.version !== PDB_FILE_VERSION)
    throw new Error(`Pattern-database file version ${header.version}, expected ${PDB_FILE_VERSION}.`)
  const total = header.sizes.reduce((a, b) => a + b, 0)
  if (bytes.length !== newline + 1 + total)
    throw new Error(`The pattern-database file has ${bytes.length} bytes, expected ${newline + 1 + total}.`)
  let at = newline + 1
  const tables = header.sizes.map((size) => {
    const t = bytes.slice(at, at + size)
    at += size
    return t
  })
  return {
    width: header.width,
    height: header.height,
    goal: Uint8Array.from(header.goal),
    groups: header.groups,
    tables,
    bytes: total,
  }
}
