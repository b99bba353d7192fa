/** Wires the BFS widget: the reader's position → worker job → frontier table, path, steps. */
import { replay, formatBoard } from '../../src/solvers/sliding/index.ts'
import { $, setText } from '../kit/dom.ts'
import { bindJobControls, formatMs } from '../kit/job-controls.ts'
import { findStepPlayer } from '../kit/step-player.ts'
import { drawBoard } from './board-view.ts'
import { fmt } from './board-text.ts'
import { onPosition, type Position } from './position.ts'
import { boardData, slidingRunner } from './worker.ts'
import { runJob } from './run-job.ts'

export function initBfs(root: HTMLElement): void {
  const runner = slidingRunner()
  const controls = bindJobControls($(root, '[data-job]'), runner)
  const status = $(root, '[data-status]')
  const boardEl = $(root, '[data-sliding-board]')
  const wrap = $(root, '[data-frontier-wrap]')
  const body = $(root, '[data-frontier]')
  const player = findStepPlayer(root)
  let position: Position | null = null

  onPosition((p) => {
    position = p
    drawBoard(boardEl, p.board)
    if (runner.busy) runner.cancel()
    controls.stop()
    player.load([], () => {})
    wrap.hidden = true
  })

  function showFrontier(frontier: number[]): void {
    const max = Math.max(...frontier)
    body.replaceChildren(...frontier.map((count, depth) => {
      const tr = document.createElement('tr')
      const bar = document.createElement('span')
      bar.className = 'bar'
      bar.style.width = `${Math.max(1, (count / max) * 12)}rem`
      const cells = [String(depth), fmt(count)].map((t) => { const td = document.createElement('td'); td.className = 'num'; td.textContent = t; return td })
      const barCell = document.createElement('td')
      barCell.append(bar)
      tr.append(...cells, barCell)
      return tr
    }))
    wrap.hidden = false
  }

  async function run(method: 'ranked' | 'list-scan'): Promise<void> {
    if (!position) return
    const p = position
    if (p.board.tiles.length > 10) return setText(status, `BFS here handles boards of up to 10 cells; this one has ${p.board.tiles.length}. Use the comparison below.`)
    const busy = method === 'ranked' ? 'Searching with a rank table…' : 'Searching with a list scan…'
    const done = await runJob(runner, controls, status, { kind: 'bfs', method, start: boardData(p.board), goal: boardData(p.goal) }, busy)
    if (!done) return
    const r = done.result
    const how = method === 'ranked' ? 'with a rank table' : "with the seed's list scan"
    setText(status, `BFS ${how} found a ${r.length}-move solution after expanding ${fmt(r.expanded)} positions in ${formatMs(done.elapsedMs)}.`)
    if (!r.moves) return
    showFrontier(r.frontier)
    const moves = r.moves
    const boards = replay(p.board, moves)
    player.load([{ label: `Start: ${formatBoard(p.board)}` }].concat(moves.map((t, k) => ({ label: `Step ${k + 1} of ${moves.length}: tile ${t} slides` }))),
      (i) => drawBoard(boardEl, boards[i], i > 0 ? moves[i - 1] : -1))
  }

  for (const b of root.querySelectorAll<HTMLButtonElement>('[data-run]')) {
    b.addEventListener('click', () => void run(b.dataset.run === 'list-scan' ? 'list-scan' : 'ranked'))
  }
}
