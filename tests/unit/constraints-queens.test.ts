// N-queens: the counts against the published sequences, against brute force over every
// permutation for small n, plain backtracking against bit masks (solutions and tree size),
// symmetry classes, the notation and the checker.
import { describe, expect, it } from 'vitest'
import {
  attackingPairs,
  bitCount,
  countDistinct,
  eachSolution,
  firstSolution,
  formatPlacement,
  images,
  isComplete,
  isSolution,
  parsePlacement,
  plainBacktrack,
  puzzle,
  replay,
} from '../../src/solvers/queens/index.ts'
import { expectStopsOnSignal, messageOf } from './helpers.ts'

// OEIS A000170 (solutions) and A002562 (solutions up to rotation and reflection), n = 1..12.
const A000170 = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200]
const A002562 = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787]

/** Every permutation of 0..n−1 that is a solution, by trying them all (n! of them). */
function bruteForce(n: number): number[][] {
  const out: number[][] = []
  const perm = Array.from({ length: n }, (_, k) => k)
  const permute = (k: number): void => {
    if (k === n) {
      if (isComplete({ n, cols: Int8Array.from(perm) })) out.push(perm.slice())
      return
    }
    for (let j = k; j < n; j++) {
      ;[perm[k], perm[j]] = [perm[j], perm[k]]
      permute(k + 1)
      ;[perm[k], perm[j]] = [perm[j], perm[k]]
    }
  }
  permute(0)
  return out
}

/** Classes under the eight symmetries, by brute force: the set of smallest images. */
function bruteClasses(solutions: number[][]): number {
  return new Set(
    solutions.map(
      (s) =>
        images(s)
          .map((img) => img.join(','))
          .sort()[0],
    ),
  ).size
}

describe('counting', () => {
  it('bit masks give OEIS A000170 for n = 1..12', () => {
    expect(A000170.map((_, k) => bitCount(k + 1).solutions)).toEqual(A000170)
  })

  it('plain backtracking agrees with bit masks on solutions and tree size, n = 1..10', () => {
    for (let n = 1; n <= 10; n++) expect(plainBacktrack(n)).toEqual(bitCount(n))
  })

  it('brute force over all n! permutations finds the same solutions as backtracking, n = 1..8', () => {
    for (let n = 1; n <= 8; n++) {
      const brute = bruteForce(n)
        .map((s) => s.join(','))
        .sort()
      const found: string[] = []
      eachSolution(n, (cols) => found.push(Array.from(cols).join(',')))
      expect(found.sort()).toEqual(brute)
    }
  })

  it('distinct solutions match OEIS A002562 for n = 1..12, and brute-force classes for n ≤ 8', () => {
    expect(A002562.map((_, k) => countDistinct(k + 1).distinct)).toEqual(A002562)
    for (let n = 1; n <= 8; n++) expect(countDistinct(n).distinct).toBe(bruteClasses(bruteForce(n)))
  })

  it('the first solution is the lexicographically smallest and is a solution', () => {
    for (let n = 1; n <= 12; n++) {
      const first = firstSolution(n)
      const all: string[] = []
      if (n <= 8) eachSolution(n, (c) => all.push(Array.from(c).join(',')))
      if (first === null) {
        expect(bitCount(n).solutions).toBe(0)
        continue
      }
      expect(isComplete({ n, cols: Int8Array.from(first) })).toBe(true)
      if (n <= 8) expect(first.join(',')).toBe(all[0])
    }
  })

  it('stops on its signal', async () => {
    await expectStopsOnSignal((signal) => bitCount(16, { signal }))
  })
})

describe('notation and checker', () => {
  it('reads a size or one column a row, and writes it back', () => {
    expect(formatPlacement(parsePlacement('4'))).toBe('. . . .')
    expect(formatPlacement(parsePlacement('2 4 1 3'))).toBe('2 4 1 3')
    expect(formatPlacement(parsePlacement('2/./1/.'))).toBe('2 . 1 .')
  })

  it('names what is wrong and where', () => {
    expect(messageOf(() => parsePlacement('2 x 1 3'))).toMatch(/Row 2/)
    expect(messageOf(() => parsePlacement('2 5 1 3'))).toMatch(/Row 2: column 5 is off the 4×4 board/)
    expect(messageOf(() => parsePlacement('0'))).toMatch(/from 1 to 64/)
  })

  it('replays moves into the first empty row and refuses attacked squares', () => {
    const start = parsePlacement('4')
    expect(isSolution(start, puzzle.moves.parse('2 4 1 3'))).toBe(true)
    expect(isSolution(start, puzzle.moves.parse('1 3'))).toBe(false)
    expect(() => replay(start, puzzle.moves.parse('1 2'))).toThrow(/attacked by the queen in row 1/)
    expect(attackingPairs(parsePlacement('1 1 1 1'))).toBe(6)
  })
})
