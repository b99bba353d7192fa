/**
 * Clocks census — facts about all 262,144 positions, computed rather than asserted.
 *
 * Vocabulary:
 *   effect    the position reached from 12 everywhere by a vector of counts (both as codes).
 *   table     SOLUTION[position code] = counts code of its shortest solution.
 *   census    a plain JSON object for the article: uniqueness, length distribution, extremes.
 *
 * The argument: there are 4⁹ count vectors and 4⁹ positions. Apply every count vector to the
 * solved state; if every position is reached exactly once, the map is a bijection, so every
 * position has exactly one solution mod 4 — the counts that undo it — and that one, with each
 * count in 0..3, is the shortest. No search and no algebra needed, only counting.
 */
import { MOVES, DIAL_NAMES, POSITIONS, decode, countsToMoves, type Code } from './model.ts'
import { addPacked } from './closed-form.ts'
import { formatDials } from './notation.ts'
import { MOVE_DETERMINANT } from './inverse.ts'

export type LengthCount = { length: number; positions: number }
export type Census = {
  positions: number // 262,144
  bijection: boolean // every position is reached by exactly one count vector
  determinant: number // det A over the integers (odd)
  distribution: LengthCount[] // shortest-solution length → how many positions need it
  averageLength: number
  maxLength: number
  hardestCount: number // positions whose shortest solution has maxLength moves
  hardestExample: string // one of them, in notation
  hardestSolution: number[] // its moves
}

const ALL = (1 << 18) - 1
const LOW = 0b010101010101010101

/** MOVE_PACKED[m]: a code with 1 in the field of every dial that move m + 1 turns. */
const MOVE_PACKED = Int32Array.from(MOVES, (dials) =>
  Array.from(dials).reduce((code, name) => code | (1 << (2 * (8 - DIAL_NAMES.indexOf(name)))), 0),
)

/** The position code reached from the solved state by a counts code. */
export function effectCode(counts: Code): Code {
  let position = 0
  for (let m = 8, c = counts; m >= 0; m--, c >>>= 2) position = addPacked(position, MOVE_PACKED[m] * (c & 3))
  return position
}

/** −x field by field: flip every bit, then add 1 to every field. */
function negatePacked(x: Code): Code {
  return addPacked(x ^ ALL, LOW)
}

/**
 * SOLUTION[position] = counts code that brings it to 12 everywhere, built from the bijection.
 * Throws if some position is reached twice (it never is).
 */
export function solutionTable(): Uint32Array {
  const table = new Uint32Array(POSITIONS)
  const seen = new Uint8Array(POSITIONS)
  for (let counts = 0; counts < POSITIONS; counts++) {
    const position = negatePacked(effectCode(counts))
    if (seen[position]++) throw new Error(`Position ${position} is solved by two count vectors.`)
    table[position] = counts
  }
  return table
}

/** Number of moves in a counts code: the sum of its nine 2-bit fields. */
export function codeLength(counts: Code): number {
  let sum = 0
  for (let c = counts; c !== 0; c >>>= 2) sum += c & 3
  return sum
}

// #region census
export function computeCensus(): Census {
  const table = solutionTable() // throws unless counts ↔ positions is a bijection
  const byLength = new Array<number>(28).fill(0)
  let total = 0
  let hardest = 0
  for (let position = 0; position < POSITIONS; position++) {
    const length = codeLength(table[position])
    byLength[length]++
    total += length
    if (length > codeLength(table[hardest])) hardest = position
  }
  const maxLength = byLength.findLastIndex((n) => n > 0)
  return {
    positions: POSITIONS,
    bijection: true,
    determinant: MOVE_DETERMINANT,
    distribution: byLength.map((positions, length) => ({ length, positions })).filter((x) => x.positions > 0),
    averageLength: total / POSITIONS,
    maxLength,
    hardestCount: byLength[maxLength],
    hardestExample: formatDials(decode(hardest)),
    hardestSolution: countsToMoves(decode(table[hardest])),
  }
}
// #endregion census
