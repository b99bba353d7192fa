/**
 * N-queens model: which queens attack which, and the checker every solver, test and widget uses.
 * Two queens attack when they share a row, a column or a diagonal.
 */
import { InputError } from '../contract.ts'
import type { Move, Placement } from './notation.ts'

export const attacks = (r1: number, c1: number, r2: number, c2: number): boolean =>
  r1 === r2 || c1 === c2 || Math.abs(r1 - r2) === Math.abs(c1 - c2)

/** The number of attacking pairs among the placed queens. */
export function attackingPairs(p: Placement): number {
  let pairs = 0
  for (let a = 0; a < p.n; a++) {
    if (p.cols[a] < 0) continue
    for (let b = a + 1; b < p.n; b++) if (p.cols[b] >= 0 && attacks(a, p.cols[a], b, p.cols[b])) pairs++
  }
  return pairs
}

/** True when every row has a queen and no two attack. */
export function isComplete(p: Placement): boolean {
  return p.cols.every((c) => c >= 0) && attackingPairs(p) === 0
}

/** Places each move's queen in the first empty row; throws InputError on a full board or an attacked square. */
export function replay(start: Placement, moves: readonly Move[]): Placement {
  const cols = Int8Array.from(start.cols)
  moves.forEach((c, k) => {
    const r = cols.indexOf(-1)
    if (r < 0) throw new InputError(`Move ${k + 1}: the board is full.`)
    if (c < 0 || c >= start.n)
      throw new InputError(`Move ${k + 1}: column ${c + 1} is off the ${start.n}×${start.n} board.`)
    for (let q = 0; q < start.n; q++) {
      if (cols[q] >= 0 && attacks(q, cols[q], r, c))
        throw new InputError(
          `Move ${k + 1}: row ${r + 1}, column ${c + 1} is attacked by the queen in row ${q + 1}.`,
        )
    }
    cols[r] = c
  })
  return { n: start.n, cols }
}

export function isSolution(start: Placement, moves: readonly Move[]): boolean {
  try {
    return isComplete(replay(start, moves))
  } catch {
    return false
  }
}
