/** Pure helpers of the Clocks widgets (no DOM): unit-tested. */
import type { Dials } from '../../src/solvers/clocks/model.ts'
import { formatDials } from '../../src/solvers/clocks/notation.ts'

/** The longest position in the notation (every hand at 12, the only two-digit hour): the position box is this wide. */
export const LONGEST_POSITION = formatDials(new Uint8Array(9))

/** A random position (any of the 4^9, the solved one included). */
export function randomDials(random: () => number = Math.random): Dials {
  return Uint8Array.from({ length: 9 }, () => Math.floor(random() * 4) & 3)
}

/** A random position that is not already solved. */
export function randomUnsolved(random: () => number = Math.random): Dials {
  const dials = randomDials(random)
  if (dials.every((v) => v === 0)) dials[Math.floor(random() * 9) % 9] = 1 + (Math.floor(random() * 3) % 3)
  return dials
}

/** Arrow-key focus movement in the 3×3 grid of dials (index 0..8, row by row). */
export function neighbourDial(index: number, key: string): number {
  const row = Math.floor(index / 3)
  const col = index % 3
  if (key === 'ArrowLeft') return row * 3 + Math.max(0, col - 1)
  if (key === 'ArrowRight') return row * 3 + Math.min(2, col + 1)
  if (key === 'ArrowUp') return Math.max(0, row - 1) * 3 + col
  if (key === 'ArrowDown') return Math.min(2, row + 1) * 3 + col
  return index
}
