/**
 * <sliding-space>: the whole state space from the reader's goal. A census (complete BFS) in the
 * worker draws the chart, the table and the farthest positions, which load into the main widget.
 * A 3×3 census takes well under a second, so the widget follows the reader's goal by itself.
 */
import { MAX_BFS_CELLS } from '../../src/solvers/sliding/bfs.ts'
import { boardData } from '../../src/solvers/sliding/model.ts'
import { formatBoard, parseBoard } from '../../src/solvers/sliding/notation.ts'
import type { SlidingJobs } from '../../src/solvers/sliding/jobs.ts'
import { $, setText } from '../kit/dom.ts'
import { encodeBoard } from '../kit/url-state.ts'
import { KitWidget } from '../kit/widget.ts'
import { drawChart, drawCounts } from './draw.ts'
import { getPosition, loadPosition, store, type Position } from './position.ts'
import { jobsRunner } from '../kit/worker-runner.ts'
import { censusSentence, farthestLabel } from './words.ts'

export class SlidingSpace extends KitWidget<Position, string, SlidingJobs> {
  /** The goal the chart, list and table describe now (the build-time one until a count replaces it). */
  #shown = ''
  /** What the status says about the shown goal. */
  #said = ''

  protected setup(): void {
    this.store = store
    this.runner = jobsRunner('sliding')
    this.#shown = $(this, '[data-space-goal] code').textContent!.trim()
    this.#said = $(this, '[data-status]').textContent!.trim()
    $(this, '[data-count]').addEventListener('click', () => void this.#count())
    // The build-time links work without JavaScript; with it they load the board in place.
    $(this, '[data-farthest]').addEventListener('click', (e) => {
      const a = (e.target as HTMLElement).closest<HTMLAnchorElement>('a[data-load]')
      if (!a) return
      e.preventDefault()
      loadPosition({ ...getPosition(), board: parseBoard(a.dataset.load!) })
      document.querySelector<HTMLElement>('sliding-play [data-position-board] [data-board]')?.focus()
    })
  }

  /** A new goal is counted at once (after the shell has said its idle status). */
  protected render(p: Position): void {
    if (formatBoard(p.goal) !== this.#shown && p.goal.tiles.length <= MAX_BFS_CELLS)
      queueMicrotask(() => void this.#count())
  }

  protected idleStatus(p: Position): string {
    const n = p.goal.tiles.length
    if (formatBoard(p.goal) === this.#shown) return this.#said
    return n > MAX_BFS_CELLS
      ? `The complete BFS here handles boards of up to ${MAX_BFS_CELLS} cells; your goal has ${n}.`
      : 'Counting…'
  }

  async #count(): Promise<void> {
    const { goal } = this.position
    const n = goal.tiles.length
    if (n > MAX_BFS_CELLS)
      return this.say(
        `The complete BFS here handles boards of up to ${MAX_BFS_CELLS} cells; your goal has ${n}.`,
      )
    const done = await this.run({ kind: 'census', goal: boardData(goal) }, 'Counting…')
    if (!done) return
    const r = done.result
    const goalText = formatBoard(goal)
    setText($(this, '[data-space-goal] code'), goalText)
    drawChart(
      $<SVGElement>(this, '[data-chart]'),
      r.counts,
      `${goal.width}×${goal.height} positions by distance from the goal`,
    )
    drawCounts($(this, '[data-rows]'), r.counts)
    setText($(this, '[data-farthest-count]'), farthestLabel(r.farthestCount, r.farthest.length))
    $(this, '[data-farthest]').replaceChildren(
      ...r.farthest.map((tiles) => {
        const b = formatBoard({ width: goal.width, height: goal.height, tiles: Uint8Array.from(tiles) })
        const a = Object.assign(document.createElement('a'), {
          textContent: b,
          href: `?board=${encodeBoard(b)}&goal=${encodeBoard(goalText)}#play`,
        })
        a.dataset.load = b
        const li = document.createElement('li')
        li.append(a)
        return li
      }),
    )
    this.#shown = goalText
    this.#said = censusSentence(r.reached, r.counts, done.elapsedMs)
    this.say(this.#said)
  }
}

if (!customElements.get('sliding-space')) customElements.define('sliding-space', SlidingSpace)
