/** Sentences and small constants of the tile swap widgets (no DOM; unit-tested). */
import { cellName } from '../../src/solvers/tileswap/grid.ts'
import type { CellCertificateCheck } from '../../src/solvers/tileswap/flow.ts'

export const RANDOM_SIZES = [2, 3, 4, 5, 6, 8, 12, 16, 24, 32, 48, 64] as const

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

/** What the certificate under the play widget says, from the check the page ran on the potentials. */
export function certificateSentence(check: CellCertificateCheck, cells: number, swaps: number): string {
  const steep = check.steepPairs === 0
    ? `no two neighbouring cells differ by more than 1 (all ${plural(cells, 'cell')} checked)`
    : `${plural(check.steepPairs, 'neighbouring pair')} differ by more than 1, so this is NOT a certificate`
  const sums = `the potentials of the goal's ones add up to ${check.goalSum.toLocaleString('en-US')}, those of the start's ones to ${check.startSum.toLocaleString('en-US')}`
  const verdict = check.ok
    ? `so every sequence needs at least ${check.goalSum.toLocaleString('en-US')} − ${check.startSum.toLocaleString('en-US')} = ${plural(check.bound, 'swap')}, exactly the number found: no shorter sequence exists.`
    : `and the bound ${check.bound.toLocaleString('en-US')} is not the ${plural(swaps, 'swap')} found: the certificate FAILS; please report this grid pair.`
  return `Certificate: ${steep}; ${sums}; ${verdict}`
}
