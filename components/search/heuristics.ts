/**
 * <search-heuristics id="heuristics">: the reader's position under each heuristic, beside its true
 * distance (from the worker), and a marker for it on the census plots (drawn at build time).
 */
import type { SearchJobs } from '../../src/solvers/search/jobs.ts'
import { boardData, defaultGoal, sameTiles } from '../../src/solvers/sliding/model.ts'
import { $, setText } from '../kit/dom.ts'
import { KitWidget } from '../kit/widget.ts'
import { position, type Task } from './position.ts'
import { jobsRunner } from '../kit/worker-runner.ts'
import { HEURISTIC_NAMES } from './words.ts'

export class SearchHeuristics extends KitWidget<Task, string, SearchJobs> {
  protected setup(): void {
    this.store = position
    this.runner = jobsRunner('search')
    $(this, '[data-measure]').addEventListener('click', () => void this.#measure())
  }

  protected render(task: Task): void {
    for (const td of this.querySelectorAll('[data-h], [data-d], [data-gap]')) setText(td, '–')
    for (const m of this.querySelectorAll<SVGElement>('[data-marker]')) m.setAttribute('visibility', 'hidden')
    const standard =
      task.board.width === 3 && task.board.height === 3 && sameTiles(task.goal.tiles, defaultGoal(3, 3).tiles)
    $(this, '[data-plots-note]').hidden = standard
  }

  protected idleStatus(): string {
    return 'Press the button to compute each heuristic and the true distance of your position.'
  }

  async #measure(): Promise<void> {
    const task = this.position
    const done = await this.run(
      { kind: 'heuristics', start: boardData(task.board), goal: boardData(task.goal) },
      'Computing…',
    )
    if (!done) return
    const r = done.result
    for (const v of r.values) {
      const row = $(this, `tr[data-heuristic="${v.heuristic}"]`)
      setText($(row, '[data-h]'), String(v.h))
      setText($(row, '[data-d]'), r.distance === null ? 'unreachable' : String(r.distance))
      setText($(row, '[data-gap]'), r.distance === null ? '–' : String(r.distance - v.h))
      this.#mark(v.heuristic, r.distance, v.h)
    }
    if (r.distance === null) return this.say(r.reason ?? 'The goal cannot be reached.')
    const best = r.values.reduce((a, b) => (b.h > a.h ? b : a))
    this.say(
      `True distance ${r.distance}. The closest guess is ${HEURISTIC_NAMES[best.heuristic]}, ${best.h}; every one is at most ${r.distance}, as an admissible heuristic must be.`,
    )
  }

  /** Moves the plot's marker to (d, h) for the reader's position (3×3 default-goal plots only). */
  #mark(heuristic: string, d: number | null, h: number): void {
    const marker = this.querySelector<SVGElement>(`[data-marker="${heuristic}"]`)
    if (!marker) return
    const svg = marker.closest('svg')!
    const x = (v: number): number => Number(svg.dataset.x0) + v * Number(svg.dataset.sx)
    const y = (v: number): number => Number(svg.dataset.y0) - v * Number(svg.dataset.sy)
    const ok = d !== null && $(this, '[data-plots-note]').hidden
    marker.setAttribute('visibility', ok ? 'visible' : 'hidden')
    if (ok) marker.setAttribute('transform', `translate(${x(d!)} ${y(h)})`)
  }
}

if (!customElements.get('search-heuristics')) customElements.define('search-heuristics', SearchHeuristics)
