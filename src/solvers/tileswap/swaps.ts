/**
 * Tile swap — from an optimal matching to an explicit sequence of exactly `cost` adjacent swaps.
 *
 * Vocabulary:
 *   plan        for every one on the board, the goal cell it is heading for (targetAt[cell]), and
 *               for every goal cell, the cell of the one heading for it (ownerOf[goal]).
 *   hole        a goal cell that is empty right now. While the board is not the goal, there is one
 *               (the ones that are off their goal cells leave exactly as many goal cells empty).
 *   step toward a neighbour of cell c one unit closer (in Manhattan distance) to the target.
 *   relabel     when the next cell holds a one q, the two ones trade targets: q takes over the
 *               journey and the one behind it takes q's old target. No tile moves.
 *   SwapList    the swaps as a flat Int32Array [a0, b0, a1, b1, …] of cell indices, in order.
 *
 * Why exactly `cost` swaps: each loop below relabels zero or more times and then makes one swap
 * of a one with an adjacent zero, which brings that one a unit closer to its target. A relabel
 * never raises the plan's total distance (the triangle inequality, since the two ones are
 * adjacent) and cannot lower it (the plan stays an optimal matching), so every swap lowers the
 * total by exactly 1. The article proves this in full; the tests replay thousands of sequences.
 */
import { onesOf, type Grid, type Swap } from './grid.ts'

export type SwapList = Int32Array
export type SwapPlan = { swaps: SwapList; relabels: Int32Array } // relabels[s]: relabels just before swap s

// #region relabel
/**
 * Plays an optimal matching out: `pairs` lists [startCell, goalCell] for every one. Returns the
 * swaps, and how many relabels came just before each. Throws if a hole has no owner, which
 * happens only when `pairs` is not a perfect matching of the two grids' ones.
 */
export function swapsFromMatching(start: Grid, pairs: Int32Array): SwapPlan {
  const { rows, cols } = start
  const n = rows * cols
  const full = start.cells.slice() // full[c] = 1 when cell c holds a one now
  const targetAt = new Int32Array(n).fill(-1)
  const ownerOf = new Int32Array(n).fill(-1)
  for (let k = 0; k < pairs.length; k += 2) {
    targetAt[pairs[k]] = pairs[k + 1]
    ownerOf[pairs[k + 1]] = pairs[k]
  }
  const holes: number[] = []
  for (let t = 0; t < n; t++) if (ownerOf[t] >= 0 && !full[t]) holes.push(t)
  const swaps: number[] = []
  const relabels: number[] = []
  while (holes.length > 0) {
    const t = holes[holes.length - 1]
    if (full[t]) {
      holes.pop()
      continue
    }
    let c = ownerOf[t]
    if (c < 0) throw new Error(`Goal cell ${t} has no one heading for it: not a perfect matching.`)
    let trades = 0
    for (;;) {
      const next = stepToward(c, t, cols, full)
      if (!full[next]) {
        // A one next to an empty cell: swap them. The one is now a unit closer to t.
        swaps.push(c, next)
        relabels.push(trades)
        full[c] = 0
        full[next] = 1
        targetAt[next] = t
        targetAt[c] = -1
        ownerOf[t] = next
        if (ownerOf[c] >= 0) holes.push(c) // c was someone's goal cell: it must be refilled
        break
      }
      // Relabel: the one at `next` continues toward t; the one at c takes over its old target.
      const theirs = targetAt[next]
      targetAt[next] = t
      ownerOf[t] = next
      targetAt[c] = theirs
      ownerOf[theirs] = c
      c = next
      trades++
    }
  }
  return { swaps: Int32Array.from(swaps), relabels: Int32Array.from(relabels) }
}

/** The neighbour of c one unit closer to t: an empty one if there is one, else the vertical one. */
function stepToward(c: number, t: number, cols: number, full: Uint8Array): number {
  const dr = Math.sign(Math.floor(t / cols) - Math.floor(c / cols))
  const dc = Math.sign((t % cols) - (c % cols))
  const vertical = dr !== 0 ? c + dr * cols : -1
  const horizontal = dc !== 0 ? c + dc : -1
  if (vertical >= 0 && !full[vertical]) return vertical
  if (horizontal >= 0 && !full[horizontal]) return horizontal
  return vertical >= 0 ? vertical : horizontal
}
// #endregion relabel

/** The [startCell, goalCell] pairs of a matching between the ones of two grids. */
export function pairsOf(starts: Int32Array, goals: Int32Array, match: Int32Array): Int32Array {
  const pairs = new Int32Array(2 * starts.length)
  for (let i = 0; i < starts.length; i++) {
    pairs[2 * i] = starts[i]
    pairs[2 * i + 1] = goals[match[i]]
  }
  return pairs
}

/** The identity pairs for ones that sit on a goal cell already (used by the flow method). */
export function commonPairs(start: Grid, goal: Grid): Int32Array {
  const both = onesOf(start.cells.map((x, i) => x & goal.cells[i]))
  const pairs = new Int32Array(2 * both.length)
  both.forEach((c, k) => {
    pairs[2 * k] = c
    pairs[2 * k + 1] = c
  })
  return pairs
}

/** [[a, b], …] for JSON and replay. */
export function toSwapArray(list: SwapList): Swap[] {
  const out: Swap[] = []
  for (let k = 0; k < list.length; k += 2) out.push([list[k], list[k + 1]])
  return out
}

/** Σ Manhattan distance over the pairs: the plan's total distance. */
export function pairsCost(pairs: Int32Array, cols: number): number {
  let total = 0
  for (let k = 0; k < pairs.length; k += 2) {
    const a = pairs[k]
    const b = pairs[k + 1]
    total += Math.abs(Math.floor(a / cols) - Math.floor(b / cols)) + Math.abs((a % cols) - (b % cols))
  }
  return total
}
