/**
 * Which positions can reach which — the parity rule, with the reason in words.
 *
 * Vocabulary:
 *   permutation parity  write the start as a permutation of the goal, counting the blank as a
 *                       tile: cell c holds the tile that belongs on cell σ(c). σ is even or odd.
 *   blank distance      rows plus columns between the blank's cell and its goal cell.
 *
 * Every move swaps the blank with a neighbour: one transposition, so the permutation's parity
 * flips, and the blank moves one cell, so its distance's parity flips too. Whether the two
 * parities agree therefore never changes; at the goal both are even. So the goal is reachable
 * only when they agree, and on any board of at least 2×2 that is also enough (Johnson & Story).
 * The classic form for the reading-order count of inversions follows from it: on odd widths a
 * vertical move passes an even number of tiles, so the inversion parity alone decides; on even
 * widths it must be combined with the blank's row distance.
 */
import { blankCell, type Board } from './model.ts'

export type Solvability = {
  reachable: boolean
  permutationOdd: boolean
  blankDistance: number
  inversions: number // pairs of tiles (blank left out) in the wrong goal order, reading order
  blankRowDistance: number
  reason: string // one sentence for the reader, either way
}

// #region parity
/** Parity of the permutation taking `goal` to `start`, blank included: true when odd. */
export function permutationIsOdd(start: Board, goal: Board): boolean {
  const n = start.tiles.length
  const goalCell = new Int32Array(n)
  goal.tiles.forEach((tile, cell) => {
    goalCell[tile] = cell
  })
  const seen = new Uint8Array(n)
  let transpositions = 0
  for (let c = 0; c < n; c++) {
    for (let k = c, length = 0; !seen[k]; length++) {
      seen[k] = 1
      k = goalCell[start.tiles[k]]
      if (seen[k]) transpositions += length // a cycle of length L is L − 1 swaps
    }
  }
  return transpositions % 2 === 1
}

/** Rows plus columns between the blank's cell on `start` and on `goal`. */
export function blankDistance(start: Board, goal: Board): number {
  const a = blankCell(start.tiles)
  const b = blankCell(goal.tiles)
  const w = start.width
  return Math.abs(Math.floor(a / w) - Math.floor(b / w)) + Math.abs((a % w) - (b % w))
}

/** The invariant: the goal is reachable exactly when the two parities agree. */
export function isReachable(start: Board, goal: Board): boolean {
  return permutationIsOdd(start, goal) === (blankDistance(start, goal) % 2 === 1)
}
// #endregion parity

/** Pairs of tiles (blank left out) that appear in reading order opposite to their goal order. */
export function inversions(start: Board, goal: Board): number {
  const n = start.tiles.length
  const order = new Int32Array(n)
  goal.tiles.forEach((tile, cell) => {
    order[tile] = cell
  })
  const seq = Array.from(start.tiles)
    .filter((t) => t !== 0)
    .map((t) => order[t])
  let count = 0
  for (let i = 0; i < seq.length; i++) for (let j = i + 1; j < seq.length; j++) if (seq[j] < seq[i]) count++
  return count
}

const parityWord = (odd: boolean): string => (odd ? 'odd' : 'even')

/** The rule applied to `start` and `goal`, with a sentence that says why. */
export function solvability(start: Board, goal: Board): Solvability {
  const permutationOdd = permutationIsOdd(start, goal)
  const distance = blankDistance(start, goal)
  const reachable = permutationOdd === (distance % 2 === 1)
  const w = start.width
  const blankRowDistance = Math.abs(
    Math.floor(blankCell(start.tiles) / w) - Math.floor(blankCell(goal.tiles) / w),
  )
  const facts =
    `the position is an ${parityWord(permutationOdd)} permutation of the goal (counting the blank) ` +
    `and the blank is ${distance} step${distance === 1 ? '' : 's'} from its goal cell, an ${parityWord(distance % 2 === 1)} number`
  const reason = reachable
    ? `Reachable: ${facts}; the two parities agree.`
    : `Unreachable: ${facts}. Every move flips both parities, and at the goal both are even, so they must agree. ` +
      'Swapping any two tiles (not the blank) would fix it.'
  return {
    reachable,
    permutationOdd,
    blankDistance: distance,
    inversions: inversions(start, goal),
    blankRowDistance,
    reason,
  }
}
