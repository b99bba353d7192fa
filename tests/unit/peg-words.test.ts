// The peg widgets' pure parts: sentences (words.ts), the Size menu and hole focus (logic.ts), and
// the board-and-goal link and position box of the page store (position.ts).
import { describe, expect, it } from 'vitest'
import {
  geometry,
  holeCount,
  jumpIndex,
  parseBoard,
  shortestMeet,
  singleVacancy,
  type Jump,
} from '../../src/solvers/peg/index.ts'
import { clampTarget, neighbour, sizeOptions } from '../../components/peg/logic.ts'
import {
  countRows,
  countSentence,
  exerciseSource,
  goalText,
  moveCountText,
  noSolutionSentence,
  solvedSentence,
  stepLabels,
} from '../../components/peg/words.ts'
import { boardAndGoalLink, boardNotation } from '../../components/peg/position.ts'

describe('the Size menu', () => {
  it('offers T4 to T8 and always shows the real size: a typed T1–T3 board gets an option of its own', () => {
    expect(sizeOptions(5).map((o) => o.value)).toEqual(['4', '5', '6', '7', '8'])
    expect(sizeOptions(5)[1].label).toBe('T5 (15 holes)')
    for (const side of [1, 2, 3]) {
      const options = sizeOptions(side)
      expect(options.map((o) => o.value)).toContain(String(side))
      expect(options[0].label).toMatch(new RegExp(`^T${side} \\(${holeCount(side)} holes?, typed\\)$`))
    }
    expect(sizeOptions(1)[0].label).toBe('T1 (1 hole, typed)')
  })
})

describe('hole focus by arrow keys', () => {
  it('moves along the row, up to the nearest column and down, and stops at the edges', () => {
    expect(neighbour(4, 5, 'ArrowLeft')).toBe(4)
    expect(neighbour(4, 4, 'ArrowLeft')).toBe(4)
    expect(neighbour(4, 6, 'ArrowRight')).toBe(6)
    expect(neighbour(4, 6, 'ArrowUp')).toBe(3)
    expect(neighbour(4, 1, 'ArrowUp')).toBe(1)
    expect(neighbour(4, 1, 'ArrowDown')).toBe(2)
    expect(neighbour(4, 7, 'ArrowDown')).toBe(7)
    for (let side = 1; side <= 8; side++) {
      for (let h = 1; h <= holeCount(side); h++) {
        for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']) {
          const n = neighbour(side, h, key)
          expect(n >= 1 && n <= holeCount(side)).toBe(true)
        }
      }
    }
  })

  it('a goal beyond a smaller board becomes "anywhere"', () => {
    expect(clampTarget(4, 9)).toBe(9)
    expect(clampTarget(4, 10)).toBe(-1)
    expect(clampTarget(5, -1)).toBe(-1)
  })
})

describe('sentences', () => {
  const T4 = parseBoard('1/01/111/1111')

  it('count and solve results name their numbers, with separators for big counts', () => {
    expect(countSentence('14', 55, '2 ms')).toBe(
      '14 solutions (jump sequences), found in 2 ms over 55 boards.',
    )
    expect(countSentence('1', 1, '1 ms')).toBe('1 solution (jump sequences), found in 1 ms over 1 boards.')
    expect(countSentence('29760884', 1234567, '1.2 s')).toMatch(
      /^29,760,884 solutions .* over 1,234,567 boards\.$/,
    )
    expect(countRows([[13, '1234567890123456789']])).toEqual([['13', '1,234,567,890,123,456,789']])
    const r = shortestMeet(4, T4.board)
    if (!r.solved) throw new Error('T4 hole 2 is solvable')
    expect(solvedSentence(r.solution, '3 ms')).toMatch(
      /^Solved in 5 moves \(8 jumps\): ([\d-]+ ?)+\. Found in 3 ms\.$/,
    )
    expect(moveCountText(r.solution)).toBe('Jumps: 8 · moves: 5')
    expect(moveCountText([])).toBe('Jumps: 0 · moves: 0')
  })

  it('step labels number jumps and moves, chains staying in one move', () => {
    const g = geometry(4)
    const over = ([from, to]: Jump): number => g.over[jumpIndex(4, from, to)] + 1
    const labels = stepLabels(
      [
        [7, 2],
        [1, 4],
        [9, 7],
        [7, 2],
      ],
      over,
    ).map((s) => s.label)
    expect(labels).toEqual([
      'Start: your board',
      'Step 1 of 4: move 1, jump 7 → 2 over 4',
      'Step 2 of 4: move 2, jump 1 → 4 over 2',
      'Step 3 of 4: move 3, jump 9 → 7 over 8',
      'Step 4 of 4: move 3, jump 7 → 2 over 4',
    ])
  })

  it('no solution: the certificate, the goal colour, or the search', () => {
    expect(noSolutionSentence({ side: 4, board: 0 }, 0, -1)).toBe('No solution: the board has no pegs.')
    expect(noSolutionSentence({ side: 4, board: singleVacancy(4, 1) }, 0, -1)).toMatch(
      /^No solution, and here is the proof\. Pegs by colour/,
    )
    expect(noSolutionSentence(T4, 0, 1)).toMatch(
      /^No solution ends in hole 2, and here is the proof\..* hole 2 has colour [abc]\. “Show colour classes” draws a, b and c on the board\.$/,
    )
    expect(noSolutionSentence({ side: 4, board: singleVacancy(4, 1) }, 0, -1)).toMatch(
      /“Show colour classes” draws a, b and c on the board\.$/,
    )
  })

  it('the exercise says which puzzle it is and its goal', () => {
    expect(goalText(-1)).toBe('one peg anywhere')
    expect(goalText(12)).toBe('one peg in hole 13')
    expect(exerciseSource('1/01/111/1111', -1, false)).toBe(
      'The puzzle is your board, 1/01/111/1111 (goal: one peg anywhere).',
    )
    expect(exerciseSource('1/01/111/1111', 3, true)).toMatch(
      /^This exercise has its own puzzle, 1\/01\/111\/1111 \(goal: one peg in hole 4\); your board/,
    )
  })
})

describe('the board link and the position box', () => {
  const params = (q: string): URLSearchParams => new URLSearchParams(q)

  it('round-trips a board and a goal; no goal in the link is "anywhere"; no board is no position', () => {
    const p = { ...parseBoard('1/11/111/1011/11111'), target: 12 }
    const written = boardAndGoalLink.write(p)
    expect(written).toEqual([
      ['board', '1/11/111/1011/11111'],
      ['goal', '13'],
    ])
    expect(boardAndGoalLink.read(new URLSearchParams(written))).toEqual(p)
    expect(boardAndGoalLink.write({ ...p, target: -1 })).toEqual([['board', '1/11/111/1011/11111']])
    expect(boardAndGoalLink.read(params('board=1/01/111/1111'))).toEqual({
      ...parseBoard('1/01/111/1111'),
      target: -1,
    })
    expect(boardAndGoalLink.read(params(''))).toBeNull()
  })

  it('a bad board or a goal off the board is refused with the reason', () => {
    expect(() => boardAndGoalLink.read(params('board=1/011'))).toThrow(/Row 2 has 3 holes/)
    expect(() => boardAndGoalLink.read(params('board=1/01/111/1111&goal=11'))).toThrow(
      /goal "11" is not a hole of T4, which has holes 1 to 10/,
    )
    expect(() => boardAndGoalLink.read(params('board=1/01/111/1111&goal=x'))).toThrow(/goal "x"/)
  })

  it('a typed board keeps the goal while it fits, and drops it on a smaller board', () => {
    const box = boardNotation(() => 12)
    expect(box.parse('1/11/111/1011/11111').target).toBe(12)
    expect(box.parse('1/01/111/1111').target).toBe(-1)
    expect(box.format({ ...parseBoard('1/01/111'), target: -1 })).toBe('1/01/111')
  })
})
