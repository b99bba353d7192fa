/**
 * The page's copy of the last pattern databases a worker built or downloaded (for a board bigger
 * than 3×3). Every worker job for that goal carries them, so Cancel (which ends a worker) or a
 * second widget never builds or downloads the same tables again. One goal's tables only: memory
 * stays bounded. A 4×4 goal with the blank in a corner is solved in Korf's frame
 * (src/solvers/sliding/frame.ts), so Korf's tables serve all four corner goals.
 */
import { boardOf, type BoardData } from '../../src/solvers/sliding/model.ts'
import { KORF_GOAL, korfFrame } from '../../src/solvers/sliding/frame.ts'
import type { PdbData } from '../../src/solvers/sliding/jobs.ts'

let known: PdbData | null = null

/** The tables for `goal` (in Korf's frame for a 4×4 corner goal), if the page has them. */
export function tablesFor(goal: BoardData): PdbData | null {
  const target = korfFrame(boardOf(goal)) ? { width: 4, height: 4, tiles: Array.from(KORF_GOAL.tiles) } : goal
  if (!known || known.width !== target.width || known.height !== target.height) return null
  return known.goal.every((t, k) => t === target.tiles[k]) ? known : null
}

/** Keeps tables a job sent back (null or undefined: nothing new). */
export function keepTables(pdb: PdbData | null | undefined): void {
  if (pdb) known = pdb
}
