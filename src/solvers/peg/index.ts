/**
 * Triangular peg solitaire — the public API: board and checker, notation, counting, the shortest
 * solution in moves, symmetries and the position-class certificate; and `puzzle`, the description
 * the CLI, the worker and the tests share (src/solvers/contract.ts).
 */
import { definePuzzle, InputError } from '../contract.ts'
import { MAX_SIDE, formatMoves, pegCount, replay as replayJumps, type Jump } from './board.ts'
import { EXAMPLE, formatBoard, parseBoard, parseMoves, type Position } from './notation.ts'
import { jobs } from './jobs.ts'

export * from './board.ts'
export * from './notation.ts'
export * from './reach.ts'
export * from './count.ts'
export * from './shortest.ts'
export * from './meet.ts'
export * from './modcount.ts'
export * from './symmetry.ts'
export * from './invariant.ts'

/** The position after `jumps`; throws InputError naming the first illegal jump. */
export function replayPosition(start: Position, jumps: readonly Jump[]): Position {
  const r = replayJumps(start.side, start.board, jumps)
  if (!r.ok) throw new InputError(`Jump ${r.step}, ${r.jump[0]} → ${r.jump[1]}: ${r.reason}`)
  return { side: start.side, board: r.boards[r.boards.length - 1] }
}

export const puzzle = definePuzzle<Position, Jump, typeof jobs>({
  id: 'peg',
  name: 'Peg solitaire',
  slug: 'peg-solitaire',
  example: EXAMPLE,
  position: { parse: parseBoard, format: formatBoard },
  // Holes are numbered row by row from the apex, so every T_n is the top of T8 and a jump of T_n
  // is a jump of T8: moves read on T8, and `replay` checks them against the board's own side.
  moves: { parse: (text) => parseMoves(text, MAX_SIDE), format: formatMoves },
  replay: replayPosition,
  isSolution: (start, jumps) => {
    const r = replayJumps(start.side, start.board, jumps)
    return r.ok && pegCount(r.boards[r.boards.length - 1]) === 1
  },
  jobs,
})
