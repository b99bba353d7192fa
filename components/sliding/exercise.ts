/** Wires the solution checker: typed moves → replay → verdict, with the optimum from the worker. */
import { NotationError, parseMoves, replay, sameTiles } from '../../src/solvers/sliding/index.ts'
import { $, setText, showError } from '../kit/dom.ts'
import { getPosition, onPosition } from './position.ts'
import { boardData, slidingRunner } from './worker.ts'

/** The verdict for `moves`, given the optimal length (null when unknown). */
export function verdict(reached: boolean, used: number, optimal: number | null): string {
  const moves = (k: number): string => `${k} move${k === 1 ? '' : 's'}`
  if (!reached) return `Legal, but after ${moves(used)} the board is not the goal yet.`
  if (optimal === null) return `Correct: ${moves(used)} ${used === 1 ? 'reaches' : 'reach'} the goal.`
  if (used === optimal) return `Correct and optimal: ${moves(used)}, the fewest possible.`
  return `Correct: ${moves(used)} ${used === 1 ? 'reaches' : 'reach'} the goal. The optimum is ${optimal}, so ${used - optimal} could be saved.`
}

/** The status while the typed moves cannot be replayed: the error itself sits under the box. */
export const NOT_CHECKED = 'Not checked: the moves could not be replayed (see the message under the box).'

export function initExercise(root: HTMLElement): void {
  const input = $<HTMLInputElement>(root, '[data-moves]')
  const error = $(root, '[data-input-error]')
  const status = $(root, '[data-status]')
  const runner = slidingRunner()

  async function check(): Promise<void> {
    const { board, goal } = getPosition()
    let moves: number[]
    try {
      moves = parseMoves(input.value, board)
      showError(input, error, null)
    } catch (e) {
      setText(status, NOT_CHECKED) // never leave an earlier verdict standing next to an error
      return showError(input, error, e instanceof NotationError ? e.message : String(e))
    }
    let end
    try {
      end = replay(board, moves).at(-1)!
    } catch (e) {
      const legal = moves.findIndex((_, k) => { try { replay(board, moves.slice(0, k + 1)); return false } catch { return true } })
      setText(status, NOT_CHECKED)
      return showError(input, error, `Move ${legal + 1} (tile ${moves[legal]}) is not next to the blank at that point.`)
    }
    const reached = sameTiles(end.tiles, goal.tiles)
    if (!reached || board.tiles.length > 9) return setText(status, verdict(reached, moves.length, null))
    setText(status, 'Checking the optimum…')
    const outcome = await runner.run({ kind: 'solve', start: boardData(board), goal: boardData(goal) })
    if (outcome.status === 'cancelled' || outcome.status === 'superseded') return // the position changed, or a newer check runs
    const optimal = outcome.status === 'done' && outcome.result.kind === 'solve' ? outcome.result.moves.length : null
    setText(status, verdict(true, moves.length, optimal))
  }

  // A verdict belongs to the position it was given for; a new position starts afresh.
  let last = ''
  onPosition((p) => {
    const key = `${Array.from(p.board.tiles)}|${Array.from(p.goal.tiles)}|${p.board.width}`
    if (last !== '' && key !== last) {
      if (runner.busy) runner.cancel()
      setText(status, 'Your position changed: type your moves for it and press Check.')
      showError(input, error, null)
    }
    last = key
  })

  $(root, '[data-check]').addEventListener('click', () => void check())
  input.addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); void check() } })
}
