/**
 * Bit counting, written once for every solver that packs a set into an integer (bitboards, masks
 * of cells, digits or values).
 *
 * Vocabulary:
 *   popcount     the number of set bits of a 32-bit integer: sideways addition in registers
 *                (Hacker's Delight, 5-2), no loop and no table.
 *   POPCOUNT16   the same as a table for masks below 2^16: one load, where a loop looks up the
 *                bits set below a value over and over (ranking a permutation, a pattern's index).
 *                Such a loop binds it to a constant of its own module (rank.ts says why).
 */

/** The number of set bits of `x` (read as 32 bits). */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24
}

/** POPCOUNT16[m] = popcount(m), for m < 2^16. */
export const POPCOUNT16: Uint8Array = Uint8Array.from({ length: 1 << 16 }, (_, m) => popcount(m))
