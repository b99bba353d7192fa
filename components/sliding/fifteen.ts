/** Wires the 15-puzzle widget: a Korf instance → worker (PDB build, then IDA*) → steps. */
import { parseBoard, replay } from '../../src/solvers/sliding/index.ts'
import { $, setText } from '../kit/dom.ts'
import { bindJobControls, formatMs } from '../kit/job-controls.ts'
import { findStepPlayer } from '../kit/step-player.ts'
import { drawBoard } from './board-view.ts'
import { fmt, nodes, solutionSentence } from './board-text.ts'
import { setPosition } from './position.ts'
import { boardData, slidingRunner } from './worker.ts'
import { runJob } from './run-job.ts'

export const KORF_GOAL = '0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15'

export function initFifteen(root: HTMLElement): void {
  const runner = slidingRunner()
  const controls = bindJobControls($(root, '[data-job]'), runner)
  const status = $(root, '[data-status]')
  const select = $<HTMLSelectElement>(root, '[data-korf]')
  const boardEl = $(root, '[data-sliding-board]')
  const player = findStepPlayer(root)
  const goal = parseBoard(KORF_GOAL)

  select.addEventListener('change', () => {
    if (runner.busy) { runner.cancel(); controls.stop() }
    drawBoard(boardEl, parseBoard(select.value))
    player.load([], () => {})
    setText(status, `Instance ${select.selectedIndex + 1} chosen.`)
  })
  $(root, '[data-load-korf]').addEventListener('click', () => {
    setPosition({ board: parseBoard(select.value), goal })
    setText(status, `Instance ${select.selectedIndex + 1} is now your position, with Korf's goal (blank top-left).`)
  })
  $(root, '[data-solve-korf]').addEventListener('click', async () => {
    const start = parseBoard(select.value)
    const which = select.selectedIndex + 1
    const done = await runJob(runner, controls, status, { kind: 'solve', start: boardData(start), goal: boardData(goal) }, `Solving instance ${which}…`)
    if (!done) return
    const r = done.result
    const rate = r.searchMs > 0 ? `, ${fmt(Math.round(r.expanded / (r.searchMs / 1000)))} nodes a second` : ''
    const build = r.buildMs >= 1 ? ` Pattern databases built in ${formatMs(r.buildMs)}.` : ''
    setText(status, `Instance ${which}: ${solutionSentence(r.moves)}. IDA* expanded ${nodes(r.expanded)} in ${formatMs(r.searchMs)}${rate}.${build}`)
    const boards = replay(start, r.moves)
    player.load([{ label: `Start: instance ${which}` }].concat(r.moves.map((t, k) => ({ label: `Step ${k + 1} of ${r.moves.length}: tile ${t} slides` }))),
      (i) => drawBoard(boardEl, boards[i], i > 0 ? r.moves[i - 1] : -1))
  })
}
