/** Sentences and small constants of the tile swap widgets (no DOM; unit-tested). */
import { cellName } from '../../src/solvers/tileswap/grid.ts'

export const RANDOM_SIZES = [4, 8, 12, 16, 32, 64] as const

export function plural(n: number, word: string): string {
  return `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`
}

/** "Fewest swaps: 8." and, when the sequence was played, that it reached the goal. */
export function solvedSentence(cost: number, played: number | null): string {
  const head = `Fewest swaps: ${cost.toLocaleString('en-US')}.`
  if (played === null || played === 0) return head
  return `${head} The ${plural(played, 'swap')} below ${played === 1 ? 'replays' : 'replay'} legally to the goal.`
}

/** The step player's labels: "Start: …", then one per swap. */
export function swapLabels(swaps: Int32Array, relabels: Int32Array, cols: number): { label: string }[] {
  const n = swaps.length / 2
  const out = [{ label: `Start: the start grid; ${plural(n, 'swap')} to go` }]
  for (let s = 0; s < n; s++) {
    const extra = relabels[s] ? ` (after ${plural(relabels[s], 'relabel')})` : ''
    out.push({ label: `Step ${s + 1} of ${n}: swap ${cellName(swaps[2 * s], cols)} with ${cellName(swaps[2 * s + 1], cols)}${extra}` })
  }
  return out
}
