/** Wires the solution checker: typed moves → replay → verdict, with the optimum from the worker. */
import { NotationError, parseMoves, replay, sameTiles } from '../../src/solvers/sliding/index.ts'
import { $, setText, showError } from '../kit/dom.ts'
import { getPosition } from './position.ts'
import { boardData, slidingRunner } from './worker.ts'

/** The verdict for `moves`, given the optimal length (null when unknown). */
export function verdict(reached: boolean, used: number, optimal: number | null): string {
  if (!reached) return `Legal, but after ${used} move${used === 1 ? '' : 's'} the board is not the goal yet.`
  if (optimal === null) return `Correct: ${used} moves reach the goal.`
  if (used === optimal) return `Correct and optimal: ${used} moves, the fewest possible.`
  return `Correct: ${used} moves reach the goal. The optimum is ${optimal}, so ${used - optimal} could be saved.`
}

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
      return showError(input, error, e instanceof NotationError ? e.message : String(e))
    }
    let end
    try {
      end = replay(board, moves).at(-1)!
    } catch (e) {
      const legal = moves.findIndex((_, k) => { try { replay(board, moves.slice(0, k + 1)); return false } catch { return true } })
      return showError(input, error, `Move ${legal + 1} (tile ${moves[legal]}) is not next to the blank at that point.`)
    }
    const reached = sameTiles(end.tiles, goal.tiles)
    if (!reached || board.tiles.length > 9) return setText(status, verdict(reached, moves.length, null))
    setText(status, 'Checking the optimum…')
    const outcome = await runner.run({ kind: 'solve', start: boardData(board), goal: boardData(goal) })
    const optimal = outcome.status === 'done' && outcome.result.kind === 'solve' ? outcome.result.moves.length : null
    setText(status, verdict(true, moves.length, optimal))
  }

  $(root, '[data-check]').addEventListener('click', () => void check())
  input.addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); void check() } })
}
