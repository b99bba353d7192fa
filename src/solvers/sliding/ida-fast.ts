/**
 * IDA* with additive pattern databases, written for speed: the same search as idastar.ts with
 * the pdb heuristic (a test checks they expand the same nodes), but with every table in a typed
 * array, the pattern index updated only for the moved tile's group, and no per-node calls
 * through a heuristic switch. This is what the CLI, the bench and the 15-puzzle widget run.
 *
 * Vocabulary as in idastar.ts: g, h, bound, expanded; slot = a tile's place within its group.
 */
import { neighbourTable, type Board, type Move } from './model.ts'
import { pdbFits, pdbLookup, type PatternDb } from './pdb.ts'
import { isReachable } from './parity.ts'
import { type SearchOptions } from './bfs.ts'
import { throwIfAborted } from '../contract.ts'
import type { IdaResult } from './idastar.ts'

const CHECK_EVERY = 1 << 18
const POP16 = Uint8Array.from({ length: 1 << 16 }, (_, m) => {
  let c = 0
  for (let b = m; b; b &= b - 1) c++
  return c
})

/** An optimal solution, or null when parity says the goal cannot be reached. */
export function idaStarPdb(start: Board, goal: Board, pdb: PatternDb, options: SearchOptions = {}): IdaResult | null {
  if (!isReachable(start, goal)) return null
  if (!pdbFits(pdb, goal)) throw new Error('The pattern database does not fit this goal.')
  const n = start.tiles.length
  const lookup = pdbLookup(pdb)
  const groups = pdb.groups.length
  const maxK = Math.max(...lookup.sizes)
  // Flattened per-group data: cells[g·maxK + slot], mult[g·maxK + slot].
  const cells = new Int32Array(groups * maxK)
  const mult = new Int32Array(groups * maxK)
  const size = Int32Array.from(lookup.sizes)
  lookup.mult.forEach((m, g) => mult.set(m, g * maxK))
  const tables = pdb.tables
  const groupOf = Int32Array.from(lookup.groupOf)
  const slotOf = Int32Array.from(lookup.slotOf)
  const nearFlat = new Int32Array(n * 5) // count, then up to 4 cells
  neighbourTable(start.width, start.height).forEach((cs, c) => {
    nearFlat[c * 5] = cs.length
    cs.forEach((x, k) => { nearFlat[c * 5 + 1 + k] = x })
  })
  const tiles = Int32Array.from(start.tiles)
  const path = new Int32Array(256)
  tiles.forEach((t, c) => { if (t !== 0) cells[groupOf[t] * maxK + slotOf[t]] = c })

  function groupIndex(g: number): number {
    const base = g * maxK
    let index = 0
    let used = 0
    for (let i = 0; i < size[g]; i++) {
      const c = cells[base + i]
      index += (c - POP16[used & ((1 << c) - 1)]) * mult[base + i]
      used |= 1 << c
    }
    return index
  }

  const groupH = new Int32Array(groups)
  let h0 = 0
  for (let g = 0; g < groups; g++) { groupH[g] = tables[g][groupIndex(g)]; h0 += groupH[g] }

  let expanded = 0
  let nextBound = Infinity
  let bound = 0

  function search(blank: number, g: number, h: number, cameFrom: number): boolean {
    const f = g + h
    if (f > bound) { if (f < nextBound) nextBound = f; return false }
    if (h === 0) return true
    if ((++expanded & (CHECK_EVERY - 1)) === 0) checkIn()
    const base = blank * 5
    const count = nearFlat[base]
    for (let m = 1; m <= count; m++) {
      const from = nearFlat[base + m]
      if (from === cameFrom) continue
      const tile = tiles[from]
      const grp = groupOf[tile]
      const slot = grp * maxK + slotOf[tile]
      tiles[blank] = tile; tiles[from] = 0; cells[slot] = blank
      const old = groupH[grp]
      const now = tables[grp][groupIndex(grp)]
      groupH[grp] = now
      path[g] = tile
      if (search(from, g + 1, h - old + now, blank)) return true
      groupH[grp] = old
      tiles[from] = tile; tiles[blank] = 0; cells[slot] = from
    }
    return false
  }

  /** Progress reports the bound of the current iteration: every shorter length is ruled out. */
  function checkIn(): void {
    throwIfAborted(options.signal)
    options.onProgress?.({ explored: expanded, depth: bound })
  }

  const iterations: IdaResult['iterations'] = []
  const blank = Array.prototype.indexOf.call(tiles, 0) as number
  for (bound = h0; ; bound = nextBound) {
    nextBound = Infinity
    const before = expanded
    const found = search(blank, 0, h0, -1)
    iterations.push({ bound, expanded: expanded - before })
    if (found) return { moves: Array.from(path.subarray(0, bound)) as Move[], expanded, iterations }
    options.onProgress?.({ explored: expanded, depth: nextBound }) // the next iteration's bound
  }
}
