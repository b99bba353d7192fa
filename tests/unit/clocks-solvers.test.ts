// Four solvers, one answer: brute force, elimination mod 4, inverse matrix and closed form all
// give the table built from the counts ↔ positions bijection, on all 262,144 positions; and that
// table is brute force's own answer on every position (see 'the solution table').
import { describe, expect, it } from 'vitest'
import {
  MOVE_MATRIX,
  MOVE_INVERSE,
  MOVE_DETERMINANT,
  POSITIONS,
  CLOSED_FORM,
  applyCounts,
  bruteForce,
  bruteForceWorst,
  closedFormText,
  decode,
  encode,
  integerDeterminant,
  isSolved,
  solutionTable,
  solveByElimination,
  solveByEliminationTraced,
  solveByInverse,
  solveClosedForm,
  solveCode,
  type Counts,
  type Dials,
} from '../../src/solvers/clocks/index.ts'

const TABLE = solutionTable()
const SAMPLE = Array.from({ length: 2000 }, (_, k) => (k * 7919 + 13) % POSITIONS)

function expectEveryPosition(solve: (dials: Dials, out: Counts) => Counts): void {
  const dials = new Uint8Array(9)
  const out = new Uint8Array(9)
  let wrong = 0
  for (let position = 0; position < POSITIONS; position++) {
    if (encode(solve(decode(position, dials), out)) !== TABLE[position]) wrong++
  }
  expect(wrong).toBe(0)
}

describe('the solution table', () => {
  it('solves every position: each answer replays to 12 everywhere', () => {
    let unsolved = 0
    for (let position = 0; position < POSITIONS; position++) {
      if (!isSolved(applyCounts(decode(position), decode(TABLE[position])))) unsolved++
    }
    expect(unsolved).toBe(0)
  })

  // Brute force answers a position with the first candidate, in odometer order, that turns it to
  // 12. One pass over the 262,144 candidates in that order therefore gives brute force's answer
  // for every position at once. This pass uses only the readable model (applyCounts), not the
  // packed arithmetic the table is built with, so it is an independent check of all positions.
  it('is what brute force finds on all 262,144 positions (one odometer pass for all of them)', () => {
    const first = new Int32Array(POSITIONS).fill(-1)
    const solved = new Uint8Array(9)
    for (let candidate = 0; candidate < POSITIONS; candidate++) {
      const counts = decode(candidate)
      // The position this candidate solves: the one it turns to 12, i.e. minus its effect.
      const effect = applyCounts(solved, counts)
      const position = encode(effect.map((v) => (4 - v) & 3))
      if (first[position] < 0) first[position] = candidate
    }
    let differ = 0
    for (let position = 0; position < POSITIONS; position++) if (first[position] !== TABLE[position]) differ++
    expect(differ).toBe(0)
  })

  it('is what the bruteForce function returns, on 2,000 sampled positions, the solved one and the worst', () => {
    for (const position of [...SAMPLE, 0, encode(bruteForceWorst())]) {
      expect(encode(bruteForce(decode(position)).counts)).toBe(TABLE[position])
    }
  })
})

describe('brute force', () => {
  it('tries candidates in odometer order: the worst position is tried last, with 27 moves', () => {
    const { counts, tried } = bruteForce(bruteForceWorst())
    expect(tried).toBe(POSITIONS)
    expect(Array.from(counts)).toEqual([3, 3, 3, 3, 3, 3, 3, 3, 3])
    expect(bruteForce(new Uint8Array(9)).tried).toBe(1)
  })

  it('reports progress and stops when the signal is aborted', () => {
    const seen: number[] = []
    bruteForce(bruteForceWorst(), { onProgress: (p) => seen.push(p.explored) })
    expect(seen.length).toBeGreaterThan(10)
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
    const controller = new AbortController()
    controller.abort()
    expect(() => bruteForce(bruteForceWorst(), { signal: controller.signal })).toThrow(
      expect.objectContaining({ name: 'AbortError' }),
    )
  })
})

describe('elimination mod 4', () => {
  it('fast path equals the table on every position', () => expectEveryPosition(solveByElimination))

  it('readable traced version equals the fast path on 2,000 positions', () => {
    for (const position of SAMPLE) {
      expect(solveByEliminationTraced(decode(position)).counts).toEqual(solveByElimination(decode(position)))
    }
  })

  it('has a consistent trace: every snapshot keeps the answer, the last one is [I | t]', () => {
    for (const position of SAMPLE.slice(0, 200)) {
      const { counts, trace } = solveByEliminationTraced(decode(position))
      expect(trace.length).toBeGreaterThan(0)
      for (const step of trace) {
        expect(step.matrix).toHaveLength(9)
        expect(step.description.length).toBeGreaterThan(10)
        expect(step.matrix[step.pivotRow][step.pivotCol] % 2).toBe(1) // pivots are odd
        for (const row of step.matrix) {
          const left = row.slice(0, 9).reduce((sum, v, move) => sum + v * counts[move], 0)
          expect((left - row[9]) & 3).toBe(0) // each equation still holds for the answer
        }
      }
      const last = trace[trace.length - 1].matrix
      expect(last.map((row) => row.slice(0, 9))).toEqual(
        MOVE_MATRIX.map((_, r) => MOVE_MATRIX.map((__, c) => (r === c ? 1 : 0))),
      )
      expect(last.map((row) => row[9])).toEqual(Array.from(counts))
    }
  })

  it('describes swaps, scalings and clearings in words', () => {
    const { trace } = solveByEliminationTraced(bruteForceWorst())
    const actions = new Set(trace.map((s) => s.action))
    expect(actions).toContain('eliminate')
    for (const step of trace.filter((s) => s.action === 'swap'))
      expect(step.description).toMatch(/^Swap rows \d and \d so the pivot in column \d is odd \([13]\)\.$/)
  })
})

describe('inverse matrix', () => {
  it('is an inverse mod 4 of the move matrix', () => {
    for (let r = 0; r < 9; r++) {
      for (let c = 0; c < 9; c++) {
        const dot = MOVE_MATRIX[r].reduce((sum, v, k) => sum + v * MOVE_INVERSE[k][c], 0)
        expect(dot & 3).toBe(r === c ? 1 : 0)
      }
    }
  })

  it('exists because det A is odd: det A = 5', () => {
    expect(MOVE_DETERMINANT).toBe(5)
    expect(
      integerDeterminant([
        [2, 1],
        [1, 3],
      ]),
    ).toBe(5n)
    expect(
      integerDeterminant([
        [0, 1, 2],
        [3, 4, 5],
        [6, 7, 9],
      ]),
    ).toBe(-3n)
    expect(
      integerDeterminant([
        [1, 2],
        [2, 4],
      ]),
    ).toBe(0n)
  })

  it('equals the table on every position', () => expectEveryPosition(solveByInverse))
})

// Verhoeff's published closed form (constants 8 and 4 vanish mod 4), as an independent check.
const SEED: Record<number, string> = {
  1: 'a+2b+c+2d+2e-f+g-h',
  2: 'a+b+c+d+e+f+2g+2i',
  3: 'a+2b+c-d+2e+2f-h+i',
  4: 'a+b+2c+d+e+g+h+2i',
  5: 'a+2b+c+2d-e+2f+g+2h+i',
  6: '2a+b+c+e+f+2g+h+i',
  7: 'a-b+2d+2e-f+g+2h+i',
  8: '2a+2c+d+e+f+g+h+i',
  9: '-b+c-d+2e+2f+g+2h+i',
}

function seedCoefficients(formula: string): number[] {
  const coefficients = new Array<number>(9).fill(0)
  for (const [, sign, factor, dial] of formula.matchAll(/([+-]?)(\d?)([a-i])/g)) {
    coefficients['abcdefghi'.indexOf(dial)] = ((sign === '-' ? -1 : 1) * Number(factor || 1)) & 3
  }
  return coefficients
}

describe('closed form', () => {
  it("matches Verhoeff's t1..t9, coefficient by coefficient and as text", () => {
    for (let move = 1; move <= 9; move++) {
      expect(CLOSED_FORM[move - 1]).toEqual(seedCoefficients(SEED[move]))
      const text = closedFormText(move)
        .replace(/ \(mod 4\)$/, '')
        .replace(/^t. = /, '')
      expect(text.replaceAll(' ', '').replaceAll('−', '-')).toBe(SEED[move])
    }
    expect(closedFormText(1)).toBe('t₁ = a + 2b + c + 2d + 2e − f + g − h (mod 4)')
  })

  it('equals the table on every position (dials and packed codes)', () => {
    expectEveryPosition(solveClosedForm)
    let wrong = 0
    for (let position = 0; position < POSITIONS; position++)
      if (solveCode(position) !== TABLE[position]) wrong++
    expect(wrong).toBe(0)
  })

  it('reuses the output buffer', () => {
    const out = new Uint8Array(9)
    expect(solveClosedForm(bruteForceWorst(), out)).toBe(out)
    expect(solveByInverse(bruteForceWorst(), out)).toBe(out)
  })
})
