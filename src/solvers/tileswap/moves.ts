/**
 * Tile swap — the move notation: a list of swaps as a reader types them and the command line
 * prints them, `14-10 10-11` (cell numbers from 0, row-major; "a,b" is read too). Also the
 * position-level replay of the puzzle contract, which names the first illegal swap.
 *
 * Vocabulary:
 *   swap      [a, b], two cell indices; legal when the cells share a side (see grid.ts).
 *   position  a Pair: the start grid the swaps are played on, and the goal they should reach.
 */
import { InputError, NotationError } from '../contract.ts'
import { replay as replayCells, sameCells, type Pair, type Swap } from './grid.ts'

// #region moves
/** Reads "a-b c-d …" (also "a,b" pairs); throws NotationError naming the bad token. */
export function parseSwaps(text: string): Swap[] {
  const tokens = text.trim().split(/\s+/).filter((t) => t !== '')
  return tokens.map((token, k) => {
    const m = /^(\d+)[-,](\d+)$/.exec(token)
    if (!m) throw new NotationError(`Swap ${k + 1}, ${JSON.stringify(token.slice(0, 20))}, is not two cell numbers joined by "-" (such as 14-10).`)
    return [Number(m[1]), Number(m[2])] as const
  })
}

/** "7-3 4-0": the swaps as the CLI prints them and `parseSwaps` reads them back. */
export function formatSwaps(swaps: readonly Swap[]): string {
  return swaps.map(([a, b]) => `${a}-${b}`).join(' ')
}
// #endregion moves

/** The pair after playing `swaps` on its start grid (the goal is kept); throws InputError at the first illegal swap. */
export function replayPair(pair: Pair, swaps: readonly Swap[]): Pair {
  const r = replayCells(pair.start, swaps)
  if (!r.ok) throw new InputError(r.reason)
  return { start: { ...pair.start, cells: r.cells }, goal: pair.goal }
}

/** True when `swaps` are legal from the pair's start grid and end exactly on its goal. */
export function solvesPair(pair: Pair, swaps: readonly Swap[]): boolean {
  const r = replayCells(pair.start, swaps)
  return r.ok && sameCells(r.cells, pair.goal.cells)
}
