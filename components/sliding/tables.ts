/**
 * The page's copy of the last pattern databases a worker built (for a board bigger than 3×3).
 * Every worker job for that goal carries them, so Cancel (which ends a worker) or a second widget
 * never builds the same tables again. One goal's tables only: memory stays bounded.
 */
import type { BoardData } from '../../src/solvers/sliding/model.ts'
import type { PdbData } from '../../src/solvers/sliding/jobs.ts'

let known: PdbData | null = null

/** The tables for `goal`, if the page has them. */
export function tablesFor(goal: BoardData): PdbData | null {
  if (!known || known.width !== goal.width || known.height !== goal.height) return null
  return known.goal.every((t, k) => t === goal.tiles[k]) ? known : null
}

/** Keeps tables a job sent back (null or undefined: nothing new). */
export function keepTables(pdb: PdbData | null | undefined): void {
  if (pdb) known = pdb
}
