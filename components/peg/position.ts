/**
 * The reader's board and goal, shared by every peg widget on the page. The main widget owns it
 * (it reads `?board=` and `&goal=`, and the reader's edits); the exercise follows it until it gets
 * a puzzle of its own.
 *
 *   PegPosition  the board (side and bit mask) and the goal: `target` is the 0-based hole the last
 *                peg must stand in, or -1 for one peg anywhere.
 */
import { createStore } from '../kit/store.ts'
import { EXAMPLE, formatBoard, parseBoard, type Position } from '../../src/solvers/peg/notation.ts'
import { holeCount } from '../../src/solvers/peg/board.ts'
import { InputError } from '../../src/solvers/contract.ts'
import type { PositionLink } from '../kit/url-state.ts'

export { EXAMPLE }

export type PegPosition = Position & { target: number }

export const copyPosition = (p: PegPosition): PegPosition => ({
  side: p.side,
  board: p.board,
  target: p.target,
})

export const position = createStore<PegPosition>({ ...parseBoard(EXAMPLE), target: -1 }, copyPosition)

/** The board's notation for a position box: a typed board keeps the goal when it still fits. */
export function boardNotation(goalOf: () => number): {
  parse(text: string): PegPosition
  format(p: PegPosition): string
} {
  return {
    parse(text) {
      const p = parseBoard(text)
      const target = goalOf()
      return { ...p, target: target < holeCount(p.side) ? target : -1 }
    },
    format: formatBoard,
  }
}

/** `?board=1/01/111/1111&goal=7`: the goal, a 1-based hole, only when one is set. */
export const boardAndGoalLink: PositionLink<PegPosition> = {
  read(params) {
    const raw = params.get('board')
    if (raw === null || raw.trim() === '') return null
    const p = parseBoard(raw)
    const goal = params.get('goal')
    if (goal === null || goal === '') return { ...p, target: -1 }
    const hole = Number(goal)
    if (!Number.isInteger(hole) || hole < 1 || hole > holeCount(p.side)) {
      throw new InputError(
        `The goal "${goal}" is not a hole of T${p.side}, which has holes 1 to ${holeCount(p.side)}`,
      )
    }
    return { ...p, target: hole - 1 }
  },
  write: (p) =>
    p.target >= 0
      ? [
          ['board', formatBoard(p)],
          ['goal', String(p.target + 1)],
        ]
      : [['board', formatBoard(p)]],
}
