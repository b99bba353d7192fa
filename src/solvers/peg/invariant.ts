/**
 * Position classes — a certificate that a board can never be finished.
 *
 * Vocabulary:
 *   colour   hole (r, c) has colour (r + c) mod 3, named a, b, c for 0, 1, 2. Three holes in a
 *            line, along a row or a diagonal, always have three different colours.
 *   census   how many pegs stand on each colour: (N_a, N_b, N_c).
 *   parity   the census mod 2. A jump takes a peg from two colours and adds one to the third, so it
 *            flips all three parities at once. After k jumps the parities are the start's, flipped
 *            k times; a board with p pegs needs exactly p − 1 jumps to reach one peg.
 *   Certificate  the census, the parities after p − 1 jumps, and the verdict: one peg is possible
 *            only if exactly one parity is then odd, and that peg must stand on that colour.
 */
import { geometry, hasPeg, pegCount, type Board } from './board.ts'

export const COLOUR_NAMES = ['a', 'b', 'c'] as const

export type Certificate = {
  census: [number, number, number]
  jumps: number // p − 1
  finalParity: [number, number, number] // census parities flipped `jumps` times
  possible: boolean // exactly one final parity is odd
  colour: number // the colour the last peg must have (when possible), else -1
}

// #region colour
/** The colour of hole i: (row + column) mod 3. */
export function colour(side: number, hole: number): number {
  const g = geometry(side)
  return (g.row[hole] + g.col[hole]) % 3
}

/** The colour census of a board and what it allows after every peg but one is gone. */
export function certificate(side: number, board: Board): Certificate {
  const census: [number, number, number] = [0, 0, 0]
  for (let i = 0; i < geometry(side).holes; i++) if (hasPeg(board, i)) census[colour(side, i)]++
  const jumps = Math.max(0, pegCount(board) - 1)
  const finalParity = census.map((n) => (n + jumps) % 2) as [number, number, number]
  const odd = finalParity.filter((p) => p === 1).length
  return { census, jumps, finalParity, possible: odd === 1, colour: odd === 1 ? finalParity.indexOf(1) : -1 }
}
// #endregion colour

/** Can the class argument alone rule out finishing with one peg in hole `target` (1-based)? */
export function ruledOutFor(side: number, board: Board, target: number): boolean {
  const c = certificate(side, board)
  return !c.possible || colour(side, target - 1) !== c.colour
}

/** The certificate in one sentence, for the command line and the widgets. */
export function certificateSentence(c: Certificate): string {
  const names = COLOUR_NAMES
  const census = c.census.map((n, k) => `${n} on ${names[k]}`).join(', ')
  const parity = c.finalParity.map((p, k) => `${names[k]} ${p ? 'odd' : 'even'}`).join(', ')
  return (
    `Pegs by colour (row + column mod 3): ${census}. Each jump flips all three parities, and ` +
    `${c.jumps} jump${c.jumps === 1 ? '' : 's'} would leave ${parity}; one peg needs exactly one colour odd.`
  )
}
