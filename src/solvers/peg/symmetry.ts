/**
 * The six symmetries of the triangle, and problems that are the same up to symmetry.
 *
 * Vocabulary:
 *   corner distances  a hole (r, c) of T_n lies at distances (r − c, c, n − 1 − r) from the three
 *                     sides; they add up to n − 1. A symmetry permutes the three distances:
 *                     3 rotations and 3 reflections, six in all.
 *   Symmetry          a permutation of holes, perm[i] = the hole that i goes to (0-based).
 *   canonical         the least board among a board's six images: equal for boards that are the
 *                     same problem up to symmetry.
 */
import { geometry, holeIndex, type Board } from './board.ts'

export type Symmetry = Int8Array

// #region symmetries
/** The six orders of the three distances; the first is the identity. */
const PERMUTATIONS = [
  [0, 1, 2],
  [1, 2, 0],
  [2, 0, 1],
  [1, 0, 2],
  [0, 2, 1],
  [2, 1, 0],
]
export const SYMMETRY_NAMES = [
  'identity',
  'rotation by 120°',
  'rotation by 240°',
  'reflection',
  'reflection',
  'reflection',
]

/** The six symmetries of T_side as hole permutations. */
export function symmetries(side: number): Symmetry[] {
  const g = geometry(side)
  return PERMUTATIONS.map((p) => {
    const perm = new Int8Array(g.holes)
    for (let i = 0; i < g.holes; i++) {
      const d = [g.row[i] - g.col[i], g.col[i], side - 1 - g.row[i]]
      const [a, b] = [d[p[0]], d[p[1]]] // new (r − c, c); the third distance follows
      perm[i] = holeIndex(a + b, b)
    }
    return perm
  })
}
// #endregion symmetries

/** The image of a board under a symmetry. */
export function transform(board: Board, perm: Symmetry): Board {
  let out = 0
  for (let i = 0; i < perm.length; i++) if (Math.floor(board / 2 ** i) % 2 === 1) out += 2 ** perm[i]
  return out
}

/** The least of a board's six images. */
export function canonical(board: Board, side: number): Board {
  let best = board
  for (const perm of symmetries(side)) best = Math.min(best, transform(board, perm))
  return best
}

/** Single vacancies (1-based) grouped by symmetry: each group is one problem, smallest hole first. */
export function vacancyClasses(side: number): number[][] {
  const groups = new Map<number, number[]>()
  const perms = symmetries(side)
  for (let v = 1; v <= perms[0].length; v++) {
    const least = Math.min(...perms.map((p) => p[v - 1] + 1))
    groups.set(least, [...(groups.get(least) ?? []), v])
  }
  return [...groups.values()]
}
