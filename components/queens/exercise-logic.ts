/** The exercise's pure part: a random partial board that can still be completed. */
import { completions } from '../../src/solvers/queens/backtrack.ts'
import type { Placement } from '../../src/solvers/queens/notation.ts'

/** An 8×8 board with up to three queens (random rows, two may share one), still completable. */
export function randomPartial(next: () => number): Placement {
  for (;;) {
    const cols = new Int8Array(8).fill(-1)
    for (let k = 0; k < 3; k++) cols[Math.floor(next() * 8)] = Math.floor(next() * 8)
    if (cols.some((c) => c >= 0) && completions(8, cols).count > 0) return { n: 8, cols }
  }
}
