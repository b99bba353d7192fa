/**
 * Build-time numbers about the 3×3 state space, computed by the real solver when the site is
 * built: for each goal cell of the blank (tiles 1..8 in reading order around it), the largest
 * distance, how many positions are that far, the mean. The article's table and prose read them.
 */
import { completeBfs } from '../../solvers/sliding/bfs.ts'
import type { Board } from '../../solvers/sliding/model.ts'
import { formatBoard } from '../../solvers/sliding/notation.ts'

export type BlankPlace = { cell: number; where: string; goal: string; max: number; farthest: number; mean: number; counts: number[] }

const NAMES = ['top-left', 'top', 'top-right', 'left', 'centre', 'right', 'bottom-left', 'bottom', 'bottom-right']

export function goalWithBlankAt(cell: number): Board {
  const tiles = [1, 2, 3, 4, 5, 6, 7, 8]
  tiles.splice(cell, 0, 0)
  return { width: 3, height: 3, tiles: Uint8Array.from(tiles) }
}

let cache: BlankPlace[] | null = null

export function blankPlaces(): BlankPlace[] {
  cache ??= NAMES.map((where, cell) => {
    const goal = goalWithBlankAt(cell)
    const { counts, reached } = completeBfs(goal)
    const mean = counts.reduce((s, c, d) => s + c * d, 0) / reached
    return { cell, where, goal: formatBoard(goal), max: counts.length - 1, farthest: counts[counts.length - 1], mean, counts }
  })
  return cache
}
