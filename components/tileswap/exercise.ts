/** Wires "Check yourself" to the reader's grids. The fewest swaps come from the flow (fast). */
import { mismatch, solve } from '../../src/solvers/tileswap/index.ts'
import { $, setText, showError } from '../kit/dom.ts'
import { checkSwaps, parseSwaps } from './exercise-check.ts'
import { getPair, onPair } from './pair-state.ts'

export function initExercise(root: HTMLElement): void {
  const input = $<HTMLInputElement>(root, '[data-ts-ex-input]')
  const error = $(root, '[data-input-error]')
  const status = $(root, '[data-status]')
  const check = (): void => {
    const { start, goal } = getPair()
    const why = mismatch(start, goal)
    if (why) return setText(status, `Fix the grids first: ${why}`)
    try {
      const swaps = parseSwaps(input.value)
      showError(input, error, null)
      setText(status, checkSwaps(start, goal, swaps, solve(start, goal).cost).text)
    } catch (err) {
      showError(input, error, err instanceof Error ? err.message : String(err))
    }
  }
  $(root, '[data-ts-ex-check]').addEventListener('click', check)
  input.addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); check() } })
  onPair(() => setText(status, 'Type swaps for these grids and press Check.'))
}
