// The "Check yourself" judge: every verdict from real replays (illegal jumps named with the failed
// test, unfinished, wrong final hole, solved, fewest or not, class mode), the move parser (with
// property tests) and the random puzzles.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  formatMoves,
  holeCount,
  listJumps,
  parseBoard,
  parseMoves,
  pegCount,
  Reach,
  replay,
  shortestMeet,
  singleVacancy,
  type Jump,
} from '../../src/solvers/peg/index.ts'
import { judge, revealText } from '../../components/peg/words.ts'
import { needsFewest, randomPuzzle } from '../../components/peg/logic.ts'
import { mulberry32 } from '../../bench/lib.ts'
import { messageOf } from './helpers.ts'

const T4 = parseBoard('1/01/111/1111') // the source's board, hole 2 empty
const fewest = (side: number, board: number, target = -1): { moves: number; solution: Jump[] } => {
  const r = shortestMeet(side, board, target)
  if (!r.solved) throw new Error('unsolvable')
  return r
}

describe('parseMoves', () => {
  it('reads moves as the holes each peg visits, chains included', () => {
    expect(parseMoves('7-2 1-4 9-7-2', 4)).toEqual([
      [7, 2],
      [1, 4],
      [9, 7],
      [7, 2],
    ])
    expect(parseMoves(' 7-2,1-4 ', 4)).toEqual([
      [7, 2],
      [1, 4],
    ])
    expect(parseMoves('', 4)).toEqual([])
  })

  it('round-trips formatMoves on every shortest solution of T5', () => {
    for (let v = 1; v <= 15; v++) {
      const { solution } = fewest(5, singleVacancy(5, v))
      expect(parseMoves(formatMoves(solution), 5)).toEqual(solution)
    }
  })

  it('names the bad move and why', () => {
    expect(messageOf(() => parseMoves('7-2 9-x', 4))).toBe(
      'Move 2, "9-x": "x" is not a hole number; write a move as the holes its peg visits, as in 9-7-2.',
    )
    expect(messageOf(() => parseMoves('7', 4))).toBe(
      'Move 1, "7": a move names at least two holes, where the peg starts and where it lands, as in 7-2.',
    )
    expect(messageOf(() => parseMoves('7-2 11-4', 4))).toBe(
      'Move 2, "11-4": hole 11 is not on T4, which has holes 1 to 10.',
    )
    expect(messageOf(() => parseMoves('1-3', 4))).toMatch(/^Move 1, "1-3": 1 → 3 is not a jump on T4/)
    expect(messageOf(() => parseMoves('7--2', 4))).toMatch(/needs a hole number on each side/)
  })

  it('accepts exactly the jumps of the board, for random pairs of holes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 8 }), fc.nat(), fc.nat(), (side, a, b) => {
        const from = (a % holeCount(side)) + 1
        const to = (b % holeCount(side)) + 1
        const isJump = listJumps(side).some(([x, , z]) => x === from - 1 && z === to - 1)
        if (isJump) expect(parseMoves(`${from}-${to}`, side)).toEqual([[from, to]])
        else expect(() => parseMoves(`${from}-${to}`, side)).toThrow(/is not a jump/)
      }),
    )
  })

  it('throws only NotationError on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (text) => {
        try {
          parseMoves(text, 5)
        } catch (e) {
          expect((e as Error).name).toBe('NotationError')
        }
      }),
    )
  })
})

describe('judge', () => {
  const best = fewest(4, T4.board)

  it('names the first illegal jump and the test it fails', () => {
    // 7-2 empties 7 and 4; 1-4 empties 1 and 2; 6-1 empties 6 and 3.
    expect(judge(T4, -1, parseMoves('7-2 1-4 6-1 10-3', 4), null)).toBe(
      'Not legal: jump 4, 10 → 3: hole 6 between them is empty. The 3 jumps before it are legal.',
    )
    expect(judge(T4, -1, parseMoves('7-2 7-2', 4), null)).toBe(
      'Not legal: jump 2, 7 → 2: hole 7 has no peg to jump with. The 1 jump before it is legal.',
    )
    expect(judge(T4, -1, parseMoves('2-7', 4), null)).toBe(
      'Not legal: jump 1, 2 → 7: hole 2 has no peg to jump with.',
    )
    expect(judge(T4, -1, parseMoves('7-2 1-4 10-8', 4), null)).toBe(
      'Not legal: jump 3, 10 → 8: hole 8 already holds a peg. The 2 jumps before it are legal.',
    )
  })

  it('says how many pegs are left when the jumps are legal but unfinished', () => {
    expect(judge(T4, -1, parseMoves('7-2 1-4 9-7-2', 4), null)).toBe(
      'Legal, but 5 pegs are left after 3 moves (4 jumps).',
    )
    expect(judge(T4, -1, [], null)).toMatch(/^No moves yet/)
  })

  it('judges a shortest solution, a longer one, and class mode before the reveal', () => {
    expect(judge(T4, -1, best.solution, best.moves)).toBe(
      `Solved in ${best.moves} moves (8 jumps), and that is the fewest.`,
    )
    // A solution with more moves than the fewest, found by brute force.
    const slow = findSolution(T4.side, T4.board, (jumps) => countMoves(jumps) > best.moves)
    expect(needsFewest(T4, -1, slow)).toBe(true)
    const moves = countMoves(slow)
    expect(judge(T4, -1, slow, best.moves)).toBe(
      `Solved in ${moves} moves (8 jumps); the fewest is ${best.moves}.`,
    )
    expect(judge(T4, -1, slow, best.moves, false)).toBe(
      `Solved in ${moves} moves (8 jumps), but not in the fewest.`,
    )
    expect(judge(T4, -1, slow, 'too-big')).toBe(
      `Solved in ${moves} moves (8 jumps). T4 is too big to check the fewest moves quickly on this page.`,
    )
  })

  it('checks the goal hole', () => {
    const r = replay(4, T4.board, best.solution)
    if (!r.ok) throw new Error('does not replay')
    const at = Math.round(Math.log2(r.boards[r.boards.length - 1]))
    const other = at === 0 ? 1 : 0
    expect(needsFewest(T4, other, best.solution)).toBe(false)
    expect(judge(T4, other, best.solution, null)).toBe(
      `Legal, and one peg is left after ${best.moves} moves (8 jumps), but in hole ${at + 1}; the goal is hole ${other + 1}.`,
    )
    expect(judge(T4, at, best.solution, best.moves)).toBe(
      `Solved in ${best.moves} moves (8 jumps), the last peg in hole ${at + 1}, and that is the fewest.`,
    )
  })

  it('reveals the fewest with one solution (the kit grades the prediction: tests/e2e/peg-exercise.spec.ts)', () => {
    expect(revealText(best.moves, best.solution)).toBe(
      `A shortest solution takes ${best.moves} moves: ${formatMoves(best.solution)}.`,
    )
    expect(revealText(0, [])).toBe('A shortest solution takes 0 moves: the board already has one peg.')
  })
})

describe('randomPuzzle', () => {
  it('gives single vacancies that can be finished, every one eventually (T4 to T6)', () => {
    const random = mulberry32(3)
    for (const side of [4, 5, 6]) {
      const seen = new Set<number>()
      for (let k = 0; k < 200; k++) {
        const p = randomPuzzle(side, random)
        expect(p.side).toBe(side)
        expect(pegCount(p.board)).toBe(holeCount(side) - 1)
        seen.add(p.board)
      }
      // The certificate's filter is exact here: a vacancy is offered iff the search finishes it.
      for (let v = 1; v <= holeCount(side); v++) {
        expect(seen.has(singleVacancy(side, v))).toBe(new Reach(side).finishable(singleVacancy(side, v)))
      }
    }
  })
})

const countMoves = (jumps: readonly Jump[]): number =>
  jumps.filter((j, k) => k === 0 || jumps[k - 1][1] !== j[0]).length

/** Depth-first over jumps until a solution passes `accept`. */
function findSolution(side: number, board: number, accept: (jumps: Jump[]) => boolean): Jump[] {
  const jumps = listJumps(side)
  const path: Jump[] = []
  const go = (b: number): boolean => {
    if (pegCount(b) === 1) return accept(path)
    for (const [a, o, c] of jumps) {
      if (
        Math.floor(b / 2 ** a) % 2 === 1 &&
        Math.floor(b / 2 ** o) % 2 === 1 &&
        Math.floor(b / 2 ** c) % 2 === 0
      ) {
        path.push([a + 1, c + 1])
        if (go(b - 2 ** a - 2 ** o + 2 ** c)) return true
        path.pop()
      }
    }
    return false
  }
  if (!go(board)) throw new Error('no such solution')
  return path.slice()
}
