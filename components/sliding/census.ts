/** Wires the state-space widget: the reader's goal → complete BFS in the worker → chart, list. */
import { formatBoard, parseBoard } from '../../src/solvers/sliding/index.ts'
import { $, setText } from '../kit/dom.ts'
import { bindJobControls, formatMs } from '../kit/job-controls.ts'
import { encodeBoard } from '../kit/url-state.ts'
import { drawChart } from './chart-view.ts'
import { farthestLabel, fmt } from './board-text.ts'
import { getPosition, onPosition, setPosition } from './position.ts'
import { boardData, slidingRunner } from './worker.ts'
import { runJob } from './run-job.ts'

export function initStateSpace(root: HTMLElement): void {
  const runner = slidingRunner()
  const controls = bindJobControls($(root, '[data-job]'), runner)
  const status = $(root, '[data-status]')
  const list = $(root, '[data-farthest]')
  const goalLine = $(root, '[data-space-goal]')
  const rows = $(root, '[data-count-rows]')
  const chart = $<SVGElement>(root, '[data-chart]')

  // The build-time links work without JavaScript; with it they load the board in place.
  list.addEventListener('click', (e) => {
    const a = (e.target as HTMLElement).closest<HTMLAnchorElement>('a[data-board]')
    if (!a) return
    e.preventDefault()
    setPosition({ ...getPosition(), board: parseBoard(a.dataset.board!) })
    document.querySelector<HTMLElement>('[data-sliding-play] [data-sliding-board]')?.focus()
  })

  /** The goal the chart, list and table describe now (the build-time one until a count replaces it). */
  let shownGoal = goalLine.textContent!.replace(/^Goal:\s*/, '').trim()

  async function count(): Promise<void> {
    const { goal } = getPosition()
    if (goal.tiles.length > 10) return setText(status, `The complete BFS here handles boards of up to 10 cells; your goal has ${goal.tiles.length}.`)
    const done = await runJob(runner, controls, status, { kind: 'census', goal: boardData(goal) }, 'Counting…')
    if (!done) return
    const r = done.result
    const goalText = formatBoard(goal)
    goalLine.replaceChildren('Goal: ', Object.assign(document.createElement('code'), { textContent: goalText }))
    chart.dataset.what = `${goal.width}×${goal.height} positions by distance from the goal` // the summary names the reader's board
    drawChart(chart, r.counts)
    rows.replaceChildren(...r.counts.map((c, d) => {
      const tr = document.createElement('tr')
      for (const t of [String(d), fmt(c)]) tr.append(Object.assign(document.createElement('td'), { className: 'num', textContent: t }))
      return tr
    }))
    setText($(root, '[data-farthest-count]'), farthestLabel(r.farthestCount, r.farthest.length))
    list.replaceChildren(...r.farthest.map((tiles) => {
      const b = formatBoard({ width: goal.width, height: goal.height, tiles: Uint8Array.from(tiles) })
      const li = document.createElement('li')
      const a = Object.assign(document.createElement('a'), { textContent: b, href: `?board=${encodeBoard(b)}&goal=${encodeBoard(goalText)}` })
      a.dataset.board = b
      li.append(a)
      return li
    }))
    shownGoal = goalText
    setText(status, `From your goal, ${fmt(r.reached)} positions are reachable (counted in ${formatMs(done.elapsedMs)}); the farthest need ${r.counts.length - 1} moves.`)
  }

  // A 3×3 census takes well under 100 ms in the worker, so the widget follows the reader's goal
  // by itself; the button stays for counting again on request.
  let asked = shownGoal
  onPosition((p) => {
    const g = formatBoard(p.goal)
    if (g !== asked && g !== shownGoal) void count()
    asked = g
  })
  $(root, '[data-count]').addEventListener('click', () => void count())
}
