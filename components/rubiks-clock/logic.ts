/** Pure helpers of the Rubik's Clock widgets that are not sentences. */
import { DIALS, HOURS, MOVES, applyMove, isSolved, type Dials } from '../../src/solvers/rubiks-clock/model.ts'

/**
 * A puzzle for the exercise: solved, then `count` distinct random moves with random turns, so a
 * reader can find the fewest by thinking (at most `count` moves; often exactly that many).
 */
export function puzzleByMoves(count: number, random: () => number = Math.random): Dials {
  for (;;) {
    let dials: Dials = new Uint8Array(DIALS)
    const used = new Set<number>()
    while (used.size < count) used.add(Math.floor(random() * MOVES))
    for (const m of used) dials = applyMove(dials, m, 1 + Math.floor(random() * (HOURS - 1)))
    if (!isSolved(dials)) return dials
  }
}

/** The neighbour of dial `k` (face numbering 0..8) for a key, or −1 when the key is not a move between dials. */
export function neighbourDial(k: number, key: string): number {
  if (key === 'ArrowRight') return Math.min(8, k + 1)
  if (key === 'ArrowLeft') return Math.max(0, k - 1)
  if (key === 'Home') return 0
  if (key === 'End') return 8
  return -1
}
