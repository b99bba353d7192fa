// The pure parts of the Clocks structure widgets: the exercise's sentences, the elimination
// walkthrough and the answer text. Every expected answer is checked against the solvers.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  augmentedMatrix,
  isSolution,
  parseDials,
  parseMoves,
  solveByEliminationTraced,
  solveClosedForm,
} from '../../src/solvers/clocks/index.ts'
import {
  dialSentenceList,
  judge,
  movePatternsLabel,
  revealText,
  shortestMoves,
} from '../../components/clocks/words.ts'
import {
  LONGEST_POSITION,
  randomUnsolved as randomPosition,
  neighbourDial,
} from '../../components/clocks/logic.ts'
import { formatDials, MOVES, POSITIONS } from '../../src/solvers/clocks/index.ts'
import { rowOrigins, walkthrough } from '../../components/clocks/elimination.ts'
import { answerText, movesText } from '../../components/clocks/closed-form.ts'

const EXAMPLE = parseDials('9 9 12/6 6 6/6 3 6')
const SOLVED = parseDials('12 12 12/12 12 12/12 12 12')
const HARDEST = parseDials('9 12 9/12 3 12/9 12 9')
const dialsArb = fc.uint8Array({ minLength: 9, maxLength: 9, max: 3 })

describe('exercise: judge', () => {
  it('says which dials are not at 12 and where they point', () => {
    expect(judge(EXAMPLE, [4, 5, 8])).toBe('Not solved: E points to 9, F to 9, H to 9, I to 9.')
    expect(judge(SOLVED, [2])).toBe('Not solved: A points to 3, B to 3, C to 3.')
    expect(judge(EXAMPLE, [])).toMatch(/^Not solved: A points to 9, B to 9, D to 6,/)
  })

  it('recognises the shortest solution in any order', () => {
    expect(judge(EXAMPLE, [4, 5, 8, 9])).toBe('Solved in 4 moves, and that is the shortest.')
    expect(judge(EXAMPLE, [9, 8, 5, 4])).toBe('Solved in 4 moves, and that is the shortest.')
    expect(judge(SOLVED, [])).toBe('Solved in 0 moves, the shortest: every dial already points to 12.')
  })

  it('explains why a longer solution is not the shortest', () => {
    expect(judge(EXAMPLE, [4, 5, 8, 9, 3, 3, 3, 3])).toBe(
      'Solved in 8 moves, and the shortest takes 4: you used move 3 four times, and four quarter turns are no turn.',
    )
    expect(judge(SOLVED, [1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2])).toBe(
      'Solved in 12 moves, and the shortest takes 0: you used move 1 four times and move 2 eight times, and four quarter turns are no turn.',
    )
  })

  it('hides the length of the shortest solution until revealed', () => {
    const hidden = judge(EXAMPLE, [4, 5, 8, 9, 3, 3, 3, 3], false)
    expect(hidden).toBe(
      'Solved in 8 moves, but not in the fewest: you used move 3 four times, and four quarter turns are no turn.',
    )
    expect(hidden).not.toMatch(/takes/)
  })

  it('calls a sequence shortest exactly when it solves and no move is used four times', () => {
    fc.assert(
      fc.property(dialsArb, fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 40 }), (dials, moves) => {
        const message = judge(dials, moves)
        const solves = isSolution(dials, moves)
        expect(message.startsWith('Solved')).toBe(solves)
        if (solves) {
          const noRepeat = [1, 2, 3, 4, 5, 6, 7, 8, 9].every((m) => moves.filter((x) => x === m).length < 4)
          expect(message.includes('shortest takes')).toBe(!noRepeat)
        }
      }),
    )
  })
})

describe('exercise: reveal and random puzzles', () => {
  it('reveals a shortest solution that solves, and grades the prediction', () => {
    expect(revealText(EXAMPLE)).toBe('A shortest solution takes 4 moves: 4 5 8 9.')
    expect(revealText(EXAMPLE, 4)).toBe(
      'A shortest solution takes 4 moves: 4 5 8 9. Your prediction, 4, was right.',
    )
    expect(revealText(EXAMPLE, 6)).toMatch(/Your prediction, 6, was 2 too many\.$/)
    expect(revealText(HARDEST, 20)).toMatch(/takes 27 moves: .* Your prediction, 20, was 7 too few\.$/)
    expect(revealText(SOLVED, 0)).toBe(
      'A shortest solution takes 0 moves: every dial already points to 12. Your prediction, 0, was right.',
    )
  })

  it('makes random positions that are valid and not solved', () => {
    const zero = (): number => 0
    expect(randomPosition(zero).some((v) => v !== 0)).toBe(true)
    for (let k = 0; k < 200; k++) {
      const dials = randomPosition()
      expect(dials.every((v) => v >= 0 && v <= 3)).toBe(true)
      expect(dials.some((v) => v !== 0)).toBe(true)
      expect(isSolution(dials, shortestMoves(dials))).toBe(true)
    }
  })

  it('reads moves the way the exercise input does', () => {
    expect(() => parseMoves('4 5 x')).toThrow(/"x" \(move 3\) is not a move/)
  })
})

describe('elimination walkthrough', () => {
  it('starts from [A | −d] and ends with the answer, one label per snapshot', () => {
    const w = walkthrough(EXAMPLE)
    expect(w.snapshots[0].matrix).toEqual(augmentedMatrix(EXAMPLE))
    expect(w.snapshots[0].pivotRow).toBe(-1)
    expect(w.labels[0]).toBe('Start: [A | −d] for your position.')
    expect(w.labels).toHaveLength(w.snapshots.length)
    expect(w.labels).toHaveLength(solveByEliminationTraced(EXAMPLE).trace.length + 1)
    expect(w.labels.at(-1)).toMatch(
      /^Step 15 of 15: pivot in row 9, column 9 \(bold and outlined\)\. .* Answer: t = \(0, 0, 0, 1, 1, 0, 0, 1, 1\): moves 4 5 8 9\.$/,
    )
    const last = w.snapshots.at(-1)!.matrix
    last.forEach((row, r) =>
      expect(row.slice(0, 9)).toEqual(row.slice(0, 9).map((_, c) => (c === r ? 1 : 0))),
    )
  })

  it('follows each equation through the row swaps', () => {
    fc.assert(
      fc.property(dialsArb, (dials) => {
        const start = augmentedMatrix(dials)
        const { trace } = solveByEliminationTraced(dials)
        const origins = rowOrigins(start, trace)
        expect(origins).toHaveLength(trace.length + 1)
        for (const o of origins) expect([...o].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
        // Until the first row operation, every row is still its dial's equation.
        const firstOp = trace.findIndex((s) => s.action !== 'swap')
        for (let k = 0; k <= (firstOp < 0 ? trace.length : firstOp); k++) {
          const m = k === 0 ? start : trace[k - 1].matrix
          m.forEach((row, r) => expect(row).toEqual(start[origins[k][r]]))
        }
      }),
    )
    // The example swaps rows 2 and 3 in its second step.
    const o = rowOrigins(augmentedMatrix(EXAMPLE), solveByEliminationTraced(EXAMPLE).trace)
    expect(o[2].slice(0, 3)).toEqual([0, 2, 1])
  })
})

describe('answer text', () => {
  it('names the counts and the moves', () => {
    expect(answerText(solveClosedForm(EXAMPLE))).toBe('t = (0, 0, 0, 1, 1, 0, 0, 1, 1): moves 4 5 8 9')
    expect(movesText(solveClosedForm(SOLVED))).toBe('no moves: every dial already points to 12')
  })
})

describe('the figure of the nine moves', () => {
  it("names the dials of every move in its text alternative, in the solver's order", () => {
    const label = movePatternsLabel(MOVES)
    expect(label).toContain('move 1 turns A, B, D and E; move 2 turns A, B and C;')
    expect(label).toContain('move 5 turns B, D, E, F and H;')
    expect(label.endsWith('move 9 turns E, F, H and I.')).toBe(true)
    for (const [k, dials] of MOVES.entries())
      expect(label).toContain(`move ${k + 1} turns ${dialSentenceList(dials)}`)
  })

  it('lists one, two and more dials in a sentence', () => {
    expect(dialSentenceList('E')).toBe('E')
    expect(dialSentenceList('DE')).toBe('D and E')
    expect(dialSentenceList('ADG')).toBe('A, D and G')
  })
})

describe('the position box', () => {
  it('is sized for the longest position in the notation', () => {
    let longest = 0
    const dials = new Uint8Array(9)
    for (let code = 0; code < POSITIONS; code++) {
      for (let k = 0, c = code; k < 9; k++, c >>= 2) dials[8 - k] = c & 3
      longest = Math.max(longest, formatDials(dials).length)
    }
    expect(LONGEST_POSITION).toBe('12 12 12/12 12 12/12 12 12')
    expect(LONGEST_POSITION.length).toBe(longest)
  })
})

describe('arrow keys between dials', () => {
  it('moves one dial in the grid and stops at the edges', () => {
    expect(neighbourDial(4, 'ArrowLeft')).toBe(3)
    expect(neighbourDial(4, 'ArrowRight')).toBe(5)
    expect(neighbourDial(4, 'ArrowUp')).toBe(1)
    expect(neighbourDial(4, 'ArrowDown')).toBe(7)
    expect(neighbourDial(0, 'ArrowLeft')).toBe(0)
    expect(neighbourDial(0, 'ArrowUp')).toBe(0)
    expect(neighbourDial(8, 'ArrowRight')).toBe(8)
    expect(neighbourDial(8, 'ArrowDown')).toBe(8)
    expect(neighbourDial(5, 'Enter')).toBe(5)
  })
})
