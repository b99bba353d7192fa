/**
 * <search-race id="race">: the lab's main widget. The reader's position (position.ts) → the
 * chosen algorithms, one job each in the worker, so each row appears as its algorithm finishes
 * and Cancel keeps the rows already done → the table (length, cost, optimal?, expanded,
 * generated, peak stored, time) and the log-scale chart. In class mode the counts stay hidden
 * until the class has ranked the algorithms by nodes and pressed Reveal. "Keep this run" copies
 * the table beside the next run (Manhattan against misplaced tiles, unit against tile costs).
 * Link (position, goal and every setting), Set, drafts, jobs and notices: the kit's shell.
 */
import { ALGORITHMS, type AlgorithmName } from '../../src/solvers/search/algorithms.ts'
import type { RaceRow } from '../../src/solvers/search/race.ts'
import type { RaceTruth, SearchJobs } from '../../src/solvers/search/jobs.ts'
import type { CostModel, HeuristicName } from '../../src/solvers/search/sliding.ts'
import { boardData, defaultGoal } from '../../src/solvers/sliding/model.ts'
import { $, setText, showError } from '../kit/dom.ts'
import { onClassMode, setClassMode } from '../kit/exercise.ts'
import { checkNumberBoxes } from '../kit/setting-controls.ts'
import { isClassMode } from '../kit/url-state.ts'
import { KitWidget } from '../kit/widget.ts'
import { drawBoard, drawRaceChart, drawRaceTable, readRanking } from './draw.ts'
import { randomBoard, rankByNodes } from './logic.ts'
import {
  EXAMPLE,
  formatPosition,
  NOTATION,
  parsePosition,
  position,
  positionLink,
  type Task,
} from './position.ts'
import { jobsRunner } from '../kit/worker-runner.ts'
import { algorithmLabel, raceProgress, rankingVerdict, raceSentence, runSettings } from './words.ts'

type Settings = {
  algorithms: AlgorithmName[]
  heuristic: HeuristicName
  weight: number
  maxDepth: number | undefined
  cost: CostModel
}
type Run = { rows: RaceRow[]; truth: RaceTruth; settings: Settings; board: string; complete: boolean }

const OUT_OF_RANGE = 'Nothing ran: a setting is out of range (said under it). Fix it, then run the race.'

export class SearchRace extends KitWidget<Task, string, SearchJobs> {
  #run: Run | null = null
  #revealed = false
  #classBox!: HTMLInputElement
  #predict!: HTMLElement

  protected setup(): void {
    this.usePosition(position, NOTATION)
    this.link = positionLink
    this.runner = jobsRunner('search')
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
    $(this, '[data-keep]').addEventListener('click', () => this.#keep())
    $(this, '[data-forget]').addEventListener('click', () => {
      $(this, '[data-kept]').hidden = true
      $(this, '[data-run]').focus()
    })
    this.#classBox.addEventListener('change', () => setClassMode(this.#classBox.checked))
    onClassMode((on) => this.#applyClassMode(on))
    // A changed setting clears the table. The status invites a new run only when one would start:
    // while a number box is out of range it says what Run would say, whichever event comes last.
    for (const input of this.querySelectorAll<HTMLElement>('[data-setting]')) {
      input.addEventListener('change', () =>
        this.#clear(
          this.#checkNumbers() ? 'Settings changed: press “Run the race” to run it again.' : OUT_OF_RANGE,
        ),
      )
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

  get #classMode(): boolean {
    return this.#classBox.checked
  }

  #applyClassMode(on: boolean): void {
    this.#classBox.checked = on
    this.#predict.hidden = !on
    if (this.#run && !on) this.#show()
  }

  #clear(sentence: string | null): void {
    this.#run = null
    this.#revealed = false
    drawRaceTable($(this, '[data-table]'), null)
    drawRaceChart($(this, '[data-chart]'), null)
    $<HTMLButtonElement>(this, '[data-reveal]').disabled = true
    $<HTMLButtonElement>(this, '[data-keep]').disabled = true
    if (sentence) this.say(sentence)
  }

  #numberBoxes(): HTMLInputElement[] {
    return [$<HTMLInputElement>(this, '[data-weight]'), $<HTMLInputElement>(this, '[data-max-depth]')]
  }

  /** Checks the number boxes where they are typed; true when every one is fine. */
  #checkNumbers(): boolean {
    return checkNumberBoxes(this, this.#numberBoxes())
  }

  #settings(): Settings {
    const weight = $<HTMLInputElement>(this, '[data-weight]').value.trim()
    const depth = $<HTMLInputElement>(this, '[data-max-depth]').value.trim()
    const chosen = [
      ...this.querySelectorAll<HTMLInputElement>('[data-param="algorithms"] input:checked'),
    ].map((b) => b.value as AlgorithmName)
    return {
      algorithms: ALGORITHMS.filter((a) => chosen.includes(a)),
      heuristic: $<HTMLSelectElement>(this, '[data-heuristic]').value as HeuristicName,
      weight: weight === '' ? 2 : Number(weight),
      maxDepth: depth === '' ? undefined : Number(depth),
      cost: $<HTMLSelectElement>(this, '[data-cost]').value as CostModel,
    }
  }

  async #race(): Promise<void> {
    if (!this.#checkNumbers()) {
      this.say(OUT_OF_RANGE)
      return
    }
    const s = this.#settings()
    if (s.algorithms.length === 0) {
      this.say('Nothing ran: choose at least one algorithm.')
      return
    }
    const task = this.position
    const base = { start: boardData(task.board), goal: boardData(task.goal), cost: s.cost }
    this.#clear(null)
    this.#showColumns(s)
    const truth = await this.run(
      { kind: 'raceTruth', ...base },
      s.cost === 'tile'
        ? 'Finding the cheapest cost by uniform-cost search…'
        : 'Finding the shortest solution…',
    )
    if (!truth) return
    if (truth.result.reason || !truth.result.truth) return this.say(truth.result.reason ?? '')
    const run: Run = {
      rows: [],
      truth: truth.result.truth,
      settings: s,
      board: formatPosition(task),
      complete: false,
    }
    this.#run = run
    this.#drawPartial(run)
    for (const [k, algorithm] of s.algorithms.entries()) {
      const done = await this.run(
        {
          kind: 'race',
          ...base,
          heuristic: s.heuristic,
          weight: s.weight,
          maxDepth: s.maxDepth,
          algorithms: [algorithm],
          truth: run.truth,
        },
        raceProgress(algorithm, k, s.algorithms.length),
      )
      if (this.#run !== run) return // the position or a setting changed: its own status stands
      if (!done) return this.#stopped(run, algorithm)
      run.rows.push(...done.result.rows)
      this.#drawPartial(run)
    }
    run.complete = true
    // In class mode the run is kept only once revealed: a kept copy would show the hidden counts.
    $<HTMLButtonElement>(this, '[data-keep]').disabled = this.#classMode
    if (this.#classMode) {
      $<HTMLButtonElement>(this, '[data-reveal]').disabled = false
      this.say(
        'The counts are in, hidden. Rank the algorithms by nodes expanded (1 = fewest), then press Reveal.',
      )
      this.#predict.querySelector<HTMLSelectElement>('label:not([hidden]) select')?.focus()
      return
    }
    this.#show()
  }

  /** Cancelled or failed during `algorithm`: the finished rows stay, and the status says so. */
  #stopped(run: Run, algorithm: AlgorithmName): void {
    if (this.lastOutcome !== 'cancelled') return // the kit's sentence (failed, gave up) stands
    $<HTMLButtonElement>(this, '[data-keep]').disabled = run.rows.length === 0 || this.#classMode
    if (!this.#classMode) this.#draw(run.rows)
    const kept = run.rows.length
    this.say(
      `Cancelled during ${algorithmLabel(algorithm, run.settings.weight)}: ${kept === 0 ? 'no row had finished' : `the ${kept} finished row${kept === 1 ? ' is' : 's are'} kept`}.`,
    )
  }

  /** The rows so far, and the ones still to run marked as waiting (hidden in class mode). */
  #drawPartial(run: Run): void {
    if (this.#classMode) return
    this.#draw(run.rows)
    const table = $(this, '[data-table]')
    const pending = run.settings.algorithms.filter((a) => !run.rows.some((r) => r.algorithm === a))
    for (const [k, a] of pending.entries()) {
      const tr = table.querySelector<HTMLElement>(`tr[data-algorithm="${a}"]`)!
      tr.hidden = false
      setText(tr.querySelector('[data-length]')!, k === 0 ? 'running…' : 'waiting')
    }
  }

  #draw(rows: readonly RaceRow[]): void {
    drawRaceTable($(this, '[data-table]'), rows)
    drawRaceChart($(this, '[data-chart]'), rows)
  }

  /** The weight in weighted A*'s name, and the cost column under tile costs. */
  #showColumns(s: Settings): void {
    for (const el of this.querySelectorAll<HTMLElement>('[data-table] [data-name]'))
      setText(el, algorithmLabel(el.dataset.name as AlgorithmName, s.weight))
    for (const el of this.querySelectorAll<HTMLElement>(
      '[data-table] [data-cost-col], [data-table] [data-cost]',
    ))
      el.hidden = s.cost !== 'tile'
    for (const label of this.#predict.querySelectorAll<HTMLElement>('[data-rank-label]')) {
      label.hidden = !s.algorithms.includes(label.dataset.rankLabel as AlgorithmName)
      for (const option of label.querySelectorAll('option'))
        option.hidden = Number(option.value) > s.algorithms.length
    }
  }

  #sentence(run: Run): string {
    return raceSentence(
      run.rows,
      run.truth.distance,
      'move',
      run.settings.cost === 'tile' ? run.truth.cheapest : undefined,
    )
  }

  #show(): void {
    const run = this.#run
    if (!run?.complete) return
    this.#revealed = true
    $<HTMLButtonElement>(this, '[data-keep]').disabled = false
    this.#draw(run.rows)
    this.say(this.#sentence(run))
  }

  #reveal(): void {
    const run = this.#run
    if (!run || this.#revealed) return
    const ranks = new Map(
      [...readRanking(this.#predict)].filter(([a]) => run.settings.algorithms.includes(a)),
    )
    const error = $(this, '#race-rank-error')
    const chosen = [...ranks.values()]
    if (chosen.some((k) => !(k >= 1)) || new Set(chosen).size !== chosen.length) {
      showError(
        this.#predict,
        error,
        `Give every algorithm a different rank from 1 (fewest nodes) to ${chosen.length}, then press Reveal.`,
      )
      return
    }
    showError(this.#predict, error, null)
    const predicted = [...ranks.entries()].sort((a, b) => a[1] - b[1]).map(([a]) => a)
    this.#show()
    this.say(`${this.#sentence(run)} ${rankingVerdict(predicted, rankByNodes(run.rows))}`)
  }

  /** Copies the current table, with its settings, into the kept panel beside the next run. */
  #keep(): void {
    const run = this.#run
    if (!run) return
    const panel = $(this, '[data-kept]')
    const copy = $(this, '.race-table').cloneNode(true) as HTMLElement
    copy.querySelector('[data-table]')?.removeAttribute('data-table')
    for (const el of copy.querySelectorAll('[id]')) el.removeAttribute('id')
    copy.setAttribute('aria-label', 'Kept run (scrolls sideways on narrow screens)')
    $(this, '[data-kept-table]').replaceChildren(copy)
    setText(
      $(this, '[data-kept-settings]'),
      `${runSettings({ ...run.settings, board: run.board })} ${run.complete ? this.#sentence(run) : `Cancelled after ${run.rows.length} row${run.rows.length === 1 ? '' : 's'}.`}`,
    )
    panel.hidden = false
    this.say(
      'Run kept below the table. Change a setting (the heuristic, the cost model …) and run the race again to compare.',
    )
  }
}

if (!customElements.get('search-race')) customElements.define('search-race', SearchRace)
