/** Wires the comparison: the reader's position → worker → table; and A*'s expansion order. */
import { $, setText } from '../kit/dom.ts'
import { bindJobControls, formatMs } from '../kit/job-controls.ts'
import { findStepPlayer } from '../kit/step-player.ts'
import type { AlgorithmRow } from '../../src/solvers/sliding/jobs.ts'
import { drawBoard } from './board-view.ts'
import { fmt } from './board-text.ts'
import { getPosition, onPosition } from './position.ts'
import { boardData, slidingRunner } from './worker.ts'
import { runJob } from './run-job.ts'

const TRACE_LIMIT = 60

function cellsOf(row: HTMLElement): HTMLElement[] {
  return Array.from(row.querySelectorAll<HTMLElement>('td'))
}

export function initCompare(root: HTMLElement): void {
  const runner = slidingRunner()
  const controls = bindJobControls($(root, '[data-job]'), runner)
  const status = $(root, '[data-status]')
  const boardEl = $(root, '[data-sliding-board]')
  const player = findStepPlayer(root)

  function clearTable(): void {
    for (const row of root.querySelectorAll<HTMLElement>('[data-method]')) cellsOf(row).forEach((td, k) => setText(td, k === 0 ? 'not measured yet' : '–'))
  }

  onPosition((p) => {
    if (runner.busy) runner.cancel()
    controls.stop()
    drawBoard(boardEl, p.board)
    player.load([], () => {})
    clearTable()
  })

  function fill(rows: AlgorithmRow[]): void {
    for (const r of rows) {
      const [nodes, time, length] = cellsOf($(root, `[data-method="${r.method}"]`))
      setText(nodes, r.expanded === null ? 'skipped' : r.length === null ? `over ${fmt(r.expanded)}` : fmt(r.expanded))
      setText(time, r.ms === null ? (r.note || '–') : formatMs(r.ms))
      setText(length, r.length === null ? '–' : String(r.length))
      if (r.expanded === null) setText(time, r.note)
    }
  }

  $(root, '[data-compare]').addEventListener('click', async () => {
    const p = getPosition()
    clearTable()
    const busy = 'Comparing… (a 4×4 board first builds its pattern databases, which takes a while; the progress line shows which table is being filled)'
    const done = await runJob(runner, controls, status, { kind: 'compare', start: boardData(p.board), goal: boardData(p.goal) }, busy)
    if (!done) return
    const r = done.result
    fill(r.rows)
    const lengths = new Set(r.rows.filter((x) => x.length !== null).map((x) => x.length))
    setText(status, lengths.size === 1 ? `Done: every method that finished found ${[...lengths][0]} moves, the optimum.` : 'Done, but the lengths differ: please report this position.')
  })

  for (const b of root.querySelectorAll<HTMLButtonElement>('[data-trace]')) {
    b.addEventListener('click', async () => {
      const p = getPosition()
      if (p.board.tiles.length > 9) return setText(status, 'Watching A* is for boards of up to 9 cells.')
      const heuristic = b.dataset.trace === 'pdb' ? 'pdb' : 'manhattan'
      const outcome = await runner.run({ kind: 'trace', heuristic, limit: TRACE_LIMIT, start: boardData(p.board), goal: boardData(p.goal) })
      if (outcome.status !== 'done' || outcome.result.kind !== 'trace') return
      const r = outcome.result
      if (r.reason) return setText(status, r.reason)
      const name = heuristic === 'pdb' ? 'pattern databases' : 'Manhattan distance'
      setText(status, `A* with ${name} expanded ${fmt(r.expanded)} positions and found ${r.moves.length} moves; the first ${r.order.length} are in the player.`)
      const boards = r.order.map((tiles) => ({ width: p.board.width, height: p.board.height, tiles: Uint8Array.from(tiles) }))
      player.load(boards.map((_, k) => ({ label: `Expansion ${k + 1} of ${boards.length}${k === 0 ? ': the start' : ''}` })), (i) => drawBoard(boardEl, boards[i]))
    })
  }
}
