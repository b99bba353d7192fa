/**
 * Pure helpers of the search lab's widgets (not sentences): the ranking by nodes, the log-scale
 * bars, random positions (the trace view's layout is trace-view.ts).
 */
import type { AlgorithmName } from '../../src/solvers/search/algorithms.ts'
import type { RaceRow } from '../../src/solvers/search/race.ts'
import { isReachable } from '../../src/solvers/sliding/parity.ts'
import { sameTiles, type Board } from '../../src/solvers/sliding/model.ts'

/** The algorithms from fewest to most nodes expanded (ties keep the table's order). */
export function rankByNodes(rows: readonly RaceRow[]): AlgorithmName[] {
  return rows
    .map((r, k) => ({ r, k }))
    .sort((a, b) => a.r.expanded - b.r.expanded || a.k - b.k)
    .map((x) => x.r.algorithm)
}

/** A bar's length from 0 to 1 on a log scale, so 10 and 1,000,000 nodes both show. */
export function logFraction(value: number, max: number): number {
  if (max <= 0) return 0
  return Math.log10(1 + value) / Math.log10(1 + max)
}

/** Powers of ten up to `max`, for the chart's ticks. */
export function decades(max: number): number[] {
  const out: number[] = [1]
  while (out[out.length - 1] * 10 <= max) out.push(out[out.length - 1] * 10)
  return out
}

/** A random board of the same shape that can reach `goal`, not the goal itself. */
export function randomBoard(goal: Board, random: () => number = Math.random): Board {
  for (;;) {
    const tiles = goal.tiles.slice()
    for (let i = tiles.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1))
      const t = tiles[i]
      tiles[i] = tiles[j]
      tiles[j] = t
    }
    const board = { width: goal.width, height: goal.height, tiles }
    if (!isReachable(board, goal)) {
      const [a, b] = [0, 1, 2].filter((c) => tiles[c] !== 0) // swapping two tiles flips the parity
      const t = tiles[a]
      tiles[a] = tiles[b]
      tiles[b] = t
    }
    if (!sameTiles(tiles, goal.tiles)) return board
  }
}
