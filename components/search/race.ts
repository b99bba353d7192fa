/**
 * <search-race id="race">: the lab's main widget. The reader's position (position.ts) → every
 * algorithm in the worker → the table (length, optimal?, expanded, generated, peak stored, time)
 * and the log-scale chart. In class mode the counts stay hidden until the class has ranked the
 * algorithms by nodes and pressed Reveal. Link, Set, drafts, jobs and notices: the kit's shell.
 */
import type { AlgorithmName } from '../../src/solvers/search/algorithms.ts'
import type { RaceResult, SearchJobs } from '../../src/solvers/search/jobs.ts'
import type { HeuristicName } from '../../src/solvers/search/sliding.ts'
import { boardData, defaultGoal } from '../../src/solvers/sliding/model.ts'
import { $, setText, showError } from '../kit/dom.ts'
import { setClassMode } from '../kit/exercise.ts'
import { isClassMode } from '../kit/url-state.ts'
import { KitWidget } from '../kit/widget.ts'
import { drawBoard, drawRaceChart, drawRaceTable, readRanking } from './draw.ts'
import { randomBoard, rankByNodes } from './logic.ts'
import { EXAMPLE, NOTATION, parsePosition, position, type Task } from './position.ts'
import { searchRunner } from './worker.ts'
import { onClassMode } from '../kit/exercise.ts'
import { algorithmLabel, rankingVerdict, raceSentence } from './words.ts'


export class SearchRace extends KitWidget<Task, string, SearchJobs> {
  #result: RaceResult | null = null
  #revealed = false
  #classBox!: HTMLInputElement
  #predict!: HTMLElement

  protected setup(): void {
    this.usePosition(position, NOTATION)
    this.runner = searchRunner()
    this.#classBox = $<HTMLInputElement>(this, '[data-class]')
    this.#predict = $(this, '[data-predict]')
    $(this, '[data-example]').addEventListener('click', () => this.change(parsePosition(EXAMPLE), 'edit'))
    $(this, '[data-random]').addEventListener('click', () => {
      const goal = this.position.goal
      this.change({ board: randomBoard(goal), goal }, 'edit')
    })
    $(this, '[data-random-shape]').addEventListener('change', (e) => {
      const [w, h] = (e.target as HTMLSelectElement).value.split('x').map(Number)
      const goal = defaultGoal(w, h)
      this.change({ board: randomBoard(goal), goal }, 'edit')
    })
    $(this, '[data-run]').addEventListener('click', () => void this.#race())
    $(this, '[data-reveal]').addEventListener('click', () => this.#reveal())
    this.#classBox.addEventListener('change', () => setClassMode(this.#classBox.checked))
    onClassMode((on) => this.#applyClassMode(on))
    for (const input of this.querySelectorAll<HTMLElement>('[data-heuristic], [data-weight], [data-max-depth]')) {
      input.addEventListener('change', () => this.#clear('Settings changed: press “Run the race” to run it again.'))
    }
    this.#applyClassMode(isClassMode())
  }

  protected render(task: Task): void {
    drawBoard($(this, '[data-board]'), task.board, 'Your position')
    this.#clear(null)
  }

  protected idleStatus(): string {
    return 'Press “Run the race” to run every algorithm on this position.'
  }

  get #classMode(): boolean { return this.#classBox.checked }

  #applyClassMode(on: boolean): void {
    this.#classBox.checked = on
    this.#predict.hidden = !on
    if (this.#result && !on) this.#show()
  }

  #clear(sentence: string | null): void {
    this.#result = null
    this.#revealed = false
    drawRaceTable($(this, '[data-table]'), null)
    drawRaceChart($(this, '[data-chart]'), null)
    $<HTMLButtonElement>(this, '[data-reveal]').disabled = true
    if (sentence) this.say(sentence)
  }

  #settings(): { heuristic: HeuristicName; weight: number; maxDepth: number | undefined } {
    const weightBox = $<HTMLInputElement>(this, '[data-weight]')
    const weight = Number(weightBox.value)
    const depthBox = $<HTMLInputElement>(this, '[data-max-depth]')
    const depth = depthBox.value.trim() === '' ? undefined : Number(depthBox.value)
    return {
      heuristic: $<HTMLSelectElement>(this, '[data-heuristic]').value as HeuristicName,
      weight: Number.isFinite(weight) && weight >= 1 ? weight : 2,
      maxDepth: depth !== undefined && Number.isInteger(depth) && depth >= 0 ? depth : undefined,
    }
  }

  async #race(): Promise<void> {
    const task = this.position
    const s = this.#settings()
    for (const el of this.querySelectorAll<HTMLElement>('[data-name]')) {
      setText(el, algorithmLabel(el.dataset.name as AlgorithmName, s.weight))
    }
    const done = await this.run({ kind: 'race', start: boardData(task.board), goal: boardData(task.goal), heuristic: s.heuristic, weight: s.weight, maxDepth: s.maxDepth }, 'Racing every algorithm on your position…')
    if (!done) return
    const r = done.result
    if (r.reason) return this.say(r.reason)
    this.#result = r
    this.#revealed = false
    if (this.#classMode) {
      $<HTMLButtonElement>(this, '[data-reveal]').disabled = false
      this.say('The counts are in, hidden. Rank the algorithms by nodes expanded (1 = fewest), then press Reveal.')
      $<HTMLSelectElement>(this, '[data-predict] select').focus()
      return
    }
    this.#show()
  }

  #show(): void {
    const r = this.#result
    if (!r || r.distance === null) return
    this.#revealed = true
    drawRaceTable($(this, '[data-table]'), r.rows)
    drawRaceChart($(this, '[data-chart]'), r.rows)
    this.say(raceSentence(r.rows, r.distance))
  }

  #reveal(): void {
    const r = this.#result
    if (!r || this.#revealed) return
    const ranks = readRanking(this.#predict)
    const error = $(this, '#race-rank-error')
    const chosen = [...ranks.values()]
    if (chosen.some((k) => !(k >= 1)) || new Set(chosen).size !== chosen.length) {
      showError(this.#predict, error, 'Give every algorithm a different rank from 1 (fewest nodes) to 8, then press Reveal.')
      return
    }
    showError(this.#predict, error, null)
    const predicted = [...ranks.entries()].sort((a, b) => a[1] - b[1]).map(([a]) => a)
    this.#show()
    this.say(`${raceSentence(r.rows, r.distance!)} ${rankingVerdict(predicted, rankByNodes(r.rows))}`)
  }
}

if (!customElements.get('search-race')) customElements.define('search-race', SearchRace)
