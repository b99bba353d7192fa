/**
 * Words about boards, shared by the build-time markup and the page scripts (no DOM here).
 */
import { COLOUR_NAMES, certificate, certificateSentence, colour, pegCount, type Position } from '../../src/solvers/peg/index.ts'

export const EXAMPLE = '1/01/111/1111' // the source's board, T4 with hole 2 empty

export const holeLabel = (hole: number, peg: boolean): string => `Hole ${hole}: ${peg ? 'peg' : 'empty'}`

/** Why a board has no solution: the class certificate when it applies, else the search. */
export function noSolutionSentence(position: Position, boards: number, target: number): string {
  if (pegCount(position.board) === 0) return 'No solution: the board has no pegs.'
  const c = certificate(position.side, position.board)
  if (!c.possible) return `No solution, and here is the proof. ${certificateSentence(c)}`
  if (target >= 0 && colour(position.side, target) !== c.colour) {
    return `No solution ends in hole ${target + 1}, and here is the proof. ${certificateSentence(c)} ` +
      `So the last peg stands on colour ${COLOUR_NAMES[c.colour]}, and hole ${target + 1} has colour ${COLOUR_NAMES[colour(position.side, target)]}.`
  }
  const where = target >= 0 ? ` with the last peg in hole ${target + 1}` : ''
  return `No solution exists${where}: exhaustive search over ${boards.toLocaleString('en-US')} board${boards === 1 ? '' : 's'}.`
}

/** "3 → 1 over 2". */
export const jumpText = (from: number, over: number, to: number): string => `${from} → ${to} over ${over}`
